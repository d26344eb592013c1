import type { EntityManager } from "@mikro-orm/postgresql";
import { allows, ForbiddenError, NotFoundError, type Viewer } from "@wo/shared";
import { dueDates, slaHours } from "../../sla/sla.service";
import { actionFor, actionRequiredMessage, type StatusAction } from "../work-order.actions";
import { blank, notAllowed, refused, same, sameDecimal, staleRefusal, statusName, transitionRefusal } from "../work-order.change";
import { WorkOrder } from "../work-order.entity";
import type { SaveWorkOrderInput } from "../work-order.input";
import { planOfSave } from "../work-order.plans";
import { WorkOrderStatusId as S } from "../work-order.status";
import { LOCKED_MESSAGE, REQUIRED_FIELDS, WorkOrderErrorCode as Code, type SaveWorkOrderPayload } from "../work-order.type";
import { checkValues, draftOf, type Draft } from "./values";
import { writeSave } from "./write";

/**
 * The steps every save goes through, whoever saves (docs/work-order-lifecycle.md "The rules of a
 * save"); each answers a refusal or lets the next run. The commands (staff-save.ts, client-request.ts,
 * contractor-update.ts) decide what the viewer may send and which order it may change, then run them.
 */

/** A refusal, rather than a value a step worked out. */
export const isRefusal = (v: unknown): v is SaveWorkOrderPayload => typeof v === "object" && v !== null && "error" in v && "workOrder" in v;

/** What the input says of itself: no version on a new order; a request is saved as status 1. */
export function checkInput(input: SaveWorkOrderInput): SaveWorkOrderPayload | null {
  if (!input.id && !blank(input.version)) return notAllowed("version", "Version is only for an update: a new work order has none");
  if (input.asRequest && !blank(input.workOrderStatusId) && input.workOrderStatusId !== S.AwaitingResponse)
    return notAllowed("workOrderStatusId", "A request is saved as Awaiting Response: leave the status out or send 1");
  return null;
}

/** The order an update changes, as stored (NOT_FOUND when absent); none for a new one. */
export async function readOrder(em: EntityManager, id: number | null | undefined): Promise<WorkOrder | null> {
  if (!id) return null;
  const existing = await em.findOne(WorkOrder, { id }, { disableIdentityMap: true });
  if (!existing) throw new NotFoundError();
  return existing;
}

/** An update names the version it read (REQUIRED), and it is the stored one (STALE). */
export function checkVersion(input: SaveWorkOrderInput, existing: WorkOrder | null): SaveWorkOrderPayload | null {
  if (!existing) return null;
  if (input.version == null)
    return refused(Code.REQUIRED, REQUIRED_FIELDS, [{ field: "version", message: "Version is required to update a work order" }]);
  if (input.version !== existing.version) return staleRefusal();
  return null;
}

/** The refusal of a save that makes an action's move (ACTION_REQUIRED, 409 on REST), naming the action. */
async function actionRequired(em: EntityManager, action: StatusAction, from: number, to: number): Promise<SaveWorkOrderPayload> {
  const message = actionRequiredMessage(action, await statusName(em, from), await statusName(em, to));
  return refused(Code.ACTION_REQUIRED, message, [{ field: "workOrderStatusId", message }]);
}

/**
 * The move: in the transition table (ILLEGAL_TRANSITION); a move that has its own action made by that
 * action's rule and permission (approve, query, cancel: 403 without it) or refused naming it
 * (ACTION_REQUIRED); the approved cost set only by approving, and an approved order's finance locked.
 */
export async function checkMove(em: EntityManager, viewer: Viewer, d: Draft): Promise<SaveWorkOrderPayload | null> {
  const { input, existing, from, status } = d;
  const illegal = await transitionRefusal(em, from, status);
  if (illegal) return illegal;
  const action = from === null ? undefined : actionFor(from, status);
  if (action) {
    if (!action.bySave) return actionRequired(em, action, from!, status);
    if (!action.access || !allows(action.access, viewer)) throw new ForbiddenError();
    const p = await planOfSave(em, action, { approvedCost: input.approvedCost, valuationNumber: d.valuationNumber, queryReasonId: d.queryReasonId });
    if (typeof p !== "function") return p;
    d.plan = p;
  }
  // the approved cost is set by approving the costs only (and locked once approved)
  const approves = action?.to === S.Approved;
  const approvedCostChanged = input.approvedCost !== undefined && !sameDecimal(input.approvedCost, existing?.approvedCost);
  if (approvedCostChanged && !approves && !d.locked)
    return notAllowed(
      "approvedCost",
      "Approved cost is set by approving the costs (approveWorkOrderCosts, or a save that moves the order to Approved)",
    );
  if (d.locked && existing) {
    const lockedChange =
      !sameDecimal(d.estimatedCost, existing.estimatedCost) ||
      approvedCostChanged ||
      d.financialCodeId !== (existing.financialCodeId ?? null) ||
      d.capitalCodeId !== (existing.capitalCodeId ?? null) ||
      d.valuationNumber !== (existing.valuationNumber ?? null);
    if (lockedChange)
      return refused(Code.LOCKED, LOCKED_MESSAGE, [{ field: approvedCostChanged ? "approvedCost" : "financialCodeId", message: LOCKED_MESSAGE }]);
  }
  return null;
}

/**
 * The due dates from the client's SLA hours, for a new order or when its SLA code, client or opened
 * date changes (docs/work-order-lifecycle.md "Due dates from SLA codes"); a due date typed that the
 * SLA code would replace is refused (NOT_ALLOWED), unless it is the stored one sent back.
 */
export async function applySla(em: EntityManager, d: Draft): Promise<SaveWorkOrderPayload | null> {
  const { input, existing, slaCode } = d;
  const slaChanged =
    !existing || slaCode !== (existing.slaCode ?? null) || d.clientId !== existing.clientId || !same(d.dateOpened, existing.dateOpened);
  if (slaCode && slaChanged) {
    const hours = await slaHours(em, d.clientId, slaCode);
    if (hours) {
      ({ dueDate: d.dueDate, responseDueDate: d.responseDueDate } = dueDates(d.dateOpened, hours));
      const given = input.dueDate;
      if (given != null && !same(given, existing?.dueDate) && !same(given, d.dueDate))
        return notAllowed("dueDate", "The due date is set from the SLA code: leave it out, or save without an SLA code to set it by hand");
    }
  } else if (!slaCode) d.responseDueDate = null;
  return null;
}

/**
 * The shared steps of a save from its values on: required fields, valid references, the move and its
 * action's rule, the SLA due dates, then the write (with its answers, audit and contractor notice).
 */
export async function saveSteps(
  em: EntityManager,
  viewer: Viewer,
  input: SaveWorkOrderInput,
  existing: WorkOrder | null,
): Promise<SaveWorkOrderPayload> {
  const d = draftOf(input, existing);
  if (isRefusal(d)) return d;
  return (await checkValues(em, d)) ?? (await checkMove(em, viewer, d)) ?? (await applySla(em, d)) ?? writeSave(em, viewer, d);
}
