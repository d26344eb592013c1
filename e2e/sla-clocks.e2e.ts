/**
 * SLA clocks on screen (issue 27's "done when", docs/sla.md): an order awaiting quote approval shows
 * its fix clock paused, on staff's work-order page and on the client's own order page on a phone
 * (390 × 844, no sideways scrolling); once it leaves Awaiting Quote Approval (back to Open: the
 * trigger that every path goes through records the resume) the clock runs again on both. The client
 * never reads another client's order's clocks.
 */
import { openScreen, signInAs } from "./browser";
import { gql, signIn } from "./api";
import { e2eSession } from "./session";

const STAFF = "admin@example.com";
const CLIENT = "client@example.com";
const OPEN = 2;
const AWAITING_QUOTE_APPROVAL = 4;

const session = e2eSession(STAFF);
const { one } = session;
const state: { id?: number; clientId?: number; due?: { due_date: Date | null; response_due_date: Date | null } } = {};
const need = <T>(v: T | undefined, what: string): T => {
  if (v === undefined) throw new Error(`${what} is missing: an earlier step failed`);
  return v;
};

const setStatus = (id: number, status: number) =>
  session.db.query("update work_orders.work_order set work_order_status_id = $2, version = version + 1 where id = $1", [id, status]);

/** The fix clock's tag on the screen now (staff's editor and the portal's details both tag it data-clock="Fix") */
async function fixClock(): Promise<string> {
  const tag = session.page.locator('[data-clock="Fix"]').first();
  await tag.waitFor();
  return (await tag.textContent()) ?? "";
}

beforeAll(async () => {
  for (const email of [STAFF, CLIENT]) await signIn(email);
  state.clientId = (await one<{ id: number }>("select entity_id as id from identity.app_user where email = $1", [CLIENT])).id;
  // an Open order of the client's whose clocks have not ended (no response or fix event yet)
  const order = await one<{ id: number; due_date: Date | null; response_due_date: Date | null }>(
    `select w.id, w.due_date, w.response_due_date from work_orders.work_order w
      where w.client_id = $1 and w.work_order_status_id = $2
        and not exists (select 1 from work_orders.sla_event e where e.work_order_id = w.id)
      order by w.id desc offset 3 limit 1`,
    [state.clientId, OPEN],
  );
  state.id = order.id;
  state.due = { due_date: order.due_date, response_due_date: order.response_due_date };
  // targets days ahead, so the clocks are running (a pause after the target would change nothing)
  await session.db.query(
    "update work_orders.work_order set due_date = now() + interval '3 days', response_due_date = now() + interval '1 day' where id = $1",
    [order.id],
  );
}, 120_000);

describe("an order awaiting quote approval", () => {
  // inside the describe: runs before the session closes its database connection
  afterAll(async () => {
    if (state.id && state.due)
      await session.db.query("update work_orders.work_order set due_date = $2, response_due_date = $3 where id = $1", [
        state.id,
        state.due.due_date,
        state.due.response_due_date,
      ]);
  });

  it("shows its fix clock paused on staff's work-order page", async () => {
    const id = need(state.id, "the order");
    await setStatus(id, AWAITING_QUOTE_APPROVAL);
    await openScreen(session.page, `/work-order/${id}`);
    const clocks = session.page.getByLabel("SLA clocks");
    await clocks.waitFor();
    expect(await fixClock()).toMatch(/^Fix: Paused · .* left/);
    // the quote sent is the contractor's response
    expect(await session.page.locator('[data-clock="Response"]').first().textContent()).toBe("Response: Met");
  });

  it("shows it paused to the client on a phone, on its own order's page", async () => {
    const { page } = session;
    await signInAs(page, CLIENT);
    await page.setViewportSize({ width: 390, height: 844 });
    await openScreen(page, `/work-order/${need(state.id, "the order")}`);
    expect(await fixClock()).toMatch(/^Fix: Paused/);
    const sideways = await page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth > window.innerWidth + 1);
    expect(sideways).toBe(false);
  });

  it("runs again once the order leaves Awaiting Quote Approval, for the client and for staff", async () => {
    const { page } = session;
    const id = need(state.id, "the order");
    await setStatus(id, OPEN);
    await openScreen(page, `/work-order/${id}`);
    expect(await fixClock()).toMatch(/^Fix: Running · .* left/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, STAFF);
    await openScreen(page, `/work-order/${id}`);
    expect(await fixClock()).toMatch(/^Fix: Running/);
    const events = await session.db.query("select clock, kind from work_orders.sla_event where work_order_id = $1 order by id", [id]);
    expect(events.rows.map((e) => `${e.clock} ${e.kind}`)).toEqual(["RESPONSE MET", "FIX PAUSED", "FIX RESUMED"]);
  });

  it("never gives the client another client's order's clocks", async () => {
    const other = await one<{ id: number }>("select id from work_orders.work_order where client_id <> $1 order by id desc limit 1", [
      need(state.clientId, "the client"),
    ]);
    const read = gql(CLIENT, "query C($id: Int!) { workOrder(id: $id) { id slaClocks { fix { state } } } }", { id: other.id });
    await expect(read).rejects.toThrow();
    const own = await gql<{ workOrder: { slaClocks: { fix: { state: string } } } }>(
      CLIENT,
      "query C($id: Int!) { workOrder(id: $id) { id slaClocks { fix { state } } } }",
      { id: need(state.id, "the order") },
    );
    expect(own.workOrder.slaClocks.fix.state).toBe("RUNNING");
  });
});
