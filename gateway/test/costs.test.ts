import { sql } from "@wo/shared/testing";
import { api, login } from "./http";

const db = () => process.env.TEST_STACK_DB_URL!;
const TIME_FIELDS = [
  "id",
  "WorkOrderId",
  "WorkDate",
  "TimeFrom",
  "TimeTo",
  "NumberOfEngineers",
  "ManHours",
  "NormalHours",
  "OohHours",
  "CostPerHour",
  "Costhours",
  "CallOutCharge",
  "BankHoliday",
  "ProgressCodeId",
  "ProgressCode",
  "DateCreated",
  "Version",
];
const MATERIAL_FIELDS = [
  "id",
  "WorkOrderId",
  "LogMaterialTypeId",
  "MaterialType",
  "Description",
  "CostPerItem",
  "Quantity",
  "TotalCost",
  "DateCreated",
  "Version",
];

let admin: string;
let sales: string;
let client1: string;
let client2: string;
let contractor1: string;
let contractor2: string;
/** An open order of client 1 and contractor 1 with a rate card for its sub-trade, without logs; a submitted one with logs; contractor 2's. */
let open: number;
let submitted: number;
let foreign: number;

const first = async (text: string) => Number((await sql(db(), text))[0]!.id);
/** A recent Monday (London), so a 10:00–12:00 visit is inside every demo contractor's normal window. */
function lastMonday(): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) - 7);
  return d.toISOString().slice(0, 10);
}
const cents = (n: number) => Math.round(n * 100);

beforeAll(async () => {
  [admin, sales, client1, client2, contractor1, contractor2] = await Promise.all(
    ["admin@example.com", "sales@example.com", "client@example.com", "client2@example.com", "contractor@example.com", "contractor2@example.com"].map(
      login,
    ),
  );
  open = await first(
    `select w.id from work_orders.work_order w where w.client_id = 1 and w.contractor_id = 1 and w.work_order_status_id = 2
        and not exists (select 1 from billing.work_order_cost c where c.work_order_id = w.id)
        -- none with quotes, nor one a quote was accepted into (other suites make those as this one runs)
        and not exists (select 1 from billing.billing b where b.work_order_id = w.id or b.new_work_order_id = w.id)
        and not exists (select 1 from work_orders.linked_work_order l where l.child_work_order_id = w.id)
        and exists (select 1 from assets.contract k join assets.contractor_in_contract x on x.contract_id = k.id
                     where k.client_id = 1 and k.sub_trade_id = w.sub_trade_id and k.contract_status_id = 2 and x.contractor_id = 1 and x.active
                       and x.hourly_rate is not null and (k.start_date is null or k.start_date <= current_date - 14))
      order by w.id desc limit 1`,
  );
  submitted = await first(
    `select w.id from work_orders.work_order w join billing.work_order_cost c on c.work_order_id = w.id
      where w.contractor_id = 1 and w.work_order_status_id = 12 and c.time_entries > 0 order by w.id limit 1`,
  );
  foreign = await first(`select id from work_orders.work_order where contractor_id = 2 and client_id = 2 order by id limit 1`);
});

describe("GET, POST, PUT, DELETE api/LogTimes and DELETE api/CostEntries", () => {
  it("logs time as the order's contractor, costed from its rate card, and answers the counters in the spec's casing", async () => {
    const before = await api("GET", `/WorkOrders/CostCounters?workOrderId=${open}`, { token: contractor1 });
    expect(before.status).toBe(200);
    // OverBudget tells the order's budget, which is staff's: left out for the contractor
    expect(before.body).toEqual({ totalhours: 0, totalhourscost: 0, totaladdcost: 0, loggedtotal: 0, CallOutCharge: 0 });
    expect((await api("GET", `/WorkOrders/CostCounters?workOrderId=${open}`, { token: admin })).body).toEqual({ ...before.body, OverBudget: false });

    const r = await api("POST", "/LogTimes", {
      token: contractor1,
      json: {
        Id: 0,
        WorkOrderId: open,
        WorkDate: `${lastMonday()}T00:00:00`,
        TimeFrom: "10:00",
        TimeTo: "12:00",
        NumberOfEngineers: "1",
        BankHoliday: false,
      },
    });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(TIME_FIELDS);
    expect(r.body).toMatchObject({ WorkOrderId: open, WorkDate: lastMonday(), TimeFrom: "10:00", TimeTo: "12:00", ManHours: 2, BankHoliday: false });
    expect(r.body.CostPerHour).toBeGreaterThan(0);
    expect(cents(r.body.Costhours)).toBe(cents(2 * r.body.CostPerHour));
    expect(r.body.CallOutCharge).toBeGreaterThan(0);

    const after = await api("GET", `/WorkOrders/CostCounters?workOrderId=${open}`, { token: admin });
    expect(after.body).toMatchObject({ totalhours: 2, totalhourscost: r.body.Costhours, CallOutCharge: r.body.CallOutCharge, totaladdcost: 0 });
    expect(cents(after.body.loggedtotal)).toBe(cents(r.body.Costhours) + cents(r.body.CallOutCharge));

    const list = await api("GET", `/LogTimes?workOrderId=${open}&page=1&pageSize=10&sort=WorkDate_DESC`, { token: contractor1 });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ Data: [r.body], Total: 1 });
  });

  it("refuses a missing date with 'Date is a required field', and missing times with 'Required fields'", async () => {
    const noDate = await api("POST", "/LogTimes", {
      token: admin,
      json: { WorkOrderId: open, TimeFrom: "10:00", TimeTo: "11:00", NumberOfEngineers: 1 },
    });
    expect(noDate.status).toBe(400);
    expect(noDate.body).toEqual({ Message: "Date is a required field", ModelState: { WorkDate: ["Date is a required field"] } });
    const noTimes = await api("POST", "/LogTimes", { token: admin, json: { WorkOrderId: open, WorkDate: lastMonday(), NumberOfEngineers: 1 } });
    expect(noTimes.status).toBe(400);
    expect(noTimes.body.Message).toBe("Required fields");
    expect(Object.keys(noTimes.body.ModelState)).toEqual(["TimeFrom", "TimeTo"]);
    const half = await api("POST", "/LogTimes", {
      token: admin,
      json: { WorkOrderId: open, WorkDate: lastMonday(), TimeFrom: "10:00", TimeTo: "11:00", NumberOfEngineers: 1.5 },
    });
    expect(half).toEqual({ status: 400, body: { Message: "Number of engineers must be a whole number of at least 0" } });
    const negative = await api("POST", "/LogTimes", {
      token: admin,
      json: { WorkOrderId: open, WorkDate: lastMonday(), TimeFrom: "10:00", TimeTo: "11:00", NumberOfEngineers: -1 },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.ModelState).toEqual({ NumberOfEngineers: ["Number of engineers must be a whole number of at least 0"] });
  });

  it("changes an entry through PUT /{id}, re-costing it, and deletes it through DELETE /api/CostEntries/{id}", async () => {
    const made = await api("POST", "/LogTimes", {
      token: admin,
      json: { WorkOrderId: open, WorkDate: lastMonday(), TimeFrom: "13:00", TimeTo: "14:00", NumberOfEngineers: 1 },
    });
    expect(made.status).toBe(200);
    const put = await api("PUT", `/LogTimes/${made.body.id}`, {
      token: contractor1,
      json: { ...made.body, NumberOfEngineers: 2 },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: made.body.id, NumberOfEngineers: 2, ManHours: 2, Version: 2 });
    expect(cents(put.body.Costhours)).toBe(cents(2 * put.body.CostPerHour));
    const stale = await api("PUT", `/LogTimes/${made.body.id}`, { token: contractor1, json: { ...made.body, NumberOfEngineers: 3 } });
    expect(stale.status).toBe(409);
    expect(stale.body.Message).toBe("This entry was changed by someone else: reload it and try again");
    expect((await api("DELETE", `/CostEntries/${made.body.id}`, { token: contractor1 })).body).toEqual({ id: made.body.id });
    expect((await api("DELETE", `/LogTimes/${made.body.id}`, { token: contractor1 })).status).toBe(404);
    expect((await api("GET", `/LogTimes?workOrderId=${open}`, { token: admin })).body.Total).toBe(1);
  });

  it("answers an empty list without a work order", async () => {
    expect((await api("GET", "/LogTimes", { token: admin })).body).toEqual({ Data: [], Total: 0 });
    expect((await api("GET", "/LogMaterials", { token: admin })).body).toEqual({ Data: [], Total: 0 });
  });
});

describe("GET, POST, PUT, DELETE api/LogMaterials and GET api/LogMaterialTypes", () => {
  it("logs materials with a total to the penny and adds them to the counters", async () => {
    const types = await api("GET", "/LogMaterialTypes", { token: contractor1 });
    expect(types.body.map((t: { Name: string }) => t.Name)).toEqual(["Parts", "Consumables", "Equipment Hire", "Waste Disposal", "Other"]);
    const before = (await api("GET", `/WorkOrders/CostCounters?workOrderId=${open}`, { token: admin })).body;
    const r = await api("POST", "/LogMaterials", {
      token: contractor1,
      json: { WorkOrderId: open, LogMaterialTypeId: 1, Description: "Float valve", CostPerItem: "12.345", Quantity: 3 },
    });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(MATERIAL_FIELDS);
    expect(r.body).toMatchObject({ MaterialType: "Parts", CostPerItem: 12.345, Quantity: 3, TotalCost: 37.04 });
    const after = (await api("GET", `/WorkOrders/CostCounters?workOrderId=${open}`, { token: admin })).body;
    expect(cents(after.totaladdcost)).toBe(cents(before.totaladdcost) + 3704);
    expect(cents(after.loggedtotal)).toBe(cents(before.loggedtotal) + 3704);
    const put = await api("PUT", `/LogMaterials/${r.body.id}`, { token: admin, json: { ...r.body, Quantity: "2.5" } });
    expect(put.body).toMatchObject({ Quantity: 2.5, TotalCost: 30.86 });
    const list = await api("GET", `/LogMaterials?workOrderId=${open}&sort=TotalCost_DESC`, { token: contractor1 });
    expect(list.body.Total).toBe(1);
    expect((await api("DELETE", `/LogMaterials/${r.body.id}`, { token: contractor1 })).status).toBe(200);
    expect((await api("GET", `/WorkOrders/CostCounters?workOrderId=${open}`, { token: admin })).body.totaladdcost).toBe(before.totaladdcost);
  });

  it("refuses missing fields with 'Required fields', and a fourth decimal", async () => {
    const missing = await api("POST", "/LogMaterials", { token: admin, json: { WorkOrderId: open } });
    expect(missing.status).toBe(400);
    expect(missing.body.Message).toBe("Required fields");
    expect(Object.keys(missing.body.ModelState)).toEqual(["LogMaterialTypeId", "Description", "CostPerItem", "Quantity"]);
    const fourth = await api("POST", "/LogMaterials", {
      token: admin,
      json: { WorkOrderId: open, LogMaterialTypeId: 2, Description: "Sealant", CostPerItem: 1.2345, Quantity: 1 },
    });
    expect(fourth.status).toBe(400);
    expect(fourth.body.ModelState).toEqual({ CostPerItem: ["Cost per item must be 0 or more, with at most 3 decimals"] });
  });
});

describe("GET api/Billings/Costs and api/Billings/QuotedCost", () => {
  it("answers the billing costs and the quoted cost row of the order's accepted quote", async () => {
    const none = await api("GET", `/Billings/QuotedCost?entityId=${open}&entityName=WorkOrder`, { token: client1 });
    expect(none).toEqual({ status: 200, body: { QuoteText: null, QuoteTotal: null } });
    const counters = (await api("GET", `/WorkOrders/CostCounters?workOrderId=${open}`, { token: admin })).body;
    expect((await api("GET", `/Billings/Costs?entityId=${open}&entityName=WorkOrder`, { token: contractor1 })).body).toEqual({
      QuotedCosts: 0,
      loggedtotal: counters.loggedtotal,
    });
    const [q] = await sql(
      db(),
      `insert into billing.billing (work_order_id, client_id, contractor_id, summary, billing_status_id, total_amount_ex_tax, decided_at)
       values ($1, 1, 1, 'Replace the float valve', 4, 245.50, now()) returning id, quote_ref`,
      [open],
    );
    try {
      const row = { QuoteText: `${q!.quote_ref} – Replace the float valve`, QuoteTotal: 245.5 };
      expect((await api("GET", `/Billings/QuotedCost?entityId=${open}&entityName=WorkOrder`, { token: client1 })).body).toEqual(row);
      expect((await api("GET", `/Billings/QuotedCost?entityId=${open}&entityName=WorkOrder`, { token: contractor1 })).body).toEqual(row);
      expect((await api("GET", `/Billings/Costs?entityId=${open}&entityName=WorkOrder`, { token: admin })).body.QuotedCosts).toBe(245.5);
    } finally {
      await sql(db(), "update billing.billing set billing_status_id = 6 where id = $1", [q!.id]);
    }
    // only a work order has costs: another entity's are empty
    expect((await api("GET", `/Billings/Costs?entityId=${open}&entityName=Site`, { token: admin })).body).toEqual({ QuotedCosts: 0, loggedtotal: 0 });
    expect((await api("GET", `/WorkOrders/CostCounters`, { token: contractor1 })).body.loggedtotal).toBe(0);
    expect((await api("GET", `/WorkOrders/CostCounters`, { token: client1 })).status).toBe(403);
  });
});

describe("who may read and write costs", () => {
  it("answers another contractor's or client's order 404, and refuses clients logs and counters", async () => {
    for (const path of [
      `/LogTimes?workOrderId=${open}`,
      `/LogMaterials?workOrderId=${open}`,
      `/WorkOrders/CostCounters?workOrderId=${open}`,
      `/Billings/Costs?entityId=${open}&entityName=WorkOrder`,
      `/Billings/QuotedCost?entityId=${open}&entityName=WorkOrder`,
    ]) {
      expect([path, (await api("GET", path, { token: contractor2 })).status]).toEqual([path, 404]);
    }
    expect((await api("GET", `/Billings/QuotedCost?entityId=${open}&entityName=WorkOrder`, { token: client2 })).status).toBe(404);
    for (const path of [`/LogTimes?workOrderId=${open}`, `/LogMaterials?workOrderId=${open}`, `/WorkOrders/CostCounters?workOrderId=${open}`]) {
      expect([path, (await api("GET", path, { token: client1 })).status]).toEqual([path, 403]);
    }
    const post = await api("POST", "/LogTimes", {
      token: contractor2,
      json: { WorkOrderId: open, WorkDate: lastMonday(), TimeFrom: "10:00", TimeTo: "11:00", NumberOfEngineers: 1 },
    });
    expect(post.status).toBe(404);
    const [log] = await sql(db(), "select id from billing.log_time where work_order_id = $1 limit 1", [open]);
    expect((await api("PUT", `/LogTimes/${log!.id}`, { token: contractor2, json: { WorkDate: lastMonday(), TimeFrom: "10:00" } })).status).toBe(404);
    expect((await api("DELETE", `/CostEntries/${log!.id}`, { token: contractor2 })).status).toBe(404);
    expect((await api("POST", "/LogMaterials", { token: client1, json: { WorkOrderId: open } })).status).toBe(403);
    expect((await api("GET", `/LogTimes?workOrderId=${foreign}`, { token: contractor2 })).status).toBe(200);
  });

  it("lets staff log holding reporting at full only", async () => {
    const r = await api("POST", "/LogTimes", {
      token: sales,
      json: { WorkOrderId: open, WorkDate: lastMonday(), TimeFrom: "10:00", TimeTo: "11:00", NumberOfEngineers: 1 },
    });
    expect(r.status).toBe(403);
    expect((await api("GET", `/LogTimes?workOrderId=${open}`, { token: sales })).status).toBe(200);
  });

  it("locks a contractor out of a submitted order's logs with the reason", async () => {
    const [log] = await sql(db(), "select id from billing.log_time where work_order_id = $1 limit 1", [submitted]);
    const del = await api("DELETE", `/LogTimes/${log!.id}`, { token: contractor1 });
    expect(del).toEqual({
      status: 403,
      body: { Message: "Time and materials cannot be logged, changed or deleted while the work order is Submitted" },
    });
    const post = await api("POST", "/LogMaterials", {
      token: contractor1,
      json: { WorkOrderId: submitted, LogMaterialTypeId: 1, Description: "Valve", CostPerItem: 1, Quantity: 1 },
    });
    expect(post.status).toBe(403);
    expect((await api("GET", `/LogTimes?workOrderId=${submitted}`, { token: contractor1 })).body.Total).toBeGreaterThan(0);
  });
});
