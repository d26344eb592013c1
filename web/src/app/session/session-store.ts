import { useSyncExternalStore } from "react";
import type { AccessViewer } from "../access/viewer";
import { clearNonReturnFlag, KEYS, readKey, removeKey, writeKey } from "./storage";

/** What a sign-in answers (signIn, signInWithRememberToken) */
export type SignedInSession = {
  accessToken: string;
  rememberToken?: string | null;
  /** Who signed in: the auth code is kept; the rest chooses where the sign-in lands */
  me: SignedInViewer;
};

export type SignedInViewer = AccessViewer & { authCode: string };

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const sessionStore = {
  token: (): string | null => readKey(KEYS.token),
  authCode: (): string | null => readKey(KEYS.authprop),

  /** Keeps what a sign-in answered: token, authprop and (remember me) the remember token */
  signedIn(session: SignedInSession, remember: boolean): void {
    writeKey(KEYS.token, session.accessToken);
    writeKey(KEYS.authprop, session.me.authCode);
    if (remember && session.rememberToken) writeKey(KEYS.remtoken, session.rememberToken);
    else if (!remember) removeKey(KEYS.remtoken);
    clearNonReturnFlag();
    emit();
  },

  renewed(accessToken: string): void {
    writeKey(KEYS.token, accessToken);
    emit();
  },

  /** Storage was cleared elsewhere (logout, session invalid) */
  changed(): void {
    emit();
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The current access token, re-rendering when it changes */
export function useAccessToken(): string | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.token, sessionStore.token);
}

type EndedListener = (reason: "invalid" | "logout") => void;
const endedListeners = new Set<EndedListener>();

/** The session ended on the server (SESSION_INVALID, UNAUTHENTICATED): the shell goes to login */
export const sessionEvents = {
  ended(reason: "invalid" | "logout" = "invalid"): void {
    endedListeners.forEach((l) => l(reason));
  },
  onEnded(listener: EndedListener): () => void {
    endedListeners.add(listener);
    return () => endedListeners.delete(listener);
  },
};
