import { ArgsType, Field, Int, ObjectType } from "type-graphql";
import { IsOptional, Max, Min } from "class-validator";
import { DEFAULT_PAGE_SIZE, ErrorInterface, MAX_PAGE_SIZE, PageOf, Readers } from "@wo/shared";
import { WorkOrder } from "../work-order/work-order.entity";

/** A link seen from one of its orders: `workOrder` is the other order of the pair. */
@ObjectType()
export class LinkedWorkOrder {
  @Readers.everyone()
  @Field(() => Int, { description: "The link's id (lwId): what unlinkWorkOrders takes" })
  id!: number;

  @Readers.everyone()
  @Field(() => Int)
  parentWorkOrderId!: number;

  @Readers.everyone()
  @Field(() => Int)
  childWorkOrderId!: number;

  @Readers.everyone()
  @Field(() => WorkOrder, { description: "The other order of the pair" })
  workOrder!: WorkOrder;
}

/** A refused link: an order linked to itself, or a pair already linked. */
@ObjectType({ implements: ErrorInterface })
export class LinkedWorkOrderError extends ErrorInterface {}

@ObjectType()
export class LinkedWorkOrderPage extends PageOf(LinkedWorkOrder) {
  @Readers.everyone()
  @Field(() => Int, { description: "The same as totalCount" })
  total!: number;
}

@ObjectType()
export class LinkWorkOrdersPayload {
  @Readers.everyone()
  @Field(() => LinkedWorkOrder, { nullable: true, description: "The link, seen from the parent: workOrder is the child" })
  link!: LinkedWorkOrder | null;

  @Readers.everyone()
  @Field(() => LinkedWorkOrderError, { nullable: true })
  error!: LinkedWorkOrderError | null;
}

@ArgsType()
export class LinkedWorkOrdersArgs {
  @Field(() => Int)
  workOrderId!: number;

  @Field(() => Int, { defaultValue: 1 })
  @IsOptional()
  @Min(1, { message: "page must be 1 or more" })
  page: number = 1;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Min(1, { message: "pageSize must be 1 or more" })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be ${MAX_PAGE_SIZE} or less` })
  pageSize: number = DEFAULT_PAGE_SIZE;
}
