import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { DecimalScalar, LocalDateScalar, Readers } from "@wo/shared";
import { CostCheckCode, CostCheckSeverity } from "./cost-check.rules";

registerEnumType(CostCheckCode, { name: "CostCheckCode", description: 'What a cost-check flag is about (docs/billing.md "Cost checks")' });
registerEnumType(CostCheckSeverity, {
  name: "CostCheckSeverity",
  description: "ERROR: the order would be paid more than it should, or lacks its paperwork; WARNING: worth a look",
});

@ObjectType("CostFigure", { description: "A figure a flag compares: money and hours as decimals (2 places), the tolerance as a fraction" })
export class CostFigureType {
  @Readers.staff()
  @Field(() => String, { description: "submittedCost, acceptedQuoteTotal, loggedTotal, tolerance, limit, charged, expected, ..." })
  name!: string;

  @Readers.staff()
  @Field(() => DecimalScalar)
  value!: string;
}

@ObjectType({ description: "One difference the cost checks found, in plain words with the amounts" })
export class CostCheckFlag {
  @Readers.staff()
  @Field(() => CostCheckCode)
  code!: CostCheckCode;

  @Readers.staff()
  @Field(() => CostCheckSeverity)
  severity!: CostCheckSeverity;

  @Readers.staff()
  @Field(() => String)
  message!: string;

  @Readers.staff()
  @Field(() => Int, { nullable: true, description: "The time entry it is about (the entry checks)" })
  logTimeId!: number | null;

  @Readers.staff()
  @Field(() => LocalDateScalar, { nullable: true, description: "The day it is about (the entry and call-out checks)" })
  workDate!: string | null;

  @Readers.staff()
  @Field(() => [CostFigureType])
  figures!: CostFigureType[];
}

@ObjectType({
  description:
    "The rule-based checks of a work order's submitted cost, worked out when read (never stored): the totals they compare and the flags. Orders are checked once Completed, Submitted, Query or Approved",
})
export class CostChecks {
  @Readers.staff()
  @Field(() => Int, { description: "The work order's id (WorkOrder.id)" })
  workOrderId!: number;

  @Readers.staff()
  @Field(() => Boolean, { description: "Whether the order's status is one whose costs are checked (Completed, Submitted, Query, Approved)" })
  checked!: boolean;

  @Readers.staff()
  @Field(() => DecimalScalar, { description: "Billing's logged total (hours, materials, call-out charges), 2 decimals" })
  loggedTotal!: string;

  @Readers.staff()
  @Field(() => DecimalScalar, {
    nullable: true,
    description: "The accepted quote's net total (of this order, or accepted into it), when there is one",
  })
  acceptedQuoteTotal!: string | null;

  @Readers.staff()
  @Field(() => DecimalScalar, { description: "COST_CHECK_TOLERANCE as a fraction (0.10 = 10%)" })
  tolerance!: string;

  @Readers.staff()
  @Field(() => [CostCheckFlag], { description: "Errors first, then warnings, each in the checks' order" })
  flags!: CostCheckFlag[];
}
