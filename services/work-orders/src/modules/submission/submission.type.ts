import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { DecimalScalar, ErrorInterface, errorOf, Readers } from "@wo/shared";
import { WorkOrder } from "../work-order/work-order.entity";
import type { SaveWorkOrderPayload } from "../work-order/work-order.type";

/**
 * Why a mark-complete, submission or amendment was refused (docs/billing.md "Submission"). REST:
 * REQUIRED and INVALID answer 400; STALE, ILLEGAL_TRANSITION, MISSING_INFO and NO_COSTS 409 (the
 * order is not in a state to take it).
 */
export enum SubmissionErrorCode {
  /** The reason of an amendment is empty: 'Required fields'. */
  REQUIRED = "REQUIRED",
  /** The amended price is not above 0 or has more than 3 decimals: 'Amended price must be greater than 0'. */
  INVALID = "INVALID",
  /** The order changed since the version the caller read. */
  STALE = "STALE",
  /** The order's status does not allow it (mark complete from Open, Awaiting Certificate (Audit) or Query; submit from Completed or Query). */
  ILLEGAL_TRANSITION = "ILLEGAL_TRANSITION",
  /** Time, a job sheet or (PPM) a certificate is missing: MissingInfo carries markers. */
  MISSING_INFO = "MISSING_INFO",
  /** Nothing is logged: there is no cost to submit. */
  NO_COSTS = "NO_COSTS",
}
registerEnumType(SubmissionErrorCode, {
  name: "SubmissionErrorCode",
  description: "Why a cost submission was refused",
  valuesConfig: {
    REQUIRED: { description: "The reason of an amendment is empty: 'Required fields'." },
    INVALID: { description: "The amended price is not above 0 or has more than 3 decimals: 'Amended price must be greater than 0'." },
    STALE: { description: "The order changed since the version the caller read." },
    ILLEGAL_TRANSITION: {
      description:
        "The order's status does not allow it (mark complete from Open, Awaiting Certificate (Audit) or Query; submit from Completed or Query).",
    },
    MISSING_INFO: { description: "Time, a job sheet or (PPM) a certificate is missing: MissingInfo carries markers." },
    NO_COSTS: { description: "Nothing is logged: there is no cost to submit." },
  },
});

export const SUBMISSION_ERROR_STATUS: Record<SubmissionErrorCode, number> = {
  REQUIRED: 400,
  INVALID: 400,
  STALE: 409,
  ILLEGAL_TRANSITION: 409,
  MISSING_INFO: 409,
  NO_COSTS: 409,
};

/** The legacy code of mark complete's answer when costs are logged: the portal then asks whether to submit them (portals §4, §8). */
export const COSTS_WAITING_CODE = 2011;
export const MARKED_COMPLETE = "Work order marked as complete";
export const COSTS_SUBMITTED = "Your costs have been submitted";
export const AMENDED_PRICE_MESSAGE = "Amended price must be greater than 0";
export const NO_COSTS_MESSAGE = "There are no logged costs to submit";

/** A refused submission (the Error interface; `errorCode` is `code`, typed). */
@ObjectType({ implements: ErrorInterface, description: "A refused submission (the Error interface; `errorCode` is `code`, typed)." })
export class SubmissionError extends ErrorInterface {
  @Readers.contractors()
  @Field(() => SubmissionErrorCode, { description: "The code, typed (the same as `code`)" })
  get errorCode(): SubmissionErrorCode {
    return this.code as SubmissionErrorCode;
  }
}

/** A refusal as the lifecycle's actions carry it (their payload), with a submission code. */
export function submissionRefusal(code: SubmissionErrorCode, message: string, fieldErrors: { field: string; message: string }[] = []) {
  return { workOrder: null, error: errorOf(SubmissionError, code, message, fieldErrors) } as unknown as SaveWorkOrderPayload;
}

/** The lifecycle's refusal (STALE, ILLEGAL_TRANSITION, or one of submissionRefusal's) as a SubmissionError. */
export function asSubmissionError(error: { code: string; message: string; fieldErrors: { field: string; message: string }[] }): SubmissionError {
  if (!(error.code in SUBMISSION_ERROR_STATUS)) throw new Error(`Not a submission refusal: ${error.code}`);
  return errorOf(SubmissionError, error.code, error.message, error.fieldErrors);
}

@ObjectType({ description: "What mark complete answers: the order, or why not; and whether logged costs wait to be submitted" })
export class CompleteWorkOrderPayload {
  @Readers.contractors()
  @Field(() => WorkOrder, { nullable: true, description: "The work order as it now is; null when refused" })
  workOrder!: WorkOrder | null;

  @Readers.contractors()
  @Field(() => SubmissionError, { nullable: true, description: "Why it was refused (then nothing was changed); null when it succeeded" })
  error!: SubmissionError | null;

  @Readers.contractors()
  @Field(() => DecimalScalar, { nullable: true, description: "The logged total the order's actual cost was set to, 2 decimals" })
  loggedTotal!: string | null;

  @Readers.contractors()
  @Field(() => Int, {
    nullable: true,
    description: "2011 when costs are logged: the caller should ask whether to submit them (submitWorkOrderCosts); null otherwise",
  })
  code!: number | null;

  @Readers.contractors()
  @Field(() => String, {
    nullable: true,
    description: "The cost question ('Costs of £123.45 are logged on this work order. ...') or 'Work order marked as complete'",
  })
  message!: string | null;
}

@ObjectType({ description: "What a submission or an amendment answers: the order, or why not" })
export class SubmitCostsPayload {
  @Readers.contractors()
  @Field(() => WorkOrder, { nullable: true, description: "The work order as it now is; null when refused" })
  workOrder!: WorkOrder | null;

  @Readers.contractors()
  @Field(() => SubmissionError, { nullable: true, description: "Why it was refused (then nothing was changed); null when it succeeded" })
  error!: SubmissionError | null;

  @Readers.contractors()
  @Field(() => String, { nullable: true, description: "'Your costs have been submitted'" })
  message!: string | null;
}
