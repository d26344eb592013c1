import { screen, waitFor } from "@testing-library/react";
import { graphql } from "msw";
import { failedReply, mockApi, okReply } from "../../../test/api";
import { CLIENT, CONTRACTOR, fakeToken, SALES, signedIn } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";

function answerSignIn(reply: (vars: Record<string, unknown>) => Record<string, unknown>) {
  const seen: Array<Record<string, unknown>> = [];
  server.use(
    graphql.mutation("LoginForm_SignIn", ({ variables }) => {
      seen.push(variables);
      return okReply({ signIn: { __typename: "SignInPayload", ...reply(variables) } });
    }),
  );
  return seen;
}

const refused = (message: string, code = "INVALID_CREDENTIALS") => ({
  session: null,
  error: { __typename: "SignInError", code, message },
});

describe("#/Login.aspx", () => {
  it("signs in, keeps token, authprop and remember token, and opens the dashboard", async () => {
    mockApi();
    const token = fakeToken();
    const seen = answerSignIn(() => ({ session: signedIn(token, "remember-1", "A"), error: null }));
    const { user } = renderApp("/Login.aspx", { signedIn: false });

    await user.type(await screen.findByLabelText("Email"), "admin@example.com");
    await user.type(screen.getByLabelText("Password"), "Passw0rd!");
    await user.click(screen.getByRole("checkbox", { name: "Remember me" }));
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    await waitFor(() => expect(window.location.hash).toBe("#/"));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
    expect(seen).toEqual([{ email: "admin@example.com", password: "Passw0rd!", rememberMe: true }]);
    expect(localStorage.getItem("token")).toBe(token);
    expect(localStorage.getItem("authprop")).toBe("A");
    expect(localStorage.getItem("remtoken")).toBe("remember-1");
  });

  it("goes to the stored base url after signing in", async () => {
    mockApi();
    answerSignIn(() => ({ session: signedIn(), error: null }));
    localStorage.setItem("baseUrl", "/work_orders?tab=closed");
    const { user } = renderApp("/Login.aspx", { signedIn: false });
    await user.type(await screen.findByLabelText("Email"), "admin@example.com");
    await user.type(screen.getByLabelText("Password"), "Passw0rd!");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(window.location.hash).toBe("#/work_orders?tab=closed"));
    expect(localStorage.getItem("remtoken")).toBeNull();
  });

  async function signInAs(who: typeof CLIENT, code: string, baseUrl?: string) {
    mockApi({ me: who });
    answerSignIn(() => ({ session: signedIn(fakeToken(), null, code, who), error: null }));
    if (baseUrl) localStorage.setItem("baseUrl", baseUrl);
    const { user } = renderApp("/Login.aspx", { signedIn: false });
    await user.type(await screen.findByLabelText("Email"), "someone@example.com");
    await user.type(screen.getByLabelText("Password"), "Passw0rd!");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
  }

  it("lands a client user on its client's portal", async () => {
    await signInAs(CLIENT, "C");
    await waitFor(() => expect(window.location.hash).toBe("#/client_portal/1"));
    expect(await screen.findByRole("heading", { name: "Harbour Retail Group" })).toBeTruthy();
    expect(localStorage.getItem("authprop")).toBe("C");
  });

  it("lands a contractor user on its contractor's portal", async () => {
    await signInAs(CONTRACTOR, "N");
    await waitFor(() => expect(window.location.hash).toBe("#/contractor_portal/1"));
    expect(await screen.findByRole("heading", { name: "Apex Building Services" })).toBeTruthy();
  });

  it("takes a client to a stored base url of its own (a work order from an e-mail)", async () => {
    await signInAs(CLIENT, "C", "/work-order/77");
    await waitFor(() => expect(window.location.hash).toBe("#/work-order/77"));
    expect(localStorage.getItem("baseUrl")).toBeNull();
  });

  it.each([
    ["a client", "/configuration", CLIENT, "C", "#/client_portal/1"],
    ["a client", "/client_portal/2", CLIENT, "C", "#/client_portal/1"],
    ["a Sales user", "/audit_trail", SALES, "S", "#/"],
  ] as const)("ignores a stored base url %s may not open: %s", async (_, baseUrl, who, code, lands) => {
    await signInAs(who, code, baseUrl);
    await waitFor(() => expect(window.location.hash).toBe(lands));
    expect(localStorage.getItem("baseUrl")).toBeNull();
  });

  it("sends a user who is signed in already from the login page to their home", async () => {
    mockApi({ me: CONTRACTOR });
    renderApp("/Login.aspx", { authCode: "N" });
    await waitFor(() => expect(window.location.hash).toBe("#/contractor_portal/1"));
  });

  it("shows the server's message when sign-in is refused, and stores nothing", async () => {
    answerSignIn(() => refused("Invalid email or password."));
    const { user } = renderApp("/Login.aspx", { signedIn: false });
    await user.type(await screen.findByLabelText("Email"), "admin@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email or password.");
    expect(window.location.hash).toBe("#/Login.aspx");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("shows the lockout message as the server words it", async () => {
    const lockout = "Your account is locked after too many failed sign-ins. Try again in 15 minutes.";
    answerSignIn(() => refused(lockout, "LOCKED_OUT"));
    const { user } = renderApp("/Login.aspx", { signedIn: false });
    await user.type(await screen.findByLabelText("Email"), "sales@example.com");
    await user.type(screen.getByLabelText("Password"), "nope");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe(lockout);
  });

  it("shows the server's words when it refuses too many attempts from this address (a GraphQL error, HTTP 200)", async () => {
    const tooMany = "Too many sign-in attempts from this address. Try again in a minute.";
    server.use(graphql.mutation("LoginForm_SignIn", () => failedReply([{ message: tooMany, extensions: { code: "TOO_MANY_REQUESTS" } }])));
    const { user } = renderApp("/Login.aspx", { signedIn: false });
    await user.type(await screen.findByLabelText("Email"), "admin@example.com");
    await user.type(screen.getByLabelText("Password"), "Passw0rd!");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe(tooMany);
    expect(window.location.hash).toBe("#/Login.aspx");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("says something went wrong when the server cannot be reached", async () => {
    server.use(graphql.mutation("LoginForm_SignIn", () => failedReply([{ message: "boom" }])));
    const { user } = renderApp("/Login.aspx", { signedIn: false });
    await user.type(await screen.findByLabelText("Email"), "admin@example.com");
    await user.type(screen.getByLabelText("Password"), "Passw0rd!");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Something wrong! Try again!");
  });
});
