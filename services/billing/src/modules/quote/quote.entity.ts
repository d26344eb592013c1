import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { DecimalScalar, NONE, Readers, type Tenancy, type TenantRule } from "@wo/shared";
import { BillingItemType, BillingStatus } from "../lookup/lookup.entities";

/**
 * Quote statuses (portals §4; docs/billing.md "Quote statuses"). 1 Draft is set on every save by
 * the contractor; 2 Sent for approval when the contractor sends it (the work order goes to 4);
 * then the client's answer: 3 Rejected (the contractor may re-submit), 4 Accepted (read-only; the
 * work goes on in a new work order), 5 Alternative requested (the contractor quotes again);
 * 6 Withdrawn: a quote superseded by another quote of the same order, or whose order was cancelled.
 */
export const QuoteStatusId = { Draft: 1, Sent: 2, Rejected: 3, Accepted: 4, AlternativeRequested: 5, Withdrawn: 6 } as const;

/** Billing types (§3 Quote.BillingTypeId): 1 a quote, the only kind so far. */
export const BillingTypeId = { Quote: 1 } as const;

/**
 * A contractor's quote for a work order (portals §3 Quote; the legacy "Billing"). Its totals are
 * the sums of its items' rounded line amounts (docs/billing.md "Money"), kept on the row in the same
 * transaction as every item change so the quotations grid can sort by them. Its contractor is the one
 * that made it (the order's then). Who reads it follows its work order as it is now (QUOTE_TENANCY,
 * through work-orders' v_work_assignment), and so do the client and site it shows (quote.list.ts).
 * The row's own client_id and site_id record the order's when the quote was made: indexed, the
 * quotations grid sorts, searches and filters by names through them (the same as the order's unless
 * staff moved the order since); nothing reads them to decide who sees the quote.
 */
@ObjectType({
  simpleResolvers: true,
  description:
    "A contractor's quote for a work order (portals §3 Quote; the legacy \"Billing\"). Its totals are the sums of its items' rounded line amounts (docs/billing.md \"Money\"), kept on the row in the same transaction as every item change so the quotations grid can sort by them. Its contractor is the one that made it (the order's then). Who may read it follows its work order as it is now (staff; the order's client's users; the order's contractor), and so do the client and site it shows.",
})
@Entity({ tableName: "billing" })
@Index({
  name: "billing_work_order_idx",
  expression: 'create index "billing_work_order_idx" on "billing"."billing" ("work_order_id", "id") include ("search_text")',
})
@Index({ name: "billing_client_idx", properties: ["clientId", "billingDate", "id"] })
@Index({ name: "billing_contractor_idx", properties: ["contractorId", "billingDate", "id"] })
@Index({ name: "billing_id_words_idx", expression: 'create index "billing_id_words_idx" on "billing"."billing" ("id") include ("search_text")' })
@Index({
  name: "billing_date_idx",
  expression: 'create index "billing_date_idx" on "billing"."billing" ("billing_date", "id") include ("search_text")',
})
@Index({ name: "billing_new_work_order_idx", properties: ["newWorkOrderId"] })
// the quotations grid's own sorts, its site filter and its search (migrations 20261202160000-quote-list-indexes,
// 20261213100000-quote-grid-search): the name columns merge each name's quotes from (key, id); every
// sort index carries search_text, so that a search read in its order is tested in the index
@Index({
  name: "billing_summary_idx",
  expression: 'create index "billing_summary_idx" on "billing"."billing" ("summary", "id") include ("search_text")',
})
@Index({
  name: "billing_total_idx",
  expression: 'create index "billing_total_idx" on "billing"."billing" ("total_amount_ex_tax", "id") include ("search_text")',
})
@Index({
  name: "billing_total_inc_tax_idx",
  expression: 'create index "billing_total_inc_tax_idx" on "billing"."billing" ("total_amount_inc_tax", "id") include ("search_text")',
})
@Index({
  name: "billing_ampm_idx",
  expression: 'create index "billing_ampm_idx" on "billing"."billing" ("ampm_quote_ref", "id") include ("search_text")',
})
@Index({ name: "billing_site_idx", expression: 'create index "billing_site_idx" on "billing"."billing" ("site_id", "id") include ("search_text")' })
@Index({
  name: "billing_contractor_id_idx",
  expression: 'create index "billing_contractor_id_idx" on "billing"."billing" ("contractor_id", "id") include ("search_text")',
})
@Index({
  name: "billing_client_id_idx",
  expression: 'create index "billing_client_id_idx" on "billing"."billing" ("client_id", "id") include ("search_text")',
})
@Index({
  name: "billing_status_idx",
  expression: 'create index "billing_status_idx" on "billing"."billing" ("billing_status_id", "id") include ("search_text")',
})
@Index({
  name: "billing_search_text_idx",
  expression: 'create index "billing_search_text_idx" on "billing"."billing" using gin ("search_text" gin_trgm_ops)',
})
@Check({ name: "billing_totals_check", expression: '"total_amount_ex_tax" >= 0 and "total_tax" >= 0 and "total_amount_inc_tax" >= 0' })
export class Quote {
  @Readers.everyone()
  @Field(() => Int, { description: "The quote's id (legacy Id)" })
  @PrimaryKey()
  id!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "1: a quote" })
  @Property({ type: "integer", default: BillingTypeId.Quote })
  billingTypeId: number & Opt = BillingTypeId.Quote;

  @Readers.everyone()
  @Field(() => Int, { description: "The work order quoted for (EntityId)" })
  @Property({ type: "integer" })
  workOrderId!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The work order's client as it is now (who reads the quote follows it)" })
  @Property({ type: "integer" })
  clientId!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The contractor that made the quote" })
  @Property({ type: "integer" })
  contractorId!: number;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The work order's site as it is now" })
  @Property({ type: "integer", nullable: true })
  siteId?: number | null;

  @Readers.everyone()
  @Field(() => String, { description: "QuoteRef: QT followed by the zero-padded id; read-only" })
  @Property({ type: "text", generated: `('QT' || lpad(id::text, 6, '0')) stored` })
  quoteRef!: string & Opt;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The back office's own reference for the quote" })
  @Property({ type: "text", nullable: true })
  ampmQuoteRef?: string | null;

  @Readers.everyone()
  @Field(() => Date, { description: "Dated" })
  @Property({ type: "timestamptz", defaultRaw: "now()" })
  billingDate: Date & Opt = new Date();

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "What is quoted for (Summary / Description)" })
  @Property({ type: "text", nullable: true })
  summary?: string | null;

  @Readers.everyone()
  @Field(() => Int, {
    description: "The quote's status (BillingStatus.id): Draft, Sent for Approval, Rejected, Accepted, Alternative Requested or Withdrawn",
  })
  @ManyToOne(() => BillingStatus, { mapToPk: true, fieldName: "billing_status_id", default: QuoteStatusId.Draft })
  billingStatusId: number & Opt = QuoteStatusId.Draft;

  @Readers.everyone()
  @Field(() => DecimalScalar, { description: "Sum of the items' net line amounts, 2 decimals" })
  @Property({ type: "decimal", precision: 14, scale: 2, default: 0 })
  totalAmountExTax: string & Opt = "0.00";

  @Readers.everyone()
  @Field(() => DecimalScalar, { description: "Sum of the items' tax, 2 decimals" })
  @Property({ type: "decimal", precision: 14, scale: 2, default: 0 })
  totalTax: string & Opt = "0.00";

  @Readers.everyone()
  @Field(() => DecimalScalar, { description: "Sum of the items' gross line amounts, 2 decimals" })
  @Property({ type: "decimal", precision: 14, scale: 2, default: 0 })
  totalAmountIncTax: string & Opt = "0.00";

  @Readers.everyone()
  @Field(() => Date, { nullable: true, description: "When it was last sent for approval" })
  @Property({ type: "timestamptz", nullable: true })
  sentAt?: Date | null;

  @Readers.everyone()
  @Field(() => Date, { nullable: true, description: "When the client accepted, rejected or asked for an alternative" })
  @Property({ type: "timestamptz", nullable: true })
  decidedAt?: Date | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The client's note when rejecting or asking for an alternative" })
  @Property({ type: "text", nullable: true })
  decisionNote?: string | null;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The work order the accepted quote became (NewWorkorderId)" })
  @Property({ type: "integer", nullable: true })
  newWorkOrderId?: number | null;

  @Readers.staff()
  @Field(() => Int, { nullable: true, description: "The user who created it (User.id); null when unknown" })
  @Property({ type: "integer", nullable: true })
  createdById?: number | null;

  @Readers.everyone()
  @Field(() => Int, { description: "Optimistic concurrency: +1 on every change" })
  @Property({ type: "integer", version: true, default: 1 })
  version!: number & Opt;

  @Readers.everyone()
  @Field(() => Date, { description: "When it was created (UTC, ISO 8601)" })
  @Property({ type: "timestamptz", defaultRaw: "now()" })
  createdAt: Date & Opt = new Date();

  @Readers.everyone()
  @Field(() => Date, { description: "When it last changed (UTC, ISO 8601)" })
  @Property({ type: "timestamptz", defaultRaw: "now()", onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  /**
   * The quote's reference, AMPM reference, its work order's reference (`WO` and the order's id, as
   * work-orders generates it) and summary, lower-cased: what the quotations grid's search finds each
   * word of the term in, as a substring (trigram GIN; quote.list.ts). Not a GraphQL field.
   */
  @Property({
    type: "text",
    lazy: true,
    generated: `(lower('QT' || lpad(id::text, 6, '0') || ' ' || coalesce(ampm_quote_ref, '') || ' wo' || lpad(work_order_id::text, 7, '0') || ' ' || coalesce(summary, ''))) stored`,
  })
  searchText!: string & Opt;

  // names read with the row (quote.reader.ts), through the views assets and work-orders publish

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The work order's reference (WorkOrderName in the legacy shape)" })
  workOrderRef?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "ClientName: the work order's client's, as it is now" })
  clientName?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The name of the contractor that made the quote (legacy ContractorName)" })
  contractorName?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The work order's site's name, as it is now" })
  siteName?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The status's name (BillingStatus)" })
  billingStatus?: string | null;
}

/** The quote's work order as work-orders publishes it now: its current client and contractor (over the quote aliased `alias`). */
const orderOf = (alias: string) => `select 1 from work_orders.v_work_assignment qo where qo.work_order_id = ${alias}.work_order_id`;

/**
 * Who reads a quote (docs/billing.md "Quotes"), over the quote aliased `alias`: it follows the quote's
 * work order as it is now, never the order as it was when the quote was made. A client user reads the
 * quotes of its client's orders that were sent to it (never a draft); a contractor user the quotes it
 * made on orders whose current contractor is its own (as its logs: an order given to another
 * contractor takes its quotes out of the first one's sight, and never shows them to the second).
 * Staff read every quote.
 */
export const quoteTenancy = (alias = "q"): Tenancy => ({
  client: (clientId) => [`(${alias}.billing_status_id <> 1 and exists (${orderOf(alias)} and qo.client_id = ?))`, [clientId]],
  contractor: (contractorId) => [
    `(${alias}.contractor_id = ? and exists (${orderOf(alias)} and qo.contractor_id = ?))`,
    [contractorId, contractorId],
  ],
});

export const QUOTE_TENANCY = quoteTenancy("q");

/**
 * Who writes a quote, its items or its deletion (quote.rules.ts `writableQuote`): staff holding
 * COST_DECISIONS (the root fields' rule) any; a contractor user the quotes it reads (its own, on an
 * order whose current contractor is its own); a client user none (its answers are the quote decisions).
 */
export const QUOTE_WRITE_TENANCY: Tenancy = { client: NONE, contractor: QUOTE_TENANCY.contractor };

/**
 * A line of a quote (portals §3 Billing item). The line, tax and gross amounts are worked out by
 * PostgreSQL from what was typed, rounded to 2 decimals half away from zero (docs/billing.md
 * "Money"): line = round(units × amount, 2); tax = round(line × rate, 2); gross = line + tax.
 */
@ObjectType({
  simpleResolvers: true,
  description:
    'A line of a quote (portals §3 Billing item). The line, tax and gross amounts are worked out by PostgreSQL from what was typed, rounded to 2 decimals half away from zero (docs/billing.md "Money"): line = round(units × amount, 2); tax = round(line × rate, 2); gross = line + tax.',
})
@Entity({ tableName: "billing_item" })
@Index({ name: "billing_item_billing_idx", properties: ["billingId", "id"] })
@Check({ name: "billing_item_units_check", expression: '"units" >= 1' })
@Check({ name: "billing_item_amount_check", expression: '"item_amount_ex_tax" >= 0' })
@Check({ name: "billing_item_tax_rate_check", expression: '"tax_rate" >= 0 and "tax_rate" <= 1' })
export class BillingItem {
  @Readers.everyone()
  @Field(() => Int, { description: "The quote line's id (legacy BillingItem Id)" })
  @PrimaryKey()
  id!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The quote the line belongs to (Quote.id; legacy BillingId)" })
  @ManyToOne(() => Quote, { mapToPk: true, fieldName: "billing_id", deleteRule: "cascade" })
  billingId!: number;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The kind of line (BillingItemType.id: Labour, Materials, ...); null when not given" })
  @ManyToOne(() => BillingItemType, { mapToPk: true, fieldName: "billing_item_type_id", nullable: true })
  billingItemTypeId?: number | null;

  @Readers.everyone()
  @Field(() => String, { description: "What the line is for, free text" })
  @Property({ type: "text" })
  description!: string;

  @Readers.everyone()
  @Field(() => DecimalScalar, { description: "Units (1 or more, 3 decimals)" })
  @Property({ type: "decimal", precision: 12, scale: 3 })
  units!: string;

  @Readers.everyone()
  @Field(() => DecimalScalar, { description: "Amount per unit ex tax, pounds, 3 decimals" })
  @Property({ type: "decimal", precision: 14, scale: 3 })
  itemAmountExTax!: string;

  @Readers.everyone()
  @Field(() => DecimalScalar, { description: "Tax rate as a fraction, 0 to 1 (0.2 = 20% VAT)" })
  @Property({ type: "decimal", precision: 5, scale: 4, default: 0.2 })
  taxRate: string & Opt = "0.2";

  @Readers.everyone()
  @Field(() => DecimalScalar, { description: "round(units × amount, 2)" })
  @Property({ type: "decimal", precision: 14, scale: 2, generated: "(round(units * item_amount_ex_tax, 2)) stored" })
  lineAmountExTax!: string & Opt;

  @Readers.everyone()
  @Field(() => DecimalScalar, { description: "round(line × rate, 2)" })
  @Property({ type: "decimal", precision: 14, scale: 2, generated: "(round(round(units * item_amount_ex_tax, 2) * tax_rate, 2)) stored" })
  taxAmount!: string & Opt;

  @Readers.everyone()
  @Field(() => DecimalScalar, { description: "line + tax" })
  @Property({
    type: "decimal",
    precision: 14,
    scale: 2,
    generated: "(round(units * item_amount_ex_tax, 2) + round(round(units * item_amount_ex_tax, 2) * tax_rate, 2)) stored",
  })
  lineAmountIncTax!: string & Opt;

  @Readers.everyone()
  @Field(() => DecimalScalar, { description: "Amount per unit with tax, round(amount × (1 + rate), 3)" })
  @Property({ type: "decimal", precision: 14, scale: 3, generated: "(round(item_amount_ex_tax * (1 + tax_rate), 3)) stored" })
  itemAmountIncTax!: string & Opt;

  @Readers.everyone()
  @Field(() => Int, { description: "Order of the lines" })
  @Property({ type: "integer", default: 0 })
  sortOrder: number & Opt = 0;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The item type's name" })
  billingItemType?: string | null;
}

/** A rule on quotes aliased `bq` as a rule on items aliased `bi`: the items of the quotes it admits. */
const itemsOf =
  (rule: TenantRule): TenantRule =>
  (tenantId) => {
    const c = rule(tenantId);
    if (c === "all" || c === "none") return c;
    return [`exists (select 1 from billing.billing bq where bq.id = bi.billing_id and ${c[0]})`, c[1]];
  };

/** A quote's items are seen by whoever sees the quote (QUOTE_TENANCY, the same rule): a client never a draft's. */
export const BILLING_ITEM_TENANCY: Tenancy = { client: itemsOf(quoteTenancy("bq").client), contractor: itemsOf(quoteTenancy("bq").contractor) };
