import { REPORT_READ_AREAS, withAnyPermission } from "../../app/access/audiences";
import { lazyPage, type AppArea } from "../../app/area";
import { paths } from "../../app/paths";

/**
 * Finances (portals §2.12): the closed work-order export, the invoice import and the supplier costs
 * import. Staff holding reporting or reports at read open it; the imports are the server's to allow (reporting
 * at full). Its sidebar entry takes the spec's Finance place (the sales, purchases and suppliers
 * of the old system are placeholders: modules/placeholders).
 */
export const financesArea: AppArea = {
  name: "finances",
  routes: [{ path: "finances/:tab?", element: lazyPage(() => import("./pages/FinancesPage"), "FinancesPage") }],
  rules: [
    {
      path: "/finances/:tab?",
      staff: withAnyPermission(REPORT_READ_AREAS),
      note: "finances (§2.12): reporting or reports at read; the imports reporting at full (server)",
    },
  ],
  sidebar: [
    { key: "financeHeading", title: "Finance", icon: "bank-account", to: paths.finances(), rule: { anyOf: REPORT_READ_AREAS, level: "read" } },
  ],
};
