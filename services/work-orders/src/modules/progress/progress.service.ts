import type { EntityManager } from "@mikro-orm/postgresql";
import { intArray } from "@wo/shared";
import { WorkOrderStatusId as S } from "../work-order/work-order.status";
import { statusNameMap } from "../work-order/work-order.change";
import { WorkOrderProgress as P, type WorkOrderProgressStep } from "./progress.type";

/**
 * What the progress is read from, oldest first: the order's creation and status changes in this
 * service's audit trail (entity WorkOrder: "Created request WO0000012 (Awaiting Response)",
 * "...: Status changed from Open to Awaiting Quote Approval", a save's "Updated contractor, ...") and
 * the notices that told a contractor it was given the order (outbox: assigned, changed, a converted
 * PPM order). The audit text is only read here, never answered.
 */
const EVENTS_SQL = `
select entity_id::int as "workOrderId", action, action_taken as "text", action_date as "at", id::bigint as "seq"
  from work_orders.audit_trail
 where entity_name = 'WorkOrder' and entity_id = any(?::text[])
   and (action in ('Created', 'Status changed') or (action = 'Updated' and action_taken like 'Updated %contractor%'))
union all
select work_order_id, 'Notice', null, created_at, id
  from work_orders.outbox_message
 where work_order_id = any(?::int[]) and reason in ('assigned', 'changed', 'ppm')
 order by "at", "seq"`;

interface Event {
  workOrderId: number;
  action: string;
  text: string | null;
  at: Date;
}

/** The order as the progress needs it: its current status and dates fill in what the trail does not say (orders older than it). */
export interface ProgressOf {
  id: number;
  workOrderStatusId: number;
  dateOpened: Date;
  dateStatus?: Date | null;
  contractorId?: number | null;
}

const COMPLETED: readonly number[] = [S.Completed, S.AwaitingCertificate, S.AwaitingCertificateAudit, S.Closed, S.Submitted, S.Approved, S.Query];

/** The step a move into `to` (from `from`, when known) makes, if any. */
function stepOfMove(from: number | null, to: number): P | null {
  if (to === S.Cancelled) return P.CANCELLED;
  if (to === S.Discarded) return P.DECLINED;
  if (from === S.AwaitingResponse) return P.APPROVED;
  if (to === S.AwaitingQuoteApproval) return P.QUOTED;
  if (COMPLETED.includes(to)) return P.COMPLETED;
  return null;
}

function labelOf(step: P, status: number | null): string {
  switch (step) {
    case P.RAISED:
      return status === S.AwaitingResponse ? "Request raised" : "Work order raised";
    case P.APPROVED:
      return "Request approved";
    case P.ASSIGNED:
      return "Given to a contractor";
    case P.QUOTED:
      return "Quote sent for approval";
    case P.COMPLETED:
      return status === S.Closed ? "Closed" : "Completed";
    case P.CANCELLED:
      return "Cancelled";
    case P.DECLINED:
      return "Request declined";
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The status ids named by a creation line's "(Status)" and a status line's "from A to B", by the known names. */
function parsers(names: ReadonlyMap<number, string>) {
  const byName = new Map([...names].map(([id, name]) => [name, id]));
  const alt = [...byName.keys()].map(escape).join("|");
  const created = new RegExp(`^Created (?:request|work order|pending PPM work order)\\b.*?(?:\\((${alt})\\))?$`);
  const moved = new RegExp(`Status changed from (${alt}) to (${alt})$`);
  return {
    created(text: string): { status: number | null } | null {
      const m = created.exec(text);
      return m ? { status: m[1] ? byName.get(m[1])! : null } : null;
    },
    moved(text: string): { from: number; to: number } | null {
      const m = moved.exec(text);
      return m ? { from: byName.get(m[1]!)!, to: byName.get(m[2]!)! } : null;
    },
  };
}

/** A save's audit line naming the contractor among the fields it changed ("Updated contractor, issue"). */
const CONTRACTOR_CHANGED = /^Updated (?:[^,]+, )*contractor(?:,|$)/;

/** The order steps take when they happened at the same moment (approve-and-convert gives the contractor in the same change). */
const ORDER = Object.values(P);

/**
 * Each order's progress (WorkOrder.progress), for many orders in one statement: RAISED, APPROVED,
 * ASSIGNED, QUOTED, COMPLETED, CANCELLED, DECLINED, each the first time it happened, oldest first.
 * The trail is read in order, following the status, so a contractor named on a request (not yet
 * given it) is not a step. What the trail does not say (an order older than it, a contractor given
 * with notifications off by approve-and-convert) comes from the order: raised when opened; a step
 * its current status makes at its status date; a contractor it holds given when it was approved (or
 * raised, when it never was a request).
 */
export async function progressOf(em: EntityManager, orders: readonly ProgressOf[]): Promise<Map<number, WorkOrderProgressStep[]>> {
  const result = new Map<number, WorkOrderProgressStep[]>();
  if (!orders.length) return result;
  const ids = [...new Set(orders.map((o) => o.id))];
  const [names, events] = await Promise.all([
    statusNameMap(em),
    em.getConnection().execute<Event[]>(EVENTS_SQL, [`{${ids.join(",")}}`, intArray(ids)]),
  ]);
  const parse = parsers(names);
  const steps = new Map<number, Map<P, WorkOrderProgressStep>>(ids.map((id) => [id, new Map()]));
  const status = new Map<number, number | null>();
  const add = (id: number, step: P, at: Date, label: number | null) => {
    const of = steps.get(id)!;
    if (!of.has(step)) of.set(step, { step, at: new Date(at), label: labelOf(step, label) });
  };
  for (const e of events) {
    const id = e.workOrderId;
    if (e.action === "Notice") add(id, P.ASSIGNED, e.at, null);
    else if (e.action === "Created") {
      const c = parse.created(e.text ?? "");
      if (!c) continue;
      add(id, P.RAISED, e.at, c.status);
      status.set(id, c.status);
    } else if (e.action === "Updated") {
      if (status.get(id) !== S.AwaitingResponse && CONTRACTOR_CHANGED.test(e.text ?? "")) add(id, P.ASSIGNED, e.at, null);
    } else {
      const m = parse.moved(e.text ?? "");
      if (!m) continue;
      const step = stepOfMove(m.from, m.to);
      if (step) add(id, step, e.at, m.to);
      status.set(id, m.to);
    }
  }
  for (const o of orders) {
    const of = steps.get(o.id)!;
    if (!of.has(P.RAISED)) add(o.id, P.RAISED, o.dateOpened, o.workOrderStatusId === S.AwaitingResponse ? S.AwaitingResponse : null);
    const now = stepOfMove(null, o.workOrderStatusId);
    if (now && !of.has(now)) add(o.id, now, o.dateStatus ?? o.dateOpened, o.workOrderStatusId);
    const approved = of.get(P.APPROVED);
    if (o.contractorId && o.workOrderStatusId !== S.AwaitingResponse && !of.has(P.ASSIGNED))
      add(o.id, P.ASSIGNED, (approved ?? of.get(P.RAISED)!).at, null);
    // a contractor is given a request's order no earlier than its approval
    const assigned = of.get(P.ASSIGNED);
    if (approved && assigned && assigned.at < approved.at) assigned.at = approved.at;
    result.set(
      o.id,
      [...of.values()].sort((a, b) => a.at.getTime() - b.at.getTime() || ORDER.indexOf(a.step) - ORDER.indexOf(b.step)),
    );
  }
  return result;
}
