import type { EntityManager } from "@mikro-orm/postgresql";
import { DemoFlagSlot, demoFlaggedOrdersSql, isBankHoliday, money } from "@wo/shared";
import { CostCheckCode } from "../cost-check/cost-check.rules";
import { costTime, type TimeCosting, type TimeEntry, type TimeWindows } from "./log.costing";
import type { LogOrder } from "./log.order";
import { rateCardFor } from "./log.rates";
import { sqlOf } from "./log.sql";

/**
 * Which demo orders carry a deliberate cost difference, and how billing's seed makes its kinds
 * (docs/billing.md "Demo data (logs)"). The orders are chosen by the one rule of @wo/shared's
 * demo-cost-flags, which work-orders' seed reads too: slot 0 is work-orders' amended price beyond the
 * tolerance, slot 1 its job sheet archived after the submission; the orders of the other slots are
 * billing's, shared out here among the differences billing's data makes, each at least once when
 * the orders allow it, by what each order can carry (a bank holiday within its work, a second
 * attendance within its cost...). Deterministic: from the orders' data and the calendar.
 */

/** A demo order as the log seed reads it (work-orders' views), with what its logs must come to. */
export interface DemoOrder extends LogOrder {
  /** The London day opened, the last day its work is logged on (20 days on, or today), and today */
  opened: string;
  closed: string;
  today: string;
  actualCost: string | null;
  supersededCostPrice: string | null;
}

/** The visits a deliberate difference is made of, and whether they are billed as if all in normal hours. */
export interface DeliberateVisits {
  visits: TimeEntry[];
  billedAsNormal: boolean;
}

export interface DemoFlag {
  code: CostCheckCode;
  /** Billing's time-entry differences: the order's visits (its logs have no others) */
  visits: DeliberateVisits | null;
}

/** Billing's kinds, the scarcest first (the order they are matched to orders in). */
const BILLING_KINDS = [
  CostCheckCode.REPEATED_CALL_OUT,
  CostCheckCode.BANK_HOLIDAY_NOT_FLAGGED,
  CostCheckCode.NO_RATE_CARD,
  CostCheckCode.NORMAL_RATE_OUT_OF_HOURS,
  CostCheckCode.OVER_QUOTE,
] as const;

/** A window that holds every hour: what "billed at the normal rate" costs out-of-hours time as. */
export const ALL_DAY_WINDOW: TimeWindows = { normalStart: "00:00", normalFinish: "23:59" };

/** The demo orders whose logs are seeded: ids up to `upTo`, work done, a contractor. */
export async function demoOrders(em: EntityManager, upTo: number, statuses: readonly number[]): Promise<DemoOrder[]> {
  return sqlOf(em)<DemoOrder[]>(
    `select wo.work_order_id as "workOrderId", wo.client_id as "clientId", wo.contractor_id as "contractorId", wa.sub_trade_id as "subTradeId",
            wo.work_order_status_id as "workOrderStatusId", wo.estimated_cost::text as "estimatedCost", wo.approved_cost::text as "approvedCost",
            wo.actual_cost::text as "actualCost", wo.superseded_cost_price::text as "supersededCostPrice",
            (wo.date_opened at time zone 'Europe/London')::date::text as opened,
            least((wo.date_opened at time zone 'Europe/London')::date + 20, (now() at time zone 'Europe/London')::date)::text as closed,
            (now() at time zone 'Europe/London')::date::text as today
       from work_orders.v_work_order_billing wo
       join work_orders.v_work_assignment wa on wa.work_order_id = wo.work_order_id
      where wo.work_order_id <= ? and wo.contractor_id is not null and wo.work_order_status_id = any(?::int[])
      order by wo.work_order_id`,
    [upTo, `{${statuses.join(",")}}`],
  );
}

/** What an order's logs come to, in pence: the price its amendment superseded, else its actual cost; null when it has none. */
export function targetPence(o: DemoOrder): number | null {
  const target = o.supersededCostPrice ?? o.actualCost;
  return target == null ? null : money(target).times(100).round().toNumber();
}

export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
export const isWorkday = (date: string) => weekday(date) >= 1 && weekday(date) <= 5 && !isBankHoliday(date);
/** The same day a year earlier (28 February for the 29th). */
const yearEarlier = (date: string) => {
  const y = `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;
  return y.endsWith("-02-29") ? y.replace(/-29$/, "-28") : y;
};

function daysOf(o: DemoOrder, last = o.closed): string[] {
  const out: string[] = [];
  for (let d = o.opened; d <= last; d = addDays(d, 1)) out.push(d);
  return out;
}

export const pence = (c: TimeCosting) => money(c.costhours).plus(money(c.callOutCharge)).times(100).round().toNumber();

const visit = (workDate: string, timeFrom: string, timeTo: string): TimeEntry => ({
  workDate,
  timeFrom,
  timeTo,
  numberOfEngineers: 1,
  bankHoliday: false,
});

/**
 * The ways an order can carry each of billing's kinds, costed: the kinds it cannot carry are absent.
 * `relaxed`: a bank holiday after its usual days of work, up to today, will do (when none of the
 * chosen orders has one within them).
 */
async function optionsOf(em: EntityManager, o: DemoOrder, relaxed: boolean): Promise<Map<CostCheckCode, DeliberateVisits | null>> {
  const out = new Map<CostCheckCode, DeliberateVisits | null>([[CostCheckCode.OVER_QUOTE, null]]);
  const target = targetPence(o);
  if (target == null || o.contractorId == null) return out;
  const days = daysOf(o);
  const workday = days.find(isWorkday);
  const holiday = (relaxed ? daysOf(o, o.today) : days).find(isBankHoliday);
  const costOf = async (v: DeliberateVisits) => {
    let total = 0;
    for (const e of v.visits) {
      const { card, windows } = await rateCardFor(em, o, o.contractorId!, e.workDate);
      total += pence(costTime(e, card, v.billedAsNormal ? ALL_DAY_WINDOW : windows));
    }
    return total;
  };
  const offer = async (code: CostCheckCode, v: DeliberateVisits) => {
    if ((await costOf(v)) <= target) out.set(code, v);
  };
  if (workday) {
    // two attendances on one day, each with its call-out
    await offer(CostCheckCode.REPEATED_CALL_OUT, {
      visits: [visit(workday, "09:00", "10:00"), visit(workday, "14:00", "15:00")],
      billedAsNormal: false,
    });
    // an evening visit billed as if in normal hours (two hours, or one when two cost more than the order)
    for (const to of ["21:00", "20:00"]) {
      if (out.has(CostCheckCode.NORMAL_RATE_OUT_OF_HOURS)) break;
      await offer(CostCheckCode.NORMAL_RATE_OUT_OF_HOURS, { visits: [visit(workday, "19:00", to)], billedAsNormal: true });
    }
    // the visit entered with last year's date: before the client's contract with the contractor began
    const misdated = yearEarlier(workday);
    if (!(await rateCardFor(em, o, o.contractorId, misdated)).card) {
      await offer(CostCheckCode.NO_RATE_CARD, { visits: [visit(misdated, "10:00", "12:00")], billedAsNormal: false });
    }
  }
  // a visit on a bank holiday, not flagged as one (so costed as an ordinary day)
  if (holiday) await offer(CostCheckCode.BANK_HOLIDAY_NOT_FLAGGED, { visits: [visit(holiday, "10:00", "11:00")], billedAsNormal: false });
  return out;
}

/**
 * Billing's kinds shared out among its chosen orders: each kind one order first (a matching, so that
 * a scarce kind's only order is not taken by another), then each other order the kind it can carry
 * that is least used so far.
 */
async function shareOut(em: EntityManager, orders: readonly DemoOrder[], relaxed: boolean): Promise<Map<number, DemoFlag>> {
  const ours: { id: number; options: Map<CostCheckCode, DeliberateVisits | null> }[] = [];
  for (const o of orders) ours.push({ id: o.workOrderId, options: await optionsOf(em, o, relaxed) });
  const taken = new Map<number, CostCheckCode>();
  const tryKind = (kind: CostCheckCode, seen: Set<number>): boolean => {
    for (const o of ours) {
      if (!o.options.has(kind) || seen.has(o.id)) continue;
      seen.add(o.id);
      const held = taken.get(o.id);
      if (held === undefined || tryKind(held, seen)) {
        taken.set(o.id, kind);
        return true;
      }
    }
    return false;
  };
  for (const kind of BILLING_KINDS) tryKind(kind, new Set());
  const count = new Map<CostCheckCode, number>(BILLING_KINDS.map((k) => [k, 0]));
  for (const k of taken.values()) count.set(k, count.get(k)! + 1);
  for (const o of ours) {
    if (taken.has(o.id)) continue;
    const kind = BILLING_KINDS.filter((k) => o.options.has(k)).sort((a, b) => count.get(a)! - count.get(b)!)[0]!;
    taken.set(o.id, kind);
    count.set(kind, count.get(kind)! + 1);
  }
  return new Map(ours.map((o) => [o.id, { code: taken.get(o.id)!, visits: o.options.get(taken.get(o.id)!) ?? null }]));
}

/**
 * The demo's deliberate cost differences: each chosen order (ids from @wo/shared's rule) and the
 * flag it carries. `orders` are the demo orders whose logs are seeded (demoOrders).
 */
export async function planDemoFlags(em: EntityManager, orders: readonly DemoOrder[]): Promise<Map<number, DemoFlag>> {
  const chosen = await sqlOf(em)<{ id: number; slot: number }[]>(
    `${demoFlaggedOrdersSql("(select work_order_id as id, work_order_status_id as status from work_orders.v_work_order_billing)")} order by 1`,
  );
  const byId = new Map(orders.map((o) => [o.workOrderId, o]));
  const plan = new Map<number, DemoFlag>();
  const ours: DemoOrder[] = [];
  for (const c of chosen) {
    if (c.slot === DemoFlagSlot.AmendedAboveLogged) plan.set(c.id, { code: CostCheckCode.AMENDED_ABOVE_LOGGED, visits: null });
    else if (c.slot === DemoFlagSlot.NoJobSheet) plan.set(c.id, { code: CostCheckCode.NO_JOB_SHEET, visits: null });
    else if (byId.has(c.id)) ours.push(byId.get(c.id)!);
  }
  let shared = await shareOut(em, ours, false);
  if (shared.size && new Set([...shared.values()].map((f) => f.code)).size < BILLING_KINDS.length) shared = await shareOut(em, ours, true);
  for (const [id, flag] of shared) plan.set(id, flag);
  return new Map([...plan].sort(([a], [b]) => a - b));
}
