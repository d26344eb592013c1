import { withPermission } from "../../app/access/audiences";
import { lazyPage, type AppArea } from "../../app/area";
import { paths } from "../../app/paths";

/**
 * The reports (portals §2.13): the order log, the valuation report, the query report and the
 * report builder. Staff holding reporting at read (Finance, Contracts, Operations, Management;
 * administrators); what else they may do (the builder's saved reports at full) the server decides.
 */
export const reportsArea: AppArea = {
  name: "reports",
  routes: [{ path: "reports/:tab?", element: lazyPage(() => import("./pages/ReportsPage"), "ReportsPage") }],
  rules: [{ path: "/reports/:tab?", staff: withPermission("reporting"), note: "the reports (§2.13): reporting at read" }],
  sidebar: [{ key: "reporting", title: "Reporting", icon: "timeline-bar-chart", to: paths.reports(), rule: { permission: "reporting" } }],
};
