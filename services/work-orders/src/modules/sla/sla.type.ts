import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { Readers } from "@wo/shared";
import { SlaClockState } from "./sla.clock";

registerEnumType(SlaClockState, {
  name: "SlaClockState",
  description: "Where an SLA clock stands (docs/sla.md)",
  valuesConfig: {
    RUNNING: { description: "Counting down to its target" },
    PAUSED: { description: "Paused while the order waits on the client (Awaiting Quote Approval)" },
    MET: { description: "Met on or before its target" },
    BREACHED: { description: "Past its target: still running, or met late" },
    STOPPED: { description: "Ended without the work: cancelled, discarded, or closed by an accepted quote (its work goes on in a new order)" },
  },
});

@ObjectType({ description: "One SLA clock of a work order (docs/sla.md): its due date extended by the time paused" })
export class SlaClock {
  @Readers.everyone()
  @Field(() => SlaClockState, { description: "Where the clock stands" })
  state!: SlaClockState;

  @Readers.everyone()
  @Field(() => Date, { description: "The stored due date (responseDueDate or dueDate)" })
  dueDate!: Date;

  @Readers.everyone()
  @Field(() => Date, { description: "The due date extended by the time paused (business time for a business-hours code)" })
  target!: Date;

  @Readers.everyone()
  @Field(() => Int, {
    description:
      "Minutes left to the target at the time asked (or when met), in the code's measure (business minutes for a business-hours code); negative: the overrun",
  })
  minutesLeft!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "Minutes paused so far, in the code's measure" })
  pausedMinutes!: number;

  @Readers.everyone()
  @Field(() => Date, { nullable: true, description: "When the clock was met or stopped; null while it runs or is paused" })
  endedAt?: Date | null;

  @Readers.everyone()
  @Field({ description: "Whether the order's SLA code counts business hours only (Mon–Fri 08:00–18:00 London, bank holidays excepted)" })
  businessHoursOnly!: boolean;
}

@ObjectType({ description: "A work order's SLA clocks (docs/sla.md); a clock is null when the order has no such due date" })
export class SlaClocks {
  @Readers.everyone()
  @Field(() => SlaClock, {
    nullable: true,
    description: "The response clock: to responseDueDate, met when the contractor attends or moves the work on",
  })
  response?: SlaClock | null;

  @Readers.everyone()
  @Field(() => SlaClock, { nullable: true, description: "The fix clock: to dueDate, met when the work is done (Completed, Awaiting Certificate)" })
  fix?: SlaClock | null;
}
