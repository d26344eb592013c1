import { FlushMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { enqueue } from "@wo/shared";
import { WorkOrder } from "../work-order/work-order.entity";
import { emailOf, smsOf, type NoticeFacts } from "./notification.compose";
import { NOTIFICATION_QUEUE, WORK_ORDER_JOBS, type NotificationJob } from "./notification.queue";
import { OutboxChannel, OutboxState, type ContractorNoticeReason } from "./outbox.entity";

export type { ContractorNoticeReason } from "./outbox.entity";

export interface ContractorNoticeInput {
  workOrderId: number;
  contractorId: number;
  reason: ContractorNoticeReason;
}

/** The failure recorded when the contractor has no e-mail address. */
export const NO_EMAIL_ADDRESS = "Not sent: the contractor has no e-mail address";

/**
 * Tells a contractor about a work order, in the caller's transaction: every change that gives an
 * order to a contractor (approve-and-convert, a change of contractor, a PPM conversion) and a resend
 * calls this. It writes the outbox messages (an e-mail to the contractor's address and, when the
 * order asks for text messages and has a mobile number, an SMS) and enqueues their send jobs in that
 * same transaction: a rollback leaves neither, a commit keeps both, whatever happens next. An order
 * whose "send notifications" is off gets no automatic messages; a resend always sends.
 */
export async function noticeContractor(tx: EntityManager, input: ContractorNoticeInput): Promise<void> {
  // the caller's copy, as it changed it; no flush of its changes here (the caller flushes once, one version step)
  const wo = await tx.findOneOrFail(WorkOrder, input.workOrderId, { flushMode: FlushMode.COMMIT });
  if (!wo.sendNotifications && input.reason !== "resend") return;
  const [row] = await tx.getConnection().execute<{ name: string | null; email: string | null; site_name: string | null; post_code: string | null }[]>(
    `select c.name, nullif(trim(c.email), '') as email, s.name as site_name, s.post_code
       from (select 1) one
       left join assets.v_contractor c on c.id = ?
       left join assets.v_site s on s.id = ?`,
    [input.contractorId, wo.siteId],
    "all",
    tx.getTransactionContext(),
  );
  const facts: NoticeFacts = {
    reason: input.reason,
    refNo: wo.refNo,
    contractorName: row?.name ?? null,
    siteName: row?.site_name ?? null,
    postCode: row?.post_code ?? null,
    issue: wo.issue ?? null,
    details: wo.details ?? null,
    dueDate: wo.dueDate ?? null,
  };
  const email = emailOf(facts);
  const messages: Array<{
    channel: OutboxChannel;
    recipient: string | null;
    subject: string | null;
    body: string;
    state: OutboxState;
    lastError: string | null;
  }> = [
    {
      channel: OutboxChannel.EMAIL,
      recipient: row?.email ?? null,
      subject: email.subject,
      body: email.body,
      state: row?.email ? OutboxState.QUEUED : OutboxState.FAILED,
      lastError: row?.email ? null : NO_EMAIL_ADDRESS,
    },
  ];
  const mobile = wo.smsNumber?.trim();
  if (wo.smsNotifications && mobile) {
    messages.push({ channel: OutboxChannel.SMS, recipient: mobile, subject: null, body: smsOf(facts), state: OutboxState.QUEUED, lastError: null });
  }
  for (const m of messages) {
    const [{ id }] = await tx.getConnection().execute<{ id: number }[]>(
      `insert into work_orders.outbox_message (channel, recipient, subject, body, work_order_id, contractor_id, reason, state, last_error)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
      [m.channel, m.recipient, m.subject, m.body, input.workOrderId, input.contractorId, input.reason, m.state, m.lastError],
      "all",
      tx.getTransactionContext(),
    );
    if (m.state === OutboxState.QUEUED) await enqueue(tx, WORK_ORDER_JOBS, NOTIFICATION_QUEUE.name, { messageId: id } satisfies NotificationJob);
  }
}
