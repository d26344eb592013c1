import type { EntityManager } from "@mikro-orm/postgresql";
import { intArray } from "@wo/shared";
import { clockOf, type ClockEvent } from "./sla.clock";
import { SlaClockKind, SlaEventKind } from "./sla.entity";
import type { SlaClock, SlaClocks } from "./sla.type";

/**
 * The facts of a page of orders' clocks in one statement: each order's due dates, whether its SLA code
 * counts business hours (the client's own hours, assets' v_client_sla), and its recorded events.
 * The orders are read by id only: the caller has already read them under the viewer's scope.
 */
const FACTS_SQL = `
select w.id, w.response_due_date as "responseDueDate", w.due_date as "dueDate", coalesce(s.business_hours_only, false) as "businessHoursOnly",
       coalesce((select json_agg(json_build_array(e.clock, e.kind, e.at) order by e.id)
                   from work_orders.sla_event e where e.work_order_id = w.id), '[]'::json) as events
  from work_orders.work_order w
  left join assets.v_client_sla s on s.client_id = w.client_id and s.code = w.sla_code
 where w.id = any(?::int[])`;

interface FactsRow {
  id: number;
  responseDueDate: Date | null;
  dueDate: Date | null;
  businessHoursOnly: boolean;
  events: [SlaClockKind, SlaEventKind, string][];
}

export interface OrderClockFacts {
  responseDueDate: Date | null;
  dueDate: Date | null;
  businessHoursOnly: boolean;
  response: ClockEvent[];
  fix: ClockEvent[];
}

/** The clock facts of these orders, by id (one statement). */
export async function clockFacts(em: EntityManager, ids: readonly number[]): Promise<Map<number, OrderClockFacts>> {
  const out = new Map<number, OrderClockFacts>();
  if (ids.length === 0) return out;
  const rows = await em.getConnection().execute<FactsRow[]>(FACTS_SQL, [intArray(ids)]);
  for (const r of rows) {
    const of = (clock: SlaClockKind) => r.events.filter((e) => e[0] === clock).map(([, kind, at]) => ({ kind, at: new Date(at) }));
    out.set(r.id, {
      responseDueDate: r.responseDueDate ? new Date(r.responseDueDate) : null,
      dueDate: r.dueDate ? new Date(r.dueDate) : null,
      businessHoursOnly: r.businessHoursOnly,
      response: of(SlaClockKind.RESPONSE),
      fix: of(SlaClockKind.FIX),
    });
  }
  return out;
}

/** An order's two clocks at `now` from its facts (pure). */
export function clocksOf(facts: OrderClockFacts, now: Date): SlaClocks {
  const one = (dueAt: Date | null, events: ClockEvent[]): SlaClock | null =>
    dueAt
      ? { ...clockOf({ dueAt, businessHoursOnly: facts.businessHoursOnly, events }, now), dueDate: dueAt, businessHoursOnly: facts.businessHoursOnly }
      : null;
  return { response: one(facts.responseDueDate, facts.response), fix: one(facts.dueDate, facts.fix) };
}
