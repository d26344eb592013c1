import ExcelJS from "exceljs";
import { gatewayUrl, sql } from "@wo/shared/testing";
import { login } from "./http";

const db = () => process.env.TEST_STACK_DB_URL!;
const ref = (id: number) => `WO${String(id).padStart(7, "0")}`;

let finance: string;
let management: string;
let sales: string;
let client1: string;
let contractor1: string;

beforeAll(async () => {
  [finance, management, sales, client1, contractor1] = await Promise.all(
    ["finance@example.com", "management@example.com", "sales@example.com", "client@example.com", "contractor@example.com"].map(login),
  );
});

/** Two closed orders of this suite's own, closed on a day no other order was (far in the past). */
async function closedOrders(day: string): Promise<number[]> {
  const [site] = await sql(db(), "select id from assets.site where client_id = 1 order by id limit 1");
  const rows = await sql(
    db(),
    `insert into work_orders.work_order (date_opened, date_closed, client_id, site_id, contractor_id, work_order_type_id, work_order_status_id, issue, actual_cost)
     select $1::timestamptz - interval '3 days', $1::timestamptz + n * interval '1 hour', 1, $2, 1, 1, 6, 'Finance shim test', 10 * n from generate_series(1, 2) n
     returning id`,
    [`${day}T09:00:00Z`, site!.id],
  );
  return rows.map((r) => r.id as number).sort((a, b) => a - b);
}

async function post(path: string, token: string | null, file: { text: string; name: string } | null) {
  const form = new FormData();
  if (file) form.append("file", new Blob([file.text], { type: "text/csv" }), file.name);
  else form.append("note", "nothing chosen");
  const res = await fetch(`${gatewayUrl()}/Services${path}`, {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

describe("POST /Services/ImportInvoices.aspx", () => {
  it("refuses a file with a bad row whole, naming it; then imports the fixed file", async () => {
    const [a, b] = await closedOrders("2017-03-01");
    const bad = `WorkOrder,InvoiceNo,InvoiceDate,InvoiceAmount,ValuationNo\n${ref(a!)},SHIM-1,01/03/2017,12.5,V-SHIM\n${ref(b!)},SHIM-2,2017-03-01,ten,\n`;
    const refused = await post("/ImportInvoices.aspx", finance, { text: bad, name: "invoices.csv" });
    expect(refused).toEqual({
      status: 400,
      body: {
        Message: "The file was not imported: 1 bad row",
        Rows: [{ Line: 3, Column: "InvoiceAmount", Message: "InvoiceAmount ten is not an amount (up to 3 decimals)" }],
      },
    });
    expect(
      (await sql(db(), "select count(*)::int as n from work_orders.work_order where id = any($1::int[]) and invoice_no is not null", [[a, b]]))[0]!.n,
    ).toBe(0);
    const good = await post("/ImportInvoices.aspx", finance, { text: bad.replace(",ten,", ",10,"), name: "invoices.csv" });
    expect(good).toEqual({ status: 200, body: { Message: "2 work orders updated", Updated: 2 } });
    const rows = await sql(
      db(),
      "select invoice_no, invoice_amount::float as amount, valuation_number from work_orders.work_order where id = any($1::int[]) order by id",
      [[a, b]],
    );
    expect(rows).toEqual([
      { invoice_no: "SHIM-1", amount: 12.5, valuation_number: "V-SHIM" },
      { invoice_no: "SHIM-2", amount: 10, valuation_number: null },
    ]);
  });

  it("answers 'No files selected' without a file, and refuses portal users and staff without reporting at full", async () => {
    expect(await post("/ImportInvoices.aspx", finance, null)).toEqual({ status: 400, body: { Message: "No files selected" } });
    const file = { text: "WorkOrder,InvoiceNo,InvoiceDate,InvoiceAmount\nWO0000001,X,2017-01-01,1\n", name: "i.csv" };
    for (const path of ["/ImportInvoices.aspx", "/ImportSupplierCosts.aspx"]) {
      for (const token of [client1, contractor1, management, sales]) expect((await post(path, token, file)).status).toBe(403);
      expect((await post(path, null, file)).status).toBe(401);
    }
  });
});

describe("POST /Services/ImportSupplierCosts.aspx", () => {
  it("sets the actual cost of a Completed order of the named contractor", async () => {
    const [site] = await sql(db(), "select id from assets.site where client_id = 1 order by id limit 1");
    const [wo] = await sql(
      db(),
      `insert into work_orders.work_order (date_opened, client_id, site_id, contractor_id, work_order_type_id, work_order_status_id, issue, actual_cost)
       values (now(), 1, $1, 1, 1, 7, 'Supplier cost shim test', 40) returning id`,
      [site!.id],
    );
    const [k] = await sql(db(), "select name from assets.v_contractor where id = 1");
    const out = await post("/ImportSupplierCosts.aspx", finance, {
      text: `WorkOrder,Contractor,Cost\n${ref(wo!.id)},${k!.name},45.5\n`,
      name: "costs.csv",
    });
    expect(out).toEqual({ status: 200, body: { Message: "1 work order updated", Updated: 1 } });
    expect((await sql(db(), "select actual_cost::float as c from work_orders.work_order where id = $1", [wo!.id]))[0]!.c).toBe(45.5);
  });
});

describe("GET /Services/ClosedWorkOrders.aspx", () => {
  const download = (query: string, token?: string) =>
    fetch(`${gatewayUrl()}/Services/ClosedWorkOrders.aspx${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("streams the orders closed in the range as XLSX, named by Content-Disposition", async () => {
    const ids = await closedOrders("2016-05-10");
    const res = await download("?dateFrom=2016-05-10&dateTo=10/05/2016", finance);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="closed-work-orders-2016-05-10-2016-05-10\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value]).toEqual(ids.map(ref));
    expect(sheet.getRow(3).getCell(12).value).toBe(20);
  });

  it("answers the spec's messages, and 403 to portal users and staff without reporting", async () => {
    const r = await download("?dateTo=2016-05-10", finance);
    expect([r.status, await r.json()]).toEqual([400, { Message: "From date required" }]);
    const t = await download("?dateFrom=2016-05-10", finance);
    expect([t.status, await t.json()]).toEqual([400, { Message: "To date required" }]);
    for (const token of [client1, contractor1, sales]) expect((await download("?dateFrom=2016-05-10&dateTo=2016-05-10", token)).status).toBe(403);
  });
});

describe("the report builder's shims", () => {
  const gql = (token: string, query: string, variables?: Record<string, unknown>) =>
    fetch(`${gatewayUrl()}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    }).then((r) => r.json() as Promise<any>);
  const download = (id: number | string, body: unknown, token?: string) =>
    fetch(`${gatewayUrl()}/api/Reports/download/${id}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  let id = 0;

  beforeAll(async () => {
    const r = await gql(
      finance,
      `mutation ($input: SaveSavedReportInput!) { saveSavedReport(input: $input) { savedReport { id } error { message } } }`,
      {
        input: {
          name: `Shim report ${process.pid}`,
          description: "Closed in May 2016",
          source: "ORDER_LOG",
          columns: ["orderNumber", "submittedCost"],
        },
      },
    );
    id = r.data.saveSavedReport.savedReport.id;
  });

  it("GET /api/Reports/builderlist: the saved reports, staff with reporting only", async () => {
    const res = await fetch(`${gatewayUrl()}/api/Reports/builderlist`, { headers: { authorization: `Bearer ${finance}` } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { Data: Record<string, unknown>[]; Total: number };
    expect(body.Total).toBe(body.Data.length);
    expect(body.Data.find((r) => r.id === id)).toEqual({
      id,
      ReportName: `Shim report ${process.pid}`,
      Description: "Closed in May 2016",
      LastRan: null,
      Source: "ORDER_LOG",
      Columns: ["orderNumber", "submittedCost"],
      SortField: null,
      SortDirection: "ASC",
      ValuationNumber: null,
      LastRanByName: null,
    });
    for (const token of [client1, contractor1, sales])
      expect((await fetch(`${gatewayUrl()}/api/Reports/builderlist`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(403);
  });

  it("POST /api/Reports/download/{id}: the file, named by Content-Disposition; the spec's messages; Last Ran", async () => {
    const ids = await closedOrders("2016-05-20");
    // the legacy body's names, in any case
    const res = await download(id, { id, Clientid: 1, StartDate: "2016-05-17", EndDate: "2016-05-17" }, finance);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="shim-report-${process.pid}-2016-05-17-2016-05-17\\.xlsx"`),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, "Order Number", "Submitted Cost"]);
    // the two orders were logged on 17 May 2016 (three days before they closed)
    expect([2, 3].map((r) => sheet.getRow(r).getCell(1).value)).toEqual(ids.map(ref));
    expect(sheet.getRow(2).getCell(2).value).toBe(10);

    const list = (await (await fetch(`${gatewayUrl()}/api/Reports/builderlist`, { headers: { authorization: `Bearer ${finance}` } })).json()) as {
      Data: { id: number; LastRan: string | null }[];
    };
    expect(list.Data.find((r) => r.id === id)!.LastRan).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const message = async (body: unknown) => {
      const r = await download(id, body, finance);
      return [r.status, await r.json()];
    };
    expect(await message({ id, StartDate: "2016-05-01", EndDate: "2016-05-31" })).toEqual([400, { Message: "ClientId not selected" }]);
    expect(await message({ id, clientid: "1", EndDate: "2016-05-31" })).toEqual([400, { Message: "From date required" }]);
    expect(await message({ id, CLIENTID: 1, startdate: "2016-05-01", EndDate: "" })).toEqual([400, { Message: "To date required" }]);
    for (const token of [client1, contractor1, sales])
      expect((await download(id, { id, Clientid: 1, StartDate: "2016-05-01", EndDate: "2016-05-31" }, token)).status).toBe(403);
    expect((await download(id, { id, Clientid: 1, StartDate: "2016-05-01", EndDate: "2016-05-31" })).status).toBe(401);
  });

  it("GET /Services/ReportBuilder.aspx runs it too, and refuses portal users", async () => {
    const url = `${gatewayUrl()}/Services/ReportBuilder.aspx?id=${id}&clientid=1&startdate=2016-05-17&enddate=2016-05-17`;
    const res = await fetch(url, { headers: { authorization: `Bearer ${finance}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    await res.arrayBuffer();
    expect((await fetch(url, { headers: { authorization: `Bearer ${client1}` } })).status).toBe(403);
  });
});
