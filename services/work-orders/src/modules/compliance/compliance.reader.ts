import type { EntityManager } from "@mikro-orm/postgresql";
import { intArray, OrderStatus } from "@wo/shared";
import { DEFAULT_DUE_SOON_DAYS } from "./compliance.entity";
import { complianceStatus, expiryOf } from "./compliance.status";
import type { ComplianceCell } from "./register.type";

/**
 * The orders whose certificates count toward the register (docs/compliance.md): those whose work is
 * done, Completed and after (Submitted, Approved, Closed). An open order's certificate does not count
 * yet: the work may still be redone, and staff may still reject the paperwork.
 */
export const COUNTING_ORDER_STATUSES: readonly number[] = [OrderStatus.Completed, OrderStatus.Submitted, OrderStatus.Approved, OrderStatus.Closed];

/** One site of a page of the register: whether it has its own set, and its cells in type order. */
export interface SiteCells {
  ownSet: boolean;
  cells: ComplianceCell[];
}

interface CellRow {
  site_id: number;
  own_set: boolean;
  due_soon_days: number;
  type_id: number | null;
  validity_months: number | null;
  cert_date: string | null;
  document_id: number | null;
  raised_id: number | null;
  raised_ref: string | null;
}

/**
 * The cells of a page of one client's sites on `today`, in ONE statement: each site's types (its own
 * set, else its client's default set), and for each the latest tagged certificate (by certificate
 * date, then id) on the site or on one of its orders in COUNTING_ORDER_STATUSES, and the PPM order
 * raised for the cell's current cycle (compliance_raised: the cycle follows that latest certificate).
 * Statuses are the pure rule of compliance.status.ts.
 */
export async function readSiteCells(em: EntityManager, clientId: number, siteIds: readonly number[], today: string): Promise<Map<number, SiteCells>> {
  const out = new Map<number, SiteCells>();
  if (!siteIds.length) return out;
  const ids = intArray(siteIds);
  const rows = await em.getConnection().execute<CellRow[]>(
    `with page as (
       select s.id as site_id, s.client_id from assets.v_site s where s.id = any(?::int[]) and s.client_id = ?
     ), req as (
       select p.site_id, sc.site_id is not null as own_set, coalesce(cc.due_soon_days, ?) as due_soon_days,
              coalesce(sc.type_ids, cc.type_ids, '{}'::int[]) as type_ids
         from page p
         left join work_orders.site_compliance sc on sc.site_id = p.site_id
         left join work_orders.client_compliance cc on cc.client_id = p.client_id
     ), certs as (
       select d.entity_id as site_id, d.compliance_type_id, d.cert_date, d.id
         from work_orders.document d
        where d.entity_name = 'Site' and d.entity_id = any(?::int[])
          and d.compliance_type_id is not null and not d.archived and d.cert_date is not null
       union all
       select wo.site_id, d.compliance_type_id, d.cert_date, d.id
         from work_orders.work_order wo
         join work_orders.document d on d.entity_name = 'WorkOrder' and d.entity_id = wo.id
          and d.compliance_type_id is not null and not d.archived and d.cert_date is not null
        where wo.client_id = ? and wo.site_id = any(?::int[]) and wo.work_order_status_id = any(?::int[])
     ), latest as (
       select distinct on (site_id, compliance_type_id) site_id, compliance_type_id, cert_date, id
         from certs order by site_id, compliance_type_id, cert_date desc, id desc
     )
     select r.site_id, r.own_set, r.due_soon_days, t.id as type_id, t.validity_months, l.cert_date::text as cert_date, l.id as document_id,
            wo.id as raised_id, wo.ref_no as raised_ref
       from req r
       left join work_orders.compliance_type t on t.id = any(r.type_ids)
       left join latest l on l.site_id = r.site_id and l.compliance_type_id = t.id
       left join work_orders.compliance_raised cr
         on cr.site_id = r.site_id and cr.compliance_type_id = t.id and cr.cycle_document_id = coalesce(l.id, 0)
       left join work_orders.work_order wo on wo.id = cr.work_order_id
      order by r.site_id, t.id`,
    [ids, clientId, DEFAULT_DUE_SOON_DAYS, ids, clientId, ids, intArray(COUNTING_ORDER_STATUSES)],
  );
  for (const r of rows) {
    let site = out.get(r.site_id);
    if (!site) out.set(r.site_id, (site = { ownSet: r.own_set, cells: [] }));
    if (r.type_id == null) continue;
    site.cells.push({
      complianceTypeId: r.type_id,
      status: complianceStatus(r.cert_date, r.validity_months, today, r.due_soon_days),
      certDate: r.cert_date,
      expiresOn: r.cert_date ? expiryOf(r.cert_date, r.validity_months) : null,
      documentId: r.document_id,
      raisedWorkOrder: r.raised_id != null && r.raised_ref != null ? { id: r.raised_id, reference: r.raised_ref } : null,
    });
  }
  return out;
}
