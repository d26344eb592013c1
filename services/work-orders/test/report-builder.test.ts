import ExcelJS from "exceljs";
import { errorCode, graphql, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { workOrdersService } from "../src/service";

type Svc = Awaited<ReturnType<typeof startTestService>>;
let svc: Svc;
const tokens: Record<string, string> = {};
const ref = (id: number) => `WO${String(id).padStart(7, "0")}`;

const FIELDS = `id name description source columns sortField sortDirection valuationNumber lastRanAt lastRanByName`;
const SAVE = `mutation S($input: SaveSavedReportInput!) { saveSavedReport(input: $input) { savedReport { ${FIELDS} } error { code message fieldErrors { field message } } } }`;
const LIST = `{ savedReports { ${FIELDS} } }`;
const DELETE = `mutation D($id: Int!) { deleteSavedReport(id: $id) { deletedId error { code message } } }`;

async function call(query: string, variables: Record<string, unknown> = {}, who = "finance"): Promise<any> {
  const r = await graphql(svc.url, query, variables, tokens[who]);
  if (r.errors) throw Object.assign(new Error(JSON.stringify(r.errors)), { code: errorCode(r) });
  return Object.values(r.data!)[0];
}
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: { code?: string }) => e.code,
  );

const save = (input: Record<string, unknown>, who = "finance") => call(SAVE, { input }, who);

const run = (query: string, who = "finance") =>
  fetch(`${svc.url.replace(/\/graphql$/, "")}/exports/ReportBuilder${query}`, { headers: { authorization: `Bearer ${tokens[who]}` } });

async function sheetOf(res: Response) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  return book.worksheets[0]!;
}

const sites: Record<number, number> = {};

/** An order of a client, logged (or closed) at a moment, made in the database. */
async function order(client: number, opened: string, extra: { status?: number; actual?: string; valuation?: string; closed?: string } = {}) {
  const [row] = await sql(
    svc.db.url,
    `insert into work_orders.work_order (date_opened, date_closed, date_status, client_id, site_id, contractor_id, work_order_type_id, work_order_status_id,
       issue, details, estimated_cost, actual_cost, valuation_number)
     values ($1, $2, $2, $3, $4, 1, 1, $5, 'Builder test', 'Fix it', 100, $6, $7) returning id`,
    [opened, extra.closed ?? null, client, sites[client], extra.status ?? 2, extra.actual ?? null, extra.valuation ?? null],
  );
  return row!.id as number;
}

beforeAll(async () => {
  svc = await startTestService(workOrdersService, "reportbuilder");
  tokens.admin = await tokenFor(viewers.admin());
  tokens.finance = await tokenFor(viewers.staff(5, { reporting: "full" }));
  tokens.reader = await tokenFor(viewers.staff(7, { reporting: "read" }));
  tokens.sales = await tokenFor(viewers.staff(1, { customers: "read" }));
  tokens.client1 = await tokenFor(viewers.client(1));
  tokens.contractor1 = await tokenFor(viewers.contractor(1));
  for (const c of [1, 2]) sites[c] = (await sql(svc.db.url, "select id from assets.site where client_id = $1 order by id limit 1", [c]))[0]!.id;
}, 120_000);
afterAll(() => svc?.stop());

describe("saveSavedReport", () => {
  it("requires a name ('Required fields') and at least one column, each of the source's catalogue", async () => {
    expect(await save({ name: "  ", source: "ORDER_LOG", columns: ["orderNumber"] })).toEqual({
      savedReport: null,
      error: { code: "REQUIRED", message: "Required fields", fieldErrors: [{ field: "name", message: "Report name is required" }] },
    });
    const none = await save({ name: "No columns", source: "ORDER_LOG", columns: [] });
    expect(none.error).toMatchObject({
      code: "REQUIRED",
      message: "Required fields",
      fieldErrors: [{ field: "columns", message: "Choose at least one column" }],
    });
    // a valuation column is not the query report's; the sort must be one of the source's columns
    const wrong = await save({ name: "Wrong", source: "QUERY", columns: ["orderNumber", "netValue", "orderNumber"], sortField: "accrualValue" });
    expect(wrong.error).toEqual({
      code: "INVALID",
      message: "netValue is not a column of the query report",
      fieldErrors: [
        { field: "columns", message: "netValue is not a column of the query report" },
        { field: "columns", message: "orderNumber is chosen twice" },
        { field: "sortField", message: "The query report cannot be sorted by accrualValue" },
      ],
    });
    expect((await call(LIST)).map((r: any) => r.name)).not.toContain("Wrong");
  });

  it("creates, lists by name, changes and deletes; a name is unique whatever its case", async () => {
    const made = await save({ name: "Monthly log", description: "For the board", source: "ORDER_LOG", columns: ["orderNumber", "siteName"] });
    expect(made.error).toBeNull();
    expect(made.savedReport).toMatchObject({
      name: "Monthly log",
      description: "For the board",
      source: "ORDER_LOG",
      columns: ["orderNumber", "siteName"],
      sortField: null,
      sortDirection: "ASC",
      lastRanAt: null,
    });
    const clash = await save({ name: "MONTHLY LOG", source: "QUERY", columns: ["orderNumber"] });
    expect(clash.error).toMatchObject({ code: "NAME_TAKEN", message: "A saved report with this name exists" });
    const changed = await save({
      id: made.savedReport.id,
      name: "Monthly log",
      source: "VALUATION",
      columns: ["netValue", "orderNumber"],
      sortField: "netValue",
      sortDirection: "DESC",
    });
    expect(changed.savedReport).toMatchObject({
      id: made.savedReport.id,
      source: "VALUATION",
      columns: ["netValue", "orderNumber"],
      sortField: "netValue",
      sortDirection: "DESC",
    });
    const listed = await call(LIST, {}, "reader");
    expect(listed.map((r: any) => r.name)).toEqual([...listed.map((r: any) => r.name)].sort((a: string, b: string) => a.localeCompare(b)));
    expect(listed.find((r: any) => r.id === made.savedReport.id).description).toBeNull();
    expect(await call(DELETE, { id: made.savedReport.id })).toEqual({ deletedId: made.savedReport.id, error: null });
    expect((await call(LIST)).map((r: any) => r.id)).not.toContain(made.savedReport.id);
    // the name is free again
    expect((await save({ name: "monthly LOG", source: "QUERY", columns: ["orderNumber"] })).error).toBeNull();
    const audits = await sql(
      svc.db.url,
      "select action_taken from work_orders.audit_trail where entity_name = 'SavedReport' and entity_id = $1 order by id",
      [String(made.savedReport.id)],
    );
    expect(audits.map((a) => a.action_taken)).toEqual([
      "Created saved report Monthly log (ORDER_LOG: orderNumber, siteName)",
      "Updated saved report Monthly log (VALUATION: netValue, orderNumber)",
      "Deleted saved report Monthly log",
    ]);
  });

  it("lets staff with reporting at read list but not write, and no portal user either", async () => {
    expect(await codeOf(save({ name: "Reader's", source: "ORDER_LOG", columns: ["orderNumber"] }, "reader"))).toBe("FORBIDDEN");
    expect(await codeOf(call(DELETE, { id: 1 }, "reader"))).toBe("FORBIDDEN");
    for (const who of ["sales", "client1", "contractor1"]) expect(await codeOf(call(LIST, {}, who))).toBe("FORBIDDEN");
    expect(await codeOf(call(LIST, {}, "reader"))).toBe("OK");
  });

  it("tells each viewer what it may do by the mutations' own rule (reportBuilderViewerCan); Management reads through its reports area", async () => {
    const CAN = "{ reportBuilderViewerCan { create edit delete } }";
    tokens.management = await tokenFor(viewers.staff(6, { reports: "read" }));
    for (const who of ["finance", "admin"]) expect([who, await call(CAN, {}, who)]).toEqual([who, { create: true, edit: true, delete: true }]);
    for (const who of ["reader", "management"]) expect([who, await call(CAN, {}, who)]).toEqual([who, { create: false, edit: false, delete: false }]);
    expect(await codeOf(call(LIST, {}, "management"))).toBe("OK");
    expect(await codeOf(save({ name: "Management's", source: "ORDER_LOG", columns: ["orderNumber"] }, "management"))).toBe("FORBIDDEN");
    for (const who of ["sales", "client1", "contractor1"]) expect(await codeOf(call(CAN, {}, who))).toBe("FORBIDDEN");
  });
});

describe("GET /exports/ReportBuilder (a saved report's run)", () => {
  it("answers the spec's messages, in order, before anything else", async () => {
    const message = async (q: string) => {
      const r = await run(q);
      return [r.status, await r.json()];
    };
    expect(await message("?id=1&startdate=2015-04-01&enddate=2015-04-30")).toEqual([400, { Message: "ClientId not selected" }]);
    expect(await message("?id=1&clientid=0&startdate=2015-04-01&enddate=2015-04-30")).toEqual([400, { Message: "ClientId not selected" }]);
    expect(await message("?id=1&clientid=1&enddate=2015-04-30")).toEqual([400, { Message: "From date required" }]);
    expect(await message("?id=1&clientid=1&startdate=2015-04-01")).toEqual([400, { Message: "To date required" }]);
    expect(await message("?id=999999&clientid=1&startdate=2015-04-01&enddate=2015-04-30")).toEqual([404, { Message: expect.any(String) }]);
    for (const who of ["client1", "contractor1", "sales"])
      expect((await run("?id=1&clientid=1&startdate=2015-04-01&enddate=2015-04-30", who)).status).toBe(403);
  });

  it("writes only the chosen columns, in their order, of the client's orders in those London days, in the saved sort; then records Last Ran", async () => {
    // 31 March 2015 23:30 UTC is 1 April 00:30 in London (summer time from 29 March)
    const a = await order(1, "2015-03-31T23:30:00Z", { actual: "10.5", valuation: "VB-1" });
    const b = await order(1, "2015-04-15T09:00:00Z", { actual: "250", valuation: "VB-1" });
    const c = await order(1, "2015-04-20T09:00:00Z", { actual: "99.99", valuation: "VB-2" });
    await order(2, "2015-04-15T09:00:00Z", { actual: "1" }); // another client
    await order(1, "2015-04-30T23:30:00Z", { actual: "1" }); // 1 May in London
    const saved = (
      await save({
        name: "April by cost",
        source: "ORDER_LOG",
        columns: ["submittedCost", "orderNumber", "loggedDate", "valuationNumber"],
        sortField: "submittedCost",
        sortDirection: "DESC",
      })
    ).savedReport;
    const res = await run(`?id=${saved.id}&clientid=1&startdate=2015-04-01&enddate=2015-04-30`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="april-by-cost-2015-04-01-2015-04-30\.xlsx"/);
    const sheet = await sheetOf(res);
    expect(sheet.getRow(1).values).toEqual([undefined, "Submitted Cost", "Order Number", "Logged Date", "Val Num"]);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
    expect(rows.map((r) => r.getCell(2).value)).toEqual([ref(b), ref(c), ref(a)]);
    expect(rows.map((r) => r.getCell(1).value)).toEqual([250, 99.99, 10.5]);
    expect(rows[0]!.getCell(1).numFmt).toContain("£");
    expect(rows[2]!.getCell(3).value).toEqual(new Date(Date.UTC(2015, 3, 1)));
    expect(rows[2]!.getCell(3).numFmt).toBe("dd/mm/yyyy");

    const [listed] = (await call(LIST)).filter((r: any) => r.id === saved.id);
    expect(listed.lastRanByName).toBe("Test Staff");
    expect(Date.now() - new Date(listed.lastRanAt).getTime()).toBeLessThan(60_000);

    // the saved valuation-number filter
    const byVal = (await save({ name: "April VB-1", source: "ORDER_LOG", columns: ["orderNumber"], valuationNumber: "VB-1" })).savedReport;
    const only = await sheetOf(await run(`?id=${byVal.id}&clientid=1&startdate=01/04/2015&enddate=2015-04-30`));
    expect(Array.from({ length: only.rowCount - 1 }, (_, i) => only.getRow(i + 2).getCell(1).value)).toEqual([ref(a), ref(b)]);
  });

  it("runs the valuation source for one client, by date closed", async () => {
    const mine = await order(1, "2014-01-01T09:00:00Z", { status: 6, actual: "120", closed: "2014-02-10T12:00:00Z" });
    await order(2, "2014-01-01T09:00:00Z", { status: 6, actual: "80", closed: "2014-02-10T12:00:00Z" });
    const saved = (await save({ name: "Valuation Feb 2014", source: "VALUATION", columns: ["orderNumber", "netValue", "accrualValue"] })).savedReport;
    const sheet = await sheetOf(await run(`?id=${saved.id}&clientid=1&startdate=2014-02-01&enddate=2014-02-28`));
    expect(sheet.getRow(1).values).toEqual([undefined, "Order Number", "Net Value", "Accrual Value"]);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).values).toEqual([undefined, ref(mine), 120, 120]);
  });
});
