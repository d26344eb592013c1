import { lazyPage, type AppArea } from "../../app/area";
import { paths } from "../../app/paths";

/** The staff work-order list (spec §2) and the read-only views of a request and a work order */
export const workOrdersArea: AppArea = {
  name: "work-orders",
  routes: [
    { path: "work_orders", element: lazyPage(() => import("./pages/WorkOrdersPage"), "WorkOrdersPage") },
    { path: "wo-request/:id", element: lazyPage(() => import("./pages/WorkOrderDetailsPage"), "WorkOrderRequestPage") },
    { path: "work-order/:id/:status?", element: lazyPage(() => import("./pages/WorkOrderDetailsPage"), "WorkOrderPage") },
  ],
  rules: [
    { path: "/work_orders", staff: true, note: "the staff work-order list; every department may read it" },
    { path: "/wo-request/:id", staff: true, client: true, note: "a request; the server answers only the viewer's own" },
    {
      path: "/work-order/:id/:status?",
      staff: true,
      client: true,
      contractor: true,
      note: "a work order; the server answers NOT_FOUND for another tenant's",
    },
  ],
  sidebar: [{ key: "workOrders", title: "Work orders", icon: "th", to: paths.workOrders() }],
};
