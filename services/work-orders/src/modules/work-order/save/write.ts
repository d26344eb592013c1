import type { EntityManager } from "@mikro-orm/postgresql";
import { audit, type Viewer } from "@wo/shared";
import {
  change,
  clean,
  giveTo,
  idOrNull,
  loadForChange,
  moveTo,
  notice,
  pick,
  reread,
  same,
  sameDecimal,
  staleRefusal,
  statusName,
} from "../work-order.change";
import { WorkOrder } from "../work-order.entity";
import { WorkOrderStatusId as S } from "../work-order.status";
import type { SaveWorkOrderPayload } from "../work-order.type";
import { addWorkOrderNote } from "../../note/note.service";
import { writeAnswers } from "./references";
import type { Draft } from "./values";

/** How the audit line names each field that changed ("Updated issue, details"). */
const FIELD_LABELS: Partial<Record<keyof WorkOrder, string>> = {
  clientId: "client",
  siteId: "site",
  contactId: "contact",
  assetId: "asset",
  tradeId: "trade",
  subTradeId: "sub-trade",
  contractorId: "contractor",
  workOrderTypeId: "job type",
  progressCodeId: "progress code",
  methodOfRequestId: "method of request",
  slaCode: "SLA code",
  financialCodeId: "financial code",
  capitalCodeId: "capital code",
  queryReasonId: "query reason",
  smsNumber: "mobile number",
  smsNotifications: "SMS notifications",
  sendNotifications: "send notifications",
  requestedBy: "requested by",
  clientRef: "client reference",
  issue: "issue",
  details: "details",
  accessTimes: "access times",
  dateOpened: "date opened",
  requestDate: "request date",
  dueDate: "due date",
  responseDueDate: "response due date",
  estimatedCost: "estimated cost",
  approvedCost: "approved cost",
  valuationNumber: "valuation number",
  invoiceNo: "invoice number",
  invoiceDate: "invoice date",
  invoiceAmount: "invoice amount",
};
type Tracked = keyof typeof FIELD_LABELS;
const DECIMAL_FIELDS: ReadonlySet<string> = new Set(["estimatedCost", "approvedCost", "invoiceAmount"]);
const TRACKED = Object.keys(FIELD_LABELS) as Tracked[];
/**
 * Writes a save worked out (save/steps.ts) in one transaction, after the order's cost lock: the
 * order (STALE when its version moved meanwhile), the action's rule when the save makes its move,
 * the answers, a progress note, the contractor's notice when it was given the order, and the audit lines. A failure
 * anywhere leaves nothing: a request is never stored without its answers.
 */
export async function writeSave(em: EntityManager, viewer: Viewer, d: Draft): Promise<SaveWorkOrderPayload> {
  const { input, existing, status } = d;
  const result = await change(em, async (tx) => {
    const wo = existing
      ? await loadForChange(tx, existing.id)
      : tx.create(WorkOrder, {
          clientId: d.clientId,
          siteId: d.siteId,
          workOrderTypeId: d.workOrderTypeId,
          workOrderStatusId: status,
          dateOpened: d.dateOpened,
        });
    if (existing && wo.version !== input.version) return staleRefusal();
    // the action's rule, in this transaction, before anything changes (its plan may read and refuse)
    const planned = d.plan ? await d.plan(wo, tx) : null;
    if (planned && "error" in planned) return planned;
    const before = Object.fromEntries(TRACKED.map((k) => [k, wo[k]])) as Record<Tracked, unknown>;
    Object.assign(wo, {
      clientId: d.clientId,
      siteId: d.siteId,
      contactId: idOrNull(pick(input.contactId, existing?.contactId)),
      assetId: idOrNull(pick(input.assetId, existing?.assetId)),
      tradeId: d.tradeId,
      subTradeId: d.subTradeId,
      workOrderTypeId: d.workOrderTypeId,
      progressCodeId: idOrNull(pick(input.progressCodeId, existing?.progressCodeId)),
      methodOfRequestId: idOrNull(pick(input.methodOfRequestId, existing?.methodOfRequestId)),
      slaCode: d.slaCode,
      financialCodeId: d.financialCodeId,
      capitalCodeId: d.capitalCodeId,
      queryReasonId: d.queryReasonId,
      smsNumber: input.smsNumber === undefined ? (existing?.smsNumber ?? null) : clean(input.smsNumber),
      requestedBy: input.requestedBy === undefined ? (existing?.requestedBy ?? null) : clean(input.requestedBy),
      clientRef: input.clientRef === undefined ? (existing?.clientRef ?? null) : clean(input.clientRef),
      issue: d.issue,
      details: input.details === undefined ? (existing?.details ?? null) : clean(input.details),
      accessTimes: input.accessTimes === undefined ? (existing?.accessTimes ?? null) : clean(input.accessTimes),
      dateOpened: d.dateOpened,
      requestDate: pick(input.requestDate, existing?.requestDate),
      dueDate: d.dueDate,
      responseDueDate: d.responseDueDate,
      valuationNumber: d.valuationNumber,
      invoiceNo: input.invoiceNo === undefined ? (existing?.invoiceNo ?? null) : clean(input.invoiceNo),
      invoiceDate: pick(input.invoiceDate, existing?.invoiceDate),
    });
    if (input.smsNotifications != null) wo.smsNotifications = input.smsNotifications;
    if (input.sendNotifications != null) wo.sendNotifications = input.sendNotifications;
    // decimals compared by value, so "150" does not count as a change of "150.000"
    if (!sameDecimal(d.estimatedCost, wo.estimatedCost)) wo.estimatedCost = d.estimatedCost;
    if (!sameDecimal(d.invoiceAmount, wo.invoiceAmount)) wo.invoiceAmount = d.invoiceAmount;
    giveTo(wo, d.contractorId);
    await planned?.apply?.(wo, tx);
    const now = new Date();
    if (existing) moveTo(wo, status, now);
    else wo.dateStatus = now;
    await tx.flush();

    const answered = await writeAnswers(tx, wo.id, d.answers);
    // a request is not yet the contractor's: approve-and-convert tells it
    if (d.contractorId && d.contractorChanged && status !== S.AwaitingResponse)
      await notice(tx, wo.id, d.contractorId, existing ? "changed" : "assigned");
    const changed = TRACKED.filter((k) =>
      DECIMAL_FIELDS.has(k) ? !sameDecimal(before[k] as string | null, wo[k] as string | null) : !same(before[k], wo[k]),
    );
    await auditSave(tx, viewer, wo, d, planned?.audit, changed, answered);
    // a progress note (the contractor portal's save): a public note by the user, with the change
    const progressNote = clean(input.progressNote);
    if (progressNote) addWorkOrderNote(tx, viewer, { workOrderId: wo.id, note: progressNote, privateNote: false });
    await tx.flush();
    return wo.id;
  });
  if (typeof result !== "number") return result;
  return reread(em, viewer, result);
}

/** The save's audit lines: "Created request WO0002001 (Awaiting Response)"; "[action: ]Status changed from A to B"; "Updated issue, an answer". */
async function auditSave(
  tx: EntityManager,
  viewer: Viewer,
  wo: WorkOrder,
  d: Draft,
  actionAudit: string | undefined,
  changed: Tracked[],
  answered: number,
) {
  const { existing, status, from } = d;
  if (!existing) {
    audit(tx, viewer, {
      entityName: "WorkOrder",
      entityId: wo.id,
      action: "Created",
      actionTaken: `Created ${status === S.AwaitingResponse ? "request" : "work order"} ${wo.refNo ?? `WO${String(wo.id).padStart(7, "0")}`} (${await statusName(tx, status)})`,
    });
    return;
  }
  if (from !== status) {
    const line = `Status changed from ${await statusName(tx, from!)} to ${await statusName(tx, status)}`;
    audit(tx, viewer, {
      entityName: "WorkOrder",
      entityId: wo.id,
      action: "Status changed",
      actionTaken: actionAudit ? `${actionAudit}: ${line}` : line,
    });
  }
  const labels = changed.map((k) => FIELD_LABELS[k]!);
  if (answered) labels.push(answered === 1 ? "an answer" : `${answered} answers`);
  if (labels.length) audit(tx, viewer, { entityName: "WorkOrder", entityId: wo.id, action: "Updated", actionTaken: `Updated ${labels.join(", ")}` });
}
