import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { DecimalScalar, LocalDateScalar, Readers } from "@wo/shared";
import { CostCheckCode, CostCheckSeverity } from "./cost-check.rules";

registerEnumType(CostCheckCode, {
  name: "CostCheckCode",
  description: 'What a cost-check flag is about (docs/billing.md "Cost checks")',
  valuesConfig: {
    OVER_QUOTE: { description: "The submitted cost is over the accepted quote by more than the tolerance" },
    AMENDED_ABOVE_LOGGED: { description: "An amended price is above the logged total by more than the tolerance" },
    LOGGED_CHANGED: { description: "The logged total is no longer the cost submitted (logs changed after the submission)" },
    NORMAL_RATE_OUT_OF_HOURS: { description: "Man-hours billed at the normal rate outside the contractor's normal window (or at a weekend)" },
    OUT_OF_HOURS_RATE_IN_HOURS: { description: "Man-hours billed at the out-of-hours rate inside the contractor's normal window" },
    TIME_COST_DIFFERS: { description: "A time entry's cost differs from what the contract's current rates make of it" },
    NOT_A_BANK_HOLIDAY: { description: "An entry flagged bank holiday on a day that is not one in England and Wales" },
    BANK_HOLIDAY_NOT_FLAGGED: { description: "An entry on a bank holiday of England and Wales not flagged as one" },
    NO_RATE_CARD: { description: "Time logged without a rate card (or hourly rate) in the client's contract for the contractor" },
    REPEATED_CALL_OUT: { description: "More than one call-out charge on one attendance day" },
    NO_JOB_SHEET: { description: "No job sheet is attached to the work order" },
    NO_CERTIFICATE: { description: "A PPM work order without a certificate attached" },
  },
});
registerEnumType(CostCheckSeverity, {
  name: "CostCheckSeverity",
  description: "ERROR: the order would be paid more than it should, or lacks its paperwork; WARNING: worth a look",
  valuesConfig: {
    WARNING: { description: "Worth a look before approving" },
    ERROR: { description: "The order would be paid more than it should, or lacks its paperwork" },
  },
});

@ObjectType("CostFigure", { description: "A figure a flag compares: money and hours as decimals (2 places), the tolerance as a fraction" })
export class CostFigureType {
  @Readers.staff()
  @Field(() => String, { description: "submittedCost, acceptedQuoteTotal, loggedTotal, tolerance, limit, charged, expected, ..." })
  name!: string;

  @Readers.staff()
  @Field(() => DecimalScalar, {
    description: "The figure as an exact decimal: pounds and hours to 2 places, the tolerance as a fraction (0.1 is 10%)",
  })
  value!: string;
}

@ObjectType({ description: "One difference the cost checks found, in plain words with the amounts" })
export class CostCheckFlag {
  @Readers.staff()
  @Field(() => CostCheckCode, { description: "What the flag is about, for programs" })
  code!: CostCheckCode;

  @Readers.staff()
  @Field(() => CostCheckSeverity, { description: "ERROR or WARNING" })
  severity!: CostCheckSeverity;

  @Readers.staff()
  @Field(() => String, { description: "The finding in plain words with the amounts in pounds, as the costs screen shows it" })
  message!: string;

  @Readers.staff()
  @Field(() => Int, { nullable: true, description: "The time entry it is about (the entry checks)" })
  logTimeId!: number | null;

  @Readers.staff()
  @Field(() => LocalDateScalar, { nullable: true, description: "The day it is about (the entry and call-out checks)" })
  workDate!: string | null;

  @Readers.staff()
  @Field(() => [CostFigureType], { description: "The figures the finding compares, by name" })
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
