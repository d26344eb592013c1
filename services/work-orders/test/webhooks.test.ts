import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { errorCode, graphql, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { startService, startWorker, verifyWebhookSignature, type RunningService, type RunningWorker } from "@wo/shared";
import { parseMail, startMailCatcher, type MailCatcher } from "../../../tools/src/mail-catcher";
import { pruneWebhookEvents } from "../../billing/src/modules/webhook-event/webhook-event.jobs";
import { billingService } from "../../billing/src/service";
import { dispatchWebhookEvents, importBillingEvents } from "../src/modules/webhook/webhook.delivery";
import { webhookConfig } from "../src/modules/webhook/webhook.queue";
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

/**
 * Billing's events: quotes sent and decided, recorded by billing's trigger in billing's own
 * transaction and copied by work-orders' dispatcher from billing.v_webhook_event; costs submitted and
 * approved, recorded by work-orders' trigger with billing's counters. Billing runs beside work-orders
 * here (its quote decisions call work-orders' subgraph), as in the product.
 */
describe("billing's events", () => {
  let billing: RunningService;
  const BILLING_EVENTS = ["QUOTE_SENT", "QUOTE_DECIDED", "COSTS_SUBMITTED", "COSTS_APPROVED"];
  const DECISION = `quote { id billingStatusId } newWorkOrderId error { code message }`;
  const SEND = `mutation S($q: Int!) { sendQuoteForApproval(quoteId: $q) { ${DECISION} } }`;
  const ACCEPT = `mutation A($q: Int!) { acceptQuote(quoteId: $q) { ${DECISION} } }`;
  const REJECT = `mutation R($q: Int!, $n: String) { rejectQuote(quoteId: $q, note: $n) { ${DECISION} } }`;
  const COMPLETE = `mutation C($id: Int!) { completeWorkOrder(id: $id) { workOrder { id workOrderStatusId } error { code message } } }`;
  const SUBMIT = `mutation U($id: Int!) { submitWorkOrderCosts(id: $id) { workOrder { id workOrderStatusId } error { code message } } }`;
  const APPROVE = `mutation P($id: Int!, $cost: Decimal!, $version: Int!) {
    approveWorkOrderCosts(id: $id, approvedCost: $cost, version: $version) { workOrder { id workOrderStatusId } error { code message } } }`;

  /** A billing mutation's payload, refused when it answers an error. */
  async function decide(query: string, variables: Record<string, unknown>, who: string): Promise<Any> {
    const r = await graphql(billing.url, query, variables, tokens[who]);
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    const p = Object.values(r.data!)[0] as Any;
    if (p.error) throw new Error(JSON.stringify(p.error));
    return p;
  }
  async function act(query: string, variables: Record<string, unknown>, who: string): Promise<Any> {
    const p = await call(query, variables, who);
    if (p.error) throw new Error(JSON.stringify(p.error));
    return p.workOrder;
  }

  /** A Quote job of client 1 for contractor 1 (Awaiting Quote), with its reference. */
  async function quoteJob(): Promise<{ id: number; refNo: string }> {
    const wo = await createOrder(1, { workOrderTypeId: 2, contractorId: 1 });
    const [row] = await sql(svc.db.url, "select id, ref_no from work_orders.work_order where id = $1", [wo.id]);
    return { id: row!.id, refNo: row!.ref_no };
  }

  /** A Draft quote of the order in billing's table, made by user 7, with two items: 321.13 ex tax, 64.23 tax, 385.36 with tax. */
  async function draftQuote(workOrderId: number): Promise<{ id: number; ref: string }> {
    const [q] = await sql(
      svc.db.url,
      `insert into billing.billing (work_order_id, client_id, contractor_id, site_id, summary, billing_status_id, created_by_id)
       values ($1, 1, 1, $2, 'New boiler', 1, 7) returning id, quote_ref`,
      [workOrderId, demo.site1],
    );
    await sql(
      svc.db.url,
      "insert into billing.billing_item (billing_id, description, units, item_amount_ex_tax) values ($1, 'Boiler', 2, 120.50), ($1, 'Flue', 1, 80.125)",
      [q!.id],
    );
    await sql(svc.db.url, "update billing.billing set total_amount_ex_tax = 321.13, total_tax = 64.23, total_amount_inc_tax = 385.36 where id = $1", [
      q!.id,
    ]);
    return { id: q!.id, ref: q!.quote_ref };
  }

  const billingEvents = async () => (await sql(svc.db.url, "select count(*)::int as n from billing.webhook_event"))[0]!.n as number;
  /** Every billing event copied into work-orders' and every event dispatched. */
  const settled = async () =>
    (
      await sql(
        svc.db.url,
        `select 1 from billing.webhook_event b where not exists (select 1 from work_orders.webhook_event e where e.id = b.id)
         union all select 1 from work_orders.webhook_event where dispatched_at is null`,
      )
    ).length === 0;

  beforeAll(async () => {
    // billing's quote decisions ask work-orders' subgraph (this suite's) to change the order
    process.env.WORK_ORDERS_URL = svc.url;
    billing = await startService(billingService, {
      ...process.env,
      DATABASE_URL: svc.db.url,
      PORT: "0",
      HOST: "127.0.0.1",
      MIGRATE_ON_START: "false",
      LOG_LEVEL: "error",
      DB_POOL_MAX: "4",
    });
    tokens.contractor1 = await tokenFor(viewers.contractor(1));
  }, 60_000);

  afterAll(async () => {
    await billing?.stop();
  });

  it("records nothing while no endpoint takes the event, nor for a change that rolls back", async () => {
    // no endpoint takes billing's events yet: a quote sent records nothing
    const wo = await quoteJob();
    const q = await draftQuote(wo.id);
    expect((await decide(SEND, { q: q.id }, "admin")).quote.billingStatusId).toBe(2);
    expect(await billingEvents()).toBe(0);
    // with one, a send or a submission that rolls back records nothing either
    const r = await newReceiver();
    const { endpoint } = await register(r, BILLING_EVENTS);
    const other = await draftQuote(wo.id);
    await sql(svc.db.url, `begin; update billing.billing set billing_status_id = 2, sent_at = now() where id = ${Number(other.id)}; rollback;`);
    await sql(svc.db.url, `begin; update billing.billing set billing_status_id = 3, decision_note = 'no' where id = ${Number(q.id)}; rollback;`);
    expect(await billingEvents()).toBe(0);
    const costsBefore = (await sql(svc.db.url, "select count(*)::int as n from work_orders.webhook_event where type like 'costs.%'"))[0]!.n;
    await sql(svc.db.url, `begin; update work_orders.work_order set work_order_status_id = 12 where id = ${Number(wo.id)}; rollback;`);
    expect((await sql(svc.db.url, "select count(*)::int as n from work_orders.webhook_event where type like 'costs.%'"))[0]!.n).toBe(costsBefore);
    await call(`mutation D($id: Int!) { deleteWebhookEndpoint(id: $id) }`, { id: endpoint.id });
    expect(r.received).toHaveLength(0);
  }, 120_000);

  it("delivers each of the four to a staff endpoint with its data, and to a client's only its own, without staff-only fields", async () => {
    const staff = await newReceiver();
    const mine = await newReceiver();
    const theirs = await newReceiver();
    const staffEndpoint = await register(staff, BILLING_EVENTS);
    const mineEndpoint = await register(mine, BILLING_EVENTS, 1);
    const theirsEndpoint = await register(theirs, BILLING_EVENTS, 2);

    const wo = await quoteJob();
    const q = await draftQuote(wo.id);
    // sent by staff, rejected by the client, sent again by its contractor, accepted by the client
    await decide(SEND, { q: q.id }, "admin");
    await decide(REJECT, { q: q.id, n: "Too dear for one boiler" }, "client1");
    await decide(SEND, { q: q.id }, "contractor1");
    const accepted = await decide(ACCEPT, { q: q.id }, "client1");
    const next = accepted.newWorkOrderId as number;
    expect(next).toBeGreaterThan(0);
    // the work goes on in the new order: logged (billing's counters, as its log service keeps them) with a job sheet, then complete,
    // submitted by the contractor, approved by staff
    await sql(
      svc.db.url,
      "insert into billing.work_order_cost (work_order_id, time_entries, total_hours, total_hours_cost, total_add_cost) values ($1, 2, 3.5, 100.00, 23.45)",
      [next],
    );
    await sql(
      svc.db.url,
      `insert into work_orders.document (entity_name, entity_id, document_type_id, original_filename, storage_key, content_type, size, uploaded_by_name, date_uploaded)
       values ('WorkOrder', $1, 1, 'sheet.pdf', 'test/none', 'application/pdf', 10, 'Test', now())`,
      [next],
    );
    expect((await act(COMPLETE, { id: next }, "contractor1")).workOrderStatusId).toBe(7);
    expect((await act(SUBMIT, { id: next }, "contractor1")).workOrderStatusId).toBe(12);
    const { version } = (await sql(svc.db.url, "select version from work_orders.work_order where id = $1", [next]))[0]!;
    expect((await act(APPROVE, { id: next, cost: "120.5", version }, "admin")).workOrderStatusId).toBe(10);

    await until("the staff endpoint's six deliveries", () => staff.received.length >= 6);
    await until("the client's six deliveries", () => mine.received.length >= 6);
    await until("every event copied and dispatched", settled);
    // exactly once each: the client's and staff's are the same events
    expect(staff.received).toHaveLength(6);
    expect(mine.received).toHaveLength(6);
    for (const [r, e] of [
      [staff, staffEndpoint],
      [mine, mineEndpoint],
    ] as const) {
      for (const x of r.received) {
        expect(verifyWebhookSignature(e.secret, x.body, String(x.headers["x-webhook-signature"]))).toBe(true);
        expect(x.headers["x-webhook-id"]).toBe(parsed(x).id);
        expect(x.headers["x-webhook-event"]).toBe(parsed(x).type);
      }
    }
    const byTime = (r: Receiver) => r.received.map(parsed).sort((a, b) => a.occurredAt.localeCompare(b.occurredAt) || a.type.localeCompare(b.type));
    const staffBodies = byTime(staff);
    const mineBodies = byTime(mine);
    expect(staffBodies.map((b) => b.type)).toEqual([
      "quote.sent",
      "quote.decided",
      "quote.sent",
      "quote.decided",
      "costs.submitted",
      "costs.approved",
    ]);
    expect(new Set(staffBodies.map((b) => b.id)).size).toBe(6);
    expect(mineBodies.map((b) => b.id).sort()).toEqual(staffBodies.map((b) => b.id).sort());

    const [sent, rejected, resent, acceptedBody, submitted, approved] = staffBodies;
    const quote = {
      id: q.id,
      quoteRef: q.ref,
      workOrderId: wo.id,
      workOrderRef: wo.refNo,
      clientId: 1,
      siteId: demo.site1,
      contractorId: 1,
      summary: "New boiler",
      totalAmountExTax: 321.13,
      totalTax: 64.23,
      totalAmountIncTax: 385.36,
      createdById: 7,
    };
    expect(sent.data).toEqual({
      quote: expect.objectContaining({
        ...quote,
        billingStatusId: 2,
        billingStatus: expect.any(String),
        sentAt: expect.any(String),
        decidedAt: null,
      }),
    });
    expect(rejected.data).toEqual({
      quote: expect.objectContaining({ ...quote, billingStatusId: 3, decisionNote: "Too dear for one boiler", decidedAt: expect.any(String) }),
      decision: "rejected",
      reason: "Too dear for one boiler",
    });
    expect(resent.data.quote).toMatchObject({ billingStatusId: 2, decidedAt: null, decisionNote: null });
    expect(resent.data.quote.sentAt).not.toBe(sent.data.quote.sentAt);
    expect(acceptedBody.data).toEqual({
      quote: expect.objectContaining({ ...quote, billingStatusId: 4, newWorkOrderId: next }),
      decision: "accepted",
      reason: null,
    });
    expect(submitted.data).toEqual({
      workOrder: expect.objectContaining({ id: next, clientId: 1, workOrderStatusId: 12 }),
      fromStatusId: 7,
      toStatusId: 12,
      costs: { actualCost: 123.45, callOutCost: null, supersededCostPrice: null, supersededReason: null, approvedCost: 321.13 },
      counters: {
        workOrderId: next,
        timeEntries: 2,
        materialEntries: 0,
        totalHours: 3.5,
        totalHoursCost: 100,
        totalAddCost: 23.45,
        callOutCharge: 0,
        loggedTotal: 123.45,
      },
    });
    expect(approved.data).toMatchObject({ fromStatusId: 12, toStatusId: 10, costs: { actualCost: 123.45, approvedCost: 120.5 } });
    expect(approved.data.counters.loggedTotal).toBe(123.45);

    // the client's: the same events, with only what its portal users read (no quote's author, no costs, no counters)
    for (const [i, b] of mineBodies.entries()) {
      expect(b.id).toBe(staffBodies[i]!.id);
      if (b.data.quote) {
        expect(b.data.quote).not.toHaveProperty("createdById");
        expect(b.data.quote).toMatchObject({ id: q.id, workOrderRef: wo.refNo, totalAmountExTax: 321.13 });
      }
    }
    expect(mineBodies[1]!.data).toMatchObject({ decision: "rejected", reason: "Too dear for one boiler" });
    for (const b of mineBodies.slice(4)) {
      expect(b.data.costs).toEqual({});
      expect(b.data.counters).toEqual({});
      for (const staffOnly of ["estimatedCost", "approvedCost", "invoiceNo", "invoiceAmount"]) expect(b.data.workOrder).not.toHaveProperty(staffOnly);
      expect(b.data.workOrder).toMatchObject({ id: next, workOrderStatusId: b.data.toStatusId });
    }
    // another client's endpoint heard nothing of client 1's work
    expect(theirs.received).toHaveLength(0);
    expect(await sql(svc.db.url, "select 1 from work_orders.webhook_delivery where endpoint_id = $1", [theirsEndpoint.endpoint.id])).toHaveLength(0);
    // and a second look copies and queues nothing again
    expect(await importBillingEvents(svc.orm.em.fork())).toBe(0);
    expect(await dispatchWebhookEvents(svc.orm.em.fork(), webhookConfig({ ...process.env }))).toBe(0);
  }, 300_000);

  it("delivers a quote event whose transaction commits after a later one's, once", async () => {
    const r = await newReceiver();
    await register(r, ["QUOTE_SENT"]);
    const early = await draftQuote((await quoteJob()).id);
    const late = await draftQuote((await quoteJob()).id);
    const held = new pg.Client({ connectionString: svc.db.url });
    await held.connect();
    try {
      // sent first (by SQL, another path the trigger sees), committed last
      await held.query("begin");
      await held.query("update billing.billing set billing_status_id = 2, sent_at = now(), version = version + 1 where id = $1", [early.id]);
      await decide(SEND, { q: late.id }, "admin");
      await until("the later event's delivery", () => r.received.length === 1);
      await until("every committed event dispatched", settled);
      await held.query("commit");
    } finally {
      await held.end();
    }
    await until("the earlier event's delivery", () => r.received.length === 2);
    await until("every event copied and dispatched", settled);
    const bodies = r.received.map(parsed);
    expect(bodies.map((b) => b.data.quote.id)).toEqual([late.id, early.id]);
    // it happened first, and was delivered second
    expect(bodies[1].occurredAt < bodies[0].occurredAt).toBe(true);
    expect(await dispatchWebhookEvents(svc.orm.em.fork(), webhookConfig({ ...process.env }))).toBe(0);
    expect(r.received).toHaveLength(2);
  }, 120_000);

  it("keeps billing's events a week: an older one is never copied, and billing prunes it", async () => {
    const [old] = await sql(
      svc.db.url,
      `insert into billing.webhook_event (type, occurred_at, client_id, work_order_id, facts)
       values ('quote.sent', now() - interval '8 days', 1, null, '{"quote": {}}') returning id`,
    );
    await importBillingEvents(svc.orm.em.fork());
    expect(await sql(svc.db.url, "select 1 from work_orders.webhook_event where id = $1", [old!.id])).toHaveLength(0);
    expect(await pruneWebhookEvents(billing.orm.em.fork())).toBeGreaterThanOrEqual(1);
    expect(await sql(svc.db.url, "select 1 from billing.webhook_event where id = $1", [old!.id])).toHaveLength(0);
    // a week's events stay
    expect(await billingEvents()).toBeGreaterThan(0);
  });
});
