import type { WorkOrderFormValues } from "./work-order-form";

/** The statuses the rules name (spec §4) */
export const STATUS = { REQUEST: 1, OPEN: 2, CANCELLED: 9, APPROVED: 10, QUERY: 11, DISCARDED: 14 } as const;

export const CONFIRM_CANCEL = "Are you sure you wish to set this work order to cancelled?";
export const CONFIRM_QUERY = "You are about to query the costings!";
export const CONFIRM_VALUATION = "You are about to change an existing value!";
export const WARRANTY_WARNING = "Please be aware that this asset is in warranty!";
export const REQUEST_APPROVED = "Request approved!";
export const SOMETHING_WRONG = "Something wrong!";
export const DECLINE_REQUIRED = "Subject and note required";
export const USE_MOBILE = "Use this mobile number for text notifications?";

type Changes = Partial<WorkOrderFormValues>;

/**
 * Financial code rules (§4): 0 (none) clears the capital code; 5 makes it required (see
 * requiredFields); 1 sets the estimated cost to 150; 2, 3, 4 and 6 set it to 0.
 */
export function financialCodeChanges(code: string): Changes {
  const changes: Changes = { financialCodeId: code };
  if (code === "" || code === "0") changes.capitalCodeId = "";
  else if (code === "1") changes.estimatedCost = "150";
  else if (["2", "3", "4", "6"].includes(code)) changes.estimatedCost = "0";
  return changes;
}

/**
 * Job type rules (§4): Reactive (1) sets financial code 1, Quote (2) sets 3; on the request screen
 * any other type sets 0 (none). The financial code's own rules follow. Null: nothing changes.
 */
export function jobTypeChanges(typeId: string, onRequest: boolean): Changes {
  const code = typeId === "1" ? "1" : typeId === "2" ? "3" : onRequest ? "" : null;
  return { workOrderTypeId: typeId, ...(code === null ? {} : financialCodeChanges(code)) };
}

/**
 * What choosing a status asks first (§4): out of approved (10) the generic question. (Cancelled is no
 * longer a choice of the drop-down: the Cancel button asks its own question.)
 */
export function statusChangeQuestion(current: number, next: number): "proceed" | null {
  if (next === current) return null;
  if (current === STATUS.APPROVED) return "proceed";
  return null;
}

/** The status dropdown's choices: the moves the server offers (nextStatuses: none that has its own action), current first, named from the lookup */
export function statusOptions(nextStatuses: ReadonlyArray<number>, statuses: ReadonlyArray<{ id: number; name: string }>) {
  return nextStatuses.map((id) => ({ value: String(id), label: statuses.find((s) => s.id === id)?.name ?? `Status ${id}` }));
}

/** The approved-view block shows only when both valuation number and approved cost are filled (§5) */
export function showApprovedView(valuationNumber: string | null | undefined, approvedCost: string | null | undefined): boolean {
  return Boolean(valuationNumber?.trim()) && Boolean(approvedCost?.toString().trim());
}

/** Changing a valuation number that was already stored asks first (§5) */
export function asksBeforeValuationChange(stored: string | null | undefined, next: string): boolean {
  return Boolean(stored?.trim()) && next !== stored;
}

/** The logged total shown: zero for discarded orders (§4) */
export function loggedTotalShown(status: number, loggedTotal: string | null | undefined): string {
  return status === STATUS.DISCARDED ? "0" : (loggedTotal ?? "0");
}

/** A stored decimal as the form shows it: "1234.500" → "1234.5", "0.000" → "0" */
export function decimalText(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === "") return "";
  const v = value.trim();
  return v.includes(".") ? v.replace(/0+$/, "").replace(/\.$/, "") : v;
}

/**
 * What approve offers as the approved cost: the actual cost, what was submitted (the amended price when
 * amended), since that is what is being approved; the approved cost only while nothing was submitted.
 * An order made from an accepted quote has an approved cost from the start, the quote's total: its
 * budget, not what the submitted costs should be approved at.
 */
export function approvedCostDefault(stored: { approvedCost?: string | null; actualCost?: string | null } | null | undefined): string {
  return decimalText(stored?.actualCost) || decimalText(stored?.approvedCost);
}

/** A question/answer row needs both texts (§5: minimum length 1) */
export function answerRowValid(row: { questionContent: string; answerContent: string }): boolean {
  return row.questionContent.trim().length > 0 && row.answerContent.trim().length > 0;
}

/** Decline needs both subject and note (§5) */
export function declineValid(subject: string, note: string): boolean {
  return subject.trim().length > 0 && note.trim().length > 0;
}
