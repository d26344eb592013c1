import ExcelJS from "exceljs";
import { errorCode, graphql, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { workOrdersService } from "../src/service";
import { REPORT_COLUMNS } from "../src/modules/report/report.columns";
import { ReportSource } from "../src/modules/report/report.type";
import { ORDER_LOG_LIST } from "../src/modules/report/report.reader";

type Svc = Awaited<ReturnType<typeof startTestService>>;
let svc: Svc;
const tokens: Record<string, string> = {};

const gql = async <T = any>(query: string, variables: Record<string, unknown>, who: string) => graphql<T>(svc.url, query, variables, tokens[who]);
const ok = async <T = any>(query: string, variables: Record<string, unknown>, who = "finance"): Promise<T> => {
  const r = await gql<T>(query, variables, who);
  if (r.errors) throw new Error(`${who}: ${JSON.stringify(r.errors)}`);
  return r.data!;
};
const db = <T extends Record<string, any> = Record<string, any>>(text: string, params: unknown[] = []) => sql<T>(svc.db.url, text, params);

const ROW = `id orderNumber clientId clientName siteCode siteName instructions description workOrderType trade subTrade status loggedDate dateClosed
  dueDate contractorName contractorShortName submittedCost estimatedCost approvedCost valuationNumber invoiceNo invoiceDate invoiceAmount netValue
  accrualValue expenseCode queryReason methodOfReporting assetCode assetNumber opsDirector opsManager surveyor`;
const LIST_ARGS = `$page: Int! = 1, $pageSize: Int! = 100, $sort: [ReportOrderSortInput!], $dateFrom: LocalDate, $dateTo: LocalDate`;
const ORDER_LOG = `query O(${LIST_ARGS}, $clientId: Int, $valuationNumber: String) {
  orderLogReport(page: $page, pageSize: $pageSize, sort: $sort, dateFrom: $dateFrom, dateTo: $dateTo, clientId: $clientId, valuationNumber: $valuationNumber) {
    totalCount totalCountExact nodes { ${ROW} } } }`;
const VALUATION = `query V(${LIST_ARGS}) {
  valuationReport(page: $page, pageSize: $pageSize, sort: $sort, dateFrom: $dateFrom, dateTo: $dateTo) { totalCount totalCountExact nodes { ${ROW} } } }`;
const QUERY = `query Q(${LIST_ARGS}, $clientId: Int, $valuationNumber: String) {
  queryReport(page: $page, pageSize: $pageSize, sort: $sort, dateFrom: $dateFrom, dateTo: $dateTo, clientId: $clientId, valuationNumber: $valuationNumber) {
    totalCount totalCountExact nodes { ${ROW} } } }`;
const CONTRACTOR_LOG = `query O($sort: [ReportOrderSortInput!]) { orderLogReport(pageSize: 500, sort: $sort) { totalCount nodes { id orderNumber submittedCost contractorName } } }`;

/** London's calendar day of an instant. */
const londonDay = (iso: string) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date(iso));

beforeAll(async () => {
  svc = await startTestService(workOrdersService, "reports");
  tokens.admin = await tokenFor(viewers.admin());
  tokens.finance = await tokenFor(viewers.staff(5, { reporting: "full" }));
  tokens.management = await tokenFor(viewers.staff(6, { reporting: "read" }));
  tokens.sales = await tokenFor(viewers.staff(1, {}));
  tokens.client1 = await tokenFor(viewers.client(1));
  tokens.contractor1 = await tokenFor(viewers.contractor(1));
  // a few orders on the edges of a London day (BST): 23:30 UTC on 30 June is 00:30 on 1 July in London
  const ids = (await db(`select id from work_orders.work_order order by id limit 3`)).map((r) => r.id as number);
  await db(`update work_orders.work_order set date_opened = '2026-06-30T22:59:59Z' where id = $1`, [ids[0]]);
  await db(`update work_orders.work_order set date_opened = '2026-06-30T23:30:00Z' where id = $1`, [ids[1]]);
  await db(`update work_orders.work_order set date_opened = '2026-07-01T22:59:59Z', valuation_number = 'VAL-EDGE-1' where id = $1`, [ids[2]]);
}, 60_000);
afterAll(() => svc?.stop());

describe("order log", () => {
  it("lists orders logged within London days, both ends included, by order number", async () => {
    const edge = (await db(`select id from work_orders.work_order order by id limit 3`)).map((r) => r.id as number);
    const one = await ok(ORDER_LOG, { dateFrom: "2026-07-01", dateTo: "2026-07-01" });
    const ids = one.orderLogReport.nodes.map((n: any) => n.id);
    expect(ids).toEqual(expect.arrayContaining([edge[1], edge[2]]));
    expect(ids).not.toContain(edge[0]);
    for (const n of one.orderLogReport.nodes) expect(londonDay(n.loggedDate)).toBe("2026-07-01");
    const june = await ok(ORDER_LOG, { dateTo: "2026-06-30", pageSize: 500 });
    expect(june.orderLogReport.nodes.map((n: any) => n.id)).toContain(edge[0]);
    expect(june.orderLogReport.nodes.map((n: any) => n.id)).not.toContain(edge[1]);
  });

  it("counts exactly the orders the conditions hold, and filters by client and valuation number (prefix, case aside)", async () => {
    const [{ n }] = await db(
      `select count(*)::int as n from work_orders.work_order where client_id = 1
         and date_opened >= ('2026-01-01'::date::timestamp at time zone 'Europe/London') and date_opened < ('2026-12-01'::date::timestamp at time zone 'Europe/London')`,
    );
    const r = await ok(ORDER_LOG, { dateFrom: "2026-01-01", dateTo: "2026-11-30", clientId: 1, pageSize: 10 });
    expect(r.orderLogReport.totalCount).toBe(n);
    expect(r.orderLogReport.totalCountExact).toBe(true);
    expect(r.orderLogReport.nodes.every((x: any) => x.clientId === 1)).toBe(true);
    const ids = r.orderLogReport.nodes.map((x: any) => x.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const val = await ok(ORDER_LOG, { valuationNumber: "val-edge" });
    expect(val.orderLogReport.nodes.map((x: any) => x.valuationNumber)).toEqual(["VAL-EDGE-1"]);
  });

  it("sorts by every column both ways", async () => {
    const fields = Object.keys(ORDER_LOG_LIST.columns);
    expect(fields.length).toBeGreaterThan(25);
    for (const field of fields)
      for (const direction of ["ASC", "DESC"]) {
        const r = await gql(ORDER_LOG, { sort: [{ field, direction }], pageSize: 30 }, "finance");
        expect({ field, direction, errors: r.errors }).toEqual({ field, direction, errors: undefined });
      }
    const byDate = await ok(ORDER_LOG, { sort: [{ field: "LOGGED_DATE", direction: "DESC" }], pageSize: 50 });
    const dates = byDate.orderLogReport.nodes.map((n: any) => Date.parse(n.loggedDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const bySite = await ok(ORDER_LOG, { sort: [{ field: "SITE_CODE", direction: "ASC" }], pageSize: 50 });
    const codes = bySite.orderLogReport.nodes.map((n: any) => n.siteCode);
    expect(codes).toEqual([...codes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("a 10-character date that names no day is refused", async () => {
    const r = await gql(ORDER_LOG, { dateFrom: "2026-02-31" }, "finance");
    expect(errorCode(r)).toBe("BAD_USER_INPUT");
  });

  it("a contractor reads its own orders only, and never the staff columns", async () => {
    const r = await ok(CONTRACTOR_LOG, {}, "contractor1");
    const [{ n }] = await db(`select count(*)::int as n from work_orders.work_order where contractor_id = 1`);
    expect(r.orderLogReport.totalCount).toBe(n);
    const mine = new Set((await db(`select id from work_orders.work_order where contractor_id = 1`)).map((x) => x.id));
    expect(r.orderLogReport.nodes.every((x: any) => mine.has(x.id))).toBe(true);
    const cost = await gql(`{ orderLogReport(pageSize: 1) { nodes { id estimatedCost } } }`, {}, "contractor1");
    expect(errorCode(cost)).toBe("FORBIDDEN");
    const sorted = await gql(CONTRACTOR_LOG, { sort: [{ field: "APPROVED_COST", direction: "ASC" }] }, "contractor1");
    expect(errorCode(sorted)).toBe("FORBIDDEN");
    expect(errorCode(await gql(VALUATION, {}, "contractor1"))).toBe("FORBIDDEN");
    expect(errorCode(await gql(QUERY, {}, "contractor1"))).toBe("FORBIDDEN");
  });

  it("clients and staff without reporting are refused; management reads", async () => {
    for (const who of ["client1", "sales"]) {
      expect(errorCode(await gql(ORDER_LOG, {}, who))).toBe("FORBIDDEN");
      expect(errorCode(await gql(VALUATION, {}, who))).toBe("FORBIDDEN");
      expect(errorCode(await gql(QUERY, {}, who))).toBe("FORBIDDEN");
    }
    expect((await ok(ORDER_LOG, {}, "management")).orderLogReport.totalCount).toBeGreaterThan(0);
  });

  it("gives each row's work order, tenancy-checked", async () => {
    const r = await ok(`{ orderLogReport(pageSize: 3) { nodes { id workOrder { id refNo } } } }`, {}, "contractor1");
    for (const n of r.orderLogReport.nodes) expect(n.workOrder.id).toBe(n.id);
  });
});

describe("valuation report", () => {
  it("holds Closed, Approved and Submitted orders with a submitted cost, by site code, with net and accrual values", async () => {
    const r = await ok(VALUATION, { pageSize: 500 });
    const [{ n }] = await db(
      `select count(*)::int as n from work_orders.work_order where work_order_status_id in (6, 10, 12) and actual_cost is not null`,
    );
    expect(r.valuationReport.totalCount).toBe(n);
    const codes = r.valuationReport.nodes.map((x: any) => x.siteCode);
    expect(codes).toEqual([...codes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const x of r.valuationReport.nodes) {
      expect(["Closed", "Approved", "Submitted"]).toContain(x.status);
      const net = ["Closed", "Approved"].includes(x.status) && x.approvedCost != null ? x.approvedCost : x.submittedCost;
      expect(Number(x.netValue)).toBeCloseTo(Number(net), 3);
      expect(Number(x.accrualValue)).toBeCloseTo(Math.max(Number(net) - Number(x.invoiceAmount ?? 0), 0), 3);
      expect([x.opsDirector, x.opsManager, x.surveyor]).toEqual([null, null, null]);
    }
  });

  it("is dated by when the order closed, else its status date", async () => {
    const [o] = await db(
      `select id, coalesce(date_closed, date_status) as d from work_orders.work_order where work_order_status_id in (6, 10, 12) and actual_cost is not null and coalesce(date_closed, date_status) is not null limit 1`,
    );
    const day = londonDay((o!.d as Date).toISOString());
    const r = await ok(VALUATION, { dateFrom: day, dateTo: day, pageSize: 500 });
    expect(r.valuationReport.nodes.map((x: any) => x.id)).toContain(o!.id);
  });
});

describe("query report", () => {
  it("holds orders in Query with their reason, newest logged first", async () => {
    const r = await ok(QUERY, { pageSize: 500 });
    const [{ n }] = await db(`select count(*)::int as n from work_orders.work_order where work_order_status_id = 11`);
    expect(r.queryReport.totalCount).toBe(n);
    expect(n).toBeGreaterThan(0);
    expect(r.queryReport.nodes.every((x: any) => x.status === "Query")).toBe(true);
    const dates = r.queryReport.nodes.map((x: any) => Date.parse(x.loggedDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

describe("charts", () => {
  it("count exactly the lists' rows", async () => {
    const args = { dateFrom: "2026-01-01", dateTo: "2026-11-30", clientId: 1 };
    const weeks = (
      await ok(
        `query C($dateFrom: LocalDate, $dateTo: LocalDate, $clientId: Int) { orderLogChart(dateFrom: $dateFrom, dateTo: $dateTo, clientId: $clientId) { weekStart logged closed } }`,
        args,
      )
    ).orderLogChart;
    const list = await ok(ORDER_LOG, { ...args, pageSize: 1 });
    expect(weeks.reduce((s: number, w: any) => s + w.logged, 0)).toBe(list.orderLogReport.totalCount);
    for (const w of weeks) expect(new Date(`${w.weekStart}T12:00:00Z`).getUTCDay()).toBe(1);

    const values = (await ok(`{ valuationByContractor { contractorId contractorName orders netValue } }`, {})).valuationByContractor;
    const [{ n, v }] = await db(
      `select count(*)::int as n, sum(case when work_order_status_id in (6, 10) and approved_cost is not null then approved_cost else actual_cost end)::text as v
         from work_orders.work_order where work_order_status_id in (6, 10, 12) and actual_cost is not null`,
    );
    expect(values.reduce((s: number, x: any) => s + x.orders, 0)).toBe(n);
    expect(values.reduce((s: number, x: any) => s + Math.round(Number(x.netValue) * 1000), 0)).toBe(Math.round(Number(v) * 1000));
    expect(values.length).toBeLessThanOrEqual(13);

    const reasons = (await ok(`{ queryReasonCounts { reason orders } }`, {})).queryReasonCounts;
    const q = await ok(QUERY, { pageSize: 1 });
    expect(reasons.reduce((s: number, x: any) => s + x.orders, 0)).toBe(q.queryReport.totalCount);
    expect(errorCode(await gql(`{ queryReasonCounts { reason } }`, {}, "contractor1"))).toBe("FORBIDDEN");
  });

  it("reportColumns gives each source's catalogue", async () => {
    const r = await ok(`{ reportColumns(source: VALUATION) { key header format } }`, {});
    expect(r.reportColumns.map((c: any) => c.header)).toEqual(REPORT_COLUMNS[ReportSource.VALUATION].map((c) => c.header));
    expect(r.reportColumns.find((c: any) => c.key === "netValue").format).toBe("money");
  });
});

describe("exports", () => {
  const base = () => svc.url.replace(/\/graphql$/, "");
  const download = (page: string, query: string, who = "finance") =>
    fetch(`${base()}/exports/${page}?${query}`, { headers: { authorization: `Bearer ${tokens[who]}` } });
  const sheetOf = async (res: Response) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    return wb.worksheets[0]!;
  };

  it("WeeklyOrderLog holds the grid's rows in the grid's order, money in £ and dates as dates", async () => {
    const res = await download("WeeklyOrderLog", "dateFrom=2026-01-01&dateTo=2026-11-30&client=1&sort=LoggedDate_desc");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("order-log-2026-01-01-2026-11-30.xlsx");
    const ws = await sheetOf(res);
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(REPORT_COLUMNS[ReportSource.ORDER_LOG].map((c) => c.header));
    const nodes: any[] = [];
    for (let page = 1; ; page++) {
      const r = await ok(ORDER_LOG, {
        dateFrom: "2026-01-01",
        dateTo: "2026-11-30",
        clientId: 1,
        sort: [{ field: "LOGGED_DATE", direction: "DESC" }],
        page,
        pageSize: 1000,
      });
      nodes.push(...r.orderLogReport.nodes);
      if (r.orderLogReport.nodes.length < 1000) break;
    }
    const grid = { orderLogReport: { nodes } };
    const refs: unknown[] = [];
    ws.eachRow((row, i) => {
      if (i > 1) refs.push(row.getCell(1).value);
    });
    expect(refs).toEqual(grid.orderLogReport.nodes.map((n: any) => n.orderNumber));
    const costCol = REPORT_COLUMNS[ReportSource.ORDER_LOG].findIndex((c) => c.key === "submittedCost") + 1;
    const dateCol = REPORT_COLUMNS[ReportSource.ORDER_LOG].findIndex((c) => c.key === "loggedDate") + 1;
    let total = 0;
    ws.eachRow((row, i) => {
      if (i === 1) return;
      const cost = row.getCell(costCol);
      if (cost.value != null) {
        expect(typeof cost.value).toBe("number");
        expect(cost.numFmt).toContain("£");
        total += Math.round((cost.value as number) * 1000);
      }
      expect(row.getCell(dateCol).value).toBeInstanceOf(Date);
    });
    const gridTotal = grid.orderLogReport.nodes.reduce((s: number, n: any) => s + Math.round(Number(n.submittedCost ?? 0) * 1000), 0);
    expect(total).toBe(gridTotal);
  });

  it("ValidationReport and QueryReport hold their lists' rows; a date not ten characters long is no filter", async () => {
    const v = await sheetOf(await download("ValidationReport", "dateFrom=2026-0&dateTo="));
    const list = await ok(VALUATION, { pageSize: 1 });
    expect(v.rowCount - 1).toBe(list.valuationReport.totalCount);
    expect((v.getRow(1).values as unknown[]).slice(1)).toEqual(REPORT_COLUMNS[ReportSource.VALUATION].map((c) => c.header));
    const q = await sheetOf(await download("QueryReport", ""));
    const ql = await ok(QUERY, { pageSize: 1000 });
    const refs: unknown[] = [];
    q.eachRow((row, i) => {
      if (i > 1) refs.push(row.getCell(1).value);
    });
    expect(refs).toEqual(ql.queryReport.nodes.map((n: any) => n.orderNumber));
  });

  it("refuses clients, contractors and staff without reporting, and a bad date or sort", async () => {
    for (const who of ["client1", "contractor1", "sales"]) expect((await download("WeeklyOrderLog", "", who)).status).toBe(403);
    expect((await download("QueryReport", "dateFrom=2026-13-01")).status).toBe(400);
    expect((await download("QueryReport", "sort=Nope_asc")).status).toBe(400);
  });
});
