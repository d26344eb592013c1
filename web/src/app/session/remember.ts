import type { ApolloClient } from "@apollo/client";
import { getFragmentData } from "../../gql";
import { SessionRoot_RememberSignIn, SessionStore_SignedIn } from "./operations";
import { sessionStore } from "./session-store";
import { hasNonReturnFlag, KEYS, readKey, removeKey } from "./storage";
import { isExpired } from "./token";

/** On load: a remember token is stored, no non-return flag is set and there is no live access token */
export function needsRememberSignIn(): boolean {
  const token = readKey(KEYS.token);
  return readKey(KEYS.remtoken) !== null && !hasNonReturnFlag() && (!token || isExpired(token));
}

/** Signs in with the stored remember token and keeps the rotated token it answers */
export async function rememberSignIn(client: ApolloClient): Promise<boolean> {
  const token = readKey(KEYS.remtoken);
  if (!token) return false;
  removeKey(KEYS.token); // an expired token must not ride along
  try {
    const { data } = await client.mutate({ mutation: SessionRoot_RememberSignIn, variables: { token } });
    const session = data?.signInWithRememberToken.session;
    if (session) {
      sessionStore.signedIn(getFragmentData(SessionStore_SignedIn, session), true);
      return true;
    }
    removeKey(KEYS.remtoken); // refused: used, expired or revoked
  } catch {
    // network trouble: keep the token for the next load
  }
  sessionStore.changed();
  return false;
}
