import { ArgsType, Field, ID, Int, ObjectType } from "type-graphql";
import { IsOptional, Max, Min } from "class-validator";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PageOf, Readers } from "@wo/shared";

/** One line of a work order's audits tab: this service's audit trail for the order. */
@ObjectType()
export class WorkOrderAudit {
  @Readers.staff()
  @Field(() => ID)
  id!: string;

  @Readers.staff()
  @Field(() => Date)
  actionDate!: Date;

  @Readers.staff()
  @Field(() => String)
  actionByName!: string;

  @Readers.staff()
  @Field(() => String)
  actionTaken!: string;
}

@ObjectType()
export class WorkOrderAuditPage extends PageOf(WorkOrderAudit) {
  @Readers.everyone()
  @Field(() => Int, { description: "The same as totalCount" })
  total!: number;
}

@ArgsType()
export class WorkOrderAuditsArgs {
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
