import { canRead, type ViewerKind } from "@wo/shared";
import { Document } from "../document/document.entity";
import { WorkOrder } from "../work-order/work-order.entity";

/**
 * What a delivery carries (docs/webhooks.md "Payloads"): of the row an event recorded, only these
 * fields, and of those only the ones the endpoint's reader may read by the fields' own `@Readers`
 * rules (a staff endpoint: all of them; a client's endpoint: what its portal users read).
 */
const WORK_ORDER_FIELDS = [
  "id",
  "refNo",
  "version",
  "clientId",
  "siteId",
  "contractorId",
  "workOrderTypeId",
  "workOrderStatusId",
  "progressCodeId",
  "slaCode",
  "issue",
  "details",
  "clientRef",
  "requestedBy",
  "dateOpened",
  "dueDate",
  "dateClosed",
  "estimatedCost",
  "approvedCost",
  "invoiceNo",
  "invoiceAmount",
] as const;

const DOCUMENT_FIELDS = [
  "id",
  "documentTypeId",
  "originalFilename",
  "contentType",
  "size",
  "uploadedById",
  "uploadedByName",
  "dateUploaded",
] as const;

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The fields of a recorded row (snake_case columns, as the trigger's to_jsonb wrote them) the reader may read, camelCase. */
function readable(kind: ViewerKind, type: abstract new (...args: never[]) => unknown, fields: readonly string[], row: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (canRead(kind, type, f)) out[f] = row[snake(f)] ?? null;
  return out;
}

export interface RecordedEvent {
  id: string;
  type: string;
  occurred_at: Date;
  client_id: number | null;
  facts: Record<string, unknown>;
}

/** The reader an endpoint stands for: staff (every client), or a client's portal user. */
export const readerOf = (clientId: number | null | undefined): ViewerKind => (clientId ? "client" : "staff");

/** The JSON body of `event` for an endpoint read as `kind`: `{ id, type, occurredAt, data }`. */
export function payloadOf(event: RecordedEvent, kind: ViewerKind): string {
  const f = event.facts;
  const data: Record<string, unknown> = {};
  if (f.workOrder) data.workOrder = readable(kind, WorkOrder, WORK_ORDER_FIELDS, f.workOrder as Record<string, unknown>);
  if ("fromStatusId" in f) data.fromStatusId = f.fromStatusId ?? null;
  if ("toStatusId" in f) data.toStatusId = f.toStatusId ?? null;
  if (f.document) data.document = readable(kind, Document, DOCUMENT_FIELDS, f.document as Record<string, unknown>);
  return JSON.stringify({ id: event.id, type: event.type, occurredAt: new Date(event.occurred_at).toISOString(), data });
}
