import { REPORT_READ_AREAS, withAnyPermission } from "../../app/access/audiences";
import { lazyPage, type AppArea } from "../../app/area";
import { paths } from "../../app/paths";

/**
 * The reports (portals §2.13): the order log, the valuation report, the query report and the
 * report builder. Staff holding reporting (Finance, Contracts, Operations) or reports (Management) at
 * read, and administrators; what else they may do (the builder's saved reports at full) the server decides.
 */
export const reportsArea: AppArea = {
  name: "reports",
  routes: [{ path: "reports/:tab?", element: lazyPage(() => import("./pages/ReportsPage"), "ReportsPage") }],
  rules: [{ path: "/reports/:tab?", staff: withAnyPermission(REPORT_READ_AREAS), note: "the reports (§2.13): reporting or reports at read" }],
  sidebar: [
    { key: "reporting", title: "Reporting", icon: "timeline-bar-chart", to: paths.reports(), rule: { anyOf: REPORT_READ_AREAS, level: "read" } },
  ],
};
