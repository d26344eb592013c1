import { DateTime } from "luxon";
import { toIsoDay, ZONE } from "../../../ui/format";

/**
 * The request and work-order forms' values (spec §2, §3 WorkOrder), as their fields hold them: ids
 * as option values ("" for none), dates as DD/MM/YYYY (London, §9), money as the typed text.
 */
export type WorkOrderFormValues = {
  clientId: string;
  siteId: string;
  contactId: string;
  assetId: string;
  tradeId: string;
  subTradeId: string;
  contractorId: string;
  workOrderTypeId: string;
  workOrderStatusId: string;
  progressCodeId: string;
  methodOfRequestId: string;
  slaCode: string;
  financialCodeId: string;
  capitalCodeId: string;
  queryReasonId: string;
  smsNumber: string;
  smsNotifications: boolean;
  sendNotifications: boolean;
  requestedBy: string;
  clientRef: string;
  issue: string;
  details: string;
  accessTimes: string;
  dateOpened: string;
  requestDate: string;
  dueDate: string;
  estimatedCost: string;
  valuationNumber: string;
  invoiceNo: string;
  invoiceDate: string;
  invoiceAmount: string;
};

export type WorkOrderFormKey = keyof WorkOrderFormValues & string;

const DAY_FORMAT = "dd/LL/yyyy";

/** Today in London, DD/MM/YYYY */
export function londonToday(now: Date = new Date()): string {
  return DateTime.fromJSDate(now).setZone(ZONE).toFormat(DAY_FORMAT);
}

/** A new order's values: opened today (spec §2); a request (status 1) when asked for */
export function emptyWorkOrder(options: { today?: string; request?: boolean } = {}): WorkOrderFormValues {
  return {
    clientId: "",
    siteId: "",
    contactId: "",
    assetId: "",
    tradeId: "",
    subTradeId: "",
    contractorId: "",
    workOrderTypeId: "",
    workOrderStatusId: options.request ? "1" : "2",
    progressCodeId: "",
    methodOfRequestId: "",
    slaCode: "",
    financialCodeId: "",
    capitalCodeId: "",
    queryReasonId: "",
    smsNumber: "",
    smsNotifications: false,
    sendNotifications: true,
    requestedBy: "",
    clientRef: "",
    issue: "",
    details: "",
    accessTimes: "",
    dateOpened: options.today ?? londonToday(),
    requestDate: "",
    dueDate: "",
    estimatedCost: "",
    valuationNumber: "",
    invoiceNo: "",
    invoiceDate: "",
    invoiceAmount: "",
  };
}

/** A stored work order as the API answers it (the fields the forms hold) */
export type StoredWorkOrder = {
  clientId: number;
  siteId: number;
  contactId?: number | null;
  assetId?: number | null;
  tradeId?: number | null;
  subTradeId?: number | null;
  contractorId?: number | null;
  workOrderTypeId: number;
  workOrderStatusId: number;
  progressCodeId?: number | null;
  methodOfRequestId?: number | null;
  slaCode?: string | null;
  financialCodeId?: number | null;
  capitalCodeId?: number | null;
  queryReasonId?: number | null;
  smsNumber?: string | null;
  smsNotifications?: boolean | null;
  sendNotifications?: boolean | null;
  requestedBy?: string | null;
  clientRef?: string | null;
  issue?: string | null;
  details?: string | null;
  accessTimes?: string | null;
  dateOpened?: string | null;
  requestDate?: string | null;
  dueDate?: string | null;
  estimatedCost?: string | null;
  valuationNumber?: string | null;
  invoiceNo?: string | null;
  invoiceDate?: string | null;
  invoiceAmount?: string | null;
};

const id = (v: number | null | undefined) => (v ? String(v) : "");
const text = (v: string | null | undefined) => v ?? "";

/** An ISO instant as the London calendar day, DD/MM/YYYY ("" for none) */
export function londonDay(iso: string | null | undefined): string {
  if (!iso) return "";
  const dt = DateTime.fromISO(iso, { setZone: true });
  return dt.isValid ? dt.setZone(ZONE).toFormat(DAY_FORMAT) : "";
}

/** A London calendar day (DD/MM/YYYY, or YYYY-MM-DD) as the instant of its start, for the API's dates (null for none or not a date) */
export function dayToIso(day: string): string | null {
  const iso = toIsoDay(day);
  if (!iso) return null;
  const dt = DateTime.fromISO(iso, { zone: ZONE });
  return dt.isValid ? dt.toUTC().toISO() : null;
}

export const DATE_FIELDS = ["dateOpened", "requestDate", "dueDate", "invoiceDate"] as const satisfies ReadonlyArray<WorkOrderFormKey>;

/** The date fields holding text that is not a date (DD/MM/YYYY) */
export function badDates(values: WorkOrderFormValues): WorkOrderFormKey[] {
  return DATE_FIELDS.filter((f) => values[f].trim() !== "" && dayToIso(values[f]) === null);
}

/** A stored work order as the form's values */
export function workOrderValues(wo: StoredWorkOrder): WorkOrderFormValues {
  return {
    clientId: id(wo.clientId),
    siteId: id(wo.siteId),
    contactId: id(wo.contactId),
    assetId: id(wo.assetId),
    tradeId: id(wo.tradeId),
    subTradeId: id(wo.subTradeId),
    contractorId: id(wo.contractorId),
    workOrderTypeId: id(wo.workOrderTypeId),
    workOrderStatusId: id(wo.workOrderStatusId),
    progressCodeId: id(wo.progressCodeId),
    methodOfRequestId: id(wo.methodOfRequestId),
    slaCode: text(wo.slaCode),
    financialCodeId: wo.financialCodeId === null || wo.financialCodeId === undefined ? "" : String(wo.financialCodeId),
    capitalCodeId: id(wo.capitalCodeId),
    queryReasonId: id(wo.queryReasonId),
    smsNumber: text(wo.smsNumber),
    smsNotifications: Boolean(wo.smsNotifications),
    sendNotifications: Boolean(wo.sendNotifications),
    requestedBy: text(wo.requestedBy),
    clientRef: text(wo.clientRef),
    issue: text(wo.issue),
    details: text(wo.details),
    accessTimes: text(wo.accessTimes),
    dateOpened: londonDay(wo.dateOpened),
    requestDate: londonDay(wo.requestDate),
    dueDate: londonDay(wo.dueDate),
    estimatedCost: text(wo.estimatedCost),
    valuationNumber: text(wo.valuationNumber),
    invoiceNo: text(wo.invoiceNo),
    invoiceDate: londonDay(wo.invoiceDate),
    invoiceAmount: text(wo.invoiceAmount),
  };
}

/** Fields every request and work order needs (spec §5); capital code too when financial code is 5 */
export const REQUIRED_WORK_ORDER_FIELDS = ["clientId", "siteId", "workOrderTypeId", "issue"] as const satisfies ReadonlyArray<WorkOrderFormKey>;

/** The fields required now: capital code becomes required with financial code 5 (§5) */
export function requiredFields(values: Pick<WorkOrderFormValues, "financialCodeId">): WorkOrderFormKey[] {
  return values.financialCodeId === "5" ? [...REQUIRED_WORK_ORDER_FIELDS, "capitalCodeId"] : [...REQUIRED_WORK_ORDER_FIELDS];
}

/** Currency inputs accept up to 3 decimals (§5) */
export function isMoneyText(value: string): boolean {
  return value.trim() === "" || /^\d{1,11}(\.\d{0,3})?$/.test(value.trim());
}

const orNull = (v: string) => (v.trim() ? v.trim() : null);
const idOrNull = (v: string) => (v ? Number(v) : null);

export type SaveTarget = {
  /** 0: a new order */
  id: number;
  /** The version read (required for an existing order) */
  version?: number | null;
  /** Save as a request: status 1 (the request screen, new-request) */
  asRequest?: boolean;
  /** A new request's answers */
  answers?: ReadonlyArray<{ questionContent: string; answerContent: string }>;
  /** The finance fields are locked (status 10): left out of the save */
  financeLocked?: boolean;
  /** The stored dates: a day left as it was keeps its time of day */
  stored?: Partial<Record<(typeof DATE_FIELDS)[number], string | null>>;
};

/** The form's values as saveWorkOrder's input (contract-10 SaveWorkOrderInput) */
export function toSaveWorkOrderInput(values: WorkOrderFormValues, target: SaveTarget) {
  const date = (field: (typeof DATE_FIELDS)[number]) => {
    const stored = target.stored?.[field];
    return stored && londonDay(stored) === values[field].trim() ? stored : dayToIso(values[field]);
  };
  const finance = target.financeLocked
    ? {}
    : {
        // none chosen is 0 (§4: "sets 0"); the server would otherwise take the job type's code
        financialCodeId: values.financialCodeId === "" ? 0 : Number(values.financialCodeId),
        capitalCodeId: idOrNull(values.capitalCodeId),
        estimatedCost: orNull(values.estimatedCost),
        valuationNumber: orNull(values.valuationNumber),
        invoiceNo: orNull(values.invoiceNo),
        invoiceDate: date("invoiceDate"),
        invoiceAmount: orNull(values.invoiceAmount),
      };
  return {
    id: target.id,
    version: target.id > 0 ? (target.version ?? null) : null,
    asRequest: Boolean(target.asRequest),
    clientId: Number(values.clientId),
    siteId: Number(values.siteId),
    contactId: idOrNull(values.contactId),
    assetId: idOrNull(values.assetId),
    tradeId: idOrNull(values.tradeId),
    subTradeId: idOrNull(values.subTradeId),
    // 'Select ...' is saved as 0 (§5)
    contractorId: values.contractorId ? Number(values.contractorId) : 0,
    workOrderTypeId: Number(values.workOrderTypeId),
    workOrderStatusId: target.asRequest ? 1 : idOrNull(values.workOrderStatusId),
    progressCodeId: idOrNull(values.progressCodeId),
    methodOfRequestId: idOrNull(values.methodOfRequestId),
    slaCode: orNull(values.slaCode),
    queryReasonId: idOrNull(values.queryReasonId),
    smsNumber: orNull(values.smsNumber),
    smsNotifications: values.smsNotifications,
    sendNotifications: values.sendNotifications,
    requestedBy: orNull(values.requestedBy),
    clientRef: orNull(values.clientRef),
    issue: orNull(values.issue),
    details: orNull(values.details),
    accessTimes: orNull(values.accessTimes),
    dateOpened: date("dateOpened"),
    requestDate: date("requestDate"),
    dueDate: date("dueDate"),
    ...finance,
    ...(target.answers ? { answers: target.answers.map((a) => ({ questionContent: a.questionContent, answerContent: a.answerContent })) } : {}),
  };
}
