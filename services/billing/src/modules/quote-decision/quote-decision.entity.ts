import { Entity, Enum, Index, PrimaryKey, Property, type Opt } from "@mikro-orm/core";

/** How billing finished a decision on its quote: applied; superseded (the quote changed after it, the newer change stands); the quote is gone. */
export type QuoteDecisionOutcome = "applied" | "superseded" | "quote missing";

/**
 * Billing's record of a quote decision it has finished (docs/billing.md "Across the two services"),
 * under the key work-orders applied it with, written in the transaction that changed the quote: the
 * reconciler finishes exactly the decisions of work-orders' v_quote_decision that have none, and a
 * second finish of the same key (a retry, the reconciler at the same moment) waits on the key and
 * does nothing. Not a GraphQL type.
 */
@Entity({ tableName: "quote_decision" })
@Index({ name: "quote_decision_quote_idx", properties: ["quoteId"] })
export class QuoteDecisionRecord {
  @PrimaryKey({ type: "text" })
  key!: string;

  @Property({ type: "text" })
  kind!: string;

  @Property({ type: "integer" })
  quoteId!: number;

  @Property({ type: "integer" })
  workOrderId!: number;

  @Property({ type: "integer", nullable: true })
  newWorkOrderId?: number | null;

  @Enum({ items: () => ["applied", "superseded", "quote missing"] })
  outcome!: QuoteDecisionOutcome;

  @Enum({ items: () => ["request", "reconciler"] })
  finishedBy!: "request" | "reconciler";

  @Property({ type: "timestamptz", defaultRaw: "now()" })
  finishedAt: Date & Opt = new Date();
}
