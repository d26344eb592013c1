import { OptimisticLockError } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  allows,
  audit,
  errorOf,
  ForbiddenError,
  lockWorkOrderCosts,
  NotFoundError,
  tenantScope,
  type FieldErrorShape,
  type Viewer,
} from "@wo/shared";
import { Answer } from "../answer/answer.entity";
import { addWorkOrderNote } from "../note/note.service";
import { dueDates, slaHours } from "../sla/sla.service";
import { noticeContractor } from "../notification/notice";
import type { ContractorNoticeReason } from "../notification/outbox.entity";
import { actionFor, actionRequiredMessage, type StatusAction } from "./work-order.actions";
import { WorkOrder } from "./work-order.entity";
import type { AnswerInput, SaveWorkOrderInput } from "./work-order.input";
import { workOrdersByIds } from "./work-order.reader";
import { WorkOrderStatusId as S } from "./work-order.status";
import { canMove, illegalStartMessage, illegalTransitionMessage, INITIAL_STATUSES } from "./work-order.transitions";
import {
  LOCKED_MESSAGE,
  NOT_A_REQUEST_MESSAGE,
  REQUIRED_FIELDS,
  STALE_MESSAGE,
  SUBJECT_AND_NOTE_REQUIRED,
  WorkOrderError,
  WorkOrderErrorCode as Code,
  type SaveWorkOrderPayload,
} from "./work-order.type";

/** Job types (§3): Reactive 1, Quote 2, PPM 3, Remedial Works 4. */
export const WorkOrderTypeId = { Reactive: 1, Quote: 2, Ppm: 3, RemedialWorks: 4 } as const;

/** Financial codes of §4's rules: 5 Capital Expenditure needs a capital code. */
export const FinancialCodeId = { Reactive: 1, Quoted: 3, Capital: 5 } as const;

/** The estimated cost a financial code sets when the estimate is not given (§4, §9). */
export const DEFAULT_ESTIMATE: Readonly<Record<number, string>> = { 1: "150", 2: "0", 3: "0", 4: "0", 6: "0" };

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

// ---------------------------------------------------------------------------------------------
// small helpers

const COST = /^\d{1,11}(\.\d{1,3})?$/;

/** A decimal as a canonical string (no trailing zeros), for comparison; null stays null. */
function canonical(v: string | null | undefined): string | null {
  if (v == null || v === "") return null;
  if (!/^[+-]?\d+(\.\d*)?$/.test(String(v))) return String(v);
  const [int, frac = ""] = String(v).replace(/^\+/, "").split(".");
  const f = frac.replace(/0+$/, "");
  const i = String(BigInt(int!));
  return f ? `${i}.${f}` : i;
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    const x = a instanceof Date ? a.getTime() : a == null ? null : new Date(a as string).getTime();
    const y = b instanceof Date ? b.getTime() : b == null ? null : new Date(b as string).getTime();
    return x === y;
  }
  return (a ?? null) === (b ?? null);
}

const sameDecimal = (a: string | null | undefined, b: string | null | undefined) => canonical(a) === canonical(b);

/** Text trimmed; empty as null. */
const clean = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

/** An id where 0 means none. */
const idOrNull = (v: number | null | undefined) => (v ? v : null);

/** On an update a field left out keeps its value; on a create it is empty. */
function pick<T>(given: T | undefined, kept: T | null | undefined): T | null {
  return given === undefined ? (kept ?? null) : (given ?? null);
}

export function refused(code: Code, message: string, fieldErrors: FieldErrorShape[] = []): SaveWorkOrderPayload {
  return { workOrder: null, error: errorOf(WorkOrderError, code, message, fieldErrors) };
}

async function exists(em: EntityManager, sql: string, params: unknown[]): Promise<boolean> {
  return (await em.getConnection().execute(sql, params)).length > 0;
}

/** Status names by id (reference data: read once per process). */
let statusNames: Promise<Map<number, string>> | null = null;
export function statusName(em: EntityManager, id: number): Promise<string> {
  statusNames ??= em
    .getConnection()
    .execute<{ id: number; name: string }[]>("select id, name from work_orders.work_order_status")
    .then((rows) => new Map(rows.map((r) => [r.id, r.name])))
    .catch((e) => {
      statusNames = null;
      throw e;
    });
  return statusNames.then((m) => m.get(id) ?? `status ${id}`);
}

/** ILLEGAL_TRANSITION naming both statuses, or null when the move is allowed (also the quote decisions' check). */
export async function transitionRefusal(em: EntityManager, from: number | null, to: number): Promise<SaveWorkOrderPayload | null> {
  if (from === null) {
    if (INITIAL_STATUSES.includes(to)) return null;
    return refused(Code.ILLEGAL_TRANSITION, illegalStartMessage(await statusName(em, to)), [
      { field: "workOrderStatusId", message: illegalStartMessage(await statusName(em, to)) },
    ]);
  }
  if (canMove(from, to)) return null;
  const message = illegalTransitionMessage(await statusName(em, from), await statusName(em, to));
  return refused(Code.ILLEGAL_TRANSITION, message, [{ field: "workOrderStatusId", message }]);
}

function staleRefusal(): SaveWorkOrderPayload {
  return refused(Code.STALE, STALE_MESSAGE, [{ field: "version", message: STALE_MESSAGE }]);
}

/** The order as the viewer may read it, names included, after a change. */
async function reread(em: EntityManager, viewer: Viewer, id: number): Promise<SaveWorkOrderPayload> {
  const [wo] = await workOrdersByIds(em.fork(), tenantScope(viewer), [id]);
  return { workOrder: wo ?? null, error: null };
}

/** Records that a contractor must be told about the order, in the change's transaction. */
function notice(tx: EntityManager, workOrderId: number, contractorId: number, reason: ContractorNoticeReason): Promise<void> {
  return noticeContractor(tx, { workOrderId, contractorId, reason });
}

/** Sets the status, with the date it changed and the closing date (also the quote decisions' change). */
export function moveTo(wo: WorkOrder, status: number, now: Date): void {
  if (wo.workOrderStatusId === status) return;
  wo.workOrderStatusId = status;
  wo.dateStatus = now;
  if (status === S.Closed) wo.dateClosed = now;
  else if (wo.dateClosed) wo.dateClosed = null;
}

function giveTo(wo: WorkOrder, contractorId: number | null): void {
  wo.contractorId = contractorId;
  if (contractorId && !wo.allContractorIds.includes(contractorId)) wo.allContractorIds = [...wo.allContractorIds, contractorId];
}

/** Runs a change of one order in a transaction; a concurrent change (the version moved under it) answers STALE. */
async function change(em: EntityManager, run: (tx: EntityManager) => Promise<SaveWorkOrderPayload | number>): Promise<SaveWorkOrderPayload | number> {
  try {
    return await em.transactional(run);
  } catch (e) {
    if (e instanceof OptimisticLockError) return staleRefusal();
    throw e;
  }
}

/**
 * The order a change starts from, read AFTER the order's cost lock (lockWorkOrderCosts): every change
 * of an existing order (a save, every action: approve, query, cancel, complete, submit, ...) and every
 * log write of billing's run one after the other, so a log can never land after the status that fixes
 * the costs (docs/billing.md "One lock for an order's costs").
 */
async function loadForChange(tx: EntityManager, id: number): Promise<WorkOrder> {
  await lockWorkOrderCosts(tx, id);
  const wo = await tx.findOne(WorkOrder, { id });
  if (!wo) throw new NotFoundError();
  return wo;
}

// ---------------------------------------------------------------------------------------------
// saveWorkOrder

/** The answers' rules: both texts non-empty (§5: minimum length 1). */
function checkAnswers(answers: AnswerInput[]): FieldErrorShape[] {
  const errors: FieldErrorShape[] = [];
  answers.forEach((a, i) => {
    if (!clean(a.questionContent)) errors.push({ field: `answers.${i}.questionContent`, message: "Question is required" });
    if (!clean(a.answerContent)) errors.push({ field: `answers.${i}.answerContent`, message: "Answer is required" });
  });
  return errors;
}

/** Writes the answers of a save: a new one added, one with an id (of this order) changed. */
async function writeAnswers(tx: EntityManager, workOrderId: number, answers: AnswerInput[]): Promise<number> {
  let n = 0;
  for (const a of answers) {
    const q = clean(a.questionContent)!;
    const t = clean(a.answerContent)!;
    if (a.id) {
      const row = await tx.findOne(Answer, { id: a.id, workOrderId });
      if (!row) throw new NotFoundError("Answer not found");
      if (row.questionContent !== q || row.answerContent !== t) n++;
      row.questionContent = q;
      row.answerContent = t;
    } else {
      tx.create(Answer, { workOrderId, questionContent: q, answerContent: t });
      n++;
    }
  }
  return n;
}

/** Checks that the ids of other services' rows and of the lookups exist and belong together. */
async function checkReferences(
  em: EntityManager,
  v: {
    clientId: number;
    siteId: number;
    assetId: number | null;
    contactId: number | null;
    tradeId: number | null;
    subTradeId: number | null;
    contractorId: number | null;
    contractorChanged: boolean;
    workOrderTypeId: number;
    workOrderStatusId: number;
    progressCodeId: number | null;
    methodOfRequestId: number | null;
    slaCode: string | null;
    financialCodeId: number | null;
    capitalCodeId: number | null;
    queryReasonId: number | null;
  },
): Promise<{ errors: FieldErrorShape[]; tradeId: number | null }> {
  const errors: FieldErrorShape[] = [];
  const conn = em.getConnection();
  if (!(await exists(em, "select 1 from assets.v_client where id = ?", [v.clientId])))
    errors.push({ field: "clientId", message: "Client is not valid" });
  const [site] = await conn.execute<{ client_id: number }[]>("select client_id from assets.v_site where id = ?", [v.siteId]);
  if (!site || site.client_id !== v.clientId) errors.push({ field: "siteId", message: "Site is not one of the client's sites" });
  if (v.assetId) {
    const [asset] = await conn.execute<{ site_id: number }[]>("select site_id from assets.v_asset where id = ?", [v.assetId]);
    if (!asset || asset.site_id !== v.siteId) errors.push({ field: "assetId", message: "Asset is not one of the site's assets" });
  }
  if (
    v.contactId &&
    !(await exists(em, "select 1 from identity.v_user where id = ? and entity_name = 'Client' and entity_id = ?", [v.contactId, v.clientId]))
  ) {
    errors.push({ field: "contactId", message: "Contact is not a user of the client" });
  }
  let tradeId = v.tradeId;
  if (v.subTradeId) {
    const [sub] = await conn.execute<{ parent_trade_id: number | null }[]>("select parent_trade_id from assets.v_trade where id = ?", [v.subTradeId]);
    if (!sub || sub.parent_trade_id == null) errors.push({ field: "subTradeId", message: "Sub-trade is not valid" });
    else if (tradeId && sub.parent_trade_id !== tradeId) errors.push({ field: "subTradeId", message: "Sub-trade is not one of the trade's" });
    else tradeId = sub.parent_trade_id;
  }
  if (tradeId && !(await exists(em, "select 1 from assets.v_trade where id = ? and parent_trade_id is null", [tradeId]))) {
    errors.push({ field: "tradeId", message: "Trade is not valid" });
  }
  if (v.contractorId) {
    const [c] = await conn.execute<{ active: boolean }[]>("select active from assets.v_contractor where id = ?", [v.contractorId]);
    if (!c || (v.contractorChanged && !c.active)) errors.push({ field: "contractorId", message: "Contractor is not an active contractor" });
  }
  const lookups: [field: string, table: string, column: string, value: number | string | null, label: string][] = [
    ["workOrderTypeId", "work_order_type", "id", v.workOrderTypeId, "Job type"],
    ["workOrderStatusId", "work_order_status", "id", v.workOrderStatusId, "Status"],
    ["progressCodeId", "progress_code", "id", v.progressCodeId, "Progress code"],
    ["methodOfRequestId", "method_of_request", "id", v.methodOfRequestId, "Method of request"],
    ["slaCode", "sla_code", "code", v.slaCode, "SLA code"],
    ["financialCodeId", "financial_code", "id", v.financialCodeId, "Financial code"],
    ["capitalCodeId", "capital_code", "id", v.capitalCodeId, "Capital code"],
    ["queryReasonId", "query_reason", "id", v.queryReasonId, "Query reason"],
  ];
  // one statement for all of them: the fields whose id is given and not in its table
  const given = lookups.filter(([, , , value]) => value != null);
  if (given.length) {
    const [row] = await conn.execute<{ unknown: string[] }[]>(
      `select array_remove(array[${given
        .map(([, table, column]) => `case when exists (select 1 from work_orders.${table} where ${column} = ?) then null else ? end`)
        .join(", ")}]::text[], null) as unknown`,
      given.flatMap(([field, , , value]) => [value, field]),
    );
    for (const [field, , , , label] of given) if (row!.unknown.includes(field)) errors.push({ field, message: `${label} is not valid` });
  }
  return { errors, tradeId };
}

/** Method of request 3: Client Portal (staff-and-work-orders §3), what a client user's own request is. */
const CLIENT_PORTAL = 3;

/** How long before now a client's request may say it was opened: the blank model's "now" when the portal's form was opened. */
const OPENED_WITHIN_MS = 24 * 60 * 60 * 1000;
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const blank = (v: unknown) => v == null || v === "" || v === 0;

/**
 * What a client user's request may not set (the back office's fields, docs/work-order-lifecycle.md
 * "Who may do what"), each with the value a request may carry: what the portal's form and the blank
 * model (GET /api/WorkOrders/0) send. A client's number would be texted in the company's name, its
 * dates and SLA code would set the order's deadlines: the server sets them itself.
 */
const STAFF_ONLY: readonly { field: keyof SaveWorkOrderInput; label: string; accepts: (v: unknown, now: number) => boolean }[] = [
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

/**
 * A client user's save: a new request of its own client's (403 otherwise), the request's own fields
 * as given (site, asset, contact, trade, sub-trade, job type, issue, details, requester, request date,
 * client reference, access times, answers); a back-office field sent with a value is refused by name
 * (NOT_ALLOWED), and the server sets them: status 1, opened now, Client Portal, no SMS, notifications on.
 */
function clientRequest(viewer: Viewer, input: SaveWorkOrderInput): SaveWorkOrderInput | SaveWorkOrderPayload {
  if (!viewer.isClient || input.id || (input.clientId && input.clientId !== viewer.clientId)) throw new ForbiddenError();
  const now = Date.now();
  const errors = STAFF_ONLY.filter((f) => !f.accepts(input[f.field], now)).map((f) => ({
    field: f.field,
    message: `${f.label} is set by the back office, not by a client's request`,
  }));
  if (errors.length) return refused(Code.NOT_ALLOWED, `A client's request may not set: ${errors.map((e) => e.field).join(", ")}`, errors);
  return {
    ...input,
    clientId: viewer.clientId!,
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
}

/** A field the save was sent with a value it would not keep: refused by name, never dropped (issue 20). */
const notAllowed = (field: string, message: string) => refused(Code.NOT_ALLOWED, message, [{ field, message }]);

/** The refusal of a save that makes an action's move (ACTION_REQUIRED, 409 on REST), naming the action. */
async function actionRequired(em: EntityManager, action: StatusAction, from: number, to: number): Promise<SaveWorkOrderPayload> {
  const message = actionRequiredMessage(action, await statusName(em, from), await statusName(em, to));
  return refused(Code.ACTION_REQUIRED, message, [{ field: "workOrderStatusId", message }]);
}

/**
 * Creates (id 0 or absent) or updates a work order or request (staff; a client user creates a
 * request of its own client's, nothing else: clientRequest). The rules of docs/work-order-lifecycle.md:
 * required fields, references that belong together, the version read (STALE), the transition table,
 * a move that has its own action made by that action's rule (approve, query, cancel) or refused
 * naming it, the finance rules and the approved order's lock, the SLA due dates; a change of
 * contractor records that the contractor must be told; answers in the same transaction; every change
 * audited. A field sent that the save would not keep is refused by name (NOT_ALLOWED), never dropped.
 */
export async function saveWorkOrder(em: EntityManager, viewer: Viewer, input: SaveWorkOrderInput): Promise<SaveWorkOrderPayload> {
  const id = input.id || null;
  if (!viewer.isStaff) {
    const request = clientRequest(viewer, input);
    if ("error" in request) return request;
    input = request;
  }
  if (!id && !blank(input.version)) return notAllowed("version", "Version is only for an update: a new work order has none");
  if (input.asRequest && !blank(input.workOrderStatusId) && input.workOrderStatusId !== S.AwaitingResponse)
    return notAllowed("workOrderStatusId", "A request is saved as Awaiting Response: leave the status out or send 1");
  const existing = id ? await em.findOne(WorkOrder, { id }, { disableIdentityMap: true }) : null;
  if (id && !existing) throw new NotFoundError();
  if (existing) {
    if (input.version == null)
      return refused(Code.REQUIRED, REQUIRED_FIELDS, [{ field: "version", message: "Version is required to update a work order" }]);
    if (input.version !== existing.version) return staleRefusal();
  }

  // required fields (§5: empty, 0 or null flag the field)
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

  // the status: a request stays (or goes back to) 1; a new order starts open, or awaiting a quote for a Quote job
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

  const errors: FieldErrorShape[] = [];
  const invoiceAmount = pick(input.invoiceAmount, existing?.invoiceAmount);
  if (estimatedCost != null && !COST.test(estimatedCost))
    errors.push({ field: "estimatedCost", message: "Estimated cost must be 0 or more, with up to 3 decimals" });
  if (invoiceAmount != null && !/^-?\d{1,11}(\.\d{1,3})?$/.test(invoiceAmount)) {
    errors.push({ field: "invoiceAmount", message: "Invoice amount must have up to 3 decimals" });
  }
  // status 8 is the pending PPM order (§4): only a PPM job may be pending, so the PPM work orders tab is the pending orders
  if (status === S.Pending && workOrderTypeId !== WorkOrderTypeId.Ppm)
    errors.push({ field: "workOrderTypeId", message: "Only a PPM work order can be pending" });
  const contractorId = idOrNull(pick(input.contractorId, existing?.contractorId));
  const contractorChanged = (existing?.contractorId ?? null) !== contractorId;
  const slaCode = input.slaCode === undefined ? (existing?.slaCode ?? null) : clean(input.slaCode);
  const refs = await checkReferences(em, {
    clientId: clientId!,
    siteId: siteId!,
    assetId: idOrNull(pick(input.assetId, existing?.assetId)),
    contactId: idOrNull(pick(input.contactId, existing?.contactId)),
    tradeId: idOrNull(pick(input.tradeId, existing?.tradeId)),
    subTradeId,
    contractorId,
    contractorChanged,
    workOrderTypeId: workOrderTypeId!,
    workOrderStatusId: status,
    progressCodeId: idOrNull(pick(input.progressCodeId, existing?.progressCodeId)),
    methodOfRequestId: idOrNull(pick(input.methodOfRequestId, existing?.methodOfRequestId)),
    slaCode,
    financialCodeId,
    capitalCodeId,
    queryReasonId,
  });
  errors.push(...refs.errors);
  if (errors.length) return refused(Code.INVALID, errors.map((e) => e.message).join("\n"), errors);

  const illegal = await transitionRefusal(em, from, status);
  if (illegal) return illegal;

  const valuationNumber = input.valuationNumber === undefined ? (existing?.valuationNumber ?? null) : clean(input.valuationNumber);
  // a move that has its own action: through that action's rule and permission, or refused naming it
  const action = from === null ? undefined : actionFor(from, status);
  let plan: PlanOf | null = null;
  if (action) {
    if (!action.bySave) return actionRequired(em, action, from!, status);
    if (!action.access || !allows(action.access, viewer)) throw new ForbiddenError();
    const p = await planOfSave(em, action, { approvedCost: input.approvedCost, valuationNumber, queryReasonId });
    if (typeof p !== "function") return p;
    plan = p;
  }
  // the approved cost is set by approving the costs only (and locked once approved)
  const approves = action?.to === S.Approved;
  const approvedCostChanged = input.approvedCost !== undefined && !sameDecimal(input.approvedCost, existing?.approvedCost);
  if (approvedCostChanged && !approves && !locked)
    return notAllowed(
      "approvedCost",
      "Approved cost is set by approving the costs (approveWorkOrderCosts, or a save that moves the order to Approved)",
    );
  if (locked && existing) {
    const lockedChange =
      !sameDecimal(estimatedCost, existing.estimatedCost) ||
      approvedCostChanged ||
      financialCodeId !== (existing.financialCodeId ?? null) ||
      capitalCodeId !== (existing.capitalCodeId ?? null) ||
      valuationNumber !== (existing.valuationNumber ?? null);
    if (lockedChange)
      return refused(Code.LOCKED, LOCKED_MESSAGE, [{ field: approvedCostChanged ? "approvedCost" : "financialCodeId", message: LOCKED_MESSAGE }]);
  }

  // due dates: from the client's SLA hours for a new order, or when its SLA code or client changes
  const now = new Date();
  const dateOpened = pick(input.dateOpened, existing?.dateOpened) ?? now;
  let dueDate = pick(input.dueDate, existing?.dueDate);
  let responseDueDate = existing?.responseDueDate ?? null;
  const slaChanged = !existing || slaCode !== (existing.slaCode ?? null) || clientId !== existing.clientId || !same(dateOpened, existing.dateOpened);
  if (slaCode && slaChanged) {
    const hours = await slaHours(em, clientId!, slaCode);
    if (hours) {
      const given = input.dueDate;
      ({ dueDate, responseDueDate } = dueDates(dateOpened, hours));
      // a due date typed here would be replaced by the SLA code's: refused, unless it is the stored one sent back
      if (given != null && !same(given, existing?.dueDate) && !same(given, dueDate))
        return notAllowed("dueDate", "The due date is set from the SLA code: leave it out, or save without an SLA code to set it by hand");
    }
  } else if (!slaCode) responseDueDate = null;

  const result = await change(em, async (tx) => {
    const wo = existing
      ? await loadForChange(tx, existing.id)
      : tx.create(WorkOrder, { clientId: clientId!, siteId: siteId!, workOrderTypeId: workOrderTypeId!, workOrderStatusId: status, dateOpened });
    if (existing && wo.version !== input.version) return staleRefusal();
    // the action's rule, in this transaction, before anything changes (its plan may read and refuse)
    const planned = plan ? await plan(wo, tx) : null;
    if (planned && "error" in planned) return planned;
    const before = Object.fromEntries(TRACKED.map((k) => [k, wo[k]])) as Record<Tracked, unknown>;
    Object.assign(wo, {
      clientId: clientId!,
      siteId: siteId!,
      contactId: idOrNull(pick(input.contactId, existing?.contactId)),
      assetId: idOrNull(pick(input.assetId, existing?.assetId)),
      tradeId: refs.tradeId,
      subTradeId,
      workOrderTypeId: workOrderTypeId!,
      progressCodeId: idOrNull(pick(input.progressCodeId, existing?.progressCodeId)),
      methodOfRequestId: idOrNull(pick(input.methodOfRequestId, existing?.methodOfRequestId)),
      slaCode,
      financialCodeId,
      capitalCodeId,
      queryReasonId,
      smsNumber: input.smsNumber === undefined ? (existing?.smsNumber ?? null) : clean(input.smsNumber),
      requestedBy: input.requestedBy === undefined ? (existing?.requestedBy ?? null) : clean(input.requestedBy),
      clientRef: input.clientRef === undefined ? (existing?.clientRef ?? null) : clean(input.clientRef),
      issue,
      details: input.details === undefined ? (existing?.details ?? null) : clean(input.details),
      accessTimes: input.accessTimes === undefined ? (existing?.accessTimes ?? null) : clean(input.accessTimes),
      dateOpened,
      requestDate: pick(input.requestDate, existing?.requestDate),
      dueDate,
      responseDueDate,
      valuationNumber,
      invoiceNo: input.invoiceNo === undefined ? (existing?.invoiceNo ?? null) : clean(input.invoiceNo),
      invoiceDate: pick(input.invoiceDate, existing?.invoiceDate),
    });
    if (input.smsNotifications != null) wo.smsNotifications = input.smsNotifications;
    if (input.sendNotifications != null) wo.sendNotifications = input.sendNotifications;
    // decimals compared by value, so "150" does not count as a change of "150.000"
    if (!sameDecimal(estimatedCost, wo.estimatedCost)) wo.estimatedCost = estimatedCost;
    if (!sameDecimal(invoiceAmount, wo.invoiceAmount)) wo.invoiceAmount = invoiceAmount;
    giveTo(wo, contractorId);
    const statusBefore = existing ? existing.workOrderStatusId : null;
    await planned?.apply?.(wo, tx);
    const actionAudit = planned?.audit;
    if (existing) moveTo(wo, status, now);
    else wo.dateStatus = now;
    await tx.flush();

    const answered = await writeAnswers(tx, wo.id, answers);
    // a request is not yet the contractor's: approve-and-convert tells it
    if (contractorId && contractorChanged && status !== S.AwaitingResponse) await notice(tx, wo.id, contractorId, existing ? "changed" : "assigned");
    const changed = TRACKED.filter((k) =>
      DECIMAL_FIELDS.has(k) ? !sameDecimal(before[k] as string | null, wo[k] as string | null) : !same(before[k], wo[k]),
    );
    if (!existing) {
      audit(tx, viewer, {
        entityName: "WorkOrder",
        entityId: wo.id,
        action: "Created",
        actionTaken: `Created ${status === S.AwaitingResponse ? "request" : "work order"} ${wo.refNo ?? `WO${String(wo.id).padStart(7, "0")}`} (${await statusName(tx, status)})`,
      });
    } else {
      if (statusBefore !== status) {
        const line = `Status changed from ${await statusName(tx, statusBefore!)} to ${await statusName(tx, status)}`;
        audit(tx, viewer, {
          entityName: "WorkOrder",
          entityId: wo.id,
          action: "Status changed",
          actionTaken: actionAudit ? `${actionAudit}: ${line}` : line,
        });
      }
      const labels = changed.map((k) => FIELD_LABELS[k]!);
      if (answered) labels.push(answered === 1 ? "an answer" : `${answered} answers`);
      if (labels.length)
        audit(tx, viewer, { entityName: "WorkOrder", entityId: wo.id, action: "Updated", actionTaken: `Updated ${labels.join(", ")}` });
    }
    await tx.flush();
    return wo.id;
  });
  if (typeof result !== "number") return result;
  return reread(em, viewer, result);
}

// ---------------------------------------------------------------------------------------------
// the lifecycle's actions

/** What an action does to an order: the status it moves to, what the audit line says, and the change itself. */
export interface Plan {
  to: number;
  audit?: string;
  /** Runs once the move is known to be allowed. */
  apply?: (wo: WorkOrder, tx: EntityManager) => Promise<void> | void;
}

/**
 * The common shape of an action on one order: load it, check the version read and the move (before
 * anything changes), apply, audit, in one transaction. `plan` may read more in the transaction
 * (the submission's checks read the logged costs and the paperwork) and refuse.
 */
export async function act(
  em: EntityManager,
  viewer: Viewer,
  id: number,
  version: number | null | undefined,
  plan: (wo: WorkOrder, tx: EntityManager) => SaveWorkOrderPayload | Plan | Promise<SaveWorkOrderPayload | Plan>,
): Promise<SaveWorkOrderPayload> {
  const result = await change(em, async (tx) => {
    const wo = await loadForChange(tx, id);
    if (version != null && version !== wo.version) return staleRefusal();
    const from = wo.workOrderStatusId;
    const p = await plan(wo, tx);
    if ("error" in p) return p;
    const illegal = await transitionRefusal(tx, from, p.to);
    if (illegal) return illegal;
    await p.apply?.(wo, tx);
    moveTo(wo, p.to, new Date());
    const line = from === p.to ? null : `Status changed from ${await statusName(tx, from)} to ${await statusName(tx, p.to)}`;
    const text = [p.audit, line].filter(Boolean).join(": ");
    if (text)
      audit(tx, viewer, { entityName: "WorkOrder", entityId: wo.id, action: from === p.to ? "Updated" : "Status changed", actionTaken: text });
    await tx.flush();
    return wo.id;
  });
  if (typeof result !== "number") return result;
  return reread(em, viewer, result);
}

/**
 * Approves a request and converts it into a work order (§4): only a request awaiting a response;
 * Open, or Awaiting Quote for a Quote job; optionally given to a contractor (an active one), who
 * must then be told.
 */
export async function approveAndConvert(
  em: EntityManager,
  viewer: Viewer,
  id: number,
  contractorId: number | null | undefined,
): Promise<SaveWorkOrderPayload> {
  const given = contractorId || null;
  if (given) {
    const [c] = await em.getConnection().execute<{ active: boolean }[]>("select active from assets.v_contractor where id = ?", [given]);
    if (!c?.active)
      return refused(Code.INVALID, "Contractor is not an active contractor", [
        { field: "contractorId", message: "Contractor is not an active contractor" },
      ]);
  }
  return act(em, viewer, id, null, (wo) => {
    if (wo.workOrderStatusId !== S.AwaitingResponse) return refused(Code.NOT_A_REQUEST, NOT_A_REQUEST_MESSAGE);
    return {
      to: wo.workOrderTypeId === WorkOrderTypeId.Quote ? S.AwaitingQuote : S.Open,
      audit: "Request approved and converted",
      apply: async (w, tx) => {
        if (given) giveTo(w, given);
        if (w.contractorId) await notice(tx, w.id, w.contractorId, "assigned");
      },
    };
  });
}

/** Declines a request (§4): subject and note required; Discarded; the public note "subject: note". */
export async function declineRequest(em: EntityManager, viewer: Viewer, id: number, subject: string, note: string): Promise<SaveWorkOrderPayload> {
  const s = clean(subject);
  const n = clean(note);
  if (!s || !n) {
    const errors: FieldErrorShape[] = [];
    if (!s) errors.push({ field: "subject", message: "Subject is required" });
    if (!n) errors.push({ field: "note", message: "Note is required" });
    return refused(Code.REQUIRED, SUBJECT_AND_NOTE_REQUIRED, errors);
  }
  return act(em, viewer, id, null, (wo) => {
    if (wo.workOrderStatusId !== S.AwaitingResponse) return refused(Code.NOT_A_REQUEST, NOT_A_REQUEST_MESSAGE);
    return {
      to: S.Discarded,
      audit: `Request declined (${s})`,
      apply: (w, tx) => {
        addWorkOrderNote(tx, viewer, { workOrderId: w.id, note: `${s}: ${n}`, privateNote: false });
      },
    };
  });
}

/** What an action does to one order, read in the change's transaction; or its refusal. */
type PlanOf = (wo: WorkOrder, tx: EntityManager) => SaveWorkOrderPayload | Plan | Promise<SaveWorkOrderPayload | Plan>;

/** Cancel's rule: status 9, as the transition table allows. */
const cancelling = (): PlanOf => () => ({ to: S.Cancelled });

/**
 * Approve costs' rule (§4), for approveWorkOrderCosts and for a save that approves (the legacy
 * model's PUT with ApprovedCost): the approved cost required, 0 or more with up to 3 decimals; status
 * 10 with it and, when given, the valuation number.
 */
function approving(args: { approvedCost: string | null | undefined; valuationNumber?: string | null }): SaveWorkOrderPayload | PlanOf {
  const cost = args.approvedCost == null ? "" : String(args.approvedCost).trim();
  if (!cost) return refused(Code.REQUIRED, REQUIRED_FIELDS, [{ field: "approvedCost", message: "Approved cost is required" }]);
  if (!COST.test(cost)) {
    const message = "Approved cost must be 0 or more, with up to 3 decimals";
    return refused(Code.INVALID, message, [{ field: "approvedCost", message }]);
  }
  const valuation = clean(args.valuationNumber);
  return () => ({
    to: S.Approved,
    audit: `Costs approved at £${cost}${valuation ? `, valuation number ${valuation}` : ""}`,
    apply: (wo) => {
      wo.approvedCost = cost;
      if (valuation) wo.valuationNumber = valuation;
    },
  });
}

/** Query costs' rule (§4), for queryWorkOrderCosts and for a save that queries: status 11 with a query reason that exists. */
async function querying(em: EntityManager, queryReasonId: number | null | undefined): Promise<SaveWorkOrderPayload | PlanOf> {
  if (!queryReasonId) return refused(Code.REQUIRED, REQUIRED_FIELDS, [{ field: "queryReasonId", message: "Query reason is required" }]);
  const [reason] = await em.getConnection().execute<{ name: string }[]>("select name from work_orders.query_reason where id = ?", [queryReasonId]);
  if (!reason) return refused(Code.INVALID, "Query reason is not valid", [{ field: "queryReasonId", message: "Query reason is not valid" }]);
  return () => ({
    to: S.Query,
    audit: `Costs queried (${reason.name})`,
    apply: (wo) => {
      wo.queryReasonId = queryReasonId;
    },
  });
}

/** Cancels a work order (status 9), as the transition table allows. */
export function cancelWorkOrder(em: EntityManager, viewer: Viewer, id: number, version: number | null | undefined): Promise<SaveWorkOrderPayload> {
  return act(em, viewer, id, version, cancelling());
}

/** Approves an order's costs (§4): status 10 with the approved cost (0 or more, 3 decimals) and, when given, the valuation number. */
export async function approveWorkOrderCosts(
  em: EntityManager,
  viewer: Viewer,
  args: { id: number; version: number; approvedCost: string; valuationNumber?: string | null },
): Promise<SaveWorkOrderPayload> {
  const plan = approving(args);
  return typeof plan === "function" ? act(em, viewer, args.id, args.version, plan) : plan;
}

/** Queries an order's costs (§4): status 11 with a query reason that exists. */
export async function queryWorkOrderCosts(
  em: EntityManager,
  viewer: Viewer,
  args: { id: number; version: number; queryReasonId: number },
): Promise<SaveWorkOrderPayload> {
  const plan = await querying(em, args.queryReasonId);
  return typeof plan === "function" ? act(em, viewer, args.id, args.version, plan) : plan;
}

/**
 * The rule a save goes through when it makes an action's move (StatusAction.bySave): the action's own
 * plan, checked and applied in the save's transaction; the action's permission is checked first.
 */
async function planOfSave(
  em: EntityManager,
  action: StatusAction,
  values: { approvedCost: string | null | undefined; valuationNumber: string | null; queryReasonId: number | null },
): Promise<SaveWorkOrderPayload | PlanOf> {
  switch (action.flag) {
    case "approveCosts":
      return approving(values);
    case "queryCosts":
      return querying(em, values.queryReasonId);
    case "cancel":
      return cancelling();
    default:
      throw new Error(`${action.mutation} has no rule a save can go through`);
  }
}
