import type { EntityManager } from "@mikro-orm/postgresql";
import { BadUserInputError, ForbiddenError, tenantSql, type SqlCondition, type TenantScope } from "@wo/shared";
import { WORK_ORDER_TENANCY } from "../work-order/work-order.entity";
import { clockOf, SlaClockState } from "./sla.clock";
import { SlaClockKind, SlaEventKind } from "./sla.entity";
import { SlaAttainmentGroupBy, type SlaAttainment, type SlaAttainmentRow } from "./sla-attainment.type";

/**
 * The SLA attainment report (docs/sla.md, "Attainment"). A clock is **decided** at the first of: the
 * moment it was met (on or before its target: MET), and its target passing unmet (BREACHED, whether it
 * is met late later, stopped later or still open). A clock stopped before its target is never decided.
 * A range counts the clocks decided within it. Everything that decides a clock happens at or before the
 * moment it is decided, so a past range's figures are computed from the events before its end alone and
 * never change when today's data does (only a due date rewritten, or an order moved to another group).
 *
 * Most clocks are never paused before their due date: their target is the stored due date, and SQL
 * decides and aggregates them (found by due date in the range, or by a MET event in it for a due date
 * after it). The few paused before their due date (their target moved, in business time for a
 * business-hours code) are read first with their events before the range's end and decided by the
 * screens' own `clockOf`; their outcomes join the same aggregate.
 *
 * Whose orders: the viewer's, by the work orders' own tenancy (WORK_ORDER_TENANCY, ANDed into both
 * statements' candidates): staff every order, a client user its client's, a contractor user those whose
 * current contractor it is; `clientId` narrows further (another client's is then nothing). A portal user
 * may not group by its own kind (a single row of itself): FORBIDDEN.
 */

const ZONE = "Europe/London";
const GROUP_COLUMN: Record<SlaAttainmentGroupBy, string> = {
  CLIENT: "client_id",
  CONTRACTOR: "contractor_id",
  SUB_TRADE: "sub_trade_id",
};
const GROUP_NAMES: Record<SlaAttainmentGroupBy, string> = {
  CLIENT: "assets.v_client",
  CONTRACTOR: "assets.v_contractor",
  SUB_TRADE: "assets.v_trade",
};
const DUE: Record<SlaClockKind, string> = { RESPONSE: "response_due_date", FIX: "due_date" };
const DUE_OF = (alias: string, clock: string) => `(case ${clock} when 'RESPONSE' then ${alias}.response_due_date else ${alias}.due_date end)`;

/** The arguments the report runs on, checked. */
export interface AttainmentQuery {
  from: string;
  to: string;
  groupBy: SlaAttainmentGroupBy;
  clock?: SlaClockKind | null;
  clientId?: number | null;
  contractorId?: number | null;
}

/** An outcome decided outside SQL (a paused clock), in the aggregate's shape. */
interface Decided {
  id: number;
  clock: SlaClockKind;
  g: number | null;
  outcome: "MET" | "BREACHED";
  paused: number;
}

interface PausedRow {
  id: number;
  clock: SlaClockKind;
  g: number | null;
  dueAt: Date;
  businessHoursOnly: boolean;
  events: [SlaEventKind, string][];
}

interface AggregateRow {
  g: number | null;
  total: boolean;
  name: string | null;
  orders: number;
  response_met: number;
  response_breached: number;
  fix_met: number;
  fix_breached: number;
  paused: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);

/** Refuses grouping a portal user's rows by its own tenant (one row, itself: a client by client, a contractor by contractor). */
export function checkGrouping(scope: TenantScope, groupBy: SlaAttainmentGroupBy): void {
  if (scope.kind === "client" && groupBy === SlaAttainmentGroupBy.CLIENT)
    throw new ForbiddenError("A client user's SLA attainment groups by contractor or sub-trade");
  if (scope.kind === "contractor" && groupBy === SlaAttainmentGroupBy.CONTRACTOR)
    throw new ForbiddenError("A contractor user's SLA attainment groups by client or sub-trade");
}

/** The orders a report reads (over the alias `wo`): the viewer's (WORK_ORDER_TENANCY), and the client and contractor asked for; to AND in. */
function orderConditions(scope: TenantScope, q: AttainmentQuery): SqlCondition {
  const [tenant, params] = tenantSql(scope, WORK_ORDER_TENANCY);
  const narrowed: [string, number][] = [];
  if (q.clientId) narrowed.push(["wo.client_id = ?", q.clientId]);
  if (q.contractorId) narrowed.push(["wo.contractor_id = ?", q.contractorId]);
  return [[`and (${tenant})`, ...narrowed.map(([c]) => c)].join(" and "), [...params, ...narrowed.map(([, v]) => v)]];
}

/** Refuses a range that is not one: to before from, or longer than 366 days. */
export function checkRange(from: string, to: string): void {
  if (!DAY.test(from) || !DAY.test(to) || Number.isNaN(dayMs(from)) || Number.isNaN(dayMs(to)))
    throw new BadUserInputError("Dates must be YYYY-MM-DD");
  if (dayMs(to) < dayMs(from)) throw new BadUserInputError("The end date must not be before the start date");
  if ((dayMs(to) - dayMs(from)) / 86_400_000 > 366) throw new BadUserInputError("At most 366 days at a time");
}

/**
 * The clocks paused before their due date that may be decided in the range (one statement, by the
 * PAUSED events before the range's end: sla_event_paused_idx), each with its events before the
 * range's end, decided by `clockOf` at the range's end.
 */
async function pausedClocks(
  em: EntityManager,
  orders: SqlCondition,
  q: AttainmentQuery,
  clocks: SlaClockKind[],
  lo: Date,
  hi: Date,
): Promise<Decided[]> {
  const g = GROUP_COLUMN[q.groupBy];
  const [whose, whoseParams] = orders;
  const params: unknown[] = [hi, `{${clocks.join(",")}}`, ...whoseParams, lo, hi, hi];
  const rows = await em.getConnection().execute<PausedRow[]>(
    `with p as (
       select distinct e.work_order_id as id, e.clock
         from work_orders.sla_event e
         join work_orders.work_order wo on wo.id = e.work_order_id
        where e.kind = 'PAUSED' and e.at < ?::timestamptz and e.clock = any(?::text[]) ${whose}
          and e.at <= ${DUE_OF("wo", "e.clock")}
          and not exists (select 1 from work_orders.sla_event x
                           where x.work_order_id = e.work_order_id and x.clock = e.clock and x.kind in ('MET', 'STOPPED') and x.at < ?::timestamptz)
          -- still paused at the range's end by a pause begun before its due date (so one that moves its target): not decided in it
          and not exists (select 1 from (select l.kind, l.at from work_orders.sla_event l
                                          where l.work_order_id = e.work_order_id and l.clock = e.clock and l.at < ?::timestamptz
                                          order by l.id desc limit 1) last
                           where last.kind = 'PAUSED' and last.at <= ${DUE_OF("wo", "e.clock")}))
     select p.id, p.clock, w.${g} as g, ${DUE_OF("w", "p.clock")} as "dueAt", coalesce(s.business_hours_only, false) as "businessHoursOnly",
            coalesce((select json_agg(json_build_array(e.kind, e.at) order by e.id) from work_orders.sla_event e
                       where e.work_order_id = p.id and e.clock = p.clock and e.at < ?::timestamptz), '[]'::json) as events
       from p
       join work_orders.work_order w on w.id = p.id
       left join assets.v_client_sla s on s.client_id = w.client_id and s.code = w.sla_code`,
    params,
  );
  const out: Decided[] = [];
  for (const r of rows) {
    const events = r.events.map(([kind, at]) => ({ kind, at: new Date(at) }));
    const c = clockOf({ dueAt: new Date(r.dueAt), businessHoursOnly: r.businessHoursOnly, events }, hi);
    const decided = c.state === SlaClockState.MET ? c.endedAt : c.state === SlaClockState.BREACHED ? c.target : null;
    if (!decided || decided < lo || decided >= hi) continue;
    out.push({ id: r.id, clock: r.clock, g: r.g, outcome: c.state === SlaClockState.MET ? "MET" : "BREACHED", paused: c.pausedMinutes });
  }
  return out;
}

/** The range's bounds: London's midnight starting `from` and starting the day after `to`, as the database computes them. */
async function bounds(em: EntityManager, from: string, to: string): Promise<{ lo: Date; hi: Date }> {
  const [r] = await em
    .getConnection()
    .execute<{ lo: Date; hi: Date }[]>(
      `select (?::date)::timestamp at time zone '${ZONE}' as lo, (?::date + 1)::timestamp at time zone '${ZONE}' as hi`,
      [from, to],
    );
  return { lo: new Date(r!.lo), hi: new Date(r!.hi) };
}

const percent = (met: number, breached: number) => (met + breached ? Math.round((1000 * met) / (met + breached)) / 10 : null);

function row(r: AggregateRow | undefined, groupId: number | null, groupName: string): SlaAttainmentRow {
  const responseMet = Number(r?.response_met ?? 0);
  const responseBreached = Number(r?.response_breached ?? 0);
  const fixMet = Number(r?.fix_met ?? 0);
  const fixBreached = Number(r?.fix_breached ?? 0);
  const clocks = responseMet + responseBreached + fixMet + fixBreached;
  const paused = Number(r?.paused ?? 0);
  return {
    groupId,
    groupName,
    orders: Number(r?.orders ?? 0),
    responseMet,
    responseBreached,
    fixMet,
    fixBreached,
    attainmentPercent: percent(responseMet + fixMet, responseBreached + fixBreached),
    pausedMinutes: paused,
    averagePausedMinutes: clocks ? Math.round((10 * paused) / clocks) / 10 : null,
  };
}

/**
 * The report (two statements: the paused clocks, then the aggregate of every clock decided in the
 * range), of the orders the scope sees (docs/sla.md "Attainment", "Who").
 */
export async function slaAttainment(em: EntityManager, scope: TenantScope, q: AttainmentQuery): Promise<SlaAttainment> {
  checkRange(q.from, q.to);
  checkGrouping(scope, q.groupBy);
  const clocks = q.clock ? [q.clock] : [SlaClockKind.RESPONSE, SlaClockKind.FIX];
  const { lo, hi } = await bounds(em, q.from, q.to);
  const orders = orderConditions(scope, q);
  const [whose, whoseParams] = orders;
  const paused = await pausedClocks(em, orders, q, clocks, lo, hi);
  const g = GROUP_COLUMN[q.groupBy];
  const params: unknown[] = [];
  // the candidates: clocks due within the range, and clocks met within it before a due date after it
  const arms: string[] = [];
  for (const clock of clocks) {
    arms.push(
      `select wo.id, '${clock}'::text as clock, wo.${DUE[clock]} as due, wo.${g} as g from work_orders.work_order wo
        where wo.${DUE[clock]} >= ?::timestamptz and wo.${DUE[clock]} < ?::timestamptz ${whose}`,
    );
    params.push(lo, hi, ...whoseParams);
  }
  arms.push(
    `select wo.id, e.clock, ${DUE_OF("wo", "e.clock")} as due, wo.${g} as g
       from work_orders.sla_event e join work_orders.work_order wo on wo.id = e.work_order_id
      where e.kind = 'MET' and e.at >= ?::timestamptz and e.at < ?::timestamptz and e.clock = any(?::text[]) ${whose}
        and ${DUE_OF("wo", "e.clock")} >= ?::timestamptz`,
  );
  params.push(lo, hi, `{${clocks.join(",")}}`, ...whoseParams, hi, lo, hi, JSON.stringify(paused));
  const rows = await em.getConnection().execute<AggregateRow[]>(
    `with cand as (${arms.join("\n union all\n")}),
     decided as (
       select c.id, c.clock, c.g,
              case when en.kind = 'MET' and en.at <= c.due then case when en.at >= ?::timestamptz then 'MET' end
                   when en.kind = 'STOPPED' and en.at <= c.due then null
                   else 'BREACHED' end as outcome,
              0::bigint as paused
         from cand c
         left join lateral (select e.kind, e.at from work_orders.sla_event e
                             where e.work_order_id = c.id and e.clock = c.clock and e.kind in ('MET', 'STOPPED') order by e.id limit 1) en on true
        where not exists (select 1 from work_orders.sla_event p
                           where p.work_order_id = c.id and p.clock = c.clock and p.kind = 'PAUSED' and p.at <= c.due and p.at < ?::timestamptz)
       union all
       select x.id, x.clock, x.g, x.outcome, x.paused from json_to_recordset(?::json) as x(id int, clock text, g int, outcome text, paused bigint)
     ),
     agg as (
       select g, grouping(g) = 1 as total, count(distinct id)::int as orders,
              count(*) filter (where clock = 'RESPONSE' and outcome = 'MET')::int as response_met,
              count(*) filter (where clock = 'RESPONSE' and outcome = 'BREACHED')::int as response_breached,
              count(*) filter (where clock = 'FIX' and outcome = 'MET')::int as fix_met,
              count(*) filter (where clock = 'FIX' and outcome = 'BREACHED')::int as fix_breached,
              coalesce(sum(paused), 0)::bigint as paused
         from decided where outcome is not null
        group by grouping sets ((g), ())
     )
     select agg.*, n.name from agg left join ${GROUP_NAMES[q.groupBy]} n on n.id = agg.g and not agg.total
      order by agg.total, n.name nulls last, agg.g`,
    params,
  );
  const total = rows.find((r) => r.total);
  return {
    from: q.from,
    to: q.to,
    groupBy: q.groupBy,
    rows: rows.filter((r) => !r.total).map((r) => row(r, r.g, r.g == null ? "(none)" : (r.name ?? `#${r.g}`))),
    total: row(total, null, "Total"),
  };
}
