import { batchedReference, requireViewer, tenantScope } from "@wo/shared";
import type { WorkOrder } from "./work-order.entity";
import { workOrdersByIds } from "./work-order.reader";

/** Work orders named by other services (quotes, costs), narrowed to the viewer's tenancy. */
export const workOrderReference = batchedReference<WorkOrder>(
  "WorkOrder",
  (ctx, ids) => workOrdersByIds(ctx.em, tenantScope(requireViewer(ctx)), ids),
  (wo) => wo.id,
);
