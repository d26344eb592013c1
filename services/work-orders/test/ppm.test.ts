import type { EntityManager } from "@mikro-orm/postgresql";
import { DateTime } from "luxon";
import { errorCode, graphql, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { workOrdersService } from "../src/service";
import { nextVisitAfter, raisePendingPpmOrders } from "../src/modules/ppm/ppm.scheduler";

type Svc = Awaited<ReturnType<typeof startTestService>>;
let svc: Svc;
const tokens: Record<string, string> = {};
type Any = any;

const PPM_FIELDS = `id refNo version frequency weeksMonths clientId siteId assetId subTradeId tradeId ppmStatusId ppmStatus contractorId
  contractorName clientName siteName subTradeName description firstVisit nextVisit costPerAnnum workOrderTypeId`;
const ERROR = `error { code message fieldErrors { field message } }`;
const SAVE = `mutation Save($input: SavePpmInput!) { savePpm(input: $input) { ppm { ${PPM_FIELDS} } ${ERROR} } }`;
const CONVERT = `mutation Convert($ids: [Int!]!) { convertPpmWorkOrders(ids: $ids) { workOrderIds ${ERROR} } }`;

async function call(query: string, variables: Record<string, unknown> = {}, who = "admin"): Promise<Any> {
  const r = await graphql(svc.url, query, variables, tokens[who]);
  if (r.errors) throw Object.assign(new Error(JSON.stringify(r.errors)), { code: errorCode(r) });
  return Object.values(r.data!)[0];
}
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: { code?: string }) => e.code,
  );

const demo: Record<string, number> = {};
const today = () => DateTime.now().setZone("Europe/London").startOf("day");
const iso = (d: DateTime) => d.toISODate()!;
const em = () => svc.orm.em.fork() as unknown as EntityManager;

function input(extra: Record<string, unknown> = {}) {
  return {
    frequency: 1,
    weeksMonths: "Weeks",
    clientId: demo.client1,
    siteId: demo.site1,
    subTradeId: demo.subTrade,
    ppmStatusId: 1,
    contractorId: demo.contractor,
    firstVisit: iso(today()),
    description: "Weekly test of the fire alarm",
    costPerAnnum: "1200.125",
    ...extra,
  };
}

async function create(extra: Record<string, unknown> = {}): Promise<Any> {
  const p = await call(SAVE, { input: input(extra) });
  if (p.error) throw new Error(JSON.stringify(p.error));
  return p.ppm;
}

const visitsOf = (ppmId: number) =>
  sql(svc.db.url, "select visit_date::text as d, work_order_id from work_orders.ppm_visit where ppm_id = $1 order by visit_date", [ppmId]);

beforeAll(async () => {
  svc = await startTestService(workOrdersService, "ppm");
  tokens.admin = await tokenFor(viewers.admin());
  tokens.staff = await tokenFor(viewers.staff(4));
  tokens.client1 = await tokenFor(viewers.client(1));
  tokens.client2 = await tokenFor(viewers.client(2));
  const one = async (q: string, p: unknown[] = []) => (await sql(svc.db.url, q, p))[0]!;
  demo.client1 = 1;
  demo.site1 = (await one("select id from assets.site where client_id = 1 order by id limit 1")).id;
  demo.site2 = (await one("select id from assets.site where client_id = 2 order by id limit 1")).id;
  demo.asset1 = (await one("select id from assets.asset where site_id = $1 order by id limit 1", [demo.site1])).id;
  demo.asset2 = (await one("select id from assets.asset where site_id = $1 order by id limit 1", [demo.site2])).id;
  demo.subTrade = (await one("select id from assets.trade where parent_trade_id is not null order by id limit 1")).id;
  demo.contractor = (await one("select id from assets.contractor where active order by id limit 1")).id;
  tokens.contractor = await tokenFor(viewers.contractor(demo.contractor));
  tokens.otherContractor = await tokenFor(viewers.contractor(demo.contractor + 1));
  // the demo's schedules are raised already; anything due by now is raised before the tests count
  await raisePendingPpmOrders(em(), { horizonDays: 28 });
});

afterAll(() => svc?.stop());

describe("the visit after a visit", () => {
  it("adds weeks", () => {
    expect(nextVisitAfter("2026-03-25", 1, "Weeks", "2026-03-25")).toBe("2026-04-01");
    expect(nextVisitAfter("2026-10-20", 2, "Weeks", "2026-10-20")).toBe("2026-11-03"); // across the clocks going back
  });
  it("adds calendar months keeping the first visit's day, or the month's last day", () => {
    expect(nextVisitAfter("2026-01-15", 1, "Months", "2026-01-15")).toBe("2026-02-15");
    expect(nextVisitAfter("2026-01-31", 1, "Months", "2026-01-31")).toBe("2026-02-28");
    expect(nextVisitAfter("2026-02-28", 1, "Months", "2026-01-31")).toBe("2026-03-31");
    expect(nextVisitAfter("2027-11-30", 3, "Months", "2027-11-30")).toBe("2028-02-29"); // a leap year
    expect(nextVisitAfter("2026-12-31", 12, "Months", "2026-12-31")).toBe("2027-12-31");
  });
});

describe("saving a PPM", () => {
  it("creates with a reference, 3-decimal cost and the names; empty asset is none", async () => {
    const p = await create({ assetId: 0 });
    expect(p.refNo).toBe(`PPM${String(p.id).padStart(6, "0")}`);
    expect(p).toMatchObject({ assetId: null, costPerAnnum: "1200.125", nextVisit: p.firstVisit, ppmStatus: "Active", workOrderTypeId: 3 });
    expect(p.clientName).toBeTruthy();
    expect(p.contractorName).toBeTruthy();
    expect(p.tradeId).toBeTruthy();
  });

  it("answers 'Required fields' with each missing field", async () => {
    const r = await call(SAVE, {
      input: { frequency: null, weeksMonths: "", clientId: 0, siteId: 0, subTradeId: 0, ppmStatusId: 0, contractorId: 0 },
    });
    expect(r.ppm).toBeNull();
    expect(r.error.message).toBe("Required fields");
    expect(r.error.fieldErrors.map((f: Any) => f.field).sort()).toEqual(
      ["clientId", "contractorId", "firstVisit", "frequency", "ppmStatusId", "siteId", "subTradeId", "weeksMonths"].sort(),
    );
  });

  it("refuses a site of another client, an asset of another site, a bad cost", async () => {
    const r = await call(SAVE, { input: input({ siteId: demo.site2, assetId: demo.asset1, costPerAnnum: "-1" }) });
    expect(r.error.code).toBe("INVALID");
    expect(r.error.fieldErrors.map((f: Any) => f.field).sort()).toEqual(["assetId", "costPerAnnum", "siteId"]);
    const r2 = await call(SAVE, { input: input({ costPerAnnum: "10.1234" }) });
    expect(r2.error.fieldErrors).toEqual([{ field: "costPerAnnum", message: "Cost per annum must be 0 or more, with up to 3 decimals" }]);
    const r3 = await call(SAVE, { input: input({ weeksMonths: "Days" }) });
    expect(r3.error.fieldErrors[0].field).toBe("weeksMonths");
  });

  it("updates, refuses a stale version, and audits", async () => {
    const p = await create();
    const u = await call(SAVE, { input: input({ id: p.id, version: p.version, frequency: 2, assetId: demo.asset1 }) });
    expect(u.error).toBeNull();
    expect(u.ppm).toMatchObject({ frequency: 2, assetId: demo.asset1, version: p.version + 1 });
    const stale = await call(SAVE, { input: input({ id: p.id, version: p.version }) });
    expect(stale.error.code).toBe("STALE");
    const lines = await sql(svc.db.url, "select action_taken from work_orders.audit_trail where entity_name = 'PPM' and entity_id = $1 order by id", [
      String(p.id),
    ]);
    expect(lines.map((l) => l.action_taken)).toEqual([expect.stringMatching(/^Created PPM /), expect.stringMatching(/^Updated PPM /)]);
  });

  it("is staff's to write; a client reads its own, a contractor those it visits; another's is NOT_FOUND", async () => {
    const p = await create();
    expect(await codeOf(call(SAVE, { input: input() }, "client1"))).toBe("FORBIDDEN");
    expect(await codeOf(call(SAVE, { input: input() }, "staff"))).toBe("OK");
    expect((await call(`query($id: Int!) { ppm(id: $id) { id } }`, { id: p.id }, "client1")).id).toBe(p.id);
    expect(await codeOf(call(`query($id: Int!) { ppm(id: $id) { id } }`, { id: p.id }, "client2"))).toBe("NOT_FOUND");
    expect((await call(`query($id: Int!) { ppm(id: $id) { id } }`, { id: p.id }, "contractor")).id).toBe(p.id);
    expect(await codeOf(call(`query($id: Int!) { ppm(id: $id) { id } }`, { id: p.id }, "otherContractor"))).toBe("NOT_FOUND");
    const mine = await call(`{ ppms(pageSize: 500) { nodes { clientId } } }`, {}, "client2");
    expect(mine.nodes.length).toBeGreaterThan(0);
    expect(mine.nodes.every((n: Any) => n.clientId === 2)).toBe(true);
  });

  it("lists sorted by reference by default, searched by reference", async () => {
    const p = await create({ description: "Quarterly legionella flush zebra" });
    const list = await call(`{ ppms(page: 1, pageSize: 500) { totalCount nodes { id refNo } } }`);
    const ids = list.nodes.map((n: Any) => n.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    const found = await call(`query($s: String) { ppms(search: $s) { nodes { id } } }`, { s: "zebra" });
    expect(found.nodes.map((n: Any) => n.id)).toEqual([p.id]);
    const byRef = await call(`query($s: String) { ppms(search: $s) { nodes { id } } }`, { s: p.refNo.toLowerCase() });
    expect(byRef.nodes.map((n: Any) => n.id)).toEqual([p.id]);
  });
});

/** Keeps the schedules of earlier tests out of a test that counts what a run raises. */
const deactivateAll = () => sql(svc.db.url, "update work_orders.ppm set ppm_status_id = 3");

describe("raising pending PPM work orders", () => {
  beforeEach(deactivateAll);

  it("raises each weekly visit within the horizon once, and moves the next visit on", async () => {
    const p = await create();
    const r = await raisePendingPpmOrders(em(), { horizonDays: 28 });
    expect(r.created).toBe(5); // today, +7, +14, +21, +28
    const visits = await visitsOf(p.id);
    expect(visits.map((v) => v.d)).toEqual([0, 7, 14, 21, 28].map((d) => iso(today().plus({ days: d }))));
    const [s] = await sql(svc.db.url, "select next_visit::text as n, version from work_orders.ppm where id = $1", [p.id]);
    expect(s!.n).toBe(iso(today().plus({ days: 35 })));
    const orders = await sql(
      svc.db.url,
      `select work_order_status_id as s, work_order_type_id as t, sla_code, client_id, site_id, contractor_id, sub_trade_id, due_date
       from work_orders.work_order where id = any($1::int[]) order by id`,
      [visits.map((v) => v.work_order_id)],
    );
    expect(orders).toHaveLength(5);
    for (const o of orders) {
      expect(o).toMatchObject({
        s: 8,
        t: 3,
        sla_code: "PPM",
        client_id: 1,
        site_id: demo.site1,
        contractor_id: demo.contractor,
        sub_trade_id: demo.subTrade,
      });
    }
    expect(DateTime.fromJSDate(orders[0]!.due_date).setZone("Europe/London").toISODate()).toBe(iso(today()));
    // run twice: nothing twice
    expect((await raisePendingPpmOrders(em(), { horizonDays: 28 })).created).toBe(0);
    expect(await visitsOf(p.id)).toHaveLength(5);
  });

  it("raises monthly visits on the first visit's day, the month's end when it has none", async () => {
    const p = await create({ frequency: 1, weeksMonths: "Months", firstVisit: "2027-01-31" });
    const r = await raisePendingPpmOrders(em(), { now: new Date("2027-03-20T12:00:00Z"), horizonDays: 14 });
    expect(r.created).toBe(3);
    expect((await visitsOf(p.id)).map((v) => v.d)).toEqual(["2027-01-31", "2027-02-28", "2027-03-31"]);
    const [s] = await sql(svc.db.url, "select next_visit::text as n from work_orders.ppm where id = $1", [p.id]);
    expect(s!.n).toBe("2027-04-30");
    await sql(svc.db.url, "update work_orders.ppm set ppm_status_id = 3 where id = $1", [p.id]); // keep it out of the other tests
  });

  it("leaves schedules that are not active alone", async () => {
    const p = await create({ ppmStatusId: 2 });
    expect((await raisePendingPpmOrders(em(), { horizonDays: 28 })).created).toBe(0);
    expect(await visitsOf(p.id)).toHaveLength(0);
  });

  it("raises each visit once when two workers run at the same time", async () => {
    const a = await create({ frequency: 1, weeksMonths: "Weeks" });
    const b = await create({ frequency: 2, weeksMonths: "Weeks" });
    const [x, y] = await Promise.all([raisePendingPpmOrders(em(), { horizonDays: 28 }), raisePendingPpmOrders(em(), { horizonDays: 28 })]);
    expect(x.created + y.created).toBe(5 + 3);
    expect(await visitsOf(a.id)).toHaveLength(5);
    expect(await visitsOf(b.id)).toHaveLength(3);
    const [dupes] = await sql(
      svc.db.url,
      "select count(*)::int as n from work_orders.work_order where work_order_type_id = 3 and work_order_status_id = 8 and id not in (select work_order_id from work_orders.ppm_visit) and id > (select min(work_order_id) from work_orders.ppm_visit where ppm_id = $1)",
      [a.id],
    );
    expect(dupes!.n).toBe(0);
  });

  it("is staff's to run now, and answers how many it created", async () => {
    await create();
    expect(await codeOf(call(`mutation { raisePendingPpmOrdersNow { created } }`, {}, "client1"))).toBe("FORBIDDEN");
    const r = await call(`mutation { raisePendingPpmOrdersNow { created horizonDays } }`, {}, "staff");
    expect(r).toEqual({ created: 5, horizonDays: 28 });
  });
});

describe("converting pending PPM work orders", () => {
  beforeEach(deactivateAll);

  async function pending(n: number): Promise<number[]> {
    const p = await create();
    await raisePendingPpmOrders(em(), { horizonDays: 7 * (n - 1) });
    return (await visitsOf(p.id)).map((v) => v.work_order_id as number);
  }

  it("needs one ticked: 'Please select Pending Work Order'", async () => {
    const r = await call(CONVERT, { ids: [] });
    expect(r).toEqual({ workOrderIds: [], error: { code: "REQUIRED", message: "Please select Pending Work Order", fieldErrors: [] } });
  });

  it("opens every ticked one for its contractor, version + 1, audited, the contractor to be told", async () => {
    const ids = await pending(2);
    const before = await sql(svc.db.url, "select id, version from work_orders.work_order where id = any($1::int[]) order by id", [ids]);
    const r = await call(CONVERT, { ids });
    expect(r).toEqual({ workOrderIds: ids, error: null });
    const after = await sql(
      svc.db.url,
      "select id, version, work_order_status_id as s from work_orders.work_order where id = any($1::int[]) order by id",
      [ids],
    );
    after.forEach((o, i) => expect(o).toMatchObject({ s: 2, version: before[i]!.version + 1 }));
    const notices = await sql(
      svc.db.url,
      "select work_order_id, contractor_id, reason from work_orders.outbox_message where channel = 'email' and work_order_id = any($1::int[]) order by work_order_id",
      [ids],
    );
    expect(notices).toEqual(ids.map((id) => ({ work_order_id: id, contractor_id: demo.contractor, reason: "ppm" })));
    const [audit] = await sql(
      svc.db.url,
      "select action_taken, action_by_name from work_orders.audit_trail where entity_name = 'WorkOrder' and entity_id = $1 order by id desc limit 1",
      [String(ids[0])],
    );
    expect(audit).toEqual({ action_taken: "PPM work order converted: Status changed from Pending to Open", action_by_name: "Test Admin" });
  });

  it("converts none of a batch when one is not a pending PPM order", async () => {
    const ids = await pending(2);
    const [other] = await sql(
      svc.db.url,
      "select id, ref_no from work_orders.work_order where work_order_status_id = 2 and work_order_type_id = 1 limit 1",
    );
    const r = await call(CONVERT, { ids: [...ids, other!.id] });
    expect(r.workOrderIds).toEqual([]);
    expect(r.error).toMatchObject({ code: "NOT_PENDING", message: `${other!.ref_no} is not a pending PPM work order.` });
    const still = await sql(svc.db.url, "select work_order_status_id as s from work_orders.work_order where id = any($1::int[])", [ids]);
    expect(still.every((o) => o.s === 8)).toBe(true);
    const [n] = await sql(
      svc.db.url,
      "select count(*)::int as n from work_orders.outbox_message where channel = 'email' and work_order_id = any($1::int[])",
      [ids],
    );
    expect(n!.n).toBe(0);
  });

  it("lists the pending PPM orders for staff only", async () => {
    const ids = await pending(1);
    const list = await call(`{ pendingPpmWorkOrders(pageSize: 500) { totalCount nodes { id workOrderStatusId workOrderTypeId } } }`);
    expect(list.nodes.every((n: Any) => n.workOrderStatusId === 8 && n.workOrderTypeId === 3)).toBe(true);
    expect(list.nodes.map((n: Any) => n.id)).toEqual(expect.arrayContaining(ids));
    expect(await codeOf(call(`{ pendingPpmWorkOrders { totalCount } }`, {}, "client1"))).toBe("FORBIDDEN");
  });
});
