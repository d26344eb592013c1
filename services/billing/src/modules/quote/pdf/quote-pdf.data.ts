import type { EntityManager } from "@mikro-orm/postgresql";
import { intArray, NotFoundError, tenantSql, type TenantScope } from "@wo/shared";
import { WORK_ORDER_VIEW_TENANCY } from "../../work-order/work-order.view";
import { QUOTE_TENANCY } from "../quote.entity";
import { ITEM_SELECT } from "../quote.list";

/** One line of a quote, as the PDF prints it. */
export interface QuotePdfItem {
  billingId: number;
  description: string;
  billingItemType: string | null;
  units: string;
  itemAmountExTax: string;
  taxRate: string;
  lineAmountExTax: string;
  taxAmount: string;
  lineAmountIncTax: string;
}

/** One quote, as the PDF prints it (dates already in London, DD/MM/YYYY). */
export interface QuotePdfQuote {
  id: number;
  quoteRef: string;
  ampmQuoteRef: string | null;
  billingStatus: string | null;
  billingDate: string;
  sentAt: string | null;
  decidedAt: string | null;
  decisionNote: string | null;
  summary: string | null;
  contractorName: string | null;
  totalAmountExTax: string;
  totalTax: string;
  totalAmountIncTax: string;
  items: QuotePdfItem[];
}

/** Everything the quote PDF of one work order prints: the order, its client's brand, its site, and the quotes the viewer may see. */
export interface QuotePdfData {
  workOrderId: number;
  refNo: string;
  issue: string | null;
  dateOpened: string | null;
  clientName: string | null;
  brandColour: string | null;
  logoKey: string | null;
  siteName: string | null;
  siteCode: string | null;
  siteAddress: string[];
  contractorName: string | null;
  quotes: QuotePdfQuote[];
}

/** A London date as the product shows it (§9 en-GB: DD/MM/YYYY), made by PostgreSQL. */
const london = (column: string) => `to_char(${column} at time zone 'Europe/London', 'DD/MM/YYYY')`;

/** The order, with the names assets publishes for it (its client's brand, its site's address, its contractor). */
const ORDER_SQL = `
select w.work_order_id as "workOrderId", w.ref_no as "refNo", w.issue, ${london("w.date_opened")} as "dateOpened",
  c.name as "clientName", c.brand_colour as "brandColour", c.logo_key as "logoKey",
  s.name as "siteName", s.site_code as "siteCode",
  array_remove(array[s.address_line1, s.address_line2, s.city, s.county, s.post_code], null) as "siteAddress",
  k.name as "contractorName"
from work_orders.v_work_order_billing w
left join assets.v_client_brand c on c.id = w.client_id
left join assets.v_site_address s on s.id = w.site_id
left join assets.v_contractor k on k.id = w.contractor_id
where w.work_order_id = ? and `;

const QUOTES_SQL = `
select q.id, q.quote_ref as "quoteRef", q.ampm_quote_ref as "ampmQuoteRef", bs.name as "billingStatus",
  ${london("q.billing_date")} as "billingDate", ${london("q.sent_at")} as "sentAt", ${london("q.decided_at")} as "decidedAt",
  q.decision_note as "decisionNote", q.summary, k.name as "contractorName",
  q.total_amount_ex_tax::text as "totalAmountExTax", q.total_tax::text as "totalTax", q.total_amount_inc_tax::text as "totalAmountIncTax"
from billing.billing q
left join billing.billing_status bs on bs.id = q.billing_status_id
left join assets.v_contractor k on k.id = q.contractor_id
where q.work_order_id = ? and `;

/**
 * What the quote PDF of a work order prints, for a viewer's scope: NOT_FOUND for an order the scope
 * may not see (a client: its client's; a contractor: those whose current contractor is its own);
 * then its quotes as QUOTE_TENANCY lets it see them (a client: never a draft), oldest first, each
 * with its items in their order. Three statements.
 */
export async function readQuotePdfData(em: EntityManager, scope: TenantScope, workOrderId: number): Promise<QuotePdfData> {
  const conn = em.getConnection();
  const [orderTenant, orderParams] = tenantSql(scope, WORK_ORDER_VIEW_TENANCY);
  const [order] = await conn.execute<(Omit<QuotePdfData, "quotes"> & { siteAddress: string[] | null })[]>(ORDER_SQL + orderTenant, [
    workOrderId,
    ...orderParams,
  ]);
  if (!order) throw new NotFoundError();
  const [quoteTenant, quoteParams] = tenantSql(scope, QUOTE_TENANCY);
  const quotes = await conn.execute<Omit<QuotePdfQuote, "items">[]>(`${QUOTES_SQL}${quoteTenant} order by q.billing_date, q.id`, [
    workOrderId,
    ...quoteParams,
  ]);
  const items = quotes.length
    ? await conn.execute<QuotePdfItem[]>(
        `select ${ITEM_SELECT} from billing.billing_item bi where bi.billing_id = any(?::int[]) order by bi.billing_id, bi.sort_order, bi.id`,
        [intArray(quotes.map((q) => q.id))],
      )
    : [];
  return {
    ...order,
    siteAddress: (order.siteAddress ?? []).map((l) => l.trim()).filter(Boolean),
    quotes: quotes.map((q) => ({ ...q, items: items.filter((i) => i.billingId === q.id) })),
  };
}
