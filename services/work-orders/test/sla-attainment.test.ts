/**
 * The SLA attainment report (issue 27, docs/sla.md "Attainment") against the real database: orders
 * made through the save, moved through their statuses (the trigger records the events), then their due
 * dates and events set to fixed instants in November 2021 (GMT: London's days are UTC's), so the
 * figures are known exactly: met, met late, breached while open, stopped (not counted), paused in
 * clock hours and in business hours (the target moved), met early with a due date after the month,
 * paused before a due date in October with its target in November; a later event (December) leaves
 * November as it was; who may read it (staff who read the reports, every order; a portal user its own
 * tenant's orders only, whatever client it names); the XLSX export's contents, for each of them.
 */
import ExcelJS from "exceljs";
import { pendingSchemaSql } from "@wo/shared";
import { graphqlSuite, outcome, sql, viewers } from "@wo/shared/testing";
import { workOrdersService } from "../src/service";
import { slaOrders } from "./support/sla-orders";

const suite = graphqlSuite(workOrdersService, "sla_attainment", {
  admin: viewers.admin(),
  reports: viewers.staff(1, { reports: "read" }),
  customers: viewers.staff(1, { customers: "full" }),
  client1: viewers.client(1),
  client2: viewers.client(2),
  contractor1: viewers.contractor(1),
  contractor2: viewers.contractor(2),
});
const { call, db } = suite;

type Any = any;
let subTradeId: number;

const ROW = `groupId groupName orders responseMet responseBreached fixMet fixBreached attainmentPercent pausedMinutes averagePausedMinutes`;
const REPORT = `query A($from: LocalDate!, $to: LocalDate!, $groupBy: SlaAttainmentGroupBy!, $clock: SlaClockKind, $clientId: Int, $contractorId: Int) {
  slaAttainment(from: $from, to: $to, groupBy: $groupBy, clock: $clock, clientId: $clientId, contractorId: $contractorId) { from to groupBy rows { ${ROW} } total { ${ROW} } } }`;

const report = (vars: { from?: string; to?: string; groupBy?: string; clock?: string; clientId?: number; contractorId?: number }, who = "admin") =>
  call(REPORT, { from: "2021-11-01", to: "2021-11-30", groupBy: "CLIENT", ...vars }, who);

const { order, setStatus, subTradeId: firstSubTrade } = slaOrders(suite);
/** Moves an order through statuses, one change (one transaction) each. */
async function moves(id: number, ...statuses: number[]) {
  for (const s of statuses) await setStatus(id, s);
}
/** Sets the order's due dates and its recorded events' times (oldest first; `from` skips events already fixed). */
async function fix(id: number, responseDue: string, fixDue: string, times: string[], from = 0): Promise<void> {
  await sql(db(), "update work_orders.work_order set response_due_date = $2, due_date = $3 where id = $1", [id, responseDue, fixDue]);
  const ids = (await sql(db(), "select id from work_orders.sla_event where work_order_id = $1 order by id", [id])).map((r) => r.id).slice(from);
  expect(ids.length).toBe(times.length);
  for (let i = 0; i < ids.length; i++) await sql(db(), "update work_orders.sla_event set at = $2 where id = $1", [ids[i], times[i]]);
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  subTradeId = await firstSubTrade();
  // client 1's own hours for code B count business hours only
  await sql(
    db(),
    `insert into assets.client_sla_code (client_id, code, response_hours, fix_hours, business_hours_only) values (1, 'B', 2, 8, true)
     on conflict (client_id, code) do update set business_hours_only = true`,
  );
}, 60_000);

describe("slaAttainment for a month", () => {
  it("is empty before any clock is decided in it", async () => {
    const r = await report({});
    expect(r.rows).toEqual([]);
    expect(r.total).toMatchObject({ groupName: "Total", orders: 0, attainmentPercent: null, averagePausedMinutes: null });
  });

  it("counts each clock where it was decided: met on time, met late, breached open, paused (clock and business hours), stopped not at all", async () => {
    // O1: both met on time
    ids.o1 = await order();
    await moves(ids.o1, 7);
    await fix(ids.o1, "2021-11-10T10:00:00Z", "2021-11-10T17:00:00Z", ["2021-11-10T09:00:00Z", "2021-11-10T09:00:00Z"]);
    // O2: both met at noon: response late (breached at 10:00), fix in time
    ids.o2 = await order();
    await moves(ids.o2, 7);
    await fix(ids.o2, "2021-11-10T10:00:00Z", "2021-11-10T17:00:00Z", ["2021-11-10T12:00:00Z", "2021-11-10T12:00:00Z"]);
    // O3: still open past both due dates: both breached
    ids.o3 = await order();
    await fix(ids.o3, "2021-11-05T10:00:00Z", "2021-11-06T10:00:00Z", []);
    // O4: a quote sent at 09:00 (response met), fix paused 09:00-13:00, done at 20:00: its target 21:00, met (240 min paused)
    ids.o4 = await order();
    await moves(ids.o4, 4, 2, 7);
    await fix(ids.o4, "2021-11-15T10:00:00Z", "2021-11-15T17:00:00Z", [
      "2021-11-15T09:00:00Z",
      "2021-11-15T09:00:00Z",
      "2021-11-15T13:00:00Z",
      "2021-11-15T20:00:00Z",
    ]);
    // O5: business hours; fix due Monday 17:00, paused Monday 09:00-17:00 (480 business minutes): the target is Tuesday 15:00
    // (one hour Monday, seven Tuesday), so done Tuesday 10:00 is met (in clock hours the target would be 01:00: breached)
    ids.o5 = await order();
    await sql(db(), "update work_orders.work_order set sla_code = 'B' where id = $1", [ids.o5]);
    await moves(ids.o5, 4, 2, 7);
    await fix(ids.o5, "2021-11-22T09:00:00Z", "2021-11-22T17:00:00Z", [
      "2021-11-22T08:30:00Z",
      "2021-11-22T09:00:00Z",
      "2021-11-22T17:00:00Z",
      "2021-11-23T10:00:00Z",
    ]);
    // O6: cancelled before its due dates: never decided
    ids.o6 = await order();
    await moves(ids.o6, 9);
    await fix(ids.o6, "2021-11-10T10:00:00Z", "2021-11-10T17:00:00Z", ["2021-11-03T10:00:00Z", "2021-11-03T10:00:00Z"]);
    // O7: met on 29 November, due in December: counted met in November
    ids.o7 = await order();
    await moves(ids.o7, 7);
    await fix(ids.o7, "2021-12-02T10:00:00Z", "2021-12-05T10:00:00Z", ["2021-11-29T10:00:00Z", "2021-11-29T10:00:00Z"]);
    // O8: client 2, contractor 2: both met on time
    ids.o8 = await order(2, 2);
    await moves(ids.o8, 7);
    await fix(ids.o8, "2021-11-12T10:00:00Z", "2021-11-12T17:00:00Z", ["2021-11-12T09:00:00Z", "2021-11-12T09:00:00Z"]);
    // O9: fix due 30 October, paused 29 October 12:00 to 2 November 12:00 (5,760 min): its target 3 November 12:00 passes unmet
    ids.o9 = await order();
    await moves(ids.o9, 4, 2);
    await fix(ids.o9, "2021-10-29T10:00:00Z", "2021-10-30T12:00:00Z", ["2021-10-29T09:00:00Z", "2021-10-29T12:00:00Z", "2021-11-02T12:00:00Z"]);

    const r = await report({});
    expect(r).toMatchObject({ from: "2021-11-01", to: "2021-11-30", groupBy: "CLIENT" });
    expect(r.rows.map((x: Any) => x.groupId).sort()).toEqual([1, 2]);
    const c1 = r.rows.find((x: Any) => x.groupId === 1);
    expect(c1).toMatchObject({
      orders: 7,
      responseMet: 4,
      responseBreached: 2,
      fixMet: 5,
      fixBreached: 2,
      attainmentPercent: 69.2,
      pausedMinutes: 240 + 480 + 5760,
      averagePausedMinutes: 498.5,
    });
    expect(r.rows.find((x: Any) => x.groupId === 2)).toMatchObject({
      orders: 1,
      responseMet: 1,
      fixMet: 1,
      attainmentPercent: 100,
      pausedMinutes: 0,
    });
    expect(r.total).toMatchObject({
      groupId: null,
      orders: 8,
      responseMet: 5,
      responseBreached: 2,
      fixMet: 6,
      fixBreached: 2,
      attainmentPercent: 73.3,
    });
  });

  it("filters by clock and client, and groups by contractor and sub-trade", async () => {
    const fixOnly = await report({ clock: "FIX" });
    expect(fixOnly.total).toMatchObject({ orders: 8, responseMet: 0, responseBreached: 0, fixMet: 6, fixBreached: 2, attainmentPercent: 75 });
    const two = await report({ clientId: 2 });
    expect(two.rows).toHaveLength(1);
    expect(two.total).toMatchObject({ orders: 1, responseMet: 1, fixMet: 1 });
    const byContractor = await report({ groupBy: "CONTRACTOR" });
    expect(byContractor.rows.find((x: Any) => x.groupId === 2)).toMatchObject({ orders: 1 });
    expect(byContractor.rows.find((x: Any) => x.groupId === 1)).toMatchObject({ orders: 7 });
    const bySubTrade = await report({ groupBy: "SUB_TRADE" });
    expect(bySubTrade.rows).toEqual([expect.objectContaining({ groupId: subTradeId, orders: 8 })]);
    expect(bySubTrade.rows[0].groupName).not.toMatch(/^#/);
    // one contractor's orders (the contractor portal's page names its contractor: staff opening it see that one's)
    const ofTwo = await report({ groupBy: "CLIENT", contractorId: 2 });
    expect(ofTwo.total).toEqual((await report({ groupBy: "CLIENT" }, "contractor2")).total);
    expect(ofTwo.total.orders).toBe(1);
  });

  it("counts the clock paused across the month's start in November only, where its target passed", async () => {
    const october = await report({ from: "2021-10-01", to: "2021-10-31" });
    // O9's response was met on 29 October; its fix target (3 November) had not passed by October's end
    expect(october.total).toMatchObject({ orders: 1, responseMet: 1, fixMet: 0, fixBreached: 0 });
  });

  it("leaves a past month as it was when later events are recorded", async () => {
    const before = await report({});
    // O3 completed in December, O9 too; a new order due in December met late
    await moves(ids.o3, 7);
    await fix(ids.o3, "2021-11-05T10:00:00Z", "2021-11-06T10:00:00Z", ["2021-12-03T10:00:00Z", "2021-12-03T10:00:00Z"]);
    await moves(ids.o9, 7);
    await fix(ids.o9, "2021-10-29T10:00:00Z", "2021-10-30T12:00:00Z", [
      "2021-10-29T09:00:00Z",
      "2021-10-29T12:00:00Z",
      "2021-11-02T12:00:00Z",
      "2021-12-03T11:00:00Z",
    ]);
    expect(await report({})).toEqual(before);
    // December holds none of them: they were decided (breached) in November
    const december = await report({ from: "2021-12-01", to: "2021-12-31" });
    expect(december.total.orders).toBe(0);
  });

  it("refuses a range that is not one", async () => {
    expect(await outcome(report({ from: "2021-11-30", to: "2021-11-01" }))).toBe("BAD_USER_INPUT");
    expect(await outcome(report({ from: "2020-01-01", to: "2021-11-30" }))).toBe("BAD_USER_INPUT");
  });
});

describe("the attainment indexes", () => {
  it("leave the entities and the migrations agreeing", async () => {
    expect(await pendingSchemaSql(suite.svc.orm)).toBe("");
  });
});

describe("who reads slaAttainment", () => {
  it("staff who read the reports and portal users; not other staff", async () => {
    expect(await outcome(report({}, "reports"))).toBe("OK");
    expect(await outcome(report({}, "customers"))).toBe("FORBIDDEN");
    expect(await outcome(report({ groupBy: "CONTRACTOR" }, "client1"))).toBe("OK");
    expect(await outcome(report({ groupBy: "SUB_TRADE" }, "contractor1"))).toBe("OK");
  });

  it("answers a client user its own client's orders only, whatever client it names; never grouped by client", async () => {
    const staffs = await report({ groupBy: "CONTRACTOR", clientId: 1 });
    expect(staffs.total.orders).toBe(7);
    expect(await report({ groupBy: "CONTRACTOR" }, "client1")).toEqual(staffs);
    expect(await report({ groupBy: "CONTRACTOR", clientId: 1 }, "client1")).toEqual(staffs);
    const named = await report({ groupBy: "CONTRACTOR", clientId: 2 }, "client1");
    expect(named.rows).toEqual([]);
    expect(named.total).toMatchObject({ orders: 0, responseMet: 0, fixMet: 0, attainmentPercent: null });
    expect(await report({ groupBy: "SUB_TRADE" }, "client2")).toEqual(await report({ groupBy: "SUB_TRADE", clientId: 2 }));
    expect((await report({ groupBy: "SUB_TRADE" }, "client2")).total.orders).toBe(1);
    expect(await outcome(report({ groupBy: "CLIENT" }, "client1"))).toBe("FORBIDDEN");
    expect(await outcome(report({ groupBy: "CLIENT", clientId: 1 }, "client1"))).toBe("FORBIDDEN");
  });

  it("answers a contractor user its own orders only (by their contractor, not their client); never grouped by contractor", async () => {
    // June: an order of client 1 done by contractor 2, met on time
    ids.o10 = await order(1, 2);
    await moves(ids.o10, 7);
    await fix(ids.o10, "2021-06-10T10:00:00Z", "2021-06-10T17:00:00Z", ["2021-06-10T09:00:00Z", "2021-06-10T09:00:00Z"]);
    const june = { from: "2021-06-01", to: "2021-06-30" };
    const two = await report({ ...june, groupBy: "CLIENT" }, "contractor2");
    expect(two.rows).toEqual([expect.objectContaining({ groupId: 1, orders: 1, responseMet: 1, fixMet: 1, attainmentPercent: 100 })]);
    expect((await report({ ...june, groupBy: "CLIENT" }, "contractor1")).rows).toEqual([]);
    // the client sees it under its contractor; the other client not at all
    expect((await report({ ...june, groupBy: "CONTRACTOR" }, "client1")).rows).toEqual([expect.objectContaining({ groupId: 2, orders: 1 })]);
    expect((await report({ ...june, groupBy: "CONTRACTOR" }, "client2")).rows).toEqual([]);
    // November: contractor 1 has client 1's seven orders; naming client 2 answers nothing
    const one = await report({ groupBy: "CLIENT" }, "contractor1");
    expect(one.rows).toEqual([expect.objectContaining({ groupId: 1, orders: 7 })]);
    expect(one.total).toEqual({ ...(await report({ groupBy: "CLIENT", clientId: 1 })).total });
    expect((await report({ groupBy: "CLIENT", clientId: 2 }, "contractor1")).total.orders).toBe(0);
    // naming another contractor narrows its own orders to none, never widens them
    expect((await report({ groupBy: "CLIENT", contractorId: 2 }, "contractor1")).total.orders).toBe(0);
    expect((await report({ groupBy: "CLIENT" }, "contractor2")).rows).toEqual([expect.objectContaining({ groupId: 2, orders: 1 })]);
    expect(await outcome(report({ groupBy: "CONTRACTOR" }, "contractor1"))).toBe("FORBIDDEN");
  });
});

describe("GET /exports/SlaAttainment", () => {
  const get = (query: string, who = "admin") =>
    fetch(`${suite.svc.url.replace(/\/graphql$/, "")}/exports/SlaAttainment${query}`, { headers: { authorization: `Bearer ${suite.tokens[who]}` } });

  it("writes the report's rows and the total as XLSX", async () => {
    const res = await get("?from=01/11/2021&to=2021-11-30&groupBy=client");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/filename="sla-attainment-client-2021-11-01-2021-11-30\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      "Client",
      "Orders",
      "Response Met",
      "Response Breached",
      "Fix Met",
      "Fix Breached",
      "Attainment %",
      "Paused Minutes",
      "Average Paused Minutes",
    ]);
    const report1 = await report({});
    const rows = [...report1.rows, report1.total];
    expect(sheet.rowCount).toBe(1 + rows.length);
    rows.forEach((r: Any, i: number) =>
      expect(values(i + 2)).toEqual([
        r.groupName,
        r.orders,
        r.responseMet,
        r.responseBreached,
        r.fixMet,
        r.fixBreached,
        r.attainmentPercent,
        r.pausedMinutes,
        r.averagePausedMinutes,
      ]),
    );
  });

  /** The file's rows below its header, as values. */
  async function sheetRows(res: Response): Promise<unknown[][]> {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    return Array.from({ length: sheet.rowCount }, (_, i) => (sheet.getRow(i + 1).values as unknown[]).slice(1));
  }

  it("writes a client user its own client's figures, by contractor unless asked by sub-trade, whatever client it names", async () => {
    const res = await get("?from=2021-11-01&to=2021-11-30", "client1");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/sla-attainment-contractor-2021-11-01-2021-11-30\.xlsx/);
    const rows = await sheetRows(res);
    const own = await report({ groupBy: "CONTRACTOR" }, "client1");
    expect(rows[0]![0]).toBe("Contractor");
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual([...own.rows, own.total].map((r: Any) => [r.groupName, r.orders]));
    const named = await sheetRows(await get("?from=2021-11-01&to=2021-11-30&clientId=2&groupBy=sub_trade", "client1"));
    // one row, the total, with nothing counted (the empty percentages are blank cells)
    expect(named.slice(1).map((r) => r.slice(0, 6))).toEqual([["Total", 0, 0, 0, 0, 0]]);
    expect((await get("?from=2021-11-01&to=2021-11-30&groupBy=client", "client1")).status).toBe(403);
  });

  it("writes a contractor user its own orders' figures, by client; never by contractor", async () => {
    const rows = await sheetRows(await get("?from=2021-11-01&to=2021-11-30", "contractor2"));
    expect(rows[0]![0]).toBe("Client");
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual([
      [expect.any(String), 1],
      ["Total", 1],
    ]);
    expect((await get("?from=2021-11-01&to=2021-11-30&groupBy=contractor", "contractor1")).status).toBe(403);
    const named = await sheetRows(await get("?from=2021-11-01&to=2021-11-30&contractorId=2", "contractor1"));
    expect(named.slice(1).map((r) => r.slice(0, 2))).toEqual([["Total", 0]]);
    expect((await get("?from=2021-11-01&to=2021-11-30&contractorId=x", "contractor1")).status).toBe(400);
  });

  it("refuses other staff and a missing date", async () => {
    expect((await get("?from=2021-11-01&to=2021-11-30", "customers")).status).toBe(403);
    expect((await get("?from=2021-11-01")).status).toBe(400);
    expect((await get("?from=2021-11-01&to=2021-11-30&groupBy=SITE")).status).toBe(400);
  });
});
