import { useEffect, useRef, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { paths } from "../paths";
import { useSession } from "../session/SessionContext";
import { useAccessToken } from "../session/session-store";
import { KEYS, readKey, writeKey } from "../session/storage";
import { isExpired } from "../session/token";

/** Lets signed-in users through; others go to login, which brings them back here afterwards */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useAccessToken();
  const location = useLocation();
  const { logout } = useSession();
  const signedIn = Boolean(token) && !isExpired(token);
  const hasAuthCode = readKey(KEYS.authprop) !== null;
  // a session that ends here (logout, session invalid) is not a visit to come back to
  const hadSession = useRef(false);
  if (signedIn) hadSession.current = true;

  useEffect(() => {
    if (signedIn && !hasAuthCode) void logout(); // spec §5: no auth property stored, log out
  }, [signedIn, hasAuthCode, logout]);

  if (!signedIn) {
    const here = location.pathname + location.search;
    if (here !== paths.home() && here !== paths.login() && !hadSession.current) writeKey(KEYS.baseUrl, here);
    return <Navigate to={paths.login()} replace />;
  }
  return hasAuthCode ? <>{children}</> : null;
}
