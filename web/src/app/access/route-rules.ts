import { matchPath } from "react-router-dom";
import { AREAS } from "../areas";
import { paths } from "../paths";
import type { Audience, RouteParams } from "./audiences";
import { homePath, type AccessViewer } from "./viewer";

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

/** The app's own rows: the home and the error page */
const APP_RULES: RouteRule[] = [
  {
    path: paths.home(),
    staff: true,
    client: true,
    contractor: true,
    note: "each user's home: staff see the dashboard; portal users are sent on to their portal (contractors never see the dashboard)",
  },
  { path: paths.notFound(), staff: true, client: true, contractor: true, note: "the error page" },
];

/**
 * Every route of the signed-in app and who may open it (spec §2, §6; portals §2.3): the app's own
 * rows, then each area's (its area.tsx). Checked on every route change. A client or contractor user
 * may open only the rows that name its kind; a path that no row matches is denied to them, and left
 * to the router (the 404 page) for staff. A denied route shows nothing and goes back in history after
 * 250 ms (RouteGuard).
 */
export const ROUTE_RULES: RouteRule[] = [...APP_RULES, ...AREAS.flatMap((a) => a.rules ?? [])];

export type RouteDecision = { allowed: boolean; rule: RouteRule | null };

export function ruleFor(pathname: string): { rule: RouteRule; params: RouteParams } | null {
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
