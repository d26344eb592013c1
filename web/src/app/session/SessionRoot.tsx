import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Outlet, useNavigate } from "react-router-dom";
import { useApolloClient } from "@apollo/client/react";
import { Spinner } from "../../ui";
import { landingPath } from "../access/route-rules";
import { paths } from "../paths";
import { SessionRoot_SignOut } from "./operations";
import { needsRememberSignIn, rememberSignIn } from "./remember";
import { SessionContext, type SessionActions } from "./SessionContext";
import { sessionEvents, sessionStore, useAccessToken } from "./session-store";
import { clearStorage, KEYS, readKey, removeKey, setNonReturnFlag } from "./storage";
import { useTokenRenewal } from "./useTokenRenewal";

/**
 * The root of every route: signs in with the remember token on load, renews the access token,
 * and sends the user to login when the session ends (storage cleared).
 */
export function SessionRoot() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const token = useAccessToken();
  const [booting, setBooting] = useState(needsRememberSignIn);
  const boot = useRef<Promise<boolean> | null>(null);

  useEffect(() => {
    if (!booting) return;
    let live = true;
    boot.current ??= rememberSignIn(client); // once, even when effects run twice
    void boot.current.finally(() => live && setBooting(false));
    return () => {
      live = false;
    };
  }, [booting, client]);

  useTokenRenewal(client, token);

  const toLogin = useCallback(() => {
    sessionStore.changed();
    void client.clearStore();
    navigate(paths.login(), { replace: true });
  }, [client, navigate]);

  useEffect(
    () =>
      sessionEvents.onEnded(() => {
        clearStorage();
        toLogin();
      }),
    [toLogin],
  );

  const actions = useMemo<SessionActions>(
    () => ({
      signedIn(session, remember) {
        sessionStore.signedIn(session, remember);
        const baseUrl = readKey(KEYS.baseUrl);
        removeKey(KEYS.baseUrl);
        navigate(landingPath(session.me, baseUrl), { replace: true });
      },
      async logout() {
        await client.mutate({ mutation: SessionRoot_SignOut }).catch(() => undefined);
        clearStorage();
        setNonReturnFlag();
        toLogin();
      },
    }),
    [client, navigate, toLogin],
  );

  if (booting) return <Spinner className="wo-boot" aria-label="Signing in" />;
  return (
    <SessionContext.Provider value={actions}>
      <Outlet />
    </SessionContext.Provider>
  );
}
