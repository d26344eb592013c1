import { Navigate } from "react-router-dom";
import { lazyPage } from "../area";
import { useViewer } from "../access/ViewerContext";
import { homePath } from "../access/viewer";

const dashboard = lazyPage(() => import("../../modules/dashboard/pages/DashboardPage"), "DashboardPage");

/**
 * `/`: the staff dashboard (spec §2: not for contractors); a client or contractor user goes on to
 * its portal, which is its home.
 */
export function HomeRedirect() {
  const viewer = useViewer();
  if (viewer.kind === "ADMIN" || viewer.kind === "STAFF") return dashboard;
  return <Navigate to={homePath(viewer)} replace />;
}
