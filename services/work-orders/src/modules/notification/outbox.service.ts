import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { audit, entityNodes, enqueue, errorOf, NotFoundError, readList, tenantScope, type Page, type Viewer } from "@wo/shared";
import { visibleWorkOrderKey } from "../work-order/work-order.visible";
import { WorkOrder } from "../work-order/work-order.entity";
import { NO_EMAIL_ADDRESS, NO_STAFF_ADDRESS, noticeContractor } from "./notice";
import { NOTIFICATION_QUEUE, WORK_ORDER_JOBS, type NotificationJob } from "./notification.queue";
import { OutboxAudience, OutboxChannel, OutboxMessage, OutboxState } from "./outbox.entity";
import { OUTBOX_LIST } from "./outbox.list";
import {
  ALREADY_SENT_MESSAGE,
  NO_CONTRACTOR_MESSAGE,
  NotificationError,
  NotificationErrorCode,
  type NotificationPayload,
  type OutboxMessagesArgs,
  type WorkOrderNotificationsArgs,
} from "./outbox.type";

/** A page of OUTBOX_LIST, its nodes as messages. */
async function readOutbox(em: EntityManager, viewer: Viewer, args: OutboxMessagesArgs | WorkOrderNotificationsArgs): Promise<Page<OutboxMessage>> {
  const page = await readList(em, OUTBOX_LIST, tenantScope(viewer), args);
  return { ...page, nodes: entityNodes(em, OutboxMessage, page.nodes) };
}

/** The administrator's outbox: newest first, by state and channel, searched by recipient or work-order reference. */
export function listOutbox(em: EntityManager, viewer: Viewer, args: OutboxMessagesArgs): Promise<Page<OutboxMessage>> {
  return readOutbox(em, viewer, args);
}

/** A work order's messages, newest first (its "resend notification" tab): of an order the viewer may see. */
export async function listWorkOrderNotifications(em: EntityManager, viewer: Viewer, args: WorkOrderNotificationsArgs): Promise<Page<OutboxMessage>> {
  await visibleWorkOrderKey(em, tenantScope(viewer), args.workOrderId);
  return readOutbox(em, viewer, args);
}

/**
 * Sends the order's notification to its contractor again (POST /api/pdf/resendWOemailwithpdf): the
 * e-mail with the PDF and, when asked for, the SMS, queued now. Refused for an order without a contractor.
 */
export async function resendNotification(em: EntityManager, viewer: Viewer, workOrderId: number): Promise<NotificationPayload> {
  await visibleWorkOrderKey(em, tenantScope(viewer), workOrderId);
  const ids = await em.transactional(async (tx) => {
    const wo = await tx.findOneOrFail(WorkOrder, workOrderId);
    if (!wo.contractorId) return null;
    const [{ last }] = await tx
      .getConnection()
      .execute<{ last: number }[]>(
        "select coalesce(max(id), 0)::int as last from work_orders.outbox_message where work_order_id = ?",
        [workOrderId],
        "all",
        tx.getTransactionContext(),
      );
    await noticeContractor(tx, { workOrderId, contractorId: wo.contractorId, reason: "resend" });
    audit(tx, viewer, {
      entityName: "WorkOrder",
      entityId: workOrderId,
      action: "Updated",
      actionTaken: "Resent the notification to the contractor",
    });
    return last;
  });
  if (ids === null) return { messages: [], error: errorOf(NotificationError, NotificationErrorCode.NO_CONTRACTOR, NO_CONTRACTOR_MESSAGE) };
  const messages = await em.fork().find(OutboxMessage, { workOrderId, id: { $gt: ids } }, { orderBy: { id: "asc" } });
  return { messages, error: null };
}

/**
 * An administrator's 'Send again' of a message not sent: queued afresh (attempts kept) with a new
 * send job; a contractor's e-mail is readdressed to the contractor's address of now (it may have been
 * added since), a message to staff goes to the address it was written for.
 */
export async function sendAgain(em: EntityManager, viewer: Viewer, id: number): Promise<NotificationPayload> {
  const result = await em.transactional(async (tx) => {
    const m = await tx.findOne(OutboxMessage, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!m) throw new NotFoundError();
    if (m.state === OutboxState.SENT) return errorOf(NotificationError, NotificationErrorCode.ALREADY_SENT, ALREADY_SENT_MESSAGE);
    const staff = m.audience === OutboxAudience.STAFF;
    if (staff && !m.recipient) return errorOf(NotificationError, NotificationErrorCode.NO_ADDRESS, NO_STAFF_ADDRESS);
    // a contractor's e-mail goes to its address of now; a message to staff to the address it was written for
    if (m.channel === OutboxChannel.EMAIL && !staff) {
      const [c] = await tx
        .getConnection()
        .execute<{ email: string | null }[]>(
          "select nullif(trim(email), '') as email from assets.v_contractor where id = ?",
          [m.contractorId ?? null],
          "all",
          tx.getTransactionContext(),
        );
      if (!c?.email) return errorOf(NotificationError, NotificationErrorCode.NO_ADDRESS, NO_EMAIL_ADDRESS);
      m.recipient = c.email;
    }
    m.state = OutboxState.QUEUED;
    await tx.flush();
    await enqueue(tx, WORK_ORDER_JOBS, NOTIFICATION_QUEUE.name, { messageId: m.id } satisfies NotificationJob);
    audit(tx, viewer, {
      entityName: "WorkOrder",
      entityId: m.workOrderId,
      action: "Updated",
      actionTaken: `Sent the ${m.channel === "sms" ? "SMS" : "e-mail"} to ${staff ? "staff" : "the contractor"} again`,
    });
    return m;
  });
  if (result instanceof NotificationError) return { messages: [], error: result };
  return { messages: [result], error: null };
}
