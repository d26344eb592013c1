import { OrderStatus } from "@wo/shared";

/** Work-order status ids (staff-and-work-orders §4): the shared rules' `OrderStatus`, under work-orders' name. */
export const WorkOrderStatusId = OrderStatus;

export const ALL_STATUS_IDS = Object.values(WorkOrderStatusId);

/**
 * Statuses in which the job itself is still outstanding: only these can be overdue. Once the work
 * is done (awaiting certificate, completed, submitted, ...) the due date no longer applies.
 */
export const OUTSTANDING_STATUS_IDS: readonly number[] = [
  WorkOrderStatusId.AwaitingResponse,
  WorkOrderStatusId.Open,
  WorkOrderStatusId.AwaitingQuote,
  WorkOrderStatusId.AwaitingQuoteApproval,
];

/** A due date within this many hours marks an outstanding order "coming up". */
export const COMING_UP_HOURS = 24;

/**
 * The 13 counters of the work-order list tabs, by their §3 names, in tab order. Pending (8) has no
 * tab: pending PPM work orders are listed on the PPM screens.
 */
export const STATUS_COUNTERS = [
  { field: "requestAwaitingAResponse", legacy: "RequestAwaitingAResponseCounter", statusId: WorkOrderStatusId.AwaitingResponse },
  { field: "open", legacy: "OpenCounter", statusId: WorkOrderStatusId.Open },
  { field: "awaitingQuote", legacy: "AwaitingQuoteCounter", statusId: WorkOrderStatusId.AwaitingQuote },
  { field: "awaitingQuoteApproval", legacy: "AwaitingQuoteApprovalCounter", statusId: WorkOrderStatusId.AwaitingQuoteApproval },
  { field: "awaitingCertificate", legacy: "AwaitingCertificateCounter", statusId: WorkOrderStatusId.AwaitingCertificate },
  { field: "awaitingCertAudit", legacy: "AwaitingCertAuditCounter", statusId: WorkOrderStatusId.AwaitingCertificateAudit },
  { field: "closed", legacy: "ClosedCounter", statusId: WorkOrderStatusId.Closed },
  { field: "approved", legacy: "ApprovedCounter", statusId: WorkOrderStatusId.Approved },
  { field: "query", legacy: "QueryCounter", statusId: WorkOrderStatusId.Query },
  { field: "completed", legacy: "CompletedCounter", statusId: WorkOrderStatusId.Completed },
  { field: "submitted", legacy: "SubmittedCounter", statusId: WorkOrderStatusId.Submitted },
  { field: "cancelled", legacy: "CancelledCounter", statusId: WorkOrderStatusId.Cancelled },
  { field: "discarded", legacy: "DiscardedCounter", statusId: WorkOrderStatusId.Discarded },
] as const;
