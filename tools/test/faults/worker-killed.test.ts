/**
 * Issue 25, faults: a job worker killed mid-job. work-orders' worker (a process of this suite's own,
 * supervised: started again after it dies, as `npm start` does) over a database of the suite's own,
 * SIGKILLed while a job is provably in flight (pg-boss's job table says active, and the handler is
 * held at a known point); then pg-boss's expiry fails the orphaned attempt, the restarted worker runs
 * the job again, and its effect happens once:
 * - an e-mail (notification-send): the SMTP server holds its answer to the message, so the worker
 *   dies with the message sent but not accepted; one e-mail for the outbox message in the end;
 * - a PPM order (ppm-raise): the test holds a lock the raise waits for after it claimed the visit,
 *   so the worker dies inside the raise's transaction; one order for that schedule's visit in the end.
 * The wait for the expiry: `npm run test:faults` (FAULTS_LONG=true) waits it out for real (the
 * queues' expireInSeconds, JOB_MAINTENANCE_SECONDS, the retry delay); the short form moves the
 * attempt's start (and then the retry's start) back instead, so the same pg-boss expiry and retry run
 * without minutes of waiting.
 */
import PgBoss from "pg-boss";
import pg from "pg";
import { createTestDatabase, sql, type TestDatabase } from "@wo/shared/testing";
import { startMailCatcher, type HeldMail, type MailCatcher } from "../../src/mail-catcher";
import { spawnNode, supervise, waitForReady, type Supervised } from "../../src/processes";
import { serviceMain } from "../../src/services";
import { eventually, LONG, processLog } from "./own-stack";

const JOBS = "work_orders_jobs";
/** The worker's maintenance (pg-boss's expiry) in this suite: the default's 30 s in the long form, 1 s in the short one */
const MAINTENANCE_SECONDS = LONG ? 30 : 1;
/** Longest a retry after a kill may take: the expiry, the maintenance and the first retry's delay (backoff: up to twice it) */
const WORST_RETRY_SECONDS = 10 * 60;

const out = processLog();
let db: TestDatabase;
let mail: MailCatcher;
let worker: Supervised;
let boss: PgBoss;

beforeAll(async () => {
  db = await createTestDatabase("workerkill");
  mail = await startMailCatcher();
  const env = {
    ...process.env,
    DATABASE_URL: db.url,
    SMTP_URL: mail.url,
    MAIL_FROM: "Facilities <workorders@example.org>",
    LOG_LEVEL: "warn",
    JOB_POLL_SECONDS: "0.5",
    JOB_MAINTENANCE_SECONDS: String(MAINTENANCE_SECONDS),
  };
  worker = supervise(() => spawnNode("work-orders-worker", serviceMain("work-orders"), ["work"], env, out.log), {
    restart: { log: out.log, policy: { initialDelayMs: 200, maxDelayMs: 2000, resetAfterMs: 60_000 } },
  });
  await waitForReady(worker.child, 120_000);
  boss = new PgBoss({ connectionString: db.url, schema: JOBS, max: 2, supervise: false, schedule: false, migrate: false });
  boss.on("error", () => undefined);
  await boss.start();
}, 180_000);

afterAll(async () => {
  await boss?.stop({ graceful: false, close: true });
  await worker?.stop();
  await mail?.stop();
  await db?.drop();
}, 60_000);

const jobState = async (id: string) =>
  (await sql(db.url, `select state, retry_count from ${JOBS}.job where id = $1`, [id]))[0] as { state: string; retry_count: number };

/** SIGKILL to the worker; answers once the supervisor's new worker is working. */
async function killWorker(): Promise<void> {
  const before = worker.restarts;
  const killed = worker.child;
  killed.process.kill("SIGKILL");
  await killed.exited;
  expect(await eventually(async () => worker.restarts === before + 1, 60, 20)).toBe(true);
  await waitForReady(worker.child, 120_000);
}

/**
 * The orphaned attempt's way back: pg-boss's maintenance fails it once it is past its expiry, and
 * the retry starts after the queue's delay. The short form moves both starts back rather than wait.
 */
async function expireAndRetry(id: string): Promise<void> {
  if (!LONG)
    await sql(db.url, `update ${JOBS}.job set started_on = now() - expire_in - interval '1 second' where id = $1 and state = 'active'`, [id]);
  expect(await eventually(async () => (await jobState(id)).state !== "active", WORST_RETRY_SECONDS, 250)).toBe(true);
  if (!LONG) await sql(db.url, `update ${JOBS}.job set start_after = now() where id = $1 and state = 'retry'`, [id]);
  expect(await eventually(async () => (await jobState(id)).state === "completed", WORST_RETRY_SECONDS, 250)).toBe(true);
}

describe("a job worker killed mid-job", () => {
  it("the queues retry an orphaned attempt within minutes: expiry + maintenance + the first retry's delay", async () => {
    // pg-boss's own queues (__pgboss__send-it) aside
    const queues = await sql(
      db.url,
      `select name, expire_seconds, retry_limit, retry_delay, retry_backoff from ${JOBS}.queue where name not like '\\_\\_pgboss%' order by name`,
    );
    const worst = Object.fromEntries(queues.map((q) => [q.name, q.expire_seconds + 30 + q.retry_delay * (q.retry_backoff ? 2 : 1)]));
    process.stdout.write(`worker killed: a killed attempt is retried at most this long after it started (s): ${JSON.stringify(worst)}\n`);
    expect(Object.keys(worst).sort()).toEqual(["notification-send", "ppm-raise", "sla-escalate", "webhook-deliver", "webhook-dispatch"]);
    for (const q of queues) expect([q.name, q.retry_limit > 0, worst[q.name]! <= WORST_RETRY_SECONDS]).toEqual([q.name, true, true]);
  });

  it("notification-send: killed while the SMTP server holds its answer, the job runs again and one e-mail goes", async () => {
    const recipient = "killprobe@example.com";
    const subject = `Worker kill probe ${Date.now()}`;
    const [wo] = await sql(db.url, "select id, contractor_id from work_orders.work_order where contractor_id is not null order by id limit 1");
    const [m] = await sql(
      db.url,
      `insert into work_orders.outbox_message (channel, recipient, subject, body, work_order_id, contractor_id, reason, state)
       values ('email', $1, $2, 'A probe of a worker killed mid-send', $3, $4, 'resend', 'queued') returning id`,
      [recipient, subject, wo!.id, wo!.contractor_id],
    );
    const held: HeldMail = mail.holdNext(recipient);
    const id = (await boss.send("notification-send", { messageId: m!.id }))!;
    await held.arrived;
    expect(await jobState(id)).toEqual({ state: "active", retry_count: 0 });

    await killWorker();
    await held.hungUp;
    held.release(); // never answered: the SMTP server drops it
    expect(await jobState(id)).toEqual({ state: "active", retry_count: 0 }); // its worker is gone; only the expiry frees it

    await expireAndRetry(id);
    expect(await jobState(id)).toEqual({ state: "completed", retry_count: 1 });
    const [after] = await sql(db.url, "select state, attempts from work_orders.outbox_message where id = $1", [m!.id]);
    expect(after).toEqual({ state: "sent", attempts: 1 });
    const received = mail.messages.filter((x) => x.to.includes(recipient) && x.raw.includes(subject));
    process.stdout.write(`worker killed: notification-send retried (retry 1), e-mails received for the message: ${received.length}\n`);
    expect(received).toHaveLength(1);
  }, 900_000);

  it("ppm-raise: killed inside the raise's transaction, the job runs again and the visit gets one PPM order", async () => {
    const [ppm] = await sql(
      db.url,
      `update work_orders.ppm set ppm_status_id = 1, next_visit = (now() at time zone 'Europe/London')::date
        where id = (select min(id) from work_orders.ppm) returning id, ref_no, next_visit::text as visit`,
    );
    const raisedFor = async () =>
      (
        await sql(
          db.url,
          `select count(*)::int as visits, count(w.id)::int as orders from work_orders.ppm_visit v left join work_orders.work_order w on w.id = v.work_order_id
            where v.ppm_id = $1 and v.visit_date = $2::date`,
          [ppm!.id, ppm!.visit],
        )
      )[0];
    expect(await raisedFor()).toEqual({ visits: 0, orders: 0 });

    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    let id: string;
    try {
      await holder.query("begin");
      // the raise claims its visit (ppm_visit) first: held here, it waits inside its transaction
      await holder.query("lock table work_orders.ppm_visit in exclusive mode");
      id = (await boss.send("ppm-raise", {}))!;
      const waiting = async () =>
        (
          await holder.query(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'",
          )
        ).rows[0].n > 0;
      if (!(await eventually(waiting, 60, 50))) {
        const sessions = await holder.query(
          "select state, wait_event_type, left(query, 100) as query from pg_stat_activity where datname = current_database()",
        );
        throw new Error(
          `the raise never waited for the held lock; job ${JSON.stringify(await jobState(id))}, schedule ${JSON.stringify(ppm)}; sessions:\n${sessions.rows.map((r) => JSON.stringify(r)).join("\n")}\n${out.tail.slice(-20).join("\n")}`,
        );
      }
      expect(await jobState(id)).toEqual({ state: "active", retry_count: 0 });
      await killWorker();
    } finally {
      await holder.query("commit").catch(() => undefined);
      await holder.end();
    }
    // the dead worker's session ends once the lock is let go: its transaction rolled back, or (had its
    // COMMIT already reached the server while it waited) committed whole; never half (a visit without its order)
    expect(await eventually(async () => !(await stillWaiting()), 60, 100)).toBe(true);
    const afterKill = await raisedFor();
    expect([
      { visits: 0, orders: 0 },
      { visits: 1, orders: 1 },
    ]).toContainEqual(afterKill);
    expect(await jobState(id)).toEqual({ state: "active", retry_count: 0 });

    await expireAndRetry(id);
    expect(await jobState(id)).toEqual({ state: "completed", retry_count: 1 });
    const raised = await raisedFor();
    process.stdout.write(
      `worker killed: ppm-raise retried (retry 1); the killed attempt left ${afterKill!.orders} orders; PPM orders for the visit in the end: ${raised!.orders}\n`,
    );
    expect(raised).toEqual({ visits: 1, orders: 1 });
    // no visit of any schedule claimed without its order, nor raised twice
    expect(await sql(db.url, "select ppm_id, visit_date from work_orders.ppm_visit where work_order_id is null")).toEqual([]);
  }, 900_000);

  /** Whether a session other than the test's still waits for a lock or runs the raise (the killed worker's, until PostgreSQL ends it) */
  async function stillWaiting(): Promise<boolean> {
    const [r] = await sql(
      db.url,
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
          and (wait_event_type = 'Lock' or (state <> 'idle' and query ilike '%ppm_visit%'))`,
    );
    return r!.n > 0;
  }
});
