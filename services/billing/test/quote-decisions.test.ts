/**
 * The quote decisions across the two services (docs/billing.md "Across the two services"): billing's
 * mutations against a real work-orders subgraph over HTTP, on one database, and each way it can fail
 * half way: work-orders unreachable or refusing (nothing changes anywhere), billing's own step failing
 * after work-orders applied (the reconciler, or the user's retry, finishes it with exactly one new
 * work order), two accepts at once (one new work order).
 */
import http from "node:http";
import net from "node:net";
import pg from "pg";
import { startService, startWorker, Viewer, type RunningService } from "@wo/shared";
import { errorCode, graphql, sql, startTestService, tokenFor, untilBlockedBy, viewers } from "@wo/shared/testing";
import { workOrdersService } from "../../work-orders/src/service";
import { QUOTE_DECISION_QUEUE, reconcileQuoteDecisions } from "../src/modules/quote-decision/quote-decision.reconciler";
import { decideQuote } from "../src/modules/quote-decision/quote-decision.service";
import { workOrdersClient } from "../src/modules/quote-decision/work-orders.client";
import { WEBHOOK_EVENT_PRUNE_QUEUE } from "../src/modules/webhook-event/webhook-event.jobs";
import { billingService } from "../src/service";

type Any = any;
let billing: Awaited<ReturnType<typeof startTestService>>;
let workOrders: RunningService;
const tokens: Record<string, string> = {};
const demo: Record<string, number> = {};

const QUOTE = `quote { id billingStatusId version sentAt decidedAt decisionNote newWorkOrderId }`;
const ERROR = `error { code errorCode message fieldErrors { field message } }`;
const SEND = `mutation S($q: Int!, $w: Int, $v: Int) { sendQuoteForApproval(quoteId: $q, workOrderId: $w, version: $v) { ${QUOTE} newWorkOrderId ${ERROR} } }`;
const ACCEPT = `mutation A($q: Int!, $w: Int, $v: Int) { acceptQuote(quoteId: $q, workOrderId: $w, version: $v) { ${QUOTE} newWorkOrderId ${ERROR} } }`;
const REJECT = `mutation R($q: Int, $w: Int, $n: String) { rejectQuote(quoteId: $q, workOrderId: $w, note: $n) { ${QUOTE} ${ERROR} } }`;
const ALTERNATIVE = `mutation L($q: Int, $w: Int, $n: String) { requestAlternativeQuote(quoteId: $q, workOrderId: $w, note: $n) { ${QUOTE} ${ERROR} } }`;
const SAVE = `mutation Save($input: SaveWorkOrderInput!) { saveWorkOrder(input: $input) { workOrder { id } error { message } } }`;

const db = () => billing.db.url;
const one = async (q: string, p: unknown[] = []) => (await sql(db(), q, p))[0]!;

async function call(query: string, variables: Record<string, unknown>, who: string): Promise<Any> {
  const r = await graphql(billing.url, query, variables, tokens[who]);
  if (r.errors) throw Object.assign(new Error(JSON.stringify(r.errors)), { code: errorCode(r) });
  return Object.values(r.data!)[0];
}
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: { code?: string }) => e.code,
  );

/** A Quote job of client 1 for contractor 1, awaiting a quote (3), or in the status given. */
async function order(status?: number): Promise<number> {
  const r = await graphql(
    workOrders.url,
    SAVE,
    { input: { clientId: 1, siteId: demo.site, subTradeId: demo.subTrade, workOrderTypeId: 2, contractorId: 1, issue: "New boiler" } },
    tokens.admin,
  );
  const id = r.data!.saveWorkOrder.workOrder.id as number;
  if (status) await sql(db(), "update work_orders.work_order set work_order_status_id = $2 where id = $1", [id, status]);
  return id;
}

/** A quote of the order in billing's table, with two items (241.00 + 80.13 = 321.13 ex tax). */
async function quote(workOrderId: number, status = 1, items = true): Promise<{ id: number; ref: string }> {
  const q = await one(
    `insert into billing.billing (work_order_id, client_id, contractor_id, site_id, summary, billing_status_id) values ($1, 1, 1, $2, 'Boiler', $3)
     returning id, quote_ref`,
    [workOrderId, demo.site, status],
  );
  if (items) {
    await sql(
      db(),
      "insert into billing.billing_item (billing_id, description, units, item_amount_ex_tax) values ($1, 'Boiler', 2, 120.50), ($1, 'Flue', 1, 80.125)",
      [q.id],
    );
    await sql(db(), "update billing.billing set total_amount_ex_tax = 321.13, total_tax = 64.23, total_amount_inc_tax = 385.36 where id = $1", [
      q.id,
    ]);
  }
  return { id: q.id, ref: q.quote_ref };
}

const quoteRow = (id: number) =>
  one("select billing_status_id as s, version, sent_at, decided_at, decision_note, new_work_order_id from billing.billing where id = $1", [id]);
const orderRow = (id: number) =>
  one("select work_order_status_id as s, version, approved_cost::text from work_orders.work_order where id = $1", [id]);
const childrenOf = (id: number) =>
  sql(db(), "select child_work_order_id as id from work_orders.linked_work_order where parent_work_order_id = $1", [id]).then((r) =>
    r.map((x) => x.id as number),
  );
const records = (quoteId: number) =>
  sql(db(), "select key, kind, outcome, finished_by, new_work_order_id from billing.quote_decision where quote_id = $1 order by finished_at", [
    quoteId,
  ]);
const decisions = (quoteId: number) => sql(db(), "select key, new_work_order_id from work_orders.v_quote_decision where quote_id = $1", [quoteId]);
const quoteAudits = (id: number) =>
  sql(db(), "select action_taken from billing.audit_trail where entity_name = 'Quote' and entity_id = $1 order by id", [String(id)]).then((r) =>
    r.map((x) => x.action_taken as string),
  );

/** Makes billing's own write of one quote fail (a database error after work-orders applied the decision), until mended. */
async function breakBilling(quoteId: number): Promise<() => Promise<void>> {
  await sql(
    db(),
    "create or replace function billing.test_refuse() returns trigger language plpgsql as $$ begin raise exception 'billing is down'; end $$",
  );
  await sql(
    db(),
    `create trigger test_refuse_${quoteId} before update on billing.billing for each row when (new.id = ${Number(quoteId)}) execute function billing.test_refuse()`,
  );
  return () => sql(db(), `drop trigger test_refuse_${quoteId} on billing.billing`).then(() => undefined);
}

/** A local port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  billing = await startTestService(billingService, "decisions");
  workOrders = await startService(workOrdersService, {
    ...process.env,
    DATABASE_URL: billing.db.url,
    PORT: "0",
    HOST: "127.0.0.1",
    MIGRATE_ON_START: "false",
    LOG_LEVEL: "error",
    DB_POOL_MAX: "4",
  });
  process.env.WORK_ORDERS_URL = workOrders.url;
  tokens.admin = await tokenFor(viewers.admin());
  tokens.client1 = await tokenFor(viewers.client(1));
  tokens.client2 = await tokenFor(viewers.client(2));
  tokens.contractor1 = await tokenFor(viewers.contractor(1));
  tokens.contractor2 = await tokenFor(viewers.contractor(2));
  tokens.sales = await tokenFor(viewers.staff(4, { customers: "full" }));
  demo.site = (await one("select id from assets.site where client_id = 1 order by id limit 1")).id;
  demo.subTrade = (await one("select id from assets.trade where parent_trade_id is not null order by id limit 1")).id;
}, 60_000);

afterAll(async () => {
  await workOrders?.stop();
  await billing?.stop();
});

afterEach(() => {
  process.env.WORK_ORDERS_URL = workOrders.url;
});

describe("viewerCan.answer: who may answer a quote, sent with it", () => {
  const CAN = `query C($id: Int!) { quote(id: $id) { id viewerCan { answer } } }`;
  const canAnswer = (id: number, who: string) => call(CAN, { id }, who).then((q: Any) => q.viewerCan.answer as boolean);

  it("is true for the order's client and staff holding COST_DECISIONS while the quote is sent and the order awaits approval", async () => {
    const wo = await order(4);
    const q = await quote(wo, 2);
    expect(await canAnswer(q.id, "client1")).toBe(true);
    expect(await canAnswer(q.id, "admin")).toBe(true);
    // the contractor sent it; a department without COST_DECISIONS reads it but may not answer it
    expect(await canAnswer(q.id, "contractor1")).toBe(false);
    expect(await canAnswer(q.id, "sales")).toBe(false);
    // another client never reads it at all
    expect(await codeOf(call(CAN, { id: q.id }, "client2"))).toBe("NOT_FOUND");
  });

  it("is false once the quote was answered, and while the order does not await quote approval", async () => {
    const wo = await order(4);
    const rejected = await quote(wo, 3);
    expect(await canAnswer(rejected.id, "client1")).toBe(false);
    expect(await canAnswer(rejected.id, "admin")).toBe(false);
    const moved = await order(2);
    const sent = await quote(moved, 2);
    expect(await canAnswer(sent.id, "client1")).toBe(false);
    // and it is what the decision itself checks: the answerable one is accepted
    const q = await quote(wo, 2);
    expect(await canAnswer(q.id, "client1")).toBe(true);
    const p = await call(ACCEPT, { q: q.id, w: wo }, "client1");
    expect(p.error).toBeNull();
    expect(await canAnswer(q.id, "client1")).toBe(false);
  });
});

describe("send for approval", () => {
  it("sends the contractor's quote: Sent with its time, the order Awaiting Quote Approval, the decision recorded on both sides", async () => {
    const wo = await order();
    const q = await quote(wo);
    const p = await call(SEND, { q: q.id, w: wo, v: 1 }, "contractor1");
    expect(p.error).toBeNull();
    expect(p.quote).toMatchObject({ id: q.id, billingStatusId: 2, version: 2, decidedAt: null });
    expect(p.quote.sentAt).not.toBeNull();
    expect((await orderRow(wo)).s).toBe(4);
    expect(await records(q.id)).toEqual([
      { key: `quote:${q.id}:v1:send`, kind: "send", outcome: "applied", finished_by: "request", new_work_order_id: null },
    ]);
    expect(await quoteAudits(q.id)).toEqual([`Quote ${q.ref} sent for approval (work order WO${String(wo).padStart(7, "0")})`]);
  });

  it("refuses a quote without items, one accepted, another contractor's and a client user; nothing changes", async () => {
    const wo = await order();
    const empty = await quote(wo, 1, false);
    expect((await call(SEND, { q: empty.id }, "contractor1")).error).toMatchObject({
      errorCode: "NO_ITEMS",
      message: "A quote needs at least one item to be sent for approval",
    });
    const accepted = await quote(wo, 4);
    expect((await call(SEND, { q: accepted.id }, "contractor1")).error).toMatchObject({
      errorCode: "ALREADY_ACCEPTED",
      message: "Quote already accepted!",
    });
    const q = await quote(wo);
    expect(await codeOf(call(SEND, { q: q.id }, "contractor2"))).toBe("NOT_FOUND");
    expect(await codeOf(call(SEND, { q: q.id }, "client1"))).toBe("FORBIDDEN");
    expect(await codeOf(call(SEND, { q: q.id, w: wo + 1 }, "contractor1"))).toBe("NOT_FOUND");
    expect((await call(SEND, { q: q.id, v: 9 }, "contractor1")).error.errorCode).toBe("STALE");
    expect((await orderRow(wo)).s).toBe(3);
    expect((await quoteRow(q.id)).s).toBe(1);
    expect(await decisions(q.id)).toEqual([]);
  });

  it("passes work-orders' refusal on when the order moved on", async () => {
    const wo = await order(7);
    const q = await quote(wo);
    expect((await call(SEND, { q: q.id }, "contractor1")).error).toMatchObject({
      errorCode: "NOT_AWAITING_QUOTE",
      message: "A quote can be sent for approval only while the work order is Open, Awaiting Quote or Awaiting Quote Approval",
    });
    expect(await quoteRow(q.id)).toMatchObject({ s: 1, version: 1 });
  });
});

describe("accept", () => {
  it("gives the new work order and closes the original; the quote Accepted with it, the order's other sent quotes Withdrawn", async () => {
    const wo = await order(4);
    const q = await quote(wo, 2);
    const other = await quote(wo, 2);
    const draft = await quote(wo, 1);
    const p = await call(ACCEPT, { q: q.id, w: wo }, "client1");
    expect(p.error).toBeNull();
    const id = p.newWorkOrderId as number;
    expect(p.quote).toMatchObject({ billingStatusId: 4, newWorkOrderId: id, version: 2 });
    expect(p.quote.decidedAt).not.toBeNull();
    expect(await orderRow(id)).toMatchObject({ s: 2, approved_cost: "321.130" });
    expect((await orderRow(wo)).s).toBe(6);
    expect(await childrenOf(wo)).toEqual([id]);
    expect(await quoteRow(other.id)).toMatchObject({ s: 6, version: 2 });
    expect((await quoteRow(draft.id)).s).toBe(1);
    expect(await quoteAudits(q.id)).toEqual([`Quote ${q.ref} accepted: the work goes on in WO${String(id).padStart(7, "0")}`]);
    expect(await quoteAudits(other.id)).toEqual([`Quote ${other.ref} withdrawn: quote ${q.ref} was accepted`]);
    // once more: billing knows it is accepted
    expect((await call(ACCEPT, { q: q.id }, "client1")).error).toMatchObject({ errorCode: "ALREADY_ACCEPTED", message: "Quote already accepted!" });
  });

  it("is the quote's client's or staff's: another client gets NOT_FOUND, a contractor FORBIDDEN, a draft is no client's to see", async () => {
    const wo = await order(4);
    const q = await quote(wo, 2);
    expect(await codeOf(call(ACCEPT, { q: q.id }, "client2"))).toBe("NOT_FOUND");
    expect(await codeOf(call(ACCEPT, { q: q.id }, "contractor1"))).toBe("FORBIDDEN");
    const draft = await quote(wo, 1);
    expect(await codeOf(call(ACCEPT, { q: draft.id }, "client1"))).toBe("NOT_FOUND");
    expect((await call(ACCEPT, { q: draft.id }, "admin")).error).toMatchObject({ errorCode: "NOT_SENT" });
    expect((await orderRow(wo)).s).toBe(4);
    expect((await call(ACCEPT, { q: q.id }, "admin")).error).toBeNull();
  });

  it("makes one new work order of two accepts at once", async () => {
    const wo = await order(4);
    const q = await quote(wo, 2);
    // the test holds the order's row: both requests pass billing's checks and wait in work-orders together
    const holder = new pg.Client({ connectionString: db() });
    await holder.connect();
    try {
      await holder.query("begin");
      await holder.query("select id from work_orders.work_order where id = $1 for update", [wo]);
      const both = [call(ACCEPT, { q: q.id }, "client1"), call(ACCEPT, { q: q.id }, "admin")];
      await untilBlockedBy(db(), holder, 2);
      await holder.query("commit");
      const answers = await Promise.all(both);
      expect(answers.map((a) => a.error)).toEqual([null, null]);
      expect(answers[0].newWorkOrderId).toBe(answers[1].newWorkOrderId);
    } finally {
      await holder.end();
    }
    expect(await childrenOf(wo)).toHaveLength(1);
    expect(await records(q.id)).toHaveLength(1);
    expect((await quoteRow(q.id)).new_work_order_id).toBe((await childrenOf(wo))[0]);
  });
});

describe("reject and alternative", () => {
  it("need a note; record it on the quote and send the order back to Awaiting Quote", async () => {
    const wo = await order(4);
    const q = await quote(wo, 2);
    expect((await call(REJECT, { q: q.id, n: " " }, "client1")).error).toEqual({
      code: "REQUIRED",
      errorCode: "REQUIRED",
      message: "Note is required",
      fieldErrors: [{ field: "note", message: "Note is required" }],
    });
    const p = await call(REJECT, { w: wo, n: "Too expensive" }, "client1");
    expect(p.error).toBeNull();
    expect(p.quote).toMatchObject({ id: q.id, billingStatusId: 3, decisionNote: "Too expensive" });
    expect((await orderRow(wo)).s).toBe(3);
    expect(await quoteAudits(q.id)).toEqual([`Quote ${q.ref} rejected: Too expensive`]);

    // re-sent by the contractor, then an alternative asked for
    expect((await call(SEND, { q: q.id }, "contractor1")).quote).toMatchObject({ billingStatusId: 2, decisionNote: null });
    const alt = await call(ALTERNATIVE, { w: wo, n: "A cheaper boiler, please" }, "client1");
    expect(alt.quote).toMatchObject({ billingStatusId: 5, decisionNote: "A cheaper boiler, please" });
    expect((await orderRow(wo)).s).toBe(3);
    const notes = await sql(db(), "select note from work_orders.work_order_note where work_order_id = $1 order by id", [wo]);
    expect(notes.map((n) => n.note)).toEqual([
      `Quote ${q.ref}: rejected: Too expensive`,
      `Alternative quote requested for ${q.ref}: A cheaper boiler, please`,
    ]);
  });

  it("by the order alone: refuses an order not awaiting quote approval, or one without a quote sent", async () => {
    const request = await order(1);
    expect((await call(REJECT, { w: request, n: "x" }, "admin")).error).toMatchObject({
      errorCode: "NOT_AWAITING_APPROVAL",
      message: "The work order is not awaiting quote approval",
    });
    const wo = await order(4);
    expect((await call(REJECT, { w: wo, n: "x" }, "client1")).error).toMatchObject({
      errorCode: "NOT_SENT",
      message: "No quote of this work order is awaiting approval",
    });
    expect(await codeOf(call(REJECT, { w: wo, n: "x" }, "client2"))).toBe("NOT_FOUND");
  });
});

describe("a failure half way", () => {
  it("work-orders unreachable: the caller is told, and neither the quote nor the order changed", async () => {
    process.env.WORK_ORDERS_URL = `http://127.0.0.1:${await closedPort()}/graphql`;
    const wo = await order(4);
    const q = await quote(wo, 2);
    const p = await call(ACCEPT, { q: q.id }, "client1");
    expect(p.error).toMatchObject({ errorCode: "UNAVAILABLE", message: "Work orders could not be reached: nothing was changed. Try again." });
    expect(await quoteRow(q.id)).toMatchObject({ s: 2, version: 1, new_work_order_id: null });
    expect(await orderRow(wo)).toMatchObject({ s: 4, version: 1 });
    expect(await childrenOf(wo)).toEqual([]);
    expect(await decisions(q.id)).toEqual([]);
    expect(await records(q.id)).toEqual([]);
  });

  it("work-orders not answering in time: the caller is told it may yet happen; billing changed nothing", async () => {
    // a server that takes the request and never answers
    const silent = http.createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    try {
      const wo = await order(4);
      const q = await quote(wo, 2);
      const url = `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}/graphql`;
      const p = await decideQuote(
        billing.orm.em.fork(),
        new Viewer(viewers.client(1)),
        tokens.client1!,
        { kind: "accept", quoteId: q.id },
        workOrdersClient(url, 300),
      );
      expect(p.error).toMatchObject({
        code: "UNAVAILABLE",
        message: "Work orders did not answer in time: the decision may still be applied. Check the quote again shortly.",
      });
      expect(await quoteRow(q.id)).toMatchObject({ s: 2, version: 1 });
      expect(await records(q.id)).toEqual([]);
    } finally {
      silent.closeAllConnections();
      await new Promise((r) => silent.close(r));
    }
  });

  it("work-orders refusing (the order moved on): nothing changed in billing either", async () => {
    const wo = await order(4);
    const q = await quote(wo, 2);
    await sql(db(), "update work_orders.work_order set work_order_status_id = 9 where id = $1", [wo]);
    expect((await call(ACCEPT, { q: q.id }, "client1")).error).toMatchObject({ errorCode: "NOT_AWAITING_APPROVAL" });
    expect(await quoteRow(q.id)).toMatchObject({ s: 2, version: 1 });
    expect(await records(q.id)).toEqual([]);
  });

  it("billing's step failing after work-orders applied: the reconciler finishes it, with exactly one new work order", async () => {
    const wo = await order(4);
    const q = await quote(wo, 2);
    const mend = await breakBilling(q.id);
    expect(await codeOf(call(ACCEPT, { q: q.id }, "client1"))).toBe("INTERNAL_SERVER_ERROR");
    // work-orders applied it; billing did not
    const [applied] = await decisions(q.id);
    expect(applied!.new_work_order_id).toBeGreaterThan(wo);
    expect((await orderRow(wo)).s).toBe(6);
    expect(await quoteRow(q.id)).toMatchObject({ s: 2, version: 1, new_work_order_id: null });
    expect(await records(q.id)).toEqual([]);

    // while billing still fails, the reconciler tries and leaves it for the next run
    const em = billing.orm.em.fork();
    expect(await reconcileQuoteDecisions(em, { graceSeconds: 0 })).toMatchObject({ found: 1, finished: 0, failed: 1 });
    await mend();
    expect(await reconcileQuoteDecisions(em, { graceSeconds: 0 })).toMatchObject({ found: 1, finished: 1, failed: 0 });
    expect(await quoteRow(q.id)).toMatchObject({ s: 4, version: 2, new_work_order_id: applied!.new_work_order_id });
    expect(await childrenOf(wo)).toEqual([applied!.new_work_order_id]);
    expect(await records(q.id)).toEqual([
      {
        key: `quote:${q.id}:v1:accept`,
        kind: "accept",
        outcome: "applied",
        finished_by: "reconciler",
        new_work_order_id: applied!.new_work_order_id,
      },
    ]);
    expect(await quoteAudits(q.id)).toEqual([
      `Quote ${q.ref} accepted: the work goes on in WO${String(applied!.new_work_order_id).padStart(7, "0")} (completed by the reconciler)`,
    ]);
    // nothing left for it; and the decision's own grace keeps it off a request still finishing
    expect((await reconcileQuoteDecisions(em, { graceSeconds: 0 })).found).toBe(0);
    expect((await call(ACCEPT, { q: q.id }, "client1")).error.errorCode).toBe("ALREADY_ACCEPTED");
  });

  it("billing's step failing: the user's retry (the same key) finishes it with the same new work order", async () => {
    const wo = await order(4);
    const q = await quote(wo, 2);
    const mend = await breakBilling(q.id);
    expect(await codeOf(call(ACCEPT, { q: q.id, w: wo }, "client1"))).toBe("INTERNAL_SERVER_ERROR");
    const [applied] = await decisions(q.id);
    await mend();
    expect((await reconcileQuoteDecisions(billing.orm.em.fork())).found).toBe(0); // within the grace: left to the request
    const retry = await call(ACCEPT, { q: q.id, w: wo }, "client1");
    expect(retry.error).toBeNull();
    expect(retry.newWorkOrderId).toBe(applied!.new_work_order_id);
    expect(await childrenOf(wo)).toEqual([applied!.new_work_order_id]);
    expect(await records(q.id)).toMatchObject([{ finished_by: "request", outcome: "applied" }]);
  });

  it("a decision whose quote changed before billing finished it: the newer change stands", async () => {
    const wo = await order(4);
    const q = await quote(wo, 2);
    const mend = await breakBilling(q.id);
    expect(await codeOf(call(REJECT, { q: q.id, n: "No" }, "client1"))).toBe("INTERNAL_SERVER_ERROR");
    await mend();
    // the contractor edits the quote (a save sets Draft) before the reconciler runs
    await sql(db(), "update billing.billing set billing_status_id = 1, version = version + 1 where id = $1", [q.id]);
    expect(await reconcileQuoteDecisions(billing.orm.em.fork(), { graceSeconds: 0 })).toMatchObject({ finished: 1 });
    expect(await quoteRow(q.id)).toMatchObject({ s: 1, version: 2, decision_note: null });
    expect(await records(q.id)).toMatchObject([{ kind: "reject", outcome: "superseded" }]);
    expect((await orderRow(wo)).s).toBe(3);
  });

  it("the reconciler runs as billing's job, on a schedule every minute", async () => {
    const wo = await order(4);
    const q = await quote(wo, 2);
    const mend = await breakBilling(q.id);
    expect(await codeOf(call(ACCEPT, { q: q.id }, "client1"))).toBe("INTERNAL_SERVER_ERROR");
    await mend();
    const worker = await startWorker(billingService, { ...process.env, DATABASE_URL: db(), LOG_LEVEL: "error", JOB_POLL_SECONDS: "0.5" });
    try {
      // beside the hourly prune of its webhook events (docs/webhooks.md)
      expect(await worker.boss.getSchedules()).toEqual([
        expect.objectContaining({ name: QUOTE_DECISION_QUEUE.name, cron: "* * * * *" }),
        expect.objectContaining({ name: WEBHOOK_EVENT_PRUNE_QUEUE.name, cron: "23 * * * *" }),
      ]);
      await worker.boss.send(QUOTE_DECISION_QUEUE.name, { graceSeconds: 0 });
      await until("the quote accepted", async () => (await quoteRow(q.id)).s === 4);
    } finally {
      await worker.stop();
    }
    expect(await records(q.id)).toMatchObject([{ finished_by: "reconciler" }]);
    expect(await childrenOf(wo)).toHaveLength(1);
  });
});

async function until(what: string, fn: () => Promise<boolean>): Promise<void> {
  for (const end = Date.now() + 30_000; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) if (await fn()) return;
  throw new Error(`timed out waiting for ${what}`);
}
