import { Directive, Field, InputType, Int, ObjectType } from "type-graphql";
import { ErrorInterface, Readers, SEND_QUOTE_CLOSED_MESSAGE } from "@wo/shared";

/**
 * Why work-orders refused a quote decision; nothing changed. Billing passes the code and message on
 * to its caller (the REST shims answer 400 for REQUIRED and INVALID, 409 for the others).
 */
export const QuoteDecisionRefusal = {
  /** A note is needed (reject, alternative). */
  REQUIRED: "REQUIRED",
  /** The command does not hold together: an unknown kind, a key that is not the quote's, a quote of another order. */
  INVALID: "INVALID",
  /** The quote changed after the decision was asked for (its version in billing moved on). */
  STALE: "STALE",
  /** Send: the quote has no item. */
  NO_ITEMS: "NO_ITEMS",
  /** The quote was accepted already. */
  ALREADY_ACCEPTED: "ALREADY_ACCEPTED",
  /** Send: the quote was withdrawn. */
  WITHDRAWN: "WITHDRAWN",
  /** Accept, reject, alternative: the quote is not sent for approval. */
  NOT_SENT: "NOT_SENT",
  /** Send: the order is not Open, Awaiting Quote or Awaiting Quote Approval. */
  NOT_AWAITING_QUOTE: "NOT_AWAITING_QUOTE",
  /** Accept, reject, alternative: the order is not Awaiting Quote Approval (it moved on). */
  NOT_AWAITING_APPROVAL: "NOT_AWAITING_APPROVAL",
  /** The lifecycle's transition table refuses the move. */
  ILLEGAL_TRANSITION: "ILLEGAL_TRANSITION",
} as const;
export type QuoteDecisionRefusalCode = (typeof QuoteDecisionRefusal)[keyof typeof QuoteDecisionRefusal];

export const QUOTE_DECISION_MESSAGES = {
  ALREADY_ACCEPTED: "Quote already accepted!",
  NOTE_REQUIRED: "Note is required",
  NO_ITEMS: "A quote needs at least one item to be sent for approval",
  WITHDRAWN: "This quote was withdrawn",
  NOT_SENT: "This quote is not awaiting approval",
  NOT_AWAITING_QUOTE: SEND_QUOTE_CLOSED_MESSAGE,
  NOT_AWAITING_APPROVAL: "The work order is not awaiting quote approval",
  STALE: "This quote was changed by someone else after you opened it. Reload it to see their changes.",
  WRONG_KEY: "The command key is not this quote's",
  WRONG_ORDER: "The quote is not one of this work order's",
  KEY_REUSED: "The command key was used for another work order",
} as const;

/** A refused quote decision (the Error interface). Internal: billing's call only, not in the public API. */
@Directive("@inaccessible")
@ObjectType({
  implements: ErrorInterface,
  description: "A refused quote decision (the Error interface). Internal: billing's call only, not in the public API.",
})
export class ApplyQuoteDecisionError extends ErrorInterface {}

/**
 * billing's command: apply a decision on a quote to its work order, under the deterministic key
 * quote:<quoteId>:v<quoteVersion>:<kind>.
 */
@Directive("@inaccessible")
@InputType({
  description:
    "billing's command: apply a decision on a quote to its work order, under the deterministic key quote:<quoteId>:v<quoteVersion>:<kind>.",
})
export class ApplyQuoteDecisionInput {
  @Field(() => String, { description: "quote:<quoteId>:v<quoteVersion>:<kind>; a repeated key answers the stored result" })
  key!: string;

  @Field(() => String, { description: "send, accept, reject or alternative" })
  kind!: string;

  @Field(() => Int, { description: "The work order's id (WorkOrder.id)" })
  workOrderId!: number;

  @Field(() => Int, { description: "The quote's id (Quote.id)" })
  quoteId!: number;

  @Field(() => Int, { description: "The quote's version the decision was made on (billing's)" })
  quoteVersion!: number;

  @Field(() => String, { nullable: true, description: "The client's note: required to reject or ask for an alternative" })
  note?: string | null;
}

/** A decision as applied (now, or before: `replayed`). */
@Directive("@inaccessible")
@ObjectType({ description: "A decision as applied (now, or before: `replayed`)." })
export class AppliedQuoteDecision {
  @Readers.everyone()
  @Field(() => String, { description: "The decision's idempotency key, as sent" })
  key!: string;

  @Readers.everyone()
  @Field(() => String, { description: "accept, reject or alternative" })
  kind!: string;

  @Readers.everyone()
  @Field(() => Int, { description: "The work order's id (WorkOrder.id)" })
  workOrderId!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The quote's id (Quote.id)" })
  quoteId!: number;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "Accept: the new work order that carries the quoted work" })
  newWorkOrderId!: number | null;

  @Readers.everyone()
  @Field(() => Date, { description: "When it was first applied (UTC, ISO 8601)" })
  appliedAt!: Date;

  @Readers.everyone()
  @Field(() => Boolean, { description: "True when the key had been applied before: nothing was done again" })
  replayed!: boolean;
}

@Directive("@inaccessible")
@ObjectType({ description: "What applyQuoteDecision answers: the decision as applied, or why it was refused" })
export class ApplyQuoteDecisionPayload {
  @Readers.everyone()
  @Field(() => AppliedQuoteDecision, { nullable: true, description: "The decision as applied; null when refused" })
  decision!: AppliedQuoteDecision | null;

  @Readers.everyone()
  @Field(() => ApplyQuoteDecisionError, { nullable: true, description: "Why it was refused (then nothing was changed); null when it succeeded" })
  error!: ApplyQuoteDecisionError | null;
}
