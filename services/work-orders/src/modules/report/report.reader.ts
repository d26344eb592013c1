import {
  argument,
  declareList,
  intArray,
  SortDirection,
  STAFF_ONLY,
  tenantSql,
  ZONE,
  type ListColumn,
  type ListDeclaration,
  type SqlCondition,
  type TenantScope,
  groupByName,
} from "@wo/shared";
import { WORK_ORDER_TENANCY } from "../work-order/work-order.entity";
import { VIEWS } from "../work-order/work-order.reader";
import { WorkOrderStatusId } from "../work-order/work-order.status";
import { ReportOrder } from "./report.type";

/**
 * The report lists (portals §2.13, docs/reports.md): the order log, the valuation report and the
 * query report, three declarations over work orders with the same columns (ReportOrder's fields, one
 * sort value each) and their own orders, date and default sort. The grids, the charts (the same
 * argument conditions), the exports and the report builder all read them.
 */

/** Statuses a valuation holds: Closed, Approved and Submitted (with a submitted cost). */
export const VALUATION_STATUS_IDS: readonly number[] = [WorkOrderStatusId.Closed, WorkOrderStatusId.Approved, WorkOrderStatusId.Submitted];

/** The net value of an order: its approved cost once Approved or Closed (when set), else its submitted (actual) cost. */
export const NET_VALUE_SQL = `(case when wo.work_order_status_id in (${WorkOrderStatusId.Approved}, ${WorkOrderStatusId.Closed}) and wo.approved_cost is not null then wo.approved_cost else wo.actual_cost end)`;

/** What is owed and not yet invoiced: the net value less the invoiced amount, never below 0. */
export const ACCRUAL_VALUE_SQL = `greatest(${NET_VALUE_SQL} - coalesce(wo.invoice_amount, 0), 0)`;

/** The valuation's date: when the order closed, else when its status last changed. */
export const VALUATION_DATE_SQL = "coalesce(wo.date_closed, wo.date_status)";

/** London's midnight starting a calendar day (YYYY-MM-DD), as an instant: a constant the planner compares index entries with. */
const londonMidnight = (dayOffset: 0 | 1) => `((?::date + ${dayOffset})::timestamp at time zone '${ZONE}')`;

/**
 * The rows of a date column within London calendar days, both ends included: from the start of
 * `from` to the start of the day after `to`, London time.
 */
export function londonDays(column: string) {
  return {
    dateFrom: argument<string>({ where: (day) => [`${column} >= ${londonMidnight(0)}`, [day]], narrows: true }),
    dateTo: argument<string>({ where: (day) => [`${column} < ${londonMidnight(1)}`, [day]], narrows: true }),
  };
}

const clientArgument = argument<number>({ where: (id) => ["wo.client_id = ?", [id]], narrows: true });

/** A valuation number given: orders whose valuation number starts with it, case aside (the grid filters as one types). */
const valuationArgument = argument<string>({
  where: (v) =>
    v.trim()
      ? [
          "lower(wo.valuation_number) like ?",
          [
            `${v
              .trim()
              .toLowerCase()
              .replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
          ],
        ]
      : null,
  narrows: true,
});

const ts = (expr: string) => `to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The columns of every report list, by their sort enum's names (ReportOrderSortField). */
const COLUMNS = {
  ORDER_NUMBER: { field: "orderNumber", kind: "text", notNull: true, sort: "wo.id", filter: "wo.ref_no" },
  CLIENT_NAME: {
    field: "clientName",
    kind: "text",
    notNull: true,
    sort: "c.name",
    filter: "c.name",
    join: "client",
    group: groupByName(VIEWS.client, "wo.client_id"),
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
  SITE_NAME: {
    field: "siteName",
    kind: "text",
    notNull: true,
    sort: "s.name",
    filter: "s.name",
    join: "site",
    group: groupByName(VIEWS.site, "wo.site_id"),
  },
  INSTRUCTIONS: { field: "instructions", kind: "text", sort: "wo.details", filter: "wo.details" },
  DESCRIPTION: { field: "description", kind: "text", sort: "wo.issue", filter: "wo.issue" },
  WORK_ORDER_TYPE: {
    field: "workOrderType",
    kind: "text",
    notNull: true,
    sort: "wty.name",
    filter: "wty.name",
    join: "type",
    group: groupByName("work_orders.work_order_type", "wo.work_order_type_id"),
  },
  TRADE: { field: "trade", kind: "text", sort: "t.name", filter: "t.name", join: "trade", group: groupByName(VIEWS.trade, "wo.trade_id") },
  SUB_TRADE: {
    field: "subTrade",
    kind: "text",
    sort: "st.name",
    filter: "st.name",
    join: "subTrade",
    group: groupByName(VIEWS.trade, "wo.sub_trade_id"),
  },
  STATUS: {
    field: "status",
    kind: "text",
    notNull: true,
    sort: "wst.name",
    filter: "wst.name",
    join: "status",
    group: groupByName("work_orders.work_order_status", "wo.work_order_status_id"),
  },
  LOGGED_DATE: { field: "loggedDate", kind: "date", notNull: true, sort: "wo.date_opened", filter: "wo.date_opened" },
  DATE_CLOSED: { field: "dateClosed", kind: "date", sort: "wo.date_closed", filter: "wo.date_closed" },
  DUE_DATE: { field: "dueDate", kind: "date", sort: "wo.due_date", filter: "wo.due_date" },
  CONTRACTOR_NAME: {
    field: "contractorName",
    kind: "text",
    sort: "ct.name",
    filter: "ct.name",
    join: "contractor",
    group: groupByName(VIEWS.contractor, "wo.contractor_id"),
  },
  CONTRACTOR_SHORT_NAME: {
    field: "contractorShortName",
    kind: "text",
    sort: "ct.short_name",
    filter: "ct.short_name",
    join: "contractor",
    group: groupByName(VIEWS.contractor, "wo.contractor_id", "g.short_name"),
  },
  SUBMITTED_COST: { field: "submittedCost", kind: "decimal", sort: "wo.actual_cost", filter: "wo.actual_cost" },
  ESTIMATED_COST: { field: "estimatedCost", kind: "decimal", sort: "wo.estimated_cost", filter: "wo.estimated_cost" },
  APPROVED_COST: { field: "approvedCost", kind: "decimal", sort: "wo.approved_cost", filter: "wo.approved_cost" },
  VALUATION_NUMBER: { field: "valuationNumber", kind: "text", sort: "wo.valuation_number", filter: "wo.valuation_number" },
  INVOICE_NO: { field: "invoiceNo", kind: "text", sort: "wo.invoice_no", filter: "wo.invoice_no" },
  INVOICE_DATE: { field: "invoiceDate", kind: "date", sort: "wo.invoice_date", filter: "wo.invoice_date" },
  INVOICE_AMOUNT: { field: "invoiceAmount", kind: "decimal", sort: "wo.invoice_amount", filter: "wo.invoice_amount" },
  NET_VALUE: { field: "netValue", kind: "decimal", sort: NET_VALUE_SQL, filter: NET_VALUE_SQL },
  ACCRUAL_VALUE: { field: "accrualValue", kind: "decimal", sort: ACCRUAL_VALUE_SQL, filter: ACCRUAL_VALUE_SQL },
  EXPENSE_CODE: {
    field: "expenseCode",
    kind: "text",
    sort: "fc.name",
    filter: "fc.name",
    join: "financial",
    group: groupByName("work_orders.financial_code", "wo.financial_code_id"),
  },
  QUERY_REASON: {
    field: "queryReason",
    kind: "text",
    sort: "qr.name",
    filter: "qr.name",
    join: "query",
    group: groupByName("work_orders.query_reason", "wo.query_reason_id"),
  },
  METHOD_OF_REPORTING: {
    field: "methodOfReporting",
    kind: "text",
    sort: "mr.name",
    filter: "mr.name",
    join: "method",
    group: groupByName("work_orders.method_of_request", "wo.method_of_request_id"),
  },
  ASSET_CODE: {
    field: "assetCode",
    kind: "text",
    sort: "a.asset_code",
    filter: "a.asset_code",
    join: "asset",
    group: groupByName(VIEWS.asset, "wo.asset_id", "g.asset_code"),
  },
  ASSET_NUMBER: { field: "assetNumber", kind: "number", sort: "wo.asset_id", filter: "wo.asset_id" },
} as const satisfies Record<string, ListColumn<ReportOrder>>;

export type ReportOrderSortField = keyof typeof COLUMNS;

const JOINS = {
  client: `left join ${VIEWS.client} c on c.id = wo.client_id`,
  site: `left join ${VIEWS.site} s on s.id = wo.site_id`,
  contractor: `left join ${VIEWS.contractor} ct on ct.id = wo.contractor_id`,
  trade: `left join ${VIEWS.trade} t on t.id = wo.trade_id`,
  subTrade: `left join ${VIEWS.trade} st on st.id = wo.sub_trade_id`,
  status: "left join work_orders.work_order_status wst on wst.id = wo.work_order_status_id",
  type: "left join work_orders.work_order_type wty on wty.id = wo.work_order_type_id",
  financial: "left join work_orders.financial_code fc on fc.id = wo.financial_code_id",
  query: "left join work_orders.query_reason qr on qr.id = wo.query_reason_id",
  method: "left join work_orders.method_of_request mr on mr.id = wo.method_of_request_id",
  asset: `left join ${VIEWS.asset} a on a.id = wo.asset_id`,
};

/**
 * A report row (ReportOrder): the order's own columns, and the names of what it points to as scalar
 * subqueries, evaluated only for a page's rows (rows are read by key). Instants as ISO text.
 */
const SELECT = [
  `wo.id as "id"`,
  `wo.ref_no as "orderNumber"`,
  `wo.client_id as "clientId"`,
  `(select x.name from ${VIEWS.client} x where x.id = wo.client_id) as "clientName"`,
  `(select x.site_code from ${VIEWS.site} x where x.id = wo.site_id) as "siteCode"`,
  `(select x.name from ${VIEWS.site} x where x.id = wo.site_id) as "siteName"`,
  `wo.details as "instructions"`,
  `wo.issue as "description"`,
  `(select x.name from work_orders.work_order_type x where x.id = wo.work_order_type_id) as "workOrderType"`,
  `(select x.name from ${VIEWS.trade} x where x.id = wo.trade_id) as "trade"`,
  `(select x.name from ${VIEWS.trade} x where x.id = wo.sub_trade_id) as "subTrade"`,
  `(select x.name from work_orders.work_order_status x where x.id = wo.work_order_status_id) as "status"`,
  `${ts("wo.date_opened")} as "loggedDate"`,
  `${ts("wo.date_closed")} as "dateClosed"`,
  `${ts("wo.due_date")} as "dueDate"`,
  `(select x.name from ${VIEWS.contractor} x where x.id = wo.contractor_id) as "contractorName"`,
  `(select x.short_name from ${VIEWS.contractor} x where x.id = wo.contractor_id) as "contractorShortName"`,
  `wo.actual_cost as "submittedCost"`,
  `wo.estimated_cost as "estimatedCost"`,
  `wo.approved_cost as "approvedCost"`,
  `wo.valuation_number as "valuationNumber"`,
  `wo.invoice_no as "invoiceNo"`,
  `${ts("wo.invoice_date")} as "invoiceDate"`,
  `wo.invoice_amount as "invoiceAmount"`,
  `${NET_VALUE_SQL} as "netValue"`,
  `${ACCRUAL_VALUE_SQL} as "accrualValue"`,
  `(select x.name from work_orders.financial_code x where x.id = wo.financial_code_id) as "expenseCode"`,
  `(select x.name from work_orders.query_reason x where x.id = wo.query_reason_id) as "queryReason"`,
  `(select x.name from work_orders.method_of_request x where x.id = wo.method_of_request_id) as "methodOfReporting"`,
  `(select x.asset_code from ${VIEWS.asset} x where x.id = wo.asset_id) as "assetCode"`,
  `wo.asset_id as "assetNumber"`,
  `null::text as "opsDirector"`,
  `null::text as "opsManager"`,
  `null::text as "surveyor"`,
].join(", ");

/** What the three lists share: the table, key, columns, joins and how a row is read. */
const COMMON = {
  names: { field: "ReportOrderSortField", sortInput: "ReportOrderSortInput" },
  entity: ReportOrder,
  from: "work_orders.work_order wo",
  key: ["wo.id"],
  columns: COLUMNS,
  joins: JOINS,
  rows: { select: SELECT, byKey: true },
} as const;

/** The order log: orders logged (date opened) within the dates, of a client, of a valuation number; a contractor's own only. */
export const ORDER_LOG_LIST = declareList({
  ...COMMON,
  tenancy: WORK_ORDER_TENANCY,
  defaultSort: { field: "ORDER_NUMBER", direction: SortDirection.ASC, description: "Default: the report's own (docs/reports.md)" },
  arguments: { ...londonDays("wo.date_opened"), clientId: clientArgument, valuationNumber: valuationArgument },
});

/**
 * The valuation report: orders Closed, Approved or Submitted with a submitted cost, dated by when
 * they closed (else their last status change); staff only.
 */
export const VALUATION_LIST = declareList({
  ...COMMON,
  tenancy: STAFF_ONLY,
  always: [[`wo.work_order_status_id = any(?::int[]) and wo.actual_cost is not null`, [intArray(VALUATION_STATUS_IDS)]]],
  defaultSort: { field: "SITE_CODE", direction: SortDirection.ASC },
  arguments: { ...londonDays(VALUATION_DATE_SQL) },
});

/** The query report: orders in Query, logged within the dates, of a client, of a valuation number; staff only. */
export const QUERY_REPORT_LIST = declareList({
  ...COMMON,
  tenancy: STAFF_ONLY,
  always: [[`wo.work_order_status_id = ?`, [WorkOrderStatusId.Query]]],
  defaultSort: { field: "LOGGED_DATE", direction: SortDirection.DESC },
  arguments: { ...londonDays("wo.date_opened"), clientId: clientArgument, valuationNumber: valuationArgument },
});

export type ReportList = ListDeclaration<ReportOrder, ReportOrderSortField>;

/**
 * The conditions of a list's rows for a scope and its own arguments (not paging, sort, search or
 * filters), from the declaration itself: the charts aggregate exactly the rows the grid lists.
 */
export function listConditions(list: ReportList, scope: TenantScope, args: Record<string, unknown>): SqlCondition {
  const conds: SqlCondition[] = [];
  const tenancy = tenantSql(scope, list.tenancy);
  if (tenancy[0] !== "true") conds.push(tenancy);
  conds.push(...(list.always ?? []));
  for (const [name, value] of Object.entries(args)) {
    if (value == null || value === "") continue;
    const arg = list.arguments?.[name];
    if (!arg) throw new Error(`${list.names.field}: the argument ${name} is not declared in the list`);
    const c = arg.where(value as never);
    if (c) conds.push(c);
  }
  if (!conds.length) return ["true", []];
  return [conds.map((c) => `(${c[0]})`).join(" and "), conds.flatMap((c) => [...c[1]])];
}
