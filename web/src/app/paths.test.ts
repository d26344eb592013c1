import fs from "node:fs";
import path from "node:path";
import { matchRoutes } from "react-router-dom";
import { ruleFor } from "./access/route-rules";
import { paths } from "./paths";
import { createAppRouter } from "./router";

/** Every helper, with the paths it builds */
const BUILT: Record<keyof typeof paths, string[]> = {
  home: [paths.home()],
  login: [paths.login()],
  notFound: [paths.notFound()],
  apiExplorer: [paths.apiExplorer()],
  userProfile: [paths.userProfile()],
  workOrders: [paths.workOrders(), paths.workOrders("closed")],
  workOrder: [paths.workOrder(7), paths.workOrder(7, 1), paths.workOrder(7, 2)],
  overdueWorkOrders: [paths.overdueWorkOrders()],
  searchResults: [paths.searchResults(), paths.searchResults("boiler"), paths.searchResults("o'neil & sons/2")],
  configuration: [
    paths.configuration(),
    paths.configuration("users"),
    paths.configuration("trades"),
    paths.configuration("subtrades"),
    paths.configuration("webhooks"),
  ],
  webhookDeliveries: [paths.webhookDeliveries(3)],
  auditTrail: [paths.auditTrail()],
  clients: [paths.clients()],
  client: [paths.client(0), paths.client(3)],
  sites: [paths.sites()],
  engineers: [paths.engineers()],
  engineer: [paths.engineer(0), paths.engineer(4)],
  contractors: [paths.contractors()],
  contractor: [paths.contractor(0), paths.contractor(4)],
  contractorContactCreate: [paths.contractorContactCreate()],
  contracts: [paths.contracts()],
  contract: [
    paths.contract(0),
    paths.contract(3),
    paths.contract(0, { clientId: 2 }),
    paths.contract(3, { clientId: 2, tab: 1 }),
    paths.contract(3, { tab: 1 }),
  ],
  contractRates: [paths.contractRates(5)],
  assetList: [paths.assetList()],
  ppms: [paths.ppms(), paths.ppms("work-orders")],
  ppm: [paths.ppm(0), paths.ppm(5)],
  quotations: [paths.quotations()],
  clientPortal: [paths.clientPortal(1)],
  clientQuotes: [paths.clientQuotes(1), paths.clientQuotes(1, 9)],
  clientSites: [paths.clientSites(1), paths.clientSites(1, 4)],
  clientWorkOrders: [paths.clientWorkOrders(1), paths.clientWorkOrders(1, 7)],
  clientReports: [paths.clientReports(1)],
  clientReport: [paths.clientReport(1, 3)],
  document: [paths.document(12)],
  compliance: [paths.compliance(), paths.compliance(3)],
  clientCompliance: [paths.clientCompliance(1)],
  clientSla: [paths.clientSla(1)],
  contractorPortal: [paths.contractorPortal(1)],
  contractorWorkOrders: [paths.contractorWorkOrders(1)],
  contractorSla: [paths.contractorSla(1)],
  contractorWorkOrder: [paths.contractorWorkOrder(1, 7)],
  clientPpms: [paths.clientPpms(1)],
  reports: [paths.reports(), paths.reports("order-log"), paths.reports("valuation"), paths.reports("query"), paths.reports("builder")],
  finances: [paths.finances(), paths.finances("export"), paths.finances("invoices"), paths.finances("supplier-costs")],
};

const SRC = path.resolve(__dirname, "..");

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "gql" || e.name === "test" ? [] : sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe("paths", () => {
  it("builds the addresses of the spec", () => {
    expect(BUILT.workOrder).toEqual(["/work-order/7", "/wo-request/7", "/work-order/7"]);
    expect(BUILT.workOrders).toEqual(["/work_orders", "/work_orders?tab=closed"]);
    expect(BUILT.clientReport).toEqual(["/client_portal/1/reports_view/3"]);
    expect(BUILT.clientQuotes).toEqual(["/client_portal/1/quotes", "/client_portal/1/quotes?quote=9"]);
    expect(BUILT.clientWorkOrders).toEqual(["/client_portal/1/work-orders", "/client_portal/1/work-orders?workOrder=7"]);
    expect(BUILT.login).toEqual(["/Login.aspx"]);
    expect(BUILT.contractorWorkOrders).toEqual(["/contractor_portal/1/work-orders"]);
    expect(BUILT.contractorWorkOrder).toEqual(["/contractor_portal/1/work_order/7"]);
  });

  it("leads only to pages the router has (not its catch-all) and the route table knows", () => {
    const router = createAppRouter();
    for (const built of Object.values(BUILT).flat()) {
      const pathname = built.split("?")[0]!;
      const leaf = matchRoutes(router.routes, pathname)?.at(-1)?.route;
      expect([built, leaf !== undefined && leaf.path !== "*"]).toEqual([built, true]);
      if (built !== paths.login() && built !== paths.apiExplorer()) expect([built, ruleFor(pathname)?.rule.path ?? null]).not.toEqual([built, null]);
    }
    router.dispose();
  });

  it("is the only place that writes an address of the app", () => {
    const files = sources(SRC).filter((f) => f !== path.join(__dirname, "paths.ts"));
    const building = /\bto=(?:"|\{\s*["`])\/|navigate\(\s*["`]\/|<Navigate[^>]*to="\/|["`]#\//;
    expect(files.filter((f) => building.test(fs.readFileSync(f, "utf8"))).map((f) => path.relative(SRC, f))).toEqual([]);
  });
});
