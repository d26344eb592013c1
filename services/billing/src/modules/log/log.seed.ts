import type { EntityManager } from "@mikro-orm/postgresql";
import { isBankHoliday, seededRandom } from "@wo/shared";
import { costTime, type TimeCosting, type TimeEntry } from "./log.costing";
import { ALL_DAY_WINDOW, addDays, demoOrders, isWorkday, pence, planDemoFlags, targetPence, type DemoFlag, type DemoOrder } from "./log.demo-flags";
import { sqlOf } from "./log.sql";
import { rateCardFor } from "./log.rates";

/** Orders up to this id get demo logs costed through the rate cards; above it (a performance run) set-based rows. */
export const DEMO_LOG_ORDERS = 2000;
/** The statuses whose orders carry logs: the work was done (awaiting certificate, closed, completed, approved, query, submitted, audit). */
export const LOGGED_STATUSES: readonly number[] = [5, 6, 7, 10, 11, 12, 13];
/** Above this many orders to log, the log indexes are dropped for the load and built again after. */
const BULK_THRESHOLD = 100_000;
const CHUNK = 100_000;

/** Materials by type (billing.log_material_type): a description and a unit cost range in pence; the dearer ones for the larger jobs. */
const MATERIALS: { type: number; description: string; from: number; to: number }[] = [
  { type: 1, description: "15mm copper fittings and pipe", from: 1850, to: 6400 },
  { type: 1, description: "Replacement thermostatic radiator valve", from: 2200, to: 4800 },
  { type: 1, description: "LED batten fitting 5ft", from: 3100, to: 5600 },
  { type: 1, description: "Door closer, size 2-4", from: 4500, to: 9800 },
  { type: 1, description: "Float valve and washer kit", from: 950, to: 2300 },
  { type: 1, description: "Replacement circulating pump", from: 18000, to: 42000 },
  { type: 1, description: "Replacement extract fan unit", from: 24000, to: 65000 },
  { type: 1, description: "Unvented water heater, 30 litre", from: 45000, to: 110000 },
  { type: 2, description: "PTFE tape, jointing compound and sealant", from: 425, to: 1275 },
  { type: 2, description: "Fixings, cable ties and sundries", from: 350, to: 1150 },
  { type: 3, description: "Tower scaffold hire (1 day)", from: 8500, to: 14500 },
  { type: 3, description: "Cherry picker hire (half day)", from: 16500, to: 24500 },
  { type: 3, description: "Mobile access platform hire (1 week)", from: 60000, to: 120000 },
  { type: 4, description: "Waste removal and disposal", from: 3500, to: 9500 },
  { type: 5, description: "Parking and congestion charge", from: 650, to: 1500 },
  { type: 5, description: "Drainage CCTV survey (subcontract)", from: 25000, to: 55000 },
];
/** The last material of an order: what closes the gap between its other logs and what they must come to. */
const SUNDRIES = { type: 2, description: "Sundries" };
/** At most this many materials before the sundries. */
const MAX_MATERIALS = 5;

const pad = (n: number) => String(n).padStart(2, "0");
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const pounds = (p: number) => (p / 100).toFixed(2);

/** The time entries of one order: mostly one visit in working hours; some a second or third, evenings, nights or bank holidays. */
function demoTimes(o: DemoOrder, next: () => number): TimeEntry[] {
  const r = next();
  const visits = r < 0.8 ? 1 : r < 0.95 ? 2 : 3;
  const out: TimeEntry[] = [];
  let date = addDays(o.opened, Math.floor(next() * 3));
  for (let v = 0; v < visits; v++) {
    // most work is done on weekdays: a weekend visit moves to the Monday, bar the odd emergency
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    if ((day === 0 || day === 6) && next() < 0.9) date = addDays(date, day === 6 ? 2 : 1);
    if (date > o.closed) {
      if (v > 0) break;
      // the work was logged: the first visit on the first working day the order allows
      date = o.opened;
      while (!isWorkday(date) && date < o.closed) date = addDays(date, 1);
    }
    const kind = next();
    let from: number;
    let length: number;
    if (kind < 0.88) [from, length] = [8 * 60 + 30 * Math.floor(next() * 14), 30 * (1 + Math.floor(next() * 3))];
    else if (kind < 0.95) [from, length] = [16 * 60 + 30 * Math.floor(next() * 3), 60 + 30 * Math.floor(next() * 3)];
    else [from, length] = [22 * 60 + 30 * Math.floor(next() * 3), 60 + 30 * Math.floor(next() * 3)];
    out.push({
      workDate: date,
      timeFrom: clock(from),
      timeTo: clock(from + length),
      numberOfEngineers: next() < 0.1 ? 2 : 1,
      bankHoliday: isBankHoliday(date),
    });
    date = addDays(date, 1 + Math.floor(next() * 4));
  }
  return out;
}

interface Costed {
  entry: TimeEntry;
  cost: TimeCosting;
}

/** Costs entries through costTime with the order's rate card on each day and its contractor's windows (or as if all in normal hours). */
async function costAll(em: EntityManager, o: DemoOrder, entries: readonly TimeEntry[], billedAsNormal = false): Promise<Costed[]> {
  const out: Costed[] = [];
  for (const entry of entries) {
    const { card, windows } = await rateCardFor(em, o, o.contractorId!, entry.workDate);
    out.push({ entry, cost: costTime(entry, card, billedAsNormal ? ALL_DAY_WINDOW : windows) });
  }
  return out;
}

const totalOf = (costed: readonly Costed[]) => costed.reduce((sum, c) => sum + pence(c.cost), 0);

/**
 * The visits scaled down until they cost no more than `target` pence: one engineer each, then an
 * hour each (the minimum charge), then fewer visits, then the one left moved into working hours on
 * a working day. Each step costed again; the first that fits is kept.
 */
async function scaledDown(em: EntityManager, o: DemoOrder, costed: Costed[], target: number): Promise<Costed[]> {
  if (totalOf(costed) <= target) return costed;
  let entries = costed.map((c) => ({ ...c.entry, numberOfEngineers: 1 }));
  const steps: (() => TimeEntry[])[] = [
    () => entries,
    () => entries.map((e) => ({ ...e, timeTo: clock(minutes(e.timeFrom) + 60) })),
    ...entries.slice(1).map(() => () => entries.slice(0, -1)),
    () =>
      entries.map((e) => {
        let day = e.workDate;
        while (!isWorkday(day) && day < o.closed) day = addDays(day, 1);
        return { ...e, workDate: day, timeFrom: "10:00", timeTo: "11:00", bankHoliday: isBankHoliday(day) };
      }),
  ];
  let fitted = costed;
  for (const step of steps) {
    entries = step();
    fitted = await costAll(em, o, entries);
    if (totalOf(fitted) <= target) break;
  }
  return fitted;
}

/** Materials that bring the logs from `time` to `target` pence exactly: a few from the list, then the sundries. */
function materialsFor(target: number, time: number, next: () => number): { type: number; description: string; perItem: number; quantity: number }[] {
  const out: { type: number; description: string; perItem: number; quantity: number }[] = [];
  let gap = target - time;
  for (let m = 0; m < MAX_MATERIALS && gap > 2000; m++) {
    const affordable = MATERIALS.filter((x) => x.from <= gap * 0.9);
    if (!affordable.length) break;
    // on a large gap the dearer items, on a small one any
    const dear = affordable.filter((x) => x.to >= gap * 0.25);
    const pool = dear.length && next() < 0.7 ? dear : affordable;
    const pick = pool[Math.floor(next() * pool.length)]!;
    const quantity = pick.type <= 2 && pick.to < 10000 ? 1 + Math.floor(next() * 3) : 1;
    const want = Math.floor((gap * (0.35 + 0.45 * next())) / quantity);
    const perItem = Math.min(pick.to, Math.max(pick.from, want));
    if (perItem * quantity > gap) break;
    out.push({ type: pick.type, description: pick.description, perItem, quantity });
    gap -= perItem * quantity;
  }
  if (gap > 0) out.push({ ...SUNDRIES, perItem: gap, quantity: 1 });
  return out;
}

/**
 * Demo logs (docs/billing.md "Demo data (logs)"): on the orders up to DEMO_LOG_ORDERS whose work was
 * done (closed, completed, approved, query, submitted and the certificate statuses), one to three
 * visits each costed through costTime with the order's rate card and its contractor's time windows,
 * scaled down when they cost more than the order, and materials ending in sundries that bring the
 * logs to exactly what the order says they came to: its actual cost, or the price its amendment
 * superseded. The orders the demo's cost-flag rule chooses (planDemoFlags) carry their difference
 * instead. Their counters filled. Deterministic: everything is drawn from the order's id.
 */
async function seedDemoLogs(em: EntityManager, plan?: Map<number, DemoFlag>): Promise<number> {
  const run = sqlOf(em);
  const orders = await demoOrders(em, DEMO_LOG_ORDERS, LOGGED_STATUSES);
  const flags = plan ?? (await planDemoFlags(em, orders));
  const times: Record<string, unknown>[] = [];
  const materials: Record<string, unknown>[] = [];
  for (const o of orders) {
    const next = seededRandom(o.workOrderId * 7919);
    const generated = demoTimes(o, next);
    // what the logs come to: the order's cost; without one (not seeded by work-orders), around its budget
    const budget = Number(o.approvedCost ?? o.estimatedCost ?? 0);
    const target = targetPence(o) ?? Math.round(budget * (0.55 + 0.65 * next()) * 100);
    const deliberate = flags.get(o.workOrderId)?.visits;
    const costed = deliberate
      ? await costAll(em, o, deliberate.visits, deliberate.billedAsNormal)
      : await scaledDown(em, o, await costAll(em, o, generated), target);
    for (const { entry, cost } of costed) {
      times.push({
        work_order_id: o.workOrderId,
        contractor_id: o.contractorId,
        ...snake(entry),
        progress_code_id: o.workOrderStatusId === 7 || o.workOrderStatusId === 12 ? 5 : null,
        man_hours: cost.manHours,
        normal_hours: cost.normalHours,
        ooh_hours: cost.oohHours,
        cost_per_hour: cost.costPerHour,
        costhours: cost.costhours,
        call_out_charge: cost.callOutCharge,
      });
    }
    for (const m of materialsFor(target, totalOf(costed), next)) {
      materials.push({
        work_order_id: o.workOrderId,
        contractor_id: o.contractorId,
        log_material_type_id: m.type,
        description: m.description,
        cost_per_item: pounds(m.perItem),
        quantity: String(m.quantity),
      });
    }
  }
  await run(
    `insert into billing.log_time (work_order_id, contractor_id, work_date, time_from, time_to, number_of_engineers, bank_holiday, progress_code_id,
       man_hours, normal_hours, ooh_hours, cost_per_hour, costhours, call_out_charge)
     select * from jsonb_to_recordset(?::jsonb) as t(work_order_id int, contractor_id int, work_date date, time_from time, time_to time,
       number_of_engineers int, bank_holiday boolean, progress_code_id int, man_hours numeric, normal_hours numeric, ooh_hours numeric,
       cost_per_hour numeric, costhours numeric, call_out_charge numeric)`,
    [JSON.stringify(times)],
  );
  await run(
    `insert into billing.log_material (work_order_id, contractor_id, log_material_type_id, description, cost_per_item, quantity)
     select * from jsonb_to_recordset(?::jsonb) as t(work_order_id int, contractor_id int, log_material_type_id int, description text,
       cost_per_item numeric, quantity numeric)`,
    [JSON.stringify(materials)],
  );
  await fillCounters(em, 1, DEMO_LOG_ORDERS);
  return times.length + materials.length;
}

const snake = (e: TimeEntry) => ({
  work_date: e.workDate,
  time_from: e.timeFrom,
  time_to: e.timeTo,
  number_of_engineers: e.numberOfEngineers,
  bank_holiday: e.bankHoliday,
});

/** The counters of the orders with ids in [from, to] that have logs, worked out from them (set-based). */
async function fillCounters(em: EntityManager, from: number, to: number): Promise<void> {
  await sqlOf(em)(
    `insert into billing.work_order_cost (work_order_id, time_entries, total_hours, total_hours_cost, call_out_charge, material_entries, total_add_cost)
     select coalesce(t.work_order_id, m.work_order_id), coalesce(t.n, 0), coalesce(t.hours, 0), coalesce(t.cost, 0), coalesce(t.call_out, 0),
            coalesce(m.n, 0), coalesce(m.cost, 0)
       from (select work_order_id, count(*) as n, sum(man_hours) as hours, sum(costhours) as cost, sum(call_out_charge) as call_out
               from billing.log_time where work_order_id between ? and ? group by work_order_id) t
       full join (select work_order_id, count(*) as n, sum(total_cost) as cost
               from billing.log_material where work_order_id between ? and ? group by work_order_id) m on m.work_order_id = t.work_order_id
     on conflict (work_order_id) do update set time_entries = excluded.time_entries, total_hours = excluded.total_hours,
       total_hours_cost = excluded.total_hours_cost, call_out_charge = excluded.call_out_charge, material_entries = excluded.material_entries,
       total_add_cost = excluded.total_add_cost, updated_at = now()`,
    [from, to, from, to],
  );
}

/**
 * Performance data (a run with more orders than the demo's): on every order above DEMO_LOG_ORDERS whose
 * work was done, two to seven time entries and two to seven materials (about nine rows an order: five
 * million at a million orders), made by set-based SQL from hashes of the order's id. The time is inside
 * working hours at a flat £45.000 an hour with a £50.00 call-out on the first visit, not costed through
 * the rate cards; the counters are filled from the rows.
 */
const BULK_TIME_SQL = `
insert into billing.log_time (work_order_id, contractor_id, work_date, time_from, time_to, number_of_engineers, bank_holiday,
  man_hours, normal_hours, ooh_hours, cost_per_hour, costhours, call_out_charge, date_created)
select wo.work_order_id, wo.contractor_id, d.work_date, make_time(8 + (h % 6)::int, 30 * (h / 7 % 2)::int, 0),
  make_time(8 + (h % 6)::int + 1 + (h / 11 % 3)::int, 30 * (h / 7 % 2)::int, 0), e.engineers, false,
  e.engineers * (1 + h / 11 % 3), e.engineers * (1 + h / 11 % 3), 0, 45.000,
  round(e.engineers * (1 + h / 11 % 3) * 45.000, 2), case when k = 0 then 50.00 else 0 end, d.work_date + time '17:30'
from work_orders.v_work_order_billing wo
cross join lateral generate_series(0, 1 + (abs(hashint8extended(wo.work_order_id, 41)) % 6)::int) as k
cross join lateral (select abs(hashint8extended(wo.work_order_id * 8 + k, 42)) as h) hh
cross join lateral (select (1 + h / 5 % 2)::int as engineers) e
cross join lateral (select least((wo.date_opened at time zone 'Europe/London')::date + k, current_date) as work_date) d
where wo.work_order_id between ? and ? and wo.contractor_id is not null and wo.work_order_status_id = any(?::int[])`;

const BULK_MATERIAL_SQL = `
insert into billing.log_material (work_order_id, contractor_id, log_material_type_id, description, cost_per_item, quantity, date_created)
select wo.work_order_id, wo.contractor_id, 1 + (h % 5)::int, (array['Copper fittings','Valve','Sealant','Scaffold hire','Waste disposal'])[1 + (h % 5)::int],
  round((500 + h % 15000) / 100.0, 3), 1 + (h / 13 % 4), wo.date_opened + interval '1 day'
from work_orders.v_work_order_billing wo
cross join lateral generate_series(0, 1 + (abs(hashint8extended(wo.work_order_id, 43)) % 6)::int) as k
cross join lateral (select abs(hashint8extended(wo.work_order_id * 8 + k, 44)) as h) hh
where wo.work_order_id between ? and ? and wo.contractor_id is not null and wo.work_order_status_id = any(?::int[])`;

async function seedBulkLogs(em: EntityManager, from: number, to: number): Promise<void> {
  const statuses = `{${LOGGED_STATUSES.join(",")}}`;
  await em.transactional(async (tx) => {
    const run = sqlOf(tx);
    const bulk = to - from + 1 > BULK_THRESHOLD;
    let indexDefs: { indexname: string; indexdef: string }[] = [];
    if (bulk) {
      indexDefs = await run(
        `select indexname, indexdef from pg_indexes where schemaname = 'billing' and tablename in ('log_time', 'log_material')
           and indexname not like '%_pkey'`,
      );
      for (const ix of indexDefs) await run(`drop index billing."${ix.indexname}"`);
    }
    for (let lo = from; lo <= to; lo += CHUNK) {
      const hi = Math.min(to, lo + CHUNK - 1);
      await run(BULK_TIME_SQL, [lo, hi, statuses]);
      await run(BULK_MATERIAL_SQL, [lo, hi, statuses]);
    }
    if (bulk) {
      await run("set local maintenance_work_mem = '512MB'");
      for (const ix of indexDefs) await run(ix.indexdef);
    }
    for (let lo = from; lo <= to; lo += CHUNK) await fillCounters(tx, lo, Math.min(to, lo + CHUNK - 1));
  });
  for (const t of ["log_time", "log_material", "work_order_cost"]) await em.getConnection().execute(`analyze billing.${t}`);
}

/**
 * Billing's logs in the demo data: the demo orders' logs once (with the deliberate differences of `plan`,
 * planDemoFlags's), and performance rows on the seeded orders above them (up to options.workOrders) not
 * yet logged: a run topped up to more orders gets the new ones'.
 */
export async function seedLogs(em: EntityManager, options: { workOrders: number }, plan?: Map<number, DemoFlag>): Promise<string> {
  const c = em.getConnection();
  const [{ demo }] = await c.execute<{ demo: boolean }[]>(`select exists (select 1 from billing.work_order_cost where work_order_id <= ?) as demo`, [
    DEMO_LOG_ORDERS,
  ]);
  const parts: string[] = [];
  if (!demo) parts.push(`${await em.transactional((tx) => seedDemoLogs(tx, plan))} demo log entries`);
  const [{ last }] = await c.execute<{ last: number }[]>(
    `select coalesce((select max(work_order_id) from billing.work_order_cost where work_order_id > ?), ?) as last`,
    [DEMO_LOG_ORDERS, DEMO_LOG_ORDERS],
  );
  const max = options.workOrders;
  if (max > last) {
    await seedBulkLogs(em, last + 1, max);
    parts.push(`performance logs on orders ${last + 1} to ${max}`);
  }
  return parts.length ? parts.join("; ") : "logs already seeded";
}
