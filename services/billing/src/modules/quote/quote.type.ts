import { Field, Int, ObjectType } from "type-graphql";
import { ErrorInterface, PageOf, Readers } from "@wo/shared";
import { BillingItem, Quote } from "./quote.entity";

/**
 * A refused quote or item change: 'Required fields' with the fields' errors, 'Quote already accepted!',
 * a withdrawn quote, 'An accepted quote cannot be deleted', a stale version, or the rule that refused it.
 */
@ObjectType({
  implements: ErrorInterface,
  description:
    "A refused quote or item change: 'Required fields' with the fields' errors, 'Quote already accepted!', a withdrawn quote, 'An accepted quote cannot be deleted', a stale version, or the rule that refused it.",
})
export class QuoteError extends ErrorInterface {}

@ObjectType({ description: "One page of quote rows, with the total matching the query" })
export class QuotePage extends PageOf(Quote) {}

@ObjectType({ description: "One page of billing item rows, with the total matching the query" })
export class BillingItemPage extends PageOf(BillingItem) {}

@ObjectType({ description: "What saveQuote answers: the quote as saved, or the error that refused it (then nothing was saved)" })
export class SaveQuotePayload {
  @Readers.everyone()
  @Field(() => Quote, { nullable: true, description: "The quote as saved, read back; null when refused" })
  quote!: Quote | null;

  @Readers.everyone()
  @Field(() => QuoteError, { nullable: true, description: "Why nothing was saved; null when the quote was saved" })
  error!: QuoteError | null;
}

@ObjectType({ description: "What deleteQuote answers: the deleted quote's id, or the error that refused it (then nothing was deleted)" })
export class DeleteQuotePayload {
  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The quote deleted; null when refused" })
  deletedId!: number | null;

  @Readers.everyone()
  @Field(() => QuoteError, {
    nullable: true,
    description: "Why nothing was deleted (the rule or the row that uses it); null when the quote was deleted",
  })
  error!: QuoteError | null;
}

@ObjectType({ description: "What saveBillingItem answers: the quote line as saved, or the error that refused it (then nothing was saved)" })
export class SaveBillingItemPayload {
  @Readers.everyone()
  @Field(() => BillingItem, { nullable: true, description: "The quote line as saved, read back; null when refused" })
  item!: BillingItem | null;

  @Readers.everyone()
  @Field(() => Quote, { nullable: true, description: "The quote with its totals worked out again" })
  quote!: Quote | null;

  @Readers.everyone()
  @Field(() => QuoteError, { nullable: true, description: "Why nothing was saved; null when the billing item was saved" })
  error!: QuoteError | null;
}

@ObjectType({ description: "What deleteBillingItem answers: the deleted billing item's id, or the error that refused it (then nothing was deleted)" })
export class DeleteBillingItemPayload {
  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The item deleted; null when refused" })
  deletedId!: number | null;

  @Readers.everyone()
  @Field(() => Quote, { nullable: true, description: "The quote with its totals worked out again" })
  quote!: Quote | null;

  @Readers.everyone()
  @Field(() => QuoteError, {
    nullable: true,
    description: "Why nothing was deleted (the rule or the row that uses it); null when the billing item was deleted",
  })
  error!: QuoteError | null;
}

/**
 * What the viewer may do with a quote, decided once on the server and
 * sent with it, so the portals' and the back office's buttons never re-derive a rule.
 */
@ObjectType({
  description:
    "What the viewer may do with a quote, decided once on the server and sent with it, so the portals' and the back office's buttons never re-derive a rule.",
})
export class QuoteViewerCan {
  @Readers.everyone()
  @Field({
    description:
      "Accept it, reject it or ask for an alternative (acceptQuote, rejectQuote, requestAlternativeQuote): a quote sent for approval on an order awaiting quote approval, for the order's client's users and staff holding COST_DECISIONS",
  })
  answer!: boolean;

  @Readers.everyone()
  @Field({
    description:
      "Change it and its items (saveQuote, saveBillingItem, deleteBillingItem): staff holding COST_DECISIONS, or its contractor on an order still its own; never an Accepted or Withdrawn quote, nor by its contractor one Sent or on an order Closed, Completed, Cancelled or Submitted",
  })
  edit!: boolean;

  @Readers.everyone()
  @Field({
    description:
      "Send it for approval (sendQuoteForApproval; 'Re-Submit Quote' after a rejection): the same writers, not Accepted or Withdrawn, at least one item, the order Open, Awaiting Quote or Awaiting Quote Approval",
  })
  send!: boolean;

  @Readers.everyone()
  @Field({
    description:
      "Delete it (deleteQuote): the same writers; never an Accepted or Sent quote, nor by its contractor one on an order Closed, Completed, Cancelled or Submitted",
  })
  delete!: boolean;
}
