import { Entity, Index, PrimaryKey, Property, type Opt } from "@mikro-orm/core";

/**
 * An event billing's trigger recorded in the transaction of the change that caused it (a quote sent
 * or decided; docs/webhooks.md). Written by SQL only, published read-only as `billing.v_webhook_event`,
 * which work-orders' dispatcher copies into its own events by id; pruned after a week
 * (webhook-event.jobs.ts). Declared here so that the schema the entities describe is the one the
 * migrations make.
 */
@Entity({ tableName: "webhook_event" })
@Index({ name: "webhook_event_occurred_idx", properties: ["occurredAt"] })
export class WebhookEvent {
  @PrimaryKey({ type: "uuid", defaultRaw: "gen_random_uuid()" })
  id!: string & Opt;

  @Property({ type: "text" })
  type!: string;

  @Property({ type: "timestamptz", defaultRaw: "clock_timestamp()" })
  occurredAt!: Date & Opt;

  @Property({ type: "int", nullable: true })
  clientId?: number | null;

  @Property({ type: "int", nullable: true })
  workOrderId?: number | null;

  @Property({ type: "jsonb" })
  facts!: unknown;
}
