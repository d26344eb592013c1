/**
 * Issue 25, faults: many users at once, against the running stack. Requests that race are made to
 * race for sure: the test holds the work order's row (`select ... for update`) while they are sent,
 * waits until at least two sessions wait for a lock in the database (a condition, not a clock), then
 * lets go. (Not all N: the changes of one order queue on its cost lock, an advisory lock, and their
 * reads of billing's counters are batched, so how many sessions wait at once depends on the path.)
 *
 * - saves of one order with the same version: exactly one wins, every other is refused as stale;
 * - approvals of one quote: exactly one new work order;
 * - a burst of status changes, saves and logged costs on several orders: the status counters equal
 *   a recount of the orders, and each order's cost totals the sum of its lines.
 */
import { gatewayUrl, graphql, sql, whileHeld } from "@wo/shared/testing";
import { api, login } from "../http";

// a machine busy with other suites: whileHeld's own cap (120 s) says what hung, before the test's
jest.setTimeout(240_000);

const db = () => process.env.TEST_STACK_DB_URL!;
const STALE = "This work order was changed by someone else after you opened it. Reload it to see their changes.";

const t: Record<"admin" | "finance" | "client1" | "contractor1", string> = { admin: "", finance: "", client1: "", contractor1: "" };
const demo = { site: 0, subTrade: 0 };
const made: number[] = [];
const quotes: number[] = [];

beforeAll(async () => {
  [t.admin, t.finance, t.client1, t.contractor1] = await Promise.all(
    ["admin@example.com", "finance@example.com", "client@example.com", "contractor@example.com"].map(login),
  );
  demo.site = (await sql(db(), "select id from assets.site where client_id = 1 order by id limit 1"))[0]!.id;
  demo.subTrade = (await sql(db(), "select id from assets.trade where parent_trade_id is not null order by id limit 1"))[0]!.id;
});

// what was made here goes again: other suites count the demo's work orders
afterAll(async () => {
  const children = await sql(
    db(),
    "select child_work_order_id as id from work_orders.linked_work_order where parent_work_order_id = any($1::int[])",
    [made],
  );
  await sql(db(), "delete from billing.log_material where work_order_id = any($1::int[])", [made]);
  await sql(db(), "delete from billing.work_order_cost where work_order_id = any($1::int[])", [made]);
  await sql(db(), "delete from billing.billing where id = any($1::int[])", [quotes]);
  await sql(db(), "delete from work_orders.work_order where id = any($1::int[])", [[...made, ...children.map((r) => r.id)]]);
});

/** An order of client 1 for contractor 1 through POST /api/WorkOrders (type 1 reactive, 2 quote job), then put in `status`. */
async function order(status: number, type = 1): Promise<{ id: number; version: number }> {
  const r = await api("POST", "/WorkOrders", {
    token: t.admin,
    json: { Id: 0, ClientId: 1, SiteId: demo.site, SubTradeId: demo.subTrade, WorkOrderTypeId: type, ContractorId: 1, Issue: "Concurrency probe" },
  });
  expect(r.status).toBe(200);
  made.push(r.body.id);
  const [row] = await sql(db(), "update work_orders.work_order set work_order_status_id = $2 where id = $1 returning id, version", [
    r.body.id,
    status,
  ]);
  return row as { id: number; version: number };
}

/** Sends `requests` while the test holds the order's row; lets go once `waiting` sessions wait for a lock. */
const allAtOnce = <T>(orderId: number, waiting: number, requests: () => Promise<T>[]) =>
  whileHeld(db(), "select id from work_orders.work_order where id = $1 for update", [orderId], waiting, requests);

const stored = async (id: number) =>
  (await sql(db(), "select work_order_status_id as status, version, details from work_orders.work_order where id = $1", [id]))[0]!;

describe("saves of one work order with the same version, at once", () => {
  const SAVE = `mutation ($input: SaveWorkOrderInput!) { saveWorkOrder(input: $input) { workOrder { id version details } error { code message } } }`;

  it("let exactly one win; the others are refused as stale (REST 409, GraphQL STALE); the order holds the winner's details, its version one up", async () => {
    const wo = await order(2);
    const N = 8;
    const fields = { ClientId: 1, SiteId: demo.site, SubTradeId: demo.subTrade, WorkOrderTypeId: 1, ContractorId: 1, Issue: "Concurrency probe" };
    const answers = await allAtOnce(wo.id, 2, () =>
      Array.from({ length: N }, async (_, i) => {
        const details = `Writer ${i}`;
        if (i % 2 === 0) {
          const r = await api("PUT", `/WorkOrders/${wo.id}`, { token: t.admin, json: { ...fields, Version: wo.version, Details: details } });
          return { details, won: r.status === 200, refusal: r.status === 200 ? null : { status: r.status, message: r.body.Message } };
        }
        const input = { id: wo.id, version: wo.version, clientId: 1, siteId: demo.site, subTradeId: demo.subTrade, workOrderTypeId: 1 };
        const g = await graphql(`${gatewayUrl()}/graphql`, SAVE, { input: { ...input, issue: "Concurrency probe", details } }, t.admin);
        const p = g.data?.saveWorkOrder;
        return {
          details,
          won: !!p?.workOrder,
          refusal: p?.workOrder ? null : { code: p?.error?.code ?? g.errors?.[0]?.extensions?.code, message: p?.error?.message },
        };
      }),
    );
    const winners = answers.filter((a) => a.won);
    expect(winners).toHaveLength(1);
    answers.forEach((a, i) => {
      if (a.won) return;
      expect([i, a.refusal]).toEqual([i, i % 2 === 0 ? { status: 409, message: STALE } : { code: "STALE", message: STALE }]);
    });
    expect(await stored(wo.id)).toMatchObject({ version: wo.version + 1, details: winners[0]!.details });
  });
});

describe("approvals of one quote, at once", () => {
  it("make one new work order: every approval answers 200 with the same new order, which is the only one linked", async () => {
    const wo = await order(4, 2);
    const [q] = await sql(
      db(),
      "insert into billing.billing (work_order_id, client_id, contractor_id, site_id, summary, billing_status_id) values ($1, 1, 1, $2, 'New boiler', 2) returning id",
      [wo.id, demo.site],
    );
    quotes.push(q!.id);
    await sql(db(), "insert into billing.billing_item (billing_id, description, units, item_amount_ex_tax) values ($1, 'Boiler', 1, 100)", [q!.id]);
    const N = 6;
    const answers = await allAtOnce(wo.id, 2, () =>
      Array.from({ length: N }, (_, i) =>
        api("PUT", `/WorkOrders/AcceptQuoteDuplicate?quoteId=${q!.id}&workOrderId=${wo.id}`, { token: i % 2 ? t.admin : t.client1 }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(N).fill(200));
    const children = await sql(db(), "select child_work_order_id as id from work_orders.linked_work_order where parent_work_order_id = $1", [wo.id]);
    expect(children).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.NewWorkorderId))).toEqual(new Set([children[0]!.id]));
    const [{ n }] = (await sql(db(), "select count(*)::int n from work_orders.work_order where id = $1", [children[0]!.id])) as [{ n: number }];
    expect(n).toBe(1);
    expect((await sql(db(), "select new_work_order_id as id from billing.billing where id = $1", [q!.id]))[0]!.id).toBe(children[0]!.id);
  });
});

describe("a burst of status changes, saves and logged costs on several orders", () => {
  /**
   * The status counters against a recount of the orders, in one statement (one snapshot: other
   * suites may change orders meanwhile, and the counters move in the same transaction as they do).
   */
  const countersOff = () =>
    sql(
      db(),
      `with recount as (
         select client_id, coalesce(contractor_id, 0) as contractor_id, work_order_status_id as status_id, work_order_type_id = 3 as ppm, count(*) as n
           from work_orders.work_order group by 1, 2, 3, 4),
       counted as (select client_id, contractor_id, status_id, ppm, n from work_orders.status_count where n <> 0)
       select client_id, contractor_id, status_id, ppm, recount.n as recount, counted.n as counted
         from recount full join counted using (client_id, contractor_id, status_id, ppm) where recount.n is distinct from counted.n`,
    );

  /** Each order's cost totals against the sum of its lines. */
  const totalsOff = (ids: number[]) =>
    sql(
      db(),
      `select w.id, c.material_entries, c.total_add_cost::text as counted,
              (select count(*)::int from billing.log_material m where m.work_order_id = w.id) as lines,
              (select coalesce(sum(total_cost), 0)::numeric(14,2)::text from billing.log_material m where m.work_order_id = w.id) as summed
         from unnest($1::int[]) w(id) left join billing.work_order_cost c on c.work_order_id = w.id
        where coalesce(c.material_entries, 0) <> (select count(*) from billing.log_material m where m.work_order_id = w.id)
           or coalesce(c.total_add_cost, 0) <> (select coalesce(sum(total_cost), 0) from billing.log_material m where m.work_order_id = w.id)`,
      [ids],
    );

  it("leaves the counters equal to a recount and each order's cost totals equal to its lines; every answer is a success or a plain refusal", async () => {
    expect(await countersOff()).toEqual([]);
    const orders = await Promise.all([order(2), order(2), order(2), order(2)]);
    // one line on each order before the burst, so the totals compared below are never all zero: in the
    // burst, the completion or the cancellation may win every race against the logs
    for (const wo of orders) {
      const first = await api("POST", "/LogMaterials", {
        token: t.contractor1,
        json: { WorkOrderId: wo.id, LogMaterialTypeId: 1, Description: "Before the burst", CostPerItem: 2.5, Quantity: 1 },
      });
      expect([wo.id, first.status]).toEqual([wo.id, 200]);
    }
    const fields = { ClientId: 1, SiteId: demo.site, SubTradeId: demo.subTrade, WorkOrderTypeId: 1, ContractorId: 1, Issue: "Concurrency probe" };
    const burst = orders.flatMap((wo, k) => [
      ...Array.from({ length: 5 }, (_, i) =>
        api("POST", "/LogMaterials", {
          token: t.contractor1,
          json: { WorkOrderId: wo.id, LogMaterialTypeId: 1, Description: `Part ${i}`, CostPerItem: 1.25 * (i + 1), Quantity: 1 + k },
        }).then((r) => ({ kind: "material", id: wo.id, status: r.status })),
      ),
      api("PUT", `/WorkOrders/Complete?id=${wo.id}`, { token: t.finance }).then((r) => ({ kind: "complete", id: wo.id, status: r.status })),
      api("POST", `/WorkOrders/Cancelled?id=${wo.id}&version=${wo.version}`, { token: t.admin }).then((r) => ({
        kind: "cancel",
        id: wo.id,
        status: r.status,
      })),
      ...[1, 2].map((i) =>
        api("PUT", `/WorkOrders/${wo.id}`, { token: t.admin, json: { ...fields, Version: wo.version, Details: `Burst ${i}` } }).then((r) => ({
          kind: "save",
          id: wo.id,
          status: r.status,
        })),
      ),
    ]);
    const answers = await Promise.all(burst);
    for (const a of answers) expect([a.kind, [200, 403, 409].includes(a.status)]).toEqual([a.kind, true]);
    // the cancel and the saves all hold the version read before: at most one of them per order wins
    for (const wo of orders) {
      const versioned = answers.filter((a) => a.id === wo.id && (a.kind === "cancel" || a.kind === "save") && a.status === 200);
      expect([wo.id, versioned.length <= 1]).toEqual([wo.id, true]);
    }
    expect(await countersOff()).toEqual([]);
    expect(await totalsOff(orders.map((o) => o.id))).toEqual([]);
    // every logged material answered 200 is a line, and nothing else is (with the one line each order had before)
    const logged = orders.length + answers.filter((a) => a.kind === "material" && a.status === 200).length;
    const [{ n }] = (await sql(db(), "select count(*)::int n from billing.log_material where work_order_id = any($1::int[])", [
      orders.map((o) => o.id),
    ])) as [{ n: number }];
    expect(n).toBe(logged);
  });
});
