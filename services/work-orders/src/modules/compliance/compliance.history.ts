import type { EntityManager } from "@mikro-orm/postgresql";
import { intArray } from "@wo/shared";
import { DEFAULT_DUE_SOON_DAYS } from "./compliance.entity";
import { COUNTING_ORDER_STATUSES } from "./compliance.reader";
import { complianceStatus, expiryOf } from "./compliance.status";
import type { ComplianceCertificate } from "./history.type";

interface HistoryRow {
  document_id: number;
  file_name: string;
  cert_date: string;
  work_order_id: number | null;
  ref_no: string | null;
}

/**
 * Every certificate of a type on a site and on its counting orders (the register's own sources:
 * compliance.reader.ts), newest first (certificate date, then id, as the cell picks its latest); each
 * replaced the next one down. The caller has checked the viewer may read the site (of `clientId`).
 */
export async function readComplianceHistory(
  em: EntityManager,
  clientId: number,
  siteId: number,
  typeId: number,
  validityMonths: number | null,
  today: string,
): Promise<ComplianceCertificate[]> {
  const conn = em.getConnection();
  const [settings] = await conn.execute<{ due_soon_days: number }[]>("select due_soon_days from work_orders.client_compliance where client_id = ?", [
    clientId,
  ]);
  const dueSoonDays = settings?.due_soon_days ?? DEFAULT_DUE_SOON_DAYS;
  const rows = await conn.execute<HistoryRow[]>(
    `select d.id as document_id, d.original_filename as file_name, d.cert_date::text as cert_date, null::int as work_order_id, null::text as ref_no
       from work_orders.document d
      where d.entity_name = 'Site' and d.entity_id = ? and d.compliance_type_id = ? and not d.archived and d.cert_date is not null
     union all
     select d.id, d.original_filename, d.cert_date::text, wo.id, wo.ref_no
       from work_orders.work_order wo
       join work_orders.document d on d.entity_name = 'WorkOrder' and d.entity_id = wo.id
        and d.compliance_type_id = ? and not d.archived and d.cert_date is not null
      where wo.client_id = ? and wo.site_id = ? and wo.work_order_status_id = any(?::int[])
     order by cert_date desc, document_id desc`,
    [siteId, typeId, typeId, clientId, siteId, intArray(COUNTING_ORDER_STATUSES)],
  );
  return rows.map((r, i) => {
    const replacedBy = i > 0 ? rows[i - 1] : null;
    const previous = rows[i + 1] ?? null;
    return {
      documentId: r.document_id,
      fileName: r.file_name,
      certDate: r.cert_date,
      expiresOn: expiryOf(r.cert_date, validityMonths),
      status: complianceStatus(r.cert_date, validityMonths, replacedBy ? replacedBy.cert_date : today, dueSoonDays),
      current: i === 0,
      workOrderId: r.work_order_id,
      workOrderRef: r.ref_no,
      replacesDocumentId: previous?.document_id ?? null,
    };
  });
}
