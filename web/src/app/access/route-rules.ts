import { matchPath } from "react-router-dom";
import { paths } from "../paths";
import { hasPermission, homePath, type AccessViewer, type PermissionLevel } from "./viewer";

type Params = Record<string, string | undefined>;

/** Who of one kind may open a route: everyone of that kind, or those the test lets through */
type Audience = true | ((viewer: AccessViewer, params: Params) => boolean);

export type RouteRule = {
  /** A route pattern of react-router (matched whole, case-insensitively) */
  path: string;
  /** Staff and administrators; absent: neither. Administrators pass every staff test. */
  staff?: Audience;
  client?: Audience;
  contractor?: Audience;
  /** Why the row is what it is */
  note: string;
};

const area =
  (name: string, level: PermissionLevel = "read"): Audience =>
  (viewer) =>
    hasPermission(viewer, name, level);

const ownClient: Audience = (viewer, params) => viewer.clientId != null && Number(params.clientId) === viewer.clientId;
const ownContractor: Audience = (viewer, params) =>
  viewer.contractorId != null && Number(params.contractorId) === viewer.contractorId;

/**
 * Every route of the signed-in app and who may open it (spec §2, §6; portals §2.3). Checked on
 * every route change. A client or contractor user may open only the rows that name its kind; a
 * path that no row matches is denied to them, and left to the router (the 404 page) for staff.
 * A denied route shows nothing and goes back in history after 250 ms (RouteGuard).
 */
export const ROUTE_RULES: RouteRule[] = [
  {
    path: "/",
    staff: true,
    client: true,
    contractor: true,
    note: "each user's home: the staff dashboard is not built, so nobody sees one (and contractors never will)",
  },
  { path: "/404", staff: true, client: true, contractor: true, note: "the error page" },
  { path: "/user_profile", staff: true, client: true, contractor: true, note: "My Account (§2.15)" },
  { path: "/work_orders", staff: true, note: "the staff work-order list; every department may read it" },
  { path: "/wo-request/:id", staff: true, client: true, note: "a request; the server answers only the viewer's own" },
  {
    path: "/work-order/:id/:status?",
    staff: true,
    client: true,
    contractor: true,
    note: "a work order; the server answers NOT_FOUND for another tenant's",
  },
  { path: "/configuration/:tab?", staff: area("administrator", "full"), note: "administration (§2.11)" },
  { path: "/audit_trail", staff: area("auditTrails"), note: "the audit trail (§2.11), the auditTrails area" },
  {
    path: "/client_portal/:clientId/*",
    staff: true,
    client: ownClient,
    note: "a client's portal: its own for a client user; any for staff (the client page links to it)",
  },
  {
    path: "/contractor_portal/:contractorId/*",
    staff: true,
    contractor: ownContractor,
    note: "a contractor's portal: its own for a contractor user; any for staff (the lists ask for that contractor's orders)",
  },
];

export type RouteDecision = { allowed: boolean; rule: RouteRule | null };

export function ruleFor(pathname: string): { rule: RouteRule; params: Params } | null {
  for (const rule of ROUTE_RULES) {
    const match = matchPath({ path: rule.path, end: true }, pathname);
    if (match) return { rule, params: match.params };
  }
  return null;
}

function audienceOf(rule: RouteRule, viewer: AccessViewer): Audience | undefined {
  if (viewer.kind === "CLIENT") return rule.client;
  if (viewer.kind === "CONTRACTOR") return rule.contractor;
  return rule.staff;
}

/** May this user open this path? */
export function checkRoute(viewer: AccessViewer, pathname: string): RouteDecision {
  const found = ruleFor(pathname);
  if (!found) return { allowed: viewer.kind === "ADMIN" || viewer.kind === "STAFF", rule: null };
  const audience = audienceOf(found.rule, viewer);
  const allowed = audience === true || (typeof audience === "function" && audience(viewer, found.params));
  return { allowed, rule: found.rule };
}

export function canOpen(viewer: AccessViewer, pathname: string): boolean {
  return checkRoute(viewer, pathname).allowed;
}

/** Only a path inside the app: "/x", not "//host" or "https://host" */
export function isAppPath(path: string | null | undefined): path is string {
  return typeof path === "string" && path.startsWith("/") && !path.startsWith("//") && !path.includes("\\");
}

/**
 * Where a sign-in lands (spec §2, §7): the stored base url when it is a page of the app this user
 * may open, else the user's home.
 */
export function landingPath(viewer: AccessViewer, baseUrl: string | null | undefined): string {
  if (isAppPath(baseUrl) && baseUrl !== paths.home() && baseUrl !== paths.login()) {
    const pathname = baseUrl.split(/[?#]/)[0]!;
    if (ruleFor(pathname) && canOpen(viewer, pathname)) return baseUrl;
  }
  return homePath(viewer);
}
