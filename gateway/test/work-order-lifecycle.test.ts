import { gatewayUrl, graphql, sql } from "@wo/shared/testing";
import { api, login } from "./http";

const db = () => process.env.TEST_STACK_DB_URL!;
const STALE = "This work order was changed by someone else after you opened it. Reload it to see their changes.";

let admin: string;
let sales: string;
let client1: string;
let contractor1: string;
const demo: Record<string, number> = {};

beforeAll(async () => {
  [admin, sales, client1, contractor1] = await Promise.all(
    ["admin@example.com", "sales@example.com", "client@example.com", "contractor@example.com"].map(login),
  );
  const one = async (q: string) => (await sql(db(), q))[0]!;
  demo.site1 = (await one("select id from assets.site where client_id = 1 order by id limit 1")).id;
  demo.site2 = (await one("select id from assets.site where client_id = 2 order by id limit 1")).id;
  demo.subTrade = (await one("select id from assets.trade where parent_trade_id is not null order by id limit 1")).id;
  demo.client2Order = (await one("select id from work_orders.work_order where client_id = 2 order by id limit 1")).id;
});

const created: number[] = [];
// the orders made here go again: other suites count the demo's work orders
afterAll(async () => {
  if (created.length) await sql(db(), "delete from work_orders.work_order where id = any($1::int[])", [created]);
});

/** A new work order of client 1 through POST /api/WorkOrders (a request unless told otherwise). */
async function createOrder(extra: Record<string, unknown> = {}, token = admin) {
  const r = await api("POST", "/WorkOrders", {
    token,
    json: { Id: 0, ClientId: 1, SiteId: demo.site1, SubTradeId: demo.subTrade, WorkOrderTypeId: 1, Issue: "No hot water", AsRequest: true, ...extra },
  });
  if (r.status === 200) created.push(r.body.id);
  return r;
}

describe("GET /api/WorkOrders/0: the blank model", () => {
  it("answers a new request: status 1, opened now, version 0, notifications on, no contractor", async () => {
    const r = await api("GET", "/WorkOrders/0", { token: admin });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: 0, Version: 0, WorkOrderStatusId: 1, SendNotifications: true, ContractorId: 0, SMSNotifications: false });
    expect(Math.abs(Date.parse(r.body.DateOpened) - Date.now())).toBeLessThan(60_000);
  });

  it("answers it, as any blank model, only to a signed-in user the call admits", async () => {
    expect(await api("GET", "/WorkOrders/0", {})).toMatchObject({ status: 401, body: { Message: "Not signed in" } });
    expect((await api("GET", "/WorkOrders/0", { token: client1 })).status).toBe(200);
    expect(await api("GET", "/Trades/0", { token: client1 })).toMatchObject({
      status: 403,
      body: { Message: "You do not have permission to do this" },
    });
    expect((await api("GET", "/Brands/0", { token: contractor1 })).status).toBe(403);
    expect((await api("GET", "/workorders/assetwarrantycheck", {})).status).toBe(401);
  });
});

describe("POST and PUT /api/WorkOrders", () => {
  it("creates a request with its answers, and answers it in the legacy shape", async () => {
    const r = await createOrder({ ContractorId: 0, Answers: [{ QuestionContent: "Is the boiler on?", AnswerContent: "No" }] });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      WorkOrderStatusId: 1,
      Version: 1,
      ClientId: 1,
      SiteId: demo.site1,
      ContractorId: null,
      FinancialCodeId: 1,
      EstimatedCost: 150,
    });
    expect(r.body.RefNo).toBe(`WO${String(r.body.id).padStart(7, "0")}`);
    // approve and convert, decline and cancel have their own calls: the drop-down offers none of them
    expect(r.body.NextStatuses).toEqual([1]);
    const answers = await api("GET", `/Answers/${r.body.id}`, { token: admin });
    expect(answers.body).toEqual([{ id: expect.any(Number), WorkOrderId: r.body.id, QuestionContent: "Is the boiler on?", AnswerContent: "No" }]);
    const model = await api("GET", `/WorkOrders/${r.body.id}`, { token: admin });
    expect(model.body).toMatchObject({ id: r.body.id, Version: 1, WorkOrderStatusId: 1 });
    expect(model.body).toHaveProperty("ResponseDueDate");
  });

  it("answers 400 'Required fields' with the fields in ModelState", async () => {
    const r = await api("POST", "/WorkOrders", { token: admin, json: { ClientId: 1, Issue: "" } });
    expect(r.status).toBe(400);
    expect(r.body.Message).toBe("Required fields");
    expect(Object.keys(r.body.ModelState).sort()).toEqual(["Issue", "SiteId", "SubTradeId", "WorkOrderTypeId"]);
    const bad = await api("POST", "/WorkOrders", { token: admin, json: { ClientId: 1, SiteId: "x" } });
    expect(bad.status).toBe(400);
    const otherSite = await createOrder({ SiteId: demo.site2 });
    expect(otherSite.status).toBe(400);
    expect(otherSite.body.ModelState.SiteId).toEqual(["Site is not one of the client's sites"]);
  });

  it("updates with the version read: 409 with the spec's message on a stale copy", async () => {
    const { body: wo } = await createOrder({ AsRequest: false });
    expect(wo.WorkOrderStatusId).toBe(2);
    const put = (json: Record<string, unknown>) =>
      api("PUT", `/WorkOrders/${wo.id}`, {
        token: admin,
        json: { ClientId: 1, SiteId: demo.site1, SubTradeId: demo.subTrade, WorkOrderTypeId: 1, Issue: "No hot water", ...json },
      });
    const first = await put({ Version: 1, Details: "Tap in kitchen" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ Version: 2, Details: "Tap in kitchen" });
    const stale = await put({ Version: 1, Details: "Overwrite" });
    expect(stale.status).toBe(409);
    expect(stale.body.Message).toBe(STALE);
    expect((await api("GET", `/WorkOrders/${wo.id}`, { token: admin })).body.Details).toBe("Tap in kitchen");
    const missing = await put({ Details: "No version" });
    expect(missing.status).toBe(400);
    expect(missing.body.ModelState.Version).toBeDefined();
    expect((await api("PUT", "/WorkOrders/99999999", { token: admin, json: { Version: 1, ClientId: 1 } })).status).toBe(404);
  });

  it("answers 409 naming both statuses for a move the transition table refuses", async () => {
    const { body: wo } = await createOrder();
    const r = await api("PUT", `/WorkOrders/${wo.id}`, {
      token: admin,
      json: { Version: wo.Version, ClientId: 1, SiteId: demo.site1, SubTradeId: demo.subTrade, WorkOrderTypeId: 1, Issue: "x", WorkOrderStatusId: 7 },
    });
    expect(r.status).toBe(409);
    expect(r.body.Message).toBe("A work order cannot go from Awaiting Response to Completed");
  });

  it("lets a client user raise a request for its own client only, and change it while it awaits a response; contractors none", async () => {
    // a back-office field is refused by name (400), never dropped
    const staffStatus = await createOrder({ WorkOrderStatusId: 2 }, client1);
    expect(staffStatus.status).toBe(400);
    expect(Object.keys(staffStatus.body.ModelState)).toEqual(["WorkOrderStatusId"]);
    const own = await createOrder({ WorkOrderStatusId: 1 }, client1);
    expect(own.status).toBe(200);
    expect(own.body.WorkOrderStatusId).toBe(1);
    expect(own.body).not.toHaveProperty("EstimatedCost");
    const other = await createOrder({ ClientId: 2, SiteId: demo.site2 }, client1);
    expect(other.status).toBe(403);
    const otherSite = await createOrder({ SiteId: demo.site2 }, client1);
    expect(otherSite.status).toBe(400);
    expect((await createOrder({}, contractor1)).status).toBe(403);
    const put = await api("PUT", `/WorkOrders/${own.body.id}`, {
      token: client1,
      json: { Version: 1, ClientId: 1, SiteId: demo.site1, Issue: "Changed" },
    });
    expect([put.status, put.body.Issue, put.body.Version]).toEqual([200, "Changed", 2]);
    // once converted it is the office's: 403 saying why
    expect((await api("POST", `/WorkOrders/ApproveAndConvert/${own.body.id}`, { token: admin })).status).toBe(200);
    const late = await api("PUT", `/WorkOrders/${own.body.id}`, {
      token: client1,
      json: { Version: 3, ClientId: 1, SiteId: demo.site1, Issue: "Late" },
    });
    expect(late.status).toBe(403);
    expect(
      (await api("PUT", `/WorkOrders/${demo.client2Order}`, { token: client1, json: { Version: 1, ClientId: 1, SiteId: demo.site1 } })).status,
    ).toBe(404);
    expect((await api("GET", `/WorkOrders/${demo.client2Order}`, { token: client1 })).status).toBe(404);
  });
});

describe("the lifecycle's calls", () => {
  it("POST /api/WorkOrders/ApproveAndConvert/{id}/{contractorId}: open, for the contractor; a second time 400", async () => {
    const { body: request } = await createOrder();
    const r = await api("POST", `/WorkOrders/ApproveAndConvert/${request.id}/1`, { token: sales });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ WorkOrderStatusId: 2, ContractorId: 1, Version: 2 });
    const [notice] = await sql(db(), "select contractor_id, reason from work_orders.outbox_message where channel = 'email' and work_order_id = $1", [
      request.id,
    ]);
    expect(notice).toEqual({ contractor_id: 1, reason: "assigned" });
    const again = await api("POST", `/WorkOrders/ApproveAndConvert/${request.id}`, { token: sales });
    expect(again.status).toBe(400);
    expect(again.body.Message).toBe("Only a request awaiting a response can be approved, converted or declined");
    expect((await api("POST", "/WorkOrders/ApproveAndConvert/99999999", { token: sales })).status).toBe(404);
  });

  it("POST /api/WorkOrders/ApproveAndConvert/{id}: a Quote request awaits a quote, without a contractor", async () => {
    const { body: request } = await createOrder({ WorkOrderTypeId: 2 });
    const r = await api("POST", `/WorkOrders/ApproveAndConvert/${request.id}`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ WorkOrderStatusId: 3, ContractorId: null });
  });

  it("PUT /api/WorkOrders/Decline?workOrderId&note: discarded, the note added as 'Declined: note'; 400 without a note", async () => {
    const { body: request } = await createOrder();
    const empty = await api("PUT", `/WorkOrders/Decline?workOrderId=${request.id}&note=`, { token: admin });
    expect(empty.status).toBe(400);
    expect(empty.body.Message).toBe("Subject and note required");
    const r = await api("PUT", `/WorkOrders/Decline?workOrderId=${request.id}&note=${encodeURIComponent("Not a maintenance job")}`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.WorkOrderStatusId).toBe(14);
    const notes = await sql(db(), "select note, private_note from work_orders.work_order_note where work_order_id = $1", [request.id]);
    expect(notes).toEqual([{ note: "Declined: Not a maintenance job", private_note: false }]);
  });

  it("POST /api/WorkOrders/Cancelled?id (or the id in the body): cancelled; 409 from a status that cannot be cancelled", async () => {
    const a = (await createOrder({ AsRequest: false })).body;
    const r = await api("POST", `/WorkOrders/Cancelled?id=${a.id}`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.WorkOrderStatusId).toBe(9);
    const b = (await createOrder({ AsRequest: false })).body;
    const body = await api("POST", "/WorkOrders/Cancelled", { token: admin, json: { id: b.id } });
    expect(body.body.WorkOrderStatusId).toBe(9);
    const reopen = await api("PUT", `/WorkOrders/${b.id}`, {
      token: admin,
      json: {
        Version: body.body.Version,
        ClientId: 1,
        SiteId: demo.site1,
        SubTradeId: demo.subTrade,
        WorkOrderTypeId: 1,
        Issue: "x",
        WorkOrderStatusId: 2,
      },
    });
    expect(reopen.status).toBe(409);
    expect(reopen.body.Message).toBe("A work order cannot go from Cancelled to Open");
    const stale = await api("POST", `/WorkOrders/Cancelled?id=${a.id}&version=1`, { token: admin });
    expect(stale.status).toBe(409);
    expect(stale.body.Message).toBe(STALE);
  });

  it("are staff's: portal users get 403", async () => {
    const { body: request } = await createOrder({}, client1);
    for (const [method, path] of [
      ["POST", `/WorkOrders/ApproveAndConvert/${request.id}`],
      ["POST", `/WorkOrders/ApproveAndConvert/${request.id}/1`],
      ["PUT", `/WorkOrders/Decline?workOrderId=${request.id}&note=x`],
      ["POST", `/WorkOrders/Cancelled?id=${request.id}`],
    ] as const) {
      for (const token of [client1, contractor1]) expect([method, path, (await api(method, path, { token })).status]).toEqual([method, path, 403]);
    }
    expect((await api("GET", `/WorkOrders/${request.id}`, { token: admin })).body.WorkOrderStatusId).toBe(1);
  });
});

describe("GET /api/workorders/assetwarrantycheck?id", () => {
  it("answers false for an asset in warranty and true for one out of it (as assets' asset(id) { inWarranty })", async () => {
    const ids = (await sql(db(), "select id from assets.asset where client_id = 1 order by id limit 6")).map((r) => r.id as number);
    const seen = new Set<boolean>();
    let checked = 0;
    for (const id of ids) {
      const q = await graphql<any>(
        `${gatewayUrl()}/graphql`,
        `
          query ($id: Int!) {
            asset(id: $id) {
              inWarranty
            }
          }
        `,
        { id },
        admin,
      );
      const inWarranty = q.data.asset.inWarranty as boolean;
      seen.add(inWarranty);
      const r = await api("GET", `/workorders/assetwarrantycheck?id=${id}`, { token: admin });
      expect([id, r.status, r.body]).toEqual([id, 200, !inWarranty]);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
    expect((await api("GET", "/workorders/assetwarrantycheck?id=99999999", { token: admin })).status).toBe(404);
    expect((await api("GET", "/workorders/assetwarrantycheck", { token: admin })).body).toBe(true);
  });

  it("answers 404 for another client's asset", async () => {
    const [other] = await sql(db(), "select id from assets.asset where client_id = 2 limit 1");
    expect((await api("GET", `/workorders/assetwarrantycheck?id=${other!.id}`, { token: client1 })).status).toBe(404);
  });
});

describe("GET /api/WorkOrders/Dropdowns", () => {
  it("answers the lists of id and Name the screens need; staff only", async () => {
    const r = await api("GET", "/WorkOrders/Dropdowns", { token: admin });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(["WorkOrderTypes", "WorkOrderStatus", "Clients", "CapitalCodes", "FinancialCodes"]);
    expect(r.body.WorkOrderTypes).toContainEqual({ id: 2, Name: "Quote" });
    expect(r.body.WorkOrderStatus).toHaveLength(14);
    expect((await api("GET", "/WorkOrders/Dropdowns", { token: client1 })).status).toBe(403);
  });
});
