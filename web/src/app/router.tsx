import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { createHashRouter, Navigate } from "react-router-dom";
import { Spinner } from "../ui";
import { ErrorPage } from "./pages/ErrorPage";
import { NotFound } from "./pages/NotFound";
import { SessionRoot, HOME_PATH, LOGIN_PATH } from "./session/SessionRoot";
import { Shell } from "./shell/Shell";

// each page is its own chunk
const LoginPage = lazy(() => import("../modules/auth/pages/LoginPage").then((m) => ({ default: m.LoginPage })));
const WorkOrdersPage = lazy(() =>
  import("../modules/work-orders/pages/WorkOrdersPage").then((m) => ({ default: m.WorkOrdersPage })),
);
const WorkOrderRequestPage = lazy(() =>
  import("../modules/work-orders/pages/WorkOrderDetailsPage").then((m) => ({ default: m.WorkOrderRequestPage })),
);
const WorkOrderPage = lazy(() =>
  import("../modules/work-orders/pages/WorkOrderDetailsPage").then((m) => ({ default: m.WorkOrderPage })),
);

function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<Spinner aria-label="Loading" />}>
      <Page />
    </Suspense>
  );
}

/** The spec's hash routes (§2); only the screens built so far */
export function createAppRouter() {
  return createHashRouter([
    {
      element: <SessionRoot />,
      children: [
        { path: LOGIN_PATH, element: page(LoginPage) },
        {
          element: <Shell />,
          children: [
            // the dashboard is not built yet: / opens the work orders
            { index: true, element: <Navigate to={HOME_PATH} replace /> },
            { path: "work_orders", element: page(WorkOrdersPage) },
            { path: "wo-request/:id", element: page(WorkOrderRequestPage) },
            { path: "work-order/:id/:status?", element: page(WorkOrderPage) },
            { path: "404", element: <ErrorPage /> },
            { path: "*", element: <NotFound /> },
          ],
        },
      ],
    },
  ]);
}
