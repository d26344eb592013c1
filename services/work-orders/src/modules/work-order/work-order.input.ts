import { ArgsType, Field, Int } from "type-graphql";
import { ArrayMaxSize, IsIn, IsOptional, Min } from "class-validator";
import { listInputs } from "@wo/shared";
import { WORK_ORDER_LIST } from "./work-order.reader";
import { ALL_STATUS_IDS } from "./work-order.status";

/** WorkOrderField (the grid's columns, WORK_ORDER_LIST's), WorkOrderSortInput, WorkOrderFilterInput and the paging arguments. */
const inputs = listInputs(WORK_ORDER_LIST);

/**
 * The arguments of `workOrders`: page, pageSize, after, sort, search and filters from the list's
 * declaration, and the list's own, each of which WORK_ORDER_LIST.arguments turns into a condition.
 */
@ArgsType()
export class WorkOrdersArgs extends inputs.Args {
  @Field(() => Int, { nullable: true, description: "One status (a tab of the list)" })
  @IsOptional()
  @IsIn(ALL_STATUS_IDS, { message: "status is not a work-order status id" })
  status?: number | null;

  @Field(() => [Int], { nullable: true, description: "Any of these statuses (a portal's orders needing action, say)" })
  @IsOptional()
  @ArrayMaxSize(14)
  @IsIn(ALL_STATUS_IDS, { each: true, message: "statuses holds an id that is not a work-order status" })
  statuses?: number[] | null;

  @Field(() => Boolean, { nullable: true, description: "Only outstanding orders whose due date has passed" })
  overdue?: boolean | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Min(1)
  workOrderTypeId?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Min(1)
  siteId?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Min(1)
  clientId?: number | null;

  @Field(() => Int, { nullable: true, description: "Only this contractor's orders (a contractor user always sees only its own)" })
  @IsOptional()
  @Min(1)
  contractorId?: number | null;

  @Field(() => Int, { nullable: true, description: "Leave this work order out (a site's history beside the order itself)" })
  @IsOptional()
  @Min(1)
  excludeId?: number | null;
}
