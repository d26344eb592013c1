import { gatewayUrl, graphql, sql, tokenFor, viewers } from "@wo/shared/testing";
import { api, login } from "./http";

/**
 * The contractor portal over REST (issue 22; portals §7 "Contractor portal"): the contractor's save
 * through the legacy model (PUT /api/WorkOrders/{id}), its dashboard calls, whole list and drop-downs,
 * each only its own whatever contractor it names, and the counters agreeing with the lists they count.
 *
 * The orders made here are of a contractor that no other suite signs in as (the tenancy suite counts
 * contractors 1 and 2's orders while it runs): two contractors of the demo beyond those, A and B, with
 * their users' tokens signed as identity would, on sites of a client beyond 1 and 2.
 */
const db = () => process.env.TEST_STACK_DB_URL!;

const demo = { client: 0, site: 0, otherSite: 0, asset: 0, otherAsset: 0, subTrade: 0, trade: 0, a: 0, b: 0 };
let tokenA: string;
let tokenB: string;
let admin: string;

const created: number[] = [];

beforeAll(async () => {
  admin = await tokenFor(viewers.admin());
  // a client beyond 1 and 2 with two sites, the first with an asset
  const [site] = await sql(
    db(),
    `select s.id, s.client_id, (select a.id from assets.asset a where a.site_id = s.id order by a.id limit 1) as asset
       from assets.site s where s.client_id not in (1, 2) and exists (select 1 from assets.asset a where a.site_id = s.id)
        and exists (select 1 from assets.site o where o.client_id = s.client_id and o.id <> s.id)
      order by s.client_id, s.id limit 1`,
  );
  const [other] = await sql(
    db(),
    "select s.id, (select a.id from assets.asset a where a.site_id = s.id order by a.id limit 1) as asset from assets.site s where s.client_id = $1 and s.id <> $2 order by s.id limit 1",
    [site!.client_id, site!.id],
  );
  const contractors = await sql(db(), "select id from assets.contractor where id not in (1, 2) and active order by id desc limit 2");
  const [sub] = await sql(db(), "select id, parent_trade_id from assets.trade where parent_trade_id is not null order by id limit 1");
  Object.assign(demo, {
    client: site!.client_id,
    site: site!.id,
    asset: site!.asset,
    otherSite: other!.id,
    otherAsset: other!.asset ?? 0,
    subTrade: sub!.id,
    trade: sub!.parent_trade_id,
    a: contractors[0]!.id,
    b: contractors[1]!.id,
  });
  tokenA = await tokenFor(viewers.contractor(demo.a));
  tokenB = await tokenFor(viewers.contractor(demo.b));
});

// the orders made here go again: other suites count the demo's work orders
afterAll(async () => {
  if (!created.length) return;
  await sql(db(), "delete from work_orders.work_order_note where work_order_id = any($1::int[])", [created]);
  await sql(db(), "delete from billing.billing where work_order_id = any($1::int[])", [created]);
  await sql(db(), "delete from work_orders.work_order where id = any($1::int[])", [created]);
});

/** An order of the demo's client for contractor A (or as told), in a status. */
async function order(status: number, o: { contractor?: number; site?: number; type?: number; due?: string } = {}): Promise<number> {
  const [row] = await sql(
    db(),
    `insert into work_orders.work_order (date_opened, client_id, site_id, contractor_id, all_contractor_ids, work_order_type_id, work_order_status_id,
       trade_id, sub_trade_id, issue, financial_code_id, estimated_cost, due_date)
     values (now(), $1, $2, $3, array[$3::int], $4, $5, $6, $7, 'Contractor portal over REST', 1, 150, $8) returning id`,
    [demo.client, o.site ?? demo.site, o.contractor ?? demo.a, o.type ?? 1, status, demo.trade, demo.subTrade, o.due ?? null],
  );
  created.push(row!.id);
  return row!.id as number;
}

describe("PUT /api/WorkOrders/{id} as a contractor user", () => {
  it("saves the model read back whole with the progress code, asset and progress note changed", async () => {
    const id = await order(2);
    const read = await api("GET", `/WorkOrders/${id}`, { token: tokenA });
    expect(read.status).toBe(200);
    const put = await api("PUT", `/WorkOrders/${id}`, {
      token: tokenA,
      json: { ...read.body, ProgressCodeId: 2, AssetId: demo.asset, ProgressNote: "Engineer booked for Monday" },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id, ProgressCodeId: 2, AssetId: demo.asset, WorkOrderStatusId: 2, Version: read.body.Version + 1 });
    const notes = await sql(db(), "select note, private_note from work_orders.work_order_note where work_order_id = $1", [id]);
    expect(notes).toEqual([{ note: "Engineer booked for Monday", private_note: false }]);
  });

  it("refuses by name a field that is not the contractor's (400 with its ModelState), another's order (404) and a new order (403)", async () => {
    const id = await order(2);
    const read = await api("GET", `/WorkOrders/${id}`, { token: tokenA });
    const issue = await api("PUT", `/WorkOrders/${id}`, { token: tokenA, json: { ...read.body, Issue: "Changed by the contractor" } });
    expect(issue.status).toBe(400);
    expect(issue.body.Message).toBe("A contractor's save may not set: issue");
    expect(Object.keys(issue.body.ModelState)).toEqual(["Issue"]);
    const status = await api("PUT", `/WorkOrders/${id}`, { token: tokenA, json: { ...read.body, WorkOrderStatusId: 7 } });
    expect([status.status, Object.keys(status.body.ModelState)]).toEqual([400, ["WorkOrderStatusId"]]);
    const asset = await api("PUT", `/WorkOrders/${id}`, { token: tokenA, json: { ...read.body, AssetId: demo.otherAsset || 2_000_000_000 } });
    expect([asset.status, asset.body.ModelState]).toEqual([400, { AssetId: ["Asset is not one of the site's assets"] }]);
    const stale = await api("PUT", `/WorkOrders/${id}`, { token: tokenA, json: { ...read.body, Version: read.body.Version - 1, ProgressCodeId: 1 } });
    expect(stale.status).toBe(409);
    expect((await api("PUT", `/WorkOrders/${id}`, { token: tokenB, json: { ...read.body, ProgressCodeId: 1 } })).status).toBe(404);
    const raised = await api("POST", "/WorkOrders", {
      token: tokenA,
      json: { ClientId: demo.client, SiteId: demo.site, SubTradeId: demo.subTrade, WorkOrderTypeId: 1, Issue: "New" },
    });
    expect(raised).toEqual({ status: 403, body: { Message: "A contractor cannot raise a work order: the office or the client raises it" } });
    const [row] = await sql(db(), "select issue, work_order_status_id, progress_code_id from work_orders.work_order where id = $1", [id]);
    expect(row).toEqual({ issue: "Contractor portal over REST", work_order_status_id: 2, progress_code_id: null });
  });

  it("is refused with the reason once the costs are submitted (403)", async () => {
    const id = await order(12);
    const read = await api("GET", `/WorkOrders/${id}`, { token: tokenA });
    const put = await api("PUT", `/WorkOrders/${id}`, { token: tokenA, json: { ...read.body, ProgressCodeId: 1 } });
    expect(put).toEqual({
      status: 403,
      body: { Message: "A contractor may change its work order only while the work is with it: this one is Submitted" },
    });
    expect((await api("GET", `/WorkOrders/${id}`, { token: admin })).body.ProgressCodeId).toBeNull();
  });
});

/** Everything a stream answers, as the browser reads it. */
const whole = async (path: string, token: string) => {
  const r = await api<{ Data: any[]; Total: number }>("GET", path, { token });
  expect(r.status).toBe(200);
  return r.body;
};

describe("the contractor portal's dashboard, list and drop-downs", () => {
  it("answers the dashboard's counter and grids from its own orders, and the counters agree with the lists they count", async () => {
    // a request, two orders needing action and an open PPM visit of A's; one of each of B's
    await order(1);
    await order(2);
    await order(3);
    const soon = await order(2, { type: 3, due: "2026-12-01T09:00:00Z" });
    const later = await order(2, { type: 3, due: "2027-01-01T09:00:00Z" });
    await order(7, { type: 3, due: "2026-11-01T09:00:00Z" });
    for (const s of [1, 2, 3]) await order(s, { contractor: demo.b });

    const all = await whole(`/ContractorPortal/customerworkorders/${demo.a}`, tokenA);
    expect(all.Total).toBe(all.Data.length);
    expect(all.Data.every((w) => w.ContractorId === demo.a)).toBe(true);
    const inStatus = (...s: number[]) => all.Data.filter((w) => s.includes(w.WorkOrderStatusId));

    const open = await api("GET", `/ContractorPortal/OpenRequestCount?contractorId=${demo.a}`, { token: tokenA });
    expect(open).toEqual({ status: 200, body: inStatus(1).length });
    // the portal's status counters (its own, workOrderCounters) count the same orders
    const counters = await api("GET", "/WorkOrders/Counters", { token: tokenA });
    expect(counters.body.RequestAwaitingAResponseCounter).toBe(open.body);

    const action = await api("GET", `/ContractorPortal/WorkOrdersRequireAction?contractorId=${demo.a}&page=1&pageSize=10&sort=DueDate_ASC`, {
      token: tokenA,
    });
    expect(action.status).toBe(200);
    expect(action.body.Total).toBe(inStatus(2, 3).length);
    expect(action.body.Total).toBe(counters.body.OpenCounter + counters.body.AwaitingQuoteCounter);
    expect(action.body.Data.length).toBe(Math.min(10, action.body.Total));
    expect(action.body.Data.every((w: any) => [2, 3].includes(w.WorkOrderStatusId) && w.ContractorId === demo.a)).toBe(true);
    // the contractor view's row (§3)
    expect(Object.keys(action.body.Data[0]).sort()).toEqual(
      [
        "id",
        "WorkOrderNumber",
        "RefNo",
        "WorkOrderStatusId",
        "WorkOrderStatus",
        "SubTradeId",
        "SubTrade",
        "SiteId",
        "Site",
        "ClientId",
        "Client",
        "ContractorId",
        "ContactId",
        "WorkOrderTypeId",
        "WorkOrderType",
        "ActualCost",
        "MissingInfo",
        "DueDate",
        "DateOpened",
        "ProgressCode",
        "Issue",
        "Description",
        "Details",
      ].sort(),
    );

    const upcoming = await api("GET", `/ContractorPortal/UpcomingWorkOrdersDash?contractorId=${demo.a}&page=1&pageSize=500`, { token: tokenA });
    expect(upcoming.status).toBe(200);
    const ppmOpen = all.Data.filter((w) => w.WorkOrderTypeId === 3 && w.WorkOrderStatusId === 2);
    expect(upcoming.body.Total).toBe(ppmOpen.length);
    const ids = upcoming.body.Data.map((w: any) => w.id);
    expect(ids.indexOf(soon)).toBeLessThan(ids.indexOf(later));
    expect(ids.indexOf(soon)).toBeGreaterThanOrEqual(0);
    const dues = upcoming.body.Data.map((w: any) => w.DueDate).filter(Boolean);
    expect(dues).toEqual([...dues].sort());
  });

  it("answers a contractor user only its own, whatever contractor it names: none of another's orders, and 0", async () => {
    await order(1, { contractor: demo.b });
    await order(2, { contractor: demo.b });
    const theirs = await whole(`/ContractorPortal/customerworkorders/${demo.b}`, tokenA);
    expect(theirs).toEqual({ Data: [], Total: 0 });
    expect((await api("GET", `/ContractorPortal/OpenRequestCount?contractorId=${demo.b}`, { token: tokenA })).body).toBe(0);
    expect((await api("GET", `/ContractorPortal/WorkOrdersRequireAction?contractorId=${demo.b}`, { token: tokenA })).body).toEqual({
      Data: [],
      Total: 0,
    });
    expect((await api("GET", `/ContractorPortal/UpcomingWorkOrdersDash?contractorId=${demo.b}`, { token: tokenA })).body.Total).toBe(0);
    expect((await whole(`/ContractorPortal/WorkOrderDropdown?contractorId=${demo.b}`, tokenA)).Total).toBe(0);
    // staff see the contractor named
    expect((await whole(`/ContractorPortal/customerworkorders/${demo.b}`, admin)).Total).toBeGreaterThan(0);
  });

  it("offers in its drop-downs its orders, the sites of its work, their assets, the job types and its own people", async () => {
    const id = await order(2);
    const orders = await whole(`/ContractorPortal/WorkOrderDropdown?contractorId=${demo.a}`, tokenA);
    const refNo = (await api("GET", `/WorkOrders/${id}`, { token: tokenA })).body.RefNo;
    expect(orders.Data).toContainEqual({ id, Name: refNo });
    const [n] = await sql(db(), "select count(*)::int as n from work_orders.work_order where contractor_id = $1", [demo.a]);
    expect(orders.Total).toBe(n!.n);

    const sites = await api("GET", "/ContractorPortal/SiteDropdown", { token: tokenA });
    expect(sites.status).toBe(200);
    const mine = await sql(db(), "select distinct site_id as id from work_orders.work_order where contractor_id = $1 order by 1", [demo.a]);
    expect(sites.body.map((s: any) => s.id).sort((x: number, y: number) => x - y)).toEqual(mine.map((r) => r.id));
    expect(sites.body[0]).toEqual({ id: expect.any(Number), Name: expect.any(String), SiteCode: expect.any(String) });

    // the assets of a site where it has work (none of its orders names one), none of another site's
    const assets = await api("GET", `/ContractorPortal/AssetDropdown?siteId=${demo.site}`, { token: tokenA });
    expect(assets.status).toBe(200);
    const onSite = await sql(db(), "select id from assets.asset where site_id = $1 order by asset_code, id", [demo.site]);
    expect(assets.body.map((a: any) => a.id)).toEqual(onSite.map((r) => r.id));
    expect(assets.body[0]).toEqual({ id: expect.any(Number), AssetCode: expect.any(String) });
    // a site where it has no work: none of its assets (a site of its own, made and removed here)
    const [site] = await sql(db(), "insert into assets.site (client_id, site_code, name) values ($1, 'CPT-NOWORK', 'No work here') returning id", [
      demo.client,
    ]);
    const [asset] = await sql(db(), "insert into assets.asset (client_id, site_id, asset_code) values ($1, $2, 'CPT-A1') returning id", [
      demo.client,
      site!.id,
    ]);
    try {
      expect((await api("GET", `/ContractorPortal/AssetDropdown?siteId=${site!.id}`, { token: tokenA })).body).toEqual([]);
      const everything = await api("GET", "/ContractorPortal/AssetDropdown", { token: tokenA });
      expect(everything.body.some((a: any) => a.id === asset!.id)).toBe(false);
      // given work there, it sees them
      const there = await order(2, { site: site!.id });
      expect((await api("GET", `/ContractorPortal/AssetDropdown?siteId=${site!.id}`, { token: tokenA })).body).toEqual([
        { id: asset!.id, AssetCode: "CPT-A1" },
      ]);
      expect((await api("GET", `/ContractorPortal/AssetDropdown?siteId=${site!.id}`, { token: tokenB })).body).toEqual([]);
      await sql(db(), "delete from work_orders.work_order where id = $1", [there]);
    } finally {
      await sql(db(), "delete from assets.asset where id = $1", [asset!.id]);
      await sql(db(), "delete from assets.site where id = $1", [site!.id]);
    }

    const types = await api("GET", "/ContractorPortal/JobTypeDropdown", { token: tokenA });
    expect(types.body).toEqual([
      { id: 1, Name: "Reactive" },
      { id: 2, Name: "Quote" },
      { id: 3, Name: "PPM" },
      { id: 4, Name: "Remedial Works" },
    ]);

    // its people: the contractor's own users of type 3 (identity checks the session: the demo's contractor user signs in)
    const contractor1 = await login("contractor@example.com");
    const contacts = await api("GET", "/ContractorPortal/ContactDropdown?contractorId=1", { token: contractor1 });
    expect(contacts.status).toBe(200);
    const people = await sql(
      db(),
      "select id from identity.app_user where entity_name = 'Contractor' and entity_id = 1 and user_type_id = 3 and active and deleted_at is null order by id",
    );
    expect(people.length).toBeGreaterThan(0);
    expect(contacts.body.map((u: any) => u.id).sort((x: number, y: number) => x - y)).toEqual(people.map((r) => r.id));
    expect(Object.keys(contacts.body[0]).sort()).toEqual(["FullName", "Mobile", "id"]);
    expect((await api("GET", "/ContractorPortal/ContactDropdown?contractorId=2", { token: contractor1 })).status).toBe(403);
    expect((await api("GET", "/ContractorPortal/ContactDropdown", { token: contractor1 })).status).toBe(400);
  });
});

describe("a contractor's work-order popup, and another contractor's order", () => {
  const POPUP = `query Popup($id: Int!) {
    workOrder(id: $id) {
      id refNo workOrderStatusId clientName siteName accessTimes contactName issue details progressCode assetCode actualCost missingInfo
      viewerCan { edit addNote attach quote logTime complete submitCosts amendCosts whyNot { action reason } }
      quotes { id viewerCan { edit send delete } }
      costCounters { loggedTotal mayLog }
    }
    answers(workOrderId: $id) { id }
    workOrderNotes(workOrderId: $id, pageSize: 20) { totalCount nodes { id note } }
    documents(entityName: WorkOrder, entityId: $id) { totalCount nodes { id viewerCan { edit } } }
    logTimes(workOrderId: $id, pageSize: 20) { totalCount }
    logMaterials(workOrderId: $id, pageSize: 20) { totalCount }
  }`;
  const gql = (token: string, query: string, variables: Record<string, unknown>) => graphql<any>(`${gatewayUrl()}/graphql`, query, variables, token);

  it("reads its own order whole, with what it may do, in one operation", async () => {
    const id = await order(2);
    const r = await gql(tokenA, POPUP, { id });
    expect(r.errors).toBeUndefined();
    expect(r.data.workOrder).toMatchObject({
      id,
      workOrderStatusId: 2,
      viewerCan: { edit: true, addNote: true, attach: true, quote: true, logTime: true, complete: true, submitCosts: false, amendCosts: false },
      costCounters: { mayLog: true },
    });
    expect(r.data.workOrder.viewerCan.whyNot.map((w: any) => w.action)).toEqual(["submitCosts", "amendCosts"]);
    expect(r.data.workOrderNotes.totalCount).toBe(0);
  });

  it("answers another contractor's order as missing, by GraphQL and REST, and its notes, documents, quotes and logs too", async () => {
    const theirs = await order(2, { contractor: demo.b });
    const r = await gql(tokenA, POPUP, { id: theirs });
    expect(r.data?.workOrder ?? null).toBeNull();
    expect(new Set((r.errors ?? []).map((e: any) => e.extensions?.code))).toEqual(new Set(["NOT_FOUND"]));
    for (const path of [
      `/WorkOrders/${theirs}`,
      `/ContractorPortal/ContractorPortalNotes?workOrderId=${theirs}`,
      `/ContractorPortal/CustomerPortalDocuments?entityId=${theirs}&entityName=WorkOrder`,
      `/LogTimes?workOrderId=${theirs}`,
      `/LogMaterials?workOrderId=${theirs}`,
      `/WorkOrders/CostCounters?workOrderId=${theirs}`,
    ])
      expect([path, (await api("GET", path, { token: tokenA })).status]).toEqual([path, 404]);
    // its quotes list names the order as a filter: none of its quotes (B's quote on it stays B's)
    await sql(
      db(),
      "insert into billing.billing (work_order_id, client_id, contractor_id, site_id, summary, billing_status_id) values ($1, $2, $3, $4, 'B quote', 2)",
      [theirs, demo.client, demo.b, demo.site],
    );
    const bQuotes = await api("GET", `/ContractorPortal/ContractorPortalWorkOrderQuotes?entityId=${theirs}&entityName=WorkOrder`, { token: tokenB });
    expect(bQuotes.body.Total).toBe(1);
    const quotes = await api("GET", `/ContractorPortal/ContractorPortalWorkOrderQuotes?entityId=${theirs}&entityName=WorkOrder`, { token: tokenA });
    expect(quotes).toEqual({ status: 200, body: { Data: [], Total: 0 } });
    // nor may it write on it: a note, a quote, a log
    const note = await api("POST", "/ContractorPortal/ContractorPortalNotes", { token: tokenA, json: { WorkOrderId: theirs, Note: "Probe" } });
    expect(note.status).toBe(404);
    const quote = await gql(tokenA, `mutation($id: Int!) { saveQuote(input: { workOrderId: $id, summary: "Probe" }) { quote { id } } }`, {
      id: theirs,
    });
    expect(quote.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await sql(db(), "select count(*)::int as n from work_orders.work_order_note where work_order_id = $1", [theirs]))[0]!.n).toBe(0);
  });
});
