import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Opt } from "@mikro-orm/core";
import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { Readers } from "@wo/shared";
import { WorkOrder } from "../work-order/work-order.entity";

/** Why a contractor is told about a work order: given it (approve-and-convert, a new order), moved to it, a converted PPM order, or resent by staff. */
export type ContractorNoticeReason = "assigned" | "changed" | "ppm" | "resend";

/** Why a message was written: a contractor's notice, or an SLA clock escalated (docs/sla.md "Escalation") to staff and the contractor. */
export type OutboxReason = ContractorNoticeReason | "sla-due-soon" | "sla-breached";

/** Whom a message is for: the order's contractor, or staff (the order's staff contact). */
export enum OutboxAudience {
  CONTRACTOR = "contractor",
  STAFF = "staff",
}
registerEnumType(OutboxAudience, {
  name: "OutboxAudience",
  description: "Whom a message is for",
  valuesConfig: {
    CONTRACTOR: { description: "The work order's contractor" },
    STAFF: { description: "Staff: the order's staff contact (an SLA escalation)" },
  },
});

export enum OutboxChannel {
  EMAIL = "email",
  SMS = "sms",
}
registerEnumType(OutboxChannel, {
  name: "OutboxChannel",
  description: "How a contractor's notification goes",
  valuesConfig: {
    EMAIL: { description: "By e-mail to the contractor's address" },
    SMS: { description: "By text message to the work order's SMS number" },
  },
});

/**
 * queued: waiting for the sender (or for a mail server to be configured); sent: handed to the mail
 * server or the SMS provider; failed: the last retry failed (or there was no address), see lastError.
 */
export enum OutboxState {
  QUEUED = "queued",
  SENT = "sent",
  FAILED = "failed",
}
registerEnumType(OutboxState, {
  name: "OutboxState",
  valuesConfig: {
    QUEUED: { description: "Waiting for the sender (or for a mail server to be configured)" },
    SENT: { description: "Handed to the mail server or the SMS provider" },
    FAILED: { description: "The last retry failed (or there was no address); see lastError" },
  },
  description: "Where a notification is: queued, sent or failed",
});

/**
 * One message about a work order, to its contractor or (an SLA escalation) to staff: written with the change that caused it (in its
 * transaction, beside the job that sends it), then updated by the sender on every attempt.
 */
@ObjectType({
  simpleResolvers: true,
  description:
    "One message about a work order, to its contractor or (an SLA escalation) to staff: written with the change that caused it (in its transaction, beside the job that sends it), then updated by the sender on every attempt.",
})
@Entity({ tableName: "outbox_message" })
@Index({ name: "outbox_message_work_order_idx", properties: ["workOrderId", "id"] })
@Index({ name: "outbox_message_state_idx", properties: ["state", "id"] })
@Index({ name: "outbox_message_channel_state_idx", properties: ["channel", "state", "id"] })
export class OutboxMessage {
  @Readers.staff()
  @Field(() => Int, { description: "The message's id" })
  @PrimaryKey()
  id!: number;

  @Readers.staff()
  @Field(() => OutboxChannel, { description: "E-mail or SMS" })
  @Enum({ items: () => OutboxChannel })
  channel!: OutboxChannel;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "The e-mail address or mobile number; null when the contractor has none" })
  @Property({ type: "text", nullable: true })
  recipient?: string | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "The e-mail's subject (none for an SMS)" })
  @Property({ type: "text", nullable: true })
  subject?: string | null;

  @Readers.staff()
  @Field(() => String, { description: "The message's text as sent (or to be sent)" })
  @Property({ type: "text" })
  body!: string;

  @Readers.staff()
  @Field(() => Int, { description: "The work order's id (WorkOrder.id)" })
  @ManyToOne(() => WorkOrder, { mapToPk: true, fieldName: "work_order_id", deleteRule: "cascade" })
  workOrderId!: number;

  @Readers.staff()
  @Field(() => Int, { nullable: true, description: "The contractor's id (Contractor.id); null for a message to staff" })
  @Property({ type: "integer", nullable: true })
  contractorId?: number | null;

  @Readers.staff()
  @Field(() => OutboxAudience, { description: "Whom the message is for: the contractor, or staff" })
  @Enum({ items: () => OutboxAudience, default: OutboxAudience.CONTRACTOR })
  audience: OutboxAudience & Opt = OutboxAudience.CONTRACTOR;

  @Readers.staff()
  @Field(() => String, { description: "assigned, changed, ppm or resend (to the contractor); sla-due-soon or sla-breached (an SLA escalation)" })
  @Property({ type: "text" })
  reason!: OutboxReason;

  @Readers.staff()
  @Field(() => OutboxState, { description: "Queued, sent or failed" })
  @Enum({ items: () => OutboxState, default: OutboxState.QUEUED })
  state: OutboxState & Opt = OutboxState.QUEUED;

  @Readers.staff()
  @Field(() => Int, { description: "Sending attempts made so far" })
  @Property({ type: "integer", default: 0 })
  attempts: number & Opt = 0;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "Why the last attempt did not send it (a failed message's reason)" })
  @Property({ type: "text", nullable: true })
  lastError?: string | null;

  @Readers.staff()
  @Field(() => Date, { description: "When it was written, with the change that caused it (UTC, ISO 8601)" })
  @Property({ type: "timestamptz", defaultRaw: "now()" })
  createdAt: Date & Opt = new Date();

  @Readers.staff()
  @Field(() => Date, { nullable: true, description: "When sending was last tried (UTC, ISO 8601); null before the first attempt" })
  @Property({ type: "timestamptz", nullable: true })
  lastAttemptAt?: Date | null;

  @Readers.staff()
  @Field(() => Date, { nullable: true, description: "When it was handed to the mail server or SMS provider (UTC, ISO 8601); null until then" })
  @Property({ type: "timestamptz", nullable: true })
  sentAt?: Date | null;
}
