import { argument, declareList, SortDirection, type SqlCondition } from "@wo/shared";
import { WorkOrder, WORK_ORDER_TENANCY } from "../work-order/work-order.entity";

/** The zone whose calendar days the date range names (§9: London). */
const LONDON = "Europe/London";

/** The first moment of a London calendar day (YYYY-MM-DD), as SQL over one parameter. */
const dayStart = "((?::date)::timestamp at time zone '" + LONDON + "')";
/** The first moment of the London day after it. */
const dayAfter = "((?::date + 1)::timestamp at time zone '" + LONDON + "')";

/** A timestamp column as ISO text in UTC (the export makes it a Date again). */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Other services' rows, through the views assets publishes. */
const VIEWS = { client: "assets.v_client", site: "assets.v_site", contractor: "assets.v_contractor", trade: "assets.v_trade" } as const;

/**
 * A closed work order as the accounts system takes it (docs/finances.md "The closed work-order
 * export"): its reference, who and where, its dates and every cost, valuation and invoice field. The
 * names are scalar subqueries, worked out only for the rows a page returns.
 */
const SELECT = [
  `wo.id as "id"`,
  `wo.ref_no as "refNo"`,
  `(select c.name from ${VIEWS.client} c where c.id = wo.client_id) as "clientName"`,
  `(select s.site_code from ${VIEWS.site} s where s.id = wo.site_id) as "siteCode"`,
  `(select s.name from ${VIEWS.site} s where s.id = wo.site_id) as "siteName"`,
  `(select k.name from ${VIEWS.contractor} k where k.id = wo.contractor_id) as "contractorName"`,
  `(select y.name from work_orders.work_order_type y where y.id = wo.work_order_type_id) as "workOrderType"`,
  `(select t.name from ${VIEWS.trade} t where t.id = wo.trade_id) as "tradeName"`,
  `(select t.name from ${VIEWS.trade} t where t.id = wo.sub_trade_id) as "subTradeName"`,
  `${iso("wo.date_opened")} as "dateOpened"`,
  `${iso("wo.date_closed")} as "dateClosed"`,
  `wo.estimated_cost as "estimatedCost"`,
  `wo.actual_cost as "actualCost"`,
  `wo.approved_cost as "approvedCost"`,
  `wo.valuation_number as "valuationNumber"`,
  `wo.invoice_no as "invoiceNo"`,
  `${iso("wo.invoice_date")} as "invoiceDate"`,
  `wo.invoice_amount as "invoiceAmount"`,
  `(select f.name from work_orders.financial_code f where f.id = wo.financial_code_id) as "financialCode"`,
].join(", ");

/** A row of CLOSED_WORK_ORDER_LIST, as its select list names it (timestamps as ISO text, money as decimal text). */
export interface ClosedWorkOrderRow {
  id: number;
  refNo: string;
  clientName: string | null;
  siteCode: string | null;
  siteName: string | null;
  contractorName: string | null;
  workOrderType: string | null;
  tradeName: string | null;
  subTradeName: string | null;
  dateOpened: string;
  dateClosed: string;
  estimatedCost: string | null;
  actualCost: string | null;
  approvedCost: string | null;
  valuationNumber: string | null;
  invoiceNo: string | null;
  invoiceDate: string | null;
  invoiceAmount: string | null;
  financialCode: string | null;
}

/**
 * Closed work orders by the day they were closed (a work order has a date closed exactly while it
 * is Closed: work-order.change.ts), for the finances' closed work-order export: a range of London
 * calendar days, both included. Staff only reach it (the export's access rule); the tenancy is the
 * work order's own. Read by the index on (date_closed, id).
 */
export const CLOSED_WORK_ORDER_LIST = declareList({
  names: { field: "ClosedWorkOrderField", sortInput: "ClosedWorkOrderSortInput" },
  entity: WorkOrder,
  from: "work_orders.work_order wo",
  key: ["wo.id"],
  tenancy: WORK_ORDER_TENANCY,
  always: [["wo.date_closed is not null", []]],
  columns: {
    DATE_CLOSED: { field: "dateClosed", kind: "date", sort: "wo.date_closed", filter: "wo.date_closed" },
    REFERENCE: { field: "id", kind: "number", notNull: true, sort: "wo.id", filter: "wo.id" },
  },
  defaultSort: { field: "DATE_CLOSED", direction: SortDirection.ASC, description: "Default: by date closed, oldest first" },
  arguments: {
    closedFrom: argument<string>({ where: (day): SqlCondition => [`wo.date_closed >= ${dayStart}`, [day]] }),
    closedTo: argument<string>({ where: (day): SqlCondition => [`wo.date_closed < ${dayAfter}`, [day]] }),
  },
  rows: { select: SELECT, byKey: true },
});
