import { ArgsType, Field, InputType, Int, registerEnumType } from "type-graphql";
import { ArrayMaxSize, IsIn, IsOptional, MaxLength, Min, ValidateNested } from "class-validator";
import { PageArgs, SortDirection } from "@wo/shared";
import { ALL_STATUS_IDS } from "./work-order.status";

/** The grid's columns that can be sorted and filtered on. */
export enum WorkOrderField {
  REFERENCE = "REFERENCE",
  REQUESTED = "REQUESTED",
  CLIENT = "CLIENT",
  SITE = "SITE",
  SITE_CODE = "SITE_CODE",
  DATE_OPENED = "DATE_OPENED",
  DUE_DATE = "DUE_DATE",
  DATE_CLOSED = "DATE_CLOSED",
  ISSUE = "ISSUE",
  DETAILS = "DETAILS",
  CONTRACTOR = "CONTRACTOR",
  TRADE = "TRADE",
  SUB_TRADE = "SUB_TRADE",
  STATUS = "STATUS",
  TYPE = "TYPE",
  PROGRESS_CODE = "PROGRESS_CODE",
  SLA_CODE = "SLA_CODE",
  CLIENT_REF = "CLIENT_REF",
  ESTIMATED_COST = "ESTIMATED_COST",
  APPROVED_COST = "APPROVED_COST",
  ACTUAL_COST = "ACTUAL_COST",
  VALUATION_NUMBER = "VALUATION_NUMBER",
  INVOICE_NO = "INVOICE_NO",
}
registerEnumType(WorkOrderField, { name: "WorkOrderField" });

export enum FilterOperator {
  EQ = "EQ",
  NEQ = "NEQ",
  CONTAINS = "CONTAINS",
  STARTS_WITH = "STARTS_WITH",
  ENDS_WITH = "ENDS_WITH",
  GT = "GT",
  GTE = "GTE",
  LT = "LT",
  LTE = "LTE",
  IS_EMPTY = "IS_EMPTY",
  IS_NOT_EMPTY = "IS_NOT_EMPTY",
}
registerEnumType(FilterOperator, {
  name: "FilterOperator",
  description: "Text compares ignore case; dates compare by calendar day in Europe/London (value YYYY-MM-DD or DD/MM/YYYY)",
});

@InputType()
export class WorkOrderSortInput {
  @Field(() => WorkOrderField)
  field!: WorkOrderField;

  @Field(() => SortDirection, { defaultValue: SortDirection.ASC })
  direction: SortDirection = SortDirection.ASC;
}

@InputType()
export class WorkOrderFilterInput {
  @Field(() => WorkOrderField)
  field!: WorkOrderField;

  @Field(() => FilterOperator)
  operator!: FilterOperator;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200)
  value?: string | null;
}

@ArgsType()
export class WorkOrdersArgs extends PageArgs {
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

  @Field(() => String, {
    nullable: true,
    description: "Free text: reference, issue, details, requester, client ref, and client, site and contractor names",
  })
  @IsOptional()
  @MaxLength(200, { message: "search must be 200 characters or fewer" })
  search?: string | null;

  @Field(() => [WorkOrderFilterInput], { nullable: true, description: "Column filters, all of which must hold" })
  @IsOptional()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  filters?: WorkOrderFilterInput[] | null;

  @Field(() => [WorkOrderSortInput], { nullable: true, description: "Default: reference ascending" })
  @IsOptional()
  @ArrayMaxSize(3)
  sort?: WorkOrderSortInput[] | null;
}
