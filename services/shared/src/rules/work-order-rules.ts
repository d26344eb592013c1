import type { Viewer } from "../auth/viewer";

/**
 * The rules of what may be done to a work order in each status, in ONE place: the writes that
 * enforce them (work-orders' submission, documents and save; billing's quotes, quote decisions and
 * logs) and the flags that tell the screens (WorkOrder.viewerCan, its whyNot, Quote.viewerCan) import
 * them from here, so the screens and the API never disagree (docs/work-order-lifecycle.md "Who may do
 * what", docs/billing.md). Each rule is a pure function answering why not (the refusal's own words),
 * or null when the viewer may.
 */

/** Work-order status ids (staff-and-work-orders §4), as every service's rules name them. */
export const OrderStatus = {
  AwaitingResponse: 1,
  Open: 2,
  AwaitingQuote: 3,
  AwaitingQuoteApproval: 4,
  AwaitingCertificate: 5,
  Closed: 6,
  Completed: 7,
  Pending: 8,
  Cancelled: 9,
  Approved: 10,
  Query: 11,
  Submitted: 12,
  AwaitingCertificateAudit: 13,
  Discarded: 14,
} as const;
const S = OrderStatus;

/** The statuses' names (work-orders' work_order_status lookup), for the rules' own words. */
export const ORDER_STATUS_NAMES: Readonly<Record<number, string>> = {
  1: "Awaiting Response",
  2: "Open",
  3: "Awaiting Quote",
  4: "Awaiting Quote Approval",
  5: "Awaiting Certificate",
  6: "Closed",
  7: "Completed",
  8: "Pending",
  9: "Cancelled",
  10: "Approved",
  11: "Query",
  12: "Submitted",
  13: "Awaiting Certificate Audit",
  14: "Discarded",
};
const nameOf = (status: number) => ORDER_STATUS_NAMES[status] ?? `status ${status}`;

/** "Open, Awaiting Certificate or Query" */
export function statusList(statuses: readonly number[]): string {
  const names = statuses.map(nameOf);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

/** The refusal of an action for want of permission (the text of a plain 403). */
export const NOT_PERMITTED = "You do not have permission to do this";

// ---------------------------------------------------------------------------------------------
// The status sets

/** Mark complete (completeWorkOrder) moves to Completed from these (docs/billing.md "Submission"); Query reopens the work after a query. */
export const COMPLETE_FROM: readonly number[] = [S.Open, S.AwaitingCertificate, S.AwaitingCertificateAudit, S.Query];

/** Staff submit (or amend) costs from Completed, and from Query, which reopens submission. */
export const SUBMIT_FROM: readonly number[] = [S.Completed, S.Query];

/**
 * A contractor user submits (or amends) its costs from Completed only (portals §4: mark-as-submitted
 * is hidden unless the status is 7, "the status that reopens submission"): after a query it marks
 * the work complete again (Query → Completed), then submits.
 */
export const CONTRACTOR_SUBMIT_FROM: readonly number[] = [S.Completed];

/** The statuses the viewer may submit (or amend) costs from. */
export const submitFrom = (viewer: Viewer): readonly number[] => (viewer.isContractor ? CONTRACTOR_SUBMIT_FROM : SUBMIT_FROM);

/** A quote is sent for approval on an order that is Open, Awaiting Quote, or already Awaiting Quote Approval (re-sent). */
export const SEND_QUOTE_FROM: readonly number[] = [S.Open, S.AwaitingQuote, S.AwaitingQuoteApproval];

/** Portals §4: a contractor creates, changes or deletes no quote while its order is Closed, Completed, Cancelled or Submitted. */
export const CONTRACTOR_QUOTE_CLOSED: readonly number[] = [S.Closed, S.Completed, S.Cancelled, S.Submitted];

/** Portals §4: a contractor attaches nothing while its order is Closed, Cancelled or Submitted (Completed allowed: the job sheet). */
export const CONTRACTOR_ATTACH_CLOSED: readonly number[] = [S.Closed, S.Cancelled, S.Submitted];

/** A contractor's logs are fixed once its order is submitted, approved, closed, cancelled or discarded (docs/billing.md "Logged time"). */
export const LOGS_LOCKED_FOR_CONTRACTOR: readonly number[] = [S.Closed, S.Cancelled, S.Approved, S.Submitted, S.Discarded];

/** Staff may still correct a submitted order's logs (before approving or querying it). */
export const LOGS_LOCKED_FOR_STAFF: readonly number[] = [S.Closed, S.Cancelled, S.Approved, S.Discarded];

/**
 * The statuses in which a contractor user may save its own order's fields (its progress code, asset
 * and progress note: docs/work-order-lifecycle.md "Who may do what"): while the work is with it, from
 * Open to Completed and a query of it. Not a request awaiting a response or a pending PPM order (not
 * yet given to it), nor once the costs are submitted, approved, or the order closed, cancelled or
 * discarded.
 */
export const CONTRACTOR_EDITABLE: readonly number[] = [
  S.Open,
  S.AwaitingQuote,
  S.AwaitingQuoteApproval,
  S.AwaitingCertificate,
  S.AwaitingCertificateAudit,
  S.Completed,
  S.Query,
];

/** The contractor portal's "work orders requiring action" (portals §2.2): its orders that are Open or Awaiting Quote. */
export const CONTRACTOR_ACTION_STATUSES: readonly number[] = [S.Open, S.AwaitingQuote];

/** The contractor portal's "upcoming PPM" (portals §2.2): its PPM work orders (type 3) that are Open, the soonest due first. */
export const CONTRACTOR_UPCOMING_PPM_STATUSES: readonly number[] = [S.Open];

// ---------------------------------------------------------------------------------------------
// The refusals' words

export const QUOTES_CLOSED_MESSAGE = `Quotes cannot be changed on a work order that is ${statusList(CONTRACTOR_QUOTE_CLOSED)}`;
export const ATTACH_CLOSED_MESSAGE = `Attachments cannot be added to a work order that is ${statusList(CONTRACTOR_ATTACH_CLOSED)}`;
export const SEND_QUOTE_CLOSED_MESSAGE = `A quote can be sent for approval only while the work order is ${statusList(SEND_QUOTE_FROM)}`;
export const QUOTE_NO_CONTRACTOR = "The work order has no contractor to quote for it";
export const LOG_NO_CONTRACTOR = "The work order has no contractor to log time or materials for";
export const logsLockedMessage = (statusId: number) =>
  `Time and materials cannot be logged, changed or deleted while the work order is ${ORDER_STATUS_NAMES[statusId] ?? "closed"}`;
export const contractorEditClosedMessage = (statusId: number) =>
  `A contractor may change its work order only while the work is with it: this one is ${nameOf(statusId)}`;
export const COST_DECISIONS_ONLY = "Only staff who take cost decisions (Finance, Contracts, Operations) may do this";

// ---------------------------------------------------------------------------------------------
// The rules: why not, or null

/** What the rules read of an order: its status and its current contractor. */
export interface OrderForRules {
  readonly workOrderStatusId: number;
  readonly contractorId?: number | null;
}

/** Attaching a document to the order (work-orders' uploads): a contractor not while it is Closed, Cancelled or Submitted. */
export function attachRefusal(viewer: Viewer, statusId: number): string | null {
  return viewer.isContractor && CONTRACTOR_ATTACH_CLOSED.includes(statusId) ? ATTACH_CLOSED_MESSAGE : null;
}

/** The order's part of every quote write (create, change, its items, delete): a contractor not while it is Closed, Completed, Cancelled or Submitted. */
export function quoteOrderRefusal(viewer: Viewer, statusId: number): string | null {
  return viewer.isContractor && CONTRACTOR_QUOTE_CLOSED.includes(statusId) ? QUOTES_CLOSED_MESSAGE : null;
}

/**
 * Creating a quote on the order (billing's saveQuote, a new one): staff holding COST_DECISIONS or the
 * order's contractor (the order read with its write scope), the order's status (quoteOrderRefusal),
 * and a contractor on the order to quote.
 */
export function newQuoteRefusal(viewer: Viewer, order: OrderForRules): string | null {
  if (!(viewer.takesCostDecisions || (viewer.isContractor && order.contractorId === viewer.contractorId))) return NOT_PERMITTED;
  return quoteOrderRefusal(viewer, order.workOrderStatusId) ?? (order.contractorId == null ? QUOTE_NO_CONTRACTOR : null);
}

/** The permission part of logging time and materials: staff holding COST_DECISIONS, or a contractor user; never a client user. */
export function logPermissionRefusal(viewer: Viewer): string | null {
  if (viewer.isClient) return NOT_PERMITTED;
  if (viewer.isStaff && !viewer.takesCostDecisions) return NOT_PERMITTED;
  return null;
}

/** The status part of logging, changing or deleting time and materials (billing's assertMayWriteLogs). */
export function logStatusRefusal(viewer: Viewer, statusId: number): string | null {
  const locked = viewer.isStaff ? LOGS_LOCKED_FOR_STAFF : LOGS_LOCKED_FOR_CONTRACTOR;
  return locked.includes(statusId) ? logsLockedMessage(statusId) : null;
}

/**
 * Logging time and materials on the order (billing's log writes): the permission, the order's status,
 * and a contractor on the order (whose rate card costs the time); a contractor user only on its own.
 */
export function logRefusal(viewer: Viewer, order: OrderForRules): string | null {
  const permission = logPermissionRefusal(viewer);
  if (permission) return permission;
  if (viewer.isContractor && order.contractorId !== viewer.contractorId) return NOT_PERMITTED;
  return logStatusRefusal(viewer, order.workOrderStatusId) ?? (order.contractorId == null ? LOG_NO_CONTRACTOR : null);
}

/** The status part of a submission (submit or amend): the statuses `submitFrom` the viewer. */
export function submitStatusRefusal(viewer: Viewer, statusId: number): string | null {
  if (submitFrom(viewer).includes(statusId)) return null;
  return `Costs are submitted from ${statusList(submitFrom(viewer))}: this work order is ${nameOf(statusId)}`;
}

/** Marking the work complete: the status part. */
export function completeStatusRefusal(statusId: number): string | null {
  if (COMPLETE_FROM.includes(statusId)) return null;
  return statusId === S.Completed
    ? "This work order is already Completed"
    : `Work is marked complete from ${statusList(COMPLETE_FROM)}: this work order is ${nameOf(statusId)}`;
}

/**
 * The statuses in which the finances' supplier costs import (work-orders) may set an order's actual
 * cost from the supplier's figure: the work is done and its cost is with the office, not yet fixed by
 * an approval or a close (Completed, Query, Submitted).
 */
export const SUPPLIER_COSTS_FROM: readonly number[] = [S.Completed, S.Query, S.Submitted];

/** Setting an order's actual cost from a supplier costs file: the status part. */
export function supplierCostStatusRefusal(statusId: number): string | null {
  if (SUPPLIER_COSTS_FROM.includes(statusId)) return null;
  return `Supplier costs are imported for work orders that are ${statusList(SUPPLIER_COSTS_FROM)}: this one is ${nameOf(statusId)}`;
}

/** Sending a quote for approval: the order's status part. */
export function sendQuoteStatusRefusal(statusId: number): string | null {
  return SEND_QUOTE_FROM.includes(statusId) ? null : SEND_QUOTE_CLOSED_MESSAGE;
}

/** A contractor user's save of its own order's fields: its own, while the work is with it (CONTRACTOR_EDITABLE). */
export function contractorEditRefusal(viewer: Viewer, order: OrderForRules): string | null {
  if (!viewer.isContractor || order.contractorId !== viewer.contractorId) return NOT_PERMITTED;
  return CONTRACTOR_EDITABLE.includes(order.workOrderStatusId) ? null : contractorEditClosedMessage(order.workOrderStatusId);
}
