import type { EntityManager } from "@mikro-orm/postgresql";
import { ForbiddenError, logPermissionRefusal, logStatusRefusal, NotFoundError, type TenantScope, type Viewer } from "@wo/shared";
import { orderById, orderForWrite, workOrderTenancy, type OrderFacts } from "../work-order/work-order.view";

/** A work order as billing's logs read it (work-order.view.ts): who it belongs to, its status and its budget. */
export type LogOrder = Pick<
  OrderFacts,
  "workOrderId" | "clientId" | "contractorId" | "subTradeId" | "workOrderStatusId" | "estimatedCost" | "approvedCost"
>;

/**
 * While an order is in one of the statuses LOGS_LOCKED_FOR_CONTRACTOR, LOGS_LOCKED_FOR_STAFF
 * (services/shared/src/rules) its logs cannot change (docs/billing.md "Logged time"): a contractor's
 * costs are fixed once submitted, approved, closed, cancelled or discarded; staff may still correct a
 * submitted order's logs (before approving or querying it). WorkOrder.viewerCan.logTime reads the same.
 */
export { logsLockedMessage, OrderStatus } from "@wo/shared";

/** The orders a scope may see, over the order view aliased `wo` (the counters' queries). */
export const ORDER_TENANCY = workOrderTenancy("wo");

/** One order the viewer may see, or NOT_FOUND (another tenant's answers as a missing one). */
export async function visibleOrder(em: EntityManager, scope: TenantScope, id: number): Promise<LogOrder> {
  const order = await orderById(em, id, { scope });
  if (!order) throw new NotFoundError();
  return order;
}

/**
 * The order whose logs the viewer is about to write, as it may write them, read after the order's
 * cost lock (lockWorkOrderCosts) in the write's own transaction: NOT_FOUND unless it is the viewer's
 * to write (orderForWrite: staff any, a contractor user those whose current contractor is its own),
 * then the status rules (assertMayWriteLogs). The one way a log write finds its order.
 */
export async function orderForLogs(tx: EntityManager, viewer: Viewer, id: number): Promise<LogOrder> {
  if (viewer.isClient) throw new ForbiddenError();
  const order = await orderForWrite(tx, viewer, id);
  assertMayWriteLogs(viewer, order);
  return order;
}

/**
 * The status rules of writing an order's logs (docs/billing.md "Logged time"), for an order already
 * read with the viewer's scope (orderForLogs; the counters' rows): staff holding reporting at full
 * (Finance, Contracts, Operations; administrators), while the order is not Closed, Cancelled,
 * Approved or Discarded; the order's current contractor while it is not Closed, Cancelled, Approved,
 * Submitted or Discarded. Client users never. Throws FORBIDDEN with the reason.
 */
export function assertMayWriteLogs(viewer: Viewer, order: Pick<LogOrder, "workOrderStatusId">): void {
  const refusal = logPermissionRefusal(viewer) ?? logStatusRefusal(viewer, order.workOrderStatusId);
  if (refusal) throw new ForbiddenError(refusal);
}

/**
 * Whether the viewer may write an order's logs now (the Costs tab's add, edit and delete buttons), for
 * an order read with the viewer's scope: a contractor reads only the orders whose current contractor
 * is its own, the ones it may write.
 */
export function mayWriteLogs(viewer: Viewer, order: Pick<LogOrder, "workOrderStatusId">): boolean {
  try {
    assertMayWriteLogs(viewer, order);
    return true;
  } catch {
    return false;
  }
}
