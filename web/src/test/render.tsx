import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ApolloClient } from "@apollo/client";
import { App } from "../app/App";
import { createApolloClient } from "../app/apollo/client";
import { fakeClockOn } from "./clock";
import { fakeToken } from "./fixtures";

export type RenderAppOptions = {
  /** Store a signed-in session first (token and authprop) */
  signedIn?: boolean;
  authCode?: string;
  /** The Apollo client (a test may watch it); a new one by default */
  client?: ApolloClient;
};

/** The whole app at a hash route, as the browser would open it */
export function renderApp(path: string, { signedIn = true, authCode = "A", client = createApolloClient() }: RenderAppOptions = {}) {
  if (signedIn) {
    localStorage.setItem("token", fakeToken());
    localStorage.setItem("authprop", authCode);
  }
  window.history.replaceState(null, "", `/#${path}`);
  // under useFakeClock, user-event's pauses between events move the fake clock (by 0 ms: typing
  // takes no time), or they would wait for a timer that never fires
  const user = userEvent.setup({ advanceTimers: (ms) => (fakeClockOn() ? jest.advanceTimersByTime(ms) : undefined) });
  const utils = render(<App client={client} />);
  return { ...utils, client, user };
}
