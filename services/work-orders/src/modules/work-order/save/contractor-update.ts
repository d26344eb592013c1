import type { EntityManager } from "@mikro-orm/postgresql";
import { contractorEditRefusal, ForbiddenError, NotFoundError, type FieldErrorShape, type Viewer } from "@wo/shared";
import { blank, clean, refused, same, sameDecimal } from "../work-order.change";
import type { WorkOrder } from "../work-order.entity";
import type { SaveWorkOrderInput } from "../work-order.input";
import { WorkOrderErrorCode as Code, type SaveWorkOrderPayload } from "../work-order.type";
import { checkVersion, readOrder, saveSteps } from "./steps";

/**
 * What a contractor user may change of its own order by a save (docs/work-order-lifecycle.md "Who
 * may do what"): the progress code, the asset (one of the order's own site's, or none) and a progress
 * note (a public note by the user, written in the save's transaction). Everything else is the back
 * office's or the client's: the client, site, contractor, costs, dates, status (its actions move it).
 */
export const CONTRACTOR_SAVES: readonly (keyof SaveWorkOrderInput)[] = ["progressCodeId", "assetId", "progressNote"];

/** A new order is never a contractor's to raise. */
export const CONTRACTOR_NO_NEW = "A contractor cannot raise a work order: the office or the client raises it";

/** The fields of the input that are not the contractor's, each with its label, and how a value sent compares with the stored one. */
const OTHERS: readonly {
  field: keyof SaveWorkOrderInput & keyof WorkOrder;
  label: string;
  kind: "id" | "required" | "text" | "decimal" | "flag" | "date";
}[] = [
  { field: "clientId", label: "Client", kind: "required" },
  { field: "siteId", label: "Site", kind: "required" },
  { field: "contactId", label: "Contact", kind: "id" },
  { field: "tradeId", label: "Trade", kind: "id" },
  { field: "subTradeId", label: "Sub-trade", kind: "required" },
  { field: "contractorId", label: "Contractor", kind: "id" },
  { field: "workOrderTypeId", label: "Job type", kind: "required" },
  { field: "workOrderStatusId", label: "Status", kind: "required" },
  { field: "methodOfRequestId", label: "Method of request", kind: "id" },
  { field: "slaCode", label: "SLA code", kind: "text" },
  { field: "financialCodeId", label: "Financial code", kind: "id" },
  { field: "capitalCodeId", label: "Capital code", kind: "id" },
  { field: "queryReasonId", label: "Query reason", kind: "id" },
  { field: "smsNumber", label: "Mobile number", kind: "text" },
  { field: "smsNotifications", label: "SMS notifications", kind: "flag" },
  { field: "sendNotifications", label: "Send notifications", kind: "flag" },
  { field: "requestedBy", label: "Requested by", kind: "text" },
  { field: "clientRef", label: "Client reference", kind: "text" },
  { field: "issue", label: "Issue", kind: "text" },
  { field: "details", label: "Details", kind: "text" },
  { field: "accessTimes", label: "Access times", kind: "text" },
  { field: "dateOpened", label: "Date opened", kind: "date" },
  { field: "requestDate", label: "Request date", kind: "date" },
  { field: "dueDate", label: "Due date", kind: "date" },
  { field: "estimatedCost", label: "Estimated cost", kind: "decimal" },
  { field: "approvedCost", label: "Approved cost", kind: "decimal" },
  { field: "valuationNumber", label: "Valuation number", kind: "text" },
  { field: "invoiceNo", label: "Invoice number", kind: "text" },
  { field: "invoiceDate", label: "Invoice date", kind: "date" },
  { field: "invoiceAmount", label: "Invoice amount", kind: "decimal" },
];

/**
 * Whether a field that is not the contractor's passes: left out, or sent as stored (a blank id as
 * none, a required id left 0 as "as it is", text trimmed, decimals by value, a flag null as kept). A
 * legacy client sends the model it read back whole: what it did not change passes.
 */
function unchanged(f: (typeof OTHERS)[number], v: unknown, existing: WorkOrder): boolean {
  if (v === undefined) return true;
  const stored = existing[f.field];
  switch (f.kind) {
    case "required":
      return blank(v) || v === stored;
    case "id":
      return blank(v) ? blank(stored) : v === stored;
    case "text":
      return (clean(v as string | null) ?? null) === ((stored as string | null) ?? null);
    case "decimal":
      return sameDecimal(v as string | null, stored as string | null);
    case "flag":
      return v === null || v === stored;
    case "date":
      return same(v, stored);
  }
}

/** The fields sent with a value that is not the contractor's to set: NOT_ALLOWED naming each (as a client's back-office fields are). */
function othersRefusal(input: SaveWorkOrderInput, existing: WorkOrder): SaveWorkOrderPayload | null {
  const errors: FieldErrorShape[] = OTHERS.filter((f) => !unchanged(f, input[f.field], existing)).map((f) => ({
    field: f.field,
    message: `${f.label} is not the contractor's to change: a contractor saves the progress code, the asset and a progress note`,
  }));
  if (input.asRequest) errors.push({ field: "asRequest", message: "A contractor cannot make its work order a request" });
  if (input.answers?.length) errors.push({ field: "answers", message: "The answers are the client's request's: a contractor cannot change them" });
  if (!errors.length) return null;
  return refused(Code.NOT_ALLOWED, `A contractor's save may not set: ${errors.map((e) => e.field).join(", ")}`, errors);
}

/**
 * A contractor user's save (docs/work-order-lifecycle.md "Who may do what"): its own order only
 * (another contractor's, or a missing one, NOT_FOUND; none new: 403), while the work is with it
 * (mayEdit, CONTRACTOR_EDITABLE: 403 with the reason otherwise); the version read (STALE); its progress
 * code (one of the lookup's), its asset (one of the order's own site's, or none: INVALID otherwise) and
 * a progress note, written in one transaction with an audit line; any other field sent with a changed
 * value refused by name (NOT_ALLOWED), never dropped. The status never moves by this save.
 */
export async function contractorUpdate(em: EntityManager, viewer: Viewer, input: SaveWorkOrderInput): Promise<SaveWorkOrderPayload> {
  if (!viewer.isContractor) throw new ForbiddenError();
  if (!input.id) throw new ForbiddenError(CONTRACTOR_NO_NEW);
  const existing = await readOrder(em, input.id);
  if (!existing || existing.contractorId == null || existing.contractorId !== viewer.contractorId) throw new NotFoundError();
  const closed = contractorEditRefusal(viewer, existing);
  if (closed) throw new ForbiddenError(closed);
  const refusal = othersRefusal(input, existing);
  if (refusal) return refusal;
  // the order as stored, but the contractor's fields as sent (left out: kept)
  const change: SaveWorkOrderInput = {
    id: existing.id,
    version: input.version,
    clientId: existing.clientId,
    siteId: existing.siteId,
    workOrderTypeId: existing.workOrderTypeId,
    // none stays none (0): a contractor's save never gives the order the job type's financial code and estimate
    financialCodeId: existing.financialCodeId ?? 0,
    progressCodeId: input.progressCodeId,
    assetId: input.assetId,
    progressNote: input.progressNote,
  };
  return checkVersion(change, existing) ?? saveSteps(em, viewer, change, existing);
}
