import { hasPermission, type AccessViewer, type PermissionLevel } from "./viewer";

export type RouteParams = Record<string, string | undefined>;

/** Who of one kind may open a route: everyone of that kind, or those the test lets through */
export type Audience = true | ((viewer: AccessViewer, params: RouteParams) => boolean);

/** Staff holding an area (spec §6) at a level; administrators hold every area */
export const withPermission =
  (name: string, level: PermissionLevel = "read"): Audience =>
  (viewer) =>
    hasPermission(viewer, name, level);

/** Administrators only: what the API answers only them (API keys' and webhooks' screens), whatever a staff user's permissions */
export const administrators: Audience = (viewer) => viewer.kind === "ADMIN";

/** Staff holding any of these areas or flags (the contract flags of §6) at a level; administrators hold every one */
export const withAnyPermission =
  (names: readonly string[], level: PermissionLevel = "read"): Audience =>
  (viewer) =>
    names.some((name) => hasPermission(viewer, name, level));

/** The areas that read the reports and finances (services/shared REPORT_READERS): reporting (Finance, Contracts, Operations) or reports (Management) */
export const REPORT_READ_AREAS = ["reporting", "reports"];
/** The permission-matrix flags that read contracts (Contracts, Finance, Operations, Management: §6) */
export const CONTRACT_READ_FLAGS = ["contractContractAssign", "contractFinanceAssign", "contractOperationsAssign", "contractsOverallAssign"];
/** The flags that change them (Contracts, Finance, Operations; Management only reads): services/shared's FLAG_LEVEL */
export const CONTRACT_WRITE_FLAGS = ["contractContractAssign", "contractFinanceAssign", "contractOperationsAssign"];

/** A client user, in its own client's portal */
export const ownClient: Audience = (viewer, params) => viewer.clientId != null && Number(params.clientId) === viewer.clientId;

/** A contractor user, in its own contractor's portal */
export const ownContractor: Audience = (viewer, params) => viewer.contractorId != null && Number(params.contractorId) === viewer.contractorId;
