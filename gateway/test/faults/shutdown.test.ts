/**
 * Issue 25, faults: SIGTERM while requests are in flight, to a gateway and to a subgraph of this
 * suite's own (processes it starts next to the shared stack, over the stack's database and
 * subgraphs). The request is held in flight for sure: the test holds the order's row, so the save
 * waits for it in the database, and the signal goes only once it does. Then the process must take no
 * new connection, finish the save it holds (200, the change stored) once the row is let go, and exit 0.
 */
import { graphql, sql, whileHeld } from "@wo/shared/testing";
import { login } from "../http";
import { ownGateway, ownService, refused, type OwnProcess } from "../own-process";

// a machine busy with other suites: whileHeld's own cap (120 s) says what hung, before the test's
jest.setTimeout(240_000);

const db = () => process.env.TEST_STACK_DB_URL!;

const gateway = ownGateway();
const workOrders = ownService("work-orders");
// `main.js serve` is the default command of a service's main (tools/src/stack.ts passes it explicitly)

let admin: string;
const demo = { site: 0, subTrade: 0 };
const made: number[] = [];

beforeAll(async () => {
  admin = await login("admin@example.com");
  demo.site = (await sql(db(), "select id from assets.site where client_id = 1 order by id limit 1"))[0]!.id;
  demo.subTrade = (await sql(db(), "select id from assets.trade where parent_trade_id is not null order by id limit 1"))[0]!.id;
}, 120_000);

afterAll(async () => {
  await Promise.all([gateway.stop(), workOrders.stop()]);
  await sql(db(), "delete from work_orders.work_order where id = any($1::int[])", [made]);
});

async function order(): Promise<{ id: number; version: number }> {
  const [row] = await sql(
    db(),
    `insert into work_orders.work_order (date_opened, client_id, site_id, contractor_id, all_contractor_ids, trade_id, sub_trade_id,
       work_order_type_id, work_order_status_id, issue, financial_code_id, estimated_cost)
     select now(), 1, $1, 1, array[1], parent_trade_id, id, 1, 2, 'Shutdown probe', 1, 150 from assets.trade where id = $2 returning id, version`,
    [demo.site, demo.subTrade],
  );
  made.push(row!.id);
  return row as { id: number; version: number };
}

/** Polls `check` every 100 ms for at most `seconds` (generous: a loaded machine); answers whether it held. */
async function eventually(check: () => Promise<boolean>, seconds = 30): Promise<boolean> {
  for (let end = Date.now() + seconds * 1000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) if (await check()) return true;
  return check();
}

/** An exit within `seconds`, else "still running". */
const exitWithin = (p: OwnProcess, seconds: number) =>
  Promise.race([p.exit, new Promise<string>((r) => setTimeout(() => r("still running"), seconds * 1000).unref())]);

const SAVE = `mutation ($input: SaveWorkOrderInput!) { saveWorkOrder(input: $input) { workOrder { id version details } error { code message } } }`;

/**
 * A save of a new order sent to `url` while its row is held; SIGTERM to `target` once the save waits
 * for the row; then, still holding it, checks that `target` takes no new connection but still runs.
 */
async function saveThroughShutdown(target: OwnProcess, url: string) {
  const wo = await order();
  const input = {
    id: wo.id,
    version: wo.version,
    clientId: 1,
    siteId: demo.site,
    subTradeId: demo.subTrade,
    workOrderTypeId: 1,
    issue: "Shutdown probe",
  };
  let whileDraining = { refusedNew: false, alive: false };
  const [answer] = await whileHeld(
    db(),
    "select id from work_orders.work_order where id = $1 for update",
    [wo.id],
    1,
    () => [graphql(url, SAVE, { input: { ...input, details: "Saved while stopping" } }, admin)],
    async () => {
      target.signal("SIGTERM");
      const refusedNew = await eventually(() => refused(target.port));
      whileDraining = { refusedNew, alive: target.alive };
    },
  );
  return { wo, answer: answer!, whileDraining };
}

describe("SIGTERM with a request in flight", () => {
  it("to the gateway: it refuses new connections at once, finishes the save it holds (200, stored), then exits 0", async () => {
    await gateway.start();
    const { wo, answer, whileDraining } = await saveThroughShutdown(gateway, `${gateway.url}/graphql`);
    expect(whileDraining).toEqual({ refusedNew: true, alive: true });
    expect(answer.status).toBe(200);
    expect(answer.data?.saveWorkOrder).toEqual({ workOrder: { id: wo.id, version: wo.version + 1, details: "Saved while stopping" }, error: null });
    expect((await sql(db(), "select details from work_orders.work_order where id = $1", [wo.id]))[0]!.details).toBe("Saved while stopping");
    expect(await exitWithin(gateway, 30)).toBe(0);
  });

  it("to a subgraph (work-orders): the same, the save it holds finished and its database pool closed before it exits 0", async () => {
    await workOrders.start();
    const { wo, answer, whileDraining } = await saveThroughShutdown(workOrders, `${workOrders.url}/graphql`);
    expect(whileDraining).toEqual({ refusedNew: true, alive: true });
    expect(answer.status).toBe(200);
    expect(answer.data?.saveWorkOrder).toEqual({ workOrder: { id: wo.id, version: wo.version + 1, details: "Saved while stopping" }, error: null });
    expect(await exitWithin(workOrders, 30)).toBe(0);
  });
});
