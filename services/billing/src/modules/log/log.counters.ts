import type { EntityManager } from "@mikro-orm/postgresql";
import { intArray, isOverBudget, NotFoundError, tenantScope, tenantSql, type SqlCondition, type TenantScope, type Viewer } from "@wo/shared";
import { quoteTenancy } from "../quote/quote.entity";
import { sqlOf } from "./log.sql";
import { mayWriteLogs, ORDER_TENANCY, OrderStatus } from "./log.order";
import type { CostCounters, QuotedCost } from "./log.type";

/**
 * Takes the order's counters row for this transaction, creating it when the order has none. Log
 * changes of one order are already serialised by the order's cost lock (lockWorkOrderCosts, taken
 * first in their transaction), so the sums written after are never made from a stale set of logs.
 */
export async function lockCounters(tx: EntityManager, workOrderId: number): Promise<void> {
  await sqlOf(tx)(`insert into billing.work_order_cost (work_order_id) values (?) on conflict (work_order_id) do update set updated_at = now()`, [
    workOrderId,
  ]);
}

/** Works the order's counters out again from its logs (in the transaction that changed them, after lockCounters). */
export async function recountCounters(tx: EntityManager, workOrderId: number): Promise<void> {
  await sqlOf(tx)(
    `update billing.work_order_cost c set
        time_entries = t.n, total_hours = t.hours, total_hours_cost = t.cost, call_out_charge = t.call_out,
        material_entries = m.n, total_add_cost = m.cost, updated_at = now()
       from (select count(*)::int as n, coalesce(sum(man_hours), 0) as hours, coalesce(sum(costhours), 0) as cost,
                    coalesce(sum(call_out_charge), 0) as call_out
               from billing.log_time where work_order_id = ?) t,
            (select count(*)::int as n, coalesce(sum(total_cost), 0) as cost from billing.log_material where work_order_id = ?) m
      where c.work_order_id = ?`,
    [workOrderId, workOrderId, workOrderId],
  );
}

interface CountersRow {
  workOrderId: number;
  workOrderStatusId: number;
  clientId: number;
  contractorId: number | null;
  estimatedCost: string | null;
  approvedCost: string | null;
  timeEntries: number | null;
  materialEntries: number | null;
  totalHours: string | null;
  totalHoursCost: string | null;
  totalAddCost: string | null;
  callOutCharge: string | null;
  loggedTotal: string | null;
  quotedCost: string | null;
}

/**
 * The accepted quote of an order the scope may see (QUOTE_TENANCY: a contractor only its own quote, a
 * client one of its orders): the one accepted for it, or the one accepted into it (the newest
 * decided), over the order view aliased `wo`. Another contractor's quote, whose total may be the
 * order's approved cost, is never a contractor's quoted cost.
 */
function acceptedQuote(scope: TenantScope): SqlCondition {
  const [tenant, params] = tenantSql(scope, quoteTenancy("b"));
  return [
    `select q.id, q.quote_ref, q.summary, q.total_amount_ex_tax from (
    (select b.id, b.quote_ref, b.summary, b.total_amount_ex_tax, b.decided_at from billing.billing b
      where b.work_order_id = wo.work_order_id and b.billing_status_id = 4 and ${tenant})
    union all
    (select b.id, b.quote_ref, b.summary, b.total_amount_ex_tax, b.decided_at from billing.billing b
      where b.new_work_order_id = wo.work_order_id and b.billing_status_id = 4 and ${tenant})
  ) q order by q.decided_at desc nulls last, q.id desc limit 1`,
    [...params, ...params],
  ];
}

/**
 * The counters of orders by id that the scope may see, in one statement (one index look-up per order
 * in the order view, the counters and the quotes): the root field and WorkOrder.costCounters alike.
 */
async function countersRows(em: EntityManager, scope: TenantScope, ids: readonly number[]): Promise<CountersRow[]> {
  if (!ids.length) return [];
  const [tenant, params] = tenantSql(scope, ORDER_TENANCY);
  const [quote, quoteParams] = acceptedQuote(scope);
  return em.getConnection().execute<CountersRow[]>(
    `select wo.work_order_id as "workOrderId", wo.work_order_status_id as "workOrderStatusId", wo.client_id as "clientId",
            wo.contractor_id as "contractorId", wo.estimated_cost::text as "estimatedCost", wo.approved_cost::text as "approvedCost",
            c.time_entries as "timeEntries", c.material_entries as "materialEntries", c.total_hours::text as "totalHours",
            c.total_hours_cost::text as "totalHoursCost", c.total_add_cost::text as "totalAddCost",
            c.call_out_charge::text as "callOutCharge", c.logged_total::text as "loggedTotal",
            (select aq.total_amount_ex_tax::text from (${quote}) aq) as "quotedCost"
       from work_orders.v_work_order_billing wo
       left join billing.v_work_order_cost c on c.work_order_id = wo.work_order_id
      where wo.work_order_id = any(?::int[]) and ${tenant}`,
    [...quoteParams, intArray(ids), ...params],
  );
}

const ZERO = "0.00";

/**
 * The counters as the viewer reads them. The budget (the approved cost, else the estimated) and
 * whether the logs exceed it are staff's, as the order's estimated and approved costs are (their
 * @Readers rules refuse a portal user's operation that asks for them): for anyone else they are not
 * even worked out. A contractor reads what it logged and the total of its own accepted quote.
 */
function toCounters(r: CountersRow, viewer: Viewer): CostCounters {
  // §4: a discarded order shows its logged total as zero (and so is never over budget)
  const loggedTotal = r.workOrderStatusId === OrderStatus.Discarded ? ZERO : (r.loggedTotal ?? ZERO);
  const staff = viewer.isStaff;
  return {
    workOrderId: r.workOrderId,
    timeEntries: r.timeEntries ?? 0,
    materialEntries: r.materialEntries ?? 0,
    totalHours: r.totalHours ?? ZERO,
    totalHoursCost: r.totalHoursCost ?? ZERO,
    totalAddCost: r.totalAddCost ?? ZERO,
    callOutCharge: r.callOutCharge ?? ZERO,
    loggedTotal,
    quotedCost: r.quotedCost,
    budget: staff ? (r.approvedCost ?? r.estimatedCost) : null,
    overBudget: staff && isOverBudget(loggedTotal, r.approvedCost, r.estimatedCost),
    mayLog: mayWriteLogs(viewer, r),
  };
}

/** The counters of orders by id the viewer may see (one statement); those it may not are absent. */
export async function costCountersOf(em: EntityManager, viewer: Viewer, ids: readonly number[]): Promise<Map<number, CostCounters>> {
  const rows = await countersRows(em, tenantScope(viewer), ids);
  return new Map(rows.map((r) => [r.workOrderId, toCounters(r, viewer)]));
}

/** One order's counters, or NOT_FOUND when the order is not the viewer's. */
export async function costCounters(em: EntityManager, viewer: Viewer, workOrderId: number): Promise<CostCounters> {
  const counters = (await costCountersOf(em, viewer, [workOrderId])).get(workOrderId);
  if (!counters) throw new NotFoundError();
  return counters;
}

/** The quoted cost row of an order the viewer may see (NOT_FOUND otherwise): its accepted quote, or null when none. */
export async function quotedCost(em: EntityManager, viewer: Viewer, workOrderId: number): Promise<QuotedCost | null> {
  const scope = tenantScope(viewer);
  const [tenant, params] = tenantSql(scope, ORDER_TENANCY);
  const [quote, quoteParams] = acceptedQuote(scope);
  const [row] = await em.getConnection().execute<{ id: number | null; quote_ref: string | null; summary: string | null; total: string | null }[]>(
    `select aq.id, aq.quote_ref, aq.summary, aq.total_amount_ex_tax::text as total
       from work_orders.v_work_order_billing wo
       left join lateral (${quote}) aq on true
      where wo.work_order_id = ? and ${tenant}`,
    [...quoteParams, workOrderId, ...params],
  );
  if (!row) throw new NotFoundError();
  if (row.id == null) return null;
  const summary = row.summary?.trim();
  return { workOrderId, quoteId: row.id, quoteText: summary ? `${row.quote_ref} – ${summary}` : row.quote_ref!, quoteTotal: row.total! };
}
