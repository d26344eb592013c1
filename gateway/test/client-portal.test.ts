import { gatewayUrl, sql } from "@wo/shared/testing";
import { api, login, withSteadyCount } from "./http";

const db = () => process.env.TEST_STACK_DB_URL!;

/** A client's orders: PPM ones (type 3) or the others. */
const ordersOf = async (clientId: number, ppm: boolean) =>
  (
    (await sql(
      db(),
      `select count(*)::int n from work_orders.work_order where client_id = $1 and ${ppm ? "work_order_type_id = 3" : "work_order_type_id <> 3"}`,
      [clientId],
    )) as { n: number }[]
  )[0]!.n;

const idsOf = async (clientId: number, ppm: boolean) =>
  new Set(
    (
      (await sql(
        db(),
        `select id from work_orders.work_order where client_id = $1 and ${ppm ? "work_order_type_id = 3" : "work_order_type_id <> 3"}`,
        [clientId],
      )) as { id: number }[]
    ).map((r) => Number(r.id)),
  );

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

describe("GET /api/ClientPortal/WorkOrderTypes", () => {
  it("answers the work-order types to a client user, as GET /api/WorkOrderTypes", async () => {
    const r = await api("GET", "/ClientPortal/WorkOrderTypes", { token: client1 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual((await api("GET", "/WorkOrderTypes", { token: admin })).body);
    expect(r.body).toContainEqual({ id: 3, Name: "PPM" });
  });
});

describe("the client portal dashboard's grids", () => {
  it("pages the client's work orders without PPM: { Data, Total }, the §3 row, sorted", async () => {
    const { n, value: r } = await withSteadyCount(
      () => ordersOf(1, false),
      () => api("GET", "/ClientPortal/CustomerPortalDashboardWorkOrderList?page=1&pageSize=10&sort=RequestRefNo_DESC&clientId=1", { token: client1 }),
    );
    expect(r.status).toBe(200);
    expect(r.body.Total).toBe(n);
    expect(r.body.Data).toHaveLength(10);
    const row = r.body.Data[0];
    expect(Object.keys(row).sort()).toEqual(
      [
        "id",
        "RequestRefNo",
        "RequestDate",
        "DueDate",
        "Site",
        "SubTradeName",
        "SubTrade",
        "WorkOrderType",
        "Issue",
        "Asset",
        "ClientRef",
        "WorkOrderStatus",
        "AssetCategory",
        "ViewCategory",
      ].sort(),
    );
    expect(row.RequestRefNo).toMatch(/^WO\d{7}$/);
    const ids = r.body.Data.map((w: { id: number }) => w.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const own = await idsOf(1, false);
    expect(ids.every((id: number) => own.has(id))).toBe(true);
    expect(r.body.Data.some((w: { WorkOrderType: string }) => w.WorkOrderType === "PPM")).toBe(false);
  });

  it("pages the client's PPM work orders only: id, RefNo, Site, Subtrade", async () => {
    const { n, value: r } = await withSteadyCount(
      () => ordersOf(1, true),
      () => api("GET", "/ClientPortal/CustomerPortalDashboardPPMList?page=2&pageSize=5&clientId=1", { token: client1 }),
    );
    expect(r.status).toBe(200);
    expect(n).toBeGreaterThan(10);
    expect(r.body.Total).toBe(n);
    expect(r.body.Data).toHaveLength(5);
    expect(Object.keys(r.body.Data[0]).sort()).toEqual(["id", "RefNo", "Site", "Subtrade"].sort());
    const own = await idsOf(1, true);
    expect(r.body.Data.every((w: { id: number }) => own.has(w.id))).toBe(true);
  });

  it("answers a client user only its own client's orders, whatever client it names", async () => {
    const r = await api("GET", "/ClientPortal/CustomerPortalDashboardWorkOrderList?page=1&pageSize=50&clientId=2", { token: client1 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ Data: [], Total: 0 });
    const staff = await api("GET", "/ClientPortal/CustomerPortalDashboardWorkOrderList?page=1&pageSize=50&clientId=2", { token: admin });
    const own2 = await idsOf(2, false);
    expect(staff.body.Data.length).toBeGreaterThan(0);
    expect(staff.body.Data.every((w: { id: number }) => own2.has(w.id))).toBe(true);
  });

  it("answers a contractor user only its own orders of that client, and a caller without a token 401", async () => {
    const [me] = await sql(db(), "select entity_id from identity.app_user where email = 'contractor@example.com'");
    // its orders of client 1, read before and after each call: other suites share the stack and may give
    // an order to it (or take one away) meanwhile, so a row of either reading is its own
    const theirs = async () =>
      (
        (await sql(db(), "select id from work_orders.work_order where client_id = 1 and contractor_id = $1", [me!.entity_id])) as { id: number }[]
      ).map((r) => Number(r.id));
    for (const path of ["/ClientPortal/CustomerPortalDashboardWorkOrderList?clientId=1&pageSize=100", "/ClientPortal/clientportalworkorders/1"]) {
      const before = await theirs();
      const r = await api("GET", path, { token: contractor1 });
      const mine = new Set([...before, ...(await theirs())]);
      expect(r.status).toBe(200);
      expect(r.body.Data.length).toBeGreaterThan(0);
      expect(r.body.Data.every((w: { id: number }) => mine.has(w.id))).toBe(true);
      expect((await api("GET", path)).status).toBe(401);
    }
  });

  it("answers a sort field it does not know 400", async () => {
    const r = await api("GET", "/ClientPortal/CustomerPortalDashboardWorkOrderList?clientId=1&sort=Nonsense_ASC", { token: client1 });
    expect(r.status).toBe(400);
  });
});

describe("the client portal's whole lists, streamed", () => {
  it("answers every one of the client's work orders without PPM in { Data, Total }, page after page", async () => {
    // 50 rows a page read: many pages, concatenated
    const { n, value: r } = await withSteadyCount(
      () => ordersOf(1, false),
      () => api("GET", "/ClientPortal/clientportalworkorders/1?pageSize=50", { token: client1 }),
    );
    expect(n).toBeGreaterThan(150);
    expect(r.status).toBe(200);
    expect(r.body.Total).toBe(n);
    const ids: number[] = r.body.Data.map((w: { id: number }) => w.id);
    expect(ids).toHaveLength(n);
    expect(new Set(ids).size).toBe(n);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const own = await idsOf(1, false);
    expect(ids.every((id) => own.has(id))).toBe(true);
  });

  it("answers the client's PPM work orders in the PPM list's row", async () => {
    const { n, value: r } = await withSteadyCount(
      () => ordersOf(2, true),
      () => api("GET", "/ClientPortal/clientportalppmworkorders/2", { token: client2 }),
    );
    expect(r.status).toBe(200);
    expect(r.body.Total).toBe(n);
    expect(r.body.Data).toHaveLength(n);
    expect(Object.keys(r.body.Data[0]).sort()).toEqual(
      ["id", "WorkOrderNumber", "DueDate", "Site", "ClientRef", "SubTrade", "Description", "Status"].sort(),
    );
    const own = await idsOf(2, true);
    expect(r.body.Data.every((w: { id: number }) => own.has(w.id))).toBe(true);
  });

  it("answers another client's id with none of its orders", async () => {
    const r = await api("GET", "/ClientPortal/clientportalworkorders/2", { token: client1 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ Data: [], Total: 0 });
  });

  it("is sent as it is read: chunked, not a body of known length", async () => {
    const res = await fetch(`${gatewayUrl()}/api/ClientPortal/clientportalworkorders/1?pageSize=20`, {
      headers: { authorization: `Bearer ${client1}` },
    });
    expect(res.headers.get("content-length")).toBeNull();
    expect(res.headers.get("transfer-encoding")).toBe("chunked");
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(((await res.json()) as { Total: number }).Total).toBeGreaterThan(0);
  });

  it("answers a path id that is not a number 400", async () => {
    const r = await api("GET", "/ClientPortal/clientportalworkorders/abc", { token: client1 });
    expect(r.status).toBe(400);
  });
});

describe("a site's work-order history (GET /api/ClientPortal/WorkOrdersInSite)", () => {
  it("answers the site's orders, searched and paged, and none of another client's site", async () => {
    const [site] = await sql(db(), "select site_id from work_orders.work_order where client_id = 1 group by site_id order by count(*) desc limit 1");
    const all = await api("GET", `/ClientPortal/WorkOrdersInSite?siteId=${site!.site_id}&page=1&pageSize=5`, { token: client1 });
    expect(all.status).toBe(200);
    expect(all.body.Data).toHaveLength(5);
    const word = (all.body.Data[0].Issue as string).split(/\s+/).find((w) => w.length > 3)!;
    const searched = await api("GET", `/ClientPortal/WorkOrdersInSite?siteId=${site!.site_id}&search=${encodeURIComponent(word)}&page=1&pageSize=5`, {
      token: client1,
    });
    expect(searched.status).toBe(200);
    expect(searched.body.Total).toBeGreaterThan(0);
    expect(searched.body.Total).toBeLessThanOrEqual(all.body.Total);
    const [other] = await sql(db(), "select site_id from work_orders.work_order where client_id = 2 limit 1");
    expect((await api("GET", `/ClientPortal/WorkOrdersInSite?siteId=${other!.site_id}`, { token: client1 })).body).toEqual({ Data: [], Total: 0 });
  });
});

describe("GET /api/bidashboard/{userId}", () => {
  const embed = (id: string) => `<iframe src="https://app.powerbi.com/reportEmbed?reportId=${id}"></iframe>`;

  it("answers the user's dashboard report, at most one per user, and 404 when none is set", async () => {
    const [user] = await sql(db(), "select id from identity.app_user where email = 'client2@example.com'");
    const userId = Number(user!.id);
    await sql(db(), "update identity.bi_report set dashboard = false where user_id = $1", [userId]);
    const none = await api("GET", `/bidashboard/${userId}`, { token: client2 });
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ Message: "No data found!" });
    const first = await api("POST", "/BIReports", {
      token: admin,
      json: { UserProfileId: userId, Name: "Estate", EmbedCode: embed("a"), Dashboard: true },
    });
    expect(first.status).toBe(200);
    expect(first.body.Dashboard).toBe(true);
    const second = await api("POST", "/BIReports", {
      token: admin,
      json: { UserProfileId: userId, Name: "Spend", EmbedCode: embed("b"), Dashboard: true },
    });
    expect(second.body.Dashboard).toBe(true);
    const r = await api("GET", `/bidashboard/${userId}`, { token: client2 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: second.body.id,
      Name: "Spend",
      UserProfileId: userId,
      Dashboard: true,
      EmbedUrl: "https://app.powerbi.com/reportEmbed?reportId=b",
    });
    // setting the second cleared the first
    expect((await api("GET", `/BIReports/${first.body.id}`, { token: admin })).body.Dashboard).toBe(false);
    // a save that leaves the flag out keeps it
    await api("PUT", `/BIReports/${second.body.id}`, { token: admin, json: { UserProfileId: userId, Name: "Spend 2", EmbedCode: embed("b") } });
    expect((await api("GET", `/bidashboard/${userId}`, { token: admin })).body).toMatchObject({ id: second.body.id, Name: "Spend 2" });
    // another user's dashboard: refused to a client user
    const [other] = await sql(db(), "select id from identity.app_user where email = 'client@example.com'");
    expect((await api("GET", `/bidashboard/${other!.id}`, { token: client2 })).status).toBe(403);
    await api("DELETE", `/BIReports/${first.body.id}`, { token: admin });
    await api("DELETE", `/BIReports/${second.body.id}`, { token: admin });
    expect((await api("GET", `/bidashboard/${userId}`, { token: client2 })).status).toBe(404);
  });
});
