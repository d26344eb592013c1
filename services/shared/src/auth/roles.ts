/**
 * The vocabulary of roles and permissions (staff-and-work-orders §6). identity owns the data
 * (user types, departments, the permission matrix); every service shares these names.
 */
export const UserTypeId = {
  Administrator: 1,
  Client: 2,
  Contractor: 3,
  Staff: 4,
  SiteManager: 5,
  RegionalManager: 6,
  SeniorManager: 7,
} as const;
export type UserTypeIdValue = (typeof UserTypeId)[keyof typeof UserTypeId];

/** The legacy one-letter code kept under the `authprop` local-storage key. */
export function userTypeCode(userTypeId: number): "A" | "C" | "N" | "M" | "S" {
  switch (userTypeId) {
    case UserTypeId.Administrator:
      return "A";
    case UserTypeId.Client:
      return "C";
    case UserTypeId.Contractor:
      return "N";
    case UserTypeId.SiteManager:
    case UserTypeId.RegionalManager:
    case UserTypeId.SeniorManager:
      return "M";
    default:
      return "S";
  }
}

export const DepartmentId = {
  Sales: 1,
  Contracts: 2,
  Engineering: 3,
  CustomerService: 4,
  Finance: 5,
  Management: 6,
  IT: 7,
  Operations: 8,
} as const;

/** Areas of the permission matrix; each holds 'read' or 'full'. */
export const PERMISSION_AREAS = [
  "administrator",
  "auditTrails",
  "customers",
  "contracts",
  "keypersonnel",
  "documents",
  "assetList",
  "jobCards",
  "sales",
  "purchases",
  "suppliers",
  "reporting",
  "reports",
  "purchaseCategories",
  "assetTypes",
  "assetCategories",
  "manufacturers",
  "userProfile",
  "customerPortal",
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

/** Flags of the permission matrix; each is true or false. */
export const PERMISSION_FLAGS = ["contractFinanceAssign", "contractContractAssign", "contractOperationsAssign", "contractsOverallAssign"] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

/**
 * What each flag grants on contracts, contractors in contracts, rates and sites in contracts (§6):
 * Contracts, Operations and Finance write (§6 gives Finance contracts at full: issue 20), Management
 * reads (it holds no contracts area, only its flag).
 */
export const FLAG_LEVEL: Record<PermissionFlag, "read" | "full"> = {
  contractContractAssign: "full",
  contractOperationsAssign: "full",
  contractFinanceAssign: "full",
  contractsOverallAssign: "read",
};

/** The flags that read contracts, and those that write them. */
export const CONTRACT_READ_FLAGS: PermissionFlag[] = [...PERMISSION_FLAGS];
export const CONTRACT_WRITE_FLAGS: PermissionFlag[] = PERMISSION_FLAGS.filter((f) => FLAG_LEVEL[f] === "full");

export type AccessLevel = "read" | "full";

/**
 * The one permission behind every cost and quote decision a back-office user takes (issue 20; §6):
 * approving and querying costs, marking an order complete, submitting or amending its costs,
 * writing quotes and their items, sending a quote for approval, accepting, rejecting or asking for
 * an alternative to one, and logging time and materials. `reporting` at full: Finance, Contracts
 * and Operations (and administrators). Management holds reporting only at read; Sales, Engineering,
 * Customer Service and IT without administrator rights not at all. Portal users take their own
 * decisions on their own orders under their own rules (a contractor its costs and quotes, a client
 * its answers to quotes), never through this permission.
 */
export const COST_DECISIONS = { area: "reporting", level: "full" } as const satisfies { area: PermissionArea; level: AccessLevel };
/**
 * Who reads the reports (issue 23; staff-and-work-orders §6): Finance, Contracts and Operations hold
 * `reporting` (at full: they also keep the saved reports and import the accounts' files), Management
 * holds the matrix's `reports` area at read. Either area at read admits a report, a chart, an export
 * or a run of a saved report.
 */
export const REPORT_READERS = { areas: ["reporting", "reports"], level: "read" } as const satisfies {
  areas: readonly PermissionArea[];
  level: AccessLevel;
};
export type Permissions = Partial<Record<PermissionArea, AccessLevel>> & Partial<Record<PermissionFlag, boolean>>;

/** Who a signed-in user is, as far as every service's rules are concerned. */
export type ViewerKind = "admin" | "staff" | "client" | "contractor";
