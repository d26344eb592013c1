import { z } from "zod";
import { flag, idParam, list, mapFilters, money, optionalId, pageArgs, parseFilter, parseSort, text, type LegacyFilter } from "./legacy";
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
const ROW = `
  id refNo dateOpened dueDate requestedBy clientRef issue details clientId clientName siteId siteName
  contractorId contractorName subTradeName workOrderStatusId workOrderStatus workOrderType deadline
  estimatedCost @include(if: $isStaff)`;

/** Every field of the generic model read, each as far as the caller may read it (WorkOrder's @Readers rules). */
const MODEL = `${ROW}
  dateClosed requestDate siteCode tradeId tradeName subTradeId workOrderTypeId progressCodeId progressCode slaCode
  assetId assetCategoryId contactId methodOfRequestId methodOfRequest showCategory accessTimes dateStatus
  ... @include(if: $isStaff) {
    approvedCost overBudget invoiceDate invoiceNo invoiceAmount allContractorIds capitalCodeId financialCodeId
    smsNumber smsNotifications sendNotifications contractorEmailed supersededCostPrice supersededReason valuationNumber
  }
  ... @skip(if: $isClient) { actualCost callOutCost queryReasonId missingInfo }`;

type Row = Record<string, unknown> & { id: number; refNo: string };

/** A work order in the legacy shape: PascalCase, names beside ids as the spec names them. */
const LEGACY_NAMES: [string, string, ((v: unknown) => unknown)?][] = [
  ["id", "id"],
  ["refNo", "RefNo"],
  ["refNo", "Reference"],
  ["refNo", "RequestRefNo"],
  ["dateOpened", "DateOpened"],
  ["dueDate", "DueDate"],
  ["dateClosed", "DateClosed"],
  ["requestDate", "RequestDate"],
  ["requestedBy", "Requested"],
  ["clientRef", "ClientRef"],
  ["issue", "Issue"],
  ["details", "Details"],
  ["clientId", "ClientId"],
  ["clientName", "Client"],
  ["siteId", "SiteId"],
  ["siteName", "Site"],
  ["siteCode", "SiteCode"],
  ["contractorId", "ContractorId"],
  ["contractorName", "ContractorName"],
  ["tradeId", "TradeId"],
  ["tradeName", "Trade"],
  ["subTradeId", "SubTradeId"],
  ["subTradeName", "SubTradeName"],
  ["workOrderStatusId", "WorkOrderStatusId"],
  ["workOrderStatus", "WorkOrderStatus"],
  ["workOrderTypeId", "WorkOrderTypeId"],
  ["workOrderType", "WorkOrderType"],
  ["progressCodeId", "ProgressCodeId"],
  ["progressCode", "ProgressCode"],
  ["slaCode", "SLACode"],
  ["estimatedCost", "EstimatedCost", money],
  ["approvedCost", "ApprovedCost", money],
  ["actualCost", "ActualCost", money],
  ["overBudget", "OverBudget"],
  ["deadline", "Deadline"],
  ["invoiceDate", "InvoiceDate"],
  ["invoiceNo", "InvoiceNo"],
  ["invoiceAmount", "InvoiceAmount", money],
  ["assetId", "AssetId"],
  ["assetCategoryId", "AssetCategoryId"],
  ["contactId", "ContactId"],
  ["allContractorIds", "AllContractorIds"],
  ["capitalCodeId", "CapitalCodeId"],
  ["financialCodeId", "FinancialCodeId"],
  ["methodOfRequestId", "MethodOfRequest"],
  ["methodOfRequest", "MethodOfRequestName"],
  ["smsNumber", "SMSNumber"],
  ["smsNotifications", "SMSNotifications"],
  ["sendNotifications", "SendNotifications"],
  ["contractorEmailed", "ContractorEmailed"],
  ["showCategory", "ShowCategory"],
  ["callOutCost", "CallOutCost", money],
  ["supersededCostPrice", "SupersededCostPrice", money],
  ["supersededReason", "SupersededReason"],
  ["queryReasonId", "QueryReasonId"],
  ["valuationNumber", "ValuationNumber"],
  ["accessTimes", "AccessTimes"],
  ["missingInfo", "MissingInfo"],
  ["dateStatus", "DateStatus"],
];

const BY_FIELD = new Map<string, [string, ((v: unknown) => unknown)?][]>();
for (const [from, to, convert] of LEGACY_NAMES) BY_FIELD.set(from, [...(BY_FIELD.get(from) ?? []), [to, convert]]);

/** A work order in the legacy shape: PascalCase, names beside ids as the spec names them; only the fields asked for. */
export function legacyWorkOrder(w: Row): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field in w) {
    const targets = BY_FIELD.get(field);
    if (!targets) continue;
    for (const [to, convert] of targets) out[to] = convert ? convert(w[field]) : w[field];
  }
  if ("invoiceNo" in w) out.WODownloadURL = `/api/pdf/workorderpdf/${w.id}`;
  return out;
}

const LIST_OPERATION = `query WorkOrdersList(
    $isStaff: Boolean!, $page: Int!, $pageSize: Int!, $status: Int, $overdue: Boolean, $workOrderTypeId: Int, $siteId: Int,
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
    operation: `query WorkOrdersModel($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) { workOrder(id: $id) { ${MODEL} } }`,
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: (data: { workOrder: Row }) => legacyWorkOrder(data.workOrder),
  }),
];
