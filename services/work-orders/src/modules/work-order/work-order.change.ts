import { OptimisticLockError } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { errorOf, lockWorkOrderCosts, NotFoundError, tenantScope, type FieldErrorShape, type Viewer } from "@wo/shared";
import { noticeContractor } from "../notification/notice";
import type { ContractorNoticeReason } from "../notification/outbox.entity";
import { WorkOrder } from "./work-order.entity";
import { workOrdersByIds } from "./work-order.reader";
import { WorkOrderStatusId as S } from "./work-order.status";
import { canMove, illegalStartMessage, illegalTransitionMessage, INITIAL_STATUSES } from "./work-order.transitions";
import { STALE_MESSAGE, WorkOrderError, WorkOrderErrorCode as Code, type SaveWorkOrderPayload } from "./work-order.type";

/**
 * What every change of a work order shares, a save's commands (work-order.save.ts) and the actions
 * (work-order.lifecycle.ts): values compared and cleaned, refusals, the status names, the transition
 * check, the change's transaction after the order's cost lock, the move, the contractor given and told.
 */

export const COST = /^\d{1,11}(\.\d{1,3})?$/;

/** A decimal as a canonical string (no trailing zeros), for comparison; null stays null. */
function canonical(v: string | null | undefined): string | null {
  if (v == null || v === "") return null;
  if (!/^[+-]?\d+(\.\d*)?$/.test(String(v))) return String(v);
  const [int, frac = ""] = String(v).replace(/^\+/, "").split(".");
  const f = frac.replace(/0+$/, "");
  const i = String(BigInt(int!));
  return f ? `${i}.${f}` : i;
}

export function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    const x = a instanceof Date ? a.getTime() : a == null ? null : new Date(a as string).getTime();
    const y = b instanceof Date ? b.getTime() : b == null ? null : new Date(b as string).getTime();
    return x === y;
  }
  return (a ?? null) === (b ?? null);
}

export const sameDecimal = (a: string | null | undefined, b: string | null | undefined) => canonical(a) === canonical(b);

/** Text trimmed; empty as null. */
export const clean = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

/** An id where 0 means none. */
export const idOrNull = (v: number | null | undefined) => (v ? v : null);

/** On an update a field left out keeps its value; on a create it is empty. */
export function pick<T>(given: T | undefined, kept: T | null | undefined): T | null {
  return given === undefined ? (kept ?? null) : (given ?? null);
}

/** A value that is not given: none, empty or 0. */
export const blank = (v: unknown) => v == null || v === "" || v === 0;

export function refused(code: Code, message: string, fieldErrors: FieldErrorShape[] = []): SaveWorkOrderPayload {
  return { workOrder: null, error: errorOf(WorkOrderError, code, message, fieldErrors) };
}

export async function exists(em: EntityManager, sql: string, params: unknown[]): Promise<boolean> {
  return (await em.getConnection().execute(sql, params, "all", em.getTransactionContext())).length > 0;
}

/** Status names by id (reference data: read once per process). */
let statusNames: Promise<Map<number, string>> | null = null;
export function statusName(em: EntityManager, id: number): Promise<string> {
  return statusNameMap(em).then((m) => m.get(id) ?? `status ${id}`);
}

/**
 * Every status's name by id (reference data: read once per process), read in `em`'s transaction when
 * it is one: a transaction never asks the pool for a second connection while it holds one (issue 25).
 */
export function statusNameMap(em: EntityManager): Promise<ReadonlyMap<number, string>> {
  statusNames ??= em
    .getConnection()
    .execute<{ id: number; name: string }[]>("select id, name from work_orders.work_order_status", [], "all", em.getTransactionContext())
    .then((rows) => new Map(rows.map((r) => [r.id, r.name])))
    .catch((e) => {
      statusNames = null;
      throw e;
    });
  return statusNames;
}

/** ILLEGAL_TRANSITION naming both statuses, or null when the move is allowed (also the quote decisions' check). */
export async function transitionRefusal(em: EntityManager, from: number | null, to: number): Promise<SaveWorkOrderPayload | null> {
  if (from === null) {
    if (INITIAL_STATUSES.includes(to)) return null;
    return refused(Code.ILLEGAL_TRANSITION, illegalStartMessage(await statusName(em, to)), [
      { field: "workOrderStatusId", message: illegalStartMessage(await statusName(em, to)) },
    ]);
  }
  if (canMove(from, to)) return null;
  const message = illegalTransitionMessage(await statusName(em, from), await statusName(em, to));
  return refused(Code.ILLEGAL_TRANSITION, message, [{ field: "workOrderStatusId", message }]);
}

/** A field the save was sent with a value it would not keep: refused by name, never dropped (issue 20). */
export const notAllowed = (field: string, message: string) => refused(Code.NOT_ALLOWED, message, [{ field, message }]);

export function staleRefusal(): SaveWorkOrderPayload {
  return refused(Code.STALE, STALE_MESSAGE, [{ field: "version", message: STALE_MESSAGE }]);
}

/** The order as the viewer may read it, names included, after a change. */
export async function reread(em: EntityManager, viewer: Viewer, id: number): Promise<SaveWorkOrderPayload> {
  const [wo] = await workOrdersByIds(em.fork(), tenantScope(viewer), [id]);
  return { workOrder: wo ?? null, error: null };
}

/** Records that a contractor must be told about the order, in the change's transaction. */
export function notice(tx: EntityManager, workOrderId: number, contractorId: number, reason: ContractorNoticeReason): Promise<void> {
  return noticeContractor(tx, { workOrderId, contractorId, reason });
}

/** Sets the status, with the date it changed and the closing date (also the quote decisions' change). */
export function moveTo(wo: WorkOrder, status: number, now: Date): void {
  if (wo.workOrderStatusId === status) return;
  wo.workOrderStatusId = status;
  wo.dateStatus = now;
  if (status === S.Closed) wo.dateClosed = now;
  else if (wo.dateClosed) wo.dateClosed = null;
}

export function giveTo(wo: WorkOrder, contractorId: number | null): void {
  wo.contractorId = contractorId;
  if (contractorId && !wo.allContractorIds.includes(contractorId)) wo.allContractorIds = [...wo.allContractorIds, contractorId];
}

/** Runs a change of one order in a transaction; a concurrent change (the version moved under it) answers STALE. */
export async function change(
  em: EntityManager,
  run: (tx: EntityManager) => Promise<SaveWorkOrderPayload | number>,
): Promise<SaveWorkOrderPayload | number> {
  try {
    return await em.transactional(run);
  } catch (e) {
    if (e instanceof OptimisticLockError) return staleRefusal();
    throw e;
  }
}

/**
 * The order a change starts from, read AFTER the order's cost lock (lockWorkOrderCosts): every change
 * of an existing order (a save, every action: approve, query, cancel, complete, submit, ...) and every
 * log write of billing's run one after the other, so a log can never land after the status that fixes
 * the costs (docs/billing.md "One lock for an order's costs").
 */
export async function loadForChange(tx: EntityManager, id: number): Promise<WorkOrder> {
  await lockWorkOrderCosts(tx, id);
  const wo = await tx.findOne(WorkOrder, { id });
  if (!wo) throw new NotFoundError();
  return wo;
}
