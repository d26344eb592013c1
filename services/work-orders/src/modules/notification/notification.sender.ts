import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { JobAttempt, JobHandler } from "@wo/shared";
import type { NotificationJob } from "./notification.queue";
import type { Mailer, SmsSender } from "./notification.transport";
import { OutboxChannel, OutboxState } from "./outbox.entity";

export const NO_SMTP = "Not sent: no SMTP server configured";
export const NO_SMS_PROVIDER = "Not sent: no SMS provider configured";

export type PdfRenderer = (em: EntityManager, workOrderId: number) => Promise<{ fileName: string; pdf: Buffer }>;

export interface SenderDeps {
  orm: MikroORM;
  mailer: Mailer | null;
  sms: SmsSender | null;
  renderPdf: PdfRenderer;
}

interface MessageRow {
  id: number;
  channel: OutboxChannel;
  recipient: string | null;
  subject: string | null;
  body: string;
  work_order_id: number;
  state: OutboxState;
  /** whether the message is the order's notice to its contractor (not an SLA escalation, not to staff) */
  notice: boolean;
}

const reasonOf = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 1000) || "Unknown error";

/**
 * The job that sends one outbox message. It locks the message (SKIP LOCKED: a second job for the
 * same message, e.g. after 'Send again', leaves it to the first) and sends it only while queued;
 * every attempt records attempts and the reason of a failure; a failure is retried by the queue
 * (the message stays queued) until the last retry, which marks it failed. An e-mail that went sets
 * the order's ContractorEmailed when it was the contractor's notice (not an SLA escalation). With no transport configured the message stays queued, saying so.
 */
export function notificationSender(deps: SenderDeps): JobHandler {
  return async (job: JobAttempt<NotificationJob>) => {
    const failure = await deps.orm.em.fork().transactional(async (tx) => {
      const exec = <T extends object[] = object[]>(sql: string, params: unknown[]) =>
        tx.getConnection().execute<T>(sql, params, "all", tx.getTransactionContext());
      const [m] = await exec<MessageRow[]>(
        `select id, channel, recipient, subject, body, work_order_id, state, audience = 'contractor' and reason not like 'sla-%' as notice
           from work_orders.outbox_message where id = ? for update skip locked`,
        [job.data.messageId],
      );
      if (!m || m.state !== OutboxState.QUEUED) return null;
      const email = m.channel === OutboxChannel.EMAIL;
      if (email ? !deps.mailer : !deps.sms) {
        await exec("update work_orders.outbox_message set last_error = ? where id = ?", [email ? NO_SMTP : NO_SMS_PROVIDER, m.id]);
        return null;
      }
      try {
        if (email) {
          const { fileName, pdf } = await deps.renderPdf(tx, m.work_order_id);
          await deps.mailer!.send({
            to: m.recipient!,
            subject: m.subject ?? "",
            text: m.body,
            attachments: [{ filename: fileName, content: pdf, contentType: "application/pdf" }],
          });
        } else {
          await deps.sms!.send({ to: m.recipient!, text: m.body });
        }
      } catch (e) {
        const reason = reasonOf(e);
        await exec("update work_orders.outbox_message set attempts = attempts + 1, last_attempt_at = now(), last_error = ?, state = ? where id = ?", [
          reason,
          job.final ? OutboxState.FAILED : OutboxState.QUEUED,
          m.id,
        ]);
        return reason;
      }
      await exec(
        "update work_orders.outbox_message set attempts = attempts + 1, last_attempt_at = now(), sent_at = now(), last_error = null, state = ? where id = ?",
        [OutboxState.SENT, m.id],
      );
      // a delivery fact, not an edit: the order's version stays, so nobody's open form turns stale; an
      // SLA escalation (to staff or the contractor) is not the order's notice
      if (email && m.notice)
        await exec("update work_orders.work_order set contractor_emailed = true where id = ? and not contractor_emailed", [m.work_order_id]);
      return null;
    });
    // the queue retries (or, after the last retry, records the job failed)
    if (failure) throw new Error(failure);
  };
}
