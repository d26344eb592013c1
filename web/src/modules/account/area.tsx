import { lazyPage, type AppArea } from "../../app/area";

/** My Account (portals §2.15), open to every user */
export const accountArea: AppArea = {
  name: "account",
  routes: [{ path: "user_profile", element: lazyPage(() => import("./pages/UserProfilePage"), "UserProfilePage") }],
  rules: [{ path: "/user_profile", staff: true, client: true, contractor: true, note: "My Account (§2.15)" }],
};
