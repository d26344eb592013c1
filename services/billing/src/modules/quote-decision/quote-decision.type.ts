import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { ErrorInterface, Readers } from "@wo/shared";
import { Quote } from "../quote/quote.entity";

/**
 * Why a quote decision was refused: nothing changed, in billing or in work-orders. REST: REQUIRED,
 * INVALID and NO_ITEMS answer 400, UNAVAILABLE 503, the others 409 (gateway/src/rest/quote-decisions.routes.ts).
 */
export enum QuoteDecisionErrorCode {
  /** Reject, alternative: 'Note is required'. */
  REQUIRED = "REQUIRED",
  /** The request does not hold together (work-orders' word for a key or order that is not the quote's). */
  INVALID = "INVALID",
  /** The quote (its version) changed after it was read. */
  STALE = "STALE",
  /** Send: the quote has no item. */
  NO_ITEMS = "NO_ITEMS",
  /** 'Quote already accepted!' */
  ALREADY_ACCEPTED = "ALREADY_ACCEPTED",
  /** Send: the quote was withdrawn. */
  WITHDRAWN = "WITHDRAWN",
  /** Accept, reject, alternative: the quote is not sent for approval. */
  NOT_SENT = "NOT_SENT",
  /** Send: the order is not Open, Awaiting Quote or Awaiting Quote Approval. */
  NOT_AWAITING_QUOTE = "NOT_AWAITING_QUOTE",
  /** Accept, reject, alternative: the order is not Awaiting Quote Approval (it moved on). */
  NOT_AWAITING_APPROVAL = "NOT_AWAITING_APPROVAL",
  /** The work-order lifecycle's transition table refuses the move. */
  ILLEGAL_TRANSITION = "ILLEGAL_TRANSITION",
  /** Work-orders could not be reached or failed (nothing was changed; try again), or did not answer in time (it may yet apply it). */
  UNAVAILABLE = "UNAVAILABLE",
}
registerEnumType(QuoteDecisionErrorCode, {
  name: "QuoteDecisionErrorCode",
  description: "Why a quote decision was refused",
  valuesConfig: {
    REQUIRED: { description: "Reject, alternative: 'Note is required'." },
    INVALID: { description: "The request does not hold together (work-orders' word for a key or order that is not the quote's)." },
    STALE: { description: "The quote (its version) changed after it was read." },
    NO_ITEMS: { description: "Send: the quote has no item." },
    ALREADY_ACCEPTED: { description: "'Quote already accepted!'" },
    WITHDRAWN: { description: "Send: the quote was withdrawn." },
    NOT_SENT: { description: "Accept, reject, alternative: the quote is not sent for approval." },
    NOT_AWAITING_QUOTE: { description: "Send: the order is not Open, Awaiting Quote or Awaiting Quote Approval." },
    NOT_AWAITING_APPROVAL: { description: "Accept, reject, alternative: the order is not Awaiting Quote Approval (it moved on)." },
    ILLEGAL_TRANSITION: { description: "The work-order lifecycle's transition table refuses the move." },
    UNAVAILABLE: {
      description: "Work-orders could not be reached or failed (nothing was changed; try again), or did not answer in time (it may yet apply it).",
    },
  },
});

export const QUOTE_DECISION_MESSAGES = {
  ALREADY_ACCEPTED: "Quote already accepted!",
  NOTE_REQUIRED: "Note is required",
  NO_ITEMS: "A quote needs at least one item to be sent for approval",
  WITHDRAWN: "This quote was withdrawn",
  NOT_SENT: "This quote is not awaiting approval",
  NONE_SENT: "No quote of this work order is awaiting approval",
  NOT_AWAITING_APPROVAL: "The work order is not awaiting quote approval",
  STALE: "This quote was changed by someone else after you opened it. Reload it to see their changes.",
  UNAVAILABLE: "Work orders could not be reached: nothing was changed. Try again.",
  UNANSWERED: "Work orders did not answer in time: the decision may still be applied. Check the quote again shortly.",
} as const;

/** A refused quote decision (the Error interface; `errorCode` is `code`, typed). */
@ObjectType({ implements: ErrorInterface, description: "A refused quote decision (the Error interface; `errorCode` is `code`, typed)." })
export class QuoteDecisionError extends ErrorInterface {
  @Readers.everyone()
  @Field(() => QuoteDecisionErrorCode, { description: "The code, typed (the same as `code`)" })
  get errorCode(): QuoteDecisionErrorCode {
    return this.code as QuoteDecisionErrorCode;
  }
}

@ObjectType({
  description:
    "What a quote decision (send, accept, reject, ask for an alternative) answers: the quote as it now is, or why it was refused (then nothing changed)",
})
export class QuoteDecisionPayload {
  @Readers.everyone()
  @Field(() => Quote, { nullable: true, description: "The quote as it is now" })
  quote!: Quote | null;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "Accept: the new work order that carries the quoted work (NewWorkorderId)" })
  newWorkOrderId!: number | null;

  @Readers.everyone()
  @Field(() => QuoteDecisionError, { nullable: true, description: "Why it was refused (then nothing was changed); null when it succeeded" })
  error!: QuoteDecisionError | null;
}
