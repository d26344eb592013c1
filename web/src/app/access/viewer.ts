import { paths } from "../paths";

/** Who is signed in, as far as the routes, the sidebar and the portals are concerned (`me`). */
export type ViewerKind = "ADMIN" | "STAFF" | "CLIENT" | "CONTRACTOR";

export type Permission = { name: string; level: string };

export type AccessViewer = {
  kind: ViewerKind;
  clientId?: number | null;
  contractorId?: number | null;
  permissions: ReadonlyArray<Permission>;
};

export type PermissionLevel = "read" | "full";

/** The staff home: the dashboard of spec §2 (#/) */
export const STAFF_HOME = paths.home();

/**
 * Whether the user holds an area at a level: 'full' (or a 'true' flag) satisfies both levels,
 * 'read' only read. Administrators hold every area (spec §6).
 */
export function hasPermission(viewer: AccessViewer, name: string, level: PermissionLevel = "read"): boolean {
  if (viewer.kind === "ADMIN") return true;
  const entry = viewer.permissions.find((p) => p.name === name);
  if (!entry) return false;
  if (level === "full") return entry.level === "full" || entry.level === "true";
  return entry.level === "read" || entry.level === "full" || entry.level === "true";
}

/**
 * Where a user lands: staff and administrators on the dashboard; a client user on its client's
 * portal, a contractor user on its contractor's (spec §2.1, §2.2).
 */
export function homePath(viewer: Pick<AccessViewer, "kind" | "clientId" | "contractorId">): string {
  if (viewer.kind === "CLIENT" && viewer.clientId) return paths.clientPortal(viewer.clientId);
  if (viewer.kind === "CONTRACTOR" && viewer.contractorId) return paths.contractorPortal(viewer.contractorId);
  if (viewer.kind === "CLIENT" || viewer.kind === "CONTRACTOR") return paths.userProfile(); // a portal user without a tenant
  return STAFF_HOME;
}
