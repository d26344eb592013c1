import { DateTime } from "luxon";
import { gatewayUrl, graphql, sql } from "@wo/shared/testing";
import { api, login } from "./http";

const db = () => process.env.TEST_STACK_DB_URL!;
const today = () => DateTime.now().setZone("Europe/London").toISODate()!;
const ROW_FIELDS = ["id", "RefNo", "FirstVisit", "NextPPMVisit", "Client", "Site", "Contractor", "Subtrade", "Description", "Status", "Cost"];
const RECORD_FIELDS = [
  "id",
  "Frequency",
  "WeeksMonths",
  "FirstVisit",
  "NextPpmVisit",
  "CostPerAnnum",
  "AssetId",
  "WorkOrderTypeId",
  "ClientId",
  "SiteId",
  "SubTradeId",
  "PPMStatusId",
  "ContractorId",
];
const PENDING_FIELDS = [
  "id",
  "Client",
  "DateOpened",
  "Details",
  "Issue",
  "Reference",
  "Requested",
  "Site",
  "Status",
  "ContractorName",
  "SubTradeName",
];

let staff: string;
let client1: string;
let client2: string;
let contractor1: string;
const demo: Record<string, number> = {};

function form(extra: Record<string, unknown> = {}) {
  return {
    Frequency: 1,
    WeeksMonths: "Weeks",
    ClientId: 1,
    SiteId: demo.site,
    AssetId: "",
    SubTradeId: demo.subTrade,
    PPMStatusId: 1,
    ContractorId: demo.contractor,
    FirstVisit: `${today()}T00:00:00`,
    Description: "Weekly sprinkler valve check",
    CostPerAnnum: 2400.125,
    ...extra,
  };
}

async function raiseNow(): Promise<number> {
  const r = await graphql<any>(`${gatewayUrl()}/graphql`, "mutation { raisePendingPpmOrdersNow { created } }", {}, staff);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.raisePendingPpmOrdersNow.created;
}

beforeAll(async () => {
  [staff, client1, client2, contractor1] = await Promise.all(
    ["operations@example.com", "client@example.com", "client2@example.com", "contractor@example.com"].map(login),
  );
  // a site where contractor 1 already works for client 1: the schedule names nothing new to either
  const [pair] = await sql(
    db(),
    "select site_id, contractor_id from work_orders.work_order where client_id = 1 and contractor_id = 1 order by id limit 1",
  );
  demo.site = pair!.site_id;
  demo.contractor = pair!.contractor_id;
  demo.subTrade = (await sql(db(), "select id from assets.trade where parent_trade_id is not null order by id limit 1"))[0]!.id;
});

describe("GET /api/PPMStatus", () => {
  it("answers the PPM statuses (id, Name) to every signed-in user", async () => {
    const r = await api("GET", "/PPMStatus", { token: client1 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      { id: 1, Name: "Active" },
      { id: 2, Name: "On Hold" },
      { id: 3, Name: "Inactive" },
    ]);
  });
});

describe("PPM schedules (GET /api/PPMs, the generic model)", () => {
  let id: number;

  it("answers a blank model for id 0", async () => {
    const r = await api("GET", "/PPMs/0", { token: staff });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: 0, AssetId: 0, WorkOrderTypeId: 3, PPMStatusId: 1 });
  });

  it("refuses a save without the required fields: 400 'Required fields' with the fields", async () => {
    const r = await api("POST", "/PPMs", { token: staff, json: { Frequency: "", ClientId: 0 } });
    expect(r.status).toBe(400);
    expect(r.body.Message).toBe("Required fields");
    expect(Object.keys(r.body.ModelState).sort()).toEqual(
      ["ClientId", "ContractorId", "FirstVisit", "Frequency", "PpmStatusId", "SiteId", "SubTradeId", "WeeksMonths"].sort(),
    );
  });

  it("refuses a cost below 0 or with 4 decimals", async () => {
    for (const cost of [-1, "12.3456"]) {
      const r = await api("POST", "/PPMs", { token: staff, json: form({ CostPerAnnum: cost }) });
      expect([cost, r.status, r.body.Message]).toEqual([cost, 400, "Cost per annum must be 0 or more, with up to 3 decimals"]);
    }
  });

  it("creates (POST), reads (GET) and updates (PUT) a schedule in the legacy shape; empty asset is 0", async () => {
    const r = await api("POST", "/PPMs", { token: staff, json: form() });
    expect(r.status).toBe(200);
    id = r.body.id;
    expect(r.body).toMatchObject({
      RefNo: `PPM${String(id).padStart(6, "0")}`,
      AssetId: 0,
      CostPerAnnum: 2400.125,
      WeeksMonths: "Weeks",
      FirstVisit: today(),
      NextPpmVisit: today(),
    });
    for (const f of [...ROW_FIELDS, ...RECORD_FIELDS]) expect([f, f in r.body]).toEqual([f, true]);
    const g = await api("GET", `/PPMs/${id}`, { token: staff });
    expect(g.status).toBe(200);
    expect(g.body).toEqual(r.body);
    const u = await api("PUT", `/PPMs/${id}`, {
      token: staff,
      json: { ...form({ Frequency: 2, Description: "Fortnightly sprinkler valve check" }), Version: r.body.Version },
    });
    expect(u.status).toBe(200);
    expect(u.body).toMatchObject({ id, Frequency: 2, Description: "Fortnightly sprinkler valve check" });
  });

  it("lists by reference with search and paging ({ Data, Total })", async () => {
    const r = await api("GET", "/PPMs?page=1&pageSize=5", { token: staff });
    expect(r.status).toBe(200);
    expect(r.body.Data).toHaveLength(5);
    expect(r.body.Total).toBeGreaterThan(5);
    const refs = r.body.Data.map((row: any) => row.RefNo);
    expect(refs).toEqual([...refs].sort());
    const s = await api("GET", "/PPMs?page=1&pageSize=20&search=Fortnightly%20sprinkler", { token: staff });
    expect(s.body.Data.map((row: any) => row.id)).toContain(id);
    const desc = await api("GET", "/PPMs?page=1&pageSize=5&sort=RefNo_DESC", { token: staff });
    expect(desc.body.Data[0].id).toBeGreaterThan(desc.body.Data[4].id);
    expect((await api("GET", "/PPMs?sort=Nope_ASC", { token: staff })).status).toBe(400);
  });

  it("keeps tenancy: a client reads its own, another client's is 404; portal users cannot save: 403", async () => {
    const own = await api("GET", "/PPMs?page=1&pageSize=500", { token: client1 });
    expect(own.status).toBe(200);
    expect(own.body.Data.length).toBeGreaterThan(0);
    expect(own.body.Data.every((row: any) => row.ClientId === 1)).toBe(true);
    expect("CostPerAnnum" in own.body.Data[0]).toBe(false);
    expect((await api("GET", `/PPMs/${id}`, { token: client1 })).status).toBe(200);
    expect((await api("GET", `/PPMs/${id}`, { token: client2 })).status).toBe(404);
    expect((await api("GET", `/PPMs/${id}`, { token: contractor1 })).status).toBe(200);
    expect((await api("POST", "/PPMs", { token: client1, json: form() })).status).toBe(403);
    expect((await api("PUT", `/PPMs/${id}`, { token: contractor1, json: form() })).status).toBe(403);
  });
});

describe("PPM conversion (POST /api/WorkOrders/ppms, POST api/workorders/createPpmWorkOrder)", () => {
  let pending: number[];

  beforeAll(async () => {
    const r = await api("POST", "/PPMs", { token: staff, json: form({ Description: "Weekly dry riser inspection" }) });
    expect(r.status).toBe(200);
    await raiseNow();
    pending = (await sql(db(), "select work_order_id from work_orders.ppm_visit where ppm_id = $1 order by visit_date", [r.body.id])).map(
      (v) => v.work_order_id as number,
    );
    expect(pending.length).toBe(5);
  });

  it("lists the pending PPM orders (status 8, type 3) for staff, in the pending work order's shape", async () => {
    const r = await api("POST", "/WorkOrders/ppms", {
      token: staff,
      json: { page: 1, pageSize: 20, sort: "Reference_DESC", workOrderTypeId: 3, workOrderStatusId: 8, search: "dry riser" },
    });
    expect(r.status).toBe(200);
    expect(r.body.Data.map((row: any) => row.id)).toEqual([...pending].reverse());
    for (const f of PENDING_FIELDS) expect([f, f in r.body.Data[0]]).toEqual([f, true]);
    expect(r.body.Data[0]).toMatchObject({ Status: "Pending", Issue: "Weekly dry riser inspection" });
    expect((await api("POST", "/WorkOrders/ppms", { token: client1, json: { page: 1, pageSize: 20 } })).status).toBe(403);
    expect((await api("POST", "/WorkOrders/ppms", { token: staff, json: { workOrderStatusId: 2 } })).status).toBe(400);
  });

  it("answers 'Please select Pending Work Order' when none is ticked", async () => {
    const r = await api("POST", "/workorders/createPpmWorkOrder", { token: staff, json: [] });
    expect(r.status).toBe(400);
    expect(r.body.Message).toBe("Please select Pending Work Order");
  });

  it("converts none of a batch holding an order that is not a pending PPM one: 400 with the reason", async () => {
    const [open] = await sql(db(), "select id, ref_no from work_orders.work_order where work_order_status_id = 2 order by id limit 1");
    const r = await api("POST", "/workorders/createPpmWorkOrder", { token: staff, json: [{ id: pending[0] }, { id: open!.id }] });
    expect(r.status).toBe(400);
    expect(r.body.Message).toBe(`${open!.ref_no} is not a pending PPM work order.`);
    const [still] = await sql(db(), "select work_order_status_id as s from work_orders.work_order where id = $1", [pending[0]]);
    expect(still!.s).toBe(8);
  });

  it("is staff's: portal users get 403", async () => {
    expect((await api("POST", "/workorders/createPpmWorkOrder", { token: client1, json: [{ id: pending[0] }] })).status).toBe(403);
  });

  it("converts the ticked ones into open work orders for their contractor", async () => {
    const r = await api("POST", "/workorders/createPpmWorkOrder", { token: staff, json: pending.slice(0, 2).map((id) => ({ id })) });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ Message: "2 PPM converted to Work Orders", Data: pending.slice(0, 2).map((id) => ({ id })), Total: 2 });
    const rows = await sql(
      db(),
      "select id, work_order_status_id as s, contractor_id from work_orders.work_order where id = any($1::int[]) order by id",
      [pending],
    );
    expect(rows.map((o) => o.s)).toEqual([2, 2, 8, 8, 8]);
    const notices = await sql(db(), "select reason from work_orders.outbox_message where channel = 'email' and work_order_id = any($1::int[])", [
      pending,
    ]);
    expect(notices.map((n) => n.reason)).toEqual(["ppm", "ppm"]);
  });
});
