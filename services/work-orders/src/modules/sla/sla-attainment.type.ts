import { ArgsType, Field, Float, Int, ObjectType, registerEnumType } from "type-graphql";
import { IsOptional, Min } from "class-validator";
import { LocalDateScalar, Readers } from "@wo/shared";
import { SlaClockKind } from "./sla.entity";

/** What the attainment report groups its clocks by (the order's current client, contractor or sub-trade). */
export enum SlaAttainmentGroupBy {
  CLIENT = "CLIENT",
  CONTRACTOR = "CONTRACTOR",
  SUB_TRADE = "SUB_TRADE",
}
registerEnumType(SlaAttainmentGroupBy, {
  name: "SlaAttainmentGroupBy",
  description: "What the SLA attainment report groups by (the order's current one)",
  valuesConfig: {
    CLIENT: { description: "The order's client" },
    CONTRACTOR: { description: "The order's contractor (orders without one: a group of their own)" },
    SUB_TRADE: { description: "The order's sub-trade (orders without one: a group of their own)" },
  },
});

registerEnumType(SlaClockKind, {
  name: "SlaClockKind",
  description: "The two SLA clocks of an order (docs/sla.md)",
  valuesConfig: {
    RESPONSE: { description: "The response clock, to responseDueDate" },
    FIX: { description: "The fix clock, to dueDate" },
  },
});

@ArgsType()
export class SlaAttainmentArgs {
  @Field(() => LocalDateScalar, { description: "From this London calendar day (inclusive)" })
  from!: string;

  @Field(() => LocalDateScalar, { description: "To this London calendar day (inclusive); at most 366 days after from" })
  to!: string;

  @Field(() => SlaAttainmentGroupBy, { defaultValue: SlaAttainmentGroupBy.CLIENT, description: "What to group by" })
  groupBy!: SlaAttainmentGroupBy;

  @Field(() => SlaClockKind, { nullable: true, description: "One clock only (default: both)" })
  clock?: SlaClockKind | null;

  @Field(() => Int, { nullable: true, description: "Only this client's work orders (Client.id)" })
  @IsOptional()
  @Min(1)
  clientId?: number | null;

  @Field(() => Int, { nullable: true, description: "Only this contractor's work orders (Contractor.id; the contractor portal's own)" })
  @IsOptional()
  @Min(1)
  contractorId?: number | null;
}

/** One group's attainment (or the whole range's: the total). */
@ObjectType({ description: "SLA attainment of one group of orders over a date range (docs/sla.md, Attainment)" })
export class SlaAttainmentRow {
  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The client's, contractor's or sub-trade's id; null for orders without one, and for the total" })
  groupId?: number | null;

  @Readers.everyone()
  @Field(() => String, { description: 'The group\'s name ("(none)" for orders without one, "Total" for the total)' })
  groupName!: string;

  @Readers.everyone()
  @Field(() => Int, { description: "Orders with at least one clock counted in the range" })
  orders!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "Response clocks met (on or before their target) within the range" })
  responseMet!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "Response clocks whose target passed within the range unmet" })
  responseBreached!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "Fix clocks met (on or before their target) within the range" })
  fixMet!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "Fix clocks whose target passed within the range unmet" })
  fixBreached!: number;

  @Readers.everyone()
  @Field(() => Float, { nullable: true, description: "Met clocks as a percentage of the clocks counted (one decimal); null when none" })
  attainmentPercent?: number | null;

  @Readers.everyone()
  @Field(() => Int, {
    description: "Minutes the counted clocks were paused (awaiting quote approval) before they were decided, in each code's measure",
  })
  pausedMinutes!: number;

  @Readers.everyone()
  @Field(() => Float, { nullable: true, description: "Paused minutes per clock counted (one decimal); null when none" })
  averagePausedMinutes?: number | null;
}

@ObjectType({ description: "The SLA attainment report: a row per group and the total (docs/sla.md, Attainment)" })
export class SlaAttainment {
  @Readers.everyone()
  @Field(() => LocalDateScalar, { description: "The first London day counted" })
  from!: string;

  @Readers.everyone()
  @Field(() => LocalDateScalar, { description: "The last London day counted" })
  to!: string;

  @Readers.everyone()
  @Field(() => SlaAttainmentGroupBy, { description: "What the rows group by" })
  groupBy!: SlaAttainmentGroupBy;

  @Readers.everyone()
  @Field(() => [SlaAttainmentRow], { description: "A row per group with clocks counted, by name" })
  rows!: SlaAttainmentRow[];

  @Readers.everyone()
  @Field(() => SlaAttainmentRow, { description: "The whole range (orders counted once even when in several groups' clocks)" })
  total!: SlaAttainmentRow;
}
