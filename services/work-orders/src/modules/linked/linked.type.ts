import { Field, Int, ObjectType } from "type-graphql";
import { ErrorInterface, PageOf, Readers } from "@wo/shared";
import { WorkOrder } from "../work-order/work-order.entity";

/** A link seen from one of its orders: `workOrder` is the other order of the pair. */
@ObjectType({ description: "A link seen from one of its orders: `workOrder` is the other order of the pair." })
export class LinkedWorkOrder {
  @Readers.everyone()
  @Field(() => Int, { description: "The link's id (lwId): what unlinkWorkOrders takes" })
  id!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The parent work order (WorkOrder.id)" })
  parentWorkOrderId!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The child work order (WorkOrder.id)" })
  childWorkOrderId!: number;

  @Readers.everyone()
  @Field(() => WorkOrder, { description: "The other order of the pair" })
  workOrder!: WorkOrder;
}

/** A refused link: an order linked to itself, or a pair already linked. */
@ObjectType({ implements: ErrorInterface, description: "A refused link: an order linked to itself, or a pair already linked." })
export class LinkedWorkOrderError extends ErrorInterface {}

@ObjectType({ description: "One page of linked work order rows, with the total matching the query" })
export class LinkedWorkOrderPage extends PageOf(LinkedWorkOrder) {}

@ObjectType({ description: "What linkWorkOrders answers: the new link, or why it was refused" })
export class LinkWorkOrdersPayload {
  @Readers.everyone()
  @Field(() => LinkedWorkOrder, { nullable: true, description: "The link, seen from the parent: workOrder is the child" })
  link!: LinkedWorkOrder | null;

  @Readers.everyone()
  @Field(() => LinkedWorkOrderError, { nullable: true, description: "Why it was refused (then nothing was changed); null when it succeeded" })
  error!: LinkedWorkOrderError | null;
}
