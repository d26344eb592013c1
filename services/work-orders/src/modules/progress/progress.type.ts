import { Field, ObjectType, registerEnumType } from "type-graphql";
import { Readers } from "@wo/shared";

/** The steps of a work order's progress that a client may know (WorkOrder.progress), in the order they usually happen. */
export enum WorkOrderProgress {
  /** The request or work order was raised */
  RAISED = "RAISED",
  /** The request was approved and converted (moved from Awaiting Response on) */
  APPROVED = "APPROVED",
  /** The order was given to a contractor (the contractor was told) */
  ASSIGNED = "ASSIGNED",
  /** A quote was sent for approval (Awaiting Quote Approval) */
  QUOTED = "QUOTED",
  /** The work was done: Completed, Awaiting Certificate, Closed and the statuses after them */
  COMPLETED = "COMPLETED",
  /** The order was cancelled */
  CANCELLED = "CANCELLED",
  /** The request was declined (Discarded) */
  DECLINED = "DECLINED",
}
registerEnumType(WorkOrderProgress, {
  name: "WorkOrderProgress",
  description: "A step of a work order's progress that a client may know",
  valuesConfig: {
    RAISED: { description: "The request or work order was raised" },
    APPROVED: { description: "The request was approved and converted (moved from Awaiting Response on)" },
    ASSIGNED: { description: "The order was given to a contractor (the contractor was told)" },
    QUOTED: { description: "A quote was sent for approval (Awaiting Quote Approval)" },
    COMPLETED: { description: "The work was done: Completed, Awaiting Certificate, Closed and the statuses after them" },
    CANCELLED: { description: "The order was cancelled" },
    DECLINED: { description: "The request was declined (Discarded)" },
  },
});

/**
 * One step of a work order's progress: what happened and when, the first time it did. Never the audit
 * line itself, who did it, costs or notes: what every reader of the order may know.
 */
@ObjectType({ description: "A step of a work order's progress (WorkOrder.progress): what happened, the first time it did" })
export class WorkOrderProgressStep {
  @Readers.everyone()
  @Field(() => WorkOrderProgress, { description: "What happened" })
  step!: WorkOrderProgress;

  @Readers.everyone()
  @Field(() => Date, { description: "When it happened" })
  at!: Date;

  @Readers.everyone()
  @Field({ description: "What the timeline shows: 'Request raised', 'Request approved', 'Given to a contractor', ..." })
  label!: string;
}
