import { ArgsType, Field, Int, ObjectType } from "type-graphql";
import { ErrorInterface, listInputs, PageOf, Readers } from "@wo/shared";
import { OutboxChannel, OutboxMessage, OutboxState } from "./outbox.entity";
import { OUTBOX_LIST } from "./outbox.list";

@ObjectType({ description: "One page of outbox message rows, with the total matching the query" })
export class OutboxMessagePage extends PageOf(OutboxMessage) {}

/** A refused resend or send-again: NO_CONTRACTOR (the order has none), ALREADY_SENT, NO_ADDRESS (still no e-mail address). */
@ObjectType({
  implements: ErrorInterface,
  description: "A refused resend or send-again: NO_CONTRACTOR (the order has none), ALREADY_SENT, NO_ADDRESS (still no e-mail address).",
})
export class NotificationError extends ErrorInterface {}

export enum NotificationErrorCode {
  NO_CONTRACTOR = "NO_CONTRACTOR",
  ALREADY_SENT = "ALREADY_SENT",
  NO_ADDRESS = "NO_ADDRESS",
}

export const NO_CONTRACTOR_MESSAGE = "This work order has no contractor to notify";
export const ALREADY_SENT_MESSAGE = "This message has been sent already";

@ObjectType({ description: "What a notification action answers: the message queued, or why it was refused" })
export class NotificationPayload {
  @Readers.staff()
  @Field(() => [OutboxMessage], { description: "The messages queued (an e-mail, and an SMS when the order asks for one)" })
  messages!: OutboxMessage[];

  @Readers.staff()
  @Field(() => NotificationError, { nullable: true, description: "Why it was refused (then nothing was changed); null when it succeeded" })
  error!: NotificationError | null;
}

/** OutboxMessageField, OutboxMessageSortInput (newest first unless told), the paging arguments and the search. */
const inputs = listInputs(OUTBOX_LIST);

@ArgsType()
export class OutboxMessagesArgs extends inputs.Args {
  @Field(() => OutboxState, { nullable: true, description: "Only messages in this state" })
  state?: OutboxState | null;

  @Field(() => OutboxChannel, { nullable: true, description: "Only messages sent this way" })
  channel?: OutboxChannel | null;
}

@ArgsType()
export class WorkOrderNotificationsArgs extends inputs.Args {
  @Field(() => Int, { description: "The work order whose messages to list (WorkOrder.id)" })
  workOrderId!: number;
}
