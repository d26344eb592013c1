/**
 * Reports and finances in a real browser as finance@example.com (issue 23's "done when"):
 *
 * - filters the order log by a date range and a client, exports it and finds in the file (read with
 *   exceljs) the very rows the screen lists, with the same totals to the penny;
 * - runs a saved report for a client from the report builder and finds its file and its Last Ran;
 * - puts an order in query (through the API, as the back office does it) and finds it on the query
 *   report with its reason and its cost-check flags;
 * - exports the closed orders of a date range, imports an invoice file with one bad row (refused whole,
 *   the row named, nothing written), then the fixed file (exactly those orders updated);
 * - a client user and a contractor user are refused the reports (a contractor gets its own order log).
 *
 * axe-core checks every screen landed on.
 */
import ExcelJS from "exceljs";
import type { Locator, Page } from "playwright-core";
import { gql, rest, signIn, until } from "./api";
import { auditNow, openScreen } from "./browser";
import { e2eSession } from "./session";

const FINANCE = "finance@example.com";
const CLIENT = "client@example.com";
const CONTRACTOR = "contractor@example.com";
const STAMP = String(Date.now()).slice(-6);

const session = e2eSession(FINANCE);
const { one } = session;

/** DD/MM/YYYY of a YYYY-MM-DD day */
const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
/** Pence of a decimal (a money cell or a Decimal's text): totals compared to the penny */
const pence = (v: unknown) => (v == null || v === "" ? 0 : Math.round(Number(v) * 100));

/** A download's workbook, its first sheet's rows as objects by header */
async function workbookRows(file: string): Promise<Record<string, unknown>[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = row.values as unknown[];
    rows.push(Object.fromEntries(headers.map((h, i) => [h, values[i + 1] ?? null])));
  });
  return rows;
}

/** Clicks `button` and answers the download it starts, saved */
async function download(page: Page, button: Locator): Promise<{ name: string; file: string }> {
  const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const saved = await file.path();
  if (!saved) throw new Error(`the download ${file.suggestedFilename()} failed`);
  return { name: file.suggestedFilename(), file: saved };
}

/** Waits until a grid's pager says it holds `total` items */
async function gridTotal(grid: Locator, total: number) {
  await grid
    .getByTestId("pager-info")
    .filter({ hasText: total === 0 ? "No items to display" : `of ${total} items` })
    .waitFor();
}

beforeAll(async () => {
  await Promise.all([signIn(FINANCE), signIn(CLIENT), signIn(CONTRACTOR)]);
});

type ReportRow = {
  id: number;
  orderNumber: string;
  estimatedCost: string | null;
  submittedCost: string | null;
  approvedCost: string | null;
};

it("filters the order log by dates and a client and exports exactly those rows, totals to the penny", async () => {
  const page = session.page;
  // a month of client 1's orders, ending at its latest logged day
  const { last } = await one<{ last: string }>(
    "select to_char(max(date_opened at time zone 'Europe/London'), 'YYYY-MM-DD') as last from work_orders.work_order where client_id = 1",
  );
  const first = new Date(Date.parse(`${last}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
  const truth = await gql<{ orderLogReport: { totalCount: number; nodes: ReportRow[] } }>(
    FINANCE,
    `query ($from: LocalDate, $to: LocalDate) { orderLogReport(dateFrom: $from, dateTo: $to, clientId: 1, pageSize: 1000) {
       totalCount nodes { id orderNumber estimatedCost submittedCost approvedCost } } }`,
    { from: first, to: last },
  );
  const rows = truth.orderLogReport.nodes;
  expect(rows.length).toBeGreaterThan(0);
  expect(truth.orderLogReport.totalCount).toBe(rows.length);

  await openScreen(page, "/reports");
  const grid = page.getByRole("region", { name: "Order log" });
  await page.locator("#order-log-date-from").fill(dmy(first).slice(0, 9)); // not a whole date yet: no filter (the 10-character rule)
  await page.getByText("Not a whole date (DD/MM/YYYY): not filtering").first().waitFor();
  await page.locator("#order-log-date-from").fill(dmy(first));
  await page.locator("#order-log-date-to").fill(dmy(last));
  await page.locator("#order-log-client").selectOption("1");
  await gridTotal(grid, rows.length);
  await grid.getByText(rows[0]!.orderNumber, { exact: true }).first().waitFor();
  await auditNow(page, "the order log, filtered");

  const file = await download(page, page.getByRole("button", { name: "Export" }).first());
  expect(file.name).toBe(`order-log-${first}-${last}.xlsx`);
  const exported = await workbookRows(file.file);
  expect(exported.map((r) => r["Order Number"])).toEqual(rows.map((r) => r.orderNumber));
  for (const [header, key] of [
    ["Estimated Cost", "estimatedCost"],
    ["Submitted Cost", "submittedCost"],
    ["Approved Cost", "approvedCost"],
  ] as const) {
    const fromFile = exported.reduce((sum, r) => sum + pence(r[header]), 0);
    const fromScreen = rows.reduce((sum, r) => sum + pence(r[key]), 0);
    expect([header, fromFile]).toEqual([header, fromScreen]);
  }
}, 180_000);

it("saves a report in the builder and runs it for a client: the chosen columns, the client's rows, and Last Ran", async () => {
  const page = session.page;
  const name = `Monthly costs ${STAMP}`;
  const { last } = await one<{ last: string }>(
    "select to_char(max(date_opened at time zone 'Europe/London'), 'YYYY-MM-DD') as last from work_orders.work_order where client_id = 2",
  );
  const first = new Date(Date.parse(`${last}T00:00:00Z`) - 60 * 86_400_000).toISOString().slice(0, 10);
  const truth = await gql<{ orderLogReport: { nodes: ReportRow[] } }>(
    FINANCE,
    `query ($from: LocalDate, $to: LocalDate) { orderLogReport(dateFrom: $from, dateTo: $to, clientId: 2, pageSize: 1000, sort: [{ field: SUBMITTED_COST, direction: DESC }]) {
       nodes { id orderNumber estimatedCost submittedCost approvedCost } } }`,
    { from: first, to: last },
  );
  expect(truth.orderLogReport.nodes.length).toBeGreaterThan(0);

  await openScreen(page, "/reports/builder");
  await page.getByRole("button", { name: "New" }).click();
  const popup = page.getByRole("dialog", { name: "New report" });
  await popup.locator("#saved-report-name").fill(name);
  await popup.locator("#saved-report-description").fill("What each order cost, biggest first");
  await popup.locator("#saved-report-source").selectOption("ORDER_LOG");
  for (const header of ["Order Number", "Site Name", "Submitted Cost"]) await popup.getByLabel(header, { exact: true }).check({ force: true });
  await popup.locator("#saved-report-sort").selectOption("submittedCost");
  await popup.locator("#saved-report-direction").selectOption("DESC");
  await auditNow(page, "a new saved report");
  await popup.getByRole("button", { name: "Save" }).click();
  await popup.waitFor({ state: "detached" });
  const list = page.getByRole("table", { name: "Saved reports" });
  const row = list.getByRole("row").filter({ hasText: name });
  await row.waitFor();

  // the run checks the client first (portals §5): an alert, and no file
  const alerts: string[] = [];
  const onDialog = (d: import("playwright-core").Dialog) => {
    alerts.push(d.message());
    void d.accept();
  };
  page.on("dialog", onDialog);
  await row.getByRole("button", { name: `Run ${name}` }).click();
  await until(
    async () => alerts.length,
    (n) => n === 1,
    "the alert",
  );
  expect(alerts).toEqual(["ClientId not selected"]);
  page.off("dialog", onDialog);

  await page.locator("#builder-client").selectOption("2");
  await page.locator("#builder-from").fill(dmy(first));
  await page.locator("#builder-to").fill(dmy(last));
  const file = await download(page, row.getByRole("button", { name: `Run ${name}` }));
  expect(file.name).toMatch(/\.xlsx$/);
  const exported = await workbookRows(file.file);
  expect(Object.keys(exported[0] ?? {})).toEqual(["Order Number", "Site Name", "Submitted Cost"]);
  expect(exported.map((r) => r["Order Number"])).toEqual(truth.orderLogReport.nodes.map((r) => r.orderNumber));
  expect(exported.reduce((sum, r) => sum + pence(r["Submitted Cost"]), 0)).toBe(
    truth.orderLogReport.nodes.reduce((sum, r) => sum + pence(r.submittedCost), 0),
  );
  const today = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London" }).format(new Date());
  await row.getByText(new RegExp(`^${today.replace(/\//g, "\\/")} - \\d{2}:\\d{2}$`)).waitFor();
  const { ran } = await one<{ ran: boolean }>("select last_ran_at is not null as ran from work_orders.saved_report where name = $1", [name]);
  expect(ran).toBe(true);
}, 180_000);

it("lists an order put in query on the query report, with its reason and its cost-check flags", async () => {
  const page = session.page;
  const order = await one<{ id: number; refNo: string; version: number; clientId: number; day: string }>(
    `select id, ref_no as "refNo", version, client_id as "clientId", to_char(date_opened at time zone 'Europe/London', 'YYYY-MM-DD') as day
       from work_orders.work_order where work_order_status_id = 12 order by id limit 1`,
  );
  const reason = await one<{ id: number; name: string }>("select id, name from work_orders.query_reason order by id desc limit 1");
  const queried = await gql<{ queryWorkOrderCosts: { error: { message: string } | null } }>(
    FINANCE,
    `mutation ($id: Int!, $version: Int!, $reason: Int!) { queryWorkOrderCosts(id: $id, version: $version, queryReasonId: $reason) { error { message } } }`,
    { id: order.id, version: order.version, reason: reason.id },
  );
  expect(queried.queryWorkOrderCosts.error).toBeNull();

  await openScreen(page, "/reports/query");
  const grid = page.getByRole("region", { name: "Query report" });
  await page.locator("#query-date-from").fill(dmy(order.day));
  await page.locator("#query-date-to").fill(dmy(order.day));
  await page.locator("#query-client").selectOption(String(order.clientId));
  await grid.getByText(order.refNo, { exact: true }).first().waitFor();
  await grid.getByText(reason.name).first().waitFor();
  // the flags billing works out for it, as the row shows them
  const checks = await gql<{ costChecks: { flags: { severity: string }[] } }>(
    FINANCE,
    "query ($id: Int!) { costChecks(workOrderId: $id) { flags { severity } } }",
    { id: order.id },
  );
  const flags = checks.costChecks.flags;
  const worst = flags.some((f) => f.severity === "ERROR") ? "Error" : "Warning";
  const tag = flags.length ? `${worst}${flags.length > 1 ? ` +${flags.length - 1}` : ""}` : "None";
  await grid.getByText(tag, { exact: true }).first().waitFor();
  await auditNow(page, "the query report");
}, 180_000);

it("exports the closed orders of a date range, refuses an invoice file with one bad row whole, then imports the fixed file", async () => {
  const page = session.page;
  const { last } = await one<{ last: string }>(
    "select to_char(max(date_closed at time zone 'Europe/London'), 'YYYY-MM-DD') as last from work_orders.work_order where work_order_status_id = 6",
  );
  const first = new Date(Date.parse(`${last}T00:00:00Z`) - 14 * 86_400_000).toISOString().slice(0, 10);
  const { closed } = await one<{ closed: number }>(
    `select count(*)::int as closed from work_orders.work_order where date_closed is not null
        and (date_closed at time zone 'Europe/London')::date between $1::date and $2::date`,
    [first, last],
  );
  await openScreen(page, "/finances");
  await page.locator("#closed-export-from").fill(dmy(first));
  await page.locator("#closed-export-to").fill(dmy(last));
  const file = await download(page, page.getByRole("region", { name: "Closed work order export" }).getByRole("button", { name: "Export" }));
  const exported = await workbookRows(file.file);
  expect(exported.length).toBe(closed);

  // three closed orders get an invoice; the first file's second row names an order that does not exist
  const orders = (
    await session.db.query<{ id: number; refNo: string }>(
      `select id, ref_no as "refNo" from work_orders.work_order where work_order_status_id = 6 order by id desc limit 3`,
    )
  ).rows;
  const invoice = (i: number) => `INV-E2E-${STAMP}-${i}`;
  const line = (refNo: string, i: number) => `${refNo},${invoice(i)},${dmy(last)},${(100 + i).toFixed(2)},VAL-E2E-${STAMP}`;
  const header = "WorkOrder,InvoiceNo,InvoiceDate,InvoiceAmount,ValuationNo";
  const good = orders.map((o, i) => line(o.refNo, i));
  const bad = [good[0]!, line("WO9999999", 1), good[2]!];
  const csv = (lines: string[]) => ({ name: "invoices.csv", mimeType: "text/csv", buffer: Buffer.from([header, ...lines].join("\r\n") + "\r\n") });

  await openScreen(page, "/finances/invoices");
  const panel = page.getByRole("region", { name: "Import invoices" });
  await panel.locator("input[type=file]").setInputFiles(csv(bad));
  await panel.getByRole("button", { name: "Upload" }).click();
  const refused = panel.getByRole("table", { name: "Rows refused" });
  await refused.waitFor();
  expect((await refused.locator("tbody tr td:first-child").allTextContents()).map((t) => t.trim())).toEqual(["3"]);
  await auditNow(page, "an invoice file refused");
  const { written } = await one<{ written: number }>("select count(*)::int as written from work_orders.work_order where invoice_no like $1", [
    `INV-E2E-${STAMP}-%`,
  ]);
  expect(written).toBe(0);

  await panel.locator("input[type=file]").setInputFiles(csv(good));
  await panel.getByRole("button", { name: "Upload" }).click();
  await session.notice("3 work orders updated");
  const updated = await until(
    async () =>
      (
        await session.db.query<{ id: number; invoiceNo: string; amount: string; valuation: string }>(
          `select id, invoice_no as "invoiceNo", invoice_amount::text as amount, valuation_number as valuation
             from work_orders.work_order where invoice_no like $1 order by id desc`,
          [`INV-E2E-${STAMP}-%`],
        )
      ).rows,
    (rows) => rows.length === 3,
    "the three invoices",
  );
  expect(updated).toEqual(orders.map((o, i) => ({ id: o.id, invoiceNo: invoice(i), amount: `${100 + i}.000`, valuation: `VAL-E2E-${STAMP}` })));
}, 180_000);

it("refuses the reports to a client user, and gives a contractor user its own order log only", async () => {
  for (const path of ["/Reports/QueryReport", "/Reports/Validation", "/Reports/WeeklyLogs", "/Reports/builderlist"]) {
    expect([path, (await rest(CLIENT, "GET", path)).status]).toEqual([path, 403]);
  }
  for (const path of ["/Reports/QueryReport", "/Reports/Validation", "/Reports/builderlist"]) {
    expect([path, (await rest(CONTRACTOR, "GET", path)).status]).toEqual([path, 403]);
  }
  const own = await rest<{ Data: { id: number }[]; Total: number }>(CONTRACTOR, "GET", "/Reports/WeeklyLogs?page=1&pageSize=100");
  expect(own.status).toBe(200);
  expect(own.body.Data.length).toBeGreaterThan(0);
  const { others } = await one<{ others: number }>(
    "select count(*)::int as others from work_orders.work_order where id = any($1) and contractor_id <> 1",
    [own.body.Data.map((r) => r.id)],
  );
  expect(others).toBe(0);
}, 60_000);
