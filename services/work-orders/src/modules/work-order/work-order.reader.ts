import type { EntityManager } from "@mikro-orm/postgresql";
import parseDate from "postgres-date";
import type { Knex } from "@mikro-orm/postgresql";
import { BadUserInputError, canRead, containsPattern, ForbiddenError, escapeLike, intArray, offsetOf, SortDirection, whereTenant, type Page, type TenantScope } from "@wo/shared";
import { FilterOperator, WorkOrderField, type WorkOrderFilterInput, type WorkOrdersArgs, type WorkOrderSortInput } from "./work-order.args";
import { WorkOrder, WORK_ORDER_TENANCY } from "./work-order.entity";
import { OUTSTANDING_STATUS_IDS } from "./work-order.status";
import { counterTotalSql, countFromCounters } from "../counter/counter.service";

type Kind = "text" | "number" | "decimal" | "date";
type Join = "client" | "site" | "contractor" | "trade" | "subTrade" | "status" | "type" | "progress";

interface Column {
  /** the WorkOrder field the column shows: sorting or filtering on it needs that field's @Readers rule */
  field: keyof WorkOrder & string;
  /** expression sorted on */
  sort: string;
  /** never null: sorted without NULLS LAST, so a descending sort can still read an index backwards */
  notNull?: boolean;
  /** expression filtered on */
  filter: string;
  kind: Kind;
  join?: Join;
}

const COLUMNS: Record<WorkOrderField, Column> = {
  [WorkOrderField.REFERENCE]: { field: "refNo", notNull: true, sort: "wo.id", filter: "wo.ref_no", kind: "text" },
  [WorkOrderField.REQUESTED]: { field: "requestedBy", sort: "wo.requested_by", filter: "wo.requested_by", kind: "text" },
  [WorkOrderField.CLIENT]: { field: "clientName", notNull: true, sort: "c.name", filter: "c.name", kind: "text", join: "client" },
  [WorkOrderField.SITE]: { field: "siteName", notNull: true, sort: "s.name", filter: "s.name", kind: "text", join: "site" },
  [WorkOrderField.SITE_CODE]: { field: "siteCode", notNull: true, sort: "s.site_code", filter: "s.site_code", kind: "text", join: "site" },
  [WorkOrderField.DATE_OPENED]: { field: "dateOpened", notNull: true, sort: "wo.date_opened", filter: "wo.date_opened", kind: "date" },
  [WorkOrderField.DUE_DATE]: { field: "dueDate", sort: "wo.due_date", filter: "wo.due_date", kind: "date" },
  [WorkOrderField.DATE_CLOSED]: { field: "dateClosed", sort: "wo.date_closed", filter: "wo.date_closed", kind: "date" },
  [WorkOrderField.ISSUE]: { field: "issue", sort: "wo.issue", filter: "wo.issue", kind: "text" },
  [WorkOrderField.DETAILS]: { field: "details", sort: "wo.details", filter: "wo.details", kind: "text" },
  [WorkOrderField.CONTRACTOR]: { field: "contractorName", sort: "ct.name", filter: "ct.name", kind: "text", join: "contractor" },
  [WorkOrderField.TRADE]: { field: "tradeName", sort: "t.name", filter: "t.name", kind: "text", join: "trade" },
  [WorkOrderField.SUB_TRADE]: { field: "subTradeName", sort: "st.name", filter: "st.name", kind: "text", join: "subTrade" },
  [WorkOrderField.STATUS]: { field: "workOrderStatus", notNull: true, sort: "wst.name", filter: "wst.name", kind: "text", join: "status" },
  [WorkOrderField.TYPE]: { field: "workOrderType", notNull: true, sort: "wty.name", filter: "wty.name", kind: "text", join: "type" },
  [WorkOrderField.PROGRESS_CODE]: { field: "progressCode", sort: "pc.name", filter: "pc.name", kind: "text", join: "progress" },
  [WorkOrderField.SLA_CODE]: { field: "slaCode", sort: "wo.sla_code", filter: "wo.sla_code", kind: "text" },
  [WorkOrderField.CLIENT_REF]: { field: "clientRef", sort: "wo.client_ref", filter: "wo.client_ref", kind: "text" },
  [WorkOrderField.ESTIMATED_COST]: { field: "estimatedCost", sort: "wo.estimated_cost", filter: "wo.estimated_cost", kind: "decimal" },
  [WorkOrderField.APPROVED_COST]: { field: "approvedCost", sort: "wo.approved_cost", filter: "wo.approved_cost", kind: "decimal" },
  [WorkOrderField.ACTUAL_COST]: { field: "actualCost", sort: "wo.actual_cost", filter: "wo.actual_cost", kind: "decimal" },
  [WorkOrderField.VALUATION_NUMBER]: { field: "valuationNumber", sort: "wo.valuation_number", filter: "wo.valuation_number", kind: "text" },
  [WorkOrderField.INVOICE_NO]: { field: "invoiceNo", sort: "wo.invoice_no", filter: "wo.invoice_no", kind: "text" },
};

const JOINS: Record<Join, (q: Knex.QueryBuilder) => Knex.QueryBuilder> = {
  client: (q) => q.leftJoin("assets.v_client as c", "c.id", "wo.client_id"),
  site: (q) => q.leftJoin("assets.v_site as s", "s.id", "wo.site_id"),
  contractor: (q) => q.leftJoin("assets.v_contractor as ct", "ct.id", "wo.contractor_id"),
  trade: (q) => q.leftJoin("assets.v_trade as t", "t.id", "wo.trade_id"),
  subTrade: (q) => q.leftJoin("assets.v_trade as st", "st.id", "wo.sub_trade_id"),
  status: (q) => q.leftJoin("work_orders.work_order_status as wst", "wst.id", "wo.work_order_status_id"),
  type: (q) => q.leftJoin("work_orders.work_order_type as wty", "wty.id", "wo.work_order_type_id"),
  progress: (q) => q.leftJoin("work_orders.progress_code as pc", "pc.id", "wo.progress_code_id"),
};

/** Search terms shorter than this cannot use the trigram index: they match names, or a reference number. */
const MIN_TRIGRAM = 3;



function parseDay(value: string): string {
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : value.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(Date.parse(`${iso}T00:00:00Z`))) {
    throw new BadUserInputError(`Not a date: ${value}`, [{ field: "filters", message: `Not a date: ${value}` }]);
  }
  return iso;
}

function parseNumber(value: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value.trim())) {
    throw new BadUserInputError(`Not a number: ${value}`, [{ field: "filters", message: `Not a number: ${value}` }]);
  }
  return value.trim();
}

/** The column of a sort or filter, if the scope's viewers may read what it shows (a sort or filter would reveal it). */
function readableColumn(scope: TenantScope, field: WorkOrderField): Column {
  const col = COLUMNS[field];
  const kind = scope.kind === "all" ? "staff" : scope.kind;
  if (!canRead(kind, WorkOrder, col.field)) throw new ForbiddenError(`WorkOrder.${col.field} is not available to ${kind} users`);
  return col;
}

function applyFilter(q: Knex.QueryBuilder, col: Column, f: WorkOrderFilterInput): void {
  const expr = col.filter;
  if (f.operator === FilterOperator.IS_EMPTY) {
    q.whereRaw(col.kind === "text" ? `coalesce(${expr}, '') = ''` : `${expr} is null`);
    return;
  }
  if (f.operator === FilterOperator.IS_NOT_EMPTY) {
    q.whereRaw(col.kind === "text" ? `coalesce(${expr}, '') <> ''` : `${expr} is not null`);
    return;
  }
  const value = (f.value ?? "").trim();
  if (!value) throw new BadUserInputError("A filter value is required", [{ field: "filters", message: `${f.field} needs a value` }]);
  const cmp: Partial<Record<FilterOperator, string>> = {
    [FilterOperator.EQ]: "=",
    [FilterOperator.NEQ]: "<>",
    [FilterOperator.GT]: ">",
    [FilterOperator.GTE]: ">=",
    [FilterOperator.LT]: "<",
    [FilterOperator.LTE]: "<=",
  };
  if (col.kind === "text") {
    const like = {
      [FilterOperator.CONTAINS]: containsPattern(value),
      [FilterOperator.STARTS_WITH]: `${escapeLike(value)}%`,
      [FilterOperator.ENDS_WITH]: `%${escapeLike(value)}`,
    }[f.operator as FilterOperator.CONTAINS];
    if (like) q.whereRaw(`${expr} ilike ?`, [like]);
    else if (f.operator === FilterOperator.EQ) q.whereRaw(`lower(${expr}) = lower(?)`, [value]);
    else if (f.operator === FilterOperator.NEQ) q.whereRaw(`coalesce(lower(${expr}), '') <> lower(?)`, [value]);
    else if (cmp[f.operator]) q.whereRaw(`${expr} ${cmp[f.operator]} ?`, [value]);
    return;
  }
  const op = cmp[f.operator];
  if (!op) {
    throw new BadUserInputError(`${f.operator} does not apply to ${f.field}`, [
      { field: "filters", message: `${f.operator} does not apply to ${f.field}` },
    ]);
  }
  if (col.kind === "date") {
    // compare calendar days as seen in London
    q.whereRaw(`(${expr} at time zone 'Europe/London')::date ${op} ?::date`, [parseDay(value)]);
  } else {
    q.whereRaw(`${expr} ${op} ?::numeric`, [parseNumber(value)]);
  }
}

function applyScope(q: Knex.QueryBuilder, scope: TenantScope): void {
  whereTenant(q, scope, WORK_ORDER_TENANCY);
}

/** A search, resolved once per list: its pattern, and the ids of the sites, clients and contractors whose names match. */
interface ResolvedSearch {
  term: string;
  like: string;
  siteIds: number[];
  clientIds: number[];
  contractorIds: number[];
}

async function resolveSearch(em: EntityManager, search: string | null | undefined): Promise<ResolvedSearch | null> {
  const term = (search ?? "").trim().toLowerCase();
  if (!term) return null;
  const like = containsPattern(term);
  // names live in other services: find the few matching ids first, so the big table is probed by index
  const names = await em.getConnection().execute<{ kind: string; id: number }[]>(
    `select 'site' as kind, id from assets.v_site where name ilike ? or site_code ilike ? or post_code ilike ?
     union all select 'client', id from assets.v_client where name ilike ?
     union all select 'contractor', id from assets.v_contractor where name ilike ?`,
    [like, like, like, like, like],
  );
  const ids = (kind: string) => names.filter((n) => n.kind === kind).map((n) => n.id);
  return { term, like, siteIds: ids("site"), clientIds: ids("client"), contractorIds: ids("contractor") };
}

function applySearch(q: Knex.QueryBuilder, s: ResolvedSearch): void {
  q.where((w) => {
    if (s.term.length >= MIN_TRIGRAM) w.orWhereRaw("wo.search_text like ?", [s.like]);
    else if (/^\d+$/.test(s.term)) w.orWhere("wo.id", Number(s.term));
    if (s.siteIds.length) w.orWhereRaw("wo.site_id = any(?::int[])", [intArray(s.siteIds)]);
    if (s.clientIds.length) w.orWhereRaw("wo.client_id = any(?::int[])", [intArray(s.clientIds)]);
    if (s.contractorIds.length) w.orWhereRaw("wo.contractor_id = any(?::int[])", [intArray(s.contractorIds)]);
    w.orWhereRaw("false");
  });
}

/** The WHERE of a list; answers the joins its filters need. */
function applyCriteria(q: Knex.QueryBuilder, scope: TenantScope, args: WorkOrdersArgs, search: ResolvedSearch | null): Set<Join> {
  const joins = new Set<Join>();
  applyScope(q, scope);
  if (args.status != null) q.where("wo.work_order_status_id", args.status);
  if (args.statuses?.length) q.whereRaw("wo.work_order_status_id = any(?::int[])", [intArray(args.statuses)]);
  if (args.overdue) {
    q.whereRaw("wo.work_order_status_id = any(?::int[])", [intArray(OUTSTANDING_STATUS_IDS)]).whereRaw("wo.due_date < now()");
  }
  if (args.workOrderTypeId != null) q.where("wo.work_order_type_id", args.workOrderTypeId);
  if (args.siteId != null) q.where("wo.site_id", args.siteId);
  if (args.clientId != null) q.where("wo.client_id", args.clientId);
  if (args.contractorId != null) q.where("wo.contractor_id", args.contractorId);
  if (args.excludeId != null) q.whereNot("wo.id", args.excludeId);
  for (const f of args.filters ?? []) {
    const col = readableColumn(scope, f.field);
    if (col.join) joins.add(col.join);
    applyFilter(q, col, f);
  }
  if (search) applySearch(q, search);
  return joins;
}

function orderBy(scope: TenantScope, sort: WorkOrderSortInput[] | null | undefined): { sql: string; joins: Join[] } {
  const parts: string[] = [];
  const joins: Join[] = [];
  for (const s of sort?.length ? sort : [{ field: WorkOrderField.REFERENCE, direction: SortDirection.ASC }]) {
    const col = readableColumn(scope, s.field);
    if (col.join) joins.push(col.join);
    const dir = s.direction === SortDirection.DESC ? "desc" : "asc";
    parts.push(col.notNull ? `${col.sort} ${dir}` : `${col.sort} ${dir} nulls last`);
  }
  if (!parts.some((p) => p.startsWith("wo.id "))) parts.push("wo.id asc");
  return { sql: parts.join(", "), joins };
}

/**
 * Sorting by a site's or client's name reads each one's first rows from its (site_id | client_id,
 * status, id) index and merges them: the first K rows by (name, id) hold at most K of any one
 * site, and those are its first K by id. A plain join would read and sort every row of the status.
 */
const GROUPED_SORTS: Partial<Record<WorkOrderField, { view: string; key: string }>> = {
  [WorkOrderField.SITE]: { view: "assets.v_site", key: "site_id" },
  [WorkOrderField.CLIENT]: { view: "assets.v_client", key: "client_id" },
};

function groupedPage(em: EntityManager, knex: Knex, inner: Knex.QueryBuilder, sort: WorkOrderSortInput, args: WorkOrdersArgs): Knex.QueryBuilder {
  const group = GROUPED_SORTS[sort.field]!;
  inner
    .select("wo.*")
    .whereRaw(`wo.${group.key} = g.id`)
    .orderBy("wo.id")
    .limit(offsetOf(args) + args.pageSize);
  const dir = sort.direction === SortDirection.DESC ? "desc" : "asc";
  return knex
    .queryBuilder()
    .from(`${group.view} as g`)
    .crossJoin(knex.raw("lateral ? as wo", [inner]))
    .select(knex.raw(selectList(em)))
    .orderByRaw(`g.name ${dir}, wo.id asc`)
    .limit(args.pageSize)
    .offset(offsetOf(args));
}

/** Timestamps arrive as PostgreSQL text (MikroORM's connection setting); these properties are parsed. */
let dateProps: string[] = [];
let rowColumns: string | null = null;

/**
 * The select list of a work-order row: every persisted column, aliased to its property name, and
 * the names of its client, site, contractor and trades as scalar subqueries on this service's views
 * (cheap to plan, and PostgreSQL evaluates them only for the rows a page returns).
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
      `(select c.name from assets.v_client c where c.id = wo.client_id) as "clientName"`,
      `(select s.name from assets.v_site s where s.id = wo.site_id) as "siteName"`,
      `(select s.site_code from assets.v_site s where s.id = wo.site_id) as "siteCode"`,
      `(select k.name from assets.v_contractor k where k.id = wo.contractor_id) as "contractorName"`,
      `(select t.name from assets.v_trade t where t.id = wo.trade_id) as "tradeName"`,
      `(select t.name from assets.v_trade t where t.id = wo.sub_trade_id) as "subTradeName"`,
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
       union all select 'method', id, name from work_orders.method_of_request`,
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
    return wo;
  });
}

/**
 * Lists work orders the scope may see: one query for the page (joining other services' views only
 * to sort or filter by their names), one for the names of its rows, and one for the count when the
 * counter table cannot answer it.
 */
export async function listWorkOrders(em: EntityManager, scope: TenantScope, args: WorkOrdersArgs): Promise<Page<WorkOrder>> {
  const knex = em.getKnex();
  let page = knex.queryBuilder().from("work_orders.work_order as wo");
  const search = await resolveSearch(em, args.search);
  const joins = applyCriteria(page, scope, args, search);
  const grouped = args.sort?.length === 1 && GROUPED_SORTS[args.sort[0]!.field] ? args.sort[0]! : null;
  if (grouped) {
    for (const j of joins) JOINS[j](page);
    page = groupedPage(em, knex, page, grouped, args);
  } else {
    const order = orderBy(scope, args.sort);
    for (const j of new Set([...joins, ...order.joins])) JOINS[j](page);
    page.select(knex.raw(selectList(em))).orderByRaw(order.sql).limit(args.pageSize).offset(offsetOf(args));
  }
  const onlyStatusAndScope =
    !args.statuses?.length &&
    !args.search &&
    !args.filters?.length &&
    !args.overdue &&
    args.workOrderTypeId == null &&
    args.siteId == null &&
    args.clientId == null &&
    args.contractorId == null &&
    args.excludeId == null;

  if (onlyStatusAndScope) {
    // the total comes from the counter table, in the same statement as the page
    const total = counterTotalSql(scope, args.status ?? null);
    page.select(knex.raw(`(${total.sql}) as "__total"`, total.params));
    const rows = await em.getConnection().execute<Record<string, unknown>[]>(page);
    const totalCount = rows.length ? Number(rows[0]!.__total) : await countFromCounters(em, scope, args.status ?? null);
    return { nodes: await toWorkOrders(em, rows), totalCount, page: args.page, pageSize: args.pageSize };
  }
  const [nodes, totalCount] = await Promise.all([
    em.getConnection().execute<Record<string, unknown>[]>(page).then((rows) => toWorkOrders(em, rows)),
    (async () => {
      const count = knex.queryBuilder().from("work_orders.work_order as wo");
      for (const j of applyCriteria(count, scope, args, search)) JOINS[j](count);
      const [{ n }] = await em.getConnection().execute<{ n: string }[]>(count.count({ n: "*" }));
      return Number(n);
    })(),
  ]);
  return { nodes, totalCount, page: args.page, pageSize: args.pageSize };
}

/** Work orders by id that the scope may see, names included (single reads and federation references). */
export async function workOrdersByIds(em: EntityManager, scope: TenantScope, ids: readonly number[]): Promise<WorkOrder[]> {
  if (!ids.length) return [];
  const q = em.getKnex().queryBuilder().from("work_orders.work_order as wo").select(em.getKnex().raw(selectList(em))).whereIn("wo.id", [...ids]);
  applyScope(q, scope);
  return toWorkOrders(em, await em.getConnection().execute<Record<string, unknown>[]>(q));
}
