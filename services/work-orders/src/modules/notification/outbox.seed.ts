import type { EntityManager } from "@mikro-orm/postgresql";
import { emailOf, smsOf } from "./notification.compose";
import { NO_SMS_PROVIDER, NO_SMTP } from "./notification.sender";
import type { ContractorNoticeReason } from "./outbox.entity";

interface OrderRow {
  id: number;
  ref_no: string;
  contractor_id: number;
  contractor_name: string;
  email: string | null;
  site_name: string | null;
  post_code: string | null;
  issue: string | null;
  details: string | null;
  due_date: Date | null;
  date_opened: Date;
  sms_number: string | null;
}

/** What happened to each demo message, in turn: mostly sent, some waiting, some failed with the reason. */
const FATES: ReadonlyArray<{ state: "sent" | "queued" | "failed"; attempts: number; error: string | null; sms?: boolean }> = [
  { state: "sent", attempts: 1, error: null, sms: true },
  { state: "sent", attempts: 1, error: null },
  { state: "sent", attempts: 2, error: null },
  { state: "queued", attempts: 0, error: NO_SMTP },
  { state: "failed", attempts: 6, error: "connect ECONNREFUSED 10.20.0.25:587" },
  { state: "sent", attempts: 1, error: null, sms: true },
  { state: "queued", attempts: 1, error: "451 4.3.0 Mailbox temporarily unavailable" },
  { state: "failed", attempts: 6, error: "550 5.1.1 <accounts@old-contractor.example.co.uk>: Recipient address rejected" },
  { state: "sent", attempts: 1, error: null },
  { state: "queued", attempts: 0, error: NO_SMTP, sms: true },
];

/**
 * A few messages in the outbox for the demo (issue 11): e-mails (and some SMS) about open orders,
 * sent, waiting and failed with their reasons, so #/configuration/outbox and the orders' "resend
 * notification" tabs show what the product does. Only into an empty outbox; no send jobs (these are history).
 */
export async function seedOutbox(em: EntityManager): Promise<string> {
  const conn = em.getConnection();
  const [{ n }] = await conn.execute<{ n: number }[]>("select count(*)::int as n from work_orders.outbox_message");
  if (n > 0) return "outbox already seeded";
  const orders = await conn.execute<OrderRow[]>(
    `select wo.id, wo.ref_no, wo.contractor_id, c.name as contractor_name, c.email, s.name as site_name, s.post_code,
            wo.issue, wo.details, wo.due_date, wo.date_opened, wo.sms_number
       from work_orders.work_order wo
       join assets.v_contractor c on c.id = wo.contractor_id
       left join assets.v_site s on s.id = wo.site_id
      where wo.work_order_status_id = 2 and c.email is not null
      order by wo.id desc limit ?`,
    [FATES.length],
  );
  let written = 0;
  for (const [i, o] of orders.entries()) {
    const fate = FATES[i]!;
    const reason: ContractorNoticeReason = i % 4 === 3 ? "resend" : "assigned";
    const facts = {
      reason,
      refNo: o.ref_no,
      contractorName: o.contractor_name,
      siteName: o.site_name,
      postCode: o.post_code,
      issue: o.issue,
      details: o.details,
      dueDate: o.due_date,
    };
    const at = new Date(new Date(o.date_opened).getTime() + 5 * 60_000);
    const sentAt = fate.state === "sent" ? new Date(at.getTime() + 30_000) : null;
    const lastAttempt = fate.attempts > 0 ? new Date(at.getTime() + fate.attempts * 60_000) : null;
    const mail = emailOf(facts);
    const rows: { channel: string; recipient: string | null; subject: string | null; body: string }[] = [
      { channel: "email", recipient: o.email, subject: mail.subject, body: mail.body },
    ];
    if (fate.sms) {
      // the order asks for texts, to its mobile number
      const mobile = o.sms_number ?? `07700 9001${String(i).padStart(2, "0")}`;
      await conn.execute("update work_orders.work_order set sms_notifications = true, sms_number = ? where id = ?", [mobile, o.id]);
      rows.push({ channel: "sms", recipient: mobile, subject: null, body: smsOf(facts) });
    }
    for (const r of rows) {
      // a message waiting for want of a transport says which one (the sender's own words)
      const error = fate.error === NO_SMTP && r.channel === "sms" ? NO_SMS_PROVIDER : fate.error;
      await conn.execute(
        `insert into work_orders.outbox_message (channel, recipient, subject, body, work_order_id, contractor_id, reason, state, attempts, last_error, created_at, last_attempt_at, sent_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [r.channel, r.recipient, r.subject, r.body, o.id, o.contractor_id, reason, fate.state, fate.attempts, error, at, lastAttempt, sentAt],
      );
      written++;
    }
    if (fate.state === "sent") await conn.execute("update work_orders.work_order set contractor_emailed = true where id = ?", [o.id]);
  }
  return `${written} outbox messages`;
}
