import { screen, waitFor } from "@testing-library/react";
import { graphql } from "msw";
import { failedReply, mockApi, okReply } from "../../../test/api";
import { fakeToken, signedIn } from "../../../test/fixtures";
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
  it("signs in, keeps token, authprop and remember token, and opens the work orders", async () => {
    mockApi();
    const token = fakeToken();
    const seen = answerSignIn(() => ({ session: signedIn(token, "remember-1", "A"), error: null }));
    const { user } = renderApp("/Login.aspx", { signedIn: false });

    await user.type(await screen.findByLabelText("Email"), "admin@example.com");
    await user.type(screen.getByLabelText("Password"), "Passw0rd!");
    await user.click(screen.getByRole("checkbox", { name: "Remember me" }));
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    await waitFor(() => expect(window.location.hash).toBe("#/work_orders"));
    expect(seen).toEqual([{ email: "admin@example.com", password: "Passw0rd!", rememberMe: true }]);
    expect(localStorage.getItem("token")).toBe(token);
    expect(localStorage.getItem("authprop")).toBe("A");
    expect(localStorage.getItem("remtoken")).toBe("remember-1");
    expect(await screen.findByRole("heading", { name: "Work orders" })).toBeTruthy();
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

  it("says something went wrong when the server cannot be reached", async () => {
    server.use(graphql.mutation("LoginForm_SignIn", () => failedReply([{ message: "boom" }])));
    const { user } = renderApp("/Login.aspx", { signedIn: false });
    await user.type(await screen.findByLabelText("Email"), "admin@example.com");
    await user.type(screen.getByLabelText("Password"), "Passw0rd!");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Something wrong! Try again!");
  });
});
