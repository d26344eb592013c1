import { useEffect, useRef, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { canOpen } from "./route-rules";
import { homePath, type AccessViewer } from "./viewer";

/** Spec §6 / portals §9: a denied route goes back after 250 ms */
export const DENIED_BACK_MS = 250;

export type RouteGuardProps = {
  viewer: AccessViewer;
  children: ReactNode;
};

/**
 * Checks every route change against the route table: a denied route shows nothing and, after
 * 250 ms, goes back in history; when the app has no page of its own to go back to (the denied
 * route was the first one opened), it goes to the user's home instead.
 */
export function RouteGuard({ viewer, children }: RouteGuardProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const allowed = canOpen(viewer, pathname);
  // an allowed page seen before this one: going back stays in the app
  const seenAllowed = useRef(false);
  const home = homePath(viewer);

  useEffect(() => {
    if (allowed) {
      seenAllowed.current = true;
      return;
    }
    const timer = setTimeout(() => {
      if (seenAllowed.current) navigate(-1);
      else navigate(home, { replace: true });
    }, DENIED_BACK_MS);
    return () => clearTimeout(timer);
  }, [allowed, pathname, home, navigate]);

  return allowed ? <>{children}</> : null;
}
