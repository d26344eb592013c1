import { Directive, Field, Int, ObjectType } from "type-graphql";
import { Readers, tenantColumns } from "@wo/shared";

/**
 * Work-orders' WorkOrder, known here by its id: billing adds its own fields to it (the cost checks;
 * the quotes and cost counters). The gateway asks billing for an order by id (`_entities`), and
 * billing answers only the orders the viewer may see (work-order.reference.ts).
 */
@Directive('@key(fields: "id")')
@ObjectType("WorkOrder")
export class WorkOrderStub {
  @Readers.everyone()
  @Field(() => Int)
  id!: number;
}

/** The orders a portal user may see, as work-orders decides: its client's, or its contractor's current ones (v_work_order_billing). */
export const WORK_ORDER_STUB_TENANCY = tenantColumns({ client: "w.client_id", contractor: "w.contractor_id" });
