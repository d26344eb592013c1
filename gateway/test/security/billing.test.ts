/**
 * Issue 20's holes in quotes, logs and quote decisions, tried from the outside against the running
 * stack (GraphQL through the gateway, the legacy REST calls, and the work-orders subgraph's own port):
 * each failed before its fix.
 *
 * 1. A contractor read the staff-only budget (CostCounters.budget, overBudget).
 * 4. A contractor deleted its quote on an order no longer its own, or closed.
 * 7. Who read a quote was frozen when it was made: after staff moved the order to another client
 *    (or contractor), the first one still read its quotes and items.
 * 8. work-orders' applyQuoteDecision trusted its command: a caller on the subgraph's port could send
 *    another contractor's quote.
 * 9. Log writes raced a submission and landed after it.
 * Also: staff without COST_DECISIONS (Customer Service) took quote decisions.
 *
 * The orders made here are of clients 3 and 4 and contractors 3 and 4, whose users no other suite
 * signs in as (the tenancy suite counts clients 1 and 2's and contractors 1 and 2's rows while it
 * runs); their tokens are signed as identity would. Everything made here is removed at the end.
 */
import { errorCode, gatewayUrl, graphql, sql, tokenFor, viewers } from "@wo/shared/testing";
import { api, login } from "../http";

type Any = any;
const db = () => process.env.TEST_STACK_DB_URL!;
const gql = () => `${gatewayUrl()}/graphql`;
const subgraph = (name: string) => (JSON.parse(process.env.SUBGRAPH_URLS!) as Record<string, string>)[name]!;
const one = async (q: string, p: unknown[] = []) => (await sql(db(), q, p))[0]!;

const A = { client: 3, contractor: 3, site: 0 };
const B = { client: 4, contractor: 4, site: 0 };
let subTrade = 0;
const t: Record<string, string> = {};

const orders: number[] = [];
const quotes: number[] = [];

beforeAll(async () => {
  A.site = (await one("select id from assets.site where client_id = $1 order by id limit 1", [A.client])).id;
  B.site = (await one("select id from assets.site where client_id = $1 order by id limit 1", [B.client])).id;
  subTrade = (await one("select id from assets.trade where parent_trade_id is not null order by id limit 1")).id;
  [t.admin, t.finance, t.customerService] = await Promise.all(
    ["admin@example.com", "finance@example.com", "customerservice@example.com"].map((e) => login(e)),
  );
  t.clientA = await tokenFor(viewers.client(A.client));
  t.clientB = await tokenFor(viewers.client(B.client));
  t.contractorA = await tokenFor(viewers.contractor(A.contractor));
  t.contractorB = await tokenFor(viewers.contractor(B.contractor));
});

afterAll(async () => {
  const made = await sql(db(), "select child_work_order_id as id from work_orders.linked_work_order where parent_work_order_id = any($1::int[])", [
    orders,
  ]);
  const all = [...orders, ...made.map((r) => r.id as number)];
  await sql(db(), "delete from billing.quote_decision where quote_id = any($1::int[])", [quotes]);
  await sql(db(), "delete from billing.billing where id = any($1::int[]) or work_order_id = any($2::int[])", [quotes, all]);
  await sql(db(), "delete from billing.log_time where work_order_id = any($1::int[])", [all]);
  await sql(db(), "delete from billing.log_material where work_order_id = any($1::int[])", [all]);
  await sql(db(), "delete from billing.work_order_cost where work_order_id = any($1::int[])", [all]);
  await sql(db(), "delete from work_orders.document where entity_name = 'WorkOrder' and entity_id = any($1::int[])", [all]);
  await sql(db(), "delete from work_orders.work_order where id = any($1::int[])", [all]);
});

/** An order of client A's given to contractor A (a Quote job awaiting a quote unless told), made in the database. */
async function order(o: { status?: number; type?: number; estimated?: string; approved?: string } = {}): Promise<number> {
  const row = await one(
    `insert into work_orders.work_order (date_opened, client_id, site_id, contractor_id, all_contractor_ids, work_order_type_id, work_order_status_id,
       sub_trade_id, issue, estimated_cost, approved_cost)
     values (now(), $1, $2, $3, array[$3::int], $4, $5, $6, 'Security probe', $7, $8) returning id`,
    [A.client, A.site, A.contractor, o.type ?? 2, o.status ?? 3, subTrade, o.estimated ?? null, o.approved ?? null],
  );
  orders.push(row.id);
  return row.id;
}

/** A quote of an order made by a contractor (A's unless told), in a status (Draft unless told), with two items: 321.13 ex tax. */
async function quote(workOrderId: number, o: { status?: number; contractor?: number; newWorkOrderId?: number } = {}): Promise<number> {
  const q = await one(
    `insert into billing.billing (work_order_id, client_id, contractor_id, site_id, summary, billing_status_id, decided_at, new_work_order_id)
     values ($1, $2, $3, $4, 'New boiler', $5, case when $5 = 4 then now() end, $6) returning id`,
    [workOrderId, A.client, o.contractor ?? A.contractor, A.site, o.status ?? 1, o.newWorkOrderId ?? null],
  );
  quotes.push(q.id);
  await sql(
    db(),
    "insert into billing.billing_item (billing_id, description, units, item_amount_ex_tax) values ($1, 'Boiler', 2, 120.50), ($1, 'Flue', 1, 80.125)",
    [q.id],
  );
  await sql(db(), "update billing.billing set total_amount_ex_tax = 321.13, total_tax = 64.23, total_amount_inc_tax = 385.36 where id = $1", [q.id]);
  return q.id;
}

const post = (query: string, variables: Record<string, unknown>, who: string, to = gql()) => graphql<Any>(to, query, variables, t[who]);
/** The error code of a GraphQL answer, or OK. */
const outcome = async (p: Promise<{ errors?: unknown[] } & Parameters<typeof errorCode>[0]>) => {
  const r = await p;
  return r.errors ? errorCode(r) : "OK";
};
const orderStatus = async (id: number) => (await one("select work_order_status_id as s from work_orders.work_order where id = $1", [id])).s;
const quoteStatus = async (id: number) => (await one("select billing_status_id as s from billing.billing where id = $1", [id])).s;
const quoteExists = async (id: number) => (await sql(db(), "select 1 from billing.billing where id = $1", [id])).length === 1;

/** Staff move an order to client B (its site B's), as the back office does: saveWorkOrder with another client. */
async function moveToClientB(id: number): Promise<void> {
  const r = await post(`query($id: Int!) { workOrder(id: $id) { version workOrderTypeId subTradeId issue } }`, { id }, "admin");
  const wo = r.data.workOrder;
  const saved = await post(
    `mutation($input: SaveWorkOrderInput!) { saveWorkOrder(input: $input) { workOrder { id clientId } error { message } } }`,
    {
      input: {
        id,
        version: wo.version,
        clientId: B.client,
        siteId: B.site,
        workOrderTypeId: wo.workOrderTypeId,
        subTradeId: wo.subTradeId,
        issue: wo.issue,
        contractorId: A.contractor,
      },
    },
    "admin",
  );
  expect(saved.errors).toBeUndefined();
  expect(saved.data.saveWorkOrder).toEqual({ workOrder: { id, clientId: B.client }, error: null });
}

const giveToContractorB = (id: number) => sql(db(), "update work_orders.work_order set contractor_id = $2 where id = $1", [id, B.contractor]);

describe("hole 1: a contractor never reads the budget", () => {
  const COUNTERS = `query($id: Int!) { costCounters(workOrderId: $id) { loggedTotal FIELD } }`;

  it("is refused asking for budget or overBudget, by costCounters, WorkOrder.costCounters and a log mutation's payload", async () => {
    const id = await order({ status: 2, type: 1, estimated: "150", approved: "175" });
    for (const field of ["budget", "overBudget"]) {
      const message = `CostCounters.${field} is not available to contractor users`;
      const direct = await post(COUNTERS.replace("FIELD", field), { id }, "contractorA");
      expect([field, errorCode(direct), direct.errors?.[0]?.message, direct.data?.costCounters ?? null]).toEqual([field, "FORBIDDEN", message, null]);
      const nested = await post(`query($id: Int!) { workOrder(id: $id) { id costCounters { ${field} } } }`, { id }, "contractorA");
      expect([field, errorCode(nested)]).toEqual([field, "FORBIDDEN"]);
    }
    const save = await post(
      `mutation($input: SaveLogMaterialInput!) { saveLogMaterial(input: $input) { logMaterial { id } costCounters { budget } } }`,
      { input: { workOrderId: id, logMaterialTypeId: 1, description: "Valve", costPerItem: "10", quantity: "1" } },
      "contractorA",
    );
    expect(errorCode(save)).toBe("FORBIDDEN");
    expect((await one("select count(*)::int as n from billing.log_material where work_order_id = $1", [id])).n).toBe(0);
    // staff read it: the approved cost, else the estimate
    expect((await post(COUNTERS.replace("FIELD", "budget overBudget"), { id }, "finance")).data.costCounters).toEqual({
      loggedTotal: "0.00",
      budget: "175.000",
      overBudget: false,
    });
  });

  it("leaves OverBudget out of GET /api/WorkOrders/CostCounters for a contractor, and gives it to staff", async () => {
    const id = await order({ status: 2, type: 1, estimated: "0.01" });
    await api("POST", "/LogMaterials", {
      token: t.contractorA,
      json: { WorkOrderId: id, LogMaterialTypeId: 1, Description: "Valve", CostPerItem: 5, Quantity: 1 },
    });
    const mine = await api("GET", `/WorkOrders/CostCounters?workOrderId=${id}`, { token: t.contractorA });
    expect(mine).toEqual({ status: 200, body: { totalhours: 0, totalhourscost: 0, totaladdcost: 5, loggedtotal: 5, CallOutCharge: 0 } });
    expect((await api("GET", `/WorkOrders/CostCounters?workOrderId=${id}`, { token: t.admin })).body).toEqual({ ...mine.body, OverBudget: true });
  });

  it("shows a contractor its own accepted quote's total as the quoted cost, never another contractor's (which is the order's approved cost)", async () => {
    // the order made from contractor B's accepted quote, at its total, then given to contractor A
    const id = await order({ status: 2, type: 4, estimated: "321.13", approved: "321.13" });
    const original = await order({ status: 6 });
    await quote(original, { status: 4, contractor: B.contractor, newWorkOrderId: id });
    const counters = `query($id: Int!) { costCounters(workOrderId: $id) { quotedCost } quotedCost(workOrderId: $id) { quoteTotal } }`;
    expect((await post(counters, { id }, "contractorA")).data).toEqual({ costCounters: { quotedCost: null }, quotedCost: null });
    expect((await post(counters, { id }, "finance")).data).toEqual({ costCounters: { quotedCost: "321.13" }, quotedCost: { quoteTotal: "321.13" } });
    expect((await api("GET", `/Billings/Costs?entityId=${id}&entityName=WorkOrder`, { token: t.contractorA })).body).toEqual({
      QuotedCosts: 0,
      loggedtotal: 0,
    });
    expect((await api("GET", `/Billings/QuotedCost?entityId=${id}&entityName=WorkOrder`, { token: t.contractorA })).body).toEqual({
      QuoteText: null,
      QuoteTotal: null,
    });
    // its own accepted quote it reads
    const own = await order({ status: 2, type: 4, approved: "321.13" });
    await quote(await order({ status: 6 }), { status: 4, newWorkOrderId: own });
    expect((await post(counters, { id: own }, "contractorA")).data).toEqual({
      costCounters: { quotedCost: "321.13" },
      quotedCost: { quoteTotal: "321.13" },
    });
  });
});

describe("hole 4: deleteQuote keeps the rule of every other quote write", () => {
  it("refuses a contractor's own quote on an order given to another contractor: 404, and the quote stays", async () => {
    const id = await order();
    const q = await quote(id);
    await giveToContractorB(id);
    expect((await api("DELETE", `/Billings/${q}`, { token: t.contractorA })).status).toBe(404);
    expect(await outcome(post(`mutation($id: Int!) { deleteQuote(id: $id) { deletedId } }`, { id: q }, "contractorA"))).toBe("NOT_FOUND");
    expect(await quoteExists(q)).toBe(true);
  });

  it("refuses a contractor's quote on its order once Closed, Completed, Cancelled or Submitted, with the reason", async () => {
    for (const status of [6, 7, 9, 12]) {
      const id = await order({ status });
      const q = await quote(id);
      expect([status, await api("DELETE", `/Billings/${q}`, { token: t.contractorA })]).toEqual([
        status,
        { status: 400, body: { Message: "Quotes cannot be changed on a work order that is Closed, Completed, Cancelled or Submitted" } },
      ]);
      expect(await quoteExists(q)).toBe(true);
    }
    // on its open order it may
    const q = await quote(await order());
    expect((await api("DELETE", `/Billings/${q}`, { token: t.contractorA })).status).toBe(200);
    expect(await quoteExists(q)).toBe(false);
  });
});

describe("hole 7: who reads a quote follows its order", () => {
  /** Every way a user reads a quote and its items: each path with what it answered. */
  async function reads(who: string, workOrderId: number, quoteId: number) {
    const token = t[who];
    const ref = (await one("select quote_ref from billing.billing where id = $1", [quoteId])).quote_ref as string;
    const g = await post(`query($w: Int!) { quotes(workOrderId: $w, pageSize: 100) { totalCount nodes { id } } }`, { w: workOrderId }, who);
    const single = await post(`query($q: Int!) { quote(id: $q) { id clientId } }`, { q: quoteId }, who);
    const items = await post(`query($q: Int!) { billingItems(billingId: $q) { totalCount } }`, { q: quoteId }, who);
    const entity = await post(
      `query($r: [_Any!]!) { _entities(representations: $r) { ... on WorkOrder { quotes { id } } } }`,
      { r: [{ __typename: "WorkOrder", id: workOrderId }] },
      who,
      subgraph("billing"),
    );
    const rest = async (path: string) => {
      const r = await api("GET", path, { token });
      return r.status === 200 && r.body && "Data" in r.body ? r.body.Data.map((x: Any) => x.id) : r.status;
    };
    return {
      quotes: g.data?.quotes.nodes.map((n: Any) => n.id) ?? errorCode(g),
      quote: single.data?.quote?.id ?? errorCode(single),
      billingItems: items.data?.billingItems.totalCount ?? errorCode(items),
      "WorkOrder.quotes": entity.data?._entities[0]?.quotes.map((n: Any) => n.id) ?? null,
      "/Billings": await rest(`/Billings?workOrderId=${workOrderId}`),
      "/Billings/{id}": (await api("GET", `/Billings/${quoteId}`, { token })).status,
      "/BillingItems": await rest(`/BillingItems?billingId=${quoteId}`),
      CustomerPortalQuotes: await rest(`/ClientPortal/CustomerPortalQuotes?pageSize=1000&search=${ref}`),
      CustomerPortalWorkOrderQuotes: await rest(`/ClientPortal/CustomerPortalWorkOrderQuotes?entityId=${workOrderId}&entityName=WorkOrder`),
      CustomerPortalWorkOrderBillingItems: await rest(`/ClientPortal/CustomerPortalWorkOrderBillingItems?entityId=${quoteId}&entityName=Quote`),
      pdf: await fetch(`${gatewayUrl()}/api/pdf/${workOrderId}/contractorquotpdf`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
        r.arrayBuffer().then(() => r.status),
      ),
    };
  }

  it("after staff move an order to another client, the first client reads none of its quotes and items; the new client does", async () => {
    const id = await order({ status: 4 });
    const q = await quote(id, { status: 2 });
    const before = await reads("clientA", id, q);
    expect(before).toMatchObject({ quote: q, billingItems: 2, "/Billings": [q], "/Billings/{id}": 200, CustomerPortalQuotes: [q], pdf: 200 });

    await moveToClientB(id);
    const first = await reads("clientA", id, q);
    expect(first).toEqual({
      quotes: [],
      quote: "NOT_FOUND",
      billingItems: "NOT_FOUND",
      // the order is no longer its own: billing resolves it to nobody
      "WorkOrder.quotes": null,
      "/Billings": [],
      "/Billings/{id}": 404,
      "/BillingItems": 404,
      CustomerPortalQuotes: [],
      CustomerPortalWorkOrderQuotes: [],
      CustomerPortalWorkOrderBillingItems: 404,
      pdf: 404,
    });

    const now = await reads("clientB", id, q);
    expect(now).toEqual({
      quotes: [q],
      quote: q,
      billingItems: 2,
      "WorkOrder.quotes": [q],
      "/Billings": [q],
      "/Billings/{id}": 200,
      "/BillingItems": expect.any(Array),
      CustomerPortalQuotes: [q],
      CustomerPortalWorkOrderQuotes: [q],
      CustomerPortalWorkOrderBillingItems: expect.any(Array),
      pdf: 200,
    });
    // the quote names its order's client now
    expect((await post(`query($q: Int!) { quote(id: $q) { clientId clientName } }`, { q }, "clientB")).data.quote.clientId).toBe(B.client);
  });

  it("after staff give an order to another contractor, the first reads none of its quotes on it, and the second reads none of the first's", async () => {
    const id = await order();
    const q = await quote(id);
    expect((await reads("contractorA", id, q)).quote).toBe(q);
    await giveToContractorB(id);
    expect(await reads("contractorA", id, q)).toMatchObject({
      quotes: [],
      quote: "NOT_FOUND",
      billingItems: "NOT_FOUND",
      "/Billings": [],
      "/Billings/{id}": 404,
      "/BillingItems": 404,
    });
    // the order is contractor B's now: its quotes field shows B none of A's
    expect(await reads("contractorB", id, q)).toMatchObject({
      quotes: [],
      quote: "NOT_FOUND",
      billingItems: "NOT_FOUND",
      "WorkOrder.quotes": [],
      "/Billings/{id}": 404,
    });
    expect((await api("GET", `/ContractorPortal/ContractorPortalWorkOrderQuotes?workOrderId=${id}`, { token: t.contractorB })).body.Data).toEqual([]);
  });
});

describe("hole 8: work-orders' applyQuoteDecision checks whose quote it is", () => {
  const APPLY = `mutation($input: ApplyQuoteDecisionInput!) { applyQuoteDecision(input: $input) { decision { key } error { code message } } }`;
  const command = (kind: string, workOrderId: number, quoteId: number, version = 1) => ({
    key: `quote:${quoteId}:v${version}:${kind}`,
    kind,
    workOrderId,
    quoteId,
    quoteVersion: version,
    note: kind === "reject" || kind === "alternative" ? "No" : null,
  });
  const apply = (who: string, input: Record<string, unknown>) => outcome(post(APPLY, { input }, who, subgraph("work-orders")));
  const decisions = async (id: number) => (await one("select count(*)::int as n from work_orders.quote_decision where work_order_id = $1", [id])).n;

  it("refuses a contractor sending another contractor's quote on its own order, straight to the subgraph: NOT_FOUND, nothing applied", async () => {
    const id = await order();
    const theirs = await quote(id, { contractor: B.contractor });
    expect(await apply("contractorA", command("send", id, theirs))).toBe("NOT_FOUND");
    expect(await orderStatus(id)).toBe(3);
    expect(await decisions(id)).toBe(0);
  });

  it("refuses a contractor sending its own quote on an order given to another contractor", async () => {
    const id = await order();
    const mine = await quote(id);
    await giveToContractorB(id);
    expect(await apply("contractorA", command("send", id, mine))).toBe("NOT_FOUND");
    // the order's contractor now may not send a quote it did not make
    expect(await apply("contractorB", command("send", id, mine))).toBe("NOT_FOUND");
    expect(await orderStatus(id)).toBe(3);
    expect(await decisions(id)).toBe(0);
  });

  it("lets only the order's current client answer, and staff holding reporting at full", async () => {
    const id = await order({ status: 4 });
    const q = await quote(id, { status: 2 });
    await moveToClientB(id);
    for (const kind of ["accept", "reject", "alternative"]) {
      expect([kind, await apply("clientA", command(kind, id, q))]).toEqual([kind, "NOT_FOUND"]);
      expect([kind, await apply("customerService", command(kind, id, q))]).toEqual([kind, "FORBIDDEN"]);
    }
    expect(await apply("customerService", command("send", id, q))).toBe("FORBIDDEN");
    expect(await orderStatus(id)).toBe(4);
    expect(await decisions(id)).toBe(0);
    expect(await apply("clientB", command("reject", id, q))).toBe("OK");
    expect(await orderStatus(id)).toBe(3);
  });
});

describe("cost and quote decisions need COST_DECISIONS: Customer Service is refused, by GraphQL and REST", () => {
  const DECISION = `error { code message }`;

  it("refuses send, accept, reject and alternative by GraphQL", async () => {
    const id = await order();
    const q = await quote(id);
    expect(await outcome(post(`mutation($q: Int!) { sendQuoteForApproval(quoteId: $q) { ${DECISION} } }`, { q }, "customerService"))).toBe(
      "FORBIDDEN",
    );
    await sql(db(), "update billing.billing set billing_status_id = 2 where id = $1", [q]);
    await sql(db(), "update work_orders.work_order set work_order_status_id = 4 where id = $1", [id]);
    expect(await outcome(post(`mutation($q: Int!) { acceptQuote(quoteId: $q) { ${DECISION} } }`, { q }, "customerService"))).toBe("FORBIDDEN");
    expect(await outcome(post(`mutation($q: Int!) { rejectQuote(quoteId: $q, note: "No") { ${DECISION} } }`, { q }, "customerService"))).toBe(
      "FORBIDDEN",
    );
    expect(await outcome(post(`mutation($w: Int!) { rejectQuote(workOrderId: $w, note: "No") { ${DECISION} } }`, { w: id }, "customerService"))).toBe(
      "FORBIDDEN",
    );
    expect(
      await outcome(post(`mutation($q: Int!) { requestAlternativeQuote(quoteId: $q, note: "No") { ${DECISION} } }`, { q }, "customerService")),
    ).toBe("FORBIDDEN");
    expect([await orderStatus(id), await quoteStatus(q)]).toEqual([4, 2]);
  });

  it("answers 403 to the REST calls, the Decline of an order awaiting quote approval included; the Decline of a request still declines it", async () => {
    const id = await order();
    const q = await quote(id);
    const cs = { token: t.customerService };
    expect((await api("POST", `/Contractors/SubmitQuote/${id}`, { ...cs, json: { QuotationId: q, WorkOrderStatusId: 4 } })).status).toBe(403);
    await sql(db(), "update billing.billing set billing_status_id = 2 where id = $1", [q]);
    await sql(db(), "update work_orders.work_order set work_order_status_id = 4 where id = $1", [id]);
    expect((await api("PUT", `/WorkOrders/AcceptQuoteDuplicate?workOrderId=${id}&quoteId=${q}`, cs)).status).toBe(403);
    expect((await api("POST", `/WorkOrders/AlternativeQuote?workOrderId=${id}&note=No`, cs)).status).toBe(403);
    expect((await api("PUT", `/WorkOrders/Decline?workOrderId=${id}&note=No`, cs)).status).toBe(403);
    expect([await orderStatus(id), await quoteStatus(q)]).toEqual([4, 2]);
    // a request is declined by any staff, as before
    const request = await order({ status: 1 });
    const declined = await api("PUT", `/WorkOrders/Decline?workOrderId=${request}&note=${encodeURIComponent("Not ours")}`, cs);
    expect([declined.status, declined.body.WorkOrderStatusId]).toEqual([200, 14]);
    // Finance holds reporting at full: it may
    const accepted = await api("PUT", `/WorkOrders/AcceptQuoteDuplicate?workOrderId=${id}&quoteId=${q}`, { token: t.finance });
    expect(accepted.status).toBe(200);
    expect(await quoteStatus(q)).toBe(4);
  });
});

describe("hole 9: log writes and the submission take one lock", () => {
  /** An order of contractor A's, Completed, with a job sheet and an hour logged (so that its costs may be submitted). */
  async function completedOrder(): Promise<number> {
    const id = await order({ status: 7, type: 1 });
    await sql(
      db(),
      `insert into work_orders.document (entity_name, entity_id, document_type_id, original_filename, storage_key, content_type, size, uploaded_by_name, date_uploaded)
       values ('WorkOrder', $1, 1, 'job-sheet.pdf', 'test/none', 'application/pdf', 10, 'Test', now())`,
      [id],
    );
    const time = await api("POST", "/LogTimes", {
      token: t.contractorA,
      json: { WorkOrderId: id, WorkDate: "2026-11-02", TimeFrom: "09:00", TimeTo: "10:00", NumberOfEngineers: 1 },
    });
    expect(time.status).toBe(200);
    return id;
  }

  /**
   * Twelve material writes of 1p, 2p, 4p ... £20.48 on the order (whichever of them are logged, their
   * total says which), and `fix` once the first has answered, the others in flight. Answers what was
   * logged before the order's costs were fixed: its cost, the writes accepted, and the order's row.
   */
  async function race(id: number, fix: () => Promise<unknown>) {
    const base = Number((await one("select logged_total::text as t from billing.work_order_cost where work_order_id = $1", [id])).t);
    const writes = Array.from({ length: 12 }, (_, i) =>
      api("POST", "/LogMaterials", {
        token: t.contractorA,
        json: { WorkOrderId: id, LogMaterialTypeId: 1, Description: `Part ${i}`, CostPerItem: 2 ** i / 100, Quantity: 1 },
      }),
    );
    await Promise.race(writes);
    const fixed = await fix();
    const answers = await Promise.all(writes);
    for (const r of answers.filter((a) => a.status !== 200))
      expect(r).toEqual({
        status: 403,
        body: { Message: "Time and materials cannot be logged, changed or deleted while the work order is Submitted" },
      });
    const accepted = answers.flatMap((a, i) => (a.status === 200 ? [2 ** i] : []));
    const [wo] = await sql(
      db(),
      `select work_order_status_id as status, actual_cost::text as actual, superseded_cost_price::text as superseded from work_orders.work_order
        where id = $1`,
      [id],
    );
    const [logged] = await sql(
      db(),
      `select c.logged_total::text as total, (select count(*)::int from billing.log_material m where m.work_order_id = $1) as materials
         from billing.work_order_cost c where c.work_order_id = $1`,
      [id],
    );
    return {
      fixed,
      order: { status: wo!.status, actual: Number(wo!.actual), superseded: wo!.superseded == null ? null : Number(wo!.superseded) },
      logged: { total: Number(logged!.total), materials: logged!.materials },
      accepted: { total: Math.round((base + accepted.reduce((a, b) => a + b, 0) / 100) * 100) / 100, materials: accepted.length },
    };
  }

  it("never lets a write land after the submission: the submitted cost is the logged total, and every write answered 200 is in it", async () => {
    for (let round = 0; round < 3; round++) {
      const id = await completedOrder();
      const r = await race(id, () => api("PUT", `/WorkOrders/Submitted?id=${id}`, { token: t.contractorA }));
      expect(r.fixed).toEqual({ status: 200, body: { Message: "Your costs have been submitted" } });
      expect({ round, ...r.order }).toEqual({ round, status: 12, actual: r.logged.total, superseded: null });
      expect(r.logged).toEqual(r.accepted);
    }
  });

  it("nor after an amended submission: the price it supersedes is the logged total", async () => {
    const id = await completedOrder();
    const r = await race(id, () =>
      api("PUT", "/WorkOrders/SubmittedAmmend", { token: t.contractorA, json: { WorkOrderId: id, NewPrice: 500, Reason: "Access equipment" } }),
    );
    expect(r.fixed).toEqual({ status: 200, body: { Message: "Your costs have been submitted" } });
    expect(r.order).toEqual({ status: 12, actual: 500, superseded: r.logged.total });
    expect(r.logged).toEqual(r.accepted);
  });
  it("nor after an approval: a change of the order waits for the lock a log write holds (saves and every action take it)", async () => {
    const pg = await import("pg");
    const id = await completedOrder();
    const submitted = await api("PUT", `/WorkOrders/Submitted?id=${id}`, { token: t.contractorA });
    expect(submitted.status).toBe(200);
    const { version } = await one("select version from work_orders.work_order where id = $1", [id]);
    // a log write in flight: it holds the order's cost lock (class 1) until it commits
    const writer = new pg.default.Client({ connectionString: db() });
    await writer.connect();
    try {
      await writer.query("begin");
      await writer.query("select pg_advisory_xact_lock(1, $1)", [id]);
      const approving = graphql<any>(
        gql(),
        `
          mutation ($id: Int!, $v: Int!) {
            approveWorkOrderCosts(id: $id, version: $v, approvedCost: "120") {
              workOrder {
                workOrderStatusId
              }
              error {
                message
              }
            }
          }
        `,
        { id, v: version },
        t.finance,
      );
      // the approval waits for that lock (seen in pg_locks, however long the machine takes to get there)
      const waiting = async () =>
        (
          await one(
            `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and classid = 1 and objid = $1 and objsubid = 2`,
            [id],
          )
        ).n as number;
      while ((await waiting()) === 0) await new Promise((r) => setTimeout(r, 50));
      expect(await one("select work_order_status_id as s from work_orders.work_order where id = $1", [id])).toEqual({ s: 12 });
      await writer.query("commit");
      const approved = await approving;
      expect(approved.data.approveWorkOrderCosts).toEqual({ workOrder: { workOrderStatusId: 10 }, error: null });
    } finally {
      await writer.end();
    }
    // once approved, a staff correction of its logs is refused
    const late = await api("POST", "/LogMaterials", {
      token: t.finance,
      json: { WorkOrderId: id, LogMaterialTypeId: 1, Description: "Late part", CostPerItem: 1, Quantity: 1 },
    });
    expect(late).toEqual({
      status: 403,
      body: { Message: "Time and materials cannot be logged, changed or deleted while the work order is Approved" },
    });
  });
});
