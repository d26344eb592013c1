import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { errorCode, graphql, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { startWorker, type RunningWorker } from "@wo/shared";
import { parseMail, startMailCatcher, type MailCatcher } from "../../../tools/src/mail-catcher";
import { noticeContractor } from "../src/modules/notification/notice";
import { NO_SMTP, notificationSender } from "../src/modules/notification/notification.sender";
import { workOrdersService } from "../src/service";

type Svc = Awaited<ReturnType<typeof startTestService>>;
type Any = any;
let svc: Svc;
let mail: MailCatcher;
let smsServer: http.Server;
let smsUrl: string;
const smsReceived: { auth: string | undefined; body: Any }[] = [];
let smsFailures = 0;
const tokens: Record<string, string> = {};
const demo: Record<string, number> = {};

const SAVE = `mutation Save($input: SaveWorkOrderInput!) { saveWorkOrder(input: $input) { workOrder { id refNo version } error { code message } } }`;
const RESEND = `mutation R($id: Int!) { resendWorkOrderNotification(workOrderId: $id) { messages { id channel recipient state reason } error { code message } } }`;
const OUTBOX = `query O($state: OutboxState, $channel: OutboxChannel, $search: String) { outboxMessages(state: $state, channel: $channel, search: $search, pageSize: 50) { totalCount nodes { id workOrderId channel recipient state attempts lastError body } } }`;
const AGAIN = `mutation A($id: Int!) { sendOutboxMessageAgain(id: $id) { messages { id state } error { code message } } }`;

async function call(query: string, variables: Record<string, unknown>, who = "admin"): Promise<Any> {
  const r = await graphql(svc.url, query, variables, tokens[who]);
  if (r.errors) throw Object.assign(new Error(JSON.stringify(r.errors)), { code: errorCode(r) });
  return Object.values(r.data!)[0];
}
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: { code?: string }) => e.code,
  );

async function createOrder(extra: Record<string, unknown> = {}): Promise<Any> {
  const p = await call(SAVE, {
    input: {
      clientId: 1,
      siteId: demo.site,
      workOrderTypeId: 1,
      subTradeId: demo.subTrade,
      issue: "Boiler not firing",
      details: "Plant room",
      contractorId: 1,
      ...extra,
    },
  });
  if (p.error) throw new Error(JSON.stringify(p.error));
  return p.workOrder;
}

const messagesOf = (workOrderId: number) =>
  sql(
    svc.db.url,
    "select id, channel, recipient, state, attempts, last_error, sent_at from work_orders.outbox_message where work_order_id = $1 order by id",
    [workOrderId],
  );
const jobsOf = (messageIds: number[]) =>
  sql(
    svc.db.url,
    "select id, state, retry_count from work_orders_jobs.job where name = 'notification-send' and (data->>'messageId')::int = any($1)",
    [messageIds],
  );

async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const workerEnv = (extra: Record<string, string> = {}) => ({
  ...process.env,
  DATABASE_URL: svc.db.url,
  LOG_LEVEL: "error",
  JOB_POLL_SECONDS: "0.5",
  SMTP_URL: mail.url,
  MAIL_FROM: "Facilities <workorders@example.org>",
  SMS_URL: smsUrl,
  SMS_FROM: "FACILITIES",
  SMS_TOKEN: "test-token",
  ...extra,
});

beforeAll(async () => {
  svc = await startTestService(workOrdersService, "notify");
  mail = await startMailCatcher();
  smsServer = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      if (smsFailures > 0) {
        smsFailures--;
        res.writeHead(503).end("provider busy");
        return;
      }
      smsReceived.push({ auth: req.headers.authorization, body: JSON.parse(body) });
      res.writeHead(202, { "content-type": "application/json" }).end('{"status":"accepted"}');
    });
  });
  await new Promise<void>((r) => smsServer.listen(0, "127.0.0.1", r));
  smsUrl = `http://127.0.0.1:${(smsServer.address() as AddressInfo).port}/messages`;
  tokens.admin = await tokenFor(viewers.admin());
  tokens.staff = await tokenFor(viewers.staff(4));
  tokens.client1 = await tokenFor(viewers.client(1));
  const one = async (q: string) => (await sql(svc.db.url, q))[0]!;
  demo.site = (await one("select id from assets.site where client_id = 1 order by id limit 1")).id;
  demo.subTrade = (await one("select id from assets.trade where parent_trade_id is not null order by id limit 1")).id;
  demo.email1 = (await one("select email from assets.contractor where id = 1")).email;
  demo.noEmail = (await one("insert into assets.contractor (name, active) values ('No Mail Ltd', true) returning id")).id;
}, 60_000);

afterAll(async () => {
  await mail?.stop();
  await new Promise((r) => smsServer?.close(r));
  await svc?.stop();
});

describe("the outbox, written in the change's transaction", () => {
  it("queues an e-mail to the contractor's address and its send job when an order is given to it; an SMS when asked for", async () => {
    const wo = await createOrder({ smsNotifications: true, smsNumber: "07700 900123" });
    const msgs = await messagesOf(wo.id);
    expect(msgs).toEqual([
      expect.objectContaining({ channel: "email", recipient: demo.email1, state: "queued", attempts: 0 }),
      expect.objectContaining({ channel: "sms", recipient: "07700 900123", state: "queued" }),
    ]);
    expect(await jobsOf(msgs.map((m) => m.id))).toHaveLength(2);
  });

  it("records a failed e-mail, with the reason, when the contractor has no address; no SMS unless asked for", async () => {
    const wo = await createOrder({ contractorId: demo.noEmail, smsNumber: "07700 900124" });
    const msgs = await messagesOf(wo.id);
    expect(msgs).toEqual([
      expect.objectContaining({ channel: "email", recipient: null, state: "failed", last_error: "Not sent: the contractor has no e-mail address" }),
    ]);
    expect(await jobsOf(msgs.map((m) => m.id))).toHaveLength(0);
  });

  it("sends nothing by itself for an order whose 'send notifications' is off; a resend still sends", async () => {
    const wo = await createOrder({ sendNotifications: false });
    expect(await messagesOf(wo.id)).toEqual([]);
    const p = await call(RESEND, { id: wo.id }, "staff");
    expect(p.messages).toEqual([expect.objectContaining({ channel: "EMAIL", reason: "resend" })]);
  });

  it("a rolled-back transaction leaves neither message nor job; a committed one keeps both", async () => {
    const wo = await createOrder({ contractorId: null });
    const before = await sql(svc.db.url, "select count(*)::int as n from work_orders_jobs.job");
    await expect(
      svc.orm.em.fork().transactional(async (tx) => {
        await noticeContractor(tx, { workOrderId: wo.id, contractorId: 1, reason: "resend" });
        expect(
          (await tx.getConnection().execute("select count(*)::int as n from work_orders_jobs.job", [], "all", tx.getTransactionContext()))[0].n,
        ).toBe(before[0]!.n + 1);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await messagesOf(wo.id)).toEqual([]);
    expect((await sql(svc.db.url, "select count(*)::int as n from work_orders_jobs.job"))[0]!.n).toBe(before[0]!.n);
    await svc.orm.em.fork().transactional((tx) => noticeContractor(tx, { workOrderId: wo.id, contractorId: 1, reason: "resend" }));
    const msgs = await messagesOf(wo.id);
    expect(msgs).toHaveLength(1);
    expect(await jobsOf(msgs.map((m) => m.id))).toHaveLength(1);
  });
});

describe("resend and the administrator's outbox", () => {
  it("resends to the contractor (staff); refuses an order without a contractor; not for portal users", async () => {
    const wo = await createOrder();
    const p = await call(RESEND, { id: wo.id }, "staff");
    expect(p.error).toBeNull();
    expect(p.messages).toEqual([expect.objectContaining({ channel: "EMAIL", recipient: demo.email1, state: "QUEUED", reason: "resend" })]);
    const none = await createOrder({ contractorId: null });
    const refused = await call(RESEND, { id: none.id }, "staff");
    expect(refused.error).toEqual({ code: "NO_CONTRACTOR", message: "This work order has no contractor to notify" });
    expect(await codeOf(call(RESEND, { id: wo.id }, "client1"))).toBe("FORBIDDEN");
    expect(await codeOf(call(RESEND, { id: 99_999_999 }, "staff"))).toBe("NOT_FOUND");
  });

  it("lists messages for administrators only, by state and channel, searched by recipient or reference; sends a failed one again", async () => {
    const wo = await createOrder({ contractorId: demo.noEmail });
    expect(await codeOf(call(OUTBOX, {}, "staff"))).toBe("FORBIDDEN");
    const failed = await call(OUTBOX, { state: "FAILED", search: wo.refNo });
    expect(failed.nodes).toEqual([
      expect.objectContaining({ workOrderId: wo.id, state: "FAILED", lastError: "Not sent: the contractor has no e-mail address" }),
    ]);
    expect((await call(OUTBOX, { search: String(wo.id) })).nodes.every((n: Any) => n.workOrderId === wo.id)).toBe(true);
    expect((await call(OUTBOX, { channel: "SMS", search: demo.email1 })).totalCount).toBe(0);
    const id = failed.nodes[0].id;
    // still no address: refused with the reason
    expect((await call(AGAIN, { id })).error).toEqual(expect.objectContaining({ code: "NO_ADDRESS" }));
    await sql(svc.db.url, "update assets.contractor set email = 'found@example.org' where id = $1", [demo.noEmail]);
    const again = await call(AGAIN, { id });
    expect(again.messages).toEqual([{ id, state: "QUEUED" }]);
    expect((await messagesOf(wo.id))[0]).toMatchObject({ recipient: "found@example.org", state: "queued" });
    expect(await jobsOf([id])).toHaveLength(1);
    expect(await codeOf(call(AGAIN, { id }, "staff"))).toBe("FORBIDDEN");
  });
});

describe("the sender", () => {
  let worker: RunningWorker | null = null;
  afterEach(async () => {
    await worker?.stop();
    worker = null;
    mail.refuseNext(0);
    smsFailures = 0;
  });

  it("e-mails the order's PDF and texts the mobile; sets ContractorEmailed without changing the order's version", async () => {
    const wo = await createOrder({ smsNotifications: true, smsNumber: "07700 900125", issue: "Fire door will not close" });
    worker = await startWorker(workOrdersService, workerEnv());
    const sent = await until("both sent", async () => {
      const m = await messagesOf(wo.id);
      return m.every((x) => x.state === "sent") && m;
    });
    expect(sent.map((m) => m.attempts)).toEqual([1, 1]);
    const parsedAll = await Promise.all(mail.messages.map(async (m) => ({ caught: m, parsed: await parseMail(m.raw) })));
    const { caught, parsed } = parsedAll.find((m) => m.parsed.subject.includes(wo.refNo))!;
    expect(caught.to).toEqual([demo.email1]);
    expect(caught.from).toBe("workorders@example.org");
    expect(parsed.text).toContain("Fire door will not close");
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]!.contentType).toBe("application/pdf");
    expect(parsed.attachments[0]!.filename).toMatch(/\.pdf$/);
    expect(parsed.attachments[0]!.content.subarray(0, 5).toString()).toBe("%PDF-");
    const sms = smsReceived.find((s) => s.body.text.includes(wo.refNo))!;
    expect(sms).toEqual({
      auth: "Bearer test-token",
      body: { to: "07700 900125", from: "FACILITIES", text: expect.stringContaining("Fire door will not close") },
    });
    const [row] = await sql(svc.db.url, "select contractor_emailed, version from work_orders.work_order where id = $1", [wo.id]);
    expect(row).toEqual({ contractor_emailed: true, version: wo.version });
  }, 40_000);

  it("retries a refused e-mail with backoff, recording each attempt, then sends it", async () => {
    // only this test's messages are to be sent: the refusals are theirs
    await sql(svc.db.url, "delete from work_orders_jobs.job where state in ('created', 'retry')");
    mail.refuseNext(1);
    smsFailures = 1;
    const wo = await createOrder({ smsNotifications: true, smsNumber: "07700 900126" });
    worker = await startWorker(workOrdersService, workerEnv());
    const first = await until("a failed attempt of each", async () => {
      const m = await messagesOf(wo.id);
      return m.every((x) => x.attempts === 1) && m;
    });
    expect(first).toEqual([
      expect.objectContaining({ channel: "email", state: "queued", last_error: expect.stringMatching(/451|temporarily unavailable/i) }),
      expect.objectContaining({ channel: "sms", state: "queued", last_error: "SMS provider answered 503: provider busy" }),
    ]);
    const jobs = await until("retries scheduled", async () => {
      const j = await jobsOf(first.map((m) => m.id));
      return j.every((x) => x.state === "retry") && j;
    });
    const [delay] = await sql(
      svc.db.url,
      "select min(extract(epoch from start_after - now()))::float as s from work_orders_jobs.job where id = any($1::uuid[])",
      [jobs.map((j) => j.id)],
    );
    // the first retry waits 30 to 60 s (retryDelay 30, backoff with jitter)
    expect(delay!.s).toBeGreaterThan(20);
    expect(delay!.s).toBeLessThanOrEqual(61);
    await sql(svc.db.url, "update work_orders_jobs.job set start_after = now() where id = any($1::uuid[])", [jobs.map((j) => j.id)]);
    const done = await until("sent on the retry", async () => {
      const m = await messagesOf(wo.id);
      return m.every((x) => x.state === "sent") && m;
    });
    expect(done.map((m) => [m.attempts, m.last_error])).toEqual([
      [2, null],
      [2, null],
    ]);
  }, 40_000);

  it("after the last retry, the message is failed with the reason", async () => {
    const wo = await createOrder();
    const [m] = await messagesOf(wo.id);
    const send = notificationSender({
      orm: svc.orm,
      mailer: { send: () => Promise.reject(new Error("Invalid login: 535 Authentication failed")) },
      sms: null,
      renderPdf: async () => ({ fileName: "x.pdf", pdf: Buffer.from("%PDF-1.4") }),
    });
    const attempt = (retryCount: number) =>
      send({ id: "j", queue: "notification-send", data: { messageId: m!.id }, retryCount, retryLimit: 5, final: retryCount >= 5 });
    await expect(attempt(4)).rejects.toThrow("Invalid login");
    expect((await messagesOf(wo.id))[0]).toMatchObject({ state: "queued", attempts: 1 });
    await expect(attempt(5)).rejects.toThrow("Invalid login");
    expect((await messagesOf(wo.id))[0]).toMatchObject({ state: "failed", attempts: 2, last_error: "Invalid login: 535 Authentication failed" });
    // a failed message is not sent by a stray job
    const ok = notificationSender({
      orm: svc.orm,
      mailer: { send: async () => undefined },
      sms: null,
      renderPdf: async () => ({ fileName: "x.pdf", pdf: Buffer.alloc(0) }),
    });
    await ok({ id: "j", queue: "notification-send", data: { messageId: m!.id }, retryCount: 0, retryLimit: 5, final: false });
    expect((await messagesOf(wo.id))[0]).toMatchObject({ state: "failed" });
  });

  it("with no mail server configured, leaves the message queued and says why; nothing fails", async () => {
    const wo = await createOrder();
    const [m] = await messagesOf(wo.id);
    const send = notificationSender({ orm: svc.orm, mailer: null, sms: null, renderPdf: async () => ({ fileName: "x.pdf", pdf: Buffer.alloc(0) }) });
    await send({ id: "j", queue: "notification-send", data: { messageId: m!.id }, retryCount: 0, retryLimit: 5, final: false });
    expect((await messagesOf(wo.id))[0]).toMatchObject({ state: "queued", attempts: 0, last_error: NO_SMTP });
  });

  it("a job committed while the worker is down (killed) is sent by the next worker; `work` stops cleanly on SIGTERM", async () => {
    const main = path.resolve(__dirname, "../dist/main.js");
    const run = (signal: NodeJS.Signals) =>
      new Promise<number | null>((resolve, reject) => {
        const child = spawn(process.execPath, [main, "work"], { env: workerEnv({ LOG_LEVEL: "info" }), stdio: ["ignore", "pipe", "pipe"] });
        let out = "";
        child.stdout.on("data", (c) => {
          out += c;
          if (out.includes('"msg":"working"')) child.kill(signal);
        });
        child.on("exit", (code) => resolve(code));
        child.on("error", reject);
      });
    expect(await run("SIGTERM")).toBe(0);
    await run("SIGKILL");
    const wo = await createOrder();
    await new Promise((r) => setTimeout(r, 700));
    expect((await messagesOf(wo.id))[0]).toMatchObject({ state: "queued" });
    worker = await startWorker(workOrdersService, workerEnv());
    await until("sent by the new worker", async () => (await messagesOf(wo.id))[0]!.state === "sent");
  }, 60_000);
});
