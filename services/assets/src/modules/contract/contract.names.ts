import DataLoader from "dataloader";
import { loader, type ServiceContext } from "@wo/shared";

/**
 * The names a contract's, a contractor-in-contract's and a site-in-contract's rows show (§3:
 * ClientName, TradeName, SubTradeName, ContractStatusName; Contractor; the site), read for a whole
 * page in one query each. The rows themselves were read within the viewer's tenancy; the names of
 * what they point to come with them, as the legacy shapes carry them.
 */
function names<T>(ctx: ServiceContext, key: string, sql: string): (id: number) => Promise<T> {
  const l = loader(
    ctx,
    key,
    () =>
      new DataLoader<number, T>(async (ids) => {
        const rows = await ctx.em.getConnection().execute<(T & { id: number })[]>(sql, [`{${ids.join(",")}}`]);
        const byId = new Map(rows.map((r) => [r.id, r]));
        return ids.map((id) => byId.get(id) ?? new Error(`${key}: no row ${id}`));
      }),
  );
  return (id) => l.load(id);
}

export interface ContractNames {
  client_name: string;
  trade_name: string;
  sub_trade_name: string;
  status_name: string;
}

export const contractNames = (ctx: ServiceContext, id: number) =>
  names<ContractNames>(
    ctx,
    "names:Contract",
    `select c.id, cl.name as client_name, t.name as trade_name, st.name as sub_trade_name, cs.name as status_name
       from assets.contract c join assets.client cl on cl.id = c.client_id join assets.trade t on t.id = c.trade_id
       join assets.trade st on st.id = c.sub_trade_id join assets.contract_status cs on cs.id = c.contract_status_id
      where c.id = any(?::int[])`,
  )(id);

export interface ContractorInContractNames {
  contractor_name: string;
  contract_name: string;
  client_id: number;
  client_name: string;
  sites: number;
}

export const contractorInContractNames = (ctx: ServiceContext, id: number) =>
  names<ContractorInContractNames>(
    ctx,
    "names:ContractorInContract",
    `select x.id, k.name as contractor_name, c.name as contract_name, c.client_id, cl.name as client_name,
            (select count(*)::int from assets.site_in_contractor_in_contract s where s.contractor_in_contract_id = x.id) as sites
       from assets.contractor_in_contract x join assets.contractor k on k.id = x.contractor_id
       join assets.contract c on c.id = x.contract_id join assets.client cl on cl.id = c.client_id
      where x.id = any(?::int[])`,
  )(id);

export interface SiteNames {
  site_code: string;
  site_name: string;
  post_code: string | null;
}

export const siteInContractNames = (ctx: ServiceContext, id: number) =>
  names<SiteNames>(
    ctx,
    "names:SiteInContractorInContract",
    `select x.id, s.site_code, s.name as site_name, s.post_code
       from assets.site_in_contractor_in_contract x join assets.site s on s.id = x.site_id where x.id = any(?::int[])`,
  )(id);
