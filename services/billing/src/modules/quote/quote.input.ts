import { ArgsType, Field, InputType, Int } from "type-graphql";
import { IsOptional, MaxLength, Min } from "class-validator";
import { DecimalScalar, listInputs } from "@wo/shared";
import { BILLING_ITEM_LIST, QUOTE_LIST } from "./quote.list";

const quoteInputs = listInputs(QUOTE_LIST);
const itemInputs = listInputs(BILLING_ITEM_LIST);

/** The arguments of `quotes`: page, pageSize, sort (billing date by default), search, filters, and the list's own. */
@ArgsType()
export class QuotesArgs extends quoteInputs.Args {
  @Field(() => Int, { nullable: true, description: "One work order's quotes" })
  @IsOptional()
  @Min(0)
  workOrderId?: number | null;

  @Field(() => Int, { nullable: true, description: "One client's quotes (a client user always sees only its own, never a draft)" })
  @IsOptional()
  @Min(0)
  clientId?: number | null;

  @Field(() => Int, { nullable: true, description: "One contractor's quotes (a contractor user always sees only its own)" })
  @IsOptional()
  @Min(0)
  contractorId?: number | null;

  @Field(() => Int, { nullable: true, description: "Only quotes for this site's work orders (Site.id)" })
  @IsOptional()
  @Min(0)
  siteId?: number | null;

  @Field(() => Int, { nullable: true, description: "Quotes of one status (billingStatuses)" })
  @IsOptional()
  @Min(0)
  billingStatusId?: number | null;
}

/** The arguments of `billingItems`: the quote, and page and pageSize (the REST shim's page size 0 is every item). */
@ArgsType()
export class BillingItemsArgs extends itemInputs.Args {
  @Field(() => Int, { description: "The quote (BillingId); NOT_FOUND when the viewer may not see it" })
  @Min(1)
  billingId!: number;
}

/**
 * A quote as the quote popups (and POST/PUT /api/Billings) send it; id 0 or absent creates one for
 * the work order. Its status, references, totals and parties are set by the server.
 */
@InputType({
  description:
    "A quote as the quote popups (and POST/PUT /api/Billings) send it; id 0 or absent creates one for the work order. Its status, references, totals and parties are set by the server.",
})
export class SaveQuoteInput {
  @Field(() => Int, { nullable: true, description: "The quote to update; 0 or absent creates one" })
  @IsOptional()
  @Min(0)
  id?: number | null;

  @Field(() => Int, { nullable: true, description: "The version read, when updating: a stale one is refused" })
  @IsOptional()
  @Min(0)
  version?: number | null;

  @Field(() => Int, { nullable: true, description: "The work order quoted for (EntityId): required on create, fixed after" })
  @IsOptional()
  @Min(0)
  workOrderId?: number | null;

  @Field(() => String, { nullable: true, description: "What is quoted for (Summary): required" })
  @IsOptional()
  @MaxLength(2000, { message: "Summary must be 2,000 characters or fewer" })
  summary?: string | null;

  @Field(() => Date, { nullable: true, description: "Dated; now when left out on create, unchanged on update" })
  @IsOptional()
  billingDate?: Date | null;

  @Field(() => String, { nullable: true, description: "The back office's own reference: staff only (any status); left out: unchanged" })
  @IsOptional()
  @MaxLength(50, { message: "AMPM Quote Ref must be 50 characters or fewer" })
  ampmQuoteRef?: string | null;
}

/**
 * A quote's line (POST/PUT /api/BillingItems): description, amount ex tax and units are required
 * ('Required fields'); units 1 or more and the amount 0 or more, each with up to 3 decimals; the tax
 * rate from 0 to 1 (0.2 when left out).
 */
@InputType({
  description:
    "A quote's line (POST/PUT /api/BillingItems): description, amount ex tax and units are required ('Required fields'); units 1 or more and the amount 0 or more, each with up to 3 decimals; the tax rate from 0 to 1 (0.2 when left out).",
})
export class SaveBillingItemInput {
  @Field(() => Int, { nullable: true, description: "The quote line to update; 0 or absent creates one" })
  @IsOptional()
  @Min(0)
  id?: number | null;

  @Field(() => Int, { nullable: true, description: "The quote (BillingId): required on create, fixed after" })
  @IsOptional()
  @Min(0)
  billingId?: number | null;

  @Field(() => String, { nullable: true, description: "Required" })
  @IsOptional()
  @MaxLength(1000, { message: "Description must be 1,000 characters or fewer" })
  description?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: "Required: 1 or more, up to 3 decimals" })
  @IsOptional()
  units?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: "Required: pounds per unit ex tax, 0 or more, up to 3 decimals" })
  @IsOptional()
  itemAmountExTax?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: "0 to 1 (0.2 = 20% VAT); left out: 0.2 on create, unchanged on update" })
  @IsOptional()
  taxRate?: string | null;

  @Field(() => Int, { nullable: true, description: "billingItemTypes; 0 or none: no type" })
  @IsOptional()
  @Min(0)
  billingItemTypeId?: number | null;
}
