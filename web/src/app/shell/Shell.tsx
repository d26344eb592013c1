import { Suspense, useEffect, useMemo } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { useMutation, useQuery } from "@apollo/client/react";
import { Callout, Intent, Spinner } from "../../ui";
import { RouteGuard } from "../access/RouteGuard";
import { ViewerContext, type Viewer } from "../access/ViewerContext";
import { useSession } from "../session/SessionContext";
import { Shell_CheckSession, Shell_Me } from "./operations";
import { RequireSession } from "./RequireSession";
import { ServiceNotice } from "./ServiceNotice";
import { shellChrome } from "./shell-chrome";
import { Sidebar } from "./Sidebar";
import { TopBar } from "./TopBar";
import "./shell.css";

/** Runs the authorise check (checkSession) on every route change; SESSION_INVALID ends the session */
function useSessionCheck(): void {
  const { pathname } = useLocation();
  const [checkSession] = useMutation(Shell_CheckSession);
  useEffect(() => {
    checkSession({ variables: { requestedUrl: pathname } }).catch(() => undefined); // other errors: ignored (spec §8)
  }, [pathname, checkSession]);
}

/** The signed-in user, once `me` has answered */
function useViewerQuery(): { viewer: Viewer | null; failed: boolean } {
  const { data, error } = useQuery(Shell_Me);
  const me = data?.me;
  const viewer = useMemo<Viewer | null>(
    () =>
      me
        ? {
            kind: me.kind,
            clientId: me.clientId ?? null,
            contractorId: me.contractorId ?? null,
            permissions: me.permissions,
            userId: me.user.id,
            fullName: me.user.fullName,
          }
        : null,
    [me],
  );
  return { viewer, failed: !me && Boolean(error) };
}

function ShellLayout() {
  const { logout } = useSession();
  const { viewer, failed } = useViewerQuery();
  useSessionCheck();
  const chrome = viewer ? shellChrome(viewer) : null;
  return (
    <div className={chrome?.sidebar ? "wo-shell wo-shell--staff" : "wo-shell"}>
      <TopBar userName={viewer?.fullName ?? null} search={Boolean(chrome?.search)} onLogout={() => void logout()} />
      <div className="wo-shell__body">
        {viewer && chrome?.sidebar ? <Sidebar viewer={viewer} /> : null}
        <main className="wo-shell__main">
          {/* a service out of reach: said above the page, which shows the rest */}
          <ServiceNotice />
          {viewer ? (
            <ViewerContext.Provider value={viewer}>
              {/* nothing of a page shows before the route check has passed */}
              <RouteGuard viewer={viewer}>
                <Suspense fallback={<Spinner aria-label="Loading" />}>
                  <Outlet />
                </Suspense>
              </RouteGuard>
            </ViewerContext.Provider>
          ) : failed ? (
            <Callout intent={Intent.DANGER}>Something wrong! Try again!</Callout>
          ) : (
            <Spinner aria-label="Loading" />
          )}
        </main>
      </div>
    </div>
  );
}

/** The signed-in layout: top bar, sidebar by permission, the page (checked against the route table) */
export function Shell() {
  return (
    <RequireSession>
      <ShellLayout />
    </RequireSession>
  );
}
