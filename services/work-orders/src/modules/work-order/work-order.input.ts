import { ArgsType, Field, InputType, Int } from "type-graphql";
import { ArrayMaxSize, IsIn, IsOptional, MaxLength, Min, ValidateNested } from "class-validator";
import { DecimalScalar, listInputs } from "@wo/shared";
import { WORK_ORDER_LIST } from "./work-order.reader";
import { ALL_STATUS_IDS } from "./work-order.status";
import { NOTE_MAX } from "../note/note.type";

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

  @Field(() => Boolean, {
    nullable: true,
    description:
      "Only outstanding orders with an SLA clock escalated (e-mailed as about to breach, or breached: docs/sla.md) and not yet met or stopped: the dashboard's SLA escalations",
  })
  slaEscalated?: boolean | null;

  @Field(() => Int, { nullable: true, description: "Only orders of this type (WorkOrderType.id)" })
  @IsOptional()
  @Min(1)
  workOrderTypeId?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "true: only PPM work orders (type 3); false: none of them; absent: all (the client portal's PPM list, and its work orders without PPM)",
  })
  ppm?: boolean | null;

  @Field(() => Int, { nullable: true, description: "Only orders for this site (Site.id)" })
  @IsOptional()
  @Min(1)
  siteId?: number | null;

  @Field(() => Int, { nullable: true, description: "Only orders for this client (Client.id)" })
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

/** An answer to a sub-trade's question, saved with its work order (id absent: a new one). */
@InputType({ description: "An answer to a sub-trade's question, saved with its work order (id absent: a new one)." })
export class AnswerInput {
  @Field(() => Int, { nullable: true, description: "The answer to update (Answer.id); 0 or absent adds one" })
  @IsOptional()
  @Min(0)
  id?: number | null;

  @Field(() => String, { description: "Required, at least one character" })
  @MaxLength(4000)
  questionContent!: string;

  @Field(() => String, { description: "Required, at least one character" })
  @MaxLength(4000)
  answerContent!: string;
}

/**
 * A work order or request as the request screen, the work-order page and the quick view save it
 * (POST, PUT /api/WorkOrders). id 0 or absent creates. On an update a field left out keeps its
 * value; null clears it (a flag left null keeps its value). A value the save would not keep is
 * refused by name (NOT_ALLOWED), never dropped: a client user's back-office field, an approved cost
 * without approving, a capital code without a financial code, a due date the SLA code replaces.
 * Checked in work-order.lifecycle.ts.
 */
@InputType({
  description:
    "A work order or request as the request screen, the work-order page and the quick view save it (POST, PUT /api/WorkOrders). id 0 or absent creates. On an update a field left out keeps its value; null clears it (a flag left null keeps its value). A value the save would not keep is refused by name (NOT_ALLOWED), never dropped: a client user's back-office field, an approved cost without approving, a capital code without a financial code, a due date the SLA code replaces.",
})
export class SaveWorkOrderInput {
  @Field(() => Int, { nullable: true, description: "0 or absent: a new work order" })
  @IsOptional()
  @Min(0)
  id?: number | null;

  @Field(() => Int, { nullable: true, description: "The version read; required when id > 0: a stale one is refused (STALE)" })
  @IsOptional()
  @Min(0)
  version?: number | null;

  @Field(() => Boolean, { nullable: true, description: "Save as a request: status 1 (Awaiting Response)" })
  @IsOptional()
  asRequest?: boolean | null;

  @Field(() => Int, { description: "The client's id (Client.id)" })
  @Min(0)
  clientId!: number;

  @Field(() => Int, { description: "The site's id (Site.id)" })
  @Min(0)
  siteId!: number;

  @Field(() => Int, { nullable: true, description: "A user of the client" })
  @IsOptional()
  @Min(0)
  contactId?: number | null;

  @Field(() => Int, { nullable: true, description: "An asset of the site" })
  @IsOptional()
  @Min(0)
  assetId?: number | null;

  @Field(() => Int, { nullable: true, description: "The trade's id (Trade.id)" })
  @IsOptional()
  @Min(0)
  tradeId?: number | null;

  @Field(() => Int, { nullable: true, description: "Required" })
  @IsOptional()
  @Min(0)
  subTradeId?: number | null;

  @Field(() => Int, { nullable: true, description: "0 = none ('Select ...')" })
  @IsOptional()
  @Min(0)
  contractorId?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "The job type: required of staff; a client user's request takes Reactive (1) when it sends none (0 or absent)",
  })
  @IsOptional()
  @Min(0)
  workOrderTypeId?: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "A move the transition table allows; one that has its own action goes through its rule (Approved with approvedCost, Query with queryReasonId, Cancelled) or is refused naming it (ACTION_REQUIRED)",
  })
  @IsOptional()
  @Min(0)
  workOrderStatusId?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "The progress reported (ProgressCode.id); a contractor may change only this, the asset and a note",
  })
  @IsOptional()
  @Min(0)
  progressCodeId?: number | null;

  @Field(() => Int, { nullable: true, description: "How the work was requested (MethodOfRequest.id)" })
  @IsOptional()
  @Min(0)
  methodOfRequestId?: number | null;

  @Field(() => String, { nullable: true, description: "The SLA code (A to H, or PPM) that sets the due date" })
  @IsOptional()
  @MaxLength(10)
  slaCode?: string | null;

  @Field(() => Int, { nullable: true, description: "The financial code (FinancialCode.id); staff only" })
  @IsOptional()
  @Min(0)
  financialCodeId?: number | null;

  @Field(() => Int, { nullable: true, description: "The capital code (CapitalCode.id); staff only" })
  @IsOptional()
  @Min(0)
  capitalCodeId?: number | null;

  @Field(() => Int, { nullable: true, description: "Why the costs are queried (QueryReason.id)" })
  @IsOptional()
  @Min(0)
  queryReasonId?: number | null;

  @Field(() => String, { nullable: true, description: "The mobile number for SMS notifications" })
  @IsOptional()
  @MaxLength(30)
  smsNumber?: string | null;

  @Field(() => Boolean, { nullable: true, description: "Tell the contractor by SMS too" })
  @IsOptional()
  smsNotifications?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "Tell the contractor of the order and its changes (default true)" })
  @IsOptional()
  sendNotifications?: boolean | null;

  @Field(() => String, { nullable: true, description: "The name of whoever asked for the work, free text" })
  @IsOptional()
  @MaxLength(200)
  requestedBy?: string | null;

  @Field(() => String, { nullable: true, description: "The client's own reference for the work (e.g. its purchase order number)" })
  @IsOptional()
  @MaxLength(100)
  clientRef?: string | null;

  @Field(() => String, { nullable: true, description: "Required" })
  @IsOptional()
  @MaxLength(500)
  issue?: string | null;

  @Field(() => String, { nullable: true, description: "The longer description of the work" })
  @IsOptional()
  @MaxLength(8000)
  details?: string | null;

  @Field(() => String, { nullable: true, description: "When the site may be visited, free text" })
  @IsOptional()
  @MaxLength(1000)
  accessTimes?: string | null;

  @Field(() => Date, { nullable: true, description: "Default: now" })
  @IsOptional()
  dateOpened?: Date | null;

  @Field(() => Date, { nullable: true, description: "When the work was requested (ISO 8601); absent: now" })
  @IsOptional()
  requestDate?: Date | null;

  @Field(() => Date, { nullable: true, description: "Kept only when the order has no SLA code: otherwise computed from it" })
  @IsOptional()
  dueDate?: Date | null;

  @Field(() => DecimalScalar, { nullable: true, description: "Up to 3 decimals; defaulted from the financial code" })
  @IsOptional()
  estimatedCost?: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description:
      "Only with a move to Approved (10), which approves the costs by approveWorkOrderCosts' rule (required then: 0 or more, up to 3 decimals); otherwise leave it out or send the stored one (NOT_ALLOWED, or LOCKED once approved)",
  })
  @IsOptional()
  approvedCost?: string | null;

  @Field(() => String, { nullable: true, description: "The valuation number; staff only" })
  @IsOptional()
  @MaxLength(100)
  valuationNumber?: string | null;

  @Field(() => String, { nullable: true, description: "The invoice number; staff only" })
  @IsOptional()
  @MaxLength(100)
  invoiceNo?: string | null;

  @Field(() => Date, { nullable: true, description: "The invoice's date (ISO 8601); staff only" })
  @IsOptional()
  invoiceDate?: Date | null;

  @Field(() => DecimalScalar, { nullable: true, description: "The invoiced amount in pounds; staff only" })
  @IsOptional()
  invoiceAmount?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "A progress note: saved with the change, in the same transaction, as a public note by the user (the contractor portal's save; up to 4000 characters, empty is none)",
  })
  @IsOptional()
  @MaxLength(NOTE_MAX)
  progressNote?: string | null;

  @Field(() => [AnswerInput], { nullable: true, description: "A new request's answers, saved in the same transaction" })
  @IsOptional()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  answers?: AnswerInput[] | null;
}
