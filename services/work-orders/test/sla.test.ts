/**
 * SLA clocks (issue 27, docs/sla.md) against the real database: the events the trigger records on
 * every status change (pause on entering Awaiting Quote Approval, resume on leaving it, response met
 * on attendance, fix met on completion, stopped on cancel), the clocks computed from them at fixed
 * moments (event times and due dates set to fixed values, the clocks asked `at` a fixed time: no
 * wall-clock races), a page's clocks in one statement, and tenancy (a client user and a contractor
 * user read the clocks of their own orders only).
 */
import { pendingSchemaSql } from "@wo/shared";
import { graphqlSuite, outcome, sql, viewers } from "@wo/shared/testing";
import { workOrdersService } from "../src/service";
import { slaOrders } from "./support/sla-orders";

const suite = graphqlSuite(workOrdersService, "sla", {
  admin: viewers.admin(),
  client1: viewers.client(1),
  client2: viewers.client(2),
  contractor1: viewers.contractor(1),
  contractor2: viewers.contractor(2),
});
const { call, db } = suite;

type Any = any;

const CLOCK = `state dueDate target minutesLeft pausedMinutes endedAt businessHoursOnly`;
const READ = `query W($id: Int!, $at: DateTimeISO) { workOrder(id: $id) { id slaClocks(at: $at) { response { ${CLOCK} } fix { ${CLOCK} } } } }`;

const { order, setStatus } = slaOrders(suite);
const events = async (id: number) =>
  (await sql(db(), "select clock, kind, status_id from work_orders.sla_event where work_order_id = $1 order by id", [id])).map(
    (e) => `${e.clock} ${e.kind} ${e.status_id}`,
  );
/** Fixes the order's due dates and its events' times (in recorded order) to known instants. */
async function fix(id: number, responseDue: string, fixDue: string, times: string[]): Promise<void> {
  await sql(db(), "update work_orders.work_order set response_due_date = $2, due_date = $3 where id = $1", [id, responseDue, fixDue]);
  const ids = (await sql(db(), "select id from work_orders.sla_event where work_order_id = $1 order by id", [id])).map((r) => r.id);
  expect(ids.length).toBe(times.length);
  for (let i = 0; i < ids.length; i++) await sql(db(), "update work_orders.sla_event set at = $2 where id = $1", [ids[i], times[i]]);
}
const clocks = async (id: number, at: string, who = "admin") => (await call(READ, { id, at }, who)).slaClocks;

describe("recorded SLA events", () => {
  it("pause the unmet clocks on entering Awaiting Quote Approval (the quote sent meets the response), resume on leaving, meet fix on completion once", async () => {
    const id = await order();
    expect(await events(id)).toEqual([]);
    await setStatus(id, 3); // Awaiting Quote: nothing yet
    await setStatus(id, 4); // a quote sent: that is a response; the fix clock waits on the client
    expect(await events(id)).toEqual(["RESPONSE MET 4", "FIX PAUSED 4"]);
    await setStatus(id, 2); // the client answered: the fix clock runs again
    await setStatus(id, 7);
    await setStatus(id, 2); // reopened: a clock ends once
    await setStatus(id, 7);
    expect(await events(id)).toEqual(["RESPONSE MET 4", "FIX PAUSED 4", "FIX RESUMED 2", "FIX MET 7"]);
  });

  it("meet the response when the contractor records attendance (a first progress code); a later pause holds the fix clock only", async () => {
    const id = await order();
    await setStatus(id, 3);
    await sql(db(), "update work_orders.work_order set progress_code_id = 4 where id = $1", [id]); // No Access to Site: it attended
    await sql(db(), "update work_orders.work_order set progress_code_id = 1 where id = $1", [id]);
    await setStatus(id, 4);
    expect(await events(id)).toEqual(["RESPONSE MET 3", "FIX PAUSED 4"]);
  });

  it("stop the unmet clocks when the order is cancelled", async () => {
    const id = await order();
    await setStatus(id, 9);
    expect(await events(id)).toEqual(["RESPONSE STOPPED 9", "FIX STOPPED 9"]);
  });
});

describe("WorkOrder.slaClocks at fixed moments", () => {
  it("shows the clock paused while awaiting quote approval and running again after, its target moved by the pause", async () => {
    const id = await order();
    await setStatus(id, 4);
    // response met at 09:00 (the quote sent), fix paused 09:00–13:00, due 17:00 the same day
    await fix(id, "2026-11-23T10:00:00Z", "2026-11-23T17:00:00Z", ["2026-11-23T09:00:00Z", "2026-11-23T09:00:00Z"]);
    const paused = await clocks(id, "2026-11-23T12:00:00Z");
    expect(paused.response).toMatchObject({ state: "MET", minutesLeft: 60, endedAt: "2026-11-23T09:00:00.000Z" });
    expect(paused.fix).toMatchObject({
      state: "PAUSED",
      pausedMinutes: 180,
      minutesLeft: 480,
      target: "2026-11-23T20:00:00.000Z",
      businessHoursOnly: false,
    });
    await setStatus(id, 2);
    await fix(id, "2026-11-23T10:00:00Z", "2026-11-23T17:00:00Z", ["2026-11-23T09:00:00Z", "2026-11-23T09:00:00Z", "2026-11-23T13:00:00Z"]);
    expect((await clocks(id, "2026-11-23T20:30:00Z")).fix).toMatchObject({ state: "RUNNING", minutesLeft: 30 });
    const running = await clocks(id, "2026-11-23T21:30:00Z");
    expect(running.fix).toMatchObject({ state: "BREACHED", pausedMinutes: 240, minutesLeft: -30, target: "2026-11-23T21:00:00.000Z" });
    const earlier = await clocks(id, "2026-11-23T14:00:00Z");
    expect(earlier.fix).toMatchObject({ state: "RUNNING", minutesLeft: 420 });
  });

  it("breaches a clock met late; a clock met in time stays met", async () => {
    const id = await order();
    await setStatus(id, 7); // both met at once
    await fix(id, "2026-11-23T10:00:00Z", "2026-11-23T17:00:00Z", ["2026-11-23T12:00:00Z", "2026-11-23T12:00:00Z"]);
    const c = await clocks(id, "2026-12-01T00:00:00Z");
    expect(c.response).toMatchObject({ state: "BREACHED", minutesLeft: -120 });
    expect(c.fix).toMatchObject({ state: "MET", minutesLeft: 300 });
  });

  it("reads a page's clocks (one batched statement per page: the DataLoader of WorkOrder.slaClocks)", async () => {
    const page = await call(`query { workOrders(pageSize: 20) { nodes { id slaClocks(at: "2026-11-23T12:00:00Z") { fix { state } } } } }`, {});
    expect(page.nodes.length).toBeGreaterThan(1);
    for (const n of page.nodes) expect(n.slaClocks).toHaveProperty("fix");
  });

  it("leaves the entities and the migrations agreeing", async () => {
    expect(await pendingSchemaSql(suite.svc.orm)).toBe("");
  });
});

describe("tenancy of WorkOrder.slaClocks", () => {
  it("a client user reads its own orders' clocks, never another client's; a contractor its own", async () => {
    const mine = await order(1, 1);
    const theirs = await order(2, 2);
    expect((await clocks(mine, "2026-11-23T12:00:00Z", "client1")).fix).not.toBeNull();
    expect(await outcome(clocks(theirs, "2026-11-23T12:00:00Z", "client1"))).toBe("NOT_FOUND");
    expect((await clocks(mine, "2026-11-23T12:00:00Z", "contractor1")).response).not.toBeNull();
    expect(await outcome(clocks(mine, "2026-11-23T12:00:00Z", "contractor2"))).toBe("NOT_FOUND");
    const page = await call(`query { workOrders(pageSize: 100) { nodes { clientId slaClocks { fix { state } } } } }`, {}, "client2");
    expect(page.nodes.every((n: Any) => n.clientId === 2)).toBe(true);
  });
});
