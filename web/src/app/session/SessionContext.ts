import { createContext, useContext } from "react";
import type { SignedInSession } from "./session-store";

export type SessionActions = {
  /** After a sign-in: keep the session and go to the stored base url if this user may open it, else the user's home */
  signedIn: (session: SignedInSession, remember: boolean) => void;
  /** Sign out, clear storage, go to login (and do not sign back in with the remember token) */
  logout: () => Promise<void>;
};

export const SessionContext = createContext<SessionActions | null>(null);

export function useSession(): SessionActions {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside SessionRoot");
  return session;
}
