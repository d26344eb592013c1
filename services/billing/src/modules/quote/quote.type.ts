import { Field, Int, ObjectType } from "type-graphql";
import { ErrorInterface, PageOf, Readers } from "@wo/shared";
import { BillingItem, Quote } from "./quote.entity";

/**
 * A refused quote or item change: 'Required fields' with the fields' errors, 'Quote already accepted!',
 * a withdrawn quote, 'An accepted quote cannot be deleted', a stale version, or the rule that refused it.
 */
@ObjectType({ implements: ErrorInterface })
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
