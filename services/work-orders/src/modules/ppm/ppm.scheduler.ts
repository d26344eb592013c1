import type { EntityManager } from "@mikro-orm/postgresql";
import { DateTime } from "luxon";
import { z } from "zod";
import { audit, loadConfig, londonToday, ZONE } from "@wo/shared";
import { WorkOrderTypeId } from "../work-order/work-order.lifecycle";
import { WorkOrderStatusId } from "../work-order/work-order.status";
import { PpmStatusId, type FrequencyUnit } from "./ppm.entity";

/** PPM_HORIZON_DAYS: visits falling within this many days from today are raised (28 by default). */
const ppmConfigSchema = z.object({ PPM_HORIZON_DAYS: z.coerce.number().int().min(0).max(366).default(28) });
let horizon: number | null = null;
export function ppmHorizonDays(env: NodeJS.ProcessEnv = process.env): number {
  horizon ??= loadConfig(ppmConfigSchema, env).PPM_HORIZON_DAYS;
  return horizon;
}

/** At most this many visits of one schedule are raised in one run (a schedule started long ago catches up over several runs). */
export const MAX_VISITS_PER_RUN = 60;

/** The financial code of planned maintenance (work_orders.financial_code 2). */
const PLANNED_MAINTENANCE = 2;

/**
 * The visit after `visit` (YYYY-MM-DD): `frequency` weeks later, or `frequency` calendar months later
 * on the first visit's day of the month, or the month's last day when it has no such day (31 January,
 * then 28 or 29 February, then 31 March).
 */
export function nextVisitAfter(visit: string, frequency: number, unit: FrequencyUnit, firstVisit: string): string {
  const d = DateTime.fromISO(visit, { zone: ZONE });
  if (unit === "Weeks") return d.plus({ weeks: frequency }).toISODate()!;
  const anchorDay = DateTime.fromISO(firstVisit, { zone: ZONE }).day;
  const month = d.startOf("month").plus({ months: frequency });
  return month.set({ day: Math.min(anchorDay, month.daysInMonth!) }).toISODate()!;
}

/** A visit's date shown as the spec shows dates, DD/MM/YYYY. */
const shown = (iso: string) => DateTime.fromISO(iso).toFormat("dd/LL/yyyy");

interface ScheduleRow {
  id: number;
  ref_no: string;
  frequency: number;
  weeks_months: FrequencyUnit;
  client_id: number;
  site_id: number;
  asset_id: number | null;
  trade_id: number | null;
  sub_trade_id: number;
  contractor_id: number;
  description: string | null;
  first_visit: string;
  next_visit: string;
  sub_trade_name: string | null;
}

/**
 * Raises one schedule's visits due by `until`, in the caller's transaction, with the schedule row
 * locked (SKIP LOCKED: a schedule another worker holds is left to it). Answers how many work orders
 * were created.
 */
async function raiseSchedule(tx: EntityManager, id: number, until: string, now: Date, sla: string | null): Promise<number> {
  const [s] = await tx.execute<ScheduleRow[]>(
    `select p.id, p.ref_no, p.frequency, p.weeks_months, p.client_id, p.site_id, p.asset_id, p.trade_id, p.sub_trade_id,
       p.contractor_id, p.description, p.first_visit::text as first_visit, p.next_visit::text as next_visit,
       (select t.name from assets.v_trade t where t.id = p.sub_trade_id) as sub_trade_name
     from work_orders.ppm p where p.id = ? and p.ppm_status_id = ? and p.next_visit <= ?::date
     for update of p skip locked`,
    [id, PpmStatusId.Active, until],
  );
  if (!s) return 0;
  let visit = s.next_visit;
  let created = 0;
  for (let i = 0; i < MAX_VISITS_PER_RUN && visit <= until; i++) {
    // the key (schedule, visit date) is taken first: a visit raised before is never raised again
    const [claimed] = await tx.execute<{ ppm_id: number }[]>(
      `insert into work_orders.ppm_visit (ppm_id, visit_date, work_order_id) values (?, ?::date, null)
       on conflict (ppm_id, visit_date) do nothing returning ppm_id`,
      [s.id, visit],
    );
    if (claimed) {
      const every = `every ${s.frequency} ${s.frequency === 1 ? s.weeks_months.toLowerCase().replace(/s$/, "") : s.weeks_months.toLowerCase()}`;
      const issue = s.description ?? `Planned maintenance: ${s.sub_trade_name ?? "visit"}`;
      const details = `${s.ref_no} planned visit of ${shown(visit)} (${every})`;
      // due at the end of the visit's working day, London time
      const due = DateTime.fromISO(`${visit}T17:00:00`, { zone: ZONE }).toJSDate();
      const [wo] = await tx.execute<{ id: number; ref_no: string }[]>(
        `insert into work_orders.work_order (date_opened, due_date, date_status, client_id, site_id, asset_id, contractor_id,
           all_contractor_ids, trade_id, sub_trade_id, work_order_type_id, work_order_status_id, sla_code, financial_code_id,
           estimated_cost, issue, details)
         values (?, ?, ?, ?, ?, ?, ?, array[?]::int[], ?, ?, ?, ?, ?, ?, 0, ?, ?) returning id, ref_no`,
        [
          now,
          due,
          now,
          s.client_id,
          s.site_id,
          s.asset_id,
          s.contractor_id,
          s.contractor_id,
          s.trade_id,
          s.sub_trade_id,
          WorkOrderTypeId.Ppm,
          WorkOrderStatusId.Pending,
          sla,
          PLANNED_MAINTENANCE,
          issue,
          details,
        ],
      );
      await tx.execute("update work_orders.ppm_visit set work_order_id = ? where ppm_id = ? and visit_date = ?::date", [wo!.id, s.id, visit]);
      audit(tx, null, {
        entityName: "WorkOrder",
        entityId: wo!.id,
        action: "Created",
        actionTaken: `Created pending PPM work order ${wo!.ref_no} from ${s.ref_no} for the visit of ${shown(visit)}`,
      });
      created++;
    }
    visit = nextVisitAfter(visit, s.frequency, s.weeks_months, s.first_visit);
  }
  await tx.execute("update work_orders.ppm set next_visit = ?::date, version = version + 1, updated_at = now() where id = ?", [visit, s.id]);
  if (created) {
    audit(tx, null, {
      entityName: "PPM",
      entityId: s.id,
      action: "Updated",
      actionTaken: `Raised ${created} pending work order${created === 1 ? "" : "s"}; next visit ${shown(visit)}`,
    });
  }
  await tx.flush();
  return created;
}

/**
 * Raises the pending PPM work orders (status 8 Pending, type 3 PPM, SLA code PPM) of every Active
 * schedule for each visit falling on or before today + `horizonDays` (London calendar), and moves
 * each schedule's next visit on by its frequency. One transaction per schedule, its row locked:
 * idempotent (a visit is raised once: the key schedule + visit date, and the next visit moved in the
 * same transaction) and safe when several workers run it at once (a schedule locked by one is
 * skipped by the others). Work orders are inserted into the ordinary table, so the status counters
 * and dashboard counts follow (their triggers).
 */
export async function raisePendingPpmOrders(em: EntityManager, options: { now?: Date; horizonDays: number }): Promise<{ created: number }> {
  const now = options.now ?? new Date();
  const until = DateTime.fromISO(londonToday(now), { zone: ZONE }).plus({ days: options.horizonDays }).toISODate()!;
  const conn = em.getConnection();
  const [sla] = await conn.execute<{ code: string }[]>("select code from work_orders.sla_code where code = 'PPM'");
  const due = await conn.execute<{ id: number }[]>("select id from work_orders.ppm where ppm_status_id = ? and next_visit <= ?::date order by id", [
    PpmStatusId.Active,
    until,
  ]);
  let created = 0;
  for (const { id } of due) {
    created += await em.fork().transactional((tx) => raiseSchedule(tx, id, until, now, sla?.code ?? null));
  }
  return { created };
}
