import { z } from "zod";
import { graphql } from "../gql";
import { Kind, type SelectionSetNode } from "graphql";
import {
  LegacyWorkOrderModelFragmentDoc,
  type LegacyWorkOrderModelFragment,
  type WorkOrdersListQuery,
  type WorkOrdersModelQuery,
} from "../gql/graphql";
import { flag, formFlag, formId, idParam, mapFilters, optionalId, pageArgs, parseFilter, parseSort, text, type LegacyFilter } from "./legacy";
import { kept, legacyInstant, legacyMoney, legacyVersion } from "./params";
import { modelSaves } from "./model";
import { legacy, list } from "./shape";
import { shim, ShimInputError, ShimReply, type ShimInput } from "./shim";

/** Legacy grid field names (any case) to the GraphQL WorkOrderField. */
export const FIELDS = {
  Id: "REFERENCE",
  Reference: "REFERENCE",
  RefNo: "REFERENCE",
  RequestRefNo: "REFERENCE",
  WorkOrderNumber: "REFERENCE",
  Requested: "REQUESTED",
  RequestedBy: "REQUESTED",
  Client: "CLIENT",
  ClientName: "CLIENT",
  Site: "SITE",
  SiteName: "SITE",
  SiteCode: "SITE_CODE",
  DateOpened: "DATE_OPENED",
  RequestDate: "DATE_OPENED",
  DueDate: "DUE_DATE",
  DateClosed: "DATE_CLOSED",
  Issue: "ISSUE",
  Details: "DETAILS",
  Description: "DETAILS",
  ContractorName: "CONTRACTOR",
  Contractor: "CONTRACTOR",
  Trade: "TRADE",
  SubTradeName: "SUB_TRADE",
  SubTrade: "SUB_TRADE",
  WorkOrderStatus: "STATUS",
  Status: "STATUS",
  WorkOrderType: "TYPE",
  ProgressCode: "PROGRESS_CODE",
  SLACode: "SLA_CODE",
  ClientRef: "CLIENT_REF",
  EstimatedCost: "ESTIMATED_COST",
  ApprovedCost: "APPROVED_COST",
  ActualCost: "ACTUAL_COST",
  ValuationNumber: "VALUATION_NUMBER",
  InvoiceNo: "INVOICE_NO",
} as const;

/**
 * The fields of a grid row: what the list screens show, and the ids their links need. Fields that
 * only staff may read are asked for only when staff call (the runner sets $isStaff from the token).
 */
graphql(`
  fragment LegacyWorkOrderRow on WorkOrder {
    id
    refNo
    dateOpened
    dueDate
    requestedBy
    clientRef
    issue
    details
    clientId
    clientName
    siteId
    siteName
    contractorId
    contractorName
    subTradeName
    workOrderStatusId
    workOrderStatus
    workOrderType
    deadline
    estimatedCost @include(if: $isStaff)
  }
`);

/** Every field of the generic model read, each as far as the caller may read it (WorkOrder's @Readers rules). */
graphql(`
  fragment LegacyWorkOrderModel on WorkOrder {
    ...LegacyWorkOrderRow
    dateClosed
    requestDate
    siteCode
    tradeId
    tradeName
    subTradeId
    workOrderTypeId
    progressCodeId
    progressCode
    slaCode
    assetId
    assetCategoryId
    contactId
    methodOfRequestId
    methodOfRequest
    showCategory
    accessTimes
    dateStatus
    version
    responseDueDate
    assetCode
    contactName
    ... @include(if: $isStaff) {
      financialCode
      capitalCode
      nextStatuses
      approvedCost
      overBudget
      invoiceDate
      invoiceNo
      invoiceAmount
      allContractorIds
      capitalCodeId
      financialCodeId
      smsNumber
      smsNotifications
      sendNotifications
      contractorEmailed
      supersededCostPrice
      supersededReason
      valuationNumber
    }
    ... @skip(if: $isClient) {
      actualCost
      callOutCost
      queryReasonId
      queryReason
      missingInfo
    }
  }
`);

/** A work order in the legacy shape: PascalCase, names beside ids as the spec names them; only the fields asked for. */
export const legacyWorkOrder = legacy<Partial<LegacyWorkOrderModelFragment> & { id: number }>({
  fields: {
    refNo: ["RefNo", "Reference", "RequestRefNo"],
    requestedBy: "Requested",
    clientName: "Client",
    siteName: "Site",
    tradeName: "Trade",
    slaCode: "SLACode",
    methodOfRequestId: "MethodOfRequest",
    methodOfRequest: "MethodOfRequestName",
    smsNumber: "SMSNumber",
    smsNotifications: "SMSNotifications",
    responseDueDate: "ResponseDueDate",
  },
  extra: (w) => ("invoiceNo" in w ? { WODownloadURL: `/api/pdf/workorderpdf/${w.id}` } : {}),
});

const LIST_OPERATION = graphql(`
  query WorkOrdersList(
    $isStaff: Boolean!
    $page: Int!
    $pageSize: Int!
    $status: Int
    $overdue: Boolean
    $workOrderTypeId: Int
    $siteId: Int
    $excludeId: Int
    $search: String
    $filters: [WorkOrderFilterInput!]
    $sort: [WorkOrderSortInput!]
  ) {
    workOrders(
      page: $page
      pageSize: $pageSize
      status: $status
      overdue: $overdue
      workOrderTypeId: $workOrderTypeId
      siteId: $siteId
      excludeId: $excludeId
      search: $search
      filters: $filters
      sort: $sort
    ) {
      totalCount
      nodes {
        ...LegacyWorkOrderRow
      }
    }
  }
`);

const listParams = z.object({
  overdue: flag,
  search: text(200),
  workordertypeid: optionalId,
  workorderstatusid: optionalId,
  status: optionalId,
  siteid: optionalId,
  workorderid: optionalId,
});

/** Filters on status or type ids become the list's own arguments; the rest are column filters. */
function splitFilters(filters: LegacyFilter[]) {
  let status: number | undefined;
  let workOrderTypeId: number | undefined;
  const columns: LegacyFilter[] = [];
  for (const f of filters) {
    const field = f.field.toLowerCase();
    if ((field === "workorderstatusid" || field === "workordertypeid") && f.operator === "EQ") {
      const id = idParam.safeParse(f.value);
      if (!id.success) throw new ShimInputError(`${f.field} must be a whole number`);
      if (field === "workorderstatusid") status = id.data;
      else workOrderTypeId = id.data;
    } else columns.push(f);
  }
  return { status, workOrderTypeId, columns };
}

function listVariables(args: Record<string, unknown>, fixed: { status?: number } = {}) {
  const p = listParams.parse(args);
  const filters = splitFilters(parseFilter(args.filter));
  return {
    ...pageArgs(args),
    status: fixed.status ?? filters.status ?? p.workorderstatusid ?? p.status,
    overdue: p.overdue,
    workOrderTypeId: filters.workOrderTypeId ?? p.workordertypeid,
    siteId: p.siteid,
    excludeId: p.workorderid,
    search: p.search,
    filters: mapFilters(filters.columns, FIELDS),
    sort: parseSort(args.sort, FIELDS),
  };
}

const listResult = ({ workOrders }: { workOrders: WorkOrdersListQuery["workOrders"] }) =>
  list(workOrders.nodes.map(legacyWorkOrder), workOrders.totalCount);

/**
 * The blank model of GET /api/WorkOrders/0: a request (status 1) unless another first status is
 * asked for (?workOrderStatusId=2), opened now, version 0 (not yet saved), notifications on, no
 * contractor ('Select ...' is 0).
 */
function blankWorkOrder(args: Record<string, unknown>) {
  const status = optionalId.parse(args.workorderstatusid) ?? 1;
  return {
    id: 0,
    RefNo: null,
    Version: 0,
    DateOpened: new Date().toISOString(),
    DueDate: null,
    ResponseDueDate: null,
    RequestDate: null,
    ClientId: null,
    SiteId: null,
    ContactId: null,
    AssetId: null,
    TradeId: null,
    SubTradeId: null,
    ContractorId: 0,
    AllContractorIds: [],
    WorkOrderTypeId: null,
    WorkOrderStatusId: status,
    ProgressCodeId: null,
    MethodOfRequest: null,
    SLACode: null,
    FinancialCodeId: null,
    CapitalCodeId: null,
    QueryReasonId: null,
    SMSNumber: null,
    SMSNotifications: false,
    SendNotifications: true,
    Requested: null,
    ClientRef: null,
    Issue: null,
    Details: null,
    AccessTimes: null,
    EstimatedCost: null,
    ApprovedCost: null,
    ValuationNumber: null,
    InvoiceNo: null,
    InvoiceDate: null,
    InvoiceAmount: null,
    Answers: [],
  };
}

/** A field of the GraphQL work order by its name in the legacy model (the first, where it has several): the ModelState of a refusal. */
function legacyField(field: string): string {
  const [head, ...rest] = field.split(".");
  const name = Object.keys(legacyWorkOrder({ [head!]: null } as never))[0] ?? head!;
  return [name, ...rest].join(".");
}

const formText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === null ? null : String(v)));

/** An id of the form where the field may be left out (kept) or 0 (none). */
const keptId = z
  .union([z.literal(""), z.null(), idParam])
  .optional()
  .transform((v) => (v === undefined ? undefined : typeof v === "number" && v > 0 ? v : null));

/** The financial code, where 0 is a choice of none (an empty one takes the job type's). */
const financialCode = z
  .union([z.literal(""), z.null(), idParam])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === "" || v === null ? null : v));

const answerForm = z.object({ id: formId, questioncontent: z.string().max(4000), answercontent: z.string().max(4000) });

/** The work-order model as the request screen, the work-order page and the quick view post it (keys bound without regard to case). */
const workOrderForm = z.object({
  id: formId,
  version: legacyVersion,
  asrequest: formFlag,
  clientid: formId,
  siteid: formId,
  contactid: keptId,
  assetid: keptId,
  tradeid: keptId,
  subtradeid: keptId,
  contractorid: keptId,
  workordertypeid: formId,
  workorderstatusid: keptId,
  progresscodeid: keptId,
  methodofrequest: keptId,
  methodofrequestid: keptId,
  slacode: formText,
  financialcodeid: financialCode,
  capitalcodeid: keptId,
  queryreasonid: keptId,
  smsnumber: formText,
  smsnotifications: formFlag,
  sendnotifications: formFlag,
  requested: formText,
  requestedby: formText,
  // the portal's request names its requester so (portals §3 "Work order (portal write)")
  name: formText,
  clientref: formText,
  issue: formText,
  details: formText,
  accesstimes: formText,
  dateopened: kept(legacyInstant),
  requestdate: kept(legacyInstant),
  duedate: kept(legacyInstant),
  estimatedcost: kept(legacyMoney),
  // only with a move to Approved: the approval (the save approves by approveWorkOrderCosts' rule)
  approvedcost: kept(legacyMoney),
  valuationnumber: formText,
  invoiceno: formText,
  invoicedate: kept(legacyInstant),
  invoiceamount: kept(legacyMoney),
  // the contractor portal's save: a public note by the user, written with the change
  progressnote: formText,
  answers: z.array(z.record(z.string(), z.unknown())).max(200).nullish(),
});

const lower = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k.toLowerCase(), v]));

/** The body fields a save writes, bound without regard to case. */
const WRITTEN: ReadonlySet<string> = new Set(Object.keys(workOrderForm.shape));

/** The field names a fragment document selects (every fragment of it, nested selections included). */
function selectedFields(doc: { definitions: readonly { kind: string; selectionSet?: SelectionSetNode }[] }): string[] {
  const names: string[] = [];
  const walk = (set: SelectionSetNode | undefined) => {
    for (const sel of set?.selections ?? []) {
      if (sel.kind === Kind.FIELD) names.push(sel.name.value);
      else if (sel.kind === Kind.INLINE_FRAGMENT) walk(sel.selectionSet);
    }
  };
  for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) walk(d.selectionSet);
  return names;
}

/**
 * The legacy model's fields a save does not write (what GET /api/WorkOrders/{id} answers besides the
 * form's fields: names, references, worked-out values, costs from the logs), by lower-cased name.
 * A legacy client sends the model back whole: such a field passes when it is as read (or blank on a
 * new order), and is refused by name when it differs: the save would otherwise drop it silently.
 */
const READ_ONLY: ReadonlyMap<string, string> = new Map(
  Object.keys(legacyWorkOrder(Object.fromEntries(selectedFields(LegacyWorkOrderModelFragmentDoc).map((f) => [f, null])) as never))
    .filter((k) => !WRITTEN.has(k.toLowerCase()))
    .map((k) => [k.toLowerCase(), k]),
);

/**
 * Fields worked out on every read, never stored (the deadline's state, over budget, what is missing,
 * the statuses on offer, the PDF's link): readings, not values a save could keep or a caller could
 * ask to change. A model sent back whole carries them as they were when it was read, and they move on
 * as time passes and others work on the order: they pass whatever they hold.
 */
const WORKED_OUT: ReadonlySet<string> = new Set(["deadline", "overbudget", "missinginfo", "nextstatuses", "wodownloadurl"]);

const isEmpty = (v: unknown) => v == null || v === "" || (Array.isArray(v) && v.length === 0);

/** Whether a value sent is the value read: numbers and numeric text alike, instants by their time, empty alike. */
function sameValue(sent: unknown, read: unknown): boolean {
  if (isEmpty(sent) || isEmpty(read)) return isEmpty(sent) && isEmpty(read);
  if (Array.isArray(sent) || Array.isArray(read) || typeof sent === "object" || typeof read === "object")
    return JSON.stringify(sent) === JSON.stringify(read);
  if (typeof read === "number") return String(sent).trim() !== "" && Number(sent) === read;
  if (typeof read === "boolean") return String(sent).toLowerCase() === String(read);
  if (String(sent) === String(read)) return true;
  const instant = (v: unknown) => legacyInstant.safeParse(String(v)).data ?? null;
  const a = instant(sent);
  return a !== null && a === instant(read);
}

/** The body's own keys, lower-cased to their names as sent. */
const bodyKeys = (body: unknown): Map<string, string> =>
  new Map(body && typeof body === "object" && !Array.isArray(body) ? Object.keys(body).map((k) => [k.toLowerCase(), k]) : []);

/** Whether the body carries a field of the model that a save does not write (then the stored order is read to compare). */
const sendsReadOnly = (body: unknown) => [...bodyKeys(body).keys()].some((k) => READ_ONLY.has(k) && !WORKED_OUT.has(k));

/** A refusal naming each field a save would not keep: 400 { Message, ModelState }. */
function unsaved(problems: [field: string, message: string][]): ShimReply {
  const Message = problems.length === 1 ? problems[0]![1] : `These fields cannot be saved: ${problems.map(([f]) => f).join(", ")}`;
  return new ShimReply(400, { Message, ModelState: Object.fromEntries(problems.map(([f, m]) => [f, [m]])) });
}

/**
 * Every field of the body that the save would not keep, refused by name (issue 20: nothing answered 200
 * and dropped): a field no work order has; a read-only field of the model that differs from the order
 * as read (`current`), or from the blank model on a new one; two names of one field that disagree; an
 * id in the body that is not the path's; an answer's field other than its own.
 */
function refuseUnsaved(input: ShimInput, pathId: number | null, f: z.infer<typeof workOrderForm>, blankModel: Record<string, unknown>): void {
  const problems: [string, string][] = [];
  const raw = input.body as Record<string, unknown>;
  const stored = (input.current as WorkOrdersModelQuery | undefined)?.workOrder;
  const read: Record<string, unknown> = stored ? legacyWorkOrder(stored) : blankModel;
  for (const [key, name] of bodyKeys(raw)) {
    if (WRITTEN.has(key) || WORKED_OUT.has(key)) continue;
    const legacyName = READ_ONLY.get(key);
    if (!legacyName) problems.push([name, `${name} is not a field of a work order`]);
    else if (!sameValue(raw[name], read[legacyName]))
      problems.push([
        name,
        `${name} cannot be changed by saving the work order (it is ${JSON.stringify(read[legacyName] ?? null)}): send it as read, or leave it out`,
      ]);
  }
  const agree = (names: string[], values: unknown[]) => {
    const given = values.map((v, i) => [names[i]!, v] as const).filter(([, v]) => v !== undefined);
    if (given.some(([, v]) => (v ?? null) !== (given[0]![1] ?? null)))
      problems.push([given[0]![0], `${given.map(([n]) => n).join(" and ")} name the same field and differ: send one`]);
  };
  agree(["Requested", "RequestedBy", "Name"], [f.requested, f.requestedby, f.name]);
  agree(["MethodOfRequest", "MethodOfRequestId"], [f.methodofrequest, f.methodofrequestid]);
  const bodyId = bodyKeys(raw).get("id");
  const sentId = bodyId === undefined ? null : formId.parse(raw[bodyId]);
  if (pathId && sentId && sentId !== pathId) problems.push([bodyId!, `${bodyId} ${sentId} is not the work order of the address (${pathId})`]);
  (f.answers ?? []).forEach((a, i) => {
    for (const [key, name] of bodyKeys(a)) {
      if (key === "id" || key === "questioncontent" || key === "answercontent") continue;
      const orderId = pathId ?? f.id;
      if (key === "workorderid" && (isEmpty(a[name]) || a[name] === 0 || Number(a[name]) === orderId)) continue;
      problems.push([`Answers.${i}.${name}`, `Answers.${i}.${name} is not saved with an answer`]);
    }
  });
  if (problems.length) throw unsaved(problems);
}

/**
 * The legacy model to SaveWorkOrderInput: a field left out of the body is left out (kept on an
 * update); a field the save would not keep is refused by name (refuseUnsaved).
 */
export function workOrderInput(args: Record<string, unknown>, id: number | null, input?: ShimInput) {
  const f = workOrderForm.parse(args);
  if (input) refuseUnsaved(input, id, f, blankWorkOrder(args));
  return {
    id: id ?? f.id,
    version: f.version,
    asRequest: f.asrequest,
    clientId: f.clientid ?? 0,
    siteId: f.siteid ?? 0,
    contactId: f.contactid,
    assetId: f.assetid,
    tradeId: f.tradeid,
    subTradeId: f.subtradeid,
    contractorId: f.contractorid,
    workOrderTypeId: f.workordertypeid ?? 0,
    workOrderStatusId: f.workorderstatusid,
    progressCodeId: f.progresscodeid,
    methodOfRequestId: f.methodofrequestid !== undefined ? f.methodofrequestid : f.methodofrequest,
    slaCode: f.slacode,
    financialCodeId: f.financialcodeid,
    capitalCodeId: f.capitalcodeid,
    queryReasonId: f.queryreasonid,
    smsNumber: f.smsnumber,
    smsNotifications: f.smsnotifications,
    sendNotifications: f.sendnotifications,
    requestedBy: [f.requestedby, f.requested, f.name].find((v) => v !== undefined),
    clientRef: f.clientref,
    issue: f.issue,
    details: f.details,
    accessTimes: f.accesstimes,
    dateOpened: f.dateopened,
    requestDate: f.requestdate,
    dueDate: f.duedate,
    estimatedCost: f.estimatedcost,
    approvedCost: f.approvedcost,
    valuationNumber: f.valuationnumber,
    invoiceNo: f.invoiceno,
    invoiceDate: f.invoicedate,
    invoiceAmount: f.invoiceamount,
    progressNote: f.progressnote,
    answers: f.answers?.map((a) => {
      const x = answerForm.parse(lower(a));
      return { id: x.id, questionContent: x.questioncontent, answerContent: x.answercontent };
    }),
  };
}

/** The generic model's read (GET /api/WorkOrders/{id}), also what a save compares the fields it does not write with. */
const MODEL = graphql(`
  query WorkOrdersModel($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) {
    workOrder(id: $id) {
      ...LegacyWorkOrderModel
    }
  }
`);

const SAVE = graphql(`
  mutation WorkOrdersSave($input: SaveWorkOrderInput!, $isStaff: Boolean!, $isClient: Boolean!) {
    saveWorkOrder(input: $input) {
      workOrder {
        ...LegacyWorkOrderModel
      }
      error {
        ...LegacyRefusal
      }
    }
  }
`);

const CONVERT = graphql(`
  mutation WorkOrdersApproveAndConvert($id: Int!, $contractorId: Int, $isStaff: Boolean!, $isClient: Boolean!) {
    approveAndConvert(id: $id, contractorId: $contractorId) {
      workOrder {
        ...LegacyWorkOrderModel
      }
      error {
        ...LegacyRefusal
      }
    }
  }
`);

const declineParams = z.object({ workorderid: idParam, note: z.union([z.string(), z.null()]).optional(), subject: z.string().nullish() });
const cancelParams = z.object({ id: idParam, version: legacyVersion });

/**
 * PUT /api/WorkOrders/Decline on a request (staff): declined with the note. The legacy decline sends
 * a note without a subject: 'Declined' is its subject. The call itself is declared with the quote
 * decisions (quote-decisions.routes.ts): on an order awaiting quote approval it rejects the quote,
 * and becomes this otherwise.
 */
export const declineRequestShim = shim({
  method: "put",
  path: "/WorkOrders/Decline",
  tenancy: "staff",
  operation: graphql(`
    mutation WorkOrdersDecline($id: Int!, $subject: String!, $note: String!, $isStaff: Boolean!, $isClient: Boolean!) {
      declineRequest(id: $id, subject: $subject, note: $note) {
        workOrder {
          ...LegacyWorkOrderModel
        }
        error {
          ...LegacyRefusal
        }
      }
    }
  `),
  variables: ({ args }) => {
    const p = declineParams.parse(args);
    return { id: p.workorderid, subject: p.subject?.trim() || "Declined", note: p.note ?? "" };
  },
  result: ({ declineRequest }) => legacyWorkOrder(declineRequest.workOrder!),
});

/** The lifecycle's calls (§7): save, approve-and-convert, cancel, the asset warranty check (decline: declineRequestShim). */
function lifecycleRoutes() {
  return [
    ...modelSaves({
      path: "/WorkOrders",
      // a client user may raise (and change while it awaits a response) a request of its own client's; a
      // contractor user change its own order's progress code, asset and progress note (the subgraph refuses the rest)
      tenancy: "scoped",
      operation: SAVE,
      // the order as stored, when the body sends back fields a save does not write (to compare them)
      current: {
        operation: MODEL,
        variables: ({ args, body }) => {
          const id = optionalId.parse(args.id);
          return id && sendsReadOnly(body) ? { id } : null;
        },
      },
      variables: (input, id) => ({ input: workOrderInput(input.args, id, input) }),
      modelFields: legacyField,
      result: ({ saveWorkOrder }) => legacyWorkOrder(saveWorkOrder.workOrder!),
    }),
    shim({
      method: "post",
      path: "/WorkOrders/ApproveAndConvert/:id",
      tenancy: "staff",
      operation: CONVERT,
      variables: ({ args }) => ({ id: idParam.parse(args.id), contractorId: null }),
      result: ({ approveAndConvert }) => legacyWorkOrder(approveAndConvert.workOrder!),
    }),
    shim({
      method: "post",
      path: "/WorkOrders/ApproveAndConvert/:id/:contractorId",
      tenancy: "staff",
      operation: CONVERT,
      variables: ({ args }) => ({ id: idParam.parse(args.id), contractorId: idParam.parse(args.contractorid) || null }),
      result: ({ approveAndConvert }) => legacyWorkOrder(approveAndConvert.workOrder!),
    }),
    shim({
      method: "post",
      path: "/WorkOrders/Cancelled",
      tenancy: "staff",
      operation: graphql(`
        mutation WorkOrdersCancel($id: Int!, $version: Int, $isStaff: Boolean!, $isClient: Boolean!) {
          cancelWorkOrder(id: $id, version: $version) {
            workOrder {
              ...LegacyWorkOrderModel
            }
            error {
              ...LegacyRefusal
            }
          }
        }
      `),
      variables: ({ args }) => {
        const p = cancelParams.parse(args);
        return { id: p.id, version: p.version ?? null };
      },
      result: ({ cancelWorkOrder }) => legacyWorkOrder(cancelWorkOrder.workOrder!),
    }),
    // false means the asset is in warranty (§5: 'Please be aware that this asset is in warranty!'); no asset, no warning
    shim({
      method: "get",
      path: "/workorders/assetwarrantycheck",
      tenancy: "scoped",
      operation: graphql(`
        query WorkOrdersAssetWarranty($id: Int!) {
          asset(id: $id) {
            id
            inWarranty
          }
        }
      `),
      blank: ({ args }) => (optionalId.parse(args.id) ? undefined : true),
      variables: ({ args }) => ({ id: idParam.parse(args.id) }),
      result: ({ asset }) => !asset.inWarranty,
    }),
  ];
}

export const workOrderRoutes = [
  shim({
    method: "post",
    path: "/WorkOrders/main",
    tenancy: "scoped",
    operation: LIST_OPERATION,
    variables: ({ args }) => listVariables(args),
    result: listResult,
  }),
  shim({
    method: "post",
    path: "/WorkOrders/requests",
    tenancy: "scoped",
    operation: LIST_OPERATION,
    // requests are the orders awaiting a response
    variables: ({ args }) => listVariables(args, { status: 1 }),
    result: listResult,
  }),
  shim({
    method: "get",
    path: "/WorkOrders",
    tenancy: "scoped",
    operation: LIST_OPERATION,
    variables: ({ args }) => listVariables(args),
    result: listResult,
  }),
  // a site's work orders (the site screen's tab, the client portal's site page): the list, by its siteId
  ...["/WorkOrders/WorkOrdersInSite", "/ClientPortal/WorkOrdersInSite"].map((path) =>
    shim({
      method: "get",
      path,
      tenancy: "scoped",
      operation: LIST_OPERATION,
      variables: ({ args }) => listVariables(args),
      result: listResult,
    }),
  ),
  shim({
    method: "get",
    path: "/WorkOrders/Counters",
    tenancy: "scoped",
    operation: graphql(`
      query WorkOrdersCounters {
        workOrderCounters {
          requestAwaitingAResponse
          open
          awaitingQuote
          awaitingQuoteApproval
          awaitingCertificate
          closed
          approved
          query
          submitted
          completed
          cancelled
          awaitingCertAudit
          discarded
        }
      }
    `),
    result: ({ workOrderCounters }) => legacy({ name: (n) => `${n}Counter` })(workOrderCounters),
  }),
  shim({
    method: "get",
    path: "/WorkOrders/:id",
    tenancy: "scoped",
    operation: MODEL,
    // id 0: the blank model of a new request or work order
    blank: ({ args }) => (idParam.parse(args.id) === 0 ? blankWorkOrder(args) : undefined),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ workOrder }) => legacyWorkOrder(workOrder),
  }),
  ...lifecycleRoutes(),
];
