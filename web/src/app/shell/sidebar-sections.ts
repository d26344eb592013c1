import type { IconName } from "@blueprintjs/core";
import { canOpen } from "../access/route-rules";
import { hasPermission, type AccessViewer, type PermissionLevel } from "../access/viewer";
import { AREAS } from "../areas";

/** What the sidebar needs to know about the signed-in user */
export type SidebarViewer = AccessViewer;

/** Who may see an entry: nobody named means every staff user */
export type SidebarRule =
  | { permission: string; level?: PermissionLevel }
  /** shown if any one of them is at the level (the configuration group: any at full) */
  | { anyOf: string[]; level: PermissionLevel };

export type SidebarEntry = {
  key: string;
  title: string;
  icon?: IconName;
  /**
   * The route it opens; an entry without one is a screen not built yet and is not shown. An entry
   * with one shows only when the route table (access/route-rules) lets the user open it, too.
   */
  to?: string;
  rule?: SidebarRule;
  /** A heading or group: shown when one of its children is */
  children?: SidebarEntry[];
};

/**
 * The sidebar of spec §2, in its order, as placeholders: an entry without a route is a screen not
 * built yet and is not shown. An area that builds one registers its entry, with the same key and a
 * route, in its area.tsx; it takes the placeholder's place (composeSidebar).
 */
export const SPEC_SIDEBAR: SidebarEntry[] = [
  // the dashboard (#/, §2): staff only, like the whole sidebar
  { key: "dashboard", title: "Dashboard" },
  { key: "workOrders", title: "Work orders" },
  // #/workOrders/overdue (§2): every staff user, as the work-order list
  { key: "overdue", title: "Overdue" },
  { key: "customers", title: "Customers", icon: "person", rule: { permission: "customers" } },
  // #/sites (§2.7): not in the spec's list of sections, held by the same permission as customers
  { key: "sites", title: "Sites", icon: "map-marker", rule: { permission: "customers" } },
  // #/compliance (issue 27): the compliance register, staff with customers or documents
  { key: "compliance", title: "Compliance", icon: "shield", rule: { anyOf: ["customers", "documents"], level: "read" } },
  // #/contractors (§2.6): every staff user reads the contractors (issue 9's access decision)
  { key: "contractors", title: "Contractors", icon: "build" },
  {
    key: "contractsHeading",
    title: "Contracts",
    children: [{ key: "contracts", title: "Contracts", icon: "document", rule: { permission: "contracts" } }],
  },
  // #/ppm (portals §2.9): planned preventive maintenance, every staff user
  { key: "ppm", title: "PPM" },
  // #/quotations (portals §2.10): every staff user reads the quotes (docs/billing.md "Quotes")
  { key: "quotations", title: "Quotations" },
  // #/engineer (§2.11): the contractors' operatives, read by every staff user
  { key: "engineers", title: "Engineers", icon: "wrench" },
  { key: "assetList", title: "Assets", rule: { permission: "assetList" } },
  { key: "jobCards", title: "Job cards", rule: { permission: "jobCards" } },
  {
    key: "financeHeading",
    title: "Finance",
    children: [
      { key: "sales", title: "Sales", rule: { permission: "sales" } },
      { key: "purchases", title: "Purchases", rule: { permission: "purchases" } },
      { key: "suppliers", title: "Suppliers", rule: { permission: "suppliers" } },
    ],
  },
  { key: "reporting", title: "Reporting", rule: { permission: "reporting" } },
  { key: "auditTrails", title: "Audit trail", rule: { permission: "auditTrails" } },
  // #/configuration (§2.11: users now; trades, sub-trades, brands and import later): administrators
  { key: "administration", title: "Configuration", rule: { permission: "administrator", level: "full" } },
  // the configuration group of §2 (purchase categories, asset types...): none of its screens exists yet
  {
    key: "configuration",
    title: "Configuration",
    rule: { anyOf: ["purchaseCategories", "assetTypes", "assetCategories", "manufacturers"], level: "full" },
    children: [
      { key: "purchaseCategories", title: "Purchase categories", rule: { permission: "purchaseCategories", level: "full" } },
      { key: "assetTypes", title: "Asset types", rule: { permission: "assetTypes", level: "full" } },
      { key: "assetCategories", title: "Asset categories", rule: { permission: "assetCategories", level: "full" } },
      { key: "manufacturers", title: "Manufacturers", rule: { permission: "manufacturers", level: "full" } },
    ],
  },
];

/** The spec's sidebar with the areas' entries in their places; an entry without a place is an error */
export function composeSidebar(spec: SidebarEntry[], registered: SidebarEntry[]): SidebarEntry[] {
  const byKey = new Map(registered.map((e) => [e.key, e]));
  const placed = new Set<string>();
  const place = (entries: SidebarEntry[]): SidebarEntry[] =>
    entries.map((entry) => {
      const own = byKey.get(entry.key);
      if (own) placed.add(entry.key);
      const next = own ?? entry;
      return next.children ? { ...next, children: place(next.children) } : next;
    });
  const sidebar = place(spec);
  const unplaced = registered.filter((e) => !placed.has(e.key)).map((e) => e.key);
  if (unplaced.length > 0) throw new Error(`sidebar entries without a place in the spec's sidebar: ${unplaced.join(", ")}`);
  return sidebar;
}

/** The sidebar shown: the spec's, with the entries the areas registered (app/areas.ts) */
export const SIDEBAR: SidebarEntry[] = composeSidebar(
  SPEC_SIDEBAR,
  AREAS.flatMap((a) => a.sidebar ?? []),
);

export function allows(viewer: SidebarViewer, rule: SidebarRule | undefined): boolean {
  if (viewer.kind === "ADMIN") return true; // administrators see everything
  if (!rule) return true;
  if ("anyOf" in rule) return rule.anyOf.some((name) => hasPermission(viewer, name, rule.level));
  return hasPermission(viewer, rule.permission, rule.level);
}

/** The entries to show: allowed, and either a built screen or a group with one to show */
export function visibleSidebar(viewer: SidebarViewer, entries: SidebarEntry[] = SIDEBAR): SidebarEntry[] {
  if (viewer.kind === "CLIENT" || viewer.kind === "CONTRACTOR") return [];
  return entries.flatMap((entry) => {
    if (!allows(viewer, entry.rule)) return [];
    if (entry.children) {
      const children = visibleSidebar(viewer, entry.children);
      return children.length > 0 ? [{ ...entry, children }] : [];
    }
    return entry.to && canOpen(viewer, entry.to) ? [entry] : [];
  });
}
