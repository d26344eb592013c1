import { sql, tokenFor, viewers } from "@wo/shared/testing";
import { api } from "./http";

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
