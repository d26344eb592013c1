import type { EntityManager } from "@mikro-orm/postgresql";
import type { FieldErrorShape } from "@wo/shared";
import { blank, clean, COST, idOrNull, notAllowed, pick, refused } from "../work-order.change";
import { DEFAULT_ESTIMATE, FinancialCodeId, WorkOrderTypeId } from "../work-order.codes";
import type { WorkOrder } from "../work-order.entity";
import type { AnswerInput, SaveWorkOrderInput } from "../work-order.input";
import type { PlanOf } from "../work-order.plans";
import { WorkOrderStatusId as S } from "../work-order.status";
import { REQUIRED_FIELDS, WorkOrderErrorCode as Code, type SaveWorkOrderPayload } from "../work-order.type";
import { checkAnswers, checkReferences } from "./references";

/**
 * A save worked out: the input, the order as stored (none for a new one) and the values it writes,
 * filled in step by step (save/steps.ts) before one transaction writes them (save/write.ts).
 */
export interface Draft {
  readonly input: SaveWorkOrderInput;
  readonly existing: WorkOrder | null;
  /** The status before (none for a new order) and after */
  readonly from: number | null;
  readonly status: number;
  readonly clientId: number;
  readonly siteId: number;
  readonly workOrderTypeId: number;
  readonly issue: string;
  readonly subTradeId: number;
  tradeId: number | null;
  readonly answers: AnswerInput[];
  /** An approved order that stays approved: its finance section is locked */
  readonly locked: boolean;
  readonly financialCodeId: number | null;
  readonly capitalCodeId: number | null;
  readonly estimatedCost: string | null;
  readonly queryReasonId: number | null;
  readonly invoiceAmount: string | null;
  readonly contractorId: number | null;
  readonly contractorChanged: boolean;
  readonly slaCode: string | null;
  readonly valuationNumber: string | null;
  /** The rule of the action whose move the save makes (approve, query, cancel), when it makes one */
  plan: PlanOf | null;
  dateOpened: Date;
  dueDate: Date | null;
  responseDueDate: Date | null;
}

/**
 * The values a save writes, the required ones checked (§5: empty, 0 or null flag the field; 'Required
 * fields', a field error each): the status (a request stays or goes back to 1; a new order starts
 * Open, or Awaiting Quote for a Quote job) and the finance section's defaults (§4).
 */
export function draftOf(input: SaveWorkOrderInput, existing: WorkOrder | null): Draft | SaveWorkOrderPayload {
  const required: FieldErrorShape[] = [];
  const clientId = input.clientId || null;
  const siteId = input.siteId || null;
  const workOrderTypeId = input.workOrderTypeId || null;
  const issue = input.issue === undefined && existing ? (existing.issue ?? null) : clean(input.issue);
  const subTradeId = idOrNull(pick(input.subTradeId, existing?.subTradeId));
  if (!clientId) required.push({ field: "clientId", message: "Client is required" });
  if (!siteId) required.push({ field: "siteId", message: "Site is required" });
  if (!workOrderTypeId) required.push({ field: "workOrderTypeId", message: "Job type is required" });
  if (!subTradeId) required.push({ field: "subTradeId", message: "Sub-trade is required" });
  if (!issue) required.push({ field: "issue", message: "Issue is required" });
  const answers = input.answers ?? [];
  required.push(...checkAnswers(answers));

  const from = existing ? existing.workOrderStatusId : null;
  const status = input.asRequest
    ? S.AwaitingResponse
    : (input.workOrderStatusId ?? from ?? (workOrderTypeId === WorkOrderTypeId.Quote ? S.AwaitingQuote : S.Open));

  // the finance section (§4): an approved order that stays approved keeps it as it is
  const locked = from === S.Approved && status === S.Approved;
  let financialCodeId = idOrNull(pick(input.financialCodeId, existing?.financialCodeId));
  // an empty code takes the job type's; 0 is a choice of none (the request screen's for other types)
  if (!financialCodeId && !locked && input.financialCodeId !== 0) {
    if (workOrderTypeId === WorkOrderTypeId.Reactive) financialCodeId = FinancialCodeId.Reactive;
    else if (workOrderTypeId === WorkOrderTypeId.Quote) financialCodeId = FinancialCodeId.Quoted;
  }
  const capitalCodeId = financialCodeId ? idOrNull(pick(input.capitalCodeId, existing?.capitalCodeId)) : null;
  // no financial code clears the capital code: one sent with it would be dropped
  if (!financialCodeId && !blank(input.capitalCodeId) && input.capitalCodeId !== existing?.capitalCodeId)
    return notAllowed("capitalCodeId", "A capital code needs a financial code: without one the capital code is cleared");
  if (financialCodeId === FinancialCodeId.Capital && !capitalCodeId) required.push({ field: "capitalCodeId", message: "Capital code is required" });
  let estimatedCost = pick(input.estimatedCost, existing?.estimatedCost);
  const financialChanged = !existing || financialCodeId !== (existing.financialCodeId ?? null);
  if (!locked && financialChanged && input.estimatedCost == null && financialCodeId && DEFAULT_ESTIMATE[financialCodeId] !== undefined) {
    estimatedCost = DEFAULT_ESTIMATE[financialCodeId]!;
  }
  const queryReasonId = idOrNull(pick(input.queryReasonId, existing?.queryReasonId));
  if (status === S.Query && !queryReasonId) required.push({ field: "queryReasonId", message: "Query reason is required" });
  if (required.length) return refused(Code.REQUIRED, REQUIRED_FIELDS, required);

  const contractorId = idOrNull(pick(input.contractorId, existing?.contractorId));
  return {
    input,
    existing,
    from,
    status,
    clientId: clientId!,
    siteId: siteId!,
    workOrderTypeId: workOrderTypeId!,
    issue: issue!,
    subTradeId: subTradeId!,
    tradeId: idOrNull(pick(input.tradeId, existing?.tradeId)),
    answers,
    locked,
    financialCodeId,
    capitalCodeId,
    estimatedCost,
    queryReasonId,
    invoiceAmount: pick(input.invoiceAmount, existing?.invoiceAmount),
    contractorId,
    contractorChanged: (existing?.contractorId ?? null) !== contractorId,
    slaCode: input.slaCode === undefined ? (existing?.slaCode ?? null) : clean(input.slaCode),
    valuationNumber: input.valuationNumber === undefined ? (existing?.valuationNumber ?? null) : clean(input.valuationNumber),
    plan: null,
    dateOpened: pick(input.dateOpened, existing?.dateOpened) ?? new Date(),
    dueDate: pick(input.dueDate, existing?.dueDate),
    responseDueDate: existing?.responseDueDate ?? null,
  };
}

/**
 * The values valid (INVALID, each field named): costs of up to 3 decimals, only a PPM job pending, and
 * the references that belong together (save/references.ts); the trade taken from the sub-trade.
 */
export async function checkValues(em: EntityManager, d: Draft): Promise<SaveWorkOrderPayload | null> {
  const { input, existing } = d;
  const errors: FieldErrorShape[] = [];
  if (d.estimatedCost != null && !COST.test(d.estimatedCost))
    errors.push({ field: "estimatedCost", message: "Estimated cost must be 0 or more, with up to 3 decimals" });
  if (d.invoiceAmount != null && !/^-?\d{1,11}(\.\d{1,3})?$/.test(d.invoiceAmount)) {
    errors.push({ field: "invoiceAmount", message: "Invoice amount must have up to 3 decimals" });
  }
  // status 8 is the pending PPM order (§4): only a PPM job may be pending, so the PPM work orders tab is the pending orders
  if (d.status === S.Pending && d.workOrderTypeId !== WorkOrderTypeId.Ppm)
    errors.push({ field: "workOrderTypeId", message: "Only a PPM work order can be pending" });
  const refs = await checkReferences(em, {
    clientId: d.clientId,
    siteId: d.siteId,
    assetId: idOrNull(pick(input.assetId, existing?.assetId)),
    contactId: idOrNull(pick(input.contactId, existing?.contactId)),
    tradeId: d.tradeId,
    subTradeId: d.subTradeId,
    contractorId: d.contractorId,
    contractorChanged: d.contractorChanged,
    workOrderTypeId: d.workOrderTypeId,
    workOrderStatusId: d.status,
    progressCodeId: idOrNull(pick(input.progressCodeId, existing?.progressCodeId)),
    methodOfRequestId: idOrNull(pick(input.methodOfRequestId, existing?.methodOfRequestId)),
    slaCode: d.slaCode,
    financialCodeId: d.financialCodeId,
    capitalCodeId: d.capitalCodeId,
    queryReasonId: d.queryReasonId,
  });
  errors.push(...refs.errors);
  if (errors.length) return refused(Code.INVALID, errors.map((e) => e.message).join("\n"), errors);
  d.tradeId = refs.tradeId;
  return null;
}
