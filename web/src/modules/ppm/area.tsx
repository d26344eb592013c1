import { lazyPage, type AppArea } from "../../app/area";
import { paths } from "../../app/paths";

/**
 * PPM (portals §2.9): the schedules and their pending work orders. Every staff user reads and writes
 * them (the server decides); portal users read theirs through their portals.
 */
export const ppmArea: AppArea = {
  name: "ppm",
  routes: [
    { path: "ppm", element: lazyPage(() => import("./pages/PpmsPage"), "PpmsPage") },
    { path: "ppm/:id", element: lazyPage(() => import("./pages/PpmPage"), "PpmPage") },
  ],
  rules: [
    { path: "/ppm", staff: true, note: "the PPM list and its PPM work orders tab (§2.9): every staff user" },
    { path: "/ppm/:id", staff: true, note: "a PPM schedule (§2.9; 0: new): every staff user" },
  ],
  sidebar: [{ key: "ppm", title: "PPM", icon: "calendar", to: paths.ppms() }],
};
