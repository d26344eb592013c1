import { lazyPage, type AppArea } from "../../app/area";
import { paths } from "../../app/paths";

/**
 * Engineers (§2.11 #/engineer): the contractors' operatives. Every staff user reads them; writes need
 * customers full (the server decides).
 */
export const engineersArea: AppArea = {
  name: "engineers",
  routes: [
    { path: "engineer", element: lazyPage(() => import("./pages/EngineersPage"), "EngineersPage") },
    { path: "engineer/:id", element: lazyPage(() => import("./pages/EngineerPage"), "EngineerPage") },
  ],
  rules: [
    { path: "/engineer", staff: true, note: "the engineers grid (§2.11): every staff user" },
    { path: "/engineer/:id", staff: true, note: "an engineer (§2.11; 0: new): every staff user" },
  ],
  sidebar: [{ key: "engineers", title: "Engineers", icon: "wrench", to: paths.engineers() }],
};
