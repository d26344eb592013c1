import { withPermission } from "../../app/access/audiences";
import { lazyPage, type AppArea } from "../../app/area";
import { paths } from "../../app/paths";

/** Clients (§2.4): the customers area, read to look, full to change */
export const clientsArea: AppArea = {
  name: "clients",
  routes: [
    { path: "clients", element: lazyPage(() => import("./pages/ClientsPage"), "ClientsPage") },
    { path: "client/:id", element: lazyPage(() => import("./pages/ClientPage"), "ClientPage") },
  ],
  rules: [
    { path: "/clients", staff: withPermission("customers"), note: "the clients grid (§2.4), the customers area" },
    { path: "/client/:id", staff: withPermission("customers"), note: "a client's page (§2.4), the customers area" },
  ],
  sidebar: [{ key: "customers", title: "Clients", icon: "person", to: paths.clients(), rule: { permission: "customers" } }],
};
