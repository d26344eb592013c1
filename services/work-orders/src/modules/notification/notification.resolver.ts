import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Access, requireViewer, type ServiceContext } from "@wo/shared";
import { OutboxMessage } from "./outbox.entity";
import * as outbox from "./outbox.service";
import { NotificationPayload, OutboxMessagePage, OutboxMessagesArgs, WorkOrderNotificationsArgs } from "./outbox.type";

@Resolver(() => OutboxMessage)
export class NotificationResolver {
  @Access.admin()
  @Query(() => OutboxMessagePage, { description: "Every message to contractors, newest first (#/configuration/outbox): administrators" })
  outboxMessages(@Args() args: OutboxMessagesArgs, @Ctx() ctx: ServiceContext): Promise<OutboxMessagePage> {
    return outbox.listOutbox(ctx.em, requireViewer(ctx), args) as Promise<OutboxMessagePage>;
  }

  @Access.staff()
  @Query(() => OutboxMessagePage, { description: "The messages sent (or to be sent) to contractors about one work order, newest first" })
  workOrderNotifications(@Args() args: WorkOrderNotificationsArgs, @Ctx() ctx: ServiceContext): Promise<OutboxMessagePage> {
    return outbox.listWorkOrderNotifications(ctx.em, requireViewer(ctx), args) as Promise<OutboxMessagePage>;
  }

  @Access.staff()
  @Mutation(() => NotificationPayload, {
    description:
      "Sends the work order's e-mail (with its PDF) and, when asked for, its SMS to its contractor again (POST /api/pdf/resendWOemailwithpdf)",
  })
  resendWorkOrderNotification(
    @Arg("workOrderId", () => Int, { description: "The work order's id (WorkOrder.id)" }) workOrderId: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<NotificationPayload> {
    return outbox.resendNotification(ctx.em, requireViewer(ctx), workOrderId);
  }

  @Access.admin()
  @Mutation(() => NotificationPayload, { description: "Queues a message that was not sent (failed, or waiting) again: administrators" })
  sendOutboxMessageAgain(
    @Arg("id", () => Int, { description: "The message to send again (OutboxMessage.id)" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<NotificationPayload> {
    return outbox.sendAgain(ctx.em, requireViewer(ctx), id);
  }
}
