import { lazyPage, type AppArea } from "../../app/area";
import { paths } from "../../app/paths";

/** Contractors (§2.6): every staff user reads them; changes need customers at full (the server decides) */
export const contractorsArea: AppArea = {
  name: "contractors",
  routes: [
    { path: "contractors", element: lazyPage(() => import("./pages/ContractorsPage"), "ContractorsPage") },
    { path: "contractors/contact/create", element: lazyPage(() => import("./pages/ContractorContactCreatePage"), "ContractorContactCreatePage") },
    { path: "contractor/:id", element: lazyPage(() => import("./pages/ContractorPage"), "ContractorPage") },
  ],
  rules: [
    { path: "/contractors", staff: true, note: "the contractors grid (§2.6): every staff user" },
    { path: "/contractors/contact/create", staff: true, note: "a new contractor contact (§2.6); creating users is the administrators' (server)" },
    { path: "/contractor/:id", staff: true, note: "a contractor's page (§2.6): every staff user" },
  ],
  sidebar: [{ key: "contractors", title: "Contractors", icon: "build", to: paths.contractors() }],
};
