import http from "node:http";
import type { AddressInfo } from "node:net";
import { errorCode, graphql, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { startWorker, verifyWebhookSignature, type RunningWorker } from "@wo/shared";
import { parseMail, startMailCatcher, type MailCatcher } from "../../../tools/src/mail-catcher";
import { workOrdersService } from "../src/service";

type Svc = Awaited<ReturnType<typeof startTestService>>;
type Any = any;

/** One request a receiver got: when, its headers, its exact body. */
interface Received {
  at: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local webhook receiver: answers `status` (200 unless told), records every request. */
class Receiver {
  received: Received[] = [];
  status = 200;
  private server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => {
      this.received.push({ at: Date.now(), headers: req.headers, body });
      res.writeHead(this.status, { "content-type": "text/plain" }).end(this.status === 200 ? "thanks" : "receiver broken");
    });
  });
  url = "";
  async start(): Promise<this> {
    await new Promise<void>((r) => this.server.listen(0, "127.0.0.1", r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
    return this;
  }
  stop() {
    return new Promise((r) => this.server.close(r));
  }
}

let svc: Svc;
let mail: MailCatcher;
let worker: RunningWorker;
const receivers: Receiver[] = [];
const tokens: Record<string, string> = {};
const demo: Record<string, number> = {};

const ENDPOINT_FIELDS = "id url events clientId ownerEmail paused pauseReason failingSince";
const CREATE = `mutation C($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { ${ENDPOINT_FIELDS} } secret error { code message fieldErrors { field message } } } }`;
const UPDATE = `mutation U($input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(input: $input) { endpoint { ${ENDPOINT_FIELDS} } secret error { code message } } }`;
const DELIVERIES = `query D($id: Int!) { webhookDeliveries(endpointId: $id, pageSize: 50) { totalCount nodes { id eventId eventType state attempts statusCode responseExcerpt durationMs lastError body } } }`;
const RESEND = `mutation R($id: Int!) { resendWebhookDelivery(id: $id) { delivery { id state } error { code message } } }`;
const ENDPOINTS = `{ webhookEndpoints { ${ENDPOINT_FIELDS} } }`;
const SAVE = `mutation Save($input: SaveWorkOrderInput!) { saveWorkOrder(input: $input) { workOrder { id version clientId } error { code message } } }`;
const CANCEL = `mutation X($id: Int!, $version: Int) { cancelWorkOrder(id: $id, version: $version) { workOrder { id version workOrderStatusId } error { code message } } }`;

async function call(query: string, variables: Record<string, unknown> = {}, who = "admin"): Promise<Any> {
  const r = await graphql(svc.url, query, variables, tokens[who]);
  if (r.errors) throw Object.assign(new Error(JSON.stringify(r.errors)), { code: errorCode(r) });
  return Object.values(r.data!)[0];
}

/** Polls with a generous limit: nothing here depends on how fast the machine is. */
async function until<T>(what: string, fn: () => Promise<T | null | undefined | false> | T | null | undefined | false, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function createOrder(clientId: number, extra: Record<string, unknown> = {}): Promise<Any> {
  const p = await call(SAVE, {
    input: {
      clientId,
      siteId: clientId === 1 ? demo.site1 : demo.site2,
      workOrderTypeId: 1,
      subTradeId: demo.subTrade,
      issue: "Leaking tap",
      details: "Kitchen",
      ...extra,
    },
  });
  if (p.error) throw new Error(JSON.stringify(p.error));
  return p.workOrder;
}

async function register(receiver: Receiver, events: string[], clientId: number | null = null) {
  const p = await call(CREATE, { input: { url: receiver.url, events, clientId, ownerEmail: "integrations@example.org", description: "test" } });
  expect(p.error).toBeNull();
  return p as { endpoint: Any; secret: string };
}

const parsed = (r: Received) => JSON.parse(r.body);

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_LOOPBACK = "true";
  process.env.WEBHOOK_RETRY_DELAY_SECONDS = "1";
  svc = await startTestService(workOrdersService, "webhooks");
  mail = await startMailCatcher();
  tokens.admin = await tokenFor(viewers.admin());
  tokens.staff = await tokenFor(viewers.staff(4));
  tokens.client1 = await tokenFor(viewers.client(1));
  const one = async (q: string) => (await sql(svc.db.url, q))[0]!;
  demo.site1 = (await one("select id from assets.site where client_id = 1 order by id limit 1")).id;
  demo.site2 = (await one("select id from assets.site where client_id = 2 order by id limit 1")).id;
  demo.subTrade = (await one("select id from assets.trade where parent_trade_id is not null order by id limit 1")).id;
  worker = await startWorker(workOrdersService, {
    ...process.env,
    DATABASE_URL: svc.db.url,
    LOG_LEVEL: "error",
    JOB_POLL_SECONDS: "0.5",
    SMTP_URL: mail.url,
    MAIL_FROM: "Facilities <workorders@example.org>",
    WEBHOOK_ALLOW_LOOPBACK: "true",
    WEBHOOK_RETRY_LIMIT: "10",
    WEBHOOK_RETRY_DELAY_SECONDS: "1",
    WEBHOOK_FAILURE_WINDOW_SECONDS: "3",
  });
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  for (const r of receivers) await r.stop();
  await mail?.stop();
  await svc?.stop();
});

const newReceiver = async () => {
  const r = await new Receiver().start();
  receivers.push(r);
  return r;
};

describe("registering endpoints", () => {
  it("is for administrators only", async () => {
    expect(await call(ENDPOINTS, {}, "staff").catch((e) => e.code)).toBe("FORBIDDEN");
    expect(await call(ENDPOINTS, {}, "client1").catch((e) => e.code)).toBe("FORBIDDEN");
  });

  it("refuses http and private addresses without WEBHOOK_ALLOW_LOOPBACK, with clear messages", async () => {
    process.env.WEBHOOK_ALLOW_LOOPBACK = "false";
    try {
      const bad = async (url: string) =>
        (await call(CREATE, { input: { url, events: ["WORK_ORDER_CREATED"], ownerEmail: "a@example.org" } })).error.fieldErrors[0].message;
      expect(await bad("http://127.0.0.1:9/hook")).toBe("The URL must start with https://");
      expect(await bad("https://192.168.1.20/hook")).toBe(
        "The address 192.168.1.20 is in a private or reserved range: webhooks go only to public addresses",
      );
      expect(await bad("https://[::ffff:10.0.0.1]/hook")).toMatch(/private or reserved range/);
      const p = await call(CREATE, { input: { url: "https://hooks.example.org/x", events: [], ownerEmail: "nobody" } });
      expect(p.error.code).toBe("INVALID");
      expect(p.error.fieldErrors.map((f: Any) => f.field)).toEqual(["events", "ownerEmail"]);
      expect((await call(ENDPOINTS)).length).toBe(0);
    } finally {
      process.env.WEBHOOK_ALLOW_LOOPBACK = "true";
    }
  });

  it("records no event for a change that rolls back", async () => {
    const r = await newReceiver();
    const { endpoint } = await register(r, ["WORK_ORDER_STATUS_CHANGED"]);
    const wo = await createOrder(1);
    const before = (await sql(svc.db.url, "select count(*)::int as n from work_orders.webhook_event"))[0]!.n;
    await sql(svc.db.url, "begin; update work_orders.work_order set work_order_status_id = 9 where id = $1; rollback;".replace("$1", String(wo.id)));
    expect((await sql(svc.db.url, "select count(*)::int as n from work_orders.webhook_event"))[0]!.n).toBe(before);
    await call(`mutation D($id: Int!) { deleteWebhookEndpoint(id: $id) }`, { id: endpoint.id });
  });
});

describe("deliveries", () => {
  it("delivers a status change once, signed with the endpoint's secret, with the event id and the payload", async () => {
    const r = await newReceiver();
    const { endpoint, secret } = await register(r, ["WORK_ORDER_STATUS_CHANGED"]);
    expect(secret).toMatch(/^whsec_/);
    // the secret is never read back
    expect(JSON.stringify(await call(ENDPOINTS))).not.toContain(secret);
    const wo = await createOrder(1, { estimatedCost: "250.5" });
    const cancelled = await call(CANCEL, { id: wo.id, version: wo.version });
    expect(cancelled.error).toBeNull();
    const got = await until("the delivery", () => r.received[0]);
    const body = parsed(got);
    expect(verifyWebhookSignature(secret, got.body, String(got.headers["x-webhook-signature"]))).toBe(true);
    expect(verifyWebhookSignature("not the secret", got.body, String(got.headers["x-webhook-signature"]))).toBe(false);
    expect(got.headers["x-webhook-id"]).toBe(body.id);
    expect(got.headers["x-webhook-event"]).toBe("work_order.status_changed");
    expect(got.headers["content-type"]).toBe("application/json");
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: "work_order.status_changed",
      occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: {
        workOrder: expect.objectContaining({
          id: wo.id,
          clientId: 1,
          workOrderStatusId: cancelled.workOrder.workOrderStatusId,
          issue: "Leaking tap",
          estimatedCost: 250.5,
        }),
        fromStatusId: expect.any(Number),
        toStatusId: cancelled.workOrder.workOrderStatusId,
      },
    });
    const log = await until("the delivery recorded", async () => {
      const page = await call(DELIVERIES, { id: endpoint.id });
      return page.nodes[0]?.state === "DELIVERED" && page;
    });
    expect(log.totalCount).toBe(1);
    expect(log.nodes[0]).toMatchObject({
      eventId: body.id,
      attempts: 1,
      statusCode: 200,
      responseExcerpt: "thanks",
      lastError: null,
      body: got.body,
    });
    expect(log.nodes[0].durationMs).toBeGreaterThanOrEqual(0);
    // the list's 'Last delivery': the newest delivery of each endpoint (none for one without)
    const other = await register(await newReceiver(), ["DOCUMENT_ADDED"]);
    const endpoints = await call(`{ webhookEndpoints { id lastDelivery { id eventId state statusCode } } }`);
    expect(endpoints.find((e: Any) => e.id === endpoint.id).lastDelivery).toEqual({
      id: log.nodes[0].id,
      eventId: body.id,
      state: "DELIVERED",
      statusCode: 200,
    });
    expect(endpoints.find((e: Any) => e.id === other.endpoint.id).lastDelivery).toBeNull();
    await call(`mutation D($id: Int!) { deleteWebhookEndpoint(id: $id) }`, { id: other.endpoint.id });
    // the order's creation was not asked for: one delivery only
    await until(
      "every event dispatched",
      async () => (await sql(svc.db.url, "select 1 from work_orders.webhook_event where dispatched_at is null")).length === 0,
    );
    expect(r.received).toHaveLength(1);
  }, 150_000);

  it("sends a client's endpoint only its client's events, without the fields its portal users may not read", async () => {
    const r = await newReceiver();
    const staffReceiver = await newReceiver();
    const { endpoint } = await register(r, ["WORK_ORDER_CREATED"], 1);
    await register(staffReceiver, ["WORK_ORDER_CREATED"]);
    const theirs = await createOrder(2, { estimatedCost: "99" });
    const ours = await createOrder(1, { estimatedCost: "120" });
    await until("the staff endpoint's two deliveries", () => staffReceiver.received.length === 2);
    await until(
      "every event dispatched",
      async () => (await sql(svc.db.url, "select 1 from work_orders.webhook_event where dispatched_at is null")).length === 0,
    );
    await until("the client's delivery", () => r.received.length === 1);
    const rows = await sql(svc.db.url, "select event_type, body from work_orders.webhook_delivery where endpoint_id = $1", [endpoint.id]);
    expect(rows).toHaveLength(1);
    const body = parsed(r.received[0]!);
    expect(body.type).toBe("work_order.created");
    expect(body.data.workOrder).toMatchObject({ id: ours.id, clientId: 1, issue: "Leaking tap" });
    for (const staffOnly of ["estimatedCost", "approvedCost", "invoiceNo", "invoiceAmount"])
      expect(body.data.workOrder).not.toHaveProperty(staffOnly);
    expect(r.received[0]!.body).not.toContain(`"id":${theirs.id},`);
    // the staff endpoint got both, with the staff fields
    const staffBodies = staffReceiver.received.map(parsed);
    expect(staffBodies.map((b) => b.data.workOrder.id).sort()).toEqual([theirs.id, ours.id].sort());
    expect(staffBodies.find((b) => b.data.workOrder.id === ours.id).data.workOrder.estimatedCost).toBe(120);
  }, 150_000);

  it("retries a failing receiver with backoff, then pauses the endpoint and tells its owner; a re-send after the resume delivers", async () => {
    const r = await newReceiver();
    r.status = 500;
    const { endpoint, secret } = await register(r, ["WORK_ORDER_CREATED"]);
    await createOrder(1);
    const paused = await until(
      "the endpoint paused",
      async () => (await call(ENDPOINTS)).find((e: Any) => e.id === endpoint.id && e.paused),
      120_000,
    );
    expect(paused.pauseReason).toMatch(/^Every delivery failed for 3 seconds \(last: The endpoint answered 500\)$/);
    // every attempt is the same event, signed; each retry waited at least the retry delay (1 s), doubling
    expect(r.received.length).toBeGreaterThanOrEqual(2);
    const ids = new Set(r.received.map((x) => x.headers["x-webhook-id"]));
    expect(ids.size).toBe(1);
    for (const x of r.received) expect(verifyWebhookSignature(secret, x.body, String(x.headers["x-webhook-signature"]))).toBe(true);
    for (let i = 1; i < r.received.length; i++) expect(r.received[i]!.at - r.received[i - 1]!.at).toBeGreaterThanOrEqual(900);
    const [d] = (await call(DELIVERIES, { id: endpoint.id })).nodes;
    expect(d).toMatchObject({
      state: "FAILED",
      statusCode: 500,
      responseExcerpt: "receiver broken",
      lastError: "The endpoint answered 500",
      attempts: r.received.length,
    });
    const told = await until("the owner's e-mail", async () => {
      for (const m of mail.messages) {
        const p = await parseMail(m.raw);
        if (p.subject === `Webhook endpoint paused: ${r.url}`) return p;
      }
      return null;
    });
    expect(told.to).toContain("integrations@example.org");
    expect(told.text).toContain("Every delivery failed for 3 seconds");
    // no more deliveries while paused, and a re-send is refused
    const attempts = r.received.length;
    expect((await call(RESEND, { id: d.id })).error).toMatchObject({ code: "PAUSED", message: "The endpoint is paused: resume it first" });
    await createOrder(1);
    await until(
      "every event dispatched",
      async () => (await sql(svc.db.url, "select 1 from work_orders.webhook_event where dispatched_at is null")).length === 0,
    );
    expect((await call(DELIVERIES, { id: endpoint.id })).totalCount).toBe(1);
    // resumed and mended: the re-send goes, same event id
    r.status = 200;
    const resumed = await call(UPDATE, { input: { id: endpoint.id, paused: false } });
    expect(resumed.endpoint).toMatchObject({ paused: false, pauseReason: null, failingSince: null });
    expect((await call(RESEND, { id: d.id })).delivery).toMatchObject({ id: d.id, state: "QUEUED" });
    const again = await until("the re-sent delivery", () => r.received.length > attempts && r.received[r.received.length - 1]);
    expect(again.headers["x-webhook-id"]).toBe(r.received[0]!.headers["x-webhook-id"]);
    expect(again.body).toBe(r.received[0]!.body);
    expect(verifyWebhookSignature(secret, again.body, String(again.headers["x-webhook-signature"]))).toBe(true);
    await until("the delivery delivered", async () => (await call(DELIVERIES, { id: endpoint.id })).nodes[0].state === "DELIVERED");
  }, 300_000);
});
