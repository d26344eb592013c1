import type { EntityManager } from "@mikro-orm/postgresql";
import { NotFoundError } from "@wo/shared";
import { ContractStatusId } from "./contract.entity";
import type { MatchingContractor } from "./contract.type";

/**
 * The contractors that may take a work order (GET /api/WorkOrders/Contractors?clientId&woid), in one
 * statement: the order's client, site and sub-trade (trade when it has no sub-trade) from
 * work-orders' v_work_assignment (by its key); the site's postcode keys (`assets.postcode_keys`, migration
 * 20261219000000); the client's Active contracts
 * of that sub-trade (contract_match_idx); their active contractors in the contract, active
 * themselves, whose site list names the site (site_in_contractor_in_contract unique index) or
 * whose postcode prefixes hold the site's area, district or sector. A contractor in two such
 * contracts is offered once, by its best row. Preferred first, then site-listed before
 * postcode-matched, then by name. NOT_FOUND when there is no such order.
 */
export async function matchingContractors(em: EntityManager, workOrderId: number): Promise<MatchingContractor[]> {
  const rows = await em.getConnection().execute<
    {
      found: boolean;
      id: number | null;
      name: string;
      telephone: string | null;
      ooh_telephone: string | null;
      email: string | null;
      preferred: boolean;
      postcode_prefix: string | null;
      site_listed: boolean;
      contractor_in_contract_id: number;
      contract_id: number;
      contract_name: string;
    }[]
  >(
    `with o as (
       select w.client_id, w.site_id, w.trade_id, w.sub_trade_id, assets.postcode_keys(s.post_code) as keys
         from work_orders.v_work_assignment w
         left join assets.site s on s.id = w.site_id
        where w.work_order_id = ?
     ),
     m as (
       select distinct on (k.id) k.id, k.name, k.telephone, k.ooh_telephone, k.email,
              x.preferred, x.postcode_prefix, x.id as contractor_in_contract_id, c.id as contract_id, c.name as contract_name,
              exists (select 1 from assets.site_in_contractor_in_contract sx where sx.contractor_in_contract_id = x.id and sx.site_id = o.site_id) as site_listed
         from o
         join assets.contract c on c.client_id = o.client_id and c.contract_status_id = ?
              and (c.sub_trade_id = o.sub_trade_id or (o.sub_trade_id is null and c.trade_id = o.trade_id))
         join assets.contractor_in_contract x on x.contract_id = c.id and x.active
         join assets.contractor k on k.id = x.contractor_id and k.active
        where x.postcode_prefixes && o.keys
           or exists (select 1 from assets.site_in_contractor_in_contract sx where sx.contractor_in_contract_id = x.id and sx.site_id = o.site_id)
        order by k.id, x.preferred desc, site_listed desc, x.id
     )
     select true as found, id, name, telephone, ooh_telephone, email, preferred, postcode_prefix, site_listed, contractor_in_contract_id, contract_id, contract_name from m
     union all
     select exists (select 1 from o), null, '', null, null, null, false, null, false, 0, 0, '' where not exists (select 1 from m)
     order by found desc, preferred desc, site_listed desc, name, id`,
    [workOrderId, ContractStatusId.Active],
  );
  if (rows.length === 1 && rows[0]!.id == null) {
    if (!rows[0]!.found) throw new NotFoundError();
    return [];
  }
  return rows.map((r) => ({
    id: r.id!,
    name: r.name,
    telephone: r.telephone,
    oohTelephone: r.ooh_telephone,
    email: r.email,
    preferred: r.preferred,
    postcodePrefix: r.postcode_prefix,
    siteListed: r.site_listed,
    contractorInContractId: r.contractor_in_contract_id,
    contractId: r.contract_id,
    contractName: r.contract_name,
  }));
}
