import DataLoader from "dataloader";
import type { EntityManager } from "@mikro-orm/postgresql";
import { intArray, isOverBudget, loader, money, type ServiceContext } from "@wo/shared";
import { WorkOrderTypeId } from "../work-order/work-order.codes";
import { WorkOrderStatusId } from "../work-order/work-order.status";
import { NO_COSTS_MESSAGE } from "./submission.type";

/**
 * What the submission rules and the computed fields (MissingInfo, OverBudget) need of an order's
 * costs and paperwork, read at query time: billing's counters through the view billing publishes
 * (`billing.v_work_order_cost`; no row means nothing logged) and this service's own documents.
 */
export interface CostFacts {
  workOrderId: number;
  /** Time entries logged (billing's counter) */
  timeEntries: number;
  /** Hours cost + materials + call-out charges, 2 decimals ("0.00" when nothing is logged) */
  loggedTotal: string;
  /** A job sheet (document type 1) attached and not archived */
  hasJobSheet: boolean;
  /** A certificate (document type 2) attached and not archived */
  hasCertificate: boolean;
}

const JOB_SHEET = 1;
const CERTIFICATE = 2;

/** One statement for a batch of orders, whatever its size. */
const FACTS_SQL = `
select w.id as "workOrderId",
       coalesce(c.time_entries, 0)::int as "timeEntries",
       coalesce(c.logged_total, 0)::numeric(14,2)::text as "loggedTotal",
       exists (select 1 from work_orders.document d
                where d.entity_name = 'WorkOrder' and d.entity_id = w.id and not d.archived and d.document_type_id = ${JOB_SHEET}) as "hasJobSheet",
       exists (select 1 from work_orders.document d
                where d.entity_name = 'WorkOrder' and d.entity_id = w.id and not d.archived and d.document_type_id = ${CERTIFICATE}) as "hasCertificate"
  from unnest(?::int[]) as w(id)
  left join billing.v_work_order_cost c on c.work_order_id = w.id`;

/**
 * The facts of each order named (an order that does not exist reads as one with nothing logged or
 * attached), in `em`'s transaction when it is one (the submission's, after the order's cost lock).
 */
export async function costFactsOf(em: EntityManager, ids: readonly number[]): Promise<Map<number, CostFacts>> {
  if (!ids.length) return new Map();
  const rows = await em.getConnection().execute<CostFacts[]>(FACTS_SQL, [intArray([...new Set(ids)])], "all", em.getTransactionContext());
  return new Map(rows.map((r) => [r.workOrderId, r]));
}

/** The facts of the orders a request reads, loaded in one statement per batch (a list page, a federation batch). */
export function costFactsLoader(ctx: ServiceContext): DataLoader<number, CostFacts> {
  return loader(
    ctx,
    "work-order:cost-facts",
    () =>
      new DataLoader<number, CostFacts>(async (ids) => {
        const facts = await costFactsOf(ctx.em, ids);
        return ids.map((id) => facts.get(id)!);
      }),
  );
}

/** The markers of MissingInfo (portals §3), in this order. */
export const MISSING_MARKERS = { time: "*Time*", jobSheet: "*JobSheet*", certificate: "*Certificate*" } as const;
export type MissingMarker = (typeof MISSING_MARKERS)[keyof typeof MISSING_MARKERS];

/**
 * What is missing before costs can be submitted (docs/billing.md "Submission"): *Time* when no time
 * is logged, *JobSheet* when no job sheet is attached, *Certificate* when a PPM order (type 3) has no
 * certificate. Archived documents do not count.
 */
export function missingMarkers(facts: CostFacts, workOrderTypeId: number): MissingMarker[] {
  const missing: MissingMarker[] = [];
  if (facts.timeEntries <= 0) missing.push(MISSING_MARKERS.time);
  if (!facts.hasJobSheet) missing.push(MISSING_MARKERS.jobSheet);
  if (workOrderTypeId === WorkOrderTypeId.Ppm && !facts.hasCertificate) missing.push(MISSING_MARKERS.certificate);
  return missing;
}

/** MissingInfo as the contractor portal reads it: the markers side by side ("*Time* *JobSheet*"), null when nothing is missing. */
export function missingInfoText(markers: readonly MissingMarker[]): string | null {
  return markers.length ? markers.join(" ") : null;
}

/** What each marker means, for the refusal of a submission. */
export const MISSING_WORDS: Record<MissingMarker, string> = {
  "*Time*": "no time is logged",
  "*JobSheet*": "no job sheet is attached",
  "*Certificate*": "no certificate is attached",
};

/**
 * Over budget (§4): the logged total above the approved cost, else the estimate (shared money rule);
 * a discarded order's logged total counts as 0 (§4: status 14 shows it as zero), so it never is.
 */
export function overBudgetOf(
  facts: CostFacts,
  wo: { workOrderStatusId: number; approvedCost?: string | null; estimatedCost?: string | null },
): boolean {
  if (wo.workOrderStatusId === WorkOrderStatusId.Discarded) return false;
  return isOverBudget(facts.loggedTotal, wo.approvedCost, wo.estimatedCost);
}

/** Why costs cannot be submitted yet, whatever the status: a MissingInfo marker, or nothing logged; null when they may be. */
export function submissionBlock(
  facts: CostFacts,
  workOrderTypeId: number,
): { code: "MISSING_INFO"; message: string; missing: MissingMarker[] } | { code: "NO_COSTS"; message: string } | null {
  const missing = missingMarkers(facts, workOrderTypeId);
  if (missing.length)
    return {
      code: "MISSING_INFO",
      message: `Costs cannot be submitted while information is missing: ${missing.map((m) => MISSING_WORDS[m]).join(", ")}`,
      missing,
    };
  if (!money(facts.loggedTotal).greaterThan(0)) return { code: "NO_COSTS", message: NO_COSTS_MESSAGE };
  return null;
}
