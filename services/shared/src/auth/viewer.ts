import type { AccessClaims, ApiKeyClaim } from "./token";
import { COST_DECISIONS, type AccessLevel, type PermissionArea, type PermissionFlag, type Permissions, type ViewerKind } from "./roles";

/** The signed-in user of a request, built from a verified access token. */
export class Viewer {
  readonly userId: number;
  readonly sessionId: string;
  readonly kind: ViewerKind;
  readonly userTypeId: number;
  readonly departmentId: number | null;
  readonly clientId: number | null;
  readonly contractorId: number | null;
  readonly permissions: Permissions;
  readonly name: string;
  /** The API key the caller holds, when it is a machine rather than a person's session (issue 26). */
  readonly key: ApiKeyClaim | null;

  constructor(claims: AccessClaims) {
    this.userId = Number(claims.sub);
    this.sessionId = claims.sid;
    this.kind = claims.kind;
    this.userTypeId = claims.ut;
    this.departmentId = claims.dep ?? null;
    this.clientId = claims.cli ?? null;
    this.contractorId = claims.con ?? null;
    this.permissions = claims.perm ?? {};
    this.name = claims.name;
    this.key = claims.key ?? null;
  }

  /** A machine holding an API key whose scope grants no writes: never admitted to a mutation. */
  get readOnlyKey(): boolean {
    return this.key !== null && !this.key.writes;
  }

  get isAdmin(): boolean {
    return this.kind === "admin";
  }
  /** Back-office users: administrators and staff of any department. */
  get isStaff(): boolean {
    return this.kind === "admin" || this.kind === "staff";
  }
  get isClient(): boolean {
    return this.kind === "client";
  }
  get isContractor(): boolean {
    return this.kind === "contractor";
  }

  /** 'full' includes 'read'; administrators hold every area at 'full'. */
  can(area: PermissionArea, level: AccessLevel = "read"): boolean {
    if (this.isAdmin) return true;
    const held = this.permissions[area];
    if (!held) return false;
    return level === "read" || held === "full";
  }

  /** Whether this back-office user takes cost and quote decisions (COST_DECISIONS); never a portal user. */
  get takesCostDecisions(): boolean {
    return this.isStaff && this.can(COST_DECISIONS.area, COST_DECISIONS.level);
  }

  hasFlag(flag: PermissionFlag): boolean {
    return this.isAdmin || this.permissions[flag] === true;
  }
}
