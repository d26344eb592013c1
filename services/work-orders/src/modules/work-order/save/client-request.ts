import type { EntityManager } from "@mikro-orm/postgresql";
import { ForbiddenError, NotFoundError, type FieldErrorShape, type Viewer } from "@wo/shared";
import { mayEdit, REQUEST_NOT_EDITABLE } from "../work-order.actions";
import { blank, refused, same, sameDecimal } from "../work-order.change";
import { WorkOrderTypeId } from "../work-order.codes";
import type { WorkOrder } from "../work-order.entity";
import type { SaveWorkOrderInput } from "../work-order.input";
import { WorkOrderStatusId as S } from "../work-order.status";
import { WorkOrderErrorCode as Code, type SaveWorkOrderPayload } from "../work-order.type";
import { checkInput, checkVersion, readOrder, saveSteps } from "./steps";

/** Method of request 3: Client Portal (staff-and-work-orders §3), what a client user's own request is. */
const CLIENT_PORTAL = 3;

/** How long before now a client's request may say it was opened: the blank model's "now" when the portal's form was opened. */
const OPENED_WITHIN_MS = 24 * 60 * 60 * 1000;
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * What a client user's request may not set (the back office's fields, docs/work-order-lifecycle.md
 * "Who may do what"), each with the value a request may carry: what the portal's form and the blank
 * model (GET /api/WorkOrders/0) send. A client's number would be texted in the company's name, its
 * dates and SLA code would set the order's deadlines: the server sets them itself.
 */
export const STAFF_ONLY: readonly { field: keyof SaveWorkOrderInput; label: string; accepts: (v: unknown, now: number) => boolean }[] = [
  { field: "contractorId", label: "Contractor", accepts: blank },
  { field: "progressCodeId", label: "Progress code", accepts: blank },
  { field: "slaCode", label: "SLA code", accepts: blank },
  { field: "financialCodeId", label: "Financial code", accepts: blank },
  { field: "capitalCodeId", label: "Capital code", accepts: blank },
  { field: "queryReasonId", label: "Query reason", accepts: blank },
  { field: "estimatedCost", label: "Estimated cost", accepts: blank },
  { field: "approvedCost", label: "Approved cost", accepts: blank },
  { field: "valuationNumber", label: "Valuation number", accepts: blank },
  { field: "invoiceNo", label: "Invoice number", accepts: blank },
  { field: "invoiceDate", label: "Invoice date", accepts: blank },
  { field: "invoiceAmount", label: "Invoice amount", accepts: blank },
  { field: "smsNumber", label: "Mobile number", accepts: blank },
  { field: "smsNotifications", label: "SMS notifications", accepts: (v) => v == null || v === false },
  { field: "sendNotifications", label: "Send notifications", accepts: (v) => v == null || v === true },
  { field: "dueDate", label: "Due date", accepts: blank },
  {
    field: "dateOpened",
    label: "Date opened",
    accepts: (v, now) => v == null || (v instanceof Date && v.getTime() <= now + CLOCK_SKEW_MS && v.getTime() >= now - OPENED_WITHIN_MS),
  },
  { field: "workOrderStatusId", label: "Status", accepts: (v) => blank(v) || v === S.AwaitingResponse },
  { field: "asRequest", label: "As request", accepts: (v) => v == null || v === true },
  // the portal's numbering says 1 or 3 for a portal request (portals §3, §9): both read as Client Portal
  { field: "methodOfRequestId", label: "Method of request", accepts: (v) => blank(v) || v === 1 || v === CLIENT_PORTAL },
  { field: "version", label: "Version", accepts: blank },
];

export { REQUEST_NOT_EDITABLE } from "../work-order.actions";

/** A back-office field the client sent with a value it may not set: NOT_ALLOWED naming each. */
function staffOnlyRefusal(fields: (typeof STAFF_ONLY)[number][]): SaveWorkOrderPayload | null {
  if (!fields.length) return null;
  const errors: FieldErrorShape[] = fields.map((f) => ({
    field: f.field,
    message: `${f.label} is set by the back office, not by a client's request`,
  }));
  return refused(Code.NOT_ALLOWED, `A client's request may not set: ${errors.map((e) => e.field).join(", ")}`, errors);
}

/**
 * A client user's save (docs/work-order-lifecycle.md "Who may do what"): a new request of its own
 * client's (403 for another client), or a change of its own client's request while it awaits a
 * response (mayEdit: 403 once it has moved on; another client's order is NOT_FOUND, as a missing one).
 * The request's own fields as given; a back-office field sent with a value is refused by name
 * (NOT_ALLOWED), never dropped. A new request needs no job type (Reactive), and the server sets the
 * back office's fields itself; a change keeps them as stored.
 */
export async function clientRequest(em: EntityManager, viewer: Viewer, input: SaveWorkOrderInput): Promise<SaveWorkOrderPayload> {
  if (!viewer.isClient) throw new ForbiddenError();
  const existing = await readOrder(em, input.id);
  if (existing && existing.clientId !== viewer.clientId) throw new NotFoundError();
  if (input.clientId && input.clientId !== viewer.clientId) throw new ForbiddenError();
  if (existing && !mayEdit(viewer, existing)) throw new ForbiddenError(REQUEST_NOT_EDITABLE);
  return existing ? changeRequest(em, viewer, input, existing) : newRequest(em, viewer, input);
}

/** A new request: status 1, opened now, Client Portal, no SMS, notifications on; Reactive unless it names a job type. */
async function newRequest(em: EntityManager, viewer: Viewer, input: SaveWorkOrderInput): Promise<SaveWorkOrderPayload> {
  const now = Date.now();
  const refusal = staffOnlyRefusal(STAFF_ONLY.filter((f) => !f.accepts(input[f.field], now)));
  if (refusal) return refusal;
  const request: SaveWorkOrderInput = {
    ...input,
    clientId: viewer.clientId!,
    workOrderTypeId: input.workOrderTypeId || WorkOrderTypeId.Reactive,
    asRequest: true,
    workOrderStatusId: S.AwaitingResponse,
    contractorId: null,
    progressCodeId: null,
    slaCode: null,
    financialCodeId: null,
    capitalCodeId: null,
    queryReasonId: null,
    estimatedCost: null,
    approvedCost: undefined,
    valuationNumber: null,
    invoiceNo: null,
    invoiceDate: null,
    invoiceAmount: null,
    smsNumber: null,
    smsNotifications: false,
    sendNotifications: true,
    dueDate: null,
    dateOpened: new Date(now),
    methodOfRequestId: CLIENT_PORTAL,
    version: null,
  };
  return checkInput(request) ?? saveSteps(em, viewer, request, null);
}

const DECIMALS: ReadonlySet<string> = new Set(["estimatedCost", "approvedCost", "invoiceAmount"]);

/**
 * Whether a back-office field sent on a change passes: left out, sent back as stored, or a value a
 * new request may carry where the stored one is such a value too (0 for none where there is none).
 * Whatever passes is not written: the order keeps the back office's values.
 */
function keeps(f: (typeof STAFF_ONLY)[number], v: unknown, existing: WorkOrder, now: number): boolean {
  if (v === undefined) return true;
  const stored = (existing as unknown as Record<string, unknown>)[f.field];
  if (DECIMALS.has(f.field) ? sameDecimal(v as string | null, stored as string | null) : same(v, stored)) return true;
  return f.accepts(v, now) && f.accepts(stored, now);
}

/** A change of its own request at status 1: the request's fields as given (the client and the job type kept unless sent), the back office's as stored. */
async function changeRequest(em: EntityManager, viewer: Viewer, input: SaveWorkOrderInput, existing: WorkOrder): Promise<SaveWorkOrderPayload> {
  const now = Date.now();
  const refusal = staffOnlyRefusal(STAFF_ONLY.filter((f) => f.field !== "version" && !keeps(f, input[f.field], existing, now)));
  if (refusal) return refusal;
  const change: SaveWorkOrderInput = { ...input };
  for (const f of STAFF_ONLY) if (f.field !== "version") delete change[f.field];
  Object.assign(change, {
    clientId: existing.clientId,
    siteId: input.siteId || existing.siteId,
    workOrderTypeId: input.workOrderTypeId || existing.workOrderTypeId,
    asRequest: true,
  });
  return checkVersion(change, existing) ?? saveSteps(em, viewer, change, existing);
}
