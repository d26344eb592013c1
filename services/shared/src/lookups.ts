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
  /** What one row is: the GraphQL object type's description. */
  readonly row: string;
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
  workOrderStatuses: {
    row: "A work order's status (Awaiting Response, Open, Awaiting Quote, Completed, Closed, Cancelled, ...): what WorkOrder.statusId holds (legacy StatusId)",
    description: "Work-order statuses in id order, the lifecycle's steps (GET /api/WorkOrderStatus)",
    type: "WorkOrderStatus",
    service: "work-orders",
    table: "work_order_status",
    access: "signedIn",
    rest: ["/WorkOrderStatus"],
  },
  workOrderTypes: {
    row: "A kind of work order (Reactive, Quote, PPM, Remedial Works): what WorkOrder.typeId holds (legacy TypeId)",
    description: "Work-order types (GET /api/WorkOrderTypes; the portals' job type drop-downs)",
    type: "WorkOrderType",
    service: "work-orders",
    table: "work_order_type",
    access: "signedIn",
    rest: ["/WorkOrderTypes", "/ClientPortal/WorkOrderTypes", "/ContractorPortal/JobTypeDropdown"],
  },
  progressCodes: {
    row: "A progress code a contractor reports on a work order (a second visit required for parts, a quote or an uplift; no access to site; complete): WorkOrder.progressCodeId",
    description: "Progress codes in id order (GET /api/ProgressCodes)",
    type: "ProgressCode",
    service: "work-orders",
    table: "progress_code",
    access: "signedIn",
    rest: ["/ProgressCodes"],
  },
  methodsOfRequest: {
    row: "How a work order was requested (Email, Telephone, Client Portal, Other): WorkOrder.methodOfRequestId",
    description: "Methods of request (GET /api/MethodOfRequests)",
    type: "MethodOfRequest",
    service: "work-orders",
    table: "method_of_request",
    access: "signedIn",
    rest: ["/MethodOfRequests"],
  },
  slaCodes: {
    row: "A service level: an SLA code (A to H, or PPM) with its default response time; a client may set its own times per code",
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
  financialCodes: {
    row: "A financial code staff put on a work order for the accounts (WorkOrder.financialCodeId); back-office users only",
    description: "Financial codes (GET /api/FinancialCodes); back-office users only",
    type: "FinancialCode",
    service: "work-orders",
    table: "financial_code",
    access: "staff",
    rest: ["/FinancialCodes"],
  },
  capitalCodes: {
    row: "A capital code staff put on a work order to mark capital spend (WorkOrder.capitalCodeId); back-office users only",
    description: "Capital codes (GET /api/CapitalCodes); back-office users only",
    type: "CapitalCode",
    service: "work-orders",
    table: "capital_code",
    access: "staff",
    rest: ["/CapitalCodes"],
  },
  queryReasons: {
    row: "A reason staff give when they query a contractor's costs or invoice; back-office users only",
    type: "QueryReason",
    service: "work-orders",
    table: "query_reason",
    access: "staff",
    description: "Reasons for querying costs, in id order (GET /api/FinancialCodes/Querytexts); back-office users only",
    rest: ["/FinancialCodes/Querytexts"],
  },
  ppmStatuses: {
    row: "A PPM schedule's status: Active, On Hold or Inactive (Ppm.statusId)",
    type: "PpmStatus",
    service: "work-orders",
    table: "ppm_status",
    access: "signedIn",
    description: "PPM schedule statuses: Active, On Hold, Inactive; only Active schedules raise visits (GET /api/PPMStatus)",
    rest: ["/PPMStatus", "/ClientPortal/PPMStatus"],
  },
  // assets (clients)
  serviceFrequencies: {
    row: "How often a PPM schedule's visits fall: every `frequency` weeks or months",
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
    row: "A category of asset (boiler, chiller, fire panel, lift, ...): Asset.categoryId and WorkOrder.assetCategoryId",
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
    row: "A contract's status: Draft, Active, Suspended or Expired (Contract.statusId)",
    type: "ContractStatus",
    service: "assets",
    table: "contract_status",
    access: "signedIn",
    description: "Contract statuses: Draft, Active, Suspended, Expired (GET /api/ContractStatuses); only Active contracts are matched to work",
    rest: ["/ContractStatuses"],
  },
  // identity
  userTypes: {
    row: "A kind of user account (Administrator, Client, Contractor, Staff, Site/Regional/Senior Manager): User.userTypeId, which decides what the user may read and do",
    type: "UserType",
    service: "identity",
    table: "user_type",
    access: "signedIn",
    description: "User types (GET /api/UserTypes)",
    rest: ["/UserTypes"],
  },
  departments: {
    row: "A back-office department a staff user belongs to (Sales, Contracts, Engineering, Finance, ...), which sets the user's permissions (User.departmentId)",
    type: "Department",
    service: "identity",
    table: "department",
    access: "signedIn",
    description: "Departments (GET /api/Departments)",
    rest: ["/Departments"],
  },
  // billing
  billingStatuses: {
    row: "A quote's status (Draft, Sent for Approval, Rejected, Accepted, Alternative Requested, Withdrawn): Quote.statusId",
    type: "BillingStatus",
    service: "billing",
    table: "billing_status",
    access: "signedIn",
    description: "Quote statuses in id order (the quotations grid's status filter)",
  },
  billingItemTypes: {
    row: "A kind of quote line (Labour, Materials, Equipment Hire, Subcontract, Call-out Charge, Other): BillingItem.typeId",
    type: "BillingItemType",
    service: "billing",
    table: "billing_item_type",
    access: "signedIn",
    description: "Quote line types (GET /api/BillingItemTypes)",
    rest: ["/BillingItemTypes"],
  },
  logMaterialTypes: {
    row: "A kind of logged material (Parts, Consumables, Equipment Hire, Waste Disposal, Other): LogMaterial.typeId",
    type: "LogMaterialType",
    service: "billing",
    table: "log_material_type",
    access: "signedIn",
    description: "Logged material types (GET /api/LogMaterialTypes)",
    rest: ["/LogMaterialTypes"],
  },
} as const satisfies Record<string, LookupDeclaration>;

/** A lookup's Query field name. */
export type LookupField = keyof typeof LOOKUPS;

/** Every lookup with its field name, in declaration order. */
export const lookupList = (): (LookupDeclaration & { field: LookupField })[] =>
  (Object.keys(LOOKUPS) as LookupField[]).map((field) => ({ field, ...(LOOKUPS[field] as LookupDeclaration) }));
