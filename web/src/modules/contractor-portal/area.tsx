import { ownContractor } from "../../app/access/audiences";
import { lazyPage, type AppArea } from "../../app/area";
import { NotFound } from "../../app/pages/NotFound";
import type { PortalPageHandle } from "./portal-pages";

const page = (name: PortalPageHandle["portalPage"]): { handle: PortalPageHandle } => ({ handle: { portalPage: name } });

/**
 * A contractor's portal (portals §2.2): its dashboard, its work orders, its SLA attainment (issue 27), and a work order's popup
 * over the page the user was on. The layout shows the pages itself (each route names its page in
 * its handle), so that opening and closing the popup keeps the page behind it as it was.
 */
export const contractorPortalArea: AppArea = {
  name: "contractor-portal",
  routes: [
    {
      path: "contractor_portal/:contractorId",
      element: lazyPage(() => import("./pages/ContractorPortalLayout"), "ContractorPortalLayout"),
      children: [
        { index: true, ...page("dashboard") },
        { path: "work-orders", ...page("work-orders") },
        { path: "sla", ...page("sla") },
        { path: "work_order/:workOrderId", ...page("work-order") },
        { path: "*", element: <NotFound /> },
      ],
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
