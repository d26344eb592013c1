/**
 * The SLA attainment for portal users through the gateway (docs/sla.md "Attainment", "Who"): the
 * query and the export `GET /Services/SlaAttainment.aspx` answer a client user its own client's
 * orders only, whatever client it names, and refuse it the grouping by client.
 */
import ExcelJS from "exceljs";
import { gatewayUrl, graphql } from "@wo/shared/testing";
import { login } from "./http";

let admin: string;
let client: string;
let contractor: string;

// the last year up to yesterday: other suites' new orders (due from now on) do not move it meanwhile
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const RANGE = { from: day(366), to: day(1) };

const QUERY = `query($from: LocalDate!, $to: LocalDate!, $groupBy: SlaAttainmentGroupBy!, $clientId: Int) {
  slaAttainment(from: $from, to: $to, groupBy: $groupBy, clientId: $clientId) { rows { groupId groupName orders } total { orders responseMet fixMet } } }`;
const report = async (token: string, vars: { groupBy: string; clientId?: number }) => {
  const r = await graphql<any>(`${gatewayUrl()}/graphql`, QUERY, { ...RANGE, ...vars }, token);
  return r;
};

const file = (token: string, query: string) =>
  fetch(`${gatewayUrl()}/Services/SlaAttainment.aspx?from=${RANGE.from}&to=${RANGE.to}${query}`, { headers: { authorization: `Bearer ${token}` } });

async function sheetRows(res: Response): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const sheet = book.worksheets[0]!;
  return Array.from({ length: sheet.rowCount }, (_, i) => (sheet.getRow(i + 1).values as unknown[]).slice(1));
}

beforeAll(async () => {
  [admin, client, contractor] = await Promise.all([login("admin@example.com"), login("client@example.com"), login("contractor@example.com")]);
});

describe("slaAttainment for a client user", () => {
  it("answers its own client's figures, as staff's for that client; another client named answers nothing; by client refused", async () => {
    const own = await report(client, { groupBy: "CONTRACTOR" });
    expect(own.errors).toBeUndefined();
    expect(own.data.slaAttainment.total.orders).toBeGreaterThan(0);
    const staffs = await report(admin, { groupBy: "CONTRACTOR", clientId: 1 });
    expect(own.data).toEqual(staffs.data);
    const other = await report(client, { groupBy: "CONTRACTOR", clientId: 2 });
    expect(other.data.slaAttainment).toEqual({ rows: [], total: { orders: 0, responseMet: 0, fixMet: 0 } });
    expect((await report(client, { groupBy: "CLIENT" })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("a contractor user's figures are its own orders', by client", async () => {
    const own = await report(contractor, { groupBy: "CLIENT" });
    expect(own.errors).toBeUndefined();
    expect((await report(contractor, { groupBy: "CONTRACTOR" })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("GET /Services/SlaAttainment.aspx as a client user", () => {
  it("writes its own client's rows, by contractor, whatever client it names", async () => {
    const res = await file(client, "");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/spreadsheetml/);
    const rows = await sheetRows(res);
    const own = (await report(client, { groupBy: "CONTRACTOR" })).data.slaAttainment;
    expect(rows[0]![0]).toBe("Contractor");
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual([...own.rows.map((r: any) => [r.groupName, r.orders]), ["Total", own.total.orders]]);
    // another client's id: nothing of it, only an empty total
    const other = await sheetRows(await file(client, "&clientId=2"));
    expect(other.slice(1).map((r) => r.slice(0, 2))).toEqual([["Total", 0]]);
  });

  it("refuses it the grouping by client: 403", async () => {
    const res = await file(client, "&groupBy=CLIENT&clientId=2");
    expect(res.status).toBe(403);
  });
});
