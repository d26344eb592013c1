/**
 * SLA escalation (issue 27, docs/sla.md "Escalation") against the real database: the clocks about to
 * breach within the horizon and the breached ones recorded once per order × clock × threshold (also
 * by two runs at once), their e-mails written to the order's staff contact and its contractor in the
 * outbox with their send jobs, a paused clock left alone, the backlog recorded without e-mails, the
 * staff address's fallback, and the dashboard's list of escalated orders under each viewer's tenancy.
 * Every run is asked at a fixed moment years ahead (`NOW`), the orders' due dates set around it: the
 * demo's own open orders are then long breached, recorded as backlog, and e-mail nobody.
 */
import { graphqlSuite, sql, viewers } from "@wo/shared/testing";
import { NO_STAFF_ADDRESS } from "../src/modules/notification/notice";
import { notificationSender } from "../src/modules/notification/notification.sender";
import { durationText, escalateSlaClocks, escalationConfig, type EscalationOptions } from "../src/modules/sla/sla.escalation";
import { workOrdersService } from "../src/service";
import { slaOrders } from "./support/sla-orders";

const suite = graphqlSuite(workOrdersService, "sla-escalation", {
  admin: viewers.admin(),
  client1: viewers.client(1),
  client2: viewers.client(2),
  contractor1: viewers.contractor(1),
});
const { call, db } = suite;
const { order, setStatus } = slaOrders(suite);

const NOW = new Date("2031-03-04T10:00:00Z"); // a Tuesday
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const FALLBACK = "sla-desk@example.org";

function run(now: Date, more: Partial<EscalationOptions> = {}) {
  return escalateSlaClocks(suite.svc.orm.em.fork(), { now, horizonMinutes: 60, backlogHours: 24, staffEmail: FALLBACK, ...more });
}
const dueAt = (id: number, responseMinutes: number, fixMinutes: number) =>
  sql(db(), "update work_orders.work_order set response_due_date = $2, due_date = $3 where id = $1", [id, at(responseMinutes), at(fixMinutes)]);
const escalations = async (id: number) =>
  (await sql(db(), "select clock, threshold, notified, target from work_orders.sla_escalation where work_order_id = $1 order by id", [id])).map(
    (r) => `${r.clock} ${r.threshold}${r.notified ? "" : " (backlog)"}`,
  );
/** The escalations' messages of an order (not the notice its contractor had when it was given the order) */
const messages = (id: number) =>
  sql(
    db(),
    `select id, audience, recipient, contractor_id, reason, state, last_error, subject, body
       from work_orders.outbox_message where work_order_id = $1 and reason like 'sla-%' order by id`,
    [id],
  );
const email = async (userId: number) => (await sql(db(), "select email from identity.app_user where id = $1", [userId]))[0]!.email as string;
const contractorEmail = async (id: number) => (await sql(db(), "select email from assets.contractor where id = $1", [id]))[0]!.email as string;
const refNo = async (id: number) => (await sql(db(), "select ref_no from work_orders.work_order where id = $1", [id]))[0]!.ref_no as string;

const AGAIN = `mutation A($id: Int!) { sendOutboxMessageAgain(id: $id) { messages { id } error { message } } }`;
const ESCALATED = `query E($search: String) { workOrders(slaEscalated: true, search: $search, pageSize: 100) { totalCount nodes { id } } }`;
const escalatedIds = async (who: string, search?: string) => ((await call(ESCALATED, { search }, who)).nodes as { id: number }[]).map((n) => n.id);

beforeAll(async () => {
  // the demo's open orders, all long breached at NOW: recorded without e-mails, out of every later run's way
  const first = await run(NOW);
  expect(first.messages).toBe(0);
  expect(first.backlog).toBe(first.breached);
});

describe("escalateSlaClocks", () => {
  it("e-mails a clock about to breach to the staff contact and the contractor once, then its breach once", async () => {
    const id = await order();
    await dueAt(id, 30, 300);
    const ref = await refNo(id);

    const soon = await run(NOW);
    expect(soon).toMatchObject({ dueSoon: 1, breached: 0, messages: 2 });
    expect(await escalations(id)).toEqual(["RESPONSE DUE_SOON"]);
    const [staff, contractor] = await messages(id);
    // the staff contact is whoever logged the order (the administrator, user 1): not the client's contact
    expect(staff).toMatchObject({ audience: "staff", recipient: await email(1), contractor_id: null, reason: "sla-due-soon", state: "queued" });
    expect(contractor).toMatchObject({ audience: "contractor", recipient: await contractorEmail(1), contractor_id: 1, reason: "sla-due-soon" });
    expect(staff!.subject).toBe(contractor!.subject);
    expect(staff!.subject).toMatch(new RegExp(`^SLA due soon: work order ${ref} response due 04/03/2031 10:30 - `));
    expect(contractor!.body).toContain(`Work order ${ref} will breach its response SLA at 04/03/2031 10:30 (in 30 min).`);
    expect(contractor!.body).toContain("Please attend, or record the attendance, as soon as possible.");
    // each message's send job is queued with it
    const jobs = await sql(
      db(),
      "select count(*)::int as n from work_orders_jobs.job where name = 'notification-send' and (data->>'messageId')::int = any($1::int[])",
      [[staff!.id, contractor!.id]],
    );
    expect(jobs[0]!.n).toBe(2);

    // the next runs find the same threshold: nothing more
    await run(at(5));
    expect(await escalations(id)).toEqual(["RESPONSE DUE_SOON"]);
    // past its target: breached, e-mailed once
    const late = await run(at(31));
    expect(late.breached).toBeGreaterThanOrEqual(1);
    await run(at(36));
    expect(await escalations(id)).toEqual(["RESPONSE DUE_SOON", "RESPONSE BREACHED"]);
    const all = await messages(id);
    expect(all.map((m) => `${m.audience} ${m.reason}`)).toEqual([
      "staff sla-due-soon",
      "contractor sla-due-soon",
      "staff sla-breached",
      "contractor sla-breached",
    ]);
    expect(all[3]!.subject).toMatch(new RegExp(`^SLA breached: work order ${ref} response was due 04/03/2031 10:30`));
    expect(all[3]!.body).toContain("(1 min ago)");
  });

  it("records each threshold once when two runs meet", async () => {
    const id = await order();
    await dueAt(id, 600, 20);
    await Promise.all([run(NOW), run(NOW), run(at(1))]);
    expect(await escalations(id)).toEqual(["FIX DUE_SOON"]);
    expect((await messages(id)).map((m) => m.audience)).toEqual(["staff", "contractor"]);
  });

  it("leaves a paused clock alone (waiting on the client's quote approval), and escalates it once it runs again", async () => {
    const id = await order();
    await setStatus(id, 4); // a quote sent: the response is met, the fix clock paused
    await dueAt(id, -60, 10);
    await run(NOW);
    expect(await escalations(id)).toEqual([]);
    await setStatus(id, 2); // the client answered: the fix clock runs again (paused for moments, years before NOW)
    await run(NOW);
    expect(await escalations(id)).toEqual(["FIX DUE_SOON"]);
  });

  it("records a breach found after the backlog allowance without e-mails, and takes no met or stopped clock", async () => {
    const stale = await order();
    await dueAt(stale, -30 * 60, -25 * 60);
    const met = await order();
    await dueAt(met, 10, 20);
    await sql(db(), "update work_orders.work_order set progress_code_id = 4 where id = $1", [met]); // attended: the response is met
    const cancelled = await order();
    await dueAt(cancelled, 10, 20);
    await setStatus(cancelled, 9);
    await run(NOW);
    expect(await escalations(stale)).toEqual(["RESPONSE BREACHED (backlog)", "FIX BREACHED (backlog)"]);
    expect(await messages(stale)).toEqual([]);
    expect(await escalations(met)).toEqual(["FIX DUE_SOON"]);
    expect(await escalations(cancelled)).toEqual([]);
  });

  it("e-mails SLA_ESCALATION_STAFF_EMAIL when no active staff user is in the order's trail, and records why when there is none", async () => {
    const a = await order();
    const b = await order();
    await dueAt(a, 600, 30);
    await dueAt(b, 600, 30);
    await sql(db(), "update work_orders.work_order set send_notifications = false where id = $1", [b]); // its contractor is not told
    await sql(db(), "update identity.app_user set active = false where id = 1");
    try {
      await run(NOW, { staffEmail: null, batchSize: 1 });
      await sql(db(), "delete from work_orders.sla_escalation where work_order_id = $1", [a]);
      await sql(db(), "delete from work_orders.outbox_message where work_order_id = $1", [a]);
      await run(NOW);
    } finally {
      await sql(db(), "update identity.app_user set active = true where id = 1");
    }
    expect(await messages(b)).toEqual([
      expect.objectContaining({ audience: "staff", recipient: null, state: "failed", last_error: NO_STAFF_ADDRESS }),
    ]);
    expect((await messages(a)).map((m) => [m.audience, m.recipient])).toEqual([
      ["staff", FALLBACK],
      ["contractor", await contractorEmail(1)],
    ]);
  });
});

describe("sending an escalation", () => {
  it("does not count as the contractor's notice, and 'Send again' keeps a staff message's address", async () => {
    const id = await order();
    await dueAt(id, 600, 15);
    await sql(db(), "update work_orders.work_order set contractor_emailed = false where id = $1", [id]);
    await run(NOW);
    const [staff, contractor] = await messages(id);
    const sent: string[] = [];
    const send = notificationSender({
      orm: suite.svc.orm,
      mailer: { send: async (m) => void sent.push(m.to) },
      sms: null,
      renderPdf: async () => ({ fileName: "x.pdf", pdf: Buffer.from("%PDF-1.4") }),
    });
    for (const m of [staff!, contractor!])
      await send({ id: "j", queue: "notification-send", data: { messageId: m.id }, retryCount: 0, retryLimit: 5, final: false });
    expect(sent).toEqual([staff!.recipient, contractor!.recipient]);
    expect((await sql(db(), "select contractor_emailed from work_orders.work_order where id = $1", [id]))[0]!.contractor_emailed).toBe(false);

    await sql(db(), "update work_orders.outbox_message set state = 'failed' where id = $1", [staff!.id]);
    const again = await call(AGAIN, { id: staff!.id });
    expect(again.error).toBeNull();
    expect((await messages(id))[0]).toMatchObject({ state: "queued", recipient: staff!.recipient });
  });
});

describe("workOrders(slaEscalated: true)", () => {
  it("lists the outstanding orders with an escalated clock not yet met, each viewer its own", async () => {
    const mine = await order(1);
    const theirs = await order(2, 2);
    const quiet = await order(1);
    await dueAt(mine, 600, 30);
    await dueAt(theirs, 600, 30);
    await dueAt(quiet, 600, 6000);
    await run(NOW);
    const ref = await refNo(mine);
    expect(await escalatedIds("admin", ref)).toEqual([mine]);
    const staffAll = await escalatedIds("admin");
    expect(staffAll).toEqual(expect.arrayContaining([mine, theirs]));
    expect(staffAll).not.toContain(quiet);
    // the backlog (recorded without e-mails) is the overdue list's, not this one's
    const backlog = (await sql(db(), "select work_order_id from work_orders.sla_escalation where not notified limit 1"))[0]!.work_order_id;
    expect(staffAll).not.toContain(backlog);
    const client1 = await escalatedIds("client1");
    expect(client1).toContain(mine);
    expect(client1).not.toContain(theirs);
    expect(await escalatedIds("client2")).not.toContain(mine);
    expect(await escalatedIds("contractor1")).not.toContain(theirs);
    // completed: its fix clock is met, off the list
    await setStatus(mine, 7);
    expect(await escalatedIds("admin", ref)).toEqual([]);
  });
});

describe("an escalation's end", () => {
  // the panel reads the escalation's own `ended`: a clock's MET or STOPPED event sets it (a trigger), and an
  // escalation committed while that event was being recorded elsewhere (which the trigger could not see) is
  // ended by the next run
  it("is set by the clock's event, and by the next run for one the event's trigger could not see", async () => {
    const id = await order(1);
    await dueAt(id, 600, 6000);
    const ref = await refNo(id);
    await sql(db(), "insert into work_orders.sla_event (work_order_id, clock, kind, at) values ($1, 'RESPONSE', 'MET', $2)", [id, at(-60)]);
    // as if committed by a run at the same moment as the event, in another transaction
    await sql(
      db(),
      "insert into work_orders.sla_escalation (work_order_id, clock, threshold, target, notified, at) values ($1, 'RESPONSE', 'DUE_SOON', $2, true, $3)",
      [id, at(600), at(-60)],
    );
    expect(await escalatedIds("admin", ref)).toEqual([id]);
    await run(NOW);
    expect(await escalatedIds("admin", ref)).toEqual([]);
    // a later MET event of a clock with an open escalation ends it at once, by the trigger
    await sql(
      db(),
      "insert into work_orders.sla_escalation (work_order_id, clock, threshold, target, notified, at) values ($1, 'FIX', 'DUE_SOON', $2, true, $3)",
      [id, at(6000), NOW],
    );
    expect(await escalatedIds("admin", ref)).toEqual([id]);
    await sql(db(), "insert into work_orders.sla_event (work_order_id, clock, kind, at) values ($1, 'FIX', 'STOPPED', $2)", [id, NOW]);
    expect(await escalatedIds("admin", ref)).toEqual([]);
  });
});

describe("escalationConfig", () => {
  it("reads the defaults, a schedule turned off, and refuses what is not a five-field cron", () => {
    expect(escalationConfig({})).toMatchObject({
      SLA_ESCALATION_CRON: "*/5 * * * *",
      SLA_ESCALATION_HORIZON_MINUTES: 60,
      SLA_ESCALATION_BACKLOG_HOURS: 24,
    });
    expect(escalationConfig({ SLA_ESCALATION_CRON: "off", SLA_ESCALATION_STAFF_EMAIL: "" })).toMatchObject({ SLA_ESCALATION_CRON: "off" });
    expect(escalationConfig({ SLA_ESCALATION_STAFF_EMAIL: " desk@example.org " }).SLA_ESCALATION_STAFF_EMAIL).toBe("desk@example.org");
    expect(() => escalationConfig({ SLA_ESCALATION_CRON: "*/5 * *" })).toThrow("SLA_ESCALATION_CRON");
    expect(() => escalationConfig({ SLA_ESCALATION_STAFF_EMAIL: "desk" })).toThrow("SLA_ESCALATION_STAFF_EMAIL");
  });
});

describe("durationText", () => {
  it("writes clock time as the screens' clock tags do", () => {
    expect([durationText(40 * 60_000), durationText(185 * 60_000), durationText(-(2 * 1440 + 190) * 60_000)]).toEqual([
      "40 min",
      "3 h 05 min",
      "2 d 3 h",
    ]);
  });
});
