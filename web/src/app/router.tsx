import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { createHashRouter, type RouteObject } from "react-router-dom";
import { Spinner } from "../ui";
import { ErrorPage } from "./pages/ErrorPage";
import { NotFound } from "./pages/NotFound";
import { paths } from "./paths";
import { SessionRoot } from "./session/SessionRoot";
import { HomeRedirect } from "./shell/HomeRedirect";
import { Shell } from "./shell/Shell";

/** A page of its own chunk: `lazyPage(() => import(...), "Name")` */
function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
}

const LoginPage = lazyPage(() => import("../modules/auth/pages/LoginPage"), "LoginPage");
const WorkOrdersPage = lazyPage(() => import("../modules/work-orders/pages/WorkOrdersPage"), "WorkOrdersPage");
const WorkOrderRequestPage = lazyPage(() => import("../modules/work-orders/pages/WorkOrderDetailsPage"), "WorkOrderRequestPage");
const WorkOrderPage = lazyPage(() => import("../modules/work-orders/pages/WorkOrderDetailsPage"), "WorkOrderPage");
const UserProfilePage = lazyPage(() => import("../modules/account/pages/UserProfilePage"), "UserProfilePage");
const ConfigurationPage = lazyPage(() => import("../modules/configuration/pages/ConfigurationPage"), "ConfigurationPage");
const AuditTrailPage = lazyPage(() => import("../modules/audit/pages/AuditTrailPage"), "AuditTrailPage");
const ClientPortalLayout = lazyPage(() => import("../modules/client-portal/pages/ClientPortalLayout"), "ClientPortalLayout");
const ClientDashboardPage = lazyPage(() => import("../modules/client-portal/pages/ClientDashboardPage"), "ClientDashboardPage");
const ClientReportsPage = lazyPage(() => import("../modules/client-portal/pages/ClientReportsPage"), "ClientReportsPage");
const ClientReportViewPage = lazyPage(() => import("../modules/client-portal/pages/ClientReportViewPage"), "ClientReportViewPage");
const ContractorDashboardPage = lazyPage(
  () => import("../modules/contractor-portal/pages/ContractorDashboardPage"),
  "ContractorDashboardPage",
);

function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<Spinner aria-label="Loading" />}>
      <Page />
    </Suspense>
  );
}

/**
 * The signed-in routes (spec §2; only the screens built so far). Who may open each one is the
 * route table's business (access/route-rules.ts); a test holds the two together.
 */
export const SHELL_ROUTES: RouteObject[] = [
  { index: true, element: <HomeRedirect /> },
  { path: "work_orders", element: page(WorkOrdersPage) },
  { path: "wo-request/:id", element: page(WorkOrderRequestPage) },
  { path: "work-order/:id/:status?", element: page(WorkOrderPage) },
  { path: "user_profile", element: page(UserProfilePage) },
  { path: "configuration/:tab?", element: page(ConfigurationPage) },
  { path: "audit_trail", element: page(AuditTrailPage) },
  {
    path: "client_portal/:clientId",
    element: page(ClientPortalLayout),
    children: [
      { index: true, element: page(ClientDashboardPage) },
      { path: "reports", element: page(ClientReportsPage) },
      { path: "reports_view/:reportId", element: page(ClientReportViewPage) },
      { path: "*", element: <NotFound /> },
    ],
  },
  { path: "contractor_portal/:contractorId", element: page(ContractorDashboardPage) },
  { path: "404", element: <ErrorPage /> },
  { path: "*", element: <NotFound /> },
];

export function createAppRouter() {
  return createHashRouter([
    {
      element: <SessionRoot />,
      children: [
        { path: paths.login(), element: page(LoginPage) },
        { element: <Shell />, children: SHELL_ROUTES },
      ],
    },
  ]);
}
