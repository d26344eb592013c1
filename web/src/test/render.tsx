import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App } from "../app/App";
import { createApolloClient } from "../app/apollo/client";
import { fakeToken } from "./fixtures";

export type RenderAppOptions = {
  /** Store a signed-in session first (token and authprop) */
  signedIn?: boolean;
  authCode?: string;
};

/** The whole app at a hash route, as the browser would open it */
export function renderApp(path: string, { signedIn = true, authCode = "A" }: RenderAppOptions = {}) {
  if (signedIn) {
    localStorage.setItem("token", fakeToken());
    localStorage.setItem("authprop", authCode);
  }
  window.history.replaceState(null, "", `/#${path}`);
  const client = createApolloClient();
  const user = userEvent.setup();
  const utils = render(<App client={client} />);
  return { ...utils, client, user };
}
