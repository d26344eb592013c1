import { Navigate } from "react-router-dom";
import { useViewer } from "../access/ViewerContext";
import { homePath } from "../access/viewer";

/** `/`: each user's home (staff: the work orders; portal users: their portal) */
export function HomeRedirect() {
  return <Navigate to={homePath(useViewer())} replace />;
}
