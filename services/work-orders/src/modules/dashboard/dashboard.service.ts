import type { EntityManager } from "@mikro-orm/postgresql";
import { BadUserInputError, ForbiddenError, tenantScope, type Viewer } from "@wo/shared";
import type { WorkOrder } from "../work-order/work-order.entity";
import { workOrdersByIds } from "../work-order/work-order.reader";
import { OUTSTANDING_STATUS_IDS } from "../work-order/work-order.status";
import type { Dashboard } from "./dashboard.type";

/** How many weeks the dashboard's chart shows. */
export const DASHBOARD_WEEKS = 12;
/** The most ids recentWorkOrders takes (the cookie keeps the last 10). */
export const RECENT_MAX = 10;

/**
 * One statement: overdue count and sum of due dates from the hourly counts before the current hour
 * plus the current hour's orders read from work_order; this week's and the last 12 weeks' logged and
 * closed from the daily counts. `$client` is null for staff (every client).
 */
const DASHBOARD_SQL = `
with t as (
  select now() as now, date_trunc('hour', now(), 'UTC') as hour,
         date_trunc('week', now() at time zone 'Europe/London')::date as wk
), past as (
  select coalesce(sum(d.n), 0)::bigint as n, coalesce(sum(d.due_sum), 0)::numeric as s
  from work_orders.work_order_due_count d, t
  where d.due_hour < t.hour and (?::int is null or d.client_id = ?::int)
), cur as (
  select count(*)::bigint as n, coalesce(sum(floor(extract(epoch from wo.due_date))), 0)::numeric as s
  from work_orders.work_order wo, t
  where wo.work_order_status_id in (${OUTSTANDING_STATUS_IDS.join(", ")}) and wo.due_date >= t.hour and wo.due_date < t.now
    and (?::int is null or wo.client_id = ?::int)
), days as (
  select date_trunc('week', c.day)::date as wk, sum(c.logged)::int as logged, sum(c.closed)::int as closed
  from work_orders.work_order_day_count c, t
  where c.day >= t.wk - ${(DASHBOARD_WEEKS - 1) * 7} and (?::int is null or c.client_id = ?::int)
  group by 1
), weeks as (
  select w::date as wk from t, generate_series(t.wk - ${(DASHBOARD_WEEKS - 1) * 7}, t.wk, interval '7 days') as w
)
select (select past.n + cur.n from past, cur) as overdue,
       (select case when past.n + cur.n = 0 then 0
                    else round(((past.n + cur.n) * floor(extract(epoch from t.now)) - past.s - cur.s) / (past.n + cur.n) / 86400, 1) end
        from past, cur, t) as average,
       (select coalesce(json_agg(json_build_object(
                 'weekStart', to_char((w.wk::timestamp at time zone 'Europe/London') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
                 'logged', coalesce(d.logged, 0), 'closed', coalesce(d.closed, 0)) order by w.wk), '[]'::json)
        from weeks w left join days d on d.wk = w.wk) as weeks`;

/** The dashboard (staff: every order; a client user: its client's). Contractor users are refused. */
export async function dashboard(em: EntityManager, viewer: Viewer): Promise<Dashboard> {
  const scope = tenantScope(viewer);
  if (scope.kind === "contractor") throw new ForbiddenError();
  const client = scope.kind === "client" ? scope.clientId : null;
  const [row] = await em
    .getConnection()
    .execute<{ overdue: string; average: string; weeks: { weekStart: string; logged: number; closed: number }[] }[]>(DASHBOARD_SQL, [
      client,
      client,
      client,
      client,
      client,
      client,
    ]);
  const weeks = row!.weeks.map((w) => ({ weekStart: new Date(w.weekStart), logged: w.logged, closed: w.closed }));
  const current = weeks[weeks.length - 1]!;
  return {
    overdueWorkOrders: Number(row!.overdue),
    overdueWorkOrderAverage: Number(row!.average),
    workOrdersLoggedThisWeek: current.logged,
    workOrdersClosedThisWeek: current.closed,
    weeks,
  };
}

/** The dashboard's latest work orders: those of `ids` the viewer may see, in the order given, each once. */
export async function recentWorkOrders(em: EntityManager, viewer: Viewer, ids: readonly number[]): Promise<WorkOrder[]> {
  const distinct = [...new Set(ids)];
  if (distinct.length > RECENT_MAX) throw new BadUserInputError(`At most ${RECENT_MAX} work orders`);
  const found = new Map((await workOrdersByIds(em, tenantScope(viewer), distinct)).map((wo) => [wo.id, wo]));
  return distinct.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
}
