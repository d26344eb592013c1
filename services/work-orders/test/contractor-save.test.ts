/**
 * The contractor portal's save (issue 22; docs/work-order-lifecycle.md "Who may do what"): a
 * contractor user changes its own order's progress code, asset (of the order's own site) and adds a
 * progress note, in one transaction, while the work is with it; every other field sent with a changed
 * value is refused by name; another contractor's order is NOT_FOUND; the version is checked; the
 * status never moves.
 */
import { errorCode, graphql, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { workOrdersService } from "../src/service";

type Svc = Awaited<ReturnType<typeof startTestService>>;
type Any = any;
let svc: Svc;
const tokens: Record<string, string> = {};
const demo: Record<string, number> = {};

const FIELDS = `id version workOrderStatusId clientId siteId contractorId issue progressCodeId assetId viewerCan { edit whyNot { action reason } }`;
const ERROR = `error { code message fieldErrors { field message } }`;
const SAVE = `mutation Save($input: SaveWorkOrderInput!) { saveWorkOrder(input: $input) { workOrder { ${FIELDS} } ${ERROR} } }`;
const READ = `query W($id: Int!) { workOrder(id: $id) { ${FIELDS} } }`;

const db = () => svc.db.url;
const one = async (q: string, p: unknown[] = []) => (await sql(db(), q, p))[0]!;

async function call(query: string, variables: Record<string, unknown>, who = "contractor1"): Promise<Any> {
  const r = await graphql(svc.url, query, variables, tokens[who]);
  if (r.errors) throw Object.assign(new Error(JSON.stringify(r.errors)), { code: errorCode(r), message: r.errors[0]!.message });
  return Object.values(r.data!)[0];
}
const failure = (p: Promise<unknown>) =>
  p.then(
    () => ({ code: "OK", message: "" }),
    (e: { code?: string; message: string }) => ({ code: e.code, message: e.message }),
  );

/** An order of client 1 on the site with assets, given to contractor 1 (or as told), in a status: the state a test starts from. */
async function order(status = 2, contractor = 1): Promise<{ id: number; version: number }> {
  return (await one(
    `insert into work_orders.work_order (date_opened, client_id, site_id, contractor_id, all_contractor_ids, work_order_type_id, work_order_status_id,
       trade_id, sub_trade_id, issue, financial_code_id, estimated_cost, query_reason_id)
     values (now(), 1, $1, $2, array[$2::int], $5, $3, (select parent_trade_id from assets.trade where id = $4), $4, 'Contractor save test', 1, 150,
       case when $3 = 11 then 1 end)
     returning id, version`,
    // a pending order is a PPM's (type 3); a queried one has its reason
    [demo.site, contractor, status, demo.subTrade, status === 8 ? 3 : 1],
  )) as { id: number; version: number };
}

/** What the portal's save sends: the order's own client and site (required by the input) and the contractor's fields. */
const input = (wo: { id: number; version: number }, extra: Record<string, unknown> = {}) => ({
  id: wo.id,
  version: wo.version,
  clientId: 1,
  siteId: demo.site,
  ...extra,
});

const stored = (id: number) =>
  one(
    `select work_order_status_id as status, progress_code_id, asset_id, issue, contractor_id, estimated_cost, financial_code_id, version
       from work_orders.work_order where id = $1`,
    [id],
  );
const notes = (id: number) =>
  sql(db(), "select note, private_note, user_id, user_name from work_orders.work_order_note where work_order_id = $1 order by id", [id]);
const audits = (id: number) =>
  sql(db(), "select action_taken from work_orders.audit_trail where entity_name = 'WorkOrder' and entity_id = $1 order by id", [id]).then((r) =>
    r.map((x) => x.action_taken),
  );

beforeAll(async () => {
  svc = await startTestService(workOrdersService, "contractor-save");
  tokens.admin = await tokenFor(viewers.admin());
  tokens.client1 = await tokenFor(viewers.client(1));
  tokens.contractor1 = await tokenFor(viewers.contractor(1));
  tokens.contractor2 = await tokenFor(viewers.contractor(2));
  // a site of client 1 with at least one asset, and an asset of another site
  const a = await one(
    `select a.id as asset, a.site_id as site from assets.asset a join assets.site s on s.id = a.site_id where s.client_id = 1 order by a.id limit 1`,
  );
  demo.site = a.site;
  demo.asset = a.asset;
  demo.otherAsset = (await one("select id from assets.asset where site_id <> $1 order by id limit 1", [a.site])).id;
  demo.subTrade = (await one("select id from assets.trade where parent_trade_id is not null order by id limit 1")).id;
}, 120_000);
afterAll(() => svc?.stop());

describe("a contractor's save of its own order", () => {
  it("changes the progress code and the asset and adds the progress note as a public note, in one change with its audit line", async () => {
    const wo = await order(2);
    const p = await call(SAVE, { input: input(wo, { progressCodeId: 3, assetId: demo.asset, progressNote: "  Parts ordered, back Tuesday " }) });
    expect(p.error).toBeNull();
    expect(p.workOrder).toMatchObject({ id: wo.id, workOrderStatusId: 2, progressCodeId: 3, assetId: demo.asset, version: wo.version + 1 });
    expect(await stored(wo.id)).toMatchObject({ status: 2, progress_code_id: 3, asset_id: demo.asset, issue: "Contractor save test" });
    expect(await notes(wo.id)).toEqual([{ note: "Parts ordered, back Tuesday", private_note: false, user_id: 11, user_name: "Test Contractor" }]);
    expect(await audits(wo.id)).toEqual(["Updated asset, progress code", "Added a note"]);
    // none clears the asset (0, as the legacy form sends it); a note alone changes nothing else
    const cleared = await call(SAVE, { input: input(p.workOrder, { assetId: 0 }) });
    expect(cleared.workOrder.assetId).toBeNull();
    const noted = await call(SAVE, { input: input(cleared.workOrder, { progressNote: "On site" }) });
    expect(noted.error).toBeNull();
    expect((await notes(wo.id)).map((n) => n.note)).toEqual(["Parts ordered, back Tuesday", "On site"]);
  });

  it("keeps the back office's defaults as they are: no job type's financial code or estimate appears by a contractor's save", async () => {
    const wo = await order(2);
    await sql(db(), "update work_orders.work_order set financial_code_id = null, estimated_cost = null where id = $1", [wo.id]);
    const p = await call(SAVE, { input: input(wo, { progressCodeId: 1 }) });
    expect(p.error).toBeNull();
    expect(await stored(wo.id)).toMatchObject({ financial_code_id: null, estimated_cost: null, progress_code_id: 1 });
  });

  it("takes only an asset of the order's own site, and a progress code of the lookup: nothing written otherwise, the note neither", async () => {
    const wo = await order(2);
    const before = await stored(wo.id);
    const asset = await call(SAVE, { input: input(wo, { assetId: demo.otherAsset, progressNote: "Not kept" }) });
    expect(asset.error).toMatchObject({ code: "INVALID", fieldErrors: [{ field: "assetId", message: "Asset is not one of the site's assets" }] });
    const code = await call(SAVE, { input: input(wo, { progressCodeId: 999 }) });
    expect(code.error).toMatchObject({ code: "INVALID", fieldErrors: [{ field: "progressCodeId", message: "Progress code is not valid" }] });
    expect(await stored(wo.id)).toEqual(before);
    expect(await notes(wo.id)).toEqual([]);
  });

  it("refuses by name every other field sent with a changed value; sent back as stored, they pass", async () => {
    const wo = await order(2);
    const changed = await call(SAVE, {
      input: input(wo, {
        issue: "Mine now",
        contractorId: 2,
        workOrderStatusId: 7,
        estimatedCost: "999",
        dueDate: "2030-01-01T00:00:00Z",
        progressCodeId: 2,
      }),
    });
    expect(changed.error).toMatchObject({ code: "NOT_ALLOWED" });
    expect(changed.error.fieldErrors.map((f: Any) => f.field)).toEqual(["contractorId", "workOrderStatusId", "issue", "dueDate", "estimatedCost"]);
    expect(changed.error.message).toBe("A contractor's save may not set: contractorId, workOrderStatusId, issue, dueDate, estimatedCost");
    expect(changed.error.fieldErrors[0].message).toBe(
      "Contractor is not the contractor's to change: a contractor saves the progress code, the asset and a progress note",
    );
    // another client or site: refused by name too (not a way to move its order)
    const moved = await call(SAVE, { input: { ...input(wo), clientId: 2 } });
    expect(moved.error.fieldErrors).toEqual([expect.objectContaining({ field: "clientId" })]);
    expect(await stored(wo.id)).toMatchObject({ status: 2, progress_code_id: null, contractor_id: 1, issue: "Contractor save test" });
    // the order as read, sent back whole with the contractor's change: saved
    const same = await call(SAVE, {
      input: input(wo, { issue: " Contractor save test ", contractorId: 1, workOrderStatusId: 2, estimatedCost: "150.000", progressCodeId: 2 }),
    });
    expect(same.error).toBeNull();
    expect(same.workOrder).toMatchObject({ progressCodeId: 2, workOrderStatusId: 2 });
  });

  it("checks the version read: a stale one is refused, a missing one required", async () => {
    const wo = await order(2);
    expect((await call(SAVE, { input: input(wo, { version: wo.version + 5, progressCodeId: 1 }) })).error.code).toBe("STALE");
    expect((await call(SAVE, { input: input(wo, { version: null, progressCodeId: 1 }) })).error).toMatchObject({
      code: "REQUIRED",
      fieldErrors: [{ field: "version", message: "Version is required to update a work order" }],
    });
  });

  it("answers another contractor's order as missing, and raises no order: FORBIDDEN", async () => {
    const theirs = await order(2, 2);
    expect((await failure(call(SAVE, { input: input(theirs, { progressCodeId: 1 }) }))).code).toBe("NOT_FOUND");
    expect((await failure(call(SAVE, { input: input({ id: 2_000_000_000, version: 1 }, { progressCodeId: 1 }) }))).code).toBe("NOT_FOUND");
    expect(await stored(theirs.id)).toMatchObject({ progress_code_id: null });
    const created = await failure(
      call(SAVE, { input: { clientId: 1, siteId: demo.site, subTradeId: demo.subTrade, issue: "New", workOrderTypeId: 1 } }),
    );
    expect(created).toEqual({ code: "FORBIDDEN", message: "A contractor cannot raise a work order: the office or the client raises it" });
    // its own order, once taken from it, is another's
    const mine = await order(2);
    await sql(db(), "update work_orders.work_order set contractor_id = 2 where id = $1", [mine.id]);
    expect((await failure(call(SAVE, { input: input(mine, { progressCodeId: 1 }) }))).code).toBe("NOT_FOUND");
  });

  it("is open while the work is with it (viewerCan.edit says the same), refused with the reason once it is submitted, closed or cancelled", async () => {
    for (const status of [2, 3, 4, 5, 7, 11, 13]) {
      const wo = await order(status);
      expect([status, (await call(READ, { id: wo.id })).viewerCan.edit]).toEqual([status, true]);
      const p = await call(SAVE, { input: input(wo, { progressCodeId: 1 }) });
      expect([status, p.error, p.workOrder?.workOrderStatusId]).toEqual([status, null, status]);
    }
    for (const status of [1, 6, 8, 9, 10, 12, 14]) {
      const wo = await order(status);
      const read = await call(READ, { id: wo.id });
      expect([status, read.viewerCan.edit]).toEqual([status, false]);
      const refusal = await failure(call(SAVE, { input: input(wo, { progressCodeId: 1 }) }));
      expect([status, refusal.code]).toEqual([status, "FORBIDDEN"]);
      expect(read.viewerCan.whyNot).toContainEqual({ action: "edit", reason: refusal.message });
    }
  });
});
