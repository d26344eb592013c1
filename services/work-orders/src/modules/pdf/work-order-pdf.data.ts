import type { EntityManager } from "@mikro-orm/postgresql";
import { intArray } from "@wo/shared";

/** One answer to a checklist question, as the PDF prints it. */
export interface PdfAnswer {
  question: string;
  answer: string;
}

/** One public note, as the PDF prints it (its time already in London, DD/MM/YYYY HH:mm). */
export interface PdfNote {
  time: string;
  writer: string;
  note: string;
}

/** Everything the work-order PDF prints of one order: names resolved, dates formatted in London. */
export interface WorkOrderPdfData {
  id: number;
  refNo: string;
  clientRef: string | null;
  status: string | null;
  type: string | null;
  requestedBy: string | null;
  dateOpened: string | null;
  dueDate: string | null;
  slaCode: string | null;
  issue: string | null;
  details: string | null;
  accessTimes: string | null;
  clientName: string | null;
  brandColour: string | null;
  logoKey: string | null;
  siteName: string | null;
  siteCode: string | null;
  siteAddress: string[];
  contractorName: string | null;
  assetCode: string | null;
  tradeName: string | null;
  subTradeName: string | null;
  contactName: string | null;
  contactPhone: string | null;
  answers: PdfAnswer[];
  notes: PdfNote[];
}

/** A London date and time as the product shows it (§9 en-GB: DD/MM/YYYY), computed by PostgreSQL. */
const london = (column: string) => `to_char(${column} at time zone 'Europe/London', 'DD/MM/YYYY HH24:MI')`;

/**
 * The one statement that reads everything the PDFs of `ids` need: the order, its lookups' names, the
 * brand, site address and contact that assets and identity publish for it (assets.v_client_brand,
 * v_site_address, v_contractor, v_asset, v_trade; identity.v_user, v_user_phone), its answers in the order
 * given and its PUBLIC notes oldest first (private notes are never read here). Rows in the order of `ids`.
 */
const SQL = `
select wo.id, wo.ref_no as "refNo", wo.client_ref as "clientRef", wst.name as status, wty.name as type,
  wo.requested_by as "requestedBy", ${london("wo.date_opened")} as "dateOpened", ${london("wo.due_date")} as "dueDate",
  wo.sla_code as "slaCode", wo.issue, wo.details, wo.access_times as "accessTimes",
  c.name as "clientName", c.brand_colour as "brandColour", c.logo_key as "logoKey",
  s.name as "siteName", s.site_code as "siteCode",
  array_remove(array[s.address_line1, s.address_line2, s.city, s.county, s.post_code], null) as "siteAddress",
  k.name as "contractorName", ast.asset_code as "assetCode", t.name as "tradeName", st.name as "subTradeName",
  nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as "contactName",
  nullif(concat_ws(' / ', nullif(trim(up.phone_number), ''), nullif(trim(up.mobile), '')), '') as "contactPhone",
  (select coalesce(json_agg(json_build_object('question', a.question_content, 'answer', a.answer_content) order by a.id), '[]')
     from work_orders.answer a where a.work_order_id = wo.id) as answers,
  (select coalesce(json_agg(json_build_object('time', ${london("n.note_time")}, 'writer', n.user_name, 'note', n.note)
       order by n.note_time, n.id), '[]')
     from work_orders.work_order_note n where n.work_order_id = wo.id and not n.private_note) as notes
from unnest(?::int[]) with ordinality as wanted(id, position)
join work_orders.work_order wo on wo.id = wanted.id
left join work_orders.work_order_status wst on wst.id = wo.work_order_status_id
left join work_orders.work_order_type wty on wty.id = wo.work_order_type_id
left join assets.v_client_brand c on c.id = wo.client_id
left join assets.v_site_address s on s.id = wo.site_id
left join assets.v_contractor k on k.id = wo.contractor_id
left join assets.v_asset ast on ast.id = wo.asset_id
left join assets.v_trade t on t.id = wo.trade_id
left join assets.v_trade st on st.id = wo.sub_trade_id
left join identity.v_user u on u.id = wo.contact_id
left join identity.v_user_phone up on up.id = wo.contact_id
order by wanted.position`;

/** What the PDFs of `ids` print, in one statement; orders that do not exist are left out. */
export async function readWorkOrderPdfData(em: EntityManager, ids: readonly number[]): Promise<WorkOrderPdfData[]> {
  if (!ids.length) return [];
  // in `em`'s transaction when it is one (the notification job renders inside its own)
  const rows = await em.getConnection().execute<Record<string, unknown>[]>(SQL, [intArray(ids)], "all", em.getTransactionContext());
  return rows.map((r) => {
    const json = <T>(v: unknown): T => (typeof v === "string" ? JSON.parse(v) : v) as T;
    return {
      ...(r as unknown as WorkOrderPdfData),
      siteAddress: ((r.siteAddress as string[] | null) ?? []).map((l) => l.trim()).filter(Boolean),
      answers: json<PdfAnswer[]>(r.answers),
      notes: json<PdfNote[]>(r.notes),
    };
  });
}
