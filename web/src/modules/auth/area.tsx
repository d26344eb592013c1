import { lazyPage, type AppArea } from "../../app/area";
import { paths } from "../../app/paths";

/** Sign-in (spec §2: #/Login.aspx), outside the signed-in shell */
export const authArea: AppArea = {
  name: "auth",
  publicRoutes: [{ path: paths.login(), element: lazyPage(() => import("./pages/LoginPage"), "LoginPage") }],
};
