import { DEMO_FLAG_EVERY, DemoFlagSlot, demoFlaggedOrdersSql, money } from "@wo/shared";
import { sql, startTestService } from "@wo/shared/testing";
import { costChecksOf } from "../src/modules/cost-check/cost-check.service";
import { CostCheckCode } from "../src/modules/cost-check/cost-check.rules";
import { demoOrders, planDemoFlags } from "../src/modules/log/log.demo-flags";
import { DEMO_LOG_ORDERS, LOGGED_STATUSES } from "../src/modules/log/log.seed";
import { billingService } from "../src/service";

/**
 * The demo data as seeded (the suite's database is a copy of the seeded template): the money matches
 * wherever a user looks, and the cost checks flag only the orders the demo means them on
 * (docs/billing.md "Demo data (logs)").
 */
let svc: Awaited<ReturnType<typeof startTestService>>;
const db = <T extends Record<string, any> = Record<string, any>>(text: string, params: unknown[] = []) => sql<T>(svc.db.url, text, params);

interface Done {
  id: number;
  ref: string;
  status: number;
  estimated: string | null;
  approved: string | null;
  actual: string | null;
  superseded: string | null;
  logged: string | null;
}
let done: Done[];

const pence = (v: string | null) => (v == null ? null : money(v).times(100).toNumber());

beforeAll(async () => {
  svc = await startTestService(billingService, "demodata");
  done = await db<Done>(
    `select w.work_order_id as id, w.ref_no as ref, w.work_order_status_id as status, w.estimated_cost::text as estimated,
            w.approved_cost::text as approved, w.actual_cost::text as actual, w.superseded_cost_price::text as superseded,
            c.logged_total::text as logged
       from work_orders.v_work_order_billing w left join billing.work_order_cost c on c.work_order_id = w.work_order_id
      where w.work_order_id <= $1 and w.contractor_id is not null and w.work_order_status_id = any($2::int[])
      order by w.work_order_id`,
    [DEMO_LOG_ORDERS, LOGGED_STATUSES],
  );
}, 60_000);
afterAll(() => svc?.stop());

describe("the demo orders whose work was done", () => {
  it("are there in every such status", () => {
    expect([...new Set(done.map((o) => o.status))].sort((a, b) => a - b)).toEqual([5, 6, 7, 10, 11, 12, 13]);
  });

  it("log, to the penny, their actual cost, or the price their amendment superseded", () => {
    const wrong = done
      .filter((o) => o.actual == null || pence(o.logged) !== pence(o.superseded ?? o.actual))
      .map((o) => `${o.ref}: logged ${o.logged}, actual ${o.actual}, superseded ${o.superseded}`);
    expect(wrong).toEqual([]);
  });

  it("have counters that are the sums of their logs, time on every order, and a 'Sundries' line only to close the gap", async () => {
    const off = await db(
      `select c.work_order_id from billing.work_order_cost c
         left join (select work_order_id, count(*) n, sum(costhours) h, sum(call_out_charge) k from billing.log_time group by 1) t using (work_order_id)
         left join (select work_order_id, count(*) n, sum(total_cost) m from billing.log_material group by 1) m using (work_order_id)
        where c.work_order_id <= $1 and (c.time_entries <> coalesce(t.n, 0) or c.total_hours_cost <> coalesce(t.h, 0)
          or c.call_out_charge <> coalesce(t.k, 0) or c.material_entries <> coalesce(m.n, 0) or c.total_add_cost <> coalesce(m.m, 0)
          or c.time_entries = 0)`,
      [DEMO_LOG_ORDERS],
    );
    expect(off).toEqual([]);
    const [sundries] = await db(
      `select count(*)::int as lines, count(distinct work_order_id)::int as orders, min(total_cost)::text as least from billing.log_material
        where description = 'Sundries' and work_order_id <= $1`,
      [DEMO_LOG_ORDERS],
    );
    expect(sundries.lines).toBe(sundries.orders);
    expect(Number(sundries.least)).toBeGreaterThan(0);
  });

  it("are approved and closed at their actual cost, and carry no approved cost before", () => {
    expect(done.filter((o) => (o.status === 6 || o.status === 10) && (o.approved == null || pence(o.approved) !== pence(o.actual)))).toEqual([]);
    expect(done.filter((o) => o.status !== 6 && o.status !== 10 && o.approved != null)).toEqual([]);
  });

  it("are over budget (approved, else estimated cost) on about a third", () => {
    const over = done.filter((o) => money(o.logged ?? 0).greaterThan(money(o.approved ?? o.estimated ?? 0))).length;
    expect(over / done.length).toBeGreaterThan(0.25);
    expect(over / done.length).toBeLessThan(0.45);
  });

  it("amend their price on some submitted and queried orders, mostly within the cost checks' tolerance", () => {
    const amended = done.filter((o) => o.superseded != null);
    expect(amended.every((o) => o.status === 11 || o.status === 12)).toBe(true);
    const beyond = amended.filter((o) => money(o.actual!).greaterThan(money(o.superseded!).times(1.1)));
    expect(beyond.length).toBeGreaterThan(0);
    expect(beyond.length * 4).toBeLessThan(amended.length);
  });
});

describe("the demo's cost-check flags", () => {
  it("appear exactly on the orders chosen to carry them, one kind each, every kind at least once", async () => {
    const chosen = await db<{ id: number; slot: number }>(
      `${demoFlaggedOrdersSql("(select work_order_id as id, work_order_status_id as status from work_orders.v_work_order_billing)")} order by 1`,
    );
    const submittedOrQueried = done.filter((o) => o.status === 11 || o.status === 12).length;
    expect(chosen.length).toBe(Math.floor(submittedOrQueried / DEMO_FLAG_EVERY));

    const em = svc.orm.em.fork();
    const checks = await costChecksOf(
      em,
      done.map((o) => o.id),
    );
    const flagged = new Map(
      done.map((o) => [o.id, [...new Set(checks.get(o.id)!.flags.map((f) => f.code))]] as const).filter(([, codes]) => codes.length > 0),
    );
    const plan = await planDemoFlags(em, await demoOrders(em, DEMO_LOG_ORDERS, LOGGED_STATUSES));
    const expected = new Map(chosen.map((c) => [c.id, [plan.get(c.id)!.code]]));
    expect(new Map([...flagged].sort(([a], [b]) => a - b))).toEqual(expected);

    // work-orders' slots carry work-orders' differences
    for (const c of chosen) {
      if (c.slot === DemoFlagSlot.AmendedAboveLogged) expect([c.id, expected.get(c.id)]).toEqual([c.id, [CostCheckCode.AMENDED_ABOVE_LOGGED]]);
      if (c.slot === DemoFlagSlot.NoJobSheet) expect([c.id, expected.get(c.id)]).toEqual([c.id, [CostCheckCode.NO_JOB_SHEET]]);
    }
    expect([...new Set([...expected.values()].flat())].sort()).toEqual(
      [
        CostCheckCode.AMENDED_ABOVE_LOGGED,
        CostCheckCode.BANK_HOLIDAY_NOT_FLAGGED,
        CostCheckCode.NO_JOB_SHEET,
        CostCheckCode.NO_RATE_CARD,
        CostCheckCode.NORMAL_RATE_OUT_OF_HOURS,
        CostCheckCode.OVER_QUOTE,
        CostCheckCode.REPEATED_CALL_OUT,
      ].sort(),
    );
    // for the closing note: which orders carry which flag
    const refOf = new Map(done.map((o) => [o.id, o.ref]));
    process.stdout.write(`demo cost flags:\n${chosen.map((c) => `  ${c.id} ${refOf.get(c.id)} ${expected.get(c.id)}`).join("\n")}\n`);
  }, 60_000);
});
