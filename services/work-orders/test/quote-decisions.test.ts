/**
 * Work-orders' side of the quote decisions (docs/billing.md "Across the two services"): billing's
 * command applyQuoteDecision, sent here as billing sends it (straight to the subgraph, with the
 * caller's token). The quotes are billing's rows, made in the database: work-orders reads them only
 * through billing's published view v_quote.
 */
import pg from "pg";
import { errorCode, graphql, sql, startTestService, tokenFor, untilBlockedBy, viewers } from "@wo/shared/testing";
import { workOrdersService } from "../src/service";

type Svc = Awaited<ReturnType<typeof startTestService>>;
type Any = any;
let svc: Svc;
const tokens: Record<string, string> = {};
const demo: Record<string, number> = {};

const APPLY = `mutation A($input: ApplyQuoteDecisionInput!) {
  applyQuoteDecision(input: $input) {
    decision { key kind workOrderId quoteId newWorkOrderId appliedAt replayed }
    error { code message fieldErrors { field message } }
  }
}`;
const SAVE = `mutation Save($input: SaveWorkOrderInput!) { saveWorkOrder(input: $input) { workOrder { id version } error { message } } }`;

const db = () => svc.db.url;
const one = async (q: string, p: unknown[] = []) => (await sql(db(), q, p))[0]!;

async function apply(who: string, input: Record<string, unknown>): Promise<Any> {
  const r = await graphql(svc.url, APPLY, { input }, tokens[who]);
  if (r.errors) throw Object.assign(new Error(JSON.stringify(r.errors)), { code: errorCode(r) });
  return r.data!.applyQuoteDecision;
}
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: { code?: string }) => e.code,
  );

/** A Quote job of client 1 for contractor 1 (status 3 Awaiting Quote), with an SLA code, an asset and a contact. */
async function order(extra: Record<string, unknown> = {}): Promise<{ id: number }> {
  const r = await graphql(
    svc.url,
    SAVE,
    {
      input: {
        clientId: 1,
        siteId: demo.site,
        assetId: demo.asset,
        contactId: demo.contact,
        subTradeId: demo.subTrade,
        workOrderTypeId: 2,
        contractorId: 1,
        slaCode: "C",
        issue: "Replace the roof light",
        details: "Unit 4",
        ...extra,
      },
    },
    tokens.admin,
  );
  const p = r.data!.saveWorkOrder;
  if (p.error) throw new Error(p.error.message);
  return p.workOrder;
}

const setStatus = (id: number, status: number) =>
  sql(db(), "update work_orders.work_order set work_order_status_id = $2, version = version + 1 where id = $1", [id, status]);

/** A quote in billing's table (status 1 Draft unless told), with its items: the rows billing's view publishes. */
async function quote(workOrderId: number, o: { status?: number; items?: [units: string, amount: string][]; summary?: string } = {}) {
  const items = o.items ?? [
    ["2", "120.50"],
    ["1", "80.125"],
  ];
  const q = await one(
    `insert into billing.billing (work_order_id, client_id, contractor_id, site_id, summary, billing_status_id) values ($1, 1, 1, $2, $3, $4)
     returning id, quote_ref, version`,
    [workOrderId, demo.site, o.summary ?? "New roof light and flashing", o.status ?? 1],
  );
  for (const [units, amount] of items)
    await sql(db(), "insert into billing.billing_item (billing_id, description, units, item_amount_ex_tax) values ($1, 'Item', $2, $3)", [
      q.id,
      units,
      amount,
    ]);
  // the quote's totals, as billing keeps them with its items
  await sql(
    db(),
    `update billing.billing b set total_amount_ex_tax = t.net, total_tax = t.tax, total_amount_inc_tax = t.gross
       from (select coalesce(sum(line_amount_ex_tax), 0) net, coalesce(sum(tax_amount), 0) tax, coalesce(sum(line_amount_inc_tax), 0) gross
               from billing.billing_item where billing_id = $1) t where b.id = $1`,
    [q.id],
  );
  return q as { id: number; quote_ref: string; version: number };
}

const command = (kind: string, wo: { id: number }, q: { id: number; version: number }, extra: Record<string, unknown> = {}) => ({
  key: `quote:${q.id}:v${q.version}:${kind}`,
  kind,
  workOrderId: wo.id,
  quoteId: q.id,
  quoteVersion: q.version,
  ...extra,
});

const statusOf = async (id: number) => (await one("select work_order_status_id as s from work_orders.work_order where id = $1", [id])).s as number;
const audits = (id: number) =>
  sql(db(), "select action_taken from work_orders.audit_trail where entity_name = 'WorkOrder' and entity_id = $1 order by id", [String(id)]).then(
    (rows) => rows.map((r) => r.action_taken as string),
  );
const children = (id: number) =>
  sql(db(), "select child_work_order_id as id from work_orders.linked_work_order where parent_work_order_id = $1", [id]).then((r) =>
    r.map((x) => x.id),
  );

beforeAll(async () => {
  svc = await startTestService(workOrdersService, "quotes");
  tokens.admin = await tokenFor(viewers.admin());
  // staff decide holding COST_DECISIONS (reporting at full: Finance here); Customer Service holds nothing
  tokens.staff = await tokenFor(viewers.staff(5, { reporting: "full" }));
  tokens.customerService = await tokenFor(viewers.staff(4));
  tokens.client1 = await tokenFor(viewers.client(1));
  tokens.client2 = await tokenFor(viewers.client(2));
  tokens.contractor1 = await tokenFor(viewers.contractor(1));
  tokens.contractor2 = await tokenFor(viewers.contractor(2));
  demo.site = (await one("select id from assets.site where client_id = 1 order by id limit 1")).id;
  demo.asset = (await one("select id from assets.asset where site_id = $1 order by id limit 1", [demo.site])).id;
  demo.contact = (await one("select id from identity.app_user where entity_name = 'Client' and entity_id = 1 order by id limit 1")).id;
  demo.subTrade = (await one("select id from assets.trade where parent_trade_id is not null order by id limit 1")).id;
}, 60_000);
afterAll(() => svc?.stop());

describe("send for approval", () => {
  it("moves the order to Awaiting Quote Approval once per key: a repeat answers the stored result and does nothing again", async () => {
    const wo = await order();
    const q = await quote(wo.id);
    const first = await apply("contractor1", command("send", wo, q));
    expect(first.error).toBeNull();
    expect(first.decision).toMatchObject({ key: `quote:${q.id}:v1:send`, kind: "send", workOrderId: wo.id, quoteId: q.id, replayed: false });
    expect(await statusOf(wo.id)).toBe(4);
    const lines = await audits(wo.id);
    expect(lines.at(-1)).toBe(`Quote ${q.quote_ref} sent for approval: Status changed from Awaiting Quote to Awaiting Quote Approval`);
    const version = (await one("select version from work_orders.work_order where id = $1", [wo.id])).version;

    const again = await apply("contractor1", command("send", wo, q));
    expect(again.decision).toMatchObject({ key: first.decision.key, replayed: true, appliedAt: first.decision.appliedAt });
    expect(await audits(wo.id)).toEqual(lines);
    expect((await one("select version from work_orders.work_order where id = $1", [wo.id])).version).toBe(version);
    expect(await one("select * from work_orders.v_quote_decision where key = $1", [first.decision.key])).toMatchObject({
      kind: "send",
      work_order_id: wo.id,
      quote_id: q.id,
      quote_version: 1,
      quote_ref: q.quote_ref,
      result: {},
      new_work_order_id: null,
      applied_by_name: "Test Contractor",
    });
  });

  it("goes from Open too, and again from Awaiting Quote Approval (a re-send)", async () => {
    const wo = await order({ workOrderTypeId: 1 });
    expect(await statusOf(wo.id)).toBe(2);
    const q = await quote(wo.id);
    expect((await apply("staff", command("send", wo, q))).error).toBeNull();
    expect(await statusOf(wo.id)).toBe(4);
    await sql(db(), "update billing.billing set version = 2, billing_status_id = 2 where id = $1", [q.id]);
    const resend = await apply("contractor1", command("send", wo, { id: q.id, version: 2 }));
    expect(resend.decision.replayed).toBe(false);
    expect(await statusOf(wo.id)).toBe(4);
    expect((await audits(wo.id)).at(-1)).toBe(`Quote ${q.quote_ref} sent for approval`);
  });

  it("refuses a quote without items, an accepted or withdrawn one, an order that moved on, a stale version or a key not the quote's", async () => {
    const wo = await order();
    const empty = await quote(wo.id, { items: [] });
    expect((await apply("contractor1", command("send", wo, empty))).error).toEqual({
      code: "NO_ITEMS",
      message: "A quote needs at least one item to be sent for approval",
      fieldErrors: [],
    });
    const accepted = await quote(wo.id, { status: 4 });
    expect((await apply("contractor1", command("send", wo, accepted))).error).toMatchObject({
      code: "ALREADY_ACCEPTED",
      message: "Quote already accepted!",
    });
    const withdrawn = await quote(wo.id, { status: 6 });
    expect((await apply("contractor1", command("send", wo, withdrawn))).error.code).toBe("WITHDRAWN");
    const q = await quote(wo.id);
    expect((await apply("contractor1", command("send", wo, q, { key: `quote:${q.id}:v7:send` }))).error).toMatchObject({
      code: "INVALID",
      message: "The command key is not this quote's",
    });
    expect((await apply("contractor1", command("send", wo, { id: q.id, version: 7 }))).error).toMatchObject({ code: "STALE" });
    const other = await order();
    expect((await apply("contractor1", command("send", other, q))).error).toMatchObject({
      code: "INVALID",
      message: "The quote is not one of this work order's",
    });
    await setStatus(wo.id, 7);
    expect((await apply("contractor1", command("send", wo, q))).error).toMatchObject({
      code: "NOT_AWAITING_QUOTE",
      message: "A quote can be sent for approval only while the work order is Open, Awaiting Quote or Awaiting Quote Approval",
    });
    expect(await statusOf(wo.id)).toBe(7);
    // a refusal keeps no key: the same command may succeed once the order is back
    await setStatus(wo.id, 3);
    expect((await apply("contractor1", command("send", wo, q))).decision.replayed).toBe(false);
  });
});

describe("who may decide", () => {
  it("lets the order's contractor send and its client user answer; other tenants get NOT_FOUND, the other kind FORBIDDEN", async () => {
    const wo = await order();
    const q = await quote(wo.id);
    expect(await codeOf(apply("contractor2", command("send", wo, q)))).toBe("NOT_FOUND");
    expect(await codeOf(apply("client1", command("send", wo, q)))).toBe("FORBIDDEN");
    expect(await codeOf(apply("client2", command("send", wo, q)))).toBe("NOT_FOUND");
    expect(await statusOf(wo.id)).toBe(3);
    expect((await apply("contractor1", command("send", wo, q))).error).toBeNull();
    await sql(db(), "update billing.billing set billing_status_id = 2, version = 2 where id = $1", [q.id]);
    const sent = { id: q.id, version: 2 };
    expect(await codeOf(apply("contractor1", command("accept", wo, sent)))).toBe("FORBIDDEN");
    expect(await codeOf(apply("client2", command("accept", wo, sent)))).toBe("NOT_FOUND");
    expect(await codeOf(apply("contractor2", command("reject", wo, sent, { note: "x" })))).toBe("NOT_FOUND");
    expect(await statusOf(wo.id)).toBe(4);
    expect(await codeOf(graphql(svc.url, APPLY, { input: command("accept", wo, sent) }).then((r) => Promise.reject({ code: errorCode(r) })))).toBe(
      "UNAUTHENTICATED",
    );
    expect((await apply("client1", command("reject", wo, sent, { note: "Too dear" }))).error).toBeNull();
  });

  it("checks whose quote it is from billing's view, not from the command: only its own contractor sends it, on an order still its own", async () => {
    const wo = await order();
    // a quote contractor 2 made on this order when it was its own
    const theirs = await quote(wo.id);
    await sql(db(), "update billing.billing set contractor_id = 2 where id = $1", [theirs.id]);
    expect(await codeOf(apply("contractor1", command("send", wo, theirs)))).toBe("NOT_FOUND");
    // the order given to contractor 2: its own quote, but the order is no longer contractor 1's
    const mine = await quote(wo.id);
    await sql(db(), "update work_orders.work_order set contractor_id = 2 where id = $1", [wo.id]);
    expect(await codeOf(apply("contractor1", command("send", wo, mine)))).toBe("NOT_FOUND");
    expect(await statusOf(wo.id)).toBe(3);
    expect((await one("select count(*)::int n from work_orders.quote_decision where work_order_id = $1", [wo.id])).n).toBe(0);
    expect((await apply("contractor2", command("send", wo, theirs))).error).toBeNull();
  });

  it("lets staff decide holding reporting at full only: Customer Service is FORBIDDEN", async () => {
    const wo = await order();
    const q = await quote(wo.id);
    expect(await codeOf(apply("customerService", command("send", wo, q)))).toBe("FORBIDDEN");
    await sql(db(), "update billing.billing set billing_status_id = 2 where id = $1", [q.id]);
    await setStatus(wo.id, 4);
    for (const kind of ["accept", "reject", "alternative"])
      expect([kind, await codeOf(apply("customerService", command(kind, wo, q, { note: "x" })))]).toEqual([kind, "FORBIDDEN"]);
    expect(await statusOf(wo.id)).toBe(4);
    expect((await apply("staff", command("reject", wo, q, { note: "Too dear" }))).error).toBeNull();
  });
});

describe("accept", () => {
  it("duplicates the order into a new Open Remedial Works order at the quote's total, linked and told to its contractor; the original is Closed", async () => {
    const wo = await order();
    const q = await quote(wo.id, { status: 2 });
    await setStatus(wo.id, 4);
    const original = await one("select * from work_orders.work_order where id = $1", [wo.id]);
    const r = await apply("client1", command("accept", wo, q));
    expect(r.error).toBeNull();
    const id = r.decision.newWorkOrderId as number;
    expect(id).toBeGreaterThan(wo.id);
    const copy = await one("select * from work_orders.work_order where id = $1", [id]);
    // 2 × 120.50 + 1 × 80.125 = 241.00 + 80.13 (each line rounded once) = 321.13
    expect(copy).toMatchObject({
      client_id: 1,
      site_id: demo.site,
      asset_id: demo.asset,
      contact_id: demo.contact,
      trade_id: original.trade_id,
      sub_trade_id: demo.subTrade,
      contractor_id: 1,
      all_contractor_ids: [1],
      sla_code: "C",
      work_order_type_id: 4,
      work_order_status_id: 2,
      financial_code_id: 3,
      estimated_cost: "321.130",
      approved_cost: "321.130",
      issue: "Quoted work: New roof light and flashing",
      details: `Quote ${q.quote_ref} accepted on ${original.ref_no}: £321.13 ex tax.\nNew roof light and flashing`,
    });
    expect(copy.due_date).not.toBeNull();
    expect(copy.response_due_date).not.toBeNull();
    expect(await children(wo.id)).toEqual([id]);
    const closed = await one("select work_order_status_id as s, date_closed from work_orders.work_order where id = $1", [wo.id]);
    expect(closed.s).toBe(6);
    expect(closed.date_closed).not.toBeNull();
    expect((await audits(wo.id)).at(-1)).toBe(
      `Quote ${q.quote_ref} accepted: the work goes on in ${copy.ref_no}: Status changed from Awaiting Quote Approval to Closed`,
    );
    expect(await audits(id)).toEqual([
      `Created work order ${copy.ref_no} (Open) from quote ${q.quote_ref} accepted on ${original.ref_no}, approved at £321.13`,
    ]);
    const notices = await sql(db(), "select reason, contractor_id from work_orders.outbox_message where work_order_id = $1", [id]);
    expect(notices).toEqual([{ reason: "assigned", contractor_id: 1 }]);
    expect((await one("select * from work_orders.v_quote_decision where key = $1", [r.decision.key])).new_work_order_id).toBe(id);

    // the same key again: the same new order, no second one
    const again = await apply("client1", command("accept", wo, q));
    expect(again.decision).toMatchObject({ newWorkOrderId: id, replayed: true });
    expect(await children(wo.id)).toEqual([id]);
  });

  it("refuses when the order moved on or the quote is not sent, and changes nothing", async () => {
    const wo = await order();
    const q = await quote(wo.id, { status: 2 });
    expect((await apply("client1", command("accept", wo, q))).error).toMatchObject({
      code: "NOT_AWAITING_APPROVAL",
      message: "The work order is not awaiting quote approval",
    });
    await setStatus(wo.id, 4);
    const rejected = await quote(wo.id, { status: 3 });
    expect((await apply("client1", command("accept", wo, rejected))).error).toMatchObject({
      code: "NOT_SENT",
      message: "This quote is not awaiting approval",
    });
    // a draft was never sent to the client: it is not one the client may decide on
    expect(await codeOf(apply("client1", command("accept", wo, await quote(wo.id))))).toBe("NOT_FOUND");
    expect(await statusOf(wo.id)).toBe(4);
    expect(await children(wo.id)).toEqual([]);
    expect((await one("select count(*)::int n from work_orders.quote_decision where work_order_id = $1", [wo.id])).n).toBe(0);
  });

  it("makes one new work order of two concurrent accepts with the same key: the second waits and replays", async () => {
    const wo = await order();
    const q = await quote(wo.id, { status: 2 });
    await setStatus(wo.id, 4);
    // the test holds the order's row, so that both commands are in flight together before either can finish
    const holder = new pg.Client({ connectionString: db() });
    await holder.connect();
    try {
      await holder.query("begin");
      await holder.query("select id from work_orders.work_order where id = $1 for update", [wo.id]);
      const both = [apply("client1", command("accept", wo, q)), apply("staff", command("accept", wo, q))];
      // both wait for the order's row
      await untilBlockedBy(db(), holder, 2);
      await holder.query("commit");
      const answers = await Promise.all(both);
      expect(answers.map((a) => a.error)).toEqual([null, null]);
      expect(answers.map((a) => a.decision.replayed).sort()).toEqual([false, true]);
      expect(answers[0].decision.newWorkOrderId).toBe(answers[1].decision.newWorkOrderId);
    } finally {
      await holder.end();
    }
    expect(await children(wo.id)).toHaveLength(1);
    expect(await statusOf(wo.id)).toBe(6);
  });

  it("makes one new work order of two accepts of different quotes of one order: the second finds it Closed", async () => {
    const wo = await order();
    const a = await quote(wo.id, { status: 2 });
    const b = await quote(wo.id, { status: 2 });
    await setStatus(wo.id, 4);
    const answers = await Promise.all([apply("client1", command("accept", wo, a)), apply("client1", command("accept", wo, b))]);
    expect(answers.filter((x) => x.error === null)).toHaveLength(1);
    expect(answers.find((x) => x.error)!.error.code).toBe("NOT_AWAITING_APPROVAL");
    expect(await children(wo.id)).toHaveLength(1);
  });
});

describe("reject and alternative", () => {
  it("need a note; send the order back to Awaiting Quote with a public note", async () => {
    const wo = await order();
    const q = await quote(wo.id, { status: 2 });
    await setStatus(wo.id, 4);
    expect((await apply("client1", command("reject", wo, q, { note: "  " }))).error).toEqual({
      code: "REQUIRED",
      message: "Note is required",
      fieldErrors: [{ field: "note", message: "Note is required" }],
    });
    expect((await apply("client1", command("reject", wo, q, { note: "Too expensive" }))).error).toBeNull();
    expect(await statusOf(wo.id)).toBe(3);
    const notes = await sql(db(), "select note, private_note, user_name from work_orders.work_order_note where work_order_id = $1", [wo.id]);
    expect(notes).toEqual([{ note: `Quote ${q.quote_ref}: rejected: Too expensive`, private_note: false, user_name: "Test Client" }]);
    expect((await audits(wo.id)).at(-1)).toBe(`Quote ${q.quote_ref} rejected: Status changed from Awaiting Quote Approval to Awaiting Quote`);

    const wo2 = await order();
    const q2 = await quote(wo2.id, { status: 2 });
    await setStatus(wo2.id, 4);
    expect((await apply("staff", command("alternative", wo2, q2, { note: "Please quote a cheaper light" }))).error).toBeNull();
    expect(await statusOf(wo2.id)).toBe(3);
    const notes2 = await sql(db(), "select note from work_orders.work_order_note where work_order_id = $1", [wo2.id]);
    expect(notes2).toEqual([{ note: `Alternative quote requested for ${q2.quote_ref}: Please quote a cheaper light` }]);
    expect((await one("select note from work_orders.v_quote_decision where quote_id = $1", [q2.id])).note).toBe("Please quote a cheaper light");
  });

  it("keeps the order awaiting approval while another of its quotes is sent", async () => {
    const wo = await order();
    const a = await quote(wo.id, { status: 2 });
    await quote(wo.id, { status: 2 });
    await setStatus(wo.id, 4);
    expect((await apply("client1", command("reject", wo, a, { note: "No" }))).error).toBeNull();
    expect(await statusOf(wo.id)).toBe(4);
    expect((await audits(wo.id)).at(-1)).toBe(`Quote ${a.quote_ref} rejected`);
  });
});
