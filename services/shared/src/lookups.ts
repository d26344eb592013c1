/**
 * Reference data, declared once. Each lookup (statuses, types, codes, ...) is one entry here, keyed
 * by its Query field, and everything else is made from it:
 *
 * - the owning service's entity (`@LookupEntity("workOrderStatuses")` on its class) and its Query
 *   field with its access rule (`lookupResolver(service, entities)`, services/shared/src/db/lookup.ts);
 * - the legacy REST shim of each path (gateway/src/rest/lookups.routes.ts), tagged "shared" or "staff"
 *   for the tenancy test;
 * - the web client's cache policy (web/src/app/apollo/cache.ts).
 *
 * Plain data without imports: the gateway and the web client read it without MikroORM or type-graphql.
 */
export type LookupService = "identity" | "assets" | "work-orders" | "billing";

export interface LookupDeclaration {
  /** The GraphQL object type of a row, and the name of its entity class. */
  readonly type: string;
  /** The service that owns the table and answers the field. */
  readonly service: LookupService;
  /** The table, in the owning service's schema; its rows come with the migrations. */
  readonly table: string;
  /** Who may read it: every signed-in user (the same rows for all), or back-office users only. */
  readonly access: "signedIn" | "staff";
  /** The field that identifies a row (the cache key); "id" unless said. */
  readonly key?: string;
  /** The field rows are ordered by, ascending; the key unless said. */
  readonly orderBy?: string;
  /** The Query field's description in the schema. */
  readonly description?: string;
  /** The legacy GET paths under /api that answer it. */
  readonly rest?: readonly string[];
  /** The fields of a legacy row, PascalCased by the shims (id stays id); id and name unless said. */
  readonly legacyFields?: readonly string[];
  /**
   * For a lookup whose key is not `id`: the field a legacy row's `id` repeats, so that every
   * lookup's rows answer `id` and `Name` (an SLA code's id is its code, what a work order's SLACode
   * and a client's SLA hours name).
   */
  readonly legacyId?: string;
}

export const LOOKUPS = {
  // work-orders (staff-and-work-orders §3, §4)
  workOrderStatuses: { type: "WorkOrderStatus", service: "work-orders", table: "work_order_status", access: "signedIn", rest: ["/WorkOrderStatus"] },
  workOrderTypes: {
    type: "WorkOrderType",
    service: "work-orders",
    table: "work_order_type",
    access: "signedIn",
    rest: ["/WorkOrderTypes", "/ClientPortal/WorkOrderTypes", "/ContractorPortal/JobTypeDropdown"],
  },
  progressCodes: { type: "ProgressCode", service: "work-orders", table: "progress_code", access: "signedIn", rest: ["/ProgressCodes"] },
  methodsOfRequest: { type: "MethodOfRequest", service: "work-orders", table: "method_of_request", access: "signedIn", rest: ["/MethodOfRequests"] },
  slaCodes: {
    type: "SlaCode",
    service: "work-orders",
    table: "sla_code",
    access: "signedIn",
    key: "code",
    // the service levels of a client's SLA codes (portals-and-back-office §7): the same nine codes
    description: "The SLA codes A to H and PPM (GET /api/ServiceLevels: the service levels)",
    rest: ["/ServiceLevels"],
    legacyFields: ["code", "name", "responseHours"],
    legacyId: "code",
  },
  financialCodes: { type: "FinancialCode", service: "work-orders", table: "financial_code", access: "staff", rest: ["/FinancialCodes"] },
  capitalCodes: { type: "CapitalCode", service: "work-orders", table: "capital_code", access: "staff", rest: ["/CapitalCodes"] },
  queryReasons: {
    type: "QueryReason",
    service: "work-orders",
    table: "query_reason",
    access: "staff",
    description: "GET /api/FinancialCodes/Querytexts",
    rest: ["/FinancialCodes/Querytexts"],
  },
  ppmStatuses: {
    type: "PpmStatus",
    service: "work-orders",
    table: "ppm_status",
    access: "signedIn",
    description: "PPM schedule statuses: Active, On Hold, Inactive; only Active schedules raise visits (GET /api/PPMStatus)",
    rest: ["/PPMStatus", "/ClientPortal/PPMStatus"],
  },
  // assets (clients)
  serviceFrequencies: {
    type: "ServiceFrequency",
    service: "assets",
    table: "service_frequency",
    access: "signedIn",
    orderBy: "sortOrder",
    description: "PPM visit frequencies: every Frequency Weeks or Months (GET /api/ServiceFrequencies)",
    rest: ["/ServiceFrequencies"],
    legacyFields: ["id", "name", "frequency", "weeksMonths"],
  },
  // assets (portals §3 Asset, §7: /api/AssetCategories, /api/Assets/Categories); work_orders.work_order.asset_category_id holds these ids
  assetCategories: {
    type: "AssetCategory",
    service: "assets",
    table: "asset_category",
    access: "signedIn",
    orderBy: "name",
    description: "Asset categories by name (GET /api/AssetCategories, /api/Assets/Categories)",
    rest: ["/AssetCategories", "/Assets/Categories"],
  },
  // assets (contracts)
  contractStatuses: {
    type: "ContractStatus",
    service: "assets",
    table: "contract_status",
    access: "signedIn",
    description: "Contract statuses: Draft, Active, Suspended, Expired (GET /api/ContractStatuses); only Active contracts are matched to work",
    rest: ["/ContractStatuses"],
  },
  // identity
  userTypes: {
    type: "UserType",
    service: "identity",
    table: "user_type",
    access: "signedIn",
    description: "GET /api/UserTypes",
    rest: ["/UserTypes"],
  },
  departments: {
    type: "Department",
    service: "identity",
    table: "department",
    access: "signedIn",
    description: "GET /api/Departments",
    rest: ["/Departments"],
  },
  // billing
  billingStatuses: { type: "BillingStatus", service: "billing", table: "billing_status", access: "signedIn", description: "Quote statuses" },
  billingItemTypes: {
    type: "BillingItemType",
    service: "billing",
    table: "billing_item_type",
    access: "signedIn",
    description: "GET /api/BillingItemTypes",
    rest: ["/BillingItemTypes"],
  },
  logMaterialTypes: {
    type: "LogMaterialType",
    service: "billing",
    table: "log_material_type",
    access: "signedIn",
    description: "GET /api/LogMaterialTypes",
    rest: ["/LogMaterialTypes"],
  },
} as const satisfies Record<string, LookupDeclaration>;

/** A lookup's Query field name. */
export type LookupField = keyof typeof LOOKUPS;

/** Every lookup with its field name, in declaration order. */
export const lookupList = (): (LookupDeclaration & { field: LookupField })[] =>
  (Object.keys(LOOKUPS) as LookupField[]).map((field) => ({ field, ...(LOOKUPS[field] as LookupDeclaration) }));
