import { withPermission } from "../../app/access/audiences";
import { lazyPage, type AppArea } from "../../app/area";
import { paths } from "../../app/paths";

/** Sites (§2.7): the grid and the site popup, for staff holding customers */
export const sitesArea: AppArea = {
  name: "sites",
  routes: [{ path: "sites", element: lazyPage(() => import("./pages/SitesPage"), "SitesPage") }],
  rules: [{ path: "/sites", staff: withPermission("customers"), note: "the sites grid (§2.7): staff with customers read" }],
  sidebar: [{ key: "sites", title: "Sites", icon: "map-marker", to: paths.sites(), rule: { permission: "customers" } }],
};
