import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt } from "@mikro-orm/core";
import { SLA_ATTAINMENT_INDEXES } from "../../migrations/20261218300000-sla-attainment-indexes";
import { WorkOrder } from "../work-order/work-order.entity";

/** The two clocks of an order. */
export enum SlaClockKind {
  RESPONSE = "RESPONSE",
  FIX = "FIX",
}

/** What happened to a clock. */
export enum SlaEventKind {
  PAUSED = "PAUSED",
  RESUMED = "RESUMED",
  MET = "MET",
  STOPPED = "STOPPED",
}

/**
 * A recorded SLA event (docs/sla.md): a clock (RESPONSE or FIX) of an order PAUSED, RESUMED, MET or
 * STOPPED, at the time of the change that caused it. Written by the `work_order_sla` trigger only
 * (migration 20261217100000); declared here so that the schema the entities describe is the one the
 * migrations make.
 */
@Entity({ tableName: "sla_event" })
@Index({ name: "sla_event_work_order_idx", properties: ["workOrderId", "id"] })
@Index({ name: "sla_event_at_idx", properties: ["at", "kind"] })
export class SlaEvent {
  @PrimaryKey({ type: "bigint" })
  id!: string & Opt;

  @ManyToOne(() => WorkOrder, { mapToPk: true, fieldName: "work_order_id", deleteRule: "cascade" })
  workOrderId!: number;

  @Enum({ items: () => SlaClockKind })
  clock!: SlaClockKind;

  @Enum({ items: () => SlaEventKind })
  kind!: SlaEventKind;

  @Property({ type: "timestamptz", defaultRaw: "now()" })
  at!: Date & Opt;

  @Property({ type: "int", nullable: true })
  statusId?: number | null;
}

// the attainment report's indexes (migration 20261218300000), declared here from its list so the schema diff knows them:
// the PAUSED events on SlaEvent, the due dates (with the keys it groups by) on WorkOrder
for (const [name, expression] of SLA_ATTAINMENT_INDEXES) Index({ name, expression })(name.startsWith("sla_event") ? SlaEvent : WorkOrder);

/** The thresholds a clock is escalated at (docs/sla.md "Escalation"). */
export enum SlaThreshold {
  /** Running, its target within the horizon (SLA_ESCALATION_HORIZON_MINUTES) */
  DUE_SOON = "DUE_SOON",
  /** Past its target and not ended */
  BREACHED = "BREACHED",
}

/**
 * A threshold one clock of an order reached, recorded by the escalation job (sla.escalation.ts) once
 * per order × clock × threshold: the unique key is what makes its e-mails go once, whichever run or
 * worker finds it first. `notified` is false for a breach found after the backlog allowance (no e-mail).
 */
@Entity({ tableName: "sla_escalation" })
@Unique({ name: "sla_escalation_once_unique", properties: ["workOrderId", "clock", "threshold"] })
@Index({
  name: "sla_escalation_open_idx",
  expression: `create index "sla_escalation_open_idx" on "work_orders"."sla_escalation" ("work_order_id") where "notified" and not "ended"`,
})
export class SlaEscalation {
  @PrimaryKey({ type: "bigint" })
  id!: string & Opt;

  @ManyToOne(() => WorkOrder, { mapToPk: true, fieldName: "work_order_id", deleteRule: "cascade" })
  workOrderId!: number;

  @Enum({ items: () => SlaClockKind })
  clock!: SlaClockKind;

  @Enum({ items: () => SlaThreshold })
  threshold!: SlaThreshold;

  @Property({ type: "timestamptz", defaultRaw: "now()" })
  at!: Date & Opt;

  /** The clock's target when it was found (the due date extended by the time paused) */
  @Property({ type: "timestamptz" })
  target!: Date;

  @Property({ type: "boolean" })
  notified!: boolean;

  /**
   * Its clock has ended (met or stopped) since: set by a trigger on `sla_event` and, for one the
   * trigger could not see, by the next escalation run (migration 20261220100000). The dashboard lists
   * the open ones (notified, not ended) by a partial index.
   */
  @Property({ type: "boolean", default: false })
  ended: boolean & Opt = false;
}
