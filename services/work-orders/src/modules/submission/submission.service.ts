import type { EntityManager } from "@mikro-orm/postgresql";
import { formatPounds, money, submitStatusRefusal, tenantScope, type Viewer } from "@wo/shared";
import type { WorkOrder } from "../work-order/work-order.entity";
import { act, statusName, type Plan } from "../work-order/work-order.lifecycle";
import { WorkOrderStatusId as S } from "../work-order/work-order.status";
import { COMPLETE_FROM, illegalTransitionMessage, SUBMIT_FROM, submitFrom } from "../work-order/work-order.transitions";
import type { SaveWorkOrderPayload } from "../work-order/work-order.type";
import { visibleWorkOrderKey } from "../work-order/work-order.visible";
import { costFactsOf, missingInfoText, submissionBlock, type CostFacts } from "./submission.facts";
import {
  AMENDED_PRICE_MESSAGE,
  asSubmissionError,
  COSTS_SUBMITTED,
  COSTS_WAITING_CODE,
  MARKED_COMPLETE,
  submissionRefusal,
  SubmissionErrorCode as Code,
  type CompleteWorkOrderPayload,
  type SubmitCostsPayload,
} from "./submission.type";

/** The refusal of a move this action does not make from the order's status (the lifecycle's wording). */
async function notFrom(tx: EntityManager, from: number, to: number): Promise<SaveWorkOrderPayload> {
  const [a, b] = [await statusName(tx, from), await statusName(tx, to)];
  const message = from === to ? `This work order is already ${b}` : illegalTransitionMessage(a, b);
  return submissionRefusal(Code.ILLEGAL_TRANSITION, message, [{ field: "workOrderStatusId", message }]);
}

/**
 * The refusal of a submission from a status the viewer may not submit from: the lifecycle's wording,
 * or, where staff could (a contractor's order in Query), the contractor's rule (services/shared/src/rules).
 */
async function notSubmittable(tx: EntityManager, viewer: Viewer, from: number): Promise<SaveWorkOrderPayload> {
  const mine = SUBMIT_FROM.includes(from) ? submitStatusRefusal(viewer, from) : null;
  return mine ? submissionRefusal(Code.ILLEGAL_TRANSITION, mine, [{ field: "workOrderStatusId", message: mine }]) : notFrom(tx, from, S.Submitted);
}

/** The refusal of a submission while something is missing or nothing is logged; null when costs may be submitted. */
function submissionBlocked(facts: CostFacts, wo: WorkOrder): SaveWorkOrderPayload | null {
  const block = submissionBlock(facts, wo.workOrderTypeId);
  if (!block) return null;
  if (block.code === "NO_COSTS") return submissionRefusal(Code.NO_COSTS, block.message);
  return submissionRefusal(Code.MISSING_INFO, block.message, [{ field: "missingInfo", message: missingInfoText(block.missing)! }]);
}

/**
 * The order's facts, read in the change's transaction, which took the order's cost lock before it
 * read the order (the lifecycle's `act`; docs/billing.md "One lock for an order's costs"): billing's
 * log writes take the same lock first in theirs, so a log write and this change run one after the
 * other. What is read here is every write committed before, and no write can commit after it until
 * this change has (then the order's status refuses it).
 */
async function factsIn(tx: EntityManager, id: number): Promise<CostFacts> {
  return (await costFactsOf(tx, [id])).get(id)!;
}

/** The actual cost becomes the logged total; an amendment no longer applies. */
function costFromLogs(wo: WorkOrder, loggedTotal: string): void {
  wo.actualCost = loggedTotal;
  wo.supersededCostPrice = null;
  wo.supersededReason = null;
}

/**
 * Checks that the viewer may act on the order: staff on any, a contractor user on its own orders only
 * (NOT_FOUND for another's, as if it did not exist).
 */
async function assertMayAct(em: EntityManager, viewer: Viewer, id: number): Promise<void> {
  await visibleWorkOrderKey(em, tenantScope(viewer), id);
}

/**
 * Marks the work done (portals §4): Completed (7) from Open, Awaiting Certificate, Awaiting
 * Certificate Audit or Query; the actual cost becomes billing's logged total. When costs are logged
 * the answer carries code 2011 and the question whether to submit them; otherwise 'Work order marked
 * as complete'.
 */
export async function completeWorkOrder(em: EntityManager, viewer: Viewer, id: number, version: number | null): Promise<CompleteWorkOrderPayload> {
  await assertMayAct(em, viewer, id);
  let loggedTotal = "0.00";
  const done = await act(em, viewer, id, version, async (wo, tx): Promise<SaveWorkOrderPayload | Plan> => {
    if (!COMPLETE_FROM.includes(wo.workOrderStatusId)) return notFrom(tx, wo.workOrderStatusId, S.Completed);
    loggedTotal = (await factsIn(tx, id)).loggedTotal;
    return { to: S.Completed, audit: `Marked complete with ${formatPounds(loggedTotal)} logged`, apply: (w) => costFromLogs(w, loggedTotal) };
  });
  if (done.error) return { workOrder: null, error: asSubmissionError(done.error), loggedTotal: null, code: null, message: null };
  const waiting = money(loggedTotal).greaterThan(0);
  return {
    workOrder: done.workOrder,
    error: null,
    loggedTotal,
    code: waiting ? COSTS_WAITING_CODE : null,
    message: waiting
      ? `Costs of ${formatPounds(loggedTotal)} are logged on this work order. Do you want to submit them for payment?`
      : MARKED_COMPLETE,
  };
}

const submitted = (done: SaveWorkOrderPayload): SubmitCostsPayload =>
  done.error
    ? { workOrder: null, error: asSubmissionError(done.error), message: null }
    : { workOrder: done.workOrder, error: null, message: COSTS_SUBMITTED };

/**
 * Submits the logged costs for payment (portals §4): Submitted (12) from Completed or Query (a
 * contractor user from Completed only: submitFrom, services/shared/src/rules), refused
 * while MissingInfo carries a marker or nothing is logged; the actual cost becomes the logged total
 * (an earlier amendment no longer applies).
 */
export async function submitWorkOrderCosts(em: EntityManager, viewer: Viewer, id: number, version: number | null): Promise<SubmitCostsPayload> {
  await assertMayAct(em, viewer, id);
  const done = await act(em, viewer, id, version, async (wo, tx): Promise<SaveWorkOrderPayload | Plan> => {
    if (!submitFrom(viewer).includes(wo.workOrderStatusId)) return notSubmittable(tx, viewer, wo.workOrderStatusId);
    const facts = await factsIn(tx, id);
    const blocked = submissionBlocked(facts, wo);
    if (blocked) return blocked;
    return { to: S.Submitted, audit: `Costs submitted at ${formatPounds(facts.loggedTotal)}`, apply: (w) => costFromLogs(w, facts.loggedTotal) };
  });
  return submitted(done);
}

/** A price as typed: more than 0, at most 11 whole digits and 3 decimals. */
const PRICE = /^\d{1,11}(\.\d{1,3})?$/;
const REASON_MAX = 2000;

/** What is wrong with an amended price: 'Amended price must be greater than 0' (§5) for nothing, a non-number, 0 or less. */
function priceProblem(price: string): string | null {
  if (!/^-?\d+(\.\d+)?$/.test(price) || !money(price).greaterThan(0)) return AMENDED_PRICE_MESSAGE;
  if (!PRICE.test(price)) return "Amended price must be an amount with up to 3 decimals";
  return null;
}

const refuse = (code: Code, message: string, field: string, fieldMessage = message): SubmitCostsPayload => ({
  workOrder: null,
  error: asSubmissionError(submissionRefusal(code, message, [{ field, message: fieldMessage }]).error!),
  message: null,
});

/**
 * Submits the costs at an amended price with a reason (portals §4, §5): as a submission (the same
 * statuses and checks), but the actual cost becomes the new price and the superseded price keeps
 * what it supersedes, the logged total (what a plain submission would have asked), with the reason.
 */
export async function amendSubmittedCosts(
  em: EntityManager,
  viewer: Viewer,
  args: { workOrderId: number; newPrice: string; reason: string | null | undefined; version?: number | null },
): Promise<SubmitCostsPayload> {
  await assertMayAct(em, viewer, args.workOrderId);
  const price = String(args.newPrice ?? "").trim();
  const reason = args.reason?.trim() ?? "";
  const problem = priceProblem(price);
  if (problem) return refuse(Code.INVALID, problem, "newPrice");
  if (!reason) return refuse(Code.REQUIRED, "Required fields", "reason", "Reason is required");
  if (reason.length > REASON_MAX) return refuse(Code.INVALID, `Reason must be at most ${REASON_MAX} characters`, "reason");
  const done = await act(em, viewer, args.workOrderId, args.version, async (wo, tx): Promise<SaveWorkOrderPayload | Plan> => {
    if (!submitFrom(viewer).includes(wo.workOrderStatusId)) return notSubmittable(tx, viewer, wo.workOrderStatusId);
    const facts = await factsIn(tx, args.workOrderId);
    const blocked = submissionBlocked(facts, wo);
    if (blocked) return blocked;
    return {
      to: S.Submitted,
      audit: `Costs submitted at an amended price of £${price} (logged ${formatPounds(facts.loggedTotal)}): ${reason}`,
      apply: (w) => {
        w.supersededCostPrice = facts.loggedTotal;
        w.actualCost = price;
        w.supersededReason = reason;
      },
    };
  });
  return submitted(done);
}
