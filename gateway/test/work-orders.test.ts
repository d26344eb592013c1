import { sql } from "@wo/shared/testing";
import { api, login, withSteadyCount } from "./http";

/** Every work order: other suites (the lifecycle's, contracts') add and remove some meanwhile */
const allOrders = async () =>
  ((await sql(process.env.TEST_STACK_DB_URL!, "select count(*)::int n from work_orders.work_order"))[0] as { n: number }).n;

let admin: string;
let client1: string;
let client2: string;
let contractor1: string;

beforeAll(async () => {
  [admin, client1, client2, contractor1] = await Promise.all([
    login("admin@example.com"),
    login("client@example.com"),
    login("client2@example.com"),
    login("contractor@example.com"),
  ]);
});

const main = (json: Record<string, unknown>, token = admin) => api("POST", "/WorkOrders/main", { token, json });
const statusFilter = (id: number) => ({ logic: "and", filters: [{ field: "WorkOrderStatusId", operator: "eq", value: id }] });

describe("POST /api/WorkOrders/main", () => {
  it("answers { Data, Total } with rows named as the spec names them", async () => {
    const { n, value: r } = await withSteadyCount(allOrders, () => main({ page: 1, pageSize: 20 }));
    expect(r.status).toBe(200);
    expect(r.body.Total).toBe(n);
    expect(r.body.Data).toHaveLength(20);
    const row = r.body.Data[0];
    for (const key of [
      "id",
      "Reference",
      "RefNo",
      "Requested",
      "Client",
      "DateOpened",
      "Site",
      "Issue",
      "Details",
      "ContractorName",
      "WorkOrderStatusId",
      "DueDate",
      "SubTradeName",
      "WorkOrderType",
    ]) {
      expect(row).toHaveProperty(key);
    }
    expect(row.Reference).toMatch(/^WO\d{7}$/);
    expect(typeof row.EstimatedCost).toBe("number");
  });

  it("sorts with Field_ASC and Field_DESC", async () => {
    const desc = (await main({ pageSize: 20, sort: "Reference_DESC" })).body.Data.map((r: any) => r.id);
    expect(desc).toEqual([...desc].sort((a: number, b: number) => b - a));
    const opened = (await main({ pageSize: 50, sort: "dateopened_asc", filter: statusFilter(2) })).body.Data.map((r: any) =>
      Date.parse(r.DateOpened),
    );
    expect(opened).toEqual([...opened].sort((a: number, b: number) => a - b));
  });

  it("binds sort fields without regard to case, the row's id included", async () => {
    for (const sort of ["id_ASC", "Id_ASC", "ID_asc", "reference_asc"]) {
      const ids = (await main({ pageSize: 5, sort })).body.Data.map((r: any) => r.id);
      expect([sort, ids]).toEqual([sort, [...ids].sort((a: number, b: number) => a - b)]);
    }
    const { n, value } = await withSteadyCount(allOrders, () => main({ pageSize: 5, sort: "id_DESC" }));
    const desc = value.body;
    expect(desc.Data.map((r: any) => r.id)).toEqual([...desc.Data.map((r: any) => r.id)].sort((a: number, b: number) => b - a));
    expect(desc.Total).toBe(n);
  });

  it("filters a status tab with the grid's filter, and its Total matches the tab's counter", async () => {
    const [list, counters] = await Promise.all([
      main({ pageSize: 20, filter: JSON.stringify(statusFilter(2)) }),
      api("GET", "/WorkOrders/Counters", { token: admin }),
    ]);
    expect(list.body.Data.every((r: any) => r.WorkOrderStatusId === 2)).toBe(true);
    expect(list.body.Total).toBe(counters.body.OpenCounter);
  });

  it("lists overdue orders only when asked", async () => {
    const r = await main({ pageSize: 100, overdue: true });
    expect(r.body.Total).toBeGreaterThan(0);
    expect(r.body.Data.every((x: any) => x.Deadline === "OVERDUE")).toBe(true);
  });

  it("searches, and combines search with column filters", async () => {
    const r = await main({ pageSize: 100, search: "boiler", filter: [{ field: "Client", operator: "contains", value: "Harbour" }] });
    expect(r.body.Total).toBeGreaterThan(0);
    for (const row of r.body.Data) {
      expect(row.Client).toMatch(/Harbour/);
      expect(`${row.Issue} ${row.Details}`.toLowerCase()).toContain("boiler");
    }
  });

  it("caps a missing or huge page size instead of answering everything", async () => {
    for (const json of [{}, { pageSize: 10_000_000 }, { pageSize: 0 }]) {
      const { n, value: r } = await withSteadyCount(allOrders, () => main(json));
      expect(r.body.Data).toHaveLength(1000);
      expect(r.body.Total).toBe(n);
    }
  });

  it("answers 400 with a message for bad paging, sorting and filtering", async () => {
    expect(await main({ page: -1 })).toEqual({ status: 400, body: { Message: "page: must be 1 or more" } });
    expect(await main({ pageSize: "lots" })).toEqual({ status: 400, body: { Message: "pagesize: must be a whole number" } });
    expect(await main({ sort: "Nope_ASC" })).toEqual({ status: 400, body: { Message: "Unknown sort field: Nope" } });
    expect((await main({ sort: "Reference_UP" })).status).toBe(400);
    expect(await main({ filter: "{oops" })).toEqual({ status: 400, body: { Message: "filter must be JSON" } });
    expect(await main({ filter: [{ field: "Colour", operator: "eq", value: "red" }] })).toEqual({
      status: 400,
      body: { Message: "Unknown filter field: Colour" },
    });
    expect((await main({ filter: [{ field: "DateOpened", operator: "eq", value: "someday" }] })).status).toBe(400);
  });

  it("answers 401 without a token", async () => {
    expect(await api("POST", "/WorkOrders/main", { json: {} })).toEqual({ status: 401, body: { Message: "Not signed in" } });
  });
});

describe("POST /api/WorkOrders/requests and GET /api/WorkOrders", () => {
  it("lists the requests awaiting a response", async () => {
    const [r, c] = await Promise.all([
      api("POST", "/WorkOrders/requests", { token: admin, json: { pageSize: 1000 } }),
      api("GET", "/WorkOrders/Counters", { token: admin }),
    ]);
    expect(r.body.Data.every((x: any) => x.WorkOrderStatusId === 1)).toBe(true);
    expect(r.body.Total).toBe(c.body.RequestAwaitingAResponseCounter);
  });

  it("lists a site's history without the order being viewed", async () => {
    const first = (await main({ pageSize: 1 })).body.Data[0];
    const r = await api("GET", `/WorkOrders?siteId=${first.SiteId}&workOrderId=${first.id}&page=1&pageSize=100&sort=DateOpened_DESC`, {
      token: admin,
    });
    expect(r.status).toBe(200);
    expect(r.body.Data.length).toBeGreaterThan(0);
    expect(r.body.Data.every((x: any) => x.SiteId === first.SiteId && x.id !== first.id)).toBe(true);
  });
});

describe("GET /api/WorkOrders/Counters", () => {
  it("answers the 13 counters by their spec names", async () => {
    const r = await api("GET", "/WorkOrders/Counters", { token: admin });
    expect(Object.keys(r.body).sort()).toEqual(
      [
        "RequestAwaitingAResponseCounter",
        "OpenCounter",
        "AwaitingQuoteCounter",
        "AwaitingQuoteApprovalCounter",
        "AwaitingCertificateCounter",
        "ClosedCounter",
        "ApprovedCounter",
        "QueryCounter",
        "SubmittedCounter",
        "CompletedCounter",
        "CancelledCounter",
        "AwaitingCertAuditCounter",
        "DiscardedCounter",
      ].sort(),
    );
    const closed = await main({ pageSize: 1, filter: statusFilter(6) });
    expect(r.body.ClosedCounter).toBe(closed.body.Total);
  });
});

describe("GET /api/WorkOrders/{id}", () => {
  it("answers the model, with 400 for a non-numeric id and 404 for a missing one", async () => {
    const id = (await main({ pageSize: 1 })).body.Data[0].id;
    const r = await api("GET", `/WorkOrders/${id}`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, WODownloadURL: `/api/pdf/workorderpdf/${id}` });
    expect(r.body).toHaveProperty("SMSNotifications");
    expect(await api("GET", "/WorkOrders/abc", { token: admin })).toEqual({ status: 400, body: { Message: "must be a whole number" } });
    expect(await api("GET", "/WorkOrders/99999999", { token: admin })).toEqual({ status: 404, body: { Message: "No data found!" } });
  });
});

describe("tenancy over REST", () => {
  it("gives a client user only its client's orders and counts", async () => {
    const [own, all, ownCounters, allCounters] = await Promise.all([
      main({ pageSize: 1000 }, client1),
      main({ pageSize: 1 }),
      api("GET", "/WorkOrders/Counters", { token: client1 }),
      api("GET", "/WorkOrders/Counters", { token: admin }),
    ]);
    expect(own.body.Data.every((r: any) => r.ClientId === 1)).toBe(true);
    expect(own.body.Total).toBeLessThan(all.body.Total);
    expect(ownCounters.body.OpenCounter).toBeLessThan(allCounters.body.OpenCounter);
  });

  it("answers 404 when a client asks for another client's order", async () => {
    const other = (await main({ pageSize: 1 }, client2)).body.Data[0];
    expect(other.ClientId).toBe(2);
    expect((await api("GET", `/WorkOrders/${other.id}`, { token: client1 })).status).toBe(404);
  });

  it("gives a contractor user only the orders given to its contractor", async () => {
    const r = await main({ pageSize: 1000 }, contractor1);
    expect(r.body.Total).toBeGreaterThan(0);
    expect(r.body.Data.every((x: any) => x.ContractorId === 1)).toBe(true);
  });
});
