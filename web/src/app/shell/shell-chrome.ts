import type { ViewerKind } from "../access/viewer";

/** What the shell shows around a page, by kind of user */
export type ShellChrome = {
  /** The staff sidebar (its sections by permission) */
  sidebar: boolean;
  /** The client portal's page menu on client_portal pages (spec §2.1, §2.3) */
  portalMenu: boolean;
  /** The global search box in the top bar (portals §2.14) */
  search: boolean;
};

/**
 * Spec §6 and portals §2.1-§2.2, §2.15: staff and administrators have the sidebar and see a
 * client portal's menu when they open one; clients have no sidebar (their portal has its menu);
 * contractors have neither. A page without the sidebar takes the full width. Only the staff chrome
 * carries the global search box (§2.14; portals §2.15 hides it from portal users).
 */
export const SHELL_CHROME: Record<ViewerKind, ShellChrome> = {
  ADMIN: { sidebar: true, portalMenu: true, search: true },
  STAFF: { sidebar: true, portalMenu: true, search: true },
  CLIENT: { sidebar: false, portalMenu: true, search: false },
  CONTRACTOR: { sidebar: false, portalMenu: false, search: false },
};

export function shellChrome(viewer: { kind: ViewerKind }): ShellChrome {
  return SHELL_CHROME[viewer.kind];
}
