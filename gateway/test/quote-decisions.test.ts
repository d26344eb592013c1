/**
 * The quote decisions over the legacy REST calls (portals §4, §7, §8): the contractor's send for
 * approval, the client's approve, reject and alternative, through the gateway, billing and
 * work-orders of the running stack. The quotes are billing's rows, made in the database.
 */
import { errorCode, gatewayUrl, graphql, sql } from "@wo/shared/testing";
import { api, login } from "./http";

const db = () => process.env.TEST_STACK_DB_URL!;
const tokens: Record<string, string> = {};
const demo: Record<string, number> = {};
const orders: number[] = [];
const quotes: number[] = [];

beforeAll(async () => {
  const who = {
    admin: "admin@example.com",
    client1: "client@example.com",
    client2: "client2@example.com",
    contractor1: "contractor@example.com",
    contractor2: "contractor2@example.com",
  };
  for (const [k, email] of Object.entries(who)) tokens[k] = await login(email);
  const one = async (q: string) => (await sql(db(), q))[0]!;
  demo.site = (await one("select id from assets.site where client_id = 1 order by id limit 1")).id;
  demo.subTrade = (await one("select id from assets.trade where parent_trade_id is not null order by id limit 1")).id;
});

// the orders and quotes made here go again: other suites count the demo's
afterAll(async () => {
  const made = await sql(db(), "select child_work_order_id as id from work_orders.linked_work_order where parent_work_order_id = any($1::int[])", [
    orders,
  ]);
  await sql(db(), "delete from billing.billing where id = any($1::int[])", [quotes]);
  await sql(db(), "delete from work_orders.work_order where id = any($1::int[])", [[...orders, ...made.map((r) => r.id)]]);
});

/** A Quote job of client 1 for contractor 1 through POST /api/WorkOrders: Awaiting Quote (3), or the status given. */
async function order(status?: number): Promise<number> {
  const r = await api("POST", "/WorkOrders", {
    token: tokens.admin,
    json: { Id: 0, ClientId: 1, SiteId: demo.site, SubTradeId: demo.subTrade, WorkOrderTypeId: 2, ContractorId: 1, Issue: "Replace the boiler" },
  });
  expect(r.status).toBe(200);
  orders.push(r.body.id);
  if (status) await sql(db(), "update work_orders.work_order set work_order_status_id = $2 where id = $1", [r.body.id, status]);
  return r.body.id;
}

/** A quote of the order (status 1 Draft unless told) with two items: 2 × 120.50 + 1 × 80.125 = 321.13 ex tax. */
async function quote(workOrderId: number, status = 1, items = true): Promise<number> {
  const [q] = await sql(
    db(),
    "insert into billing.billing (work_order_id, client_id, contractor_id, site_id, summary, billing_status_id) values ($1, 1, 1, $2, 'New boiler', $3) returning id",
    [workOrderId, demo.site, status],
  );
  quotes.push(q!.id);
  if (items) {
    await sql(
      db(),
      "insert into billing.billing_item (billing_id, description, units, item_amount_ex_tax) values ($1, 'Boiler', 2, 120.50), ($1, 'Flue', 1, 80.125)",
      [q!.id],
    );
    await sql(db(), "update billing.billing set total_amount_ex_tax = 321.13, total_tax = 64.23, total_amount_inc_tax = 385.36 where id = $1", [
      q!.id,
    ]);
  }
  return q!.id;
}

const statusOf = async (id: number) =>
  (await sql(db(), "select work_order_status_id as s from work_orders.work_order where id = $1", [id]))[0]!.s as number;
const quoteStatus = async (id: number) => (await sql(db(), "select billing_status_id as s from billing.billing where id = $1", [id]))[0]!.s as number;

describe("POST /api/Contractors/SubmitQuote/{workOrderId}", () => {
  it("sends the contractor's quote for approval: 'Quote sent for approval', the order Awaiting Quote Approval", async () => {
    const wo = await order();
    const q = await quote(wo);
    const r = await api("POST", `/Contractors/SubmitQuote/${wo}`, {
      token: tokens.contractor1,
      json: { workorderid: wo, WorkOrderStatusId: 4, QuotationId: q },
    });
    expect(r).toEqual({ status: 200, body: { Message: "Quote sent for approval" } });
    expect(await statusOf(wo)).toBe(4);
    expect(await quoteStatus(q)).toBe(2);
    const model = await api("GET", `/WorkOrders/${wo}`, { token: tokens.contractor1 });
    expect(model.body.WorkOrderStatusId).toBe(4);
  });

  it("answers 400 for a quote without items, 409 'Quote already accepted!', 400 for a status other than 4 or no quote", async () => {
    const wo = await order();
    const empty = await quote(wo, 1, false);
    expect(
      await api("POST", `/Contractors/SubmitQuote/${wo}`, { token: tokens.contractor1, json: { QuotationId: empty, WorkOrderStatusId: 4 } }),
    ).toMatchObject({
      status: 400,
      body: { Message: "A quote needs at least one item to be sent for approval" },
    });
    const accepted = await quote(wo, 4);
    expect(
      await api("POST", `/Contractors/SubmitQuote/${wo}`, { token: tokens.contractor1, json: { QuotationId: accepted, WorkOrderStatusId: 4 } }),
    ).toMatchObject({
      status: 409,
      body: { Message: "Quote already accepted!" },
    });
    const q = await quote(wo);
    expect(
      (await api("POST", `/Contractors/SubmitQuote/${wo}`, { token: tokens.contractor1, json: { QuotationId: q, WorkOrderStatusId: 5 } })).status,
    ).toBe(400);
    expect((await api("POST", `/Contractors/SubmitQuote/${wo}`, { token: tokens.contractor1, json: { WorkOrderStatusId: 4 } })).status).toBe(400);
    expect(
      (await api("POST", `/Contractors/SubmitQuote/${wo}`, { token: tokens.contractor1, json: { workorderid: wo + 1, QuotationId: q } })).status,
    ).toBe(400);
    expect(await statusOf(wo)).toBe(3);
  });

  it("is the quote's contractor's: another contractor 404, a client 403, the quote of another order 404", async () => {
    const wo = await order();
    const q = await quote(wo);
    const json = { QuotationId: q, WorkOrderStatusId: 4 };
    expect((await api("POST", `/Contractors/SubmitQuote/${wo}`, { token: tokens.contractor2, json })).status).toBe(404);
    expect((await api("POST", `/Contractors/SubmitQuote/${wo}`, { token: tokens.client1, json })).status).toBe(403);
    const other = await order();
    expect((await api("POST", `/Contractors/SubmitQuote/${other}`, { token: tokens.contractor1, json })).status).toBe(404);
    expect(await quoteStatus(q)).toBe(1);
  });
});

describe("PUT /api/WorkOrders/AcceptQuoteDuplicate?workOrderId&quoteId", () => {
  it("answers the new work order: Open, Remedial Works, approved at the quote's total; the original Closed", async () => {
    const wo = await order(4);
    const q = await quote(wo, 2);
    const r = await api("PUT", `/WorkOrders/AcceptQuoteDuplicate?workOrderId=${wo}&quoteId=${q}`, { token: tokens.client1 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ NewWorkorderId: expect.any(Number), Message: "Quote approved" });
    const created = await api("GET", `/WorkOrders/${r.body.NewWorkorderId}`, { token: tokens.admin });
    expect(created.body).toMatchObject({
      WorkOrderStatusId: 2,
      WorkOrderTypeId: 4,
      ApprovedCost: 321.13,
      EstimatedCost: 321.13,
      ClientId: 1,
      ContractorId: 1,
    });
    // the client sees its new order too
    expect((await api("GET", `/WorkOrders/${r.body.NewWorkorderId}`, { token: tokens.client1 })).status).toBe(200);
    expect(await statusOf(wo)).toBe(6);
    expect(await quoteStatus(q)).toBe(4);
    expect(await api("PUT", `/WorkOrders/AcceptQuoteDuplicate?workOrderId=${wo}&quoteId=${q}`, { token: tokens.client1 })).toEqual({
      status: 409,
      body: { Message: "Quote already accepted!", ModelState: {} },
    });
  });

  it("refuses another client's quote (404), a contractor (403), a draft (404 to its client) and an order that moved on (409)", async () => {
    const wo = await order(4);
    const q = await quote(wo, 2);
    const path = `/WorkOrders/AcceptQuoteDuplicate?workOrderId=${wo}&quoteId=${q}`;
    expect((await api("PUT", path, { token: tokens.client2 })).status).toBe(404);
    expect((await api("PUT", path, { token: tokens.contractor1 })).status).toBe(403);
    const draft = await quote(wo);
    expect((await api("PUT", `/WorkOrders/AcceptQuoteDuplicate?workOrderId=${wo}&quoteId=${draft}`, { token: tokens.client1 })).status).toBe(404);
    await sql(db(), "update work_orders.work_order set work_order_status_id = 3 where id = $1", [wo]);
    expect(await api("PUT", path, { token: tokens.client1 })).toMatchObject({
      status: 409,
      body: { Message: "The work order is not awaiting quote approval" },
    });
    expect(await quoteStatus(q)).toBe(2);
    expect((await api("PUT", `/WorkOrders/AcceptQuoteDuplicate?workOrderId=${wo}`, { token: tokens.client1 })).status).toBe(400);
  });
});

describe("PUT /api/WorkOrders/Decline?workOrderId&note", () => {
  it("rejects the quote of an order awaiting quote approval: 'Quote rejected', the order back to Awaiting Quote with the note", async () => {
    const wo = await order(4);
    const q = await quote(wo, 2);
    expect(await api("PUT", `/WorkOrders/Decline?workOrderId=${wo}&note=`, { token: tokens.client1 })).toMatchObject({
      status: 400,
      body: { Message: "Note is required", ModelState: { Note: ["Note is required"] } },
    });
    expect((await api("PUT", `/WorkOrders/Decline?workOrderId=${wo}&note=x`, { token: tokens.client2 })).status).toBe(404);
    expect((await api("PUT", `/WorkOrders/Decline?workOrderId=${wo}&note=x`, { token: tokens.contractor1 })).status).toBe(403);
    const r = await api("PUT", `/WorkOrders/Decline?workOrderId=${wo}&note=${encodeURIComponent("Too expensive")}`, { token: tokens.client1 });
    expect(r).toEqual({ status: 200, body: { Message: "Quote rejected" } });
    expect(await statusOf(wo)).toBe(3);
    expect(await quoteStatus(q)).toBe(3);
    const [ref] = await sql(db(), "select quote_ref from billing.billing where id = $1", [q]);
    const notes = await api("GET", `/ClientPortal/CustomerPortalNotes?workOrderId=${wo}`, { token: tokens.client1 });
    expect(notes.body.Data.map((n: { Note: string }) => n.Note)).toEqual([`Quote ${ref!.quote_ref}: rejected: Too expensive`]);
  });

  it("still declines a request (staff): Discarded with 'Declined: note'; a client may not", async () => {
    const request = await order(1);
    expect((await api("PUT", `/WorkOrders/Decline?workOrderId=${request}&note=x`, { token: tokens.client1 })).status).toBe(403);
    const r = await api("PUT", `/WorkOrders/Decline?workOrderId=${request}&note=${encodeURIComponent("Not ours")}`, { token: tokens.admin });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: request, WorkOrderStatusId: 14 });
    // an order neither a request nor awaiting quote approval: the request's refusal, as before
    const open = await order(2);
    expect(await api("PUT", `/WorkOrders/Decline?workOrderId=${open}&note=x`, { token: tokens.admin })).toMatchObject({
      status: 400,
      body: { Message: "Only a request awaiting a response can be approved, converted or declined" },
    });
  });
});

describe("POST /api/WorkOrders/AlternativeQuote?workOrderId&note", () => {
  it("asks for an alternative: the quote Alternative Requested, the order back to Awaiting Quote; a note required", async () => {
    const wo = await order(4);
    const q = await quote(wo, 2);
    expect((await api("POST", `/WorkOrders/AlternativeQuote?workOrderId=${wo}`, { token: tokens.client1 })).status).toBe(400);
    expect((await api("POST", `/WorkOrders/AlternativeQuote?workOrderId=${wo}&note=x`, { token: tokens.client2 })).status).toBe(404);
    expect((await api("POST", `/WorkOrders/AlternativeQuote?workOrderId=${wo}&note=x`, { token: tokens.contractor1 })).status).toBe(403);
    const r = await api("POST", `/WorkOrders/AlternativeQuote?workOrderId=${wo}&note=${encodeURIComponent("A cheaper boiler")}`, {
      token: tokens.client1,
    });
    expect(r).toEqual({ status: 200, body: { Message: "Alternative quote requested" } });
    expect(await statusOf(wo)).toBe(3);
    expect(await quoteStatus(q)).toBe(5);
    // not awaiting approval any more
    expect(await api("POST", `/WorkOrders/AlternativeQuote?workOrderId=${wo}&note=x`, { token: tokens.client1 })).toMatchObject({
      status: 409,
      body: { Message: "The work order is not awaiting quote approval" },
    });
  });
});

describe("work-orders' applyQuoteDecision", () => {
  it("is billing's command to work-orders, not part of the public API: the gateway does not know it", async () => {
    const r = await graphql(
      `${gatewayUrl()}/graphql`,
      `
        mutation {
          applyQuoteDecision(input: { key: "quote:1:v1:accept", kind: "accept", workOrderId: 1, quoteId: 1, quoteVersion: 1 }) {
            decision {
              key
            }
          }
        }
      `,
      {},
      tokens.client1,
    );
    expect(errorCode(r)).toBe("GRAPHQL_VALIDATION_FAILED");
  });
});
