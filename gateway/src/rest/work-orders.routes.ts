import { z } from "zod";
import { flag, idParam, list, mapFilters, money, optionalId, pageArgs, parseFilter, parseSort, text, type LegacyFilter } from "./legacy";
import { shim, ShimInputError } from "./shim";

/** Legacy grid field names (any case) to the GraphQL WorkOrderField. */
const FIELDS = {
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

/** The fields of a grid row. */
const ROW = `
  id refNo dateOpened dueDate dateClosed requestDate requestedBy clientRef issue details
  clientId clientName siteId siteName siteCode contractorId contractorName tradeId tradeName subTradeId subTradeName
  workOrderStatusId workOrderStatus workOrderTypeId workOrderType progressCodeId progressCode slaCode
  estimatedCost approvedCost actualCost overBudget deadline`;

/** Every field of the generic model read. */
const MODEL = `${ROW}
  invoiceDate invoiceNo invoiceAmount assetId assetCategoryId contactId allContractorIds capitalCodeId financialCodeId
  methodOfRequestId methodOfRequest smsNumber smsNotifications sendNotifications contractorEmailed showCategory
  callOutCost supersededCostPrice supersededReason queryReasonId valuationNumber accessTimes missingInfo dateStatus`;

type Row = Record<string, unknown> & { id: number; refNo: string };

/** A work order in the legacy shape: PascalCase, names beside ids as the spec names them. */
export function legacyWorkOrder(w: Row): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: w.id,
    RefNo: w.refNo,
    Reference: w.refNo,
    RequestRefNo: w.refNo,
    DateOpened: w.dateOpened,
    DueDate: w.dueDate,
    DateClosed: w.dateClosed,
    RequestDate: w.requestDate,
    Requested: w.requestedBy,
    ClientRef: w.clientRef,
    Issue: w.issue,
    Details: w.details,
    ClientId: w.clientId,
    Client: w.clientName,
    SiteId: w.siteId,
    Site: w.siteName,
    SiteCode: w.siteCode,
    ContractorId: w.contractorId,
    ContractorName: w.contractorName,
    TradeId: w.tradeId,
    Trade: w.tradeName,
    SubTradeId: w.subTradeId,
    SubTradeName: w.subTradeName,
    WorkOrderStatusId: w.workOrderStatusId,
    WorkOrderStatus: w.workOrderStatus,
    WorkOrderTypeId: w.workOrderTypeId,
    WorkOrderType: w.workOrderType,
    ProgressCodeId: w.progressCodeId,
    ProgressCode: w.progressCode,
    SLACode: w.slaCode,
    EstimatedCost: money(w.estimatedCost as string | null),
    ApprovedCost: money(w.approvedCost as string | null),
    ActualCost: money(w.actualCost as string | null),
    OverBudget: w.overBudget,
    Deadline: w.deadline,
  };
  if ("invoiceNo" in w) {
    Object.assign(out, {
      InvoiceDate: w.invoiceDate,
      InvoiceNo: w.invoiceNo,
      InvoiceAmount: money(w.invoiceAmount as string | null),
      AssetId: w.assetId,
      AssetCategoryId: w.assetCategoryId,
      ContactId: w.contactId,
      AllContractorIds: w.allContractorIds,
      CapitalCodeId: w.capitalCodeId,
      FinancialCodeId: w.financialCodeId,
      MethodOfRequest: w.methodOfRequestId,
      MethodOfRequestName: w.methodOfRequest,
      SMSNumber: w.smsNumber,
      SMSNotifications: w.smsNotifications,
      SendNotifications: w.sendNotifications,
      ContractorEmailed: w.contractorEmailed,
      ShowCategory: w.showCategory,
      CallOutCost: money(w.callOutCost as string | null),
      SupersededCostPrice: money(w.supersededCostPrice as string | null),
      SupersededReason: w.supersededReason,
      QueryReasonId: w.queryReasonId,
      ValuationNumber: w.valuationNumber,
      AccessTimes: w.accessTimes,
      MissingInfo: w.missingInfo,
      DateStatus: w.dateStatus,
      WODownloadURL: `/api/pdf/workorderpdf/${w.id}`,
    });
  }
  return out;
}

const LIST_OPERATION = `query WorkOrdersList(
    $page: Int!, $pageSize: Int!, $status: Int, $overdue: Boolean, $workOrderTypeId: Int, $siteId: Int,
    $excludeId: Int, $search: String, $filters: [WorkOrderFilterInput!], $sort: [WorkOrderSortInput!]
  ) {
    workOrders(page: $page, pageSize: $pageSize, status: $status, overdue: $overdue, workOrderTypeId: $workOrderTypeId,
      siteId: $siteId, excludeId: $excludeId, search: $search, filters: $filters, sort: $sort) {
      totalCount
      nodes { ${ROW} }
    }
  }`;

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

interface ListData {
  workOrders: { totalCount: number; nodes: Row[] };
}
const listResult = (data: ListData) => list(data.workOrders.nodes.map(legacyWorkOrder), data.workOrders.totalCount);

interface Counters {
  workOrderCounters: Record<string, number>;
}

export const workOrderRoutes = [
  shim({
    method: "post",
    path: "/WorkOrders/main",
    operation: LIST_OPERATION,
    variables: ({ args }) => listVariables(args),
    result: listResult,
  }),
  shim({
    method: "post",
    path: "/WorkOrders/requests",
    operation: LIST_OPERATION,
    // requests are the orders awaiting a response
    variables: ({ args }) => listVariables(args, { status: 1 }),
    result: listResult,
  }),
  shim({
    method: "get",
    path: "/WorkOrders",
    operation: LIST_OPERATION,
    variables: ({ args }) => listVariables(args),
    result: listResult,
  }),
  shim({
    method: "get",
    path: "/WorkOrders/Counters",
    operation: `query WorkOrdersCounters {
      workOrderCounters {
        requestAwaitingAResponse open awaitingQuote awaitingQuoteApproval awaitingCertificate closed
        approved query submitted completed cancelled awaitingCertAudit discarded
      }
    }`,
    result: ({ workOrderCounters: c }: Counters) => ({
      RequestAwaitingAResponseCounter: c.requestAwaitingAResponse,
      OpenCounter: c.open,
      AwaitingQuoteCounter: c.awaitingQuote,
      AwaitingQuoteApprovalCounter: c.awaitingQuoteApproval,
      AwaitingCertificateCounter: c.awaitingCertificate,
      ClosedCounter: c.closed,
      ApprovedCounter: c.approved,
      QueryCounter: c.query,
      SubmittedCounter: c.submitted,
      CompletedCounter: c.completed,
      CancelledCounter: c.cancelled,
      AwaitingCertAuditCounter: c.awaitingCertAudit,
      DiscardedCounter: c.discarded,
    }),
  }),
  shim({
    method: "get",
    path: "/WorkOrders/:id",
    operation: `query WorkOrdersModel($id: Int!) { workOrder(id: $id) { ${MODEL} } }`,
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: (data: { workOrder: Row }) => legacyWorkOrder(data.workOrder),
  }),
];
