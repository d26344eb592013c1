import { ArrayType, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Opt } from "@mikro-orm/core";
import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { Readers } from "@wo/shared";

/** The events an endpoint may take (docs/webhooks.md "Events"); the value is the payload's `type`. */
export enum WebhookEventType {
  WORK_ORDER_CREATED = "work_order.created",
  WORK_ORDER_STATUS_CHANGED = "work_order.status_changed",
  DOCUMENT_ADDED = "document.added",
  QUOTE_SENT = "quote.sent",
  QUOTE_DECIDED = "quote.decided",
  COSTS_SUBMITTED = "costs.submitted",
  COSTS_APPROVED = "costs.approved",
}
registerEnumType(WebhookEventType, {
  name: "WebhookEventType",
  description: "An event a webhook endpoint may take; its value in a delivery's `type` is the lower-case dotted name (docs/webhooks.md)",
  valuesConfig: {
    WORK_ORDER_CREATED: {
      description: "work_order.created: a work order was raised (any way: a save, a portal request, a PPM visit, a quote's new order)",
    },
    WORK_ORDER_STATUS_CHANGED: { description: "work_order.status_changed: a work order moved to another status" },
    DOCUMENT_ADDED: { description: "document.added: a document was uploaded to a work order" },
    QUOTE_SENT: { description: "quote.sent: a contractor's quote was sent to the client for approval (or sent again)" },
    QUOTE_DECIDED: {
      description:
        "quote.decided: the client or staff accepted or rejected a quote, or asked for an alternative (the decision and the reason in data)",
    },
    COSTS_SUBMITTED: { description: "costs.submitted: a work order's costs were submitted for payment (at the logged total or an amended price)" },
    COSTS_APPROVED: { description: "costs.approved: staff approved a work order's costs" },
  },
});

export enum WebhookDeliveryState {
  QUEUED = "queued",
  DELIVERED = "delivered",
  FAILED = "failed",
}
registerEnumType(WebhookDeliveryState, {
  name: "WebhookDeliveryState",
  description: "Where a delivery stands",
  valuesConfig: {
    QUEUED: { description: "Waiting for its first attempt or for a retry" },
    DELIVERED: { description: "The endpoint answered 2xx" },
    FAILED: { description: "The last retry failed, or the endpoint was paused" },
  },
});

/** A receiver of webhooks, registered by an administrator. Its secret signs every delivery and is never read back. */
@ObjectType({ simpleResolvers: true, description: "A receiver of webhooks (#/configuration/webhooks): administrators" })
@Entity({ tableName: "webhook_endpoint" })
export class WebhookEndpoint {
  @Readers.staff()
  @Field(() => Int, { description: "The endpoint's id" })
  @PrimaryKey()
  id!: number;

  @Readers.staff()
  @Field(() => String, { description: "Where deliveries are POSTed: https, a public address" })
  @Property({ type: "text" })
  url!: string;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "What the endpoint is for, for the administrators" })
  @Property({ type: "text", nullable: true })
  description?: string | null;

  /** The shared secret that signs deliveries: written once, read only by the signer. */
  @Property({ type: "text", lazy: true })
  secret!: string;

  @Readers.staff()
  @Field(() => [WebhookEventType], { description: "The events delivered to it" })
  @Property({ type: new ArrayType((v) => v), columnType: "text[]" })
  events!: WebhookEventType[];

  @Readers.staff()
  @Field(() => Int, {
    nullable: true,
    description:
      "Its scope: null, every client's events with the fields staff read; a client, only that client's events with the fields its portal users read",
  })
  @Property({ type: "integer", nullable: true })
  clientId?: number | null;

  @Readers.staff()
  @Field(() => String, { description: "Who is told by e-mail when the endpoint is paused" })
  @Property({ type: "text" })
  ownerEmail!: string;

  @Readers.staff()
  @Field(() => Boolean, {
    description: "A paused endpoint gets no deliveries (paused by an administrator, or after failing for WEBHOOK_FAILURE_WINDOW_SECONDS)",
  })
  @Property({ type: "boolean", default: false })
  paused: boolean & Opt = false;

  @Readers.staff()
  @Field(() => Date, { nullable: true, description: "When it was paused" })
  @Property({ type: "timestamptz", nullable: true })
  pausedAt?: Date | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "Why it was paused" })
  @Property({ type: "text", nullable: true })
  pauseReason?: string | null;

  @Readers.staff()
  @Field(() => Date, { nullable: true, description: "Since when every attempt has failed (null after a success)" })
  @Property({ type: "timestamptz", nullable: true })
  failingSince?: Date | null;

  @Readers.staff()
  @Field(() => Date, { description: "When it was registered" })
  @Property({ type: "timestamptz", defaultRaw: "now()" })
  createdAt: Date & Opt = new Date();

  @Readers.staff()
  @Field(() => Int, { nullable: true, description: "The administrator who registered it" })
  @Property({ type: "integer", nullable: true })
  createdBy?: number | null;

  @Readers.staff()
  @Field(() => Date, { description: "When it was last changed" })
  @Property({ type: "timestamptz", defaultRaw: "now()" })
  updatedAt: Date & Opt = new Date();
}

/** One event sent (or to be sent) to one endpoint, with every attempt's outcome. */
@ObjectType({ simpleResolvers: true, description: "One event delivered (or to be delivered) to one endpoint" })
@Entity({ tableName: "webhook_delivery" })
@Index({ name: "webhook_delivery_endpoint_idx", properties: ["endpointId", "id"] })
export class WebhookDelivery {
  @Readers.staff()
  @Field(() => Int, { description: "The delivery's id" })
  @PrimaryKey()
  id!: number;

  @Readers.staff()
  @Field(() => Int, { description: "The endpoint it goes to" })
  @ManyToOne(() => WebhookEndpoint, { mapToPk: true, fieldName: "endpoint_id", deleteRule: "cascade" })
  endpointId!: number;

  @Readers.staff()
  @Field(() => String, { description: "The event's id (the X-Webhook-Id header and the body's id: the same on every attempt and re-send)" })
  @Property({ type: "uuid" })
  eventId!: string;

  @Readers.staff()
  @Field(() => String, { description: "The event's type, e.g. work_order.status_changed" })
  @Property({ type: "text" })
  eventType!: string;

  @Readers.staff()
  @Field(() => String, { description: "The JSON body sent" })
  @Property({ type: "text" })
  body!: string;

  @Readers.staff()
  @Field(() => WebhookDeliveryState, { description: "Where the delivery stands" })
  @Enum({ items: () => WebhookDeliveryState, default: WebhookDeliveryState.QUEUED })
  state: WebhookDeliveryState & Opt = WebhookDeliveryState.QUEUED;

  @Readers.staff()
  @Field(() => Int, { description: "Attempts made so far" })
  @Property({ type: "integer", default: 0 })
  attempts: number & Opt = 0;

  @Readers.staff()
  @Field(() => Int, { nullable: true, description: "The HTTP status of the last answer (none when nothing answered)" })
  @Property({ type: "integer", nullable: true })
  statusCode?: number | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "The first 500 characters of the last answer's body" })
  @Property({ type: "text", nullable: true })
  responseExcerpt?: string | null;

  @Readers.staff()
  @Field(() => Int, { nullable: true, description: "How long the last attempt took, in milliseconds" })
  @Property({ type: "integer", nullable: true })
  durationMs?: number | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "Why the last attempt failed" })
  @Property({ type: "text", nullable: true })
  lastError?: string | null;

  @Readers.staff()
  @Field(() => Date, { description: "When the event was queued for the endpoint" })
  @Property({ type: "timestamptz", defaultRaw: "now()" })
  createdAt: Date & Opt = new Date();

  @Readers.staff()
  @Field(() => Date, { nullable: true, description: "When the last attempt was made" })
  @Property({ type: "timestamptz", nullable: true })
  lastAttemptAt?: Date | null;

  @Readers.staff()
  @Field(() => Date, { nullable: true, description: "When the endpoint took it (2xx)" })
  @Property({ type: "timestamptz", nullable: true })
  deliveredAt?: Date | null;
}

/**
 * An event as the triggers record it, in the transaction of the change that caused it, until the
 * dispatcher has made its deliveries (`dispatched_at`). Written by SQL only; declared here so that the
 * schema the entities describe is the one the migrations make.
 */
@Entity({ tableName: "webhook_event" })
@Index({
  name: "webhook_event_pending_idx",
  expression: 'create index "webhook_event_pending_idx" on "work_orders"."webhook_event" ("occurred_at") where "dispatched_at" is null',
})
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

  @Property({ type: "timestamptz", nullable: true })
  dispatchedAt?: Date | null;
}
