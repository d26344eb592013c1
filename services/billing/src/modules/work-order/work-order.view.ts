import type { EntityManager } from "@mikro-orm/postgresql";
import { intArray, NONE, NotFoundError, tenantColumns, tenantScope, tenantSql, type Tenancy, type TenantScope, type Viewer } from "@wo/shared";

/**
 * A work order as billing reads it: from the views work-orders publishes (v_work_order_billing,
 * v_work_assignment), never its tables. The one reader of orders for billing's rules (quotes, logs,
 * quote decisions) and the one rule of who sees an order.
 */
export interface OrderFacts {
  workOrderId: number;
  refNo: string;
  clientId: number;
  siteId: number | null;
  contractorId: number | null;
  subTradeId: number | null;
  workOrderStatusId: number;
  estimatedCost: string | null;
  approvedCost: string | null;
}

/**
 * Who sees a work order, as work-orders decides it: a client user its client's, a contractor user
 * those whose current contractor is its own; over the alias the query gives the order view.
 */
export const workOrderTenancy = (alias = "w"): Tenancy => tenantColumns({ client: `${alias}.client_id`, contractor: `${alias}.contractor_id` });

export const WORK_ORDER_VIEW_TENANCY = workOrderTenancy("w");

/**
 * Whose costs and quotes on an order a viewer may write: staff any order (their permission is the
 * root field's rule, COST_DECISIONS); a contractor user the orders whose current contractor is its
 * own; a client user none. The status rules of each kind of write come on top (quote.rules.ts,
 * log.order.ts).
 */
export const WORK_ORDER_WRITE_TENANCY: Tenancy = { client: NONE, contractor: workOrderTenancy("w").contractor };

const ORDER_SELECT = `w.work_order_id as "workOrderId", w.ref_no as "refNo", w.client_id as "clientId", w.site_id as "siteId",
  w.contractor_id as "contractorId", wa.sub_trade_id as "subTradeId", w.work_order_status_id as "workOrderStatusId",
  w.estimated_cost::text as "estimatedCost", w.approved_cost::text as "approvedCost"`;

/**
 * Orders by id in one statement; with a scope, only those it may see (the others are absent). In a
 * transaction when given its context (`trx`).
 */
export async function ordersByIds(
  em: EntityManager,
  ids: readonly number[],
  opts: { scope?: TenantScope; tenancy?: Tenancy; trx?: unknown } = {},
): Promise<Map<number, OrderFacts>> {
  if (!ids.length) return new Map();
  const [tenant, params] = opts.scope ? tenantSql(opts.scope, opts.tenancy ?? WORK_ORDER_VIEW_TENANCY) : ["true", []];
  const rows = await em.getConnection().execute<OrderFacts[]>(
    `select ${ORDER_SELECT} from work_orders.v_work_order_billing w
       join work_orders.v_work_assignment wa on wa.work_order_id = w.work_order_id
      where w.work_order_id = any(?::int[]) and ${tenant}`,
    [intArray(ids), ...params],
    "all",
    opts.trx,
  );
  return new Map(rows.map((r) => [r.workOrderId, r]));
}

/** One order (with a scope: only when it may see it), or null. */
export async function orderById(
  em: EntityManager,
  id: number,
  opts: { scope?: TenantScope; tenancy?: Tenancy; trx?: unknown } = {},
): Promise<OrderFacts | null> {
  return (await ordersByIds(em, [id], opts)).get(id) ?? null;
}

/**
 * The order as this viewer may write its quotes or costs (WORK_ORDER_WRITE_TENANCY), read in `em`'s
 * transaction when it is one; NOT_FOUND otherwise, exactly as a missing order. The one way billing's
 * writes find their order: never a viewer's id compared in memory.
 */
export async function orderForWrite(em: EntityManager, viewer: Viewer, id: number): Promise<OrderFacts> {
  const order = await orderById(em, id, { scope: tenantScope(viewer), tenancy: WORK_ORDER_WRITE_TENANCY, trx: em.getTransactionContext() });
  if (!order) throw new NotFoundError();
  return order;
}
