import { InMemoryCache, type FieldPolicy, type TypePolicies } from "@apollo/client";
import { lookupList } from "../../../../services/shared/src/lookups";

/**
 * The lookups, as services/shared/src/lookups.ts declares them: immutable reference data. Each row
 * is kept once, by its key (id, or an SLA code's code), and each list is one cache entry (a lookup
 * field takes no arguments), so a query that asks only for lookups can be read "cache-first".
 */
const LOOKUPS = lookupList();
const LOOKUP_TYPE_POLICIES: TypePolicies = Object.fromEntries(LOOKUPS.map((l) => [l.type, { keyFields: [l.key ?? "id"] }]));
const LOOKUP_FIELD_POLICIES: Record<string, FieldPolicy> = Object.fromEntries(LOOKUPS.map((l) => [l.field, { keyArgs: false }]));

/** Every entity the API returns, keyed by id (the lookups keyed by id among them) */
export const ENTITY_TYPES: readonly string[] = [
  // documents (a DocumentLink's id is its document's: one link per document, replaced by each fetch)
  "Document",
  "DocumentType",
  "DocumentLink",
  // the compliance register (docs/compliance.md): its types are reference data; the PPM order raised
  // for a cell (its id the order's, under a type name of its own)
  "ComplianceType",
  "ComplianceRaisedOrder",
  "Brand",
  "Client",
  "Contractor",
  "Site",
  "Trade",
  "User",
  "GridViewState",
  "WorkOrder",
  "UserInSite",
  "UserOption",
  "BiReportNode",
  "AuditTrailEntry",
  "ApiKey",
  "WebhookEndpoint",
  "WebhookDelivery",
  // clients
  "SubTradeInClient",
  "SubTradeInClientRow",
  "Asset",
  "AssetOption",
  // trades and engineers
  "Question",
  "Engineer",
  // PPM schedules
  "Ppm",
  // contracts
  "Contract",
  "ContractorInContract",
  "SiteInContractorInContract",
  // work-order lifecycle
  "Answer",
  // work-order notes, links and audits
  "WorkOrderNote",
  "LinkedWorkOrder",
  "WorkOrderAudit",
  // contractors' notifications
  "OutboxMessage",
  // logged time and materials
  "LogTime",
  "LogMaterial",
  // quotes and their items
  "Quote",
  "BillingItem",
  // the reports' rows (a work order as the reports show it: its id is the order's)
  "ReportOrder",
  // the report builder's saved reports
  "SavedReport",
  ...LOOKUPS.filter((l) => (l.key ?? "id") === "id").map((l) => l.type),
];

/** Objects without an identity of their own: stored inside their parent */
export const EMBEDDED_TYPES = [
  "WorkOrderPage",
  // the reports: pages, chart points and the columns catalogue
  "ReportOrderPage",
  "ReportWeek",
  "ReportContractorValue",
  "ReportReasonCount",
  "ReportColumn",
  "SaveSavedReportPayload",
  "DeleteSavedReportPayload",
  "SavedReportError",
  // what the viewer may do with saved reports (read again with the list)
  "ReportBuilderViewerCan",
  "WorkOrderProgressStep",
  "SlaClocks",
  "SlaClock",
  // the SLA attainment report and its rows (a group's figures for a range)
  "SlaAttainment",
  "SlaAttainmentRow",
  "SignInPayload",
  "SignedIn",
  "SignInError",
  "FieldError",
  "SessionCheck",
  "PermissionEntry",
  "StatusCountEntry",
  "UserPage",
  "UserError",
  "SaveUserPayload",
  "DeleteUserPayload",
  "ResetPasswordPayload",
  "BiReportError",
  "SaveBiReportPayload",
  "AuditTrailPage",
  // API keys (Configuration > API keys)
  "ApiKeyPage",
  "ApiKeyError",
  "CreateApiKeyPayload",
  "RevokeApiKeyPayload",
  // webhooks (GraphQL only so far)
  "WebhookDeliveryPage",
  "WebhookEndpointPayload",
  "WebhookError",
  "WebhookDeliveryPayload",
  // clients
  "ClientPage",
  "ClientError",
  "SaveClientPayload",
  "ClientSlaCodeRow",
  "SaveClientSlaCodesPayload",
  "AddSubTradeInClientPayload",
  // sites
  "SitePage",
  "SiteError",
  "SaveSitePayload",
  "DeleteSitePayload",
  "ContractorPage",
  "ContractorError",
  "SaveContractorPayload",
  "DeleteContractorPayload",
  "AssetPage",
  "AssetError",
  "SaveAssetPayload",
  "DeleteAssetPayload",
  "ImportAssetsPayload",
  "AssetImportRowError",
  // finances: the invoice and supplier cost imports
  "ImportInvoicesPayload",
  "ImportSupplierCostsPayload",
  "FinanceImportError",
  "FinanceImportRowError",
  // brands and branding
  "BrandError",
  "SaveBrandPayload",
  "DeleteBrandPayload",
  "ClientBrand",
  "ClientBrandPayload",
  // trades, sub-trades and their questions; engineers
  "TradeError",
  "SaveTradePayload",
  "DeleteTradePayload",
  "SaveQuestionPayload",
  "DeleteQuestionPayload",
  "EngineerPage",
  "EngineerError",
  "SaveEngineerPayload",
  "DeleteEngineerPayload",
  // PPM
  "PpmPage",
  "PpmError",
  "SavePpmPayload",
  "ConvertPpmWorkOrdersPayload",
  "RaisePendingPpmOrdersPayload",
  // quote decisions
  "QuoteDecisionPayload",
  "QuoteDecisionError",
  // the data import (#/configuration/import)
  "ImportError",
  "ImportPayload",
  "ImportRowError",
  "ImportUsersPayload",
  "UserImportRowError",
  // contracts
  "ContractPage",
  "ContractorInContractPage",
  "ContractError",
  "SaveContractPayload",
  "DeleteContractPayload",
  "SaveContractorInContractPayload",
  "SaveSiteInContractorInContractPayload",
  "ImportContractorsInContractPayload",
  "ContractorImportRowError",
  // work-order lifecycle
  "WorkOrderError",
  "SaveWorkOrderPayload",
  "SaveAnswerPayload",
  "StatusTransition",
  // what the viewer may do to one work order, quote or document now (embedded in it, read again with it)
  "WorkOrderViewerCan",
  "WorkOrderActionRefusal",
  "QuoteViewerCan",
  "DocumentViewerCan",
  // work-order notes, links, audits and the dashboard's weeks
  "WorkOrderNotePage",
  "SaveWorkOrderNotePayload",
  "WorkOrderNoteError",
  "LinkedWorkOrderPage",
  "LinkWorkOrdersPayload",
  "LinkedWorkOrderError",
  "WorkOrderAuditPage",
  "DashboardWeek",
  // documents and certificates
  "DocumentPage",
  "SiteCertificatePage",
  // the compliance register's page, its cells (a site × type on a day), a client's settings, a site's set
  "ComplianceSitePage",
  "ComplianceCell",
  "ClientComplianceSettings",
  "SiteComplianceRequirements",
  // a register cell's certificate history (complianceHistory), one certificate a row: read fresh each time
  "ComplianceCertificate",
  "SiteCertificate",
  "DocumentPayload",
  "DocumentError",
  "CopyDocumentsPayload",
  // contractors' notifications
  "OutboxMessagePage",
  "NotificationPayload",
  "NotificationError",
  // logged time and materials, cost counters (one work order's, kept under its costCounters(workOrderId) entry)
  "LogTimePage",
  "LogMaterialPage",
  "LogError",
  "SaveLogTimePayload",
  "SaveLogMaterialPayload",
  "DeleteLogPayload",
  "CostCounters",
  "QuotedCost",
  // cost submission and billing's cost checks (worked out on read, one per order and request)
  "CompleteWorkOrderPayload",
  "SubmitCostsPayload",
  "SubmissionError",
  "CostChecks",
  "CostCheckFlag",
  "CostFigure",
  // quotes and their items
  "QuotePage",
  "BillingItemPage",
  "QuoteError",
  "SaveQuotePayload",
  "DeleteQuotePayload",
  "SaveBillingItemPayload",
  "DeleteBillingItemPayload",
] as const;

/**
 * Types with an id that is not their identity: a matching contractor's id is the contractor's, and
 * its row (site listed, contract) belongs to one work order, so two orders' matches must not merge. A
 * compliance register row's id is its site's, and its cells are those of the day asked for.
 */
export const UNKEYED_TYPES = ["MatchingContractor", "ComplianceSite"] as const;

/** One per signed-in user: a singleton in the cache */
export const SINGLETON_TYPES = ["Me", "WorkOrderCounters", "Dashboard"] as const;

/** Arguments that tell one page of the work-order list from another */
export const WORK_ORDER_LIST_ARGS = [
  "page",
  "pageSize",
  "status",
  "overdue",
  "slaEscalated",
  "workOrderTypeId",
  "siteId",
  "clientId",
  "contractorId",
  "excludeId",
  "ppm",
  "search",
  "filters",
  "sort",
  "statuses",
  "after",
];

export const typePolicies: TypePolicies = {
  ...Object.fromEntries(ENTITY_TYPES.map((t) => [t, { keyFields: ["id"] }])),
  ...Object.fromEntries([...EMBEDDED_TYPES, ...UNKEYED_TYPES].map((t) => [t, { keyFields: false }])),
  ...Object.fromEntries(SINGLETON_TYPES.map((t) => [t, { keyFields: [] }])),
  ...LOOKUP_TYPE_POLICIES,
  Query: {
    fields: {
      ...LOOKUP_FIELD_POLICIES,
      // a paged list: each page (with its filters, search and sort) is its own entry
      workOrders: { keyArgs: WORK_ORDER_LIST_ARGS },
      workOrder: {
        // a work order already in the cache (from a grid row) answers workOrder(id) at once
        read(existing, { args, toReference }) {
          return existing ?? (args?.id !== undefined ? toReference({ __typename: "WorkOrder", id: args.id }) : undefined);
        },
      },
      gridState: { keyArgs: ["grid"] },
    },
  },
};

export const possibleTypes = {
  Error: [
    "SignInError",
    "UserError",
    "BiReportError",
    "ApiKeyError",
    "WebhookError",
    "ClientError",
    "SiteError",
    "AssetError",
    "BrandError",
    "ContractorError",
    "TradeError",
    "EngineerError",
    "ImportError",
    "ContractError",
    "WorkOrderError",
    // work-order notes and links
    "WorkOrderNoteError",
    "LinkedWorkOrderError",
    "PpmError",
    // documents
    "DocumentError",
    // contractors' notifications
    "NotificationError",
    // logged time and materials
    "LogError",
    // cost submission
    "SubmissionError",
    // finances' imports
    "FinanceImportError",
    // the report builder
    "SavedReportError",
    // quote decisions
    "QuoteDecisionError",
    // quotes
    "QuoteError",
  ],
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies, possibleTypes });
}
