import { InMemoryCache, type TypePolicies } from "@apollo/client";

/** Every entity the API returns, keyed by id */
export const ENTITY_TYPES = [
  "Brand",
  "Client",
  "Contractor",
  "Site",
  "Trade",
  "BillingStatus",
  "BillingItemType",
  "LogMaterialType",
  "User",
  "GridViewState",
  "UserType",
  "Department",
  "WorkOrderStatus",
  "WorkOrderType",
  "ProgressCode",
  "MethodOfRequest",
  "FinancialCode",
  "CapitalCode",
  "QueryReason",
  "WorkOrder",
  "UserInSite",
  "UserOption",
  "BiReportNode",
  "AuditTrailEntry",
] as const;

/** Objects without an identity of their own: stored inside their parent */
export const EMBEDDED_TYPES = [
  "WorkOrderPage",
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
] as const;

/** One per signed-in user: a singleton in the cache */
export const SINGLETON_TYPES = ["Me", "WorkOrderCounters"] as const;

/** Arguments that tell one page of the work-order list from another */
export const WORK_ORDER_LIST_ARGS = [
  "page",
  "pageSize",
  "status",
  "overdue",
  "workOrderTypeId",
  "siteId",
  "clientId",
  "contractorId",
  "excludeId",
  "search",
  "filters",
  "sort",
  "statuses",
  "after",
];

export const typePolicies: TypePolicies = {
  ...Object.fromEntries(ENTITY_TYPES.map((t) => [t, { keyFields: ["id"] }])),
  ...Object.fromEntries(EMBEDDED_TYPES.map((t) => [t, { keyFields: false }])),
  ...Object.fromEntries(SINGLETON_TYPES.map((t) => [t, { keyFields: [] }])),
  SlaCode: { keyFields: ["code"] },
  Query: {
    fields: {
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

export const possibleTypes = { Error: ["SignInError", "UserError", "BiReportError"] };

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies, possibleTypes });
}
