import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { Viewer } from "@wo/shared";
import { sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { workOrdersService } from "../src/service";
import { importInvoices } from "../src/modules/finance/invoice.import";
import { importSupplierCosts } from "../src/modules/finance/supplier-cost.import";

type Svc = Awaited<ReturnType<typeof startTestService>>;
let svc: Svc;
const tokens: Record<string, string> = {};
const finance = new Viewer(viewers.staff(5, { reporting: "full" }));
const em = () => svc.orm.em.fork();
const csv = (text: string, filename = "invoices.csv") => ({ stream: Readable.from([Buffer.from(text)]), filename });
const ref = (id: number) => `WO${String(id).padStart(7, "0")}`;

async function xlsx(rows: unknown[][], filename = "invoices.xlsx") {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Invoices");
  for (const r of rows) ws.addRow(r);
  return { stream: Readable.from([Buffer.from(await wb.xlsx.writeBuffer())]), filename };
}

let site1 = 0;
let contractor1 = "";

/** An order of client 1 in a status, for contractor 1 (or as given), made in the database: the state a test starts from. */
async function order(status: number, extra: { contractor?: number | null; closed?: string | null; actual?: string | null; issue?: string } = {}) {
  const [row] = await sql(
    svc.db.url,
    `insert into work_orders.work_order (date_opened, date_closed, client_id, site_id, contractor_id, work_order_type_id, work_order_status_id,
       issue, estimated_cost, approved_cost, actual_cost)
     values (coalesce($5::timestamptz - interval '10 days', now()), $5::timestamptz, 1, $1, $2, 1, $3, $4, 150, 140.5, $6) returning id, version`,
    [
      site1,
      extra.contractor === undefined ? 1 : extra.contractor,
      status,
      extra.issue ?? "Finance test",
      extra.closed ?? (status === 6 ? "2019-01-15T10:00:00Z" : null),
      extra.actual ?? null,
    ],
  );
  return row as { id: number; version: number };
}

const invoiceFields = (ids: number[]) =>
  sql(
    svc.db.url,
    `select id, invoice_no, to_char(invoice_date at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI') as invoice_date, invoice_amount::text,
            valuation_number, version
       from work_orders.work_order where id = any($1::int[]) order by id`,
    [ids],
  );
const audits = (id: number) =>
  sql(svc.db.url, "select action_taken, action_by_name from work_orders.audit_trail where entity_name = 'WorkOrder' and entity_id = $1 order by id", [
    String(id),
  ]);

beforeAll(async () => {
  svc = await startTestService(workOrdersService, "finance");
  tokens.admin = await tokenFor(viewers.admin());
  tokens.finance = await tokenFor(viewers.staff(5, { reporting: "full" }));
  tokens.management = await tokenFor(viewers.staff(7, { reporting: "read" }));
  tokens.sales = await tokenFor(viewers.staff(3, { customers: "full" }));
  tokens.client1 = await tokenFor(viewers.client(1));
  tokens.contractor1 = await tokenFor(viewers.contractor(1));
  site1 = (await sql(svc.db.url, "select id from assets.site where client_id = 1 order by id limit 1"))[0]!.id;
  contractor1 = (await sql(svc.db.url, "select name from assets.v_contractor where id = 1"))[0]!.name;
}, 120_000);
afterAll(() => svc?.stop());

describe("importInvoices", () => {
  const HEADER = "WorkOrder,InvoiceNo,InvoiceDate,InvoiceAmount,ValuationNo";

  it("refuses a file with one bad row whole, naming the line, column and reason; then the fixed file updates exactly those orders", async () => {
    const a = await order(6);
    const b = await order(12);
    const c = await order(10);
    const untouched = await order(6);
    const before = await invoiceFields([a.id, b.id, c.id, untouched.id]);
    const bad = [
      HEADER,
      `${ref(a.id)},INV-1001,31/01/2019,1250.50,VAL-7`,
      `${b.id},INV-1002,2019-02-01,99,`,
      `${ref(c.id)},INV-1003,31/02/2019,10,VAL-7`,
    ];
    const refused = await importInvoices(em(), finance, csv(bad.join("\n")));
    expect(refused).toEqual({
      updated: 0,
      message: "The file was not imported: 1 bad row",
      rowErrors: [{ line: 4, column: "InvoiceDate", message: "InvoiceDate 31/02/2019 is not a date (DD/MM/YYYY or YYYY-MM-DD)" }],
    });
    expect(await invoiceFields([a.id, b.id, c.id, untouched.id])).toEqual(before);

    const fixed = [...bad.slice(0, 3), `${ref(c.id)},INV-1003,28/02/2019,10,VAL-7`];
    expect(await importInvoices(em(), finance, csv(fixed.join("\n")))).toEqual({ updated: 3, message: null, rowErrors: [] });
    const after = await invoiceFields([a.id, b.id, c.id, untouched.id]);
    expect(after).toEqual([
      {
        id: a.id,
        invoice_no: "INV-1001",
        invoice_date: "2019-01-31 00:00",
        invoice_amount: "1250.500",
        valuation_number: "VAL-7",
        version: a.version + 1,
      },
      // no valuation number in the row: the order's stays as it was (none)
      {
        id: b.id,
        invoice_no: "INV-1002",
        invoice_date: "2019-02-01 00:00",
        invoice_amount: "99.000",
        valuation_number: null,
        version: b.version + 1,
      },
      {
        id: c.id,
        invoice_no: "INV-1003",
        invoice_date: "2019-02-28 00:00",
        invoice_amount: "10.000",
        valuation_number: "VAL-7",
        version: c.version + 1,
      },
      before[3],
    ]);
    expect(await audits(a.id)).toEqual([
      { action_taken: "Invoice INV-1001 of £1,250.50 dated 31/01/2019 imported, valuation number VAL-7", action_by_name: "Test Staff" },
    ]);
    expect(await audits(untouched.id)).toEqual([]);
  });

  it("checks every row and answers every bad one, in line order, with each reason", async () => {
    const ok = await order(6);
    const cancelled = await order(9);
    const rows = [
      HEADER,
      `${ref(ok.id)},INV-1,2019-01-01,10,`,
      `WO9999999,INV-2,2019-01-01,10,`,
      `${ok.id},INV-3,2019-01-01,10,`,
      `${ref(cancelled.id)},INV-4,2019-01-01,10,`,
      ``,
      `,INV-6,,,`,
      `${ref(ok.id + 100000)},${"X".repeat(51)},2999-01-01,-5,`,
      `nonsense,INV-5,01/01/2019,£1,234.5x,`,
    ];
    const out = await importInvoices(em(), finance, csv(rows.join("\n")));
    expect(out.updated).toBe(0);
    expect(out.message).toBe("The file was not imported: 6 bad rows");
    expect(out.rowErrors).toEqual([
      { line: 3, column: "WorkOrder", message: "WorkOrder WO9999999 is not a work order" },
      { line: 4, column: "WorkOrder", message: `WorkOrder ${ref(ok.id)} is repeated (first on line 2)` },
      {
        line: 5,
        column: "WorkOrder",
        message: `WorkOrder ${ref(cancelled.id)} is Cancelled: invoices are not recorded against orders that are Awaiting Response, Pending, Cancelled or Discarded`,
      },
      {
        line: 7,
        column: null,
        message: "WorkOrder is required; InvoiceDate is required; InvoiceAmount is required",
      },
      {
        line: 8,
        column: null,
        message: `WorkOrder ${ref(ok.id + 100000)} is not a work order; InvoiceNo must be 50 characters or fewer; InvoiceDate 2999-01-01 is in the future; InvoiceAmount -5 must be 0 or more`,
      },
      // a comma inside an unquoted amount splits the row
      { line: 9, column: null, message: "The row has 6 values; the header has 5" },
    ]);
    expect((await invoiceFields([ok.id]))[0]!.invoice_no).toBeNull();
  });

  it("refuses a header without a required column on line 1", async () => {
    const out = await importInvoices(em(), finance, csv("WorkOrder,InvoiceNo,InvoiceDate\nWO0000001,A,2019-01-01\n"));
    expect(out.updated).toBe(0);
    expect(out.rowErrors).toHaveLength(1);
    expect(out.rowErrors[0]).toMatchObject({ line: 1, column: null });
    expect(out.rowErrors[0]!.message).toContain("InvoiceAmount");
  });

  it("reads an XLSX: dates and numbers as typed cells, other header names, and formula-looking text kept as text", async () => {
    const a = await order(6);
    const b = await order(7);
    const file = await xlsx([
      ["Reference", "Invoice Number", "Invoice Date", "Invoice Amount", "Valuation Number"],
      [ref(a.id), '=HYPERLINK("http://evil")', new Date(Date.UTC(2019, 2, 5)), 1234.5, "@SUM(A1)"],
      [b.id, "'=1+1", "05/03/2019", { formula: "2+3", result: 5 }, "+44"],
    ]);
    expect(await importInvoices(em(), finance, file)).toEqual({ updated: 2, message: null, rowErrors: [] });
    const rows = await invoiceFields([a.id, b.id]);
    expect(rows.map((r) => [r.invoice_no, r.invoice_date, r.invoice_amount, r.valuation_number])).toEqual([
      ['=HYPERLINK("http://evil")', "2019-03-05 00:00", "1234.500", "@SUM(A1)"],
      // an export's apostrophe comes off again; a formula cell is read by its result
      ["=1+1", "2019-03-05 00:00", "5.000", "+44"],
    ]);
  });

  it("refuses an amount that is a formula's text", async () => {
    const a = await order(6);
    const out = await importInvoices(em(), finance, csv(`${HEADER}\n${ref(a.id)},INV-9,2019-01-01,=1+1,\n`));
    expect(out.rowErrors).toEqual([{ line: 2, column: "InvoiceAmount", message: "InvoiceAmount =1+1 is not an amount (up to 3 decimals)" }]);
  });
});

describe("importSupplierCosts", () => {
  const HEADER = "WorkOrder,Contractor,Cost";

  it("refuses a bad row whole (another contractor, a status whose cost is fixed, a cost of 0); the fixed file sets exactly those actual costs", async () => {
    const completed = await order(7, { actual: "100" });
    const query = await order(11);
    const submitted = await order(12, { actual: "75.5" });
    const closed = await order(6, { actual: "60" });
    const other = (await sql(svc.db.url, "select name from assets.v_contractor where id = 2"))[0]!.name as string;
    const rows = [
      HEADER,
      `${ref(completed.id)},${contractor1.toUpperCase()},120.25`,
      `${ref(query.id)},${other},50`,
      `${ref(submitted.id)},${contractor1},0`,
      `${ref(closed.id)},${contractor1},65`,
    ];
    const out = await importSupplierCosts(em(), finance, csv(rows.join("\n")));
    expect(out).toEqual({
      updated: 0,
      message: "The file was not imported: 3 bad rows",
      rowErrors: [
        { line: 3, column: "Contractor", message: `Contractor ${other} is not the contractor of ${ref(query.id)} (${contractor1})` },
        { line: 4, column: "Cost", message: "Cost 0 must be greater than 0" },
        {
          line: 5,
          column: "WorkOrder",
          message: `${ref(closed.id)}: Supplier costs are imported for work orders that are Completed, Query or Submitted: this one is Closed`,
        },
      ],
    });
    const costs = () =>
      sql(svc.db.url, "select id, actual_cost::text, version from work_orders.work_order where id = any($1::int[]) order by id", [
        [completed.id, query.id, submitted.id, closed.id],
      ]);
    const before = await costs();
    expect(before.map((r) => r.actual_cost)).toEqual(["100.000", null, "75.500", "60.000"]);

    const fixed = [HEADER, rows[1], `${ref(query.id)},${contractor1},50`, `${submitted.id},${contractor1},80`];
    expect(await importSupplierCosts(em(), finance, csv(fixed.join("\n")))).toEqual({ updated: 3, message: null, rowErrors: [] });
    expect(await costs()).toEqual([
      { id: completed.id, actual_cost: "120.250", version: completed.version + 1 },
      { id: query.id, actual_cost: "50.000", version: query.version + 1 },
      { id: submitted.id, actual_cost: "80.000", version: submitted.version + 1 },
      before[3],
    ]);
    expect((await audits(completed.id)).map((a) => a.action_taken)).toEqual([
      "Actual cost changed from £100.00 to £120.25 by the supplier costs import",
    ]);
    expect((await audits(query.id)).map((a) => a.action_taken)).toEqual(["Actual cost changed from none to £50.00 by the supplier costs import"]);
  });

  it("refuses an order without a contractor", async () => {
    const none = await order(7, { contractor: null });
    const out = await importSupplierCosts(em(), finance, csv(`${HEADER}\n${ref(none.id)},${contractor1},10\n`));
    expect(out.rowErrors).toEqual([{ line: 2, column: "Contractor", message: `${ref(none.id)} has no contractor` }]);
  });
});

/** A GraphQL multipart request (an Upload variable) to the subgraph. */
async function uploadMutation(field: "importInvoices" | "importSupplierCosts", text: string, who: string) {
  const form = new FormData();
  form.append(
    "operations",
    JSON.stringify({
      query: `mutation ($file: Upload!) { ${field}(file: $file) { updated error { code message } rowErrors { line column message } } }`,
      variables: { file: null },
    }),
  );
  form.append("map", JSON.stringify({ 0: ["variables.file"] }));
  form.append("0", new Blob([text], { type: "text/csv" }), "file.csv");
  const res = await fetch(svc.url, {
    method: "POST",
    headers: { authorization: `Bearer ${tokens[who]}`, "apollo-require-preflight": "true" },
    body: form,
  });
  return (await res.json()) as { data?: Record<string, any> | null; errors?: { extensions?: { code?: string } }[] };
}

describe("the import mutations", () => {
  it("answer staff with reporting at full, refusing everyone else", async () => {
    const a = await order(6);
    const text = `WorkOrder,InvoiceNo,InvoiceDate,InvoiceAmount\n${ref(a.id)},INV-GQL,2019-01-01,1\nWO9999999,X,2019-01-01,1\n`;
    const r = await uploadMutation("importInvoices", text, "finance");
    expect(r.data!.importInvoices).toEqual({
      updated: 0,
      error: { code: "INVALID", message: "The file was not imported: 1 bad row" },
      rowErrors: [{ line: 3, column: "WorkOrder", message: "WorkOrder WO9999999 is not a work order" }],
    });
    for (const who of ["management", "sales", "client1", "contractor1"]) {
      for (const field of ["importInvoices", "importSupplierCosts"] as const) {
        const refused = await uploadMutation(field, text, who);
        expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      }
    }
    const good = await uploadMutation("importInvoices", text.split("\n").slice(0, 2).join("\n"), "admin");
    expect(good.data!.importInvoices).toEqual({ updated: 1, error: null, rowErrors: [] });
  });
});

describe("GET /exports/ClosedWorkOrders", () => {
  const download = (query: string, who?: string) =>
    fetch(`${svc.url.replace(/\/graphql$/, "")}/exports/ClosedWorkOrders${query}`, {
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    });

  it("writes the orders closed on those London days, oldest first, money as £ numbers and dates as dates", async () => {
    // 30 June 2018 23:30 UTC is 1 July in London (BST); 1 July 23:30 UTC is 2 July
    const late = await order(6, { closed: "2018-06-30T23:30:00Z", actual: "99.125" });
    const first = await order(6, { closed: "2018-07-01T08:00:00Z", issue: "=cmd|' /C calc'!A0" });
    const outside = await order(6, { closed: "2018-07-01T23:30:00Z" });
    const before = await order(6, { closed: "2018-06-30T22:59:00Z" });
    await sql(
      svc.db.url,
      "update work_orders.work_order set invoice_no = '=1+2', invoice_date = '2018-07-20T23:00:00Z', invoice_amount = 1234.5, valuation_number = 'V-1' where id = $1",
      [first.id],
    );
    const res = await download("?dateFrom=01/07/2018&dateTo=2018-07-01", "finance");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="closed-work-orders-2018-07-01-2018-07-01\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Work Order",
      "Client",
      "Site Code",
      "Site Name",
      "Contractor",
      "WO Type",
      "Trade",
      "Sub Trade",
      "Logged Date",
      "Date Closed",
      "Estimated Cost",
      "Submitted Cost",
      "Approved Cost",
      "Valuation No",
      "Invoice No",
      "Invoice Date",
      "Invoice Amount",
      "Financial Code",
    ]);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.rowCount).toBe(3);
    const [r1, r2] = [sheet.getRow(2), sheet.getRow(3)];
    expect([r1.getCell(1).value, r2.getCell(1).value]).toEqual([ref(late.id), ref(first.id)]);
    expect([outside.id, before.id].map(ref)).not.toContain(r1.getCell(1).value);
    // London wall-clock time, as a date cell
    expect(r1.getCell(10).value).toEqual(new Date(Date.UTC(2018, 6, 1, 0, 30)));
    expect(r1.getCell(10).numFmt).toBe("dd/mm/yyyy hh:mm");
    expect(r1.getCell(12).value).toBe(99.125);
    expect(r1.getCell(11).value).toBe(150);
    expect(r1.getCell(13).value).toBe(140.5);
    expect(r1.getCell(12).numFmt).toContain("£");
    expect(r2.getCell(15).value).toBe("'=1+2");
    expect(r2.getCell(16).value).toEqual(new Date(Date.UTC(2018, 6, 21)));
    expect(r2.getCell(16).numFmt).toBe("dd/mm/yyyy");
    expect(r2.getCell(17).value).toBe(1234.5);
    expect(r2.getCell(14).value).toBe("V-1");
    const [names] = await sql(
      svc.db.url,
      "select c.name as client, s.site_code, s.name as site, k.name as contractor from assets.v_client c, assets.v_site s, assets.v_contractor k where c.id = 1 and s.id = $1 and k.id = 1",
      [site1],
    );
    expect([r1.getCell(2).value, r1.getCell(3).value, r1.getCell(4).value, r1.getCell(5).value]).toEqual([
      names!.client,
      names!.site_code,
      names!.site,
      names!.contractor,
    ]);
    expect(r1.getCell(6).value).toBe("Reactive");
    for (let c = 1; c <= 18; c++) expect(String(r1.getCell(c).value ?? "")).not.toMatch(/^=/);
  });

  it("holds every order closed in a wide range, as many as the database has", async () => {
    const [{ n }] = (await sql(
      svc.db.url,
      "select count(*)::int as n from work_orders.work_order where date_closed >= '2000-01-01' and date_closed < now() + interval '1 day'",
    )) as [{ n: number }];
    const res = await download(`?dateFrom=2000-01-01&dateTo=2100-01-01`, "management");
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    expect(book.worksheets[0]!.rowCount - 1).toBe(n);
    expect(n).toBeGreaterThan(1000);
  });

  it("answers the spec's messages and refuses portal users and staff without reporting", async () => {
    const message = async (q: string, who: string) => {
      const r = await download(q, who);
      return [r.status, await r.json()];
    };
    expect(await message("?dateTo=2019-01-01", "finance")).toEqual([400, { Message: "From date required" }]);
    expect(await message("?dateFrom=2019-01-01", "finance")).toEqual([400, { Message: "To date required" }]);
    expect(await message("?dateFrom=2019-13-01&dateTo=2019-01-01", "finance")).toEqual([
      400,
      { Message: "dateFrom must be a date (DD/MM/YYYY or YYYY-MM-DD)" },
    ]);
    expect(await message("?dateFrom=2019-02-01&dateTo=2019-01-01", "finance")).toEqual([400, { Message: "From date must be on or before To date" }]);
    for (const who of ["client1", "contractor1", "sales"]) expect((await download("?dateFrom=2019-01-01&dateTo=2019-01-31", who)).status).toBe(403);
    expect((await download("?dateFrom=2019-01-01&dateTo=2019-01-31")).status).toBe(401);
  });
});
