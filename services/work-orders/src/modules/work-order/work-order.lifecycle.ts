import type { EntityManager } from "@mikro-orm/postgresql";
import { audit, type FieldErrorShape, type Viewer } from "@wo/shared";
import { addWorkOrderNote } from "../note/note.service";
import {
  change,
  clean,
  giveTo,
  loadForChange,
  moveTo,
  notice,
  refused,
  reread,
  staleRefusal,
  statusName,
  transitionRefusal,
} from "./work-order.change";
import { WorkOrderTypeId } from "./work-order.codes";
import type { WorkOrder } from "./work-order.entity";
import { approving, cancelling, querying, type Plan } from "./work-order.plans";
import { WorkOrderStatusId as S } from "./work-order.status";
import { NOT_A_REQUEST_MESSAGE, SUBJECT_AND_NOTE_REQUIRED, WorkOrderErrorCode as Code, type SaveWorkOrderPayload } from "./work-order.type";

/**
 * The lifecycle's actions (docs/work-order-lifecycle.md "The actions"): approve and convert, decline,
 * cancel, approve and query costs, and the common shape the submission's actions use too (act). A
 * save is work-order.save.ts.
 */

// what other modules read from here
export { DEFAULT_ESTIMATE, FinancialCodeId, WorkOrderTypeId } from "./work-order.codes";
export { moveTo, refused, statusName, statusNameMap, transitionRefusal } from "./work-order.change";
export type { Plan } from "./work-order.plans";

/**
 * The common shape of an action on one order: load it, check the version read and the move (before
 * anything changes), apply, audit, in one transaction. `plan` may read more in the transaction
 * (the submission's checks read the logged costs and the paperwork) and refuse.
 */
export async function act(
  em: EntityManager,
  viewer: Viewer,
  id: number,
  version: number | null | undefined,
  plan: (wo: WorkOrder, tx: EntityManager) => SaveWorkOrderPayload | Plan | Promise<SaveWorkOrderPayload | Plan>,
): Promise<SaveWorkOrderPayload> {
  const result = await change(em, async (tx) => {
    const wo = await loadForChange(tx, id);
    if (version != null && version !== wo.version) return staleRefusal();
    const from = wo.workOrderStatusId;
    const p = await plan(wo, tx);
    if ("error" in p) return p;
    const illegal = await transitionRefusal(tx, from, p.to);
    if (illegal) return illegal;
    await p.apply?.(wo, tx);
    moveTo(wo, p.to, new Date());
    const line = from === p.to ? null : `Status changed from ${await statusName(tx, from)} to ${await statusName(tx, p.to)}`;
    const text = [p.audit, line].filter(Boolean).join(": ");
    if (text)
      audit(tx, viewer, { entityName: "WorkOrder", entityId: wo.id, action: from === p.to ? "Updated" : "Status changed", actionTaken: text });
    await tx.flush();
    return wo.id;
  });
  if (typeof result !== "number") return result;
  return reread(em, viewer, result);
}

/**
 * Approves a request and converts it into a work order (§4): only a request awaiting a response;
 * Open, or Awaiting Quote for a Quote job; optionally given to a contractor (an active one), who
 * must then be told.
 */
export async function approveAndConvert(
  em: EntityManager,
  viewer: Viewer,
  id: number,
  contractorId: number | null | undefined,
): Promise<SaveWorkOrderPayload> {
  const given = contractorId || null;
  if (given) {
    const [c] = await em.getConnection().execute<{ active: boolean }[]>("select active from assets.v_contractor where id = ?", [given]);
    if (!c?.active)
      return refused(Code.INVALID, "Contractor is not an active contractor", [
        { field: "contractorId", message: "Contractor is not an active contractor" },
      ]);
  }
  return act(em, viewer, id, null, (wo) => {
    if (wo.workOrderStatusId !== S.AwaitingResponse) return refused(Code.NOT_A_REQUEST, NOT_A_REQUEST_MESSAGE);
    return {
      to: wo.workOrderTypeId === WorkOrderTypeId.Quote ? S.AwaitingQuote : S.Open,
      audit: "Request approved and converted",
      apply: async (w, tx) => {
        if (given) giveTo(w, given);
        if (w.contractorId) await notice(tx, w.id, w.contractorId, "assigned");
      },
    };
  });
}

/** Declines a request (§4): subject and note required; Discarded; the public note "subject: note". */
export async function declineRequest(em: EntityManager, viewer: Viewer, id: number, subject: string, note: string): Promise<SaveWorkOrderPayload> {
  const s = clean(subject);
  const n = clean(note);
  if (!s || !n) {
    const errors: FieldErrorShape[] = [];
    if (!s) errors.push({ field: "subject", message: "Subject is required" });
    if (!n) errors.push({ field: "note", message: "Note is required" });
    return refused(Code.REQUIRED, SUBJECT_AND_NOTE_REQUIRED, errors);
  }
  return act(em, viewer, id, null, (wo) => {
    if (wo.workOrderStatusId !== S.AwaitingResponse) return refused(Code.NOT_A_REQUEST, NOT_A_REQUEST_MESSAGE);
    return {
      to: S.Discarded,
      audit: `Request declined (${s})`,
      apply: (w, tx) => {
        addWorkOrderNote(tx, viewer, { workOrderId: w.id, note: `${s}: ${n}`, privateNote: false });
      },
    };
  });
}

/** Cancels a work order (status 9), as the transition table allows. */
export function cancelWorkOrder(em: EntityManager, viewer: Viewer, id: number, version: number | null | undefined): Promise<SaveWorkOrderPayload> {
  return act(em, viewer, id, version, cancelling());
}

/** Approves an order's costs (§4): status 10 with the approved cost (0 or more, 3 decimals) and, when given, the valuation number. */
export async function approveWorkOrderCosts(
  em: EntityManager,
  viewer: Viewer,
  args: { id: number; version: number; approvedCost: string; valuationNumber?: string | null },
): Promise<SaveWorkOrderPayload> {
  const plan = approving(args);
  return typeof plan === "function" ? act(em, viewer, args.id, args.version, plan) : plan;
}

/** Queries an order's costs (§4): status 11 with a query reason that exists. */
export async function queryWorkOrderCosts(
  em: EntityManager,
  viewer: Viewer,
  args: { id: number; version: number; queryReasonId: number },
): Promise<SaveWorkOrderPayload> {
  const plan = await querying(em, args.queryReasonId);
  return typeof plan === "function" ? act(em, viewer, args.id, args.version, plan) : plan;
}
