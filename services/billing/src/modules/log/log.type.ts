import { Field, Int, ObjectType } from "type-graphql";
import { DecimalScalar, ErrorInterface, PageOf, Readers } from "@wo/shared";
import { LogMaterial, LogTime } from "./log.entity";

/** A refused log save: 'Date is a required field', 'Required fields' with the fields' errors, or the rule that refused it. */
@ObjectType({
  implements: ErrorInterface,
  description: "A refused log save: 'Date is a required field', 'Required fields' with the fields' errors, or the rule that refused it.",
})
export class LogError extends ErrorInterface {}

@ObjectType({ description: "One page of log time rows, with the total matching the query" })
export class LogTimePage extends PageOf(LogTime) {}

@ObjectType({ description: "One page of material entry rows, with the total matching the query" })
export class LogMaterialPage extends PageOf(LogMaterial) {}

/**
 * A work order's cost counters (§3 Cost counters; docs/billing.md "Cost counters"): the sums of its
 * logs, kept by billing in the transaction of every log change, with what they are judged against.
 * Staff and the order's contractor read them; client users never. The budget and whether the logs
 * exceed it are staff's (they tell the order's approved or estimated cost): a contractor reads its
 * logged figures and its own accepted quote's total.
 */
@ObjectType({
  description:
    "A work order's cost counters (§3 Cost counters; docs/billing.md \"Cost counters\"): the sums of its logs, kept by billing in the transaction of every log change, with what they are judged against. Staff and the order's contractor read them; client users never. The budget and whether the logs exceed it are staff's (they tell the order's approved or estimated cost): a contractor reads its logged figures and its own accepted quote's total.",
})
export class CostCounters {
  @Readers.contractors()
  @Field(() => Int, { description: "The work order's id (WorkOrder.id)" })
  workOrderId!: number;

  @Readers.contractors()
  @Field(() => Int, { description: "Time entries logged" })
  timeEntries!: number;

  @Readers.contractors()
  @Field(() => Int, { description: "Material entries logged" })
  materialEntries!: number;

  @Readers.contractors()
  @Field(() => DecimalScalar, { description: "totalhours: the man-hours logged" })
  totalHours!: string;

  @Readers.contractors()
  @Field(() => DecimalScalar, { description: "totalhourscost: the cost of the hours logged" })
  totalHoursCost!: string;

  @Readers.contractors()
  @Field(() => DecimalScalar, { description: "totaladdcost: the materials logged" })
  totalAddCost!: string;

  @Readers.contractors()
  @Field(() => DecimalScalar, { description: "CallOutCharge: the call-out charges of the time entries" })
  callOutCharge!: string;

  @Readers.contractors()
  @Field(() => DecimalScalar, { description: "loggedtotal: hours cost + materials + call-out charges; 0 while the order is Discarded (§4)" })
  loggedTotal!: string;

  @Readers.contractors()
  @Field(() => DecimalScalar, {
    nullable: true,
    description:
      "The accepted quote's total (ex tax) for this order, or of the quote accepted into it, among the quotes the viewer may read (a contractor: its own)",
  })
  quotedCost!: string | null;

  @Readers.staff()
  @Field(() => DecimalScalar, {
    nullable: true,
    description: "What the logged total is judged against: the approved cost, else the estimated cost (staff only, as those costs are)",
  })
  @Readers.derivedFrom("WorkOrder.approvedCost", "WorkOrder.estimatedCost")
  budget!: string | null;

  @Readers.staff()
  @Field(() => Boolean, { description: "The logged total exceeds the budget (§4: the totals on a red background; staff only, as the budget is)" })
  @Readers.derivedFrom("CostCounters.loggedTotal", "WorkOrder.approvedCost", "WorkOrder.estimatedCost")
  overBudget!: boolean;

  @Readers.contractors()
  @Field(() => Boolean, { description: "Whether the viewer may add, change or delete this order's logs now" })
  mayLog!: boolean;
}

/**
 * The quoted cost row (§3 Quoted cost row): the quote accepted for this order, or the one accepted into
 * it (the order made from it). Staff, the order's contractor and the order's client read it: the
 * accepted quote's total was sent to the client.
 */
@ObjectType({
  description:
    "The quoted cost row (§3 Quoted cost row): the quote accepted for this order, or the one accepted into it (the order made from it). Staff, the order's contractor and the order's client read it: the accepted quote's total was sent to the client.",
})
export class QuotedCost {
  @Readers.everyone()
  @Field(() => Int, { description: "The work order's id (WorkOrder.id)" })
  workOrderId!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The quote's id (Quote.id)" })
  quoteId!: number;

  @Readers.everyone()
  @Field(() => String, { description: "QuoteText: the quote's reference and summary" })
  quoteText!: string;

  @Readers.everyone()
  @Field(() => DecimalScalar, { description: "QuoteTotal: the quote's total ex tax" })
  quoteTotal!: string;
}

@ObjectType({ description: "What saveLogTime answers: the time entry as saved, or the error that refused it (then nothing was saved)" })
export class SaveLogTimePayload {
  @Readers.contractors()
  @Field(() => LogTime, { nullable: true, description: "The time entry as saved, read back; null when refused" })
  logTime!: LogTime | null;

  @Readers.contractors()
  @Field(() => CostCounters, { nullable: true, description: "The order's counters after the change" })
  costCounters!: CostCounters | null;

  @Readers.contractors()
  @Field(() => LogError, { nullable: true, description: "Why nothing was saved; null when the log time was saved" })
  error!: LogError | null;
}

@ObjectType({ description: "What saveLogMaterial answers: the material entry as saved, or the error that refused it (then nothing was saved)" })
export class SaveLogMaterialPayload {
  @Readers.contractors()
  @Field(() => LogMaterial, { nullable: true, description: "The material entry as saved, read back; null when refused" })
  logMaterial!: LogMaterial | null;

  @Readers.contractors()
  @Field(() => CostCounters, { nullable: true, description: "The order's counters after the change" })
  costCounters!: CostCounters | null;

  @Readers.contractors()
  @Field(() => LogError, { nullable: true, description: "Why nothing was saved; null when the material entry was saved" })
  error!: LogError | null;
}

@ObjectType({ description: "What deleteLog answers: the deleted log's id, or the error that refused it (then nothing was deleted)" })
export class DeleteLogPayload {
  @Readers.contractors()
  @Field(() => Int, { description: "The entry removed" })
  deletedId!: number;

  @Readers.contractors()
  @Field(() => CostCounters, { description: "The order's counters after the change" })
  costCounters!: CostCounters;
}
