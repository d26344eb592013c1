import { matchRoutes, type RouteObject } from "react-router-dom";
import { SHELL_ROUTES } from "../router";
import { SIDEBAR, visibleSidebar, type SidebarEntry } from "../shell/sidebar-sections";
import { canOpen, checkRoute, isAppPath, landingPath, ROUTE_RULES, ruleFor } from "./route-rules";
import { homePath, type AccessViewer } from "./viewer";

const admin: AccessViewer = { kind: "ADMIN", permissions: [] };
const sales: AccessViewer = {
  kind: "STAFF",
  permissions: ["customers", "contracts", "keypersonnel", "documents"].map((name) => ({ name, level: "read" })),
};
const it_: AccessViewer = { kind: "STAFF", permissions: [{ name: "administrator", level: "full" }] };
const auditor: AccessViewer = { kind: "STAFF", permissions: [{ name: "auditTrails", level: "read" }] };
const client: AccessViewer = { kind: "CLIENT", clientId: 1, permissions: [{ name: "userProfile", level: "full" }] };
const contractor: AccessViewer = { kind: "CONTRACTOR", contractorId: 1, permissions: [] };

const keys = (entries: SidebarEntry[]): string[] => entries.flatMap((e) => [e.key, ...(e.children ? keys(e.children) : [])]);

/** [path, admin, sales, client 1, contractor 1] */
const MATRIX: Array<[string, boolean, boolean, boolean, boolean]> = [
  ["/", true, true, true, true],
  ["/404", true, true, true, true],
  ["/user_profile", true, true, true, true],
  ["/work_orders", true, true, false, false],
  ["/workOrders/overdue", true, true, false, false],
  ["/search_results", true, true, false, false],
  ["/wo-request/12", true, true, true, false],
  ["/work-order/12", true, true, true, true],
  ["/work-order/12/new-request", true, true, true, true],
  ["/configuration", true, false, false, false],
  ["/configuration/users", true, false, false, false],
  ["/configuration/webhooks", true, false, false, false],
  ["/configuration/webhooks/3", true, false, false, false],
  ["/audit_trail", true, false, false, false],
  ["/client_portal/1", true, true, true, false],
  ["/client_portal/1/reports", true, true, true, false],
  ["/client_portal/1/reports_view/3", true, true, true, false],
  ["/client_portal/2", true, true, false, false],
  ["/client_portal/2/reports", true, true, false, false],
  ["/contractor_portal/1", true, true, false, true],
  ["/contractor_portal/1/work-orders", true, true, false, true],
  ["/contractor_portal/2", true, true, false, false],
  ["/contractor_portal/1/work_order/7", true, true, false, true],
  ["/contractor_portal/2/work_order/7", true, true, false, false],
  ["/search_results/boiler", true, true, false, false],
  // the reports and finances: reporting at read (portals §2.12, §2.13); nobody in a portal
  ["/reports", true, false, false, false],
  ["/reports/valuation", true, false, false, false],
  ["/finances", true, false, false, false],
  ["/finances/invoices", true, false, false, false],
  // the spec's placeholders: an honest page for staff, denied to portal users
  ["/sales", true, true, false, false],
  ["/job_card/quote/3", true, true, false, false],
  ["/configuration/view", true, false, false, false],
  // no row: the router's 404 for staff, denied to portal users
  ["/nowhere", true, true, false, false],
];

describe("the route table", () => {
  it.each(MATRIX)("%s: admin %s, sales %s, client %s, contractor %s", (path, a, s, c, n) => {
    expect([canOpen(admin, path), canOpen(sales, path), canOpen(client, path), canOpen(contractor, path)]).toEqual([a, s, c, n]);
  });

  it("opens the administration to IT (the administrator area) and the audit trail to the auditTrails area", () => {
    expect(canOpen(it_, "/configuration")).toBe(true);
    expect(canOpen(it_, "/audit_trail")).toBe(false);
    expect(canOpen(auditor, "/audit_trail")).toBe(true);
    expect(canOpen(auditor, "/configuration")).toBe(false);
  });

  it("opens the webhooks', API keys' and outbox's screens to administrators only: the API answers nobody else, IT included", () => {
    expect(
      ["/configuration/users", "/configuration/webhooks", "/configuration/webhooks/3", "/configuration/api-keys", "/configuration/outbox"].map((p) =>
        canOpen(it_, p),
      ),
    ).toEqual([true, false, false, false, false]);
    expect([canOpen(admin, "/configuration/api-keys"), canOpen(admin, "/configuration/outbox")]).toEqual([true, true]);
    expect([canOpen(admin, "/configuration/webhooks"), canOpen(admin, "/Configuration/Webhooks/3")]).toEqual([true, true]);
    expect(checkRoute(admin, "/configuration/webhooks/3").rule?.path).toBe("/configuration/webhooks/:endpointId");
  });

  it("matches whole paths, ignoring case, and names the rule that decided", () => {
    expect(canOpen(client, "/CLIENT_PORTAL/1/Reports")).toBe(true);
    expect(canOpen(client, "/client_portal/1x")).toBe(false);
    expect(canOpen(client, "/client_portal/")).toBe(false);
    expect(checkRoute(sales, "/configuration").rule?.path).toBe("/configuration/:tab?");
    expect(checkRoute(sales, "/nowhere")).toEqual({ allowed: true, rule: null });
  });

  it("opens the reports and finances to reporting at read (Finance, Contracts, Operations, Management), any case", () => {
    const management: AccessViewer = { kind: "STAFF", permissions: [{ name: "reporting", level: "read" }] };
    const finance: AccessViewer = { kind: "STAFF", permissions: [{ name: "reporting", level: "full" }] };
    for (const viewer of [management, finance]) {
      expect([canOpen(viewer, "/reports"), canOpen(viewer, "/Reports/Builder"), canOpen(viewer, "/finances/supplier-costs")]).toEqual([
        true,
        true,
        true,
      ]);
    }
    expect(canOpen(auditor, "/reports")).toBe(false);
    expect(checkRoute(finance, "/reports/query").rule?.path).toBe("/reports/:tab?");
    expect(keys(visibleSidebar(management))).toEqual([
      "dashboard",
      "workOrders",
      "overdue",
      "contractors",
      "ppm",
      "quotations",
      "engineers",
      "financeHeading",
      "reporting",
    ]);
  });

  it("denies a portal user without a tenant every portal", () => {
    const orphan: AccessViewer = { kind: "CLIENT", clientId: null, permissions: [] };
    expect(canOpen(orphan, "/client_portal/1")).toBe(false);
    expect(homePath(orphan)).toBe("/user_profile");
  });

  /** A concrete path for a pattern: parameters as 1, optional segments and splats left out */
  const sample = (pattern: string) =>
    pattern
      .replace(/\/:[a-zA-Z]+\?/g, "")
      .replace(/:[a-zA-Z]+/g, "1")
      .replace(/\/\*$/, "") || "/";

  it("has a row for every route of the app", () => {
    const patterns = (routes: RouteObject[], base = ""): string[] =>
      routes.flatMap((r) => {
        const here = r.path ? `${base}/${r.path}` : base;
        return [...(r.index ? [base || "/"] : r.path && r.path !== "*" ? [here] : []), ...(r.children ? patterns(r.children, here) : [])];
      });
    const routed = patterns(SHELL_ROUTES);
    expect(routed.length).toBeGreaterThan(10);
    expect(routed.filter((p) => !ruleFor(sample(p)))).toEqual([]);
  });

  it("has no row for a page that does not exist", () => {
    for (const rule of ROUTE_RULES) {
      const leaf = matchRoutes(SHELL_ROUTES, sample(rule.path))?.at(-1)?.route;
      expect([rule.path, leaf?.path ?? (leaf?.index ? "index" : undefined)]).not.toEqual([rule.path, "*"]);
      expect(leaf).toBeDefined();
    }
  });
});

describe("the sidebar and the route table", () => {
  const linked = (entries: SidebarEntry[]): string[] => entries.flatMap((e) => [...(e.to ? [e.to] : []), ...(e.children ? linked(e.children) : [])]);

  it("shows administrators every built section: work orders, audit trail, configuration", () => {
    expect(keys(visibleSidebar(admin))).toEqual([
      "dashboard",
      "workOrders",
      "overdue",
      "customers",
      "sites",
      "compliance",
      "contractors",
      "contractsHeading",
      "contracts",
      "ppm",
      "quotations",
      "engineers",
      "assetList",
      "financeHeading",
      "reporting",
      "auditTrails",
      "administration",
    ]);
  });

  it("shows a department user only the work orders", () => {
    expect(keys(visibleSidebar(sales))).toEqual([
      "dashboard",
      "workOrders",
      "overdue",
      "customers",
      "sites",
      "compliance",
      "contractors",
      "ppm",
      "quotations",
      "engineers",
      "assetList",
    ]);
    expect(keys(visibleSidebar(it_))).toEqual([
      "dashboard",
      "workOrders",
      "overdue",
      "contractors",
      "ppm",
      "quotations",
      "engineers",
      "administration",
    ]);
  });

  it("links only to routes the same user may open", () => {
    for (const viewer of [admin, sales, it_, auditor]) {
      for (const to of linked(visibleSidebar(viewer))) expect([viewer.kind, to, canOpen(viewer, to)]).toEqual([viewer.kind, to, true]);
    }
    expect(linked(SIDEBAR)).toEqual([
      "/",
      "/work_orders",
      "/workOrders/overdue",
      "/clients",
      "/sites",
      "/compliance",
      "/contractors",
      "/contracts",
      "/ppm",
      "/quotations",
      "/engineer",
      "/asset_list",
      "/finances",
      "/reports",
      "/audit_trail",
      "/configuration",
    ]);
  });
});

describe("where a sign-in lands", () => {
  it("sends each kind home: staff to the dashboard, portal users to their portal", () => {
    expect(landingPath(admin, null)).toBe("/");
    expect(landingPath(sales, null)).toBe("/");
    expect(landingPath(client, null)).toBe("/client_portal/1");
    expect(landingPath(contractor, null)).toBe("/contractor_portal/1");
  });

  it("goes to the stored base url when this user may open it", () => {
    expect(landingPath(admin, "/work_orders?tab=closed")).toBe("/work_orders?tab=closed");
    expect(landingPath(admin, "/configuration")).toBe("/configuration");
    expect(landingPath(client, "/work-order/5")).toBe("/work-order/5");
    expect(landingPath(client, "/client_portal/1/reports")).toBe("/client_portal/1/reports");
  });

  it("ignores a base url this user may not open, a page that does not exist, or one outside the app", () => {
    expect(landingPath(sales, "/configuration")).toBe("/");
    expect(landingPath(client, "/work_orders?tab=open")).toBe("/client_portal/1");
    expect(landingPath(client, "/client_portal/2")).toBe("/client_portal/1");
    expect(landingPath(contractor, "/client_portal/1")).toBe("/contractor_portal/1");
    expect(landingPath(admin, "/no/such/page")).toBe("/");
    expect(landingPath(admin, "//evil.example.com/x")).toBe("/");
    expect(landingPath(admin, "https://evil.example.com")).toBe("/");
    expect(landingPath(admin, "/Login.aspx")).toBe("/");
    expect(isAppPath("/work_orders")).toBe(true);
    expect(isAppPath("/\\evil.example.com")).toBe(false);
  });
});
