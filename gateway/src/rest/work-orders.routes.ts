import { z } from "zod";
import { graphql } from "../gql";
import type { LegacyWorkOrderModelFragment, WorkOrdersListQuery } from "../gql/graphql";
import { flag, formFlag, formId, idParam, mapFilters, optionalId, pageArgs, parseFilter, parseSort, text, type LegacyFilter } from "./legacy";
import { kept, legacyInstant, legacyMoney, legacyVersion } from "./params";
import { modelSaves } from "./model";
import { legacy, list } from "./shape";
import { shim, ShimInputError } from "./shim";

/** Legacy grid field names (any case) to the GraphQL WorkOrderField. */
const FIELDS = {
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
  clientref: formText,
  issue: formText,
  details: formText,
  accesstimes: formText,
  dateopened: kept(legacyInstant),
  requestdate: kept(legacyInstant),
  duedate: kept(legacyInstant),
  estimatedcost: kept(legacyMoney),
  valuationnumber: formText,
  invoiceno: formText,
  invoicedate: kept(legacyInstant),
  invoiceamount: kept(legacyMoney),
  answers: z.array(z.record(z.string(), z.unknown())).max(200).nullish(),
});

const lower = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k.toLowerCase(), v]));

/** The legacy model to SaveWorkOrderInput: a field left out of the body is left out (kept on an update). */
export function workOrderInput(args: Record<string, unknown>, id: number | null) {
  const f = workOrderForm.parse(args);
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
    requestedBy: f.requestedby !== undefined ? f.requestedby : f.requested,
    clientRef: f.clientref,
    issue: f.issue,
    details: f.details,
    accessTimes: f.accesstimes,
    dateOpened: f.dateopened,
    requestDate: f.requestdate,
    dueDate: f.duedate,
    estimatedCost: f.estimatedcost,
    valuationNumber: f.valuationnumber,
    invoiceNo: f.invoiceno,
    invoiceDate: f.invoicedate,
    invoiceAmount: f.invoiceamount,
    answers: f.answers?.map((a) => {
      const x = answerForm.parse(lower(a));
      return { id: x.id, questionContent: x.questioncontent, answerContent: x.answercontent };
    }),
  };
}

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
      // a client user may raise a request of its own client's (the subgraph refuses it the rest)
      tenancy: "scoped:client",
      operation: SAVE,
      variables: ({ args }, id) => ({ input: workOrderInput(args, id) }),
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
    operation: graphql(`
      query WorkOrdersModel($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) {
        workOrder(id: $id) {
          ...LegacyWorkOrderModel
        }
      }
    `),
    // id 0: the blank model of a new request or work order
    blank: ({ args }) => (idParam.parse(args.id) === 0 ? blankWorkOrder(args) : undefined),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ workOrder }) => legacyWorkOrder(workOrder),
  }),
  ...lifecycleRoutes(),
];
