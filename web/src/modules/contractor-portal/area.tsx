import { ownContractor } from "../../app/access/audiences";
import { lazyPage, type AppArea } from "../../app/area";

/** A contractor's portal (portals §2.2): its dashboard */
export const contractorPortalArea: AppArea = {
  name: "contractor-portal",
  routes: [
    {
      path: "contractor_portal/:contractorId",
      element: lazyPage(() => import("./pages/ContractorDashboardPage"), "ContractorDashboardPage"),
    },
  ],
  rules: [
    {
      path: "/contractor_portal/:contractorId/*",
      staff: true,
      contractor: ownContractor,
      note: "a contractor's portal: its own for a contractor user; any for staff (the lists ask for that contractor's orders)",
    },
  ],
};
