import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { useMutation, useQuery } from "@apollo/client/react";
import { Spinner } from "../../ui";
import { useSession } from "../session/SessionContext";
import { Shell_CheckSession, Shell_Me } from "./operations";
import { RequireSession } from "./RequireSession";
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

function ShellLayout() {
  const { logout } = useSession();
  const { data } = useQuery(Shell_Me);
  useSessionCheck();
  const me = data?.me;
  // contractors: no sidebar, search or menu; clients: no sidebar (the portals have their own)
  const staff = me?.kind === "ADMIN" || me?.kind === "STAFF";
  return (
    <div className={staff ? "wo-shell wo-shell--staff" : "wo-shell"}>
      <TopBar userName={me?.user.fullName ?? null} onLogout={() => void logout()} />
      <div className="wo-shell__body">
        {staff && me ? <Sidebar viewer={me} /> : null}
        <main className="wo-shell__main">
          <Suspense fallback={<Spinner aria-label="Loading" />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/** The signed-in layout: top bar, sidebar by permission, the page */
export function Shell() {
  return (
    <RequireSession>
      <ShellLayout />
    </RequireSession>
  );
}
