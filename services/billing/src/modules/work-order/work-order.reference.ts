import { batchedReference, intArray, requireViewer, tenantScope, tenantSql } from "@wo/shared";
import type { WorkOrderStub } from "./work-order.stub";
import { WORK_ORDER_VIEW_TENANCY } from "./work-order.view";

/**
 * Work orders the gateway asks billing about (to add billing's fields), in one query per batch,
 * read through work-orders' v_work_order_billing: one the viewer may not see resolves to null.
 */
export const workOrderStubReference = batchedReference<WorkOrderStub>(
  "WorkOrder",
  async (ctx, ids) => {
    const [tenant, params] = tenantSql(tenantScope(requireViewer(ctx)), WORK_ORDER_VIEW_TENANCY);
    return ctx.em
      .getConnection()
      .execute<WorkOrderStub[]>(
        `select w.work_order_id as id from work_orders.v_work_order_billing w where w.work_order_id = any(?::int[]) and ${tenant}`,
        [intArray(ids), ...params],
      );
  },
  (wo) => wo.id,
);
