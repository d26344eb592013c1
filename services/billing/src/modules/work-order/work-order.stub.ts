import { Directive, Field, Int, ObjectType } from "type-graphql";
import { batchedReference, Readers, requireViewer, tenantScope } from "@wo/shared";
import { visibleOrders } from "../log/log.order";

/**
 * work-orders' WorkOrder, known to billing by its id: billing adds its own fields to it (the cost
 * counters; the quotes) through field resolvers on this stub. A look-up loads a whole batch in one
 * query and answers only the orders the viewer may see (its client's, or those currently its
 * contractor's), as work-orders does.
 */
@Directive('@key(fields: "id")')
@ObjectType("WorkOrder")
export class WorkOrderStub {
  @Readers.everyone()
  @Field(() => Int)
  id!: number;
}

export const workOrderReference = batchedReference<WorkOrderStub>(
  "WorkOrder",
  async (ctx, ids) => [...(await visibleOrders(ctx.em, tenantScope(requireViewer(ctx)), ids)).keys()].map((id) => ({ id })),
  (row) => row.id,
);
