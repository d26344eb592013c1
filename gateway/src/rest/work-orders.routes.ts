import { z } from "zod";
import { graphql } from "../gql";
import type { LegacyWorkOrderModelFragment, WorkOrdersListQuery } from "../gql/graphql";
import { flag, idParam, mapFilters, optionalId, pageArgs, parseFilter, parseSort, text, type LegacyFilter } from "./legacy";
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
    ... @include(if: $isStaff) {
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
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ workOrder }) => legacyWorkOrder(workOrder),
  }),
];
