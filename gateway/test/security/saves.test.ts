/**
 * Issue 20, from the outside (GraphQL and the legacy REST shims, against the running stack): who
 * takes the work-order cost decisions, the moves that have their own action, the legacy approval
 * that lost its cost, a save that dropped what it was sent, a client's request that kept the back
 * office's fields, Finance and contracts. Each case failed before its fix.
 */
import { gatewayUrl, graphql, sql } from "@wo/shared/testing";
import { api, login } from "../http";

const db = () => process.env.TEST_STACK_DB_URL!;

const who = ["admin", "finance", "customerservice", "management", "contractor", "client", "contracts"] as const;
const token: Record<(typeof who)[number], string> = {} as never;
const demo: { site: number; subTrade: number; trade: number; otherSite: number } = { site: 0, subTrade: 0, trade: 0, otherSite: 0 };
const made: number[] = [];

beforeAll(async () => {
  const tokens = await Promise.all(who.map((w) => login(`${w}@example.com`)));
  who.forEach((w, i) => (token[w] = tokens[i]!));
  demo.site = (await sql(db(), "select id from assets.site where client_id = 1 order by id limit 1"))[0]!.id;
  demo.otherSite = (await sql(db(), "select id from assets.site where client_id = 2 order by id limit 1"))[0]!.id;
  const [sub] = await sql(db(), "select id, parent_trade_id from assets.trade where parent_trade_id is not null order by id limit 1");
  demo.subTrade = sub!.id;
  demo.trade = sub!.parent_trade_id;
});

// the orders made here go again: other suites count the demo's work orders
afterAll(async () => {
  if (made.length) await sql(db(), "delete from work_orders.work_order where id = any($1::int[])", [made]);
});

/** An order of client 1 for contractor 1 in a status, made in the database (the state a case starts from). */
async function order(status: number, type = 1): Promise<{ id: number; version: number }> {
  const [row] = await sql(
    db(),
    `insert into work_orders.work_order (date_opened, client_id, site_id, contractor_id, all_contractor_ids, trade_id, sub_trade_id,
       work_order_type_id, work_order_status_id, issue, financial_code_id, estimated_cost)
     values (now(), 1, $1, 1, array[1], $2, $3, $4, $5, 'Security probe', 1, 150) returning id, version`,
    [demo.site, demo.trade, demo.subTrade, type, status],
  );
  made.push(row!.id);
  return row as { id: number; version: number };
}

const stored = async (id: number) =>
  (
    await sql(
      db(),
      `select work_order_status_id as status, version, approved_cost, actual_cost, valuation_number, sms_number, sms_notifications,
         send_notifications, method_of_request_id, due_date, sla_code from work_orders.work_order where id = $1`,
      [id],
    )
  )[0]!;

const gql = <T = any>(query: string, variables: Record<string, unknown>, as: string) => graphql<T>(`${gatewayUrl()}/graphql`, query, variables, as);

/** The body a legacy client sends to save an order of client 1 (the required fields). */
const body = (extra: Record<string, unknown> = {}) => ({
  ClientId: 1,
  SiteId: demo.site,
  SubTradeId: demo.subTrade,
  WorkOrderTypeId: 1,
  Issue: "Security probe",
  ...extra,
});

describe("hole 2: only the staff who take cost decisions mark complete, submit and amend (COST_DECISIONS)", () => {
  const COMPLETE = `mutation ($id: Int!) { completeWorkOrder(id: $id) { workOrder { id } error { code message } } }`;
  const SUBMIT = `mutation ($id: Int!) { submitWorkOrderCosts(id: $id) { workOrder { id } error { code message } } }`;
  const AMEND = `mutation ($id: Int!) { amendSubmittedCosts(workOrderId: $id, newPrice: "10", reason: "probe") { workOrder { id } error { code message } } }`;

  it("refuses Customer Service and Management each of the three, by GraphQL and by REST, the order untouched", async () => {
    const open = await order(2);
    const done = await order(7);
    for (const as of [token.customerservice, token.management]) {
      expect((await gql(COMPLETE, { id: open.id }, as)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await gql(SUBMIT, { id: done.id }, as)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await gql(AMEND, { id: done.id }, as)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await api("PUT", `/WorkOrders/Complete?id=${open.id}`, { token: as })).status).toBe(403);
      expect((await api("PUT", `/WorkOrders/Submitted?id=${done.id}`, { token: as })).status).toBe(403);
      expect(
        (await api("PUT", "/WorkOrders/SubmittedAmmend", { token: as, json: { WorkOrderId: done.id, NewPrice: 10, Reason: "probe" } })).status,
      ).toBe(403);
    }
    expect(await stored(open.id)).toMatchObject({ status: 2, version: open.version, actual_cost: null });
    expect(await stored(done.id)).toMatchObject({ status: 7, version: done.version, actual_cost: null });
  });

  it("lets Finance and the order's own contractor mark it complete", async () => {
    const a = await order(2);
    expect(await api("PUT", `/WorkOrders/Complete?id=${a.id}`, { token: token.finance })).toEqual({
      status: 200,
      body: { Message: "Work order marked as complete" },
    });
    const b = await order(2);
    expect((await api("PUT", `/WorkOrders/Complete?id=${b.id}`, { token: token.contractor })).status).toBe(200);
    expect((await stored(b.id)).status).toBe(7);
  });
});

describe("hole 2: a save never makes a move that has its own action past that action's rules", () => {
  const SAVE = `mutation ($input: SaveWorkOrderInput!) { saveWorkOrder(input: $input) { workOrder { id workOrderStatusId } error { code message } } }`;

  it("refuses a save from Completed to Submitted (past the submission's checks) to every staff user, by GraphQL and REST: 409 naming Submit costs", async () => {
    const message = "Use Submit costs to move a work order from Completed to Submitted (submitWorkOrderCosts; PUT /api/WorkOrders/Submitted)";
    for (const as of [token.customerservice, token.finance, token.admin]) {
      const wo = await order(7);
      const input = { id: wo.id, version: wo.version, clientId: 1, siteId: demo.site, subTradeId: demo.subTrade, workOrderTypeId: 1, issue: "x" };
      const g = await gql(SAVE, { input: { ...input, workOrderStatusId: 12 } }, as);
      expect(g.data.saveWorkOrder).toEqual({ workOrder: null, error: { code: "ACTION_REQUIRED", message } });
      const r = await api("PUT", `/WorkOrders/${wo.id}`, { token: as, json: body({ Version: wo.version, WorkOrderStatusId: 12 }) });
      expect(r).toEqual({ status: 409, body: { Message: message, ModelState: { WorkOrderStatusId: [message] } } });
      expect(await stored(wo.id)).toMatchObject({ status: 7, version: wo.version });
    }
  });

  it("refuses the other moves whose action has its own checks, each naming it: mark complete, convert, decline, PPM conversion, the quote decisions", async () => {
    for (const [from, to, action, type] of [
      [2, 7, "Mark complete", 1],
      [1, 2, "Approve and convert", 1],
      [1, 14, "Decline", 1],
      [8, 2, "Convert the pending PPM work order", 3],
      [2, 4, "Send a quote for approval", 1],
      [4, 6, "Accept the quote", 1],
      [4, 3, "Reject the quote or ask for an alternative", 1],
    ] as const) {
      const wo = await order(from, type);
      const r = await api("PUT", `/WorkOrders/${wo.id}`, {
        token: token.admin,
        json: body({ Version: wo.version, WorkOrderStatusId: to, WorkOrderTypeId: type }),
      });
      expect([from, to, r.status, r.body.Message]).toEqual([from, to, 409, expect.stringContaining(`Use ${action} to move`)]);
      expect((await stored(wo.id)).status).toBe(from);
    }
  });

  it("never offers such a move in the status drop-down (NextStatuses), in any status", async () => {
    // from each status, the moves an action makes (docs/work-order-lifecycle.md "The actions")
    const actions: Record<number, number[]> = {
      1: [2, 3, 9, 14],
      2: [4, 7, 9],
      3: [4, 9],
      4: [3, 6, 9],
      5: [7, 9],
      7: [10, 11, 12],
      8: [2, 9],
      11: [7, 10, 12],
      12: [10, 11],
      13: [7],
      10: [11],
    };
    for (let status = 1; status <= 14; status++) {
      const wo = await order(status, status === 8 ? 3 : 1);
      for (const as of [token.admin, token.finance, token.customerservice]) {
        const r = await api("GET", `/WorkOrders/${wo.id}`, { token: as });
        expect(r.body.NextStatuses[0]).toBe(status);
        for (const to of actions[status] ?? []) expect([status, r.body.NextStatuses.includes(to)]).toEqual([status, false]);
      }
    }
  });
});

describe("defect: a legacy approval (PUT with WorkOrderStatusId 10) approves through approveWorkOrderCosts' rule", () => {
  it("stores the approved cost and the valuation number; another cost later is refused, not ignored", async () => {
    const wo = await order(7);
    const r = await api("PUT", `/WorkOrders/${wo.id}`, {
      token: token.finance,
      json: body({ Version: wo.version, WorkOrderStatusId: 10, ApprovedCost: 321.5, ValuationNumber: "VAL-321" }),
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ WorkOrderStatusId: 10, ApprovedCost: 321.5, ValuationNumber: "VAL-321" });
    expect(await stored(wo.id)).toMatchObject({ status: 10, approved_cost: "321.500", valuation_number: "VAL-321" });
    const later = await api("PUT", `/WorkOrders/${wo.id}`, { token: token.finance, json: body({ Version: r.body.Version, ApprovedCost: 400 }) });
    expect(later.status).toBe(409);
    expect(later.body.ModelState).toEqual({ ApprovedCost: ["The finance section of an approved work order is locked"] });
    expect((await stored(wo.id)).approved_cost).toBe("321.500");
  });

  it("refuses a move to Approved without a cost ('Approved cost is required'), and to staff without the permission", async () => {
    const wo = await order(12);
    const none = await api("PUT", `/WorkOrders/${wo.id}`, { token: token.finance, json: body({ Version: wo.version, WorkOrderStatusId: 10 }) });
    expect(none).toEqual({ status: 400, body: { Message: "Required fields", ModelState: { ApprovedCost: ["Approved cost is required"] } } });
    const cs = await api("PUT", `/WorkOrders/${wo.id}`, {
      token: token.customerservice,
      json: body({ Version: wo.version, WorkOrderStatusId: 10, ApprovedCost: 5 }),
    });
    expect(cs.status).toBe(403);
    expect(await stored(wo.id)).toMatchObject({ status: 12, approved_cost: null, version: wo.version });
  });
});

describe("defect: no save answers 200 and drops a field it was sent", () => {
  it("passes the model sent back whole as read, and refuses by name a read-only field changed, a field no work order has, two names that disagree", async () => {
    const wo = await order(2);
    const model = (await api("GET", `/WorkOrders/${wo.id}`, { token: token.admin })).body;
    const echoed = await api("PUT", `/WorkOrders/${wo.id}`, { token: token.admin, json: { ...model, Details: "Sent back whole" } });
    expect(echoed.status).toBe(200);
    expect(echoed.body.Details).toBe("Sent back whole");
    const v = echoed.body.Version;
    const cases: [Record<string, unknown>, string][] = [
      [{ ActualCost: 999 }, "ActualCost"],
      [{ RefNo: "WO9999999" }, "RefNo"],
      [{ Client: "Someone Else Ltd" }, "Client"],
      [{ Colour: "red" }, "Colour"],
      [{ Requested: "Ann", RequestedBy: "Bob" }, "Requested"],
      [{ id: wo.id + 1 }, "id"],
    ];
    for (const [extra, field] of cases) {
      const r = await api("PUT", `/WorkOrders/${wo.id}`, { token: token.admin, json: { ...body({ Version: v }), ...extra } });
      expect([field, r.status, Object.keys(r.body.ModelState ?? {})]).toEqual([field, 400, [field]]);
    }
    expect((await stored(wo.id)).version).toBe(v);
    // an approved cost sent without approving would be dropped: refused
    const cost = await api("PUT", `/WorkOrders/${wo.id}`, { token: token.admin, json: body({ Version: v, ApprovedCost: 12 }) });
    expect(cost.status).toBe(400);
    expect(Object.keys(cost.body.ModelState)).toEqual(["ApprovedCost"]);
  });
  it("passes a model read earlier whose worked-out readings (Deadline, OverBudget, MissingInfo, NextStatuses) have moved on since", async () => {
    const wo = await order(2);
    const model = (await api("GET", `/WorkOrders/${wo.id}`, { token: token.admin })).body;
    const readings = { Deadline: "overdue", OverBudget: !model.OverBudget, MissingInfo: "*Time*", NextStatuses: [1] };
    const r = await api("PUT", `/WorkOrders/${wo.id}`, { token: token.admin, json: { ...model, ...readings, Details: "Read a while ago" } });
    expect([r.status, r.body.Details]).toEqual([200, "Read a while ago"]);
  });
});

describe("hole 6: a client's request never keeps the back office's fields", () => {
  const SAVE = `mutation ($input: SaveWorkOrderInput!) { saveWorkOrder(input: $input) { workOrder { id } error { code fieldErrors { field message } } } }`;
  const request = (extra: Record<string, unknown> = {}) =>
    api("POST", "/WorkOrders", { token: token.client, json: body({ id: 0, AsRequest: true, ...extra }) });

  it("refuses each by name (SMS number and flags, send-notification, opened and due dates, SLA code), by REST and GraphQL, keeping nothing", async () => {
    const before = Number((await sql(db(), "select count(*) n from work_orders.work_order where issue = 'Security probe' and client_id = 1"))[0]!.n);
    for (const [field, value] of [
      ["SMSNumber", "07700 900999"],
      ["SMSNotifications", true],
      ["SendNotifications", false],
      ["DateOpened", "2020-01-01T00:00:00Z"],
      ["DueDate", "2030-01-01T00:00:00Z"],
      ["SLACode", "A"],
      ["ContractorId", 1],
      ["EstimatedCost", 5],
    ] as const) {
      const r = await request({ [field]: value });
      expect([field, r.status, Object.keys(r.body.ModelState ?? {})]).toEqual([field, 400, [field]]);
    }
    const g = await gql(
      SAVE,
      {
        input: { clientId: 1, siteId: demo.site, subTradeId: demo.subTrade, workOrderTypeId: 1, issue: "Security probe", smsNumber: "07700 900999" },
      },
      token.client,
    );
    expect(g.data.saveWorkOrder.error).toMatchObject({ code: "NOT_ALLOWED", fieldErrors: [{ field: "smsNumber", message: expect.any(String) }] });
    const after = Number((await sql(db(), "select count(*) n from work_orders.work_order where issue = 'Security probe' and client_id = 1"))[0]!.n);
    expect(after).toBe(before);
  });

  it("takes the portal's request (portals §3) and the blank model filled in, the server setting the back office's fields itself", async () => {
    const portal = await request({
      RequestDate: "2026-11-20T09:00:00Z",
      WorkOrderStatusId: 1,
      AssetId: 0,
      Name: "Dana Client",
      RequestedBy: "Dana Client",
      MethodOfRequestId: 3,
      SendNotifications: true,
    });
    expect(portal.status).toBe(200);
    made.push(portal.body.id);
    const blank = (await api("GET", "/WorkOrders/0", { token: token.client })).body;
    const filled = await api("POST", "/WorkOrders", { token: token.client, json: { ...blank, ...body({ AsRequest: true }) } });
    expect(filled.status).toBe(200);
    made.push(filled.body.id);
    for (const id of [portal.body.id, filled.body.id]) {
      expect(await stored(id)).toMatchObject({
        status: 1,
        sms_number: null,
        sms_notifications: false,
        send_notifications: true,
        method_of_request_id: 3,
        due_date: null,
        sla_code: null,
      });
    }
  });
});

describe("defect: Finance changes contracts (§6: contracts at full)", () => {
  it("answers Finance's POST, PUT and DELETE /api/Contracts 200; Management still only reads", async () => {
    const [client] = await sql(db(), "insert into assets.client (name) values ('Security Saves Contract Test') returning id");
    try {
      const json = { ClientId: client!.id, TradeId: demo.trade, SubTradeId: demo.subTrade, ContractStatusId: 1 };
      const created = await api("POST", "/Contracts", { token: token.finance, json: { id: 0, ...json } });
      expect(created.status).toBe(200);
      const id = created.body.id;
      const changed = await api("PUT", `/Contracts/${id}`, { token: token.finance, json: { ...json, AccountNo: "SEC-20" } });
      expect(changed).toMatchObject({ status: 200, body: { AccountNo: "SEC-20" } });
      expect((await api("PUT", `/Contracts/${id}`, { token: token.management, json })).status).toBe(403);
      expect((await api("GET", `/Contracts/${id}`, { token: token.management })).status).toBe(200);
      expect((await api("DELETE", `/Contracts/${id}`, { token: token.finance })).status).toBe(200);
    } finally {
      await sql(db(), "delete from assets.contract where client_id = $1", [client!.id]);
      await sql(db(), "delete from assets.client where id = $1", [client!.id]);
    }
  });
});
