import { useEffect } from "react";
import type { ApolloClient } from "@apollo/client";
import { SessionRoot_Renew } from "./operations";
import { sessionStore } from "./session-store";
import { renewalDelay, tokenExpiry } from "./token";

/** Renews the access token (renewSession) shortly before it expires, again and again */
export function useTokenRenewal(client: ApolloClient, token: string | null): void {
  useEffect(() => {
    const expiresAt = tokenExpiry(token);
    if (!token || expiresAt === null) return;
    const timer = setTimeout(() => {
      client
        .mutate({ mutation: SessionRoot_Renew })
        .then(({ data }) => {
          if (data && sessionStore.token() === token) sessionStore.renewed(data.renewSession.accessToken);
        })
        .catch(() => undefined); // a session that ended is handled by the error link
    }, renewalDelay(expiresAt));
    return () => clearTimeout(timer);
  }, [client, token]);
}
