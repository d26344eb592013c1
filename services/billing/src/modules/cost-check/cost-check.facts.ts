import type { EntityManager } from "@mikro-orm/postgresql";
import { intArray } from "@wo/shared";
import type { TimeWindows } from "../log/log.costing";
import { rateCardOn, rateRows, windowsOf } from "../log/log.rates";
import { QuoteStatusId } from "../quote/quote.entity";
import type { LoggedTime, OrderCosts } from "./cost-check.rules";

/** The statuses whose costs are checked: Completed, Approved, Query, Submitted. */
export const CHECKED_STATUSES: readonly number[] = [7, 10, 11, 12];
/** The statuses after a submission: Approved, Query, Submitted. */
const SUBMITTED_STATUSES: readonly number[] = [10, 11, 12];

/** What the checks read of a work order, from the view work-orders publishes (v_work_order_billing). */
export interface CheckedOrder {
  id: number;
  clientId: number;
  workOrderStatusId: number;
  costs: OrderCosts;
}

const ORDERS_SQL = `
select wo.work_order_id as id, wo.client_id as "clientId", wa.sub_trade_id as "subTradeId", wo.work_order_status_id as "workOrderStatusId",
       wo.work_order_type_id as "workOrderTypeId", wo.actual_cost::text as "actualCost", wo.superseded_cost_price::text as "supersededCostPrice",
       wo.superseded_reason as "supersededReason"
  from work_orders.v_work_order_billing wo
  join work_orders.v_work_assignment wa on wa.work_order_id = wo.work_order_id
 where wo.work_order_id = any(?::int[])`;

const TOTALS_SQL = `select work_order_id as id, logged_total::text as "loggedTotal" from billing.work_order_cost where work_order_id = any(?::int[])`;

/** The accepted quotes of each order: its own, or one accepted into it (the new order that carries the quoted work). */
const QUOTES_SQL = `
select q.for_id as id, sum(q.total)::numeric(14,2)::text as total from (
  select work_order_id as for_id, id as quote_id, total_amount_ex_tax as total from billing.billing
   where work_order_id = any(?::int[]) and billing_status_id = ${QuoteStatusId.Accepted}
  union
  select new_work_order_id, id, total_amount_ex_tax from billing.billing
   where new_work_order_id = any(?::int[]) and billing_status_id = ${QuoteStatusId.Accepted}
) q group by q.for_id`;

const TIMES_SQL = `
select id, work_order_id as "workOrderId", contractor_id as "contractorId", work_date::text as "workDate",
       to_char(time_from, 'HH24:MI') as "timeFrom", to_char(time_to, 'HH24:MI') as "timeTo",
       number_of_engineers as "numberOfEngineers", bank_holiday as "bankHoliday", man_hours::text as "manHours",
       normal_hours::text as "normalHours", ooh_hours::text as "oohHours", cost_per_hour::text as "costPerHour",
       costhours::text as costhours, call_out_charge::text as "callOutCharge"
  from billing.log_time where work_order_id = any(?::int[])`;

const PAPERWORK_SQL = `
select work_order_id as id, job_sheets as "jobSheets", certificates from work_orders.v_work_order_paperwork where work_order_id = any(?::int[])`;

/** Everything the checks compare for each order named (those that exist), in a fixed number of statements. */
export async function checkedOrders(em: EntityManager, ids: readonly number[]): Promise<Map<number, CheckedOrder>> {
  const out = new Map<number, CheckedOrder>();
  if (!ids.length) return out;
  const conn = em.getConnection();
  const idList = intArray([...new Set(ids)]);
  type OrderRow = { id: number; clientId: number; subTradeId: number | null; workOrderStatusId: number; workOrderTypeId: number } & Pick<
    OrderCosts,
    "actualCost" | "supersededCostPrice" | "supersededReason"
  >;
  const [orders, totals, quotes, times, paperwork] = await Promise.all([
    conn.execute<OrderRow[]>(ORDERS_SQL, [idList]),
    conn.execute<{ id: number; loggedTotal: string }[]>(TOTALS_SQL, [idList]),
    conn.execute<{ id: number; total: string }[]>(QUOTES_SQL, [idList, idList]),
    conn.execute<(LoggedTime & { workOrderId: number })[]>(TIMES_SQL, [idList]),
    conn.execute<{ id: number; jobSheets: number; certificates: number }[]>(PAPERWORK_SQL, [idList]),
  ]);
  const contractors = times.map((t) => t.contractorId);
  const [rates, windowsByContractor] = times.length
    ? await Promise.all([
        rateRows(
          em,
          orders.map((o) => o.clientId),
          contractors,
        ),
        windowsOf(em, contractors),
      ])
    : [[], new Map<number, TimeWindows>()];
  const totalOf = new Map(totals.map((t) => [t.id, t.loggedTotal]));
  const quoteOf = new Map(quotes.map((q) => [q.id, q.total]));
  const papersOf = new Map(paperwork.map((p) => [p.id, p]));
  const timesOf = new Map<number, LoggedTime[]>();
  for (const t of times) timesOf.set(t.workOrderId, [...(timesOf.get(t.workOrderId) ?? []), t]);
  for (const o of orders) {
    const papers = papersOf.get(o.id);
    out.set(o.id, {
      id: o.id,
      clientId: o.clientId,
      workOrderStatusId: o.workOrderStatusId,
      costs: {
        workOrderTypeId: o.workOrderTypeId,
        submitted: SUBMITTED_STATUSES.includes(o.workOrderStatusId),
        actualCost: o.actualCost,
        supersededCostPrice: o.supersededCostPrice,
        supersededReason: o.supersededReason,
        loggedTotal: totalOf.get(o.id) ?? "0.00",
        acceptedQuoteTotal: quoteOf.get(o.id) ?? null,
        hasJobSheet: (papers?.jobSheets ?? 0) > 0,
        hasCertificate: (papers?.certificates ?? 0) > 0,
        times: timesOf.get(o.id) ?? [],
        rateCardFor: (t) => rateCardOn(rates, o, t.contractorId, t.workDate),
        windowsFor: (contractorId) => windowsByContractor.get(contractorId) ?? null,
      },
    });
  }
  return out;
}
