import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Opt } from "@mikro-orm/core";
import { WorkOrder } from "../work-order/work-order.entity";

/** What billing asks of a work order for a quote (docs/billing.md "Across the two services"). */
export const QUOTE_DECISION_KINDS = ["send", "accept", "reject", "alternative"] as const;
export type QuoteDecisionKind = (typeof QUOTE_DECISION_KINDS)[number];

/** The command key of a decision: the quote, the version it was decided on, and what was decided. */
export const quoteDecisionKey = (quoteId: number, quoteVersion: number, kind: QuoteDecisionKind) => `quote:${quoteId}:v${quoteVersion}:${kind}`;

/**
 * A quote decision applied to a work order, written in the transaction that applied it: its key
 * (primary key: a repeated command finds it and answers `result` without doing anything again, and
 * two at once are serialised by the key's uniqueness), what it did (`result`, e.g. the new work
 * order of an accepted quote), who and when. Published to billing as v_quote_decision. Not a
 * GraphQL type: billing reads it through the view, callers get applyQuoteDecision's answer.
 */
@Entity({ tableName: "quote_decision" })
@Index({ name: "quote_decision_applied_idx", properties: ["appliedAt"] })
@Index({ name: "quote_decision_work_order_idx", properties: ["workOrderId"] })
// the key is the quote's, its version's and the kind's (written this way round: PostgreSQL's "key = …" would read as an enum check)
@Check({ name: "quote_decision_key_check", expression: `'quote:' || "quote_id" || ':v' || "quote_version" || ':' || "kind" = "key"` })
export class QuoteDecision {
  @PrimaryKey({ type: "text" })
  key!: string;

  @Enum({ items: () => [...QUOTE_DECISION_KINDS] })
  kind!: QuoteDecisionKind;

  @ManyToOne(() => WorkOrder, { mapToPk: true, fieldName: "work_order_id", deleteRule: "cascade" })
  workOrderId!: number;

  /** Billing's quote (held by id) and the version the decision was made on */
  @Property({ type: "integer" })
  quoteId!: number;

  @Property({ type: "integer" })
  quoteVersion!: number;

  @Property({ type: "text" })
  quoteRef!: string;

  /** The client's note of a rejection or a request for an alternative */
  @Property({ type: "text", nullable: true })
  note?: string | null;

  @Property({ type: "json", columnType: "jsonb", default: "{}" })
  result: QuoteDecisionResultData & Opt = {};

  @Property({ type: "integer", nullable: true })
  appliedById?: number | null;

  @Property({ type: "text" })
  appliedByName!: string;

  @Property({ type: "timestamptz", defaultRaw: "now()" })
  appliedAt: Date & Opt = new Date();
}

/** What a decision did that its caller needs again on a repeat: the new work order of an accepted quote. */
export interface QuoteDecisionResultData {
  newWorkOrderId?: number;
}
