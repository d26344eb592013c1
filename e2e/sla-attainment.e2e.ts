/**
 * The SLA attainment report (issue 27, docs/sla.md "Attainment") in a real browser as
 * finance@example.com: #/reports/sla-attainment opens on the last full month by client, lists a row per
 * client with clocks decided that month (an open order of client 1 due in mid-month is made sure of:
 * both its clocks breached) and the bar chart of attainment, regroups by contractor, and exports the
 * same figures (read back with exceljs). A client user opens its portal's SLA page on a phone (390 x 844):
 * its own client's figures only (as staff's for that client, fewer than every client's), as cards with
 * the chart and no sideways scrolling, and the same in its export; another client named answers nothing,
 * grouping by client is refused. A contractor user opens its portal's SLA page on a phone: its own
 * orders' figures by client (as staff's for that contractor), never another contractor's. axe-core
 * checks the screens.
 */
import ExcelJS from "exceljs";
import { gql, signIn, tokenOf } from "./api";
import { auditNow, BASE_URL, openScreen, signInAs } from "./browser";
import { e2eSession } from "./session";

const FINANCE = "finance@example.com";
const CLIENT = "client@example.com";
const CONTRACTOR = "contractor@example.com";
const session = e2eSession(FINANCE);
const { one } = session;

const pad = (n: number) => String(n).padStart(2, "0");
/** The last full month (London days, as the screen defaults): YYYY-MM-DD both ends */
function lastFullMonth(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getFullYear(), now.getMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getFullYear(), now.getMonth(), 0));
  const day = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return { from: day(first), to: day(last) };
}

const ROW = "groupId groupName orders responseMet responseBreached fixMet fixBreached attainmentPercent pausedMinutes averagePausedMinutes";
type Row = { groupId: number | null; groupName: string; orders: number; attainmentPercent: number | null; fixBreached: number };

beforeAll(async () => {
  await Promise.all([signIn(FINANCE), signIn(CLIENT), signIn(CONTRACTOR)]);
});

it("shows the last full month by client with its chart, regroups, and exports the same figures", async () => {
  const page = session.page;
  const { from, to } = lastFullMonth();
  // an open order of client 1 without SLA events, due in mid-month: both its clocks breached that month
  const order = await one<{ id: number } | undefined>(
    `select w.id from work_orders.work_order w where w.client_id = 1 and w.work_order_status_id = 2
        and not exists (select 1 from work_orders.sla_event e where e.work_order_id = w.id) order by w.id desc limit 1`,
  );
  if (order)
    await session.db.query(
      `update work_orders.work_order set response_due_date = ($2::date + 14)::timestamp at time zone 'Europe/London' + interval '10 hours',
              due_date = ($2::date + 14)::timestamp at time zone 'Europe/London' + interval '16 hours' where id = $1`,
      [order.id, from],
    );
  const truth = await gql<{ slaAttainment: { rows: Row[]; total: Row } }>(
    FINANCE,
    `query ($from: LocalDate!, $to: LocalDate!) { slaAttainment(from: $from, to: $to, groupBy: CLIENT) { rows { ${ROW} } total { ${ROW} } } }`,
    { from, to },
  );
  const rows = truth.slaAttainment.rows;
  expect(rows.length).toBeGreaterThan(0);
  const client1 = rows.find((r) => r.groupId === 1)!;
  expect(client1.fixBreached).toBeGreaterThan(0);

  await openScreen(page, "/reports/sla-attainment");
  const table = page.getByRole("table", { name: "SLA attainment by client" });
  await table.waitFor();
  const line = table.getByRole("row").filter({ hasText: client1.groupName });
  await line.waitFor();
  expect(await line.locator("td").nth(0).textContent()).toBe(String(client1.orders));
  expect(await line.locator("td").nth(5).textContent()).toBe(client1.attainmentPercent == null ? "–" : `${client1.attainmentPercent.toFixed(1)}%`);
  expect(await table.locator("tbody tr").count()).toBe(rows.length);
  await page.getByRole("img", { name: /Attainment by client/ }).waitFor();
  expect(await page.locator(".wo-report-chart canvas").count()).toBe(1);
  await auditNow(page, "SLA attainment by client");

  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export" }).click()]);
  expect(file.suggestedFilename()).toBe(`sla-attainment-client-${from}-${to}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await file.path())!);
  const sheet = book.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[])[1]).toBe("Client");
  const names = [];
  for (let n = 2; n <= sheet.rowCount; n++) names.push(String((sheet.getRow(n).values as unknown[])[1]));
  expect(names).toEqual([...rows.map((r) => r.groupName), "Total"]);
  const fileRow = sheet.getRow(2 + rows.indexOf(client1)).values as unknown[];
  expect([fileRow[2], fileRow[7]]).toEqual([client1.orders, client1.attainmentPercent]);

  await page.locator("#sla-group-by").selectOption("CONTRACTOR");
  await page.getByRole("table", { name: "SLA attainment by contractor" }).waitFor();
}, 180_000);

it("shows a client user its own attainment on a phone (390 x 844), never another client's, and exports the same", async () => {
  const { page } = session;
  const { from, to } = lastFullMonth();
  const clientId = (await one<{ id: number }>("select entity_id as id from identity.app_user where email = $1", [CLIENT])).id;
  // an open order of another client due in mid-month, so that the month holds another client's clocks
  const other = await one<{ id: number } | undefined>(
    `select w.id from work_orders.work_order w where w.client_id <> $1 and w.work_order_status_id = 2
        and not exists (select 1 from work_orders.sla_event e where e.work_order_id = w.id) order by w.id desc limit 1`,
    [clientId],
  );
  if (other)
    await session.db.query(
      `update work_orders.work_order set response_due_date = ($2::date + 14)::timestamp at time zone 'Europe/London' + interval '10 hours',
              due_date = ($2::date + 14)::timestamp at time zone 'Europe/London' + interval '16 hours' where id = $1`,
      [other.id, from],
    );
  const query = `query ($from: LocalDate!, $to: LocalDate!, $groupBy: SlaAttainmentGroupBy!, $clientId: Int) {
    slaAttainment(from: $from, to: $to, groupBy: $groupBy, clientId: $clientId) { rows { ${ROW} } total { ${ROW} } } }`;
  type Answer = { slaAttainment: { rows: Row[]; total: Row } };
  const own = await gql<Answer>(CLIENT, query, { from, to, groupBy: "CONTRACTOR" });
  const staffs = await gql<Answer>(FINANCE, query, { from, to, groupBy: "CONTRACTOR", clientId });
  const everyone = await gql<Answer>(FINANCE, query, { from, to, groupBy: "CONTRACTOR" });
  expect(own).toEqual(staffs);
  expect(own.slaAttainment.rows.length).toBeGreaterThan(0);
  expect(everyone.slaAttainment.total.orders).toBeGreaterThan(own.slaAttainment.total.orders);
  // naming another client answers nothing; grouping by client is refused
  const named = await gql<Answer>(CLIENT, query, { from, to, groupBy: "CONTRACTOR", clientId: clientId + 1 });
  expect([named.slaAttainment.rows, named.slaAttainment.total.orders]).toEqual([[], 0]);
  await expect(gql(CLIENT, query, { from, to, groupBy: "CLIENT" })).rejects.toThrow();

  await signInAs(page, CLIENT);
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await openScreen(page, `/client_portal/${clientId}/sla`);
    const cards = page.getByRole("list", { name: "SLA attainment by contractor" });
    await cards.waitFor();
    const names = await cards.locator(".wo-sla-attainment__card-head strong").allTextContents();
    expect(names).toEqual([...own.slaAttainment.rows.map((r) => r.groupName), "Total"]);
    const total = cards.getByLabel("Total", { exact: true });
    expect(await total.textContent()).toContain(`Orders${own.slaAttainment.total.orders}Response`);
    await page.getByRole("img", { name: /Attainment by contractor/ }).waitFor();
    const sideways = await page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth > window.innerWidth + 1);
    expect(sideways).toBe(false);
    await auditNow(page, "Client portal SLA attainment on a phone");

    const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export" }).click()]);
    expect(file.suggestedFilename()).toBe(`sla-attainment-contractor-${from}-${to}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await file.path())!);
    const sheet = book.worksheets[0]!;
    const fileNames = [];
    for (let n = 2; n <= sheet.rowCount; n++) fileNames.push(String((sheet.getRow(n).values as unknown[])[1]));
    expect(fileNames).toEqual(names);
  } finally {
    await page.setViewportSize({ width: 1600, height: 1000 });
  }

  // the export of another client's figures holds none of them; by client it is refused
  const file = (q: string) =>
    fetch(`${BASE_URL}/Services/SlaAttainment.aspx?from=${from}&to=${to}${q}`, { headers: { authorization: `Bearer ${tokenOf(CLIENT)}` } });
  expect((await file("&groupBy=CLIENT")).status).toBe(403);
  const foreign = new ExcelJS.Workbook();
  await foreign.xlsx.load(Buffer.from(await (await file(`&clientId=${clientId + 1}`)).arrayBuffer()) as never);
  expect(foreign.worksheets[0]!.rowCount).toBe(2);
}, 180_000);

it("shows a contractor user its own attainment by client on a phone (390 x 844), never another contractor's", async () => {
  const { page } = session;
  const { from, to } = lastFullMonth();
  const contractorId = (await one<{ id: number }>("select entity_id as id from identity.app_user where email = $1", [CONTRACTOR])).id;
  const query = `query ($from: LocalDate!, $to: LocalDate!, $groupBy: SlaAttainmentGroupBy!, $contractorId: Int) {
    slaAttainment(from: $from, to: $to, groupBy: $groupBy, contractorId: $contractorId) { rows { ${ROW} } total { ${ROW} } } }`;
  type Answer = { slaAttainment: { rows: Row[]; total: Row } };
  const own = await gql<Answer>(CONTRACTOR, query, { from, to, groupBy: "CLIENT" });
  expect(own).toEqual(await gql<Answer>(FINANCE, query, { from, to, groupBy: "CLIENT", contractorId }));
  const named = await gql<Answer>(CONTRACTOR, query, { from, to, groupBy: "CLIENT", contractorId: contractorId + 1 });
  expect([named.slaAttainment.rows, named.slaAttainment.total.orders]).toEqual([[], 0]);
  await expect(gql(CONTRACTOR, query, { from, to, groupBy: "CONTRACTOR" })).rejects.toThrow();
  expect(own.slaAttainment.rows.length).toBeGreaterThan(0);

  await signInAs(page, CONTRACTOR);
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await openScreen(page, `/contractor_portal/${contractorId}/sla`);
    await page.getByRole("navigation", { name: "Contractor portal" }).getByRole("link", { name: "SLA" }).waitFor();
    const cards = page.getByRole("list", { name: "SLA attainment by client" });
    await cards.waitFor();
    const names = await cards.locator(".wo-sla-attainment__card-head strong").allTextContents();
    expect(names).toEqual([...own.slaAttainment.rows.map((r) => r.groupName), "Total"]);
    const sideways = await page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth > window.innerWidth + 1);
    expect(sideways).toBe(false);
    await auditNow(page, "Contractor portal SLA attainment on a phone");
  } finally {
    await page.setViewportSize({ width: 1600, height: 1000 });
  }
}, 180_000);
