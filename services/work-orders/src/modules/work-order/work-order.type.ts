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
registerEnumType(WorkOrderErrorCode, { name: "WorkOrderErrorCode", description: "Why a work-order change was refused" });

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
@ObjectType({ implements: ErrorInterface })
export class WorkOrderError extends ErrorInterface {
  @Readers.everyone()
  @Field(() => WorkOrderErrorCode, { description: "The code, typed (the same as `code`)" })
  get errorCode(): WorkOrderErrorCode {
    return this.code as WorkOrderErrorCode;
  }
}

@ObjectType()
export class SaveWorkOrderPayload {
  @Readers.everyone()
  @Field(() => WorkOrder, { nullable: true })
  workOrder!: WorkOrder | null;

  @Readers.everyone()
  @Field(() => WorkOrderError, { nullable: true })
  error!: WorkOrderError | null;
}

/**
 * What the viewer may do to a work order now, by the server's rules (the action's permission and the
 * order's status; docs/work-order-lifecycle.md "The actions"): the screens show an action's button
 * only when its flag is set. An action may still refuse on its own checks (a submission while
 * paperwork is missing, say).
 */
@ObjectType()
export class WorkOrderViewerCan {
  @Readers.everyone()
  @Field({
    description:
      "Change the order's fields by saveWorkOrder: staff any order; a client user its own client's request while it awaits a response; a contractor user none",
  })
  edit!: boolean;

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
  @Field({ description: "Mark the work complete (completeWorkOrder)" })
  complete!: boolean;

  @Readers.everyone()
  @Field({ description: "Submit the logged costs (submitWorkOrderCosts)" })
  submitCosts!: boolean;

  @Readers.everyone()
  @Field({ description: "Submit the costs at an amended price (amendSubmittedCosts)" })
  amendCosts!: boolean;

  @Readers.everyone()
  @Field({ description: "Approve the costs (approveWorkOrderCosts)" })
  approveCosts!: boolean;

  @Readers.everyone()
  @Field({ description: "Query the costs (queryWorkOrderCosts)" })
  queryCosts!: boolean;
}

@ObjectType({ description: "A row of the transition table: from a status, the statuses a work order may move to" })
export class StatusTransition {
  @Readers.everyone()
  @Field(() => Int)
  from!: number;

  @Readers.everyone()
  @Field(() => [Int])
  to!: number[];
}
