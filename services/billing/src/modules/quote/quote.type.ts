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

@ObjectType()
export class QuotePage extends PageOf(Quote) {}

@ObjectType()
export class BillingItemPage extends PageOf(BillingItem) {}

@ObjectType()
export class SaveQuotePayload {
  @Readers.everyone()
  @Field(() => Quote, { nullable: true })
  quote!: Quote | null;

  @Readers.everyone()
  @Field(() => QuoteError, { nullable: true })
  error!: QuoteError | null;
}

@ObjectType()
export class DeleteQuotePayload {
  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The quote deleted; null when refused" })
  deletedId!: number | null;

  @Readers.everyone()
  @Field(() => QuoteError, { nullable: true })
  error!: QuoteError | null;
}

@ObjectType()
export class SaveBillingItemPayload {
  @Readers.everyone()
  @Field(() => BillingItem, { nullable: true })
  item!: BillingItem | null;

  @Readers.everyone()
  @Field(() => Quote, { nullable: true, description: "The quote with its totals worked out again" })
  quote!: Quote | null;

  @Readers.everyone()
  @Field(() => QuoteError, { nullable: true })
  error!: QuoteError | null;
}

@ObjectType()
export class DeleteBillingItemPayload {
  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The item deleted; null when refused" })
  deletedId!: number | null;

  @Readers.everyone()
  @Field(() => Quote, { nullable: true, description: "The quote with its totals worked out again" })
  quote!: Quote | null;

  @Readers.everyone()
  @Field(() => QuoteError, { nullable: true })
  error!: QuoteError | null;
}

/**
 * What the viewer may do with a quote, decided once on the server (quote.rules.ts `quoteViewerCan`) and
 * sent with it, so the portals' and the back office's buttons never re-derive a rule.
 */
@ObjectType({
  description:
    "What the viewer may do with a quote, decided once on the server (quote.rules.ts `quoteViewerCan`) and sent with it, so the portals' and the back office's buttons never re-derive a rule.",
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
