/**
 * Issue 25, the held save that stayed unanswered for minutes: a transaction must never ask its pool
 * for a second connection while it holds one. Here the service's pool has 4 connections (as every
 * test service: startTestService) and more requests than that change one order at once, held
 * (`whileHeld`) until every connection of the pool is in a transaction waiting for the order's row.
 * When the row is let go, the first transaction must finish on its own connection: a statement of
 * it sent through the pool instead (the SLA hours an acceptance reads, a status's name for the audit
 * line) would wait for a connection that only its own commit frees. PostgreSQL sees no lock there,
 * so nothing said so: the service stopped answering until knex gave up (60 s), and then again for
 * the next transaction in line.
 */
import { graphql, sql, startTestService, tokenFor, viewers, whileHeld } from "@wo/shared/testing";
import { workOrdersService } from "../src/service";

type Svc = Awaited<ReturnType<typeof startTestService>>;
let svc: Svc;
const tokens: Record<string, string> = {};
const demo: Record<string, number> = {};

const POOL = 4;
const REQUESTS = POOL + 2;
// how long the whole race may take once the row is let go: seconds, far below knex's 60 s wait for a connection
const ANSWERED_WITHIN_MS = 20_000;

const APPLY = `mutation A($input: ApplyQuoteDecisionInput!) {
  applyQuoteDecision(input: $input) {
    decision { key newWorkOrderId replayed }
    error { code message }
  }
}`;
const SAVE = `mutation Save($input: SaveWorkOrderInput!) { saveWorkOrder(input: $input) { workOrder { id version } error { code message } } }`;
const CANCEL = `mutation C($id: Int!, $version: Int) { cancelWorkOrder(id: $id, version: $version) { workOrder { id version } error { code message } } }`;

const db = () => svc.db.url;
const one = async (q: string, p: unknown[] = []) => (await sql(db(), q, p))[0]!;

/** An order of client 1 for contractor 1 with an SLA code (so an acceptance reads the SLA hours), in `status`. */
async function order(status: number, type = 2): Promise<{ id: number; version: number }> {
  const r = await graphql(
    svc.url,
    SAVE,
    {
      input: { clientId: 1, siteId: demo.site, subTradeId: demo.subTrade, workOrderTypeId: type, contractorId: 1, slaCode: "C", issue: "Pool probe" },
    },
    tokens.admin,
  );
  const p = r.data!.saveWorkOrder;
  if (p.error) throw new Error(p.error.message);
  return one("update work_orders.work_order set work_order_status_id = $2 where id = $1 returning id, version", [p.workOrder.id, status]) as Promise<{
    id: number;
    version: number;
  }>;
}

/** The answers of `send`, sent while the order's row is held, and how long after it was let go the last came. */
async function timed<T>(id: number, send: () => Promise<T>[]): Promise<{ answers: T[]; ms: number }> {
  let letGo = 0;
  const answers = await whileHeld(db(), "select id from work_orders.work_order where id = $1 for update", [id], POOL, send, async () => {
    letGo = Date.now();
  });
  return { answers, ms: Date.now() - letGo };
}

beforeAll(async () => {
  svc = await startTestService(workOrdersService, "heldpool");
  tokens.admin = await tokenFor(viewers.admin());
  demo.site = (await one("select id from assets.site where client_id = 1 order by id limit 1")).id;
  demo.subTrade = (await one("select id from assets.trade where parent_trade_id is not null order by id limit 1")).id;
}, 60_000);
afterAll(() => svc?.stop());

// long enough to report the failure it guards against (60 s per transaction in line) rather than time out
jest.setTimeout(240_000);

describe(`${REQUESTS} changes of one order at once, with every connection of the pool (${POOL}) waiting for its row`, () => {
  it("acceptances of its quote: every one answers within seconds of the row being let go, one new work order for all", async () => {
    const wo = await order(4);
    const q = await one(
      `insert into billing.billing (work_order_id, client_id, contractor_id, site_id, summary, billing_status_id) values ($1, 1, 1, $2, 'Pool probe', 2)
       returning id, version`,
      [wo.id, demo.site],
    );
    await sql(db(), "insert into billing.billing_item (billing_id, description, units, item_amount_ex_tax) values ($1, 'Item', 1, 100)", [q.id]);
    await sql(db(), "update billing.billing set total_amount_ex_tax = 100, total_tax = 20, total_amount_inc_tax = 120 where id = $1", [q.id]);
    const input = { key: `quote:${q.id}:v${q.version}:accept`, kind: "accept", workOrderId: wo.id, quoteId: q.id, quoteVersion: q.version };
    const { answers, ms } = await timed(wo.id, () =>
      Array.from({ length: REQUESTS }, () =>
        graphql(svc.url, APPLY, { input }, tokens.admin).then((r) => ({ errors: r.errors, payload: r.data?.applyQuoteDecision })),
      ),
    );
    expect(answers.map((a) => a.errors ?? a.payload?.error ?? null)).toEqual(Array(REQUESTS).fill(null));
    const made = new Set(answers.map((a) => a.payload!.decision!.newWorkOrderId));
    expect(made.size).toBe(1);
    expect(answers.filter((a) => !a.payload!.decision!.replayed)).toHaveLength(1);
    expect(ms).toBeLessThan(ANSWERED_WITHIN_MS);
  });

  it("cancellations with the version read: one wins, the others are refused as stale, all within seconds", async () => {
    const wo = await order(2, 1);
    const { answers, ms } = await timed(wo.id, () =>
      Array.from({ length: REQUESTS }, () =>
        graphql(svc.url, CANCEL, { id: wo.id, version: wo.version }, tokens.admin).then((r) => ({
          errors: r.errors,
          payload: r.data?.cancelWorkOrder,
        })),
      ),
    );
    expect(answers.map((a) => a.errors ?? null)).toEqual(Array(REQUESTS).fill(null));
    expect(answers.filter((a) => a.payload?.workOrder)).toHaveLength(1);
    expect(answers.filter((a) => a.payload?.error?.code === "STALE")).toHaveLength(REQUESTS - 1);
    expect(ms).toBeLessThan(ANSWERED_WITHIN_MS);
  });
});
