import type { EntityManager } from "@mikro-orm/postgresql";
import { DateTime } from "luxon";
import { z } from "zod";
import { intArray, loadConfig, ZONE } from "@wo/shared";
import { NO_EMAIL_ADDRESS, NO_STAFF_ADDRESS, queueMessages, type OutboxDraft } from "../notification/notice";
import { OutboxAudience, OutboxChannel } from "../notification/outbox.entity";
import { SlaClockState, type Clock } from "./sla.clock";
import { SlaClockKind, SlaThreshold } from "./sla.entity";
import { clockFacts, clocksOf } from "./sla.reader";

/**
 * The escalation's settings (README "Configuration"): how far ahead a running clock counts as about to
 * breach, how late a breach may be found and still be e-mailed, where a staff e-mail goes when the
 * order has no staff contact, and how often the job runs (a five-field cron, or "off": no schedule).
 */
const escalationConfigSchema = z.object({
  SLA_ESCALATION_HORIZON_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  SLA_ESCALATION_BACKLOG_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24),
  SLA_ESCALATION_STAFF_EMAIL: z.preprocess((v) => (typeof v === "string" ? v.trim() || undefined : v), z.email().optional()),
  SLA_ESCALATION_CRON: z
    .string()
    .trim()
    .regex(/^(off|\S+( \S+){4})$/, 'a five-field cron ("*/5 * * * *") or "off"')
    .default("*/5 * * * *"),
});
export type EscalationConfig = z.infer<typeof escalationConfigSchema>;
export const escalationConfig = (env: NodeJS.ProcessEnv = process.env): EscalationConfig => loadConfig(escalationConfigSchema, env);

export interface EscalationOptions {
  /** The moment the clocks are computed at (default: now) */
  now?: Date;
  horizonMinutes: number;
  backlogHours: number;
  /** Where a staff e-mail goes when the order has no staff contact */
  staffEmail?: string | null;
  /** Orders whose clocks are computed in one statement (default 500) */
  batchSize?: number;
}

export interface EscalationResult {
  /** Thresholds newly recorded, by threshold */
  dueSoon: number;
  breached: number;
  /** Of those, recorded without e-mails: breaches found more than the backlog allowance after their target */
  backlog: number;
  /** Messages written into the outbox (queued, or failed for want of an address) */
  messages: number;
}

/**
 * Each clock's candidates, by index: a clock's target is never earlier than its due date (pauses only
 * move it later), so its due date within the horizon is a superset. The response clock of an
 * outstanding order not yet attended (statuses 1-3, `work_order_outstanding_response_due_idx`), the
 * fix clock of an outstanding order (1-4, `work_order_outstanding_due_idx`); neither ended (met or
 * stopped) nor already escalated as breached (the last threshold: every later run would read it again).
 */
const CANDIDATES: Record<SlaClockKind, { due: string; statuses: string }> = {
  [SlaClockKind.RESPONSE]: { due: "w.response_due_date", statuses: "(1, 2, 3)" },
  [SlaClockKind.FIX]: { due: "w.due_date", statuses: "(1, 2, 3, 4)" },
};
const candidatesSql = (clock: SlaClockKind) => `
select w.id from work_orders.work_order w
 where w.work_order_status_id in ${CANDIDATES[clock].statuses} and ${CANDIDATES[clock].due} <= ?
   and not exists (select 1 from work_orders.sla_escalation x where x.work_order_id = w.id and x.clock = '${clock}' and x.threshold = '${SlaThreshold.BREACHED}')
   and not exists (select 1 from work_orders.sla_event e where e.work_order_id = w.id and e.clock = '${clock}' and e.kind in ('MET', 'STOPPED'))
 order by w.id`;

/** What the e-mails say of an order, and to whom they go: its staff contact (the first active staff user in its audit trail) and its contractor. */
const RECIPIENTS_SQL = `
select w.id, w.ref_no as "refNo", w.issue, w.contractor_id as "contractorId", w.send_notifications as "sendNotifications",
       nullif(trim(c.email), '') as "contractorEmail", c.name as "contractorName", s.name as "siteName", s.post_code as "postCode",
       (select nullif(trim(u.email), '') from work_orders.audit_trail a join identity.v_staff_email u on u.id = a.action_by_id
         where a.entity_name = 'WorkOrder' and a.entity_id = w.id::text order by a.id limit 1) as "staffEmail"
  from work_orders.work_order w
  left join assets.v_contractor c on c.id = w.contractor_id
  left join assets.v_site s on s.id = w.site_id
 where w.id = any(?::int[])`;

interface RecipientRow {
  id: number;
  refNo: string;
  issue: string | null;
  contractorId: number | null;
  sendNotifications: boolean;
  contractorEmail: string | null;
  contractorName: string | null;
  siteName: string | null;
  postCode: string | null;
  staffEmail: string | null;
}

interface Reached {
  workOrderId: number;
  clock: SlaClockKind;
  threshold: SlaThreshold;
  target: Date;
  notified: boolean;
}

/** The threshold a clock stands at `now`, if any: breached and not ended, or running with its target within the horizon (a paused clock is never about to breach). */
export function thresholdOf(
  clock: (Pick<Clock, "state" | "target"> & { endedAt?: Date | null }) | null,
  now: Date,
  horizonMinutes: number,
): SlaThreshold | null {
  if (!clock || clock.endedAt) return null;
  if (clock.state === SlaClockState.BREACHED) return SlaThreshold.BREACHED;
  if (clock.state === SlaClockState.RUNNING && clock.target.getTime() - now.getTime() <= horizonMinutes * 60_000) return SlaThreshold.DUE_SOON;
  return null;
}

/**
 * The SLA escalation (docs/sla.md "Escalation"), run by the `sla-escalate` job every few minutes:
 * finds the clocks about to breach (running, their target within the horizon, in clock time) or
 * breached, and records each threshold once per order × clock; a newly recorded one is e-mailed, in
 * the same transaction, to the order's staff contact and to its contractor (unless the order's
 * notifications are off) through the outbox and the notification queue. A concurrent run waits on the
 * unique key and then records nothing, so each threshold's e-mails go once. A breach found more than
 * `backlogHours` after its target is recorded without e-mails (a first run, or one after an outage,
 * does not e-mail the whole overdue history).
 */
export async function escalateSlaClocks(em: EntityManager, options: EscalationOptions): Promise<EscalationResult> {
  const now = options.now ?? new Date();
  const horizonEnd = new Date(now.getTime() + options.horizonMinutes * 60_000);
  const result: EscalationResult = { dueSoon: 0, breached: 0, backlog: 0, messages: 0 };
  const conn = em.getConnection();
  // an escalation committed while its clock's MET or STOPPED event was recorded in another transaction
  // escaped that event's trigger (migration 20261220100000): it ends here, one run late at most
  await conn.execute(
    `update work_orders.sla_escalation x set ended = true
      where x.notified and not x.ended
        and exists (select 1 from work_orders.sla_event e where e.work_order_id = x.work_order_id and e.clock = x.clock and e.kind in ('MET', 'STOPPED'))`,
  );
  const candidates = new Map<number, SlaClockKind[]>();
  for (const clock of [SlaClockKind.RESPONSE, SlaClockKind.FIX]) {
    for (const { id } of await conn.execute<{ id: number }[]>(candidatesSql(clock), [horizonEnd])) {
      candidates.set(id, [...(candidates.get(id) ?? []), clock]);
    }
  }
  const ids = [...candidates.keys()].sort((a, b) => a - b);
  const size = options.batchSize ?? 500;
  for (let i = 0; i < ids.length; i += size) {
    const batch = ids.slice(i, i + size);
    const facts = await clockFacts(em, batch);
    const reached: Reached[] = [];
    for (const id of batch) {
      const f = facts.get(id);
      if (!f) continue;
      const clocks = clocksOf(f, now);
      for (const clock of candidates.get(id)!) {
        const c = clock === SlaClockKind.RESPONSE ? clocks.response : clocks.fix;
        const threshold = thresholdOf(c ?? null, now, options.horizonMinutes);
        if (!c || !threshold) continue;
        const late = now.getTime() - c.target.getTime() > options.backlogHours * 3_600_000;
        reached.push({ workOrderId: id, clock, threshold, target: c.target, notified: !(threshold === SlaThreshold.BREACHED && late) });
      }
    }
    if (reached.length) await record(em, reached, now, options, result);
  }
  return result;
}

/** Records a batch's thresholds (those not recorded before) and writes the e-mails of the new ones, in one transaction. */
async function record(em: EntityManager, reached: Reached[], now: Date, options: EscalationOptions, result: EscalationResult): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const exec = <T extends object[]>(sql: string, params: unknown[]) =>
      tx.getConnection().execute<T>(sql, params, "all", tx.getTransactionContext());
    const recorded = await exec<{ work_order_id: number; clock: SlaClockKind; threshold: SlaThreshold; target: Date; notified: boolean }[]>(
      `insert into work_orders.sla_escalation (work_order_id, clock, threshold, target, notified, at)
       select o, c, t, g, n, ? from unnest(?::int[], ?::text[], ?::text[], ?::timestamptz[], ?::boolean[]) as r(o, c, t, g, n)
       on conflict on constraint sla_escalation_once_unique do nothing
       returning work_order_id, clock, threshold, target, notified`,
      [
        now,
        intArray(reached.map((r) => r.workOrderId)),
        `{${reached.map((r) => r.clock).join(",")}}`,
        `{${reached.map((r) => r.threshold).join(",")}}`,
        `{${reached.map((r) => r.target.toISOString()).join(",")}}`,
        `{${reached.map((r) => r.notified).join(",")}}`,
      ],
    );
    for (const r of recorded) {
      if (r.threshold === SlaThreshold.BREACHED) result.breached++;
      else result.dueSoon++;
      if (!r.notified) result.backlog++;
    }
    const told = recorded.filter((r) => r.notified);
    if (!told.length) return;
    const orders = new Map(
      (await exec<RecipientRow[]>(RECIPIENTS_SQL, [intArray([...new Set(told.map((r) => r.work_order_id))])])).map((o) => [o.id, o]),
    );
    const drafts: OutboxDraft[] = [];
    for (const r of told) {
      const o = orders.get(r.work_order_id)!;
      const mail = escalationEmail(o, r.clock, r.threshold, new Date(r.target), now);
      const reason = r.threshold === SlaThreshold.BREACHED ? "sla-breached" : "sla-due-soon";
      const common = { channel: OutboxChannel.EMAIL, subject: mail.subject, workOrderId: o.id, reason } as const;
      const staff = o.staffEmail ?? options.staffEmail ?? null;
      drafts.push({
        ...common,
        body: mail.body("staff"),
        recipient: staff,
        contractorId: null,
        audience: OutboxAudience.STAFF,
        failure: staff ? null : NO_STAFF_ADDRESS,
      });
      if (o.contractorId && o.sendNotifications) {
        drafts.push({
          ...common,
          body: mail.body("contractor"),
          recipient: o.contractorEmail,
          contractorId: o.contractorId,
          audience: OutboxAudience.CONTRACTOR,
          failure: o.contractorEmail ? null : NO_EMAIL_ADDRESS,
        });
      }
    }
    await queueMessages(tx, drafts);
    result.messages += drafts.length;
  });
}

const CLOCK_NAME: Record<SlaClockKind, string> = { [SlaClockKind.RESPONSE]: "response", [SlaClockKind.FIX]: "fix" };
const when = (d: Date) => DateTime.fromJSDate(d, { zone: ZONE }).toFormat("dd/MM/yyyy HH:mm");

/** "2 d 3 h", "3 h 05 min", "40 min" of clock time (as the screens' clock tags write it) */
export function durationText(ms: number): string {
  const m = Math.round(Math.abs(ms) / 60_000);
  const d = Math.floor(m / 1440);
  const h = Math.floor((m % 1440) / 60);
  const min = m % 60;
  if (d) return `${d} d ${h} h`;
  if (h) return `${h} h ${String(min).padStart(2, "0")} min`;
  return `${min} min`;
}

/** The escalation e-mail of one clock's threshold: the same subject to staff and the contractor, the body addressed to each. */
export function escalationEmail(o: RecipientRow, clock: SlaClockKind, threshold: SlaThreshold, target: Date, now: Date) {
  const place = [o.siteName, o.postCode].filter(Boolean).join(", ") || "the site";
  const name = CLOCK_NAME[clock];
  const breached = threshold === SlaThreshold.BREACHED;
  const subject = breached
    ? `SLA breached: work order ${o.refNo} ${name} was due ${when(target)} - ${place}`
    : `SLA due soon: work order ${o.refNo} ${name} due ${when(target)} - ${place}`;
  const state = breached
    ? `Work order ${o.refNo} has breached its ${name} SLA: it was due ${when(target)} (${durationText(now.getTime() - target.getTime())} ago).`
    : `Work order ${o.refNo} will breach its ${name} SLA at ${when(target)} (in ${durationText(target.getTime() - now.getTime())}).`;
  const ask =
    clock === SlaClockKind.RESPONSE
      ? "Please attend, or record the attendance, as soon as possible."
      : "Please complete the work, or tell us when it will be done, as soon as possible.";
  const body = (to: "staff" | "contractor") =>
    [
      to === "contractor" ? `Dear ${o.contractorName ?? "contractor"},` : "Hello,",
      "",
      state,
      "",
      `Site: ${place}`,
      `Issue: ${o.issue ?? ""}`,
      `Contractor: ${o.contractorName ?? "not assigned"}`,
      "",
      to === "contractor"
        ? `${ask} The work order is attached as a PDF.`
        : "You are this order's staff contact. The work order is attached as a PDF.",
    ].join("\n");
  return { subject, body };
}
