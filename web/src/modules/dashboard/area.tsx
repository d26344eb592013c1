import { lazyPage, type AppArea } from "../../app/area";
import { paths } from "../../app/paths";

/**
 * The dashboard (spec §2 #/: its page is the shell's home, app/shell/HomeRedirect.tsx) and the
 * overdue work orders (#/workOrders/overdue), staff only
 */
export const dashboardArea: AppArea = {
  name: "dashboard",
  routes: [{ path: "workOrders/overdue", element: lazyPage(() => import("./pages/OverduePage"), "OverduePage") }],
  rules: [{ path: "/workOrders/overdue", staff: true, note: "the overdue work orders (§2); every department reads the work-order list" }],
  sidebar: [
    { key: "dashboard", title: "Dashboard", icon: "dashboard", to: paths.home() },
    { key: "overdue", title: "Overdue", icon: "time", to: paths.overdueWorkOrders() },
  ],
};
