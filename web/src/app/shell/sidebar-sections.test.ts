import { allows, SIDEBAR, visibleSidebar, type SidebarEntry, type SidebarViewer } from "./sidebar-sections";

const viewer = (kind: SidebarViewer["kind"], permissions: Array<[string, string]> = []): SidebarViewer => ({
  kind,
  permissions: permissions.map(([name, level]) => ({ name, level })),
});

// a sidebar where every section of the spec is built
const BUILT: SidebarEntry[] = [
  { key: "workOrders", title: "Work orders", to: "/work_orders" },
  { key: "customers", title: "Customers", to: "/customers", rule: { permission: "customers" } },
  { key: "finance", title: "Finance", children: [{ key: "sales", title: "Sales", to: "/sales", rule: { permission: "sales" } }] },
  { key: "auditTrails", title: "Audit trails", to: "/audit", rule: { permission: "auditTrails" } },
  {
    key: "configuration",
    title: "Configuration",
    rule: { anyOf: ["purchaseCategories", "assetTypes", "assetCategories", "manufacturers"], level: "full" },
    children: [
      { key: "assetTypes", title: "Asset types", to: "/asset-types", rule: { permission: "assetTypes", level: "full" } },
      { key: "purchaseCategories", title: "Purchase categories", to: "/pc", rule: { permission: "purchaseCategories", level: "full" } },
    ],
  },
];

const keys = (entries: SidebarEntry[]): string[] => entries.flatMap((e) => [e.key, ...(e.children ? keys(e.children) : [])]);

describe("sidebar", () => {
  it("shows administrators everything", () => {
    expect(keys(visibleSidebar(viewer("ADMIN"), BUILT))).toEqual([
      "workOrders",
      "customers",
      "finance",
      "sales",
      "auditTrails",
      "configuration",
      "assetTypes",
      "purchaseCategories",
    ]);
  });

  it("shows staff only what their permissions allow", () => {
    const sales = viewer("STAFF", [
      ["customers", "read"],
      ["contracts", "read"],
    ]);
    expect(keys(visibleSidebar(sales, BUILT))).toEqual(["workOrders", "customers"]);
    const finance = viewer("STAFF", [
      ["sales", "full"],
      ["purchaseCategories", "full"],
    ]);
    expect(keys(visibleSidebar(finance, BUILT))).toEqual(["workOrders", "finance", "sales", "configuration", "purchaseCategories"]);
  });

  it("shows the configuration group only if one of its areas is at full", () => {
    const rule = BUILT[4]!.rule;
    expect(allows(viewer("STAFF", [["assetTypes", "read"]]), rule)).toBe(false);
    expect(allows(viewer("STAFF", [["assetCategories", "full"]]), rule)).toBe(true);
    expect(allows(viewer("STAFF", [["customers", "false"]]), { permission: "customers" })).toBe(false);
  });

  it("gives clients and contractors no sidebar", () => {
    expect(visibleSidebar(viewer("CLIENT", [["customers", "full"]]), BUILT)).toEqual([]);
    expect(visibleSidebar(viewer("CONTRACTOR"), BUILT)).toEqual([]);
  });

  it("links only to screens that exist today: the work orders, the audit trail, the configuration", () => {
    expect(keys(visibleSidebar(viewer("ADMIN")))).toEqual([
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
    expect(SIDEBAR.filter((e) => e.to).map((e) => e.to)).toEqual([
      "/",
      "/work_orders",
      "/workOrders/overdue",
      "/clients",
      "/sites",
      "/compliance",
      "/contractors",
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

  it("shows the audit trail to the auditTrails area and the configuration to the administrator area", () => {
    expect(keys(visibleSidebar(viewer("STAFF", [["auditTrails", "read"]])))).toEqual([
      "dashboard",
      "workOrders",
      "overdue",
      "contractors",
      "ppm",
      "quotations",
      "engineers",
      "auditTrails",
    ]);
    expect(keys(visibleSidebar(viewer("STAFF", [["administrator", "full"]])))).toEqual([
      "dashboard",
      "workOrders",
      "overdue",
      "contractors",
      "ppm",
      "quotations",
      "engineers",
      "administration",
    ]);
    expect(keys(visibleSidebar(viewer("STAFF", [["administrator", "read"]])))).toEqual([
      "dashboard",
      "workOrders",
      "overdue",
      "contractors",
      "ppm",
      "quotations",
      "engineers",
    ]);
  });
});
