import { errorCode, graphql, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { billingService } from "../src/service";

type Svc = Awaited<ReturnType<typeof startTestService>>;
type Any = any;
let svc: Svc;
const tokens: Record<string, string> = {};

const TIME = `id workOrderId contractorId workDate timeFrom timeTo numberOfEngineers bankHoliday progressCodeId progressCode manHours
  normalHours oohHours costPerHour costhours callOutCharge version dateCreated`;
const MATERIAL = `id workOrderId logMaterialTypeId materialType description costPerItem quantity totalCost version`;
// the budget and over-budget flag are staff's: asked for only when the caller is (call() sets $isStaff)
const COUNTERS = `workOrderId timeEntries materialEntries totalHours totalHoursCost totalAddCost callOutCharge loggedTotal quotedCost
  budget @include(if: $isStaff) overBudget @include(if: $isStaff) mayLog`;
const ERROR = `error { code message fieldErrors { field message } }`;
const SAVE_TIME = `mutation($input: SaveLogTimeInput!, $isStaff: Boolean = true) { saveLogTime(input: $input) { logTime { ${TIME} } costCounters { ${COUNTERS} } ${ERROR} } }`;
const SAVE_MATERIAL = `mutation($input: SaveLogMaterialInput!, $isStaff: Boolean = true) { saveLogMaterial(input: $input) { logMaterial { ${MATERIAL} } costCounters { ${COUNTERS} } ${ERROR} } }`;
const DELETE_TIME = `mutation($id: Int!, $isStaff: Boolean = true) { deleteLogTime(id: $id) { deletedId costCounters { ${COUNTERS} } } }`;
const DELETE_MATERIAL = `mutation($id: Int!, $isStaff: Boolean = true) { deleteLogMaterial(id: $id) { deletedId costCounters { ${COUNTERS} } } }`;
const COUNTERS_Q = `query($id: Int!, $isStaff: Boolean = true) { costCounters(workOrderId: $id) { ${COUNTERS} } }`;
const TIMES_Q = `query($id: Int!) { logTimes(workOrderId: $id, pageSize: 100) { totalCount nodes { ${TIME} } } }`;
const MATERIALS_Q = `query($id: Int!) { logMaterials(workOrderId: $id, pageSize: 100) { totalCount nodes { ${MATERIAL} } } }`;

async function call(query: string, variables: Record<string, unknown> = {}, who = "finance"): Promise<Any> {
  const portal = who.startsWith("contractor") || who.startsWith("client");
  const r = await graphql(svc.url, query, query.includes("$isStaff") ? { isStaff: !portal, ...variables } : variables, tokens[who]);
  if (r.errors) throw Object.assign(new Error(JSON.stringify(r.errors)), { code: errorCode(r), message: r.errors[0]!.message });
  return Object.values(r.data!)[0];
}
const failure = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: { code?: string; message: string }) => `${e.code}: ${e.message}`,
  );
const codeOf = (p: Promise<unknown>) => failure(p).then((f) => f.split(":")[0]);

const db = (text: string, params: unknown[] = []) => sql(svc.db.url, text, params);

/** An order of contractor 1 set up for the test: status, a rate card of known figures and a 08:00–17:00 window. */
interface Order {
  id: number;
  clientId: number;
  contractorId: number;
}
let order: Order;
let other: Order;

async function setStatus(id: number, status: number) {
  await db("update work_orders.work_order set work_order_status_id = $2 where id = $1", [id, status]);
}

const time = (extra: Record<string, unknown> = {}) => ({
  workOrderId: order.id,
  workDate: "2026-11-02", // a Monday
  timeFrom: "09:00",
  timeTo: "11:00",
  numberOfEngineers: 2,
  bankHoliday: false,
  ...extra,
});
const material = (extra: Record<string, unknown> = {}) => ({
  workOrderId: order.id,
  logMaterialTypeId: 1,
  description: "Float valve",
  costPerItem: "12.345",
  quantity: "3",
  ...extra,
});

async function saveTime(extra: Record<string, unknown> = {}, who = "finance"): Promise<Any> {
  const p = await call(SAVE_TIME, { input: time(extra) }, who);
  if (p.error) throw new Error(JSON.stringify(p.error));
  return p;
}

/** The counters row against the sums of the order's logs, straight from the tables. */
async function countersMatchLogs(id: number) {
  const [c] = await db(
    `select c.time_entries, c.material_entries, c.total_hours::text, c.total_hours_cost::text, c.total_add_cost::text, c.call_out_charge::text
       from billing.work_order_cost c where c.work_order_id = $1`,
    [id],
  );
  const [s] = await db(
    `select (select count(*)::int from billing.log_time where work_order_id = $1) as time_entries,
            (select count(*)::int from billing.log_material where work_order_id = $1) as material_entries,
            (select coalesce(sum(man_hours), 0)::numeric(12,2)::text from billing.log_time where work_order_id = $1) as total_hours,
            (select coalesce(sum(costhours), 0)::numeric(14,2)::text from billing.log_time where work_order_id = $1) as total_hours_cost,
            (select coalesce(sum(total_cost), 0)::numeric(14,2)::text from billing.log_material where work_order_id = $1) as total_add_cost,
            (select coalesce(sum(call_out_charge), 0)::numeric(14,2)::text from billing.log_time where work_order_id = $1) as call_out_charge`,
    [id],
  );
  expect(c).toEqual(s);
}

beforeAll(async () => {
  svc = await startTestService(billingService, "logs");
  tokens.finance = await tokenFor(viewers.staff(5, { reporting: "full" }));
  tokens.sales = await tokenFor(viewers.staff(1, { customers: "read" }));
  tokens.admin = await tokenFor(viewers.admin());
  tokens.contractor1 = await tokenFor(viewers.contractor(1));
  tokens.contractor2 = await tokenFor(viewers.contractor(2));
  tokens.client1 = await tokenFor(viewers.client(1));
  tokens.client2 = await tokenFor(viewers.client(2));
  // two open orders of contractor 1, without logs; the first's rate card and window set to known figures
  const rows = await db(
    `select id, client_id as "clientId", contractor_id as "contractorId", sub_trade_id from work_orders.work_order w
      where contractor_id = 1 and work_order_status_id = 2 and client_id = 1
        and not exists (select 1 from billing.work_order_cost c where c.work_order_id = w.id) order by id limit 2`,
  );
  [order, other] = rows as Order[];
  await db(
    `update assets.contractor_in_contract x set hourly_rate = 40, ooh_uplift = 0.5, bank_holiday_uplift = 1, call_out_charge = 35,
        ooh_call_out_charge = 60, minimum_charge_hours = null, active = true
       from assets.contract c where c.id = x.contract_id and c.client_id = 1 and x.contractor_id = 1`,
  );
  await db(`update assets.contract set contract_status_id = 2, start_date = '2020-01-01', end_date = '2030-12-31' where client_id = 1`);
  await db(`update assets.contractor set normal_start = '08:00', normal_finish = '17:00' where id = 1`);
}, 60_000);
afterAll(() => svc?.stop());

describe("logging time", () => {
  it("costs an entry from the rate card and the time windows, and keeps the counters", async () => {
    const p = await saveTime();
    expect(p.logTime).toMatchObject({
      workOrderId: order.id,
      contractorId: 1,
      workDate: "2026-11-02",
      timeFrom: "09:00",
      timeTo: "11:00",
      numberOfEngineers: 2,
      manHours: "4.00",
      normalHours: "4.00",
      oohHours: "0.00",
      costPerHour: "40.000",
      costhours: "160.00",
      callOutCharge: "35.00",
      version: 1,
    });
    expect(p.costCounters).toMatchObject({
      timeEntries: 1,
      totalHours: "4.00",
      totalHoursCost: "160.00",
      callOutCharge: "35.00",
      loggedTotal: "195.00",
    });
    // an evening on a Saturday, a bank holiday and a night crossing midnight
    await saveTime({ workDate: "2026-11-07", timeFrom: "18:00", timeTo: "19:30", numberOfEngineers: 1 });
    const bh = await saveTime({ workDate: "2026-08-31", timeFrom: "10:00", timeTo: "12:00", numberOfEngineers: 1, bankHoliday: true });
    expect(bh.logTime).toMatchObject({ bankHoliday: true, oohHours: "2.00", costhours: "160.00", callOutCharge: "60.00" });
    const night = await saveTime({ workDate: "2026-11-03", timeFrom: "22:30", timeTo: "01:15", numberOfEngineers: 1 });
    expect(night.logTime).toMatchObject({ manHours: "2.75", oohHours: "2.75", costhours: "165.00", callOutCharge: "60.00" });
    // 160 + 90 + 160 + 165 hours; 35 + 60 + 60 + 60 call-outs
    expect(night.costCounters).toMatchObject({
      timeEntries: 4,
      totalHours: "10.25",
      totalHoursCost: "575.00",
      callOutCharge: "215.00",
      loggedTotal: "790.00",
    });
    await countersMatchLogs(order.id);
    const list = await call(TIMES_Q, { id: order.id });
    expect(list.totalCount).toBe(4);
    expect(list.nodes.map((n: Any) => n.workDate)).toEqual(["2026-11-07", "2026-11-03", "2026-11-02", "2026-08-31"]);
  });

  it("refuses a missing date with 'Date is a required field', other missing fields with 'Required fields'", async () => {
    const noDate = await call(SAVE_TIME, { input: time({ workDate: null }) });
    expect(noDate.error).toMatchObject({
      code: "REQUIRED",
      message: "Date is a required field",
      fieldErrors: [{ field: "workDate", message: "Date is a required field" }],
    });
    const noTimes = await call(SAVE_TIME, { input: time({ workDate: null, timeFrom: "", timeTo: null, numberOfEngineers: null }) });
    expect(noTimes.error.message).toBe("Required fields");
    expect(noTimes.error.fieldErrors.map((f: Any) => f.field)).toEqual(["workDate", "timeFrom", "timeTo", "numberOfEngineers"]);
    const bad = await call(SAVE_TIME, { input: time({ timeFrom: "9:00", timeTo: "25:00", numberOfEngineers: -1, workDate: "2999-01-01" }) });
    expect(bad.error.code).toBe("INVALID");
    expect(bad.error.fieldErrors).toEqual([
      { field: "timeFrom", message: "Time from must be a time of day, HH:mm" },
      { field: "timeTo", message: "Time to must be a time of day, HH:mm" },
      { field: "numberOfEngineers", message: "Number of engineers must be a whole number of at least 0" },
      { field: "workDate", message: "Date cannot be in the future" },
    ]);
    const pc = await call(SAVE_TIME, { input: time({ progressCodeId: 999 }) });
    expect(pc.error.fieldErrors).toEqual([{ field: "progressCodeId", message: "Progress code is not valid" }]);
    // none of them wrote anything
    expect((await call(COUNTERS_Q, { id: order.id })).timeEntries).toBe(4);
  });

  it("re-costs an entry on every change, refuses a stale version, and keeps it on its order", async () => {
    const created = (await saveTime({ workOrderId: other.id, progressCodeId: 5 })).logTime;
    expect(created).toMatchObject({ progressCodeId: 5, progressCode: "Complete", costhours: "160.00" });
    const changed = await call(SAVE_TIME, { input: { ...time({ workOrderId: order.id, numberOfEngineers: 1 }), id: created.id, version: 1 } });
    expect(changed.logTime).toMatchObject({ id: created.id, workOrderId: other.id, numberOfEngineers: 1, costhours: "80.00", version: 2 });
    expect(changed.costCounters).toMatchObject({ workOrderId: other.id, totalHoursCost: "80.00", loggedTotal: "115.00" });
    const stale = await call(SAVE_TIME, { input: { ...time(), id: created.id, version: 1 } });
    expect(stale.error).toMatchObject({ code: "STALE" });
    await countersMatchLogs(other.id);
  });

  it("costs nothing without a rate card, and counts the hours", async () => {
    await db(`update assets.contract set contract_status_id = 4 where client_id = 1`);
    try {
      const p = await saveTime({ workOrderId: other.id, workDate: "2026-11-04" });
      expect(p.logTime).toMatchObject({ manHours: "4.00", costPerHour: null, costhours: "0.00", callOutCharge: "0.00" });
    } finally {
      await db(`update assets.contract set contract_status_id = 2 where client_id = 1`);
    }
  });
});

describe("logging materials", () => {
  it("totals cost × quantity to the penny and keeps the counters", async () => {
    const p = await call(SAVE_MATERIAL, { input: material() });
    expect(p.error).toBeNull();
    expect(p.logMaterial).toMatchObject({ materialType: "Parts", costPerItem: "12.345", quantity: "3.000", totalCost: "37.04" });
    expect(p.costCounters).toMatchObject({ materialEntries: 1, totalAddCost: "37.04", loggedTotal: "827.04" });
    const changed = await call(SAVE_MATERIAL, { input: { ...material({ quantity: "2.5", costPerItem: "0.005" }), id: p.logMaterial.id } });
    expect(changed.logMaterial).toMatchObject({ totalCost: "0.01", version: 2 });
    await countersMatchLogs(order.id);
    expect((await call(MATERIALS_Q, { id: order.id })).totalCount).toBe(1);
  });

  it("refuses missing fields, a fourth decimal, a negative cost and no quantity", async () => {
    const missing = await call(SAVE_MATERIAL, { input: { workOrderId: order.id } });
    expect(missing.error.message).toBe("Required fields");
    expect(missing.error.fieldErrors.map((f: Any) => f.field)).toEqual(["logMaterialTypeId", "description", "costPerItem", "quantity"]);
    const bad = await call(SAVE_MATERIAL, { input: material({ costPerItem: "1.2345", quantity: "0", logMaterialTypeId: 99 }) });
    expect(bad.error.fieldErrors).toEqual([
      { field: "costPerItem", message: "Cost per item must be 0 or more, with at most 3 decimals" },
      { field: "quantity", message: "Quantity must be more than 0, with at most 3 decimals" },
      { field: "logMaterialTypeId", message: "Material type is not valid" },
    ]);
    expect((await call(SAVE_MATERIAL, { input: material({ costPerItem: "-1" }) })).error.fieldErrors[0].field).toBe("costPerItem");
  });
});

describe("deleting", () => {
  it("removes an entry with its counters and an audit line", async () => {
    const t = (await saveTime({ workOrderId: other.id, workDate: "2026-11-05" })).logTime;
    const before = await call(COUNTERS_Q, { id: other.id });
    const d = await call(DELETE_TIME, { id: t.id });
    expect(d.deletedId).toBe(t.id);
    expect(d.costCounters.timeEntries).toBe(before.timeEntries - 1);
    const m = (await call(SAVE_MATERIAL, { input: material({ workOrderId: other.id }) })).logMaterial;
    expect((await call(DELETE_MATERIAL, { id: m.id })).costCounters.totalAddCost).toBe(before.totalAddCost);
    await countersMatchLogs(other.id);
    expect(await codeOf(call(DELETE_TIME, { id: t.id }))).toBe("NOT_FOUND");
    const audits = await db(`select action, action_taken from billing.audit_trail where entity_name = 'WorkOrder' and entity_id = $1 order by id`, [
      String(other.id),
    ]);
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(["Created", "Updated", "Deleted"]));
    expect(audits.find((a) => a.action === "Deleted")!.action_taken).toMatch(/^Deleted logged time 2026-11-05 09:00–11:00 \(£160\.00\)$/);
  });
});

describe("concurrent writes", () => {
  it("serialise on the order's counters: the sums always equal the logs", async () => {
    const [fresh] = await db(
      `select id from work_orders.work_order w where contractor_id = 1 and client_id = 1 and work_order_status_id = 2
          and id not in ($1, $2) and not exists (select 1 from billing.work_order_cost c where c.work_order_id = w.id) order by id limit 1`,
      [order.id, other.id],
    );
    const results = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) =>
        call(SAVE_TIME, { input: time({ workOrderId: fresh!.id, numberOfEngineers: 1 + (i % 3) }) }, "contractor1"),
      ),
      ...Array.from({ length: 8 }, (_, i) =>
        call(SAVE_MATERIAL, { input: material({ workOrderId: fresh!.id, quantity: String(1 + i) }) }, "contractor1"),
      ),
    ]);
    expect(results.every((r) => r.error === null)).toBe(true);
    await countersMatchLogs(fresh!.id);
    const c = await call(COUNTERS_Q, { id: fresh!.id });
    // 8 entries of 2 hours with 1, 2, 3, 1, 2, 3, 1, 2 engineers = 30 man-hours at £40; 8 call-outs of £35; 36 × 12.345 in 8 lines
    expect(c).toMatchObject({ timeEntries: 8, materialEntries: 8, totalHours: "30.00", totalHoursCost: "1200.00", callOutCharge: "280.00" });
    // each line rounded half up to the penny (q × 12.345 in thousandths), then added
    const pence = [1, 2, 3, 4, 5, 6, 7, 8].reduce((sum, q) => sum + Math.floor((q * 12345 + 5) / 10), 0);
    expect(c.totalAddCost).toBe((pence / 100).toFixed(2));
  });
});

describe("who may log and read", () => {
  it("lets a contractor log on its own open orders only, and never another's", async () => {
    const own = await saveTime({ workDate: "2026-11-06" }, "contractor1");
    expect(own.logTime.contractorId).toBe(1);
    expect(await codeOf(call(SAVE_TIME, { input: time() }, "contractor2"))).toBe("NOT_FOUND");
    expect(await codeOf(call(SAVE_TIME, { input: { ...time(), id: own.logTime.id } }, "contractor2"))).toBe("NOT_FOUND");
    expect(await codeOf(call(DELETE_TIME, { id: own.logTime.id }, "contractor2"))).toBe("NOT_FOUND");
    expect(await codeOf(call(TIMES_Q, { id: order.id }, "contractor2"))).toBe("NOT_FOUND");
    expect(await codeOf(call(COUNTERS_Q, { id: order.id }, "contractor2"))).toBe("NOT_FOUND");
    // the contractor's list holds only its own entries
    const mine = await call(TIMES_Q, { id: order.id }, "contractor1");
    expect(mine.nodes.every((n: Any) => n.contractorId === 1)).toBe(true);
  });

  it("never shows logs or counters to a client, nor lets one log", async () => {
    expect(await codeOf(call(TIMES_Q, { id: order.id }, "client1"))).toBe("FORBIDDEN");
    expect(await codeOf(call(MATERIALS_Q, { id: order.id }, "client1"))).toBe("FORBIDDEN");
    expect(await codeOf(call(COUNTERS_Q, { id: order.id }, "client1"))).toBe("FORBIDDEN");
    expect(await codeOf(call(SAVE_TIME, { input: time() }, "client1"))).toBe("FORBIDDEN");
  });

  it("lets staff log holding reporting at full, and read at any department", async () => {
    expect(await codeOf(call(SAVE_TIME, { input: time() }, "sales"))).toBe("FORBIDDEN");
    expect((await call(COUNTERS_Q, { id: order.id }, "sales")).mayLog).toBe(false);
    expect((await call(COUNTERS_Q, { id: order.id }, "finance")).mayLog).toBe(true);
    expect((await call(TIMES_Q, { id: order.id }, "sales")).totalCount).toBeGreaterThan(0);
  });

  it("locks a contractor out once costs are submitted, and staff once approved, closed, cancelled or discarded", async () => {
    const t = (await saveTime({ workOrderId: other.id, workDate: "2026-11-09" }, "contractor1")).logTime;
    try {
      await setStatus(other.id, 12);
      expect(await failure(call(SAVE_TIME, { input: time({ workOrderId: other.id }) }, "contractor1"))).toBe(
        "FORBIDDEN: Time and materials cannot be logged, changed or deleted while the work order is Submitted",
      );
      expect(await codeOf(call(DELETE_TIME, { id: t.id }, "contractor1"))).toBe("FORBIDDEN");
      expect((await call(COUNTERS_Q, { id: other.id }, "contractor1")).mayLog).toBe(false);
      // staff may still correct a submitted order's logs
      expect((await call(SAVE_TIME, { input: { ...time({ numberOfEngineers: 3 }), id: t.id } }, "finance")).logTime.numberOfEngineers).toBe(3);
      for (const [status, name] of [
        [10, "Approved"],
        [6, "Closed"],
        [9, "Cancelled"],
        [14, "Discarded"],
      ] as const) {
        await setStatus(other.id, status);
        expect(await failure(call(DELETE_TIME, { id: t.id }, "finance"))).toBe(
          `FORBIDDEN: Time and materials cannot be logged, changed or deleted while the work order is ${name}`,
        );
      }
      // §4: a discarded order shows its logged total as zero
      const discarded = await call(COUNTERS_Q, { id: other.id });
      expect(discarded).toMatchObject({ loggedTotal: "0.00", overBudget: false });
      expect(Number(discarded.totalHoursCost)).toBeGreaterThan(0);
    } finally {
      await setStatus(other.id, 2);
    }
  });
});

describe("cost counters", () => {
  it("judge the logged total against the approved cost, else the estimate", async () => {
    const c = await call(COUNTERS_Q, { id: order.id });
    await db("update work_orders.work_order set estimated_cost = $2, approved_cost = null where id = $1", [order.id, c.loggedTotal]);
    const same = await call(COUNTERS_Q, { id: order.id });
    expect([same.overBudget, Number(same.budget)]).toEqual([false, Number(c.loggedTotal)]);
    await db("update work_orders.work_order set estimated_cost = $2 where id = $1", [order.id, Number(c.loggedTotal) - 0.01]);
    expect((await call(COUNTERS_Q, { id: order.id })).overBudget).toBe(true);
    await db("update work_orders.work_order set approved_cost = $2 where id = $1", [order.id, Number(c.loggedTotal) + 100]);
    expect((await call(COUNTERS_Q, { id: order.id })).overBudget).toBe(false);
  });

  it("answers zeros for an order without logs, and NOT_FOUND for one that does not exist", async () => {
    const [none] = await db(
      `select id from work_orders.work_order w where not exists (select 1 from billing.work_order_cost c where c.work_order_id = w.id) order by id desc limit 1`,
    );
    expect(await call(COUNTERS_Q, { id: none!.id }, "admin")).toMatchObject({ timeEntries: 0, loggedTotal: "0.00", quotedCost: null });
    expect(await codeOf(call(COUNTERS_Q, { id: 99_999_999 }, "admin"))).toBe("NOT_FOUND");
  });

  it("are billing's field of WorkOrder, batched, within the viewer's orders", async () => {
    const q = `query($r: [_Any!]!) { _entities(representations: $r) { ... on WorkOrder { id costCounters { workOrderId timeEntries loggedTotal } } } }`;
    const r = await graphql<Any>(
      svc.url,
      q,
      {
        r: [
          { __typename: "WorkOrder", id: order.id },
          { __typename: "WorkOrder", id: other.id },
        ],
      },
      tokens.finance,
    );
    expect(r.data._entities.map((e: Any) => e.costCounters.workOrderId)).toEqual([order.id, other.id]);
    const [foreign] = await db("select id from work_orders.work_order where contractor_id = 2 limit 1");
    const c2 = await graphql<Any>(
      svc.url,
      q,
      {
        r: [
          { __typename: "WorkOrder", id: order.id },
          { __typename: "WorkOrder", id: foreign!.id },
        ],
      },
      tokens.contractor2,
    );
    expect(c2.data._entities[0]).toBeNull();
    expect(c2.data._entities[1].costCounters.workOrderId).toBe(foreign!.id);
    const client = await graphql<Any>(svc.url, q, { r: [{ __typename: "WorkOrder", id: order.id }] }, tokens.client1);
    expect(errorCode(client)).toBe("FORBIDDEN");
  });
});

describe("what a contractor's counters show", () => {
  it("its logged figures and its own quote, never the budget: asking for it is refused by every path", async () => {
    await db("update work_orders.work_order set estimated_cost = 150, approved_cost = 175 where id = $1", [order.id]);
    const mine = await call(COUNTERS_Q, { id: order.id }, "contractor1");
    expect(mine).not.toHaveProperty("budget");
    expect(Number(mine.loggedTotal)).toBeGreaterThan(0);
    expect((await call(COUNTERS_Q, { id: order.id })).budget).toBe("175.000");
    const refused = async (query: string, variables: Record<string, unknown>) => {
      const r = await graphql<Any>(svc.url, query, variables, tokens.contractor1);
      return [errorCode(r), r.errors?.[0]?.message];
    };
    for (const field of ["budget", "overBudget"]) {
      expect(await refused(`query($id: Int!) { costCounters(workOrderId: $id) { loggedTotal ${field} } }`, { id: order.id })).toEqual([
        "FORBIDDEN",
        `CostCounters.${field} is not available to contractor users`,
      ]);
      expect(
        await refused(`query($r: [_Any!]!) { _entities(representations: $r) { ... on WorkOrder { id costCounters { ${field} } } } }`, {
          r: [{ __typename: "WorkOrder", id: order.id }],
        }),
      ).toEqual(["FORBIDDEN", `CostCounters.${field} is not available to contractor users`]);
    }
    // a log mutation's payload too, and then nothing is written
    const [{ n }] = await db("select count(*)::int as n from billing.log_time where work_order_id = $1", [order.id]);
    expect(
      await refused(`mutation($input: SaveLogTimeInput!) { saveLogTime(input: $input) { logTime { id } costCounters { budget } } }`, {
        input: time({ workDate: "2026-11-10" }),
      }),
    ).toEqual(["FORBIDDEN", "CostCounters.budget is not available to contractor users"]);
    expect(await db("select count(*)::int as n from billing.log_time where work_order_id = $1", [order.id])).toEqual([{ n }]);
  });

  it("quote another contractor's accepted quote to nobody but staff: its total may be the order's approved cost", async () => {
    const [fresh] = await db(
      `select id from work_orders.work_order w where contractor_id = 1 and client_id = 1 and work_order_status_id = 2
          and id not in ($1, $2) and not exists (select 1 from billing.billing q where q.work_order_id = w.id or q.new_work_order_id = w.id)
        order by id desc limit 1`,
      [order.id, other.id],
    );
    // the order was made from contractor 2's accepted quote, then given to contractor 1
    const [q] = await db(
      `insert into billing.billing (work_order_id, client_id, contractor_id, summary, billing_status_id, total_amount_ex_tax, decided_at, new_work_order_id)
       values ($1, 1, 2, 'Rewire', 4, 987.65, now(), $1) returning id`,
      [fresh!.id],
    );
    try {
      const Q = `query($id: Int!) { quotedCost(workOrderId: $id) { quoteTotal } }`;
      expect((await call(COUNTERS_Q, { id: fresh!.id })).quotedCost).toBe("987.65");
      expect(await call(Q, { id: fresh!.id })).toEqual({ quoteTotal: "987.65" });
      expect((await call(COUNTERS_Q, { id: fresh!.id }, "contractor1")).quotedCost).toBeNull();
      expect(await call(Q, { id: fresh!.id }, "contractor1")).toBeNull();
    } finally {
      await db("delete from billing.billing where id = $1", [q!.id]);
    }
  });
});

describe("the quoted cost", () => {
  it("is the quote accepted for the order, or the one accepted into it; shown to its client too", async () => {
    const Q = `query($id: Int!) { quotedCost(workOrderId: $id) { workOrderId quoteId quoteText quoteTotal } }`;
    expect(await call(Q, { id: order.id })).toBeNull();
    const [q] = await db(
      `insert into billing.billing (work_order_id, client_id, contractor_id, summary, billing_status_id, total_amount_ex_tax, decided_at, new_work_order_id)
       values ($1, $2, 1, 'Replace the boiler', 4, 1234.50, now(), $3) returning id, quote_ref`,
      [other.id, order.clientId, order.id],
    );
    const row = { quoteId: q!.id, quoteText: `${q!.quote_ref} – Replace the boiler`, quoteTotal: "1234.50" };
    expect(await call(Q, { id: other.id })).toEqual({ workOrderId: other.id, ...row });
    expect(await call(Q, { id: order.id }, "client1")).toEqual({ workOrderId: order.id, ...row });
    expect(await call(Q, { id: order.id }, "contractor1")).toEqual({ workOrderId: order.id, ...row });
    expect(await codeOf(call(Q, { id: order.id }, "client2"))).toBe("NOT_FOUND");
    expect((await call(COUNTERS_Q, { id: order.id })).quotedCost).toBe("1234.50");
  });
});
