import { WorkOrderStatusId as S } from "./work-order.status";

/**
 * The work-order lifecycle (docs/work-order-lifecycle.md): from each status, the statuses a work
 * order may move to. Staying in the same status is always allowed; Cancelled and Discarded are final.
 * Every status change (save, cancel, approve, query, convert, decline, submission, quote decisions) is
 * checked against it on the server (transitionRefusal). A move that has its own action is made only by
 * that action (work-order.actions.ts); the status drop-down offers the rest (WorkOrder.nextStatuses).
 */
export const TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  // a request: approve-and-convert gives Open (Awaiting Quote for a Quote job); decline gives Discarded
  [S.AwaitingResponse]: [S.Open, S.AwaitingQuote, S.Cancelled, S.Discarded],
  // a contractor's quote sent for approval moves an Open order (or one awaiting a quote) to Awaiting Quote Approval
  [S.Open]: [S.AwaitingQuote, S.AwaitingQuoteApproval, S.AwaitingCertificate, S.Completed, S.Cancelled],
  [S.AwaitingQuote]: [S.Open, S.AwaitingQuoteApproval, S.Cancelled],
  // the client's answer: rejected or an alternative asked for gives Awaiting Quote; accepted closes it (a new order carries the work)
  [S.AwaitingQuoteApproval]: [S.Open, S.AwaitingQuote, S.Closed, S.Cancelled],
  [S.AwaitingCertificate]: [S.AwaitingCertificateAudit, S.Completed, S.Open, S.Cancelled],
  [S.AwaitingCertificateAudit]: [S.Completed, S.AwaitingCertificate],
  [S.Completed]: [S.Submitted, S.Approved, S.Query, S.Open, S.AwaitingCertificate],
  // submitted costs go back by a query (11), never straight to Completed
  [S.Submitted]: [S.Approved, S.Query],
  [S.Query]: [S.Submitted, S.Approved, S.Completed],
  [S.Approved]: [S.Closed, S.Query],
  [S.Closed]: [S.Open],
  [S.Pending]: [S.Open, S.Cancelled],
  [S.Cancelled]: [],
  [S.Discarded]: [],
};

// the statuses mark complete and submission move from: one place for every service's rules (services/shared/src/rules)
export { COMPLETE_FROM, SUBMIT_FROM, CONTRACTOR_SUBMIT_FROM, submitFrom } from "@wo/shared";

/** The statuses a new work order may start in: a request, open, awaiting quote, or pending (a PPM's). */
export const INITIAL_STATUSES: readonly number[] = [S.AwaitingResponse, S.Open, S.AwaitingQuote, S.Pending];

/** Statuses no work order leaves. */
export const FINAL_STATUSES: readonly number[] = [S.Cancelled, S.Discarded];

/** Whether a work order in `from` may move to `to` (the same status always may). */
export function canMove(from: number, to: number): boolean {
  return from === to || (TRANSITIONS[from] ?? []).includes(to);
}

/** The message of a refused move, naming both statuses: "A work order cannot go from Closed to Open". */
export function illegalTransitionMessage(fromName: string, toName: string): string {
  return `A work order cannot go from ${fromName} to ${toName}`;
}

/** The message of a refused first status. */
export function illegalStartMessage(toName: string): string {
  return `A new work order cannot start as ${toName}`;
}
