import { act, screen, waitFor } from "@testing-library/react";
import { graphql } from "msw";
import { callsOf, gqlError, mockApi, okReply, failedReply } from "../../test/api";
import { useFakeClock } from "../../test/clock";
import { fakeToken, signedIn } from "../../test/fixtures";
import { renderApp } from "../../test/render";
import { server } from "../../test/server";
import { createApolloClient } from "../apollo/client";
import { sessionStore } from "./session-store";

function answerRememberSignIn(reply: (token: string) => Record<string, unknown>) {
  const seen: string[] = [];
  server.use(
    graphql.mutation("SessionRoot_RememberSignIn", ({ variables }) => {
      seen.push(String(variables.token));
      return okReply({ signInWithRememberToken: { __typename: "SignInPayload", ...reply(String(variables.token)) } });
    }),
  );
  return seen;
}

describe("session", () => {
  it("checks the session on every route change", async () => {
    const calls = mockApi();
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002001");
    await waitFor(() => expect(callsOf(calls, "Shell_CheckSession")).toEqual([{ requestedUrl: "/work_orders" }]));
    await user.click(screen.getByRole("link", { name: "WO0002001" }));
    await waitFor(() => expect(callsOf(calls, "Shell_CheckSession").at(-1)).toEqual({ requestedUrl: "/work-order/2001" }));
  });

  it("SESSION_INVALID clears local and session storage and goes to login", async () => {
    mockApi({ checkSession: gqlError("Session invalid", "SESSION_INVALID") });
    localStorage.setItem("remtoken", "remember-1");
    localStorage.setItem("gridState", "[]");
    sessionStorage.setItem("something", "1");
    renderApp("/work_orders?tab=open");

    await waitFor(() => expect(window.location.hash).toBe("#/Login.aspx"));
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeTruthy();
  });

  it("UNAUTHENTICATED from any call ends the session the same way", async () => {
    mockApi();
    server.use(graphql.query("WorkOrderGrid_WorkOrders", () => failedReply(gqlError("Not signed in", "UNAUTHENTICATED").errors)));
    renderApp("/work_orders?tab=open");
    await waitFor(() => expect(window.location.hash).toBe("#/Login.aspx"));
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("authprop")).toBeNull();
  });

  it("other check errors are ignored", async () => {
    mockApi({ checkSession: gqlError("Something else", "INTERNAL_SERVER_ERROR") });
    const client = createApolloClient();
    const mutate = jest.spyOn(client, "mutate");
    renderApp("/work_orders?tab=open", { client });
    await screen.findByText("WO0002001");
    // the check has been answered and its error has gone through the links (one is all there is)
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    const settled = mutate.mock.results[0]!.value as Promise<unknown>;
    await act(() => settled.catch(() => undefined));
    expect(window.location.hash).toBe("#/work_orders?tab=open");
    expect(localStorage.getItem("token")).not.toBeNull();
  });

  it("without a session sends the user to login and keeps where they were going", async () => {
    mockApi();
    renderApp("/work_orders?tab=closed", { signedIn: false });
    await waitFor(() => expect(window.location.hash).toBe("#/Login.aspx"));
    expect(localStorage.getItem("baseUrl")).toBe("/work_orders?tab=closed");
  });

  it("logs out when no auth property is stored", async () => {
    const calls = mockApi();
    localStorage.setItem("token", fakeToken());
    renderApp("/work_orders", { signedIn: false });
    await waitFor(() => expect(window.location.hash).toBe("#/Login.aspx"));
    expect(callsOf(calls, "SessionRoot_SignOut")).toHaveLength(1);
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("logout signs out, clears storage and does not sign back in with the remember token", async () => {
    const calls = mockApi();
    const remembered = answerRememberSignIn(() => ({ session: signedIn(fakeToken(), "remember-2"), error: null }));
    localStorage.setItem("remtoken", "remember-1");
    const { user } = renderApp("/work_orders?tab=open");
    await screen.findByText("WO0002001");

    await user.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(window.location.hash).toBe("#/Login.aspx"));
    expect(callsOf(calls, "SessionRoot_SignOut")).toHaveLength(1);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem("nonreturn")).toBe("1");
    expect(remembered).toEqual([]);
  });
});

describe("remember me", () => {
  it("signs in on load with the stored remember token and keeps the rotated one", async () => {
    mockApi();
    const token = fakeToken();
    const seen = answerRememberSignIn(() => ({ session: signedIn(token, "remember-2", "A"), error: null }));
    localStorage.setItem("remtoken", "remember-1");
    renderApp("/work_orders?tab=open", { signedIn: false });

    expect(await screen.findByText("WO0002001")).toBeTruthy();
    expect(seen).toEqual(["remember-1"]);
    expect(localStorage.getItem("token")).toBe(token);
    expect(localStorage.getItem("remtoken")).toBe("remember-2");
    expect(localStorage.getItem("authprop")).toBe("A");
  });

  it("also replaces an expired access token", async () => {
    mockApi();
    const seen = answerRememberSignIn(() => ({ session: signedIn(fakeToken(), "remember-2"), error: null }));
    localStorage.setItem("remtoken", "remember-1");
    localStorage.setItem("token", fakeToken(-60));
    localStorage.setItem("authprop", "A");
    renderApp("/work_orders?tab=open", { signedIn: false });
    expect(await screen.findByText("WO0002001")).toBeTruthy();
    expect(seen).toEqual(["remember-1"]);
  });

  it("does nothing when the non-return flag is set", async () => {
    const seen = answerRememberSignIn(() => ({ session: signedIn(), error: null }));
    localStorage.setItem("remtoken", "remember-1");
    sessionStorage.setItem("nonreturn", "1");
    renderApp("/work_orders", { signedIn: false });
    await waitFor(() => expect(window.location.hash).toBe("#/Login.aspx"));
    expect(seen).toEqual([]);
    expect(localStorage.getItem("remtoken")).toBe("remember-1");
  });

  it("drops a refused remember token and shows the login", async () => {
    const seen = answerRememberSignIn(() => ({
      session: null,
      error: { __typename: "SignInError", code: "INVALID_TOKEN", message: "Please sign in again." },
    }));
    localStorage.setItem("remtoken", "remember-old");
    renderApp("/work_orders", { signedIn: false });
    await waitFor(() => expect(window.location.hash).toBe("#/Login.aspx"));
    expect(seen).toEqual(["remember-old"]);
    expect(localStorage.getItem("remtoken")).toBeNull();
  });
});

describe("token renewal", () => {
  it("renews the access token shortly before it expires", async () => {
    mockApi();
    const renewed = fakeToken(900, { renewed: true });
    let renewals = 0;
    server.use(
      graphql.mutation("SessionRoot_Renew", () => {
        renewals += 1;
        return okReply({
          renewSession: { __typename: "SignedIn", accessToken: renewed, expiresAt: new Date(Date.now() + 900_000).toISOString() },
        });
      }),
    );
    useFakeClock(); // the token's 2 seconds and the wait's 3 are the fake clock's, however busy the machine
    renderApp("/work_orders?tab=open", { signedIn: false });
    localStorage.setItem("authprop", "A");
    // a token with 2 seconds left: renewed a fifth of its life before it ends
    sessionStore.renewed(fakeToken(2));
    await waitFor(() => expect(localStorage.getItem("token")).toBe(renewed), { timeout: 3000 });
    expect(renewals).toBe(1);
  });
});
