import type { EntityManager } from "@mikro-orm/postgresql";
import { PERMISSION_AREAS, PERMISSION_FLAGS, UserTypeId, type Permissions, type ViewerKind } from "@wo/shared";
import type { User } from "../user/user.entity";
import { PermissionGrant } from "./permission-grant.entity";

const AREAS = new Set<string>(PERMISSION_AREAS);
const FLAGS = new Set<string>(PERMISSION_FLAGS);

/** The effective permissions of a user: its department's grants plus its user type's. */
export async function permissionsFor(em: EntityManager, user: User): Promise<Permissions> {
  const or: object[] = [{ userTypeId: user.userType.id }];
  if (user.department) or.push({ departmentId: user.department.id });
  const grants = await em.find(PermissionGrant, { $or: or });
  const out: Record<string, unknown> = {};
  for (const g of grants) {
    if (FLAGS.has(g.permission)) out[g.permission] = g.level === "true";
    else if (AREAS.has(g.permission)) {
      // the higher of two grants wins
      if (out[g.permission] !== "full") out[g.permission] = g.level === "full" ? "full" : "read";
    }
  }
  return out as Permissions;
}

/** Administrators by type, and IT (which holds the administrator area), are administrators. */
export function viewerKindOf(userTypeId: number, permissions: Permissions): ViewerKind {
  if (userTypeId === UserTypeId.Administrator || permissions.administrator === "full") return "admin";
  if (userTypeId === UserTypeId.Client) return "client";
  if (userTypeId === UserTypeId.Contractor) return "contractor";
  return "staff";
}
