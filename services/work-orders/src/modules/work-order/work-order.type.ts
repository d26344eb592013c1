import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { ErrorInterface, Readers } from "@wo/shared";
import { WorkOrder } from "./work-order.entity";

/**
 * Why a work-order change was refused. REST: REQUIRED, INVALID, NOT_A_REQUEST and NOT_ALLOWED answer
 * 400; STALE, ILLEGAL_TRANSITION, LOCKED and ACTION_REQUIRED 409.
 */
export enum WorkOrderErrorCode {
  /** A required field is empty: 'Required fields' (or 'Subject and note required'), a field error each. */
  REQUIRED = "REQUIRED",
  /** A value is not valid: a site of another client, a contractor that is not active, a negative cost. */
  INVALID = "INVALID",
  /** The save was made on a copy older than the stored one. */
  STALE = "STALE",
  /** The status change is not in the transition table (docs/work-order-lifecycle.md). */
  ILLEGAL_TRANSITION = "ILLEGAL_TRANSITION",
  /** The finance section of an approved work order is locked. */
  LOCKED = "LOCKED",
  /** Approve-and-convert or decline of an order that is not a request awaiting a response. */
  NOT_A_REQUEST = "NOT_A_REQUEST",
  /** A save that makes a status change which has its own action (mark complete, submit costs, ...): the message names it. */
  ACTION_REQUIRED = "ACTION_REQUIRED",
  /** A field the caller may not set, or that this save does not change, was sent with a value: each is named (nothing is dropped silently). */
  NOT_ALLOWED = "NOT_ALLOWED",
}
registerEnumType(WorkOrderErrorCode, {
  name: "WorkOrderErrorCode",
  description: "Why a work-order change was refused",
  valuesConfig: {
    REQUIRED: { description: "A required field is empty: 'Required fields' (or 'Subject and note required'), a field error each." },
    INVALID: { description: "A value is not valid: a site of another client, a contractor that is not active, a negative cost." },
    STALE: { description: "The save was made on a copy older than the stored one." },
    ILLEGAL_TRANSITION: { description: "The status change is not in the transition table (docs/work-order-lifecycle.md)." },
    LOCKED: { description: "The finance section of an approved work order is locked." },
    NOT_A_REQUEST: { description: "Approve-and-convert or decline of an order that is not a request awaiting a response." },
    ACTION_REQUIRED: {
      description: "A save that makes a status change which has its own action (mark complete, submit costs, ...): the message names it.",
    },
    NOT_ALLOWED: {
      description:
        "A field the caller may not set, or that this save does not change, was sent with a value: each is named (nothing is dropped silently).",
    },
  },
});

/** The HTTP status a REST shim answers for each refusal. */
export const WORK_ORDER_ERROR_STATUS: Record<WorkOrderErrorCode, number> = {
  REQUIRED: 400,
  INVALID: 400,
  NOT_A_REQUEST: 400,
  NOT_ALLOWED: 400,
  STALE: 409,
  ILLEGAL_TRANSITION: 409,
  LOCKED: 409,
  ACTION_REQUIRED: 409,
};

export const STALE_MESSAGE = "This work order was changed by someone else after you opened it. Reload it to see their changes.";
export const LOCKED_MESSAGE = "The finance section of an approved work order is locked";
export const REQUIRED_FIELDS = "Required fields";
export const SUBJECT_AND_NOTE_REQUIRED = "Subject and note required";
export const NOT_A_REQUEST_MESSAGE = "Only a request awaiting a response can be approved, converted or declined";

/**
 * A refused work-order change (the Error interface: `code` holds a WorkOrderErrorCode's name, so a
 * form's `...on Error` reads it; `errorCode` is the same value, typed).
 */
@ObjectType({
  implements: ErrorInterface,
  description:
    "A refused work-order change (the Error interface: `code` holds a WorkOrderErrorCode's name, so a form's `...on Error` reads it; `errorCode` is the same value, typed).",
})
export class WorkOrderError extends ErrorInterface {
  @Readers.everyone()
  @Field(() => WorkOrderErrorCode, { description: "The code, typed (the same as `code`)" })
  get errorCode(): WorkOrderErrorCode {
    return this.code as WorkOrderErrorCode;
  }
}

@ObjectType({ description: "What saveWorkOrder answers: the work order as saved, or the error that refused it (then nothing was saved)" })
export class SaveWorkOrderPayload {
  @Readers.everyone()
  @Field(() => WorkOrder, { nullable: true, description: "The work order as saved, read back; null when refused" })
  workOrder!: WorkOrder | null;

  @Readers.everyone()
  @Field(() => WorkOrderError, { nullable: true, description: "Why nothing was saved; null when the work order was saved" })
  error!: WorkOrderError | null;
}

@ObjectType({ description: "An action closed to the viewer now, and why (WorkOrder.viewerCan.whyNot)" })
export class WorkOrderActionRefusal {
  @Readers.everyone()
  @Field({ description: "The flag's name in WorkOrderViewerCan, e.g. submitCosts" })
  action!: string;

  @Readers.everyone()
  @Field({
    description:
      "Why not, in plain words: the refusal the action itself would answer, e.g. 'Costs cannot be submitted while information is missing: no time is logged'",
  })
  reason!: string;
}

/**
 * What the viewer may do to a work order now, decided on the server by the same rules the writes
 * apply (services/shared/src/rules, STATUS_ACTIONS; docs/work-order-lifecycle.md "Who may do what"):
 * the screens show an action's button only when its flag is set, and may say why not from whyNot.
 */
@ObjectType({
  description:
    'What the viewer may do to a work order now, decided on the server by the same rules the writes apply (services/shared/src/rules, STATUS_ACTIONS; docs/work-order-lifecycle.md "Who may do what"): the screens show an action\'s button only when its flag is set, and may say why not from whyNot.',
})
export class WorkOrderViewerCan {
  @Readers.everyone()
  @Field({
    description:
      "Change the order's fields by saveWorkOrder: staff any order; a client user its own client's request while it awaits a response; a contractor user its own order while the work is with it (status 2, 3, 4, 5, 7, 11 or 13: progress code, asset, progress note)",
  })
  edit!: boolean;

  @Readers.everyone()
  @Field({ description: "Add a note (saveWorkOrderNote): everyone who reads the order; a portal user public notes only" })
  addNote!: boolean;

  @Readers.everyone()
  @Field({
    description:
      "Upload a document to the order (uploadDocument): staff and the order's client any time; its contractor not while it is Closed, Cancelled or Submitted (portals §4)",
  })
  attach!: boolean;

  @Readers.everyone()
  @Field({
    description:
      "Create a quote on the order (billing's saveQuote): staff holding COST_DECISIONS, or the order's contractor while it is not Closed, Completed, Cancelled or Submitted; the order needs a contractor",
  })
  quote!: boolean;

  @Readers.everyone()
  @Field({
    description:
      "Log, change or delete time and materials (billing's saveLogTime, saveLogMaterial, deletes): staff holding COST_DECISIONS while the order is not Closed, Cancelled, Approved or Discarded; its contractor not Submitted either; the order needs a contractor",
  })
  logTime!: boolean;

  @Readers.everyone()
  @Field({ description: "Approve and convert a request (approveAndConvert)" })
  approveAndConvert!: boolean;

  @Readers.everyone()
  @Field({ description: "Decline a request (declineRequest)" })
  decline!: boolean;

  @Readers.everyone()
  @Field({ description: "Cancel the order (cancelWorkOrder)" })
  cancel!: boolean;

  @Readers.everyone()
  @Field({ description: "Mark the work complete (completeWorkOrder): from Open, Awaiting Certificate, Awaiting Certificate Audit or Query" })
  complete!: boolean;

  @Readers.everyone()
  @Field({
    description:
      "Submit the logged costs (submitWorkOrderCosts) now: from Completed or Query (a contractor from Completed only), no MissingInfo marker, costs logged above 0 (which become the actual cost)",
  })
  submitCosts!: boolean;

  @Readers.everyone()
  @Field({ description: "Submit the costs at an amended price (amendSubmittedCosts) now: the same rule as submitCosts" })
  amendCosts!: boolean;

  @Readers.everyone()
  @Field({ description: "Approve the costs (approveWorkOrderCosts)" })
  approveCosts!: boolean;

  @Readers.everyone()
  @Field({ description: "Query the costs (queryWorkOrderCosts)" })
  queryCosts!: boolean;

  @Readers.everyone()
  @Field(() => [WorkOrderActionRefusal], {
    description: "For each action of the viewer's kind that is closed now (its flag false), why: the words its refusal would answer",
  })
  whyNot!: WorkOrderActionRefusal[];
}

@ObjectType({ description: "A row of the transition table: from a status, the statuses a work order may move to" })
export class StatusTransition {
  @Readers.everyone()
  @Field(() => Int, { description: "The status moved from (WorkOrderStatus.id)" })
  from!: number;

  @Readers.everyone()
  @Field(() => [Int], { description: "The statuses it may move to (WorkOrderStatus.id)" })
  to!: number[];
}
