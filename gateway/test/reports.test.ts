import { graphql, gatewayUrl, sql } from "@wo/shared/testing";
import { api, login } from "./http";

let finance: string;
let sales: string;
let client: string;
let contractor: string;

const stackDb = () => process.env.TEST_STACK_DB_URL!;

beforeAll(async () => {
  [finance, sales, client, contractor] = await Promise.all([
    login("finance@example.com"),
    login("sales@example.com"),
    login("client@example.com"),
    login("contractor@example.com"),
  ]);
});

describe("GET /api/Reports/*", () => {
  it("WeeklyLogs answers the order log in the legacy shape, paged and sorted", async () => {
    const count = async () => (await sql<{ n: number }>(stackDb(), "select count(*)::int as n from work_orders.work_order"))[0]!.n;
    // other suites add orders meanwhile: the total lies between counts taken before and after it
    const first = await count();
    const r = await api("GET", "/Reports/WeeklyLogs?page=1&pageSize=5&sort=LoggedDate_desc", { token: finance });
    const last = await count();
    expect(r.status).toBe(200);
    expect(r.body.Total).toBeGreaterThan(5);
    expect(r.body.Data).toHaveLength(5);
    const row = r.body.Data[0];
    for (const k of [
      "OrderNumber",
      "SiteCode",
      "SiteName",
      "Name",
      "Instructions",
      "Description",
      "WOType",
      "Trade",
      "SubTrade",
      "LoggedDate",
      "DateClosed",
      "Contractor",
      "EstimatedCost",
      "SubmittedCost",
      "ApprovedCost",
      "ValNum",
    ])
      expect(row).toHaveProperty(k);
    const dates = r.body.Data.map((d: any) => Date.parse(d.LoggedDate));
    expect(dates).toEqual([...dates].sort((a: number, b: number) => b - a));
    expect(r.body.Total).toBeGreaterThanOrEqual(first);
    expect(r.body.Total).toBeLessThanOrEqual(last);
  });

  it("the 10-character rule: a date box not holding a whole date is no filter; a whole date filters", async () => {
    // other suites add orders meanwhile: the partial dates' total lies between two unfiltered ones read before and after it
    const before = await api("GET", "/Reports/WeeklyLogs?pageSize=1", { token: finance });
    const all = await api("GET", "/Reports/WeeklyLogs?pageSize=1&dateFrom=2026-1&dateTo=", { token: finance });
    const after = await api("GET", "/Reports/WeeklyLogs?pageSize=1", { token: finance });
    expect(all.status).toBe(200);
    expect(all.body.Total).toBeGreaterThanOrEqual(before.body.Total);
    expect(all.body.Total).toBeLessThanOrEqual(after.body.Total);
    expect(all.body.Total).toBeGreaterThan(0);
    const future = await api("GET", "/Reports/WeeklyLogs?pageSize=1&dateFrom=31/12/2099", { token: finance });
    expect(future.body.Total).toBe(0);
    expect((await api("GET", "/Reports/WeeklyLogs?dateFrom=2026-02-31", { token: finance })).status).toBe(400);
    expect((await api("GET", "/Reports/WeeklyLogs?sort=Nope_asc", { token: finance })).status).toBe(400);
  });

  it("QueryReport and Validation answer staff their rows; clients and contractors 403; staff without reporting 403", async () => {
    const q = await api("GET", "/Reports/QueryReport?pageSize=100&clientid=1&sort=loggeddate_desc", { token: finance });
    expect(q.status).toBe(200);
    expect(q.body.Data.every((d: any) => d.Status === "Query" && typeof d.QueryReason !== "undefined")).toBe(true);
    const [{ n }] = await sql(stackDb(), "select count(*)::int as n from work_orders.work_order where work_order_status_id = 11 and client_id = 1");
    expect(q.body.Total).toBe(n);
    const v = await api("GET", "/Reports/Validation?pageSize=10", { token: finance });
    expect(v.status).toBe(200);
    expect(v.body.Data[0]).toHaveProperty("NetValue");
    expect(typeof v.body.Data[0].NetValue).toBe("number");
    for (const token of [client, contractor, sales]) {
      expect((await api("GET", "/Reports/QueryReport", { token })).status).toBe(403);
      expect((await api("GET", "/Reports/Validation", { token })).status).toBe(403);
    }
    for (const token of [client, sales]) expect((await api("GET", "/Reports/WeeklyLogs", { token })).status).toBe(403);
  });

  it("a contractor's weekly log holds its own orders, without the staff columns", async () => {
    const count = async () =>
      (
        await sql<{ n: number }>(
          stackDb(),
          "select count(*)::int as n from work_orders.work_order where contractor_id = (select entity_id from identity.app_user where lower(email) = 'contractor@example.com')",
        )
      )[0]!.n;
    // other suites give contractor 1 orders meanwhile: the total lies between counts taken before and after it
    const first = await count();
    const r = await api("GET", "/Reports/WeeklyLogs?pageSize=1000", { token: contractor });
    const last = await count();
    expect(r.status).toBe(200);
    expect(r.body.Total).toBeGreaterThanOrEqual(first);
    expect(r.body.Total).toBeLessThanOrEqual(last);
    expect(r.body.Data[0]).toHaveProperty("SubmittedCost");
    expect(r.body.Data[0]).not.toHaveProperty("EstimatedCost");
  });
});

describe("the query report through the gateway", () => {
  it("selects billing's cost-check flags of each row's work order", async () => {
    const r = await graphql(
      `${gatewayUrl()}/graphql`,
      `
        {
          queryReport(pageSize: 200) {
            totalCount
            nodes {
              id
              orderNumber
              queryReason
              workOrder {
                id
                costChecks {
                  flags {
                    code
                    severity
                    message
                  }
                }
              }
            }
          }
        }
      `,
      {},
      finance,
    );
    expect(r.errors).toBeUndefined();
    const nodes = (r.data as any).queryReport.nodes;
    expect(nodes.length).toBeGreaterThan(0);
    for (const n of nodes) expect(n.workOrder.id).toBe(n.id);
    // the demo's chosen queried orders carry a difference the checks flag (shared/demo-cost-flags.ts)
    expect(nodes.some((n: any) => n.workOrder.costChecks?.flags?.length > 0)).toBe(true);
  });
});
