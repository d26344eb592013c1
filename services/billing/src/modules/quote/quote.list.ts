import type { EntityManager } from "@mikro-orm/postgresql";
import {
  argument,
  containsPattern,
  declareList,
  groupByName,
  intArray,
  searchParts,
  searchTerms,
  SortDirection,
  type SqlCondition,
} from "@wo/shared";
import { BillingItem, BILLING_ITEM_TENANCY, Quote, QUOTE_TENANCY } from "./quote.entity";

/** What billing reads of the other services: names through the views they publish (docs/billing.md "Data"). */
export const QUOTE_VIEWS = {
  client: "assets.v_client",
  site: "assets.v_site",
  contractor: "assets.v_contractor",
  workOrder: "work_orders.v_work_order_billing",
  /** the order's current client and site: a quote's follow its order (QUOTE_TENANCY) */
  assignment: "work_orders.v_work_assignment",
} as const;

/** The quote's order's current `column` (client_id, site_id), over the quote aliased `q`: one look-up by key. */
const orderColumn = (column: "client_id" | "site_id") =>
  `(select qa.${column} from ${QUOTE_VIEWS.assignment} qa where qa.work_order_id = q.work_order_id)`;

/** A timestamp as an ISO instant (what `new Date()` reads back exactly). */
export const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A quote row with its names, over the alias `q` (one statement: the names are scalar look-ups by key).
 * Its client and site are its order's as they are now; its contractor the one that made it.
 */
export const QUOTE_SELECT = `q.id, q.billing_type_id as "billingTypeId", q.work_order_id as "workOrderId", ${orderColumn("client_id")} as "clientId",
  q.contractor_id as "contractorId", ${orderColumn("site_id")} as "siteId", q.quote_ref as "quoteRef", q.ampm_quote_ref as "ampmQuoteRef",
  ${iso("q.billing_date")} as "billingDate", q.summary, q.billing_status_id as "billingStatusId",
  q.total_amount_ex_tax::text as "totalAmountExTax", q.total_tax::text as "totalTax", q.total_amount_inc_tax::text as "totalAmountIncTax",
  ${iso("q.sent_at")} as "sentAt", ${iso("q.decided_at")} as "decidedAt", q.decision_note as "decisionNote",
  q.new_work_order_id as "newWorkOrderId", q.created_by_id as "createdById", q.version,
  ${iso("q.created_at")} as "createdAt", ${iso("q.updated_at")} as "updatedAt",
  (select w.ref_no from ${QUOTE_VIEWS.workOrder} w where w.work_order_id = q.work_order_id) as "workOrderRef",
  (select c.name from ${QUOTE_VIEWS.client} c where c.id = ${orderColumn("client_id")}) as "clientName",
  (select k.name from ${QUOTE_VIEWS.contractor} k where k.id = q.contractor_id) as "contractorName",
  (select s.name from ${QUOTE_VIEWS.site} s where s.id = ${orderColumn("site_id")}) as "siteName",
  (select bs.name from billing.billing_status bs where bs.id = q.billing_status_id) as "billingStatus"`;

/** An item row, over the alias `bi`. */
export const ITEM_SELECT = `bi.id, bi.billing_id as "billingId", bi.billing_item_type_id as "billingItemTypeId", bi.description,
  bi.units::text as units, bi.item_amount_ex_tax::text as "itemAmountExTax", bi.tax_rate::text as "taxRate",
  bi.line_amount_ex_tax::text as "lineAmountExTax", bi.tax_amount::text as "taxAmount", bi.line_amount_inc_tax::text as "lineAmountIncTax",
  bi.item_amount_inc_tax::text as "itemAmountIncTax", bi.sort_order as "sortOrder",
  (select t.name from billing.billing_item_type t where t.id = bi.billing_item_type_id) as "billingItemType"`;

const DATE_FIELDS = ["billingDate", "sentAt", "decidedAt", "createdAt", "updatedAt"] as const;

/** A row of QUOTE_SELECT as the Quote type: its instants as Dates. */
export function quoteOf(row: Record<string, unknown>): Quote {
  const out = { ...row } as Record<string, unknown>;
  for (const f of DATE_FIELDS) out[f] = row[f] == null ? null : new Date(String(row[f]));
  return out as unknown as Quote;
}

/** A term that could be part of a work-order reference (WO followed by 7 digits), too short to hold a word or a code. */
const REF_LIKE = /^(w|wo|wo\d{1,7}|o\d{1,7}|\d{1,7})$/i;

/**
 * The quote's texts a term asks for: every word of it (letters), and every reference or code
 * (anything with a digit: QT000123, AMPM-Q0001234, WO0001234, F28) whole, as substrings of the
 * lower-cased search_text (the quote's reference, AMPM reference, its work order's reference and the
 * summary; trigram GIN), in any order (searchTerms: stop words left out when it holds more). A term with neither that could be part of an order's
 * reference (WO, a short number) is a substring of it. Null when the term has nothing to match.
 */
function textMatch(term: string): SqlCondition | null {
  const { words, codes } = searchTerms(term);
  const parts = [...codes, ...words];
  if (!parts.length && REF_LIKE.test(term)) parts.push(term);
  if (!parts.length) return null;
  return [parts.map(() => "q.search_text like ?").join(" and "), parts.map(containsPattern)];
}

/**
 * A search: the quote's texts (textMatch), or its contractor's, client's or site's name (or site
 * code) holding the whole term, looked up first in those small tables so that quotes are read by index.
 */
async function searchCondition(em: EntityManager, search: string): Promise<SqlCondition> {
  const term = search.toLowerCase();
  const like = containsPattern(term);
  const names = await em.getConnection().execute<{ kind: string; id: number }[]>(
    `select 'client' as kind, id from ${QUOTE_VIEWS.client} where name ilike ?
     union all select 'contractor', id from ${QUOTE_VIEWS.contractor} where name ilike ?
     union all select 'site', id from ${QUOTE_VIEWS.site} where name ilike ? or site_code ilike ?`,
    [like, like, like, like],
  );
  const any: SqlCondition[] = [];
  const text = textMatch(term);
  if (text) any.push(text);
  // by the client and site the quote was made for (indexed: the same as its order's now unless staff
  // moved the order since); who may read it is its order's now, whatever matched (QUOTE_TENANCY)
  for (const [kind, column] of [
    ["client", "q.client_id"],
    ["contractor", "q.contractor_id"],
    ["site", "q.site_id"],
  ] as const) {
    const ids = names.filter((n) => n.kind === kind).map((n) => n.id);
    if (ids.length) any.push([`${column} = any(?::int[])`, [intArray(ids)]]);
  }
  if (!any.length) return ["false", []];
  return [any.map((c) => `(${c[0]})`).join(" or "), any.flatMap((c) => [...c[1]])];
}

/**
 * The quotations grid (portals §2.10 #/quotations, GET /api/Billings) and every other list of quotes
 * (a work order's, a client portal's): the Quotation row of portals §3, sorted by billing date
 * unless asked otherwise (§9), every column sortable.
 */
export const QUOTE_LIST = declareList({
  names: { field: "QuoteField", sortInput: "QuoteSortInput", filterInput: "QuoteFilterInput" },
  entity: Quote,
  from: "billing.billing q",
  key: ["q.id"],
  tenancy: QUOTE_TENANCY,
  columns: {
    BILLING_DATE: { field: "billingDate", kind: "date", notNull: true, sort: "q.billing_date", filter: "q.billing_date" },
    QUOTE_REF: { field: "quoteRef", kind: "text", notNull: true, sort: "q.id", filter: "q.quote_ref" },
    AMPM_QUOTE_REF: { field: "ampmQuoteRef", kind: "text", sort: "q.ampm_quote_ref", filter: "q.ampm_quote_ref" },
    // the name columns merge each name's quotes read from (key, id) in name order: ties by the quote ascending
    CONTRACTOR: {
      field: "contractorName",
      kind: "text",
      notNull: true,
      sort: "k.name",
      filter: "k.name",
      join: "contractor",
      group: groupByName(QUOTE_VIEWS.contractor, "q.contractor_id"),
    },
    CLIENT: {
      field: "clientName",
      kind: "text",
      notNull: true,
      sort: "c.name",
      filter: "c.name",
      join: "client",
      group: groupByName(QUOTE_VIEWS.client, "q.client_id"),
    },
    SITE: { field: "siteName", kind: "text", sort: "s.name", filter: "s.name", join: "site", group: groupByName(QUOTE_VIEWS.site, "q.site_id") },
    // WO + the id, zero-padded: the order of the ids is the order of the references
    WORK_ORDER: { field: "workOrderRef", kind: "text", notNull: true, sort: "q.work_order_id", filter: "w.ref_no", join: "workOrder" },
    SUMMARY: { field: "summary", kind: "text", sort: "q.summary", filter: "q.summary" },
    STATUS: {
      field: "billingStatus",
      kind: "text",
      notNull: true,
      sort: "bs.name",
      filter: "bs.name",
      join: "status",
      group: groupByName("billing.billing_status", "q.billing_status_id"),
    },
    TOTAL: { field: "totalAmountExTax", kind: "decimal", notNull: true, sort: "q.total_amount_ex_tax", filter: "q.total_amount_ex_tax" },
    TOTAL_INC_TAX: {
      field: "totalAmountIncTax",
      kind: "decimal",
      notNull: true,
      sort: "q.total_amount_inc_tax",
      filter: "q.total_amount_inc_tax",
    },
  },
  joins: {
    // the client and site columns sort and filter by the ones the quote was made for (indexed: the same
    // as its order's now unless staff moved the order since; then only that quote's place differs)
    client: `left join ${QUOTE_VIEWS.client} c on c.id = q.client_id`,
    contractor: `left join ${QUOTE_VIEWS.contractor} k on k.id = q.contractor_id`,
    site: `left join ${QUOTE_VIEWS.site} s on s.id = q.site_id`,
    workOrder: `left join ${QUOTE_VIEWS.workOrder} w on w.work_order_id = q.work_order_id`,
    status: "left join billing.billing_status bs on bs.id = q.billing_status_id",
  },
  defaultSort: {
    field: "BILLING_DATE",
    direction: SortDirection.ASC,
    description: "Default: billing date ascending (portals §9: quotations by billing date)",
  },
  arguments: {
    workOrderId: argument<number>({ where: (id) => (id ? ["q.work_order_id = ?", [id]] : null) }),
    // the order's client and site as they are now
    clientId: argument<number>({
      where: (id) =>
        id ? [`exists (select 1 from ${QUOTE_VIEWS.assignment} qa where qa.work_order_id = q.work_order_id and qa.client_id = ?)`, [id]] : null,
    }),
    contractorId: argument<number>({ where: (id) => (id ? ["q.contractor_id = ?", [id]] : null) }),
    siteId: argument<number>({
      where: (id) =>
        id ? [`exists (select 1 from ${QUOTE_VIEWS.assignment} qa where qa.work_order_id = q.work_order_id and qa.site_id = ?)`, [id]] : null,
    }),
    billingStatusId: argument<number>({ where: (id) => (id ? ["q.billing_status_id = ?", [id]] : null) }),
  },
  search: {
    description: "Free text: quote reference, AMPM reference, summary, contractor, client and site names, work-order reference",
    where: searchCondition,
    // each word or code alone keeps every row the term keeps: its names hold the word if they hold the term
    parts: searchParts,
  },
  filters: true,
  rows: { select: QUOTE_SELECT, byKey: true },
});

/** A quote's items (GET /api/BillingItems?billingId): in their order, then as added. */
export const BILLING_ITEM_LIST = declareList({
  names: { field: "BillingItemField", sortInput: "BillingItemSortInput" },
  entity: BillingItem,
  from: "billing.billing_item bi",
  key: ["bi.id"],
  tenancy: BILLING_ITEM_TENANCY,
  columns: {
    SORT_ORDER: { field: "sortOrder", kind: "number", notNull: true, sort: ["bi.sort_order", "bi.id"], filter: "bi.sort_order" },
    ID: { field: "id", kind: "number", notNull: true, sort: "bi.id", filter: "bi.id" },
    DESCRIPTION: { field: "description", kind: "text", notNull: true, sort: "bi.description", filter: "bi.description" },
    UNITS: { field: "units", kind: "decimal", notNull: true, sort: "bi.units", filter: "bi.units" },
    ITEM_AMOUNT_EX_TAX: { field: "itemAmountExTax", kind: "decimal", notNull: true, sort: "bi.item_amount_ex_tax", filter: "bi.item_amount_ex_tax" },
    TAX_RATE: { field: "taxRate", kind: "decimal", notNull: true, sort: "bi.tax_rate", filter: "bi.tax_rate" },
    LINE_AMOUNT_EX_TAX: { field: "lineAmountExTax", kind: "decimal", notNull: true, sort: "bi.line_amount_ex_tax", filter: "bi.line_amount_ex_tax" },
    LINE_AMOUNT_INC_TAX: {
      field: "lineAmountIncTax",
      kind: "decimal",
      notNull: true,
      sort: "bi.line_amount_inc_tax",
      filter: "bi.line_amount_inc_tax",
    },
  },
  defaultSort: { field: "SORT_ORDER", direction: SortDirection.ASC, description: "Default: the quote's order of lines" },
  arguments: {
    billingId: argument<number>({ where: (id) => ["bi.billing_id = ?", [id]] }),
  },
  rows: { select: ITEM_SELECT, byKey: true },
});
