import { batchedReference, requireViewer, tenantScope, whereTenant } from "@wo/shared";
import { WORK_ORDER_STUB_TENANCY, type WorkOrderStub } from "./work-order.stub";

/** Work orders named by the gateway for billing's fields, a batch in one query, within the viewer's tenancy. */
export const workOrderStubReference = batchedReference<WorkOrderStub>(
  "WorkOrder",
  async (ctx, ids) => {
    const q = ctx.em
      .getKnex()
      .queryBuilder()
      .from("work_orders.v_work_order_billing as w")
      .select("w.work_order_id as id")
      .whereIn("w.work_order_id", [...ids]);
    whereTenant(q, tenantScope(requireViewer(ctx)), WORK_ORDER_STUB_TENANCY);
    return ctx.em.getConnection().execute<WorkOrderStub[]>(q);
  },
  (wo) => wo.id,
);
