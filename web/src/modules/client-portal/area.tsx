import { ownClient } from "../../app/access/audiences";
import { lazyPage, type AppArea } from "../../app/area";
import { NotFound } from "../../app/pages/NotFound";

/** A client's portal (portals §2.1): its dashboard, work orders, PPMs, quotes, sites, compliance, SLA attainment and BI reports, under the portal's menu */
export const clientPortalArea: AppArea = {
  name: "client-portal",
  routes: [
    {
      path: "client_portal/:clientId",
      element: lazyPage(() => import("./pages/ClientPortalLayout"), "ClientPortalLayout"),
      children: [
        { index: true, element: lazyPage(() => import("./pages/ClientDashboardPage"), "ClientDashboardPage") },
        { path: "work-orders", element: lazyPage(() => import("./pages/ClientWorkOrdersPage"), "ClientWorkOrdersPage") },
        { path: "ppms", element: lazyPage(() => import("./pages/ClientPpmsPage"), "ClientPpmsPage") },
        { path: "quotes", element: lazyPage(() => import("./pages/ClientQuotesPage"), "ClientQuotesPage") },
        { path: "sites", element: lazyPage(() => import("./pages/ClientSitesPage"), "ClientSitesPage") },
        { path: "compliance", element: lazyPage(() => import("./pages/ClientCompliancePage"), "ClientCompliancePage") },
        { path: "sla", element: lazyPage(() => import("./pages/ClientSlaPage"), "ClientSlaPage") },
        { path: "reports", element: lazyPage(() => import("./pages/ClientReportsPage"), "ClientReportsPage") },
        { path: "reports_view/:reportId", element: lazyPage(() => import("./pages/ClientReportViewPage"), "ClientReportViewPage") },
        { path: "*", element: <NotFound /> },
      ],
    },
  ],
  rules: [
    {
      path: "/client_portal/:clientId/*",
      staff: true,
      client: ownClient,
      note: "a client's portal: its own for a client user; any for staff (the client page links to it)",
    },
  ],
};
