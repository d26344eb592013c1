import { canRead, canReadPublished, type ViewerKind } from "@wo/shared";
import { Document } from "../document/document.entity";
import { WorkOrder } from "../work-order/work-order.entity";

/**
 * What a delivery carries (docs/webhooks.md "Events and their data"): of each row an event recorded,
 * only these fields, and of those only the ones the endpoint's reader may read by the fields' own
 * `@Readers` rules (a staff endpoint: all of them; a client's endpoint: what its portal users read):
 * work-orders' own by their decorators (`canRead`), billing's (a quote, the cost counters) by the rules
 * billing publishes (`canReadPublished`, schema/field-readers.json), never by a copy kept here.
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

/** A quote as `quote.*` events carry it (billing's `Quote` type). */
const QUOTE_FIELDS = [
  "id",
  "quoteRef",
  "ampmQuoteRef",
  "workOrderId",
  "workOrderRef",
  "clientId",
  "siteId",
  "contractorId",
  "billingStatusId",
  "billingStatus",
  "summary",
  "billingDate",
  "totalAmountExTax",
  "totalTax",
  "totalAmountIncTax",
  "sentAt",
  "decidedAt",
  "decisionNote",
  "newWorkOrderId",
  "createdById",
  "version",
] as const;

/** What `costs.*` events tell of the order's costs (work-orders' `WorkOrder` fields). */
const COST_FIELDS = ["actualCost", "callOutCost", "supersededCostPrice", "supersededReason", "approvedCost"] as const;

/** Billing's cost counters as `costs.*` events carry them (billing's `CostCounters` type). */
const COUNTER_FIELDS = [
  "workOrderId",
  "timeEntries",
  "materialEntries",
  "totalHours",
  "totalHoursCost",
  "totalAddCost",
  "callOutCharge",
  "loggedTotal",
] as const;

/** Whose rule says who reads a field: a class of work-orders' own, or a type another service publishes. */
type Rules = (abstract new (...args: never[]) => unknown) | string;
const reads = (kind: ViewerKind, rules: Rules, field: string) =>
  typeof rules === "string" ? canReadPublished(kind, `${rules}.${field}`) : canRead(kind, rules, field);

/** The facts an event holds beside its rows, each read by the rule of the field it tells. */
const EVENT_FACTS: Record<string, [rules: Rules, field: string]> = {
  fromStatusId: [WorkOrder, "workOrderStatusId"],
  toStatusId: [WorkOrder, "workOrderStatusId"],
  decision: ["Quote", "billingStatusId"],
  reason: ["Quote", "decisionNote"],
};

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The fields of a recorded row (snake_case columns, as the triggers' to_jsonb wrote them) the reader may read, camelCase. */
function readable(kind: ViewerKind, rules: Rules, fields: readonly string[], row: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (reads(kind, rules, f)) out[f] = row[snake(f)] ?? null;
  return out;
}

/** Fails at once when billing's published rules lack a field its payloads carry (a stale schema/field-readers.json). */
export function assertPayloadRulesPublished(): void {
  for (const f of QUOTE_FIELDS) canReadPublished("staff", `Quote.${f}`);
  for (const f of COUNTER_FIELDS) canReadPublished("staff", `CostCounters.${f}`);
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
  const row = (key: string) => f[key] as Record<string, unknown>;
  const data: Record<string, unknown> = {};
  if (f.workOrder) data.workOrder = readable(kind, WorkOrder, WORK_ORDER_FIELDS, row("workOrder"));
  if (f.document) data.document = readable(kind, Document, DOCUMENT_FIELDS, row("document"));
  if (f.quote) data.quote = readable(kind, "Quote", QUOTE_FIELDS, row("quote"));
  for (const [key, [rules, field]] of Object.entries(EVENT_FACTS)) if (key in f && reads(kind, rules, field)) data[key] = f[key] ?? null;
  if (f.counters) {
    data.costs = readable(kind, WorkOrder, COST_FIELDS, row("workOrder"));
    data.counters = readable(kind, "CostCounters", COUNTER_FIELDS, row("counters"));
  }
  return JSON.stringify({ id: event.id, type: event.type, occurredAt: new Date(event.occurred_at).toISOString(), data });
}
