import type { EntityManager } from "@mikro-orm/postgresql";
import parseDate from "postgres-date";
import {
  argument,
  containsPattern,
  declareList,
  intArray,
  readList,
  SortDirection,
  whereTenant,
  type Page,
  type SqlCondition,
  type TenantScope,
  groupByName,
  searchParts,
  searchTerms,
  wordShare,
} from "@wo/shared";
import type { WorkOrdersArgs } from "./work-order.input";
import { WorkOrder, WORK_ORDER_TENANCY } from "./work-order.entity";
import { OUTSTANDING_STATUS_IDS } from "./work-order.status";

/** The PPM job type (staff-and-work-orders §3: Reactive 1, Quote 2, PPM 3, Remedial Works 4). */
export const PPM_TYPE_ID = 3;
import { STATUS_COUNT_TOTALS } from "../counter/status-count.entity";

/**
 * Other services' rows, read through the views assets publishes (see its migrations): the one place
 * that names them.
 */
export const VIEWS = {
  client: "assets.v_client",
  site: "assets.v_site",
  contractor: "assets.v_contractor",
  trade: "assets.v_trade",
  asset: "assets.v_asset",
  user: "identity.v_user",
} as const;

/** The column the order's words are searched in (its statistics tell how common each word is). */
const WORDS_COLUMN = { schema: "work_orders", table: "work_order", column: "search_tsv" };

/**
 * The text a search term asks for, every word and code of it (searchTerms: stop words left out when
 * it holds more): words as prefixes of the words of the order's texts, by full-text search
 * (search_tsv, GIN); references and codes (anything with a digit: WO0001234, PO-123456, F28) as
 * substrings of its lower-cased text (search_text, trigram GIN). Null when the term has nothing that
 * long.
 *
 * Of several words, the index is asked only for the rarest (wordShare, from the column's
 * statistics), and each row it finds is tested for the others (ts_match_vq, the function behind @@,
 * which no index answers): a GIN index reads every posting of every word a prefix begins before it
 * can join them, so "door threshold" read all 120,000 orders holding a "door…" word to keep 950
 * (57 ms, 23 ms asking for "threshold" alone).
 */
async function textMatch(em: EntityManager, term: string): Promise<SqlCondition | null> {
  const { words, codes } = searchTerms(term);
  if (!words.length && !codes.length) return null;
  const conds: SqlCondition[] = [];
  const query = (ws: string[]) => ws.map((w) => `${w}:*`).join(" & ");
  if (words.length > 1) {
    const shares = await Promise.all(words.map((w) => wordShare(em, WORDS_COLUMN, w)));
    const rarest = shares.indexOf(Math.min(...shares));
    const rest = words.filter((_, i) => i !== rarest);
    conds.push(["wo.search_tsv @@ to_tsquery('simple', ?)", [query([words[rarest]!])]]);
    conds.push(["ts_match_vq(wo.search_tsv, to_tsquery('simple', ?))", [query(rest)]]);
  } else if (words.length) conds.push(["wo.search_tsv @@ to_tsquery('simple', ?)", [query(words)]]);
  for (const code of codes) conds.push(["wo.search_text like ?", [containsPattern(code)]]);
  return [conds.map((c) => c[0]).join(" and "), conds.flatMap((c) => [...c[1]])];
}

/**
 * A search: the order's texts (textMatch), or the names of its site (name, code, post code), client
 * or contractor holding the whole term, looked up first in those small tables so that the big one
 * is probed by index. A short number names an order by id.
 */
async function searchCondition(em: EntityManager, search: string): Promise<SqlCondition> {
  const term = search.toLowerCase();
  const like = containsPattern(term);
  const names = await em.getConnection().execute<{ kind: string; id: number }[]>(
    `select 'site' as kind, id from ${VIEWS.site} where name ilike ? or site_code ilike ? or post_code ilike ?
     union all select 'client', id from ${VIEWS.client} where name ilike ?
     union all select 'contractor', id from ${VIEWS.contractor} where name ilike ?`,
    [like, like, like, like, like],
  );
  const ids = (kind: string) => names.filter((n) => n.kind === kind).map((n) => n.id);
  const any: SqlCondition[] = [];
  const text = await textMatch(em, term);
  if (text) any.push(text);
  else if (/^\d+$/.test(term)) any.push(["wo.id = ?", [Number(term)]]);
  for (const [kind, column] of [
    ["site", "wo.site_id"],
    ["client", "wo.client_id"],
    ["contractor", "wo.contractor_id"],
  ] as const) {
    if (ids(kind).length) any.push([`${column} = any(?::int[])`, [intArray(ids(kind))]]);
  }
  if (!any.length) return ["false", []];
  return [any.map((c) => `(${c[0]})`).join(" or "), any.flatMap((c) => [...c[1]])];
}

/**
 * The work-order list: its columns (the grid's, and what they show), arguments, search, tenancy and
 * counters, for the GraphQL inputs (work-order.input.ts) and the shared builder alike. Each column
 * the grid sorts on has its indexes, for all orders and per status (see the migrations).
 */
export const WORK_ORDER_LIST = declareList({
  names: { field: "WorkOrderField", sortInput: "WorkOrderSortInput", filterInput: "WorkOrderFilterInput" },
  entity: WorkOrder,
  from: "work_orders.work_order wo",
  key: ["wo.id"],
  tenancy: WORK_ORDER_TENANCY,
  columns: {
    REFERENCE: { field: "refNo", kind: "text", notNull: true, sort: "wo.id", filter: "wo.ref_no" },
    REQUESTED: { field: "requestedBy", kind: "text", sort: "wo.requested_by", filter: "wo.requested_by", searched: true },
    CLIENT: {
      field: "clientName",
      kind: "text",
      notNull: true,
      sort: "c.name",
      filter: "c.name",
      join: "client",
      group: groupByName(VIEWS.client, "wo.client_id"),
    },
    SITE: {
      field: "siteName",
      kind: "text",
      notNull: true,
      sort: "s.name",
      filter: "s.name",
      join: "site",
      group: groupByName(VIEWS.site, "wo.site_id"),
    },
    SITE_CODE: {
      field: "siteCode",
      kind: "text",
      notNull: true,
      sort: "s.site_code",
      filter: "s.site_code",
      join: "site",
      group: groupByName(VIEWS.site, "wo.site_id", "g.site_code"),
    },
    DATE_OPENED: { field: "dateOpened", kind: "date", notNull: true, sort: "wo.date_opened", filter: "wo.date_opened" },
    DUE_DATE: { field: "dueDate", kind: "date", sort: "wo.due_date", filter: "wo.due_date" },
    DATE_CLOSED: { field: "dateClosed", kind: "date", sort: "wo.date_closed", filter: "wo.date_closed" },
    ISSUE: { field: "issue", kind: "text", sort: "wo.issue", filter: "wo.issue", searched: true },
    DETAILS: { field: "details", kind: "text", sort: "wo.details", filter: "wo.details", searched: true },
    CONTRACTOR: {
      field: "contractorName",
      kind: "text",
      sort: "ct.name",
      filter: "ct.name",
      join: "contractor",
      group: groupByName(VIEWS.contractor, "wo.contractor_id"),
    },
    TRADE: { field: "tradeName", kind: "text", sort: "t.name", filter: "t.name", join: "trade", group: groupByName(VIEWS.trade, "wo.trade_id") },
    SUB_TRADE: {
      field: "subTradeName",
      kind: "text",
      sort: "st.name",
      filter: "st.name",
      join: "subTrade",
      group: groupByName(VIEWS.trade, "wo.sub_trade_id"),
    },
    STATUS: {
      field: "workOrderStatus",
      kind: "text",
      notNull: true,
      sort: "wst.name",
      filter: "wst.name",
      join: "status",
      group: groupByName("work_orders.work_order_status", "wo.work_order_status_id"),
    },
    TYPE: {
      field: "workOrderType",
      kind: "text",
      notNull: true,
      sort: "wty.name",
      filter: "wty.name",
      join: "type",
      group: groupByName("work_orders.work_order_type", "wo.work_order_type_id"),
    },
    PROGRESS_CODE: {
      field: "progressCode",
      kind: "text",
      sort: "pc.name",
      filter: "pc.name",
      join: "progress",
      group: groupByName("work_orders.progress_code", "wo.progress_code_id"),
    },
    SLA_CODE: { field: "slaCode", kind: "text", sort: "wo.sla_code", filter: "wo.sla_code" },
    CLIENT_REF: { field: "clientRef", kind: "text", sort: "wo.client_ref", filter: "wo.client_ref", searched: true },
    ESTIMATED_COST: { field: "estimatedCost", kind: "decimal", sort: "wo.estimated_cost", filter: "wo.estimated_cost" },
    APPROVED_COST: { field: "approvedCost", kind: "decimal", sort: "wo.approved_cost", filter: "wo.approved_cost" },
    ACTUAL_COST: { field: "actualCost", kind: "decimal", sort: "wo.actual_cost", filter: "wo.actual_cost" },
    VALUATION_NUMBER: { field: "valuationNumber", kind: "text", sort: "wo.valuation_number", filter: "wo.valuation_number" },
    INVOICE_NO: { field: "invoiceNo", kind: "text", sort: "wo.invoice_no", filter: "wo.invoice_no" },
  },
  joins: {
    client: `left join ${VIEWS.client} c on c.id = wo.client_id`,
    site: `left join ${VIEWS.site} s on s.id = wo.site_id`,
    contractor: `left join ${VIEWS.contractor} ct on ct.id = wo.contractor_id`,
    trade: `left join ${VIEWS.trade} t on t.id = wo.trade_id`,
    subTrade: `left join ${VIEWS.trade} st on st.id = wo.sub_trade_id`,
    status: "left join work_orders.work_order_status wst on wst.id = wo.work_order_status_id",
    type: "left join work_orders.work_order_type wty on wty.id = wo.work_order_type_id",
    progress: "left join work_orders.progress_code pc on pc.id = wo.progress_code_id",
  },
  defaultSort: { field: "REFERENCE", direction: SortDirection.ASC, description: "Default: reference ascending" },
  arguments: {
    status: argument<number>({ where: (id) => ["wo.work_order_status_id = ?", [id]], counter: (id) => ["status_id = ?", [id]] }),
    statuses: argument<number[]>({
      // one status as an equality: an index on (…, status, column) then reads in the column's order
      where: (ids) => (ids.length === 1 ? ["wo.work_order_status_id = ?", [ids[0]!]] : ["wo.work_order_status_id = any(?::int[])", [intArray(ids)]]),
      counter: (ids) => ["status_id = any(?::int[])", [intArray(ids)]],
    }),
    overdue: argument<boolean>({
      where: (on) => (on ? ["wo.work_order_status_id = any(?::int[]) and wo.due_date < now()", [intArray(OUTSTANDING_STATUS_IDS)]] : null),
    }),
    // an escalated clock (docs/sla.md "Escalation") not yet met or stopped: e-mailed as about to breach
    // or breached; a breach found too late to e-mail (the backlog) is on the overdue list instead. The
    // escalation's own `ended` (kept from the clock's events) is read by a partial index of the open ones
    slaEscalated: argument<boolean>({
      where: (on) =>
        on
          ? [
              `wo.work_order_status_id = any(?::int[])
               and exists (select 1 from work_orders.sla_escalation x where x.work_order_id = wo.id and x.notified and not x.ended)`,
              [intArray(OUTSTANDING_STATUS_IDS)],
            ]
          : null,
    }),
    workOrderTypeId: argument<number>({ where: (id) => ["wo.work_order_type_id = ?", [id]] }),
    // the counters keep PPM work orders apart (status_count.ppm): a ppm list's total is theirs, exact
    ppm: argument<boolean>({
      where: (on) => (on ? ["wo.work_order_type_id = ?", [PPM_TYPE_ID]] : ["wo.work_order_type_id <> ?", [PPM_TYPE_ID]]),
      counter: (on) => ["ppm = ?", [on]],
    }),
    siteId: argument<number>({ where: (id) => ["wo.site_id = ?", [id]] }),
    clientId: argument<number>({ where: (id) => ["wo.client_id = ?", [id]], counter: (id) => ["client_id = ?", [id]] }),
    contractorId: argument<number>({ where: (id) => ["wo.contractor_id = ?", [id]], counter: (id) => ["contractor_id = ?", [id]] }),
    excludeId: argument<number>({ where: (id) => ["wo.id <> ?", [id]] }),
  },
  search: {
    description: "Free text: reference, issue, details, requester, client ref, and client, site and contractor names",
    where: searchCondition,
    // each word or code alone keeps every row the term keeps: its names hold the word if they hold the term
    parts: searchParts,
  },
  filters: true,
  counters: STATUS_COUNT_TOTALS,
  rows: { select: (em) => selectList(em), byKey: true },
});

/** Timestamps arrive as PostgreSQL text (MikroORM's connection setting); these properties are parsed. */
let dateProps: string[] = [];
let rowColumns: string | null = null;

/**
 * What a work-order row carries beyond its entity's fields, for the names it provides to the graph
 * (work-order.provided.ts): the site's post code, and what the owners' tenancies decide a portal
 * user's look-up by: the site's client, the contact's tenant ("staff", "Client:3", "Contractor:2";
 * null when no such user), and whether the order's client and contractor share work in the
 * counters (work-orders' v_client_contractor, which assets' client and contractor tenancies read).
 */
export type WorkOrderRow = WorkOrder & {
  readonly sitePostCode?: string | null;
  readonly siteClientId?: number | null;
  readonly contactTenant?: string | null;
  readonly clientContractorTied?: boolean;
};

/**
 * The select list of a work-order row: every persisted column, aliased to its property name, and
 * the names of its client, site, contractor and trades as scalar subqueries on this service's views
 * (cheap to plan, and PostgreSQL evaluates them only for the rows a page returns), with what
 * WorkOrderRow adds.
 */
function selectList(em: EntityManager): string {
  if (!rowColumns) {
    const props = em
      .getMetadata()
      .get(WorkOrder.name)
      .props.filter((p) => p.fieldNames?.length === 1 && !p.lazy && p.persist !== false);
    dateProps = props.filter((p) => p.runtimeType === "Date").map((p) => p.name);
    rowColumns = [
      ...props.map((p) => `wo.${p.fieldNames[0]} as "${p.name}"`),
      `(select c.name from ${VIEWS.client} c where c.id = wo.client_id) as "clientName"`,
      `(select s.name from ${VIEWS.site} s where s.id = wo.site_id) as "siteName"`,
      `(select s.site_code from ${VIEWS.site} s where s.id = wo.site_id) as "siteCode"`,
      `(select k.name from ${VIEWS.contractor} k where k.id = wo.contractor_id) as "contractorName"`,
      `(select t.name from ${VIEWS.trade} t where t.id = wo.trade_id) as "tradeName"`,
      `(select t.name from ${VIEWS.trade} t where t.id = wo.sub_trade_id) as "subTradeName"`,
      `(select a.asset_code from ${VIEWS.asset} a where a.id = wo.asset_id) as "assetCode"`,
      `(select trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) from ${VIEWS.user} u where u.id = wo.contact_id) as "contactName"`,
      `(select s.post_code from ${VIEWS.site} s where s.id = wo.site_id) as "sitePostCode"`,
      `(select s.client_id from ${VIEWS.site} s where s.id = wo.site_id) as "siteClientId"`,
      `(select coalesce(u.entity_name || ':' || u.entity_id, 'staff') from ${VIEWS.user} u where u.id = wo.contact_id) as "contactTenant"`,
      `exists (select 1 from work_orders.v_client_contractor cc where cc.client_id = wo.client_id and cc.contractor_id = wo.contractor_id) as "clientContractorTied"`,
    ].join(", ");
  }
  return rowColumns;
}

/** The service's own lookups (reference data, changed only by migrations): loaded once per process. */
let lookupNames: Promise<Map<string, string>> | null = null;
function lookups(em: EntityManager): Promise<Map<string, string>> {
  lookupNames ??= em
    .getConnection()
    .execute<{ k: string; id: number; name: string }[]>(
      `select 'status' as k, id, name from work_orders.work_order_status
       union all select 'type', id, name from work_orders.work_order_type
       union all select 'progress', id, name from work_orders.progress_code
       union all select 'method', id, name from work_orders.method_of_request
       union all select 'financial', id, name from work_orders.financial_code
       union all select 'capital', id, name from work_orders.capital_code
       union all select 'query', id, name from work_orders.query_reason`,
    )
    .then((rows) => new Map(rows.map((r) => [`${r.k}:${r.id}`, r.name])))
    .catch((e) => {
      lookupNames = null;
      throw e;
    });
  return lookupNames;
}

/** Rows (already named as the entity's properties) as WorkOrder objects: plain, since reads need no unit of work. */
async function toWorkOrders(em: EntityManager, rows: Record<string, unknown>[]): Promise<WorkOrder[]> {
  if (!rows.length) return [];
  const own = await lookups(em);
  const ownName = (k: string, id: unknown) => (id == null ? null : (own.get(`${k}:${id}`) ?? null));
  return rows.map((row) => {
    for (const p of dateProps) {
      const v = row[p];
      if (typeof v === "string") row[p] = parseDate(v);
    }
    const wo = row as unknown as WorkOrder;
    wo.workOrderStatus = ownName("status", wo.workOrderStatusId);
    wo.workOrderType = ownName("type", wo.workOrderTypeId);
    wo.progressCode = ownName("progress", wo.progressCodeId);
    wo.methodOfRequest = ownName("method", wo.methodOfRequestId);
    wo.financialCode = ownName("financial", wo.financialCodeId);
    wo.capitalCode = ownName("capital", wo.capitalCodeId);
    wo.queryReason = ownName("query", wo.queryReasonId);
    return wo;
  });
}

/**
 * Lists work orders the scope may see: one statement for the page (its keys in index order, then
 * its rows and names; the total from the counters when they can answer), and a capped count when
 * they cannot.
 */
export async function listWorkOrders(em: EntityManager, scope: TenantScope, args: WorkOrdersArgs): Promise<Page<WorkOrder>> {
  const page = await readList(em, WORK_ORDER_LIST, scope, args);
  return { ...page, nodes: await toWorkOrders(em, page.nodes) };
}

/** Work orders by id that the scope may see, names included (single reads and federation references). */
export async function workOrdersByIds(em: EntityManager, scope: TenantScope, ids: readonly number[]): Promise<WorkOrder[]> {
  if (!ids.length) return [];
  const q = em
    .getKnex()
    .queryBuilder()
    .from("work_orders.work_order as wo")
    .select(em.getKnex().raw(selectList(em)))
    .whereIn("wo.id", [...ids]);
  whereTenant(q, scope, WORK_ORDER_TENANCY);
  return toWorkOrders(em, await em.getConnection().execute<Record<string, unknown>[]>(q));
}
