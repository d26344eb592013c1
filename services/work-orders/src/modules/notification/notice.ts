import { FlushMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { enqueueMany } from "@wo/shared";
import { WorkOrder } from "../work-order/work-order.entity";
import { emailOf, smsOf, type NoticeFacts } from "./notification.compose";
import { NOTIFICATION_QUEUE, WORK_ORDER_JOBS, type NotificationJob } from "./notification.queue";
import { OutboxAudience, OutboxChannel, OutboxState, type ContractorNoticeReason, type OutboxReason } from "./outbox.entity";

export type { ContractorNoticeReason } from "./outbox.entity";

export interface ContractorNoticeInput {
  workOrderId: number;
  contractorId: number;
  reason: ContractorNoticeReason;
}

/** The failure recorded when the contractor has no e-mail address. */
export const NO_EMAIL_ADDRESS = "Not sent: the contractor has no e-mail address";
/** The failure recorded when an SLA escalation has no staff address to go to (no staff contact, no SLA_ESCALATION_STAFF_EMAIL). */
export const NO_STAFF_ADDRESS = "Not sent: the order has no staff contact and SLA_ESCALATION_STAFF_EMAIL is not set";

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
  const messages: OutboxDraft[] = [
    {
      channel: OutboxChannel.EMAIL,
      recipient: row?.email ?? null,
      subject: email.subject,
      body: email.body,
      workOrderId: input.workOrderId,
      contractorId: input.contractorId,
      reason: input.reason,
      failure: row?.email ? null : NO_EMAIL_ADDRESS,
    },
  ];
  const mobile = wo.smsNumber?.trim();
  if (wo.smsNotifications && mobile) {
    messages.push({
      channel: OutboxChannel.SMS,
      recipient: mobile,
      subject: null,
      body: smsOf(facts),
      workOrderId: input.workOrderId,
      contractorId: input.contractorId,
      reason: input.reason,
      failure: null,
    });
  }
  await queueMessages(tx, messages);
}

/** A message to write into the outbox: to the contractor unless `audience` says staff; `failure` writes it failed, with that reason, and sends nothing. */
export interface OutboxDraft {
  channel: OutboxChannel;
  recipient: string | null;
  subject: string | null;
  body: string;
  workOrderId: number;
  contractorId: number | null;
  reason: OutboxReason;
  audience?: OutboxAudience;
  failure: string | null;
}

/**
 * Writes messages into the outbox and enqueues the send job of each that can go, in the caller's
 * transaction (a rollback leaves neither, a commit keeps both): every message the product sends is
 * written here, the contractors' notices and the SLA escalations alike.
 */
export async function queueMessages(tx: EntityManager, drafts: readonly OutboxDraft[]): Promise<void> {
  if (drafts.length === 0) return;
  const rows = drafts.map((m) => ({
    channel: m.channel,
    recipient: m.recipient,
    subject: m.subject,
    body: m.body,
    work_order_id: m.workOrderId,
    contractor_id: m.contractorId,
    reason: m.reason,
    audience: m.audience ?? OutboxAudience.CONTRACTOR,
    state: m.failure ? OutboxState.FAILED : OutboxState.QUEUED,
    last_error: m.failure,
  }));
  // one statement for the messages, one for their send jobs, however many there are (an escalation run writes thousands)
  const written = await tx.getConnection().execute<{ id: number; state: OutboxState }[]>(
    `insert into work_orders.outbox_message (channel, recipient, subject, body, work_order_id, contractor_id, reason, audience, state, last_error)
     select channel, recipient, subject, body, work_order_id, contractor_id, reason, audience, state, last_error
       from json_to_recordset(?::json) as r(channel text, recipient text, subject text, body text, work_order_id int, contractor_id int,
                                             reason text, audience text, state text, last_error text)
     returning id, state`,
    [JSON.stringify(rows)],
    "all",
    tx.getTransactionContext(),
  );
  const queued = written.filter((w) => w.state === OutboxState.QUEUED).map((w) => ({ messageId: w.id }) satisfies NotificationJob);
  await enqueueMany(tx, WORK_ORDER_JOBS, NOTIFICATION_QUEUE.name, queued);
}
