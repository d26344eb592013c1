import { ArgsType, Field, Int, ObjectType } from "type-graphql";
import { ErrorInterface, PageArgs, PageOf, Readers } from "@wo/shared";
import { OutboxChannel, OutboxMessage, OutboxState } from "./outbox.entity";

@ObjectType()
export class OutboxMessagePage extends PageOf(OutboxMessage) {}

/** A refused resend or send-again: NO_CONTRACTOR (the order has none), ALREADY_SENT, NO_ADDRESS (still no e-mail address). */
@ObjectType({ implements: ErrorInterface })
export class NotificationError extends ErrorInterface {}

export enum NotificationErrorCode {
  NO_CONTRACTOR = "NO_CONTRACTOR",
  ALREADY_SENT = "ALREADY_SENT",
  NO_ADDRESS = "NO_ADDRESS",
}

export const NO_CONTRACTOR_MESSAGE = "This work order has no contractor to notify";
export const ALREADY_SENT_MESSAGE = "This message has been sent already";

@ObjectType()
export class NotificationPayload {
  @Readers.staff()
  @Field(() => [OutboxMessage], { description: "The messages queued (an e-mail, and an SMS when the order asks for one)" })
  messages!: OutboxMessage[];

  @Readers.staff()
  @Field(() => NotificationError, { nullable: true })
  error!: NotificationError | null;
}

@ArgsType()
export class OutboxMessagesArgs extends PageArgs {
  @Field(() => OutboxState, { nullable: true })
  state?: OutboxState | null;

  @Field(() => OutboxChannel, { nullable: true })
  channel?: OutboxChannel | null;

  @Field(() => String, { nullable: true, description: "Part of the recipient's address or number, or a work-order reference (WO0000123 or 123)" })
  search?: string | null;
}

@ArgsType()
export class WorkOrderNotificationsArgs extends PageArgs {
  @Field(() => Int)
  workOrderId!: number;
}
