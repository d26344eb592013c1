import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { mockApi } from "../../../test/api";
import { CLIENT, CONTRACTOR, SALES } from "../../../test/fixtures";
import { findNotice } from "../../../test/notices";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";

const POLICY = "Password must be over 6 characters and have at least one non letter or digit character";
const CURRENT = "Passw0rd!";

type Vars = Record<string, unknown>;

/** The account page's API: the user, saveUser and resetPassword as the server answers them */
function mockAccountApi(who = SALES) {
  const calls = mockApi({ me: who });
  const seen: Record<string, Vars[]> = { save: [], reset: [] };
  const stored = {
    __typename: "User",
    id: who.user.id,
    firstName: who.user.fullName.split(" ")[0],
    lastName: who.user.fullName.split(" ")[1],
    fullName: who.user.fullName,
    email: "me@example.com",
    mobile: "07700 900102",
    phoneNumber: null,
    position: "Account Manager",
  };
  const error = (message: string, field: string) => ({
    __typename: "UserError",
    code: "INVALID",
    message,
    fieldErrors: [{ __typename: "FieldError", field, message }],
  });
  server.use(
    graphql.query("AccountDetailsForm_User", ({ variables }) =>
      Number(variables.id) === stored.id
        ? HttpResponse.json({ data: { user: stored } })
        : HttpResponse.json({ data: null, errors: [{ message: "No data found!" }] }),
    ),
    graphql.mutation("AccountDetailsForm_Save", ({ variables }) => {
      seen.save!.push(variables);
      const { currentPassword, ...input } = variables.input as Record<string, string>;
      if (!/^[^@\s]+@[^@\s]+\.\w+$/.test(input.email!)) {
        return HttpResponse.json({
          data: { saveUser: { __typename: "SaveUserPayload", user: null, error: error("Email is not a valid e-mail address", "email") } },
        });
      }
      if (input.email !== stored.email && currentPassword !== CURRENT) {
        const message = currentPassword ? "Current password is incorrect" : "Current password is required";
        return HttpResponse.json({ data: { saveUser: { __typename: "SaveUserPayload", user: null, error: error(message, "currentPassword") } } });
      }
      Object.assign(stored, input, { fullName: `${input.firstName} ${input.lastName}` });
      return HttpResponse.json({ data: { saveUser: { __typename: "SaveUserPayload", user: stored, error: null } } });
    }),
    graphql.mutation("PasswordChangeForm_Reset", ({ variables }) => {
      seen.reset!.push(variables);
      const { newPassword, currentPassword } = variables.input as { newPassword: string; currentPassword: string | null };
      if (currentPassword !== CURRENT) {
        const message = currentPassword ? "Current password is incorrect" : "Current password is required";
        return HttpResponse.json({
          data: { resetPassword: { __typename: "ResetPasswordPayload", ok: false, error: error(message, "currentPassword") } },
        });
      }
      const strong = newPassword.length >= 6 && [/[a-z]/, /[A-Z]/, /\d/, /[!@#$&*]/].filter((r) => r.test(newPassword)).length >= 3;
      return HttpResponse.json({
        data: { resetPassword: { __typename: "ResetPasswordPayload", ok: strong, error: strong ? null : error(POLICY, "newPassword") } },
      });
    }),
  );
  return { calls, seen };
}

const form = (name: string) => screen.findByRole("form", { name });

describe("#/user_profile", () => {
  it("saves the user's own details through saveUser with its own id: 'User Updated'", async () => {
    const { seen } = mockAccountApi();
    const { user } = renderApp("/user_profile", { authCode: "S" });
    const details = await form("My Account details");
    const first = within(details).getByLabelText(/^First name/) as HTMLInputElement;
    await waitFor(() => expect(first.value).toBe("Olivia"));
    expect((within(details).getByLabelText(/^Mobile/) as HTMLInputElement).value).toBe("07700 900102");

    await user.clear(within(details).getByLabelText(/^Position/));
    await user.type(within(details).getByLabelText(/^Position/), "Sales Director");
    await user.clear(within(details).getByLabelText(/^Last name/));
    await user.type(within(details).getByLabelText(/^Last name/), "Bennett-Hale");
    await user.click(within(details).getByRole("button", { name: "Save" }));
    await findNotice("User Updated", "success");
    expect(seen.save).toEqual([
      {
        input: {
          id: 2,
          firstName: "Olivia",
          lastName: "Bennett-Hale",
          email: "me@example.com",
          mobile: "07700 900102",
          phoneNumber: null,
          position: "Sales Director",
          currentPassword: null,
        },
      },
    ]);
    // the e-mail is the same: nobody is asked for their password
    expect(within(details).queryByLabelText(/^Current password/)).toBeNull();
    // the top bar follows (one normalized User in the cache)
    expect(await screen.findByRole("link", { name: "Olivia Bennett-Hale" })).toBeTruthy();
  });

  it("flags missing required fields ('Required fields') and the server's refused field", async () => {
    const { seen } = mockAccountApi();
    const { user } = renderApp("/user_profile", { authCode: "S" });
    const details = await form("My Account details");
    const email = within(details).getByLabelText(/^Email/) as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe("me@example.com"));
    await user.clear(email);
    await user.click(within(details).getByRole("button", { name: "Save" }));
    await findNotice("Required fields", "required");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(seen.save).toEqual([]);

    await user.type(email, "not-an-address");
    expect(email.getAttribute("aria-invalid")).toBeNull();
    // a new e-mail: the current password goes with it
    await user.type(within(details).getByLabelText(/^Current password/), CURRENT);
    await user.click(within(details).getByRole("button", { name: "Save" }));
    await findNotice("Email is not a valid e-mail address", "error");
    expect(email.getAttribute("aria-invalid")).toBe("true");
  });

  it("asks for the current password before a new e-mail, and shows the server's refusal on that field", async () => {
    const { seen } = mockAccountApi();
    const { user } = renderApp("/user_profile", { authCode: "S" });
    const details = await form("My Account details");
    const email = within(details).getByLabelText(/^Email/) as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe("me@example.com"));
    await user.clear(email);
    await user.type(email, "olivia@example.com");

    const current = within(details).getByLabelText(/^Current password/) as HTMLInputElement;
    expect(current.getAttribute("type")).toBe("password");
    await user.click(within(details).getByRole("button", { name: "Save" }));
    await findNotice("Required fields", "required");
    expect(current.getAttribute("aria-invalid")).toBe("true");
    expect(seen.save).toEqual([]);

    await user.type(current, "not-it");
    await user.click(within(details).getByRole("button", { name: "Save" }));
    await findNotice("Current password is incorrect", "error");
    expect(current.getAttribute("aria-invalid")).toBe("true");
    expect(within(details).getByText("Current password is incorrect")).toBeTruthy();

    await user.clear(current);
    await user.type(current, CURRENT);
    await user.click(within(details).getByRole("button", { name: "Save" }));
    await findNotice("User Updated", "success");
    expect(seen.save.at(-1)).toMatchObject({ input: { email: "olivia@example.com", currentPassword: CURRENT } });
    // saved: the e-mail is the stored one again, and the password is not kept
    await waitFor(() => expect(within(details).queryByLabelText(/^Current password/)).toBeNull());
  });

  it("asks for the current password before a new password, and flags a wrong one", async () => {
    const { seen } = mockAccountApi();
    const { user } = renderApp("/user_profile", { authCode: "S" });
    const password = await form("Change password");
    const current = within(password).getByLabelText(/^Current password/);
    await user.type(within(password).getByLabelText("New password"), "N3w-Passw0rd!");
    await user.type(within(password).getByLabelText("Repeat password"), "N3w-Passw0rd!");
    await user.click(within(password).getByRole("button", { name: "Change password" }));
    await findNotice("Required fields", "required");
    expect(current.getAttribute("aria-invalid")).toBe("true");
    expect(seen.reset).toEqual([]);

    await user.type(current, "guess");
    await user.click(within(password).getByRole("button", { name: "Change password" }));
    await findNotice("Current password is incorrect", "required");
    expect(current.getAttribute("aria-invalid")).toBe("true");
    expect(within(password).getByText("Current password is incorrect")).toBeTruthy();
    expect(seen.reset).toEqual([{ input: { userId: 2, newPassword: "N3w-Passw0rd!", currentPassword: "guess" } }]);
    // typing again clears the flag
    await user.type(current, "!");
    expect(current.getAttribute("aria-invalid")).toBeNull();
  });

  it("flags the repeat password while it differs, without blocking the change; a weak one gets the policy message", async () => {
    const { seen } = mockAccountApi();
    const { user } = renderApp("/user_profile", { authCode: "S" });
    const password = await form("Change password");
    await user.type(within(password).getByLabelText(/^Current password/), CURRENT);
    const fresh = within(password).getByLabelText("New password");
    const repeat = within(password).getByLabelText("Repeat password");

    await user.type(fresh, "abc");
    expect(repeat.getAttribute("aria-invalid")).toBe("true");
    await user.type(repeat, "abc");
    expect(repeat.getAttribute("aria-invalid")).toBeNull();
    await user.type(repeat, "d");
    expect(repeat.getAttribute("aria-invalid")).toBe("true");

    // saving is not blocked by the flag: the server refuses the weak password
    await user.click(within(password).getByRole("button", { name: "Change password" }));
    await findNotice(POLICY, "required");
    expect(seen.reset).toEqual([{ input: { userId: 2, newPassword: "abc", currentPassword: CURRENT } }]);
    expect(fresh.getAttribute("aria-invalid")).toBe("true");

    await user.clear(fresh);
    await user.type(fresh, "N3w-Passw0rd!");
    await user.clear(repeat);
    await user.type(repeat, "N3w-Passw0rd!");
    await user.click(within(password).getByRole("button", { name: "Change password" }));
    await findNotice("Password Reset", "success");
    expect(seen.reset.at(-1)).toEqual({ input: { userId: 2, newPassword: "N3w-Passw0rd!", currentPassword: CURRENT } });
    expect((fresh as HTMLInputElement).value).toBe("");
    expect((within(password).getByLabelText(/^Current password/) as HTMLInputElement).value).toBe("");
  });

  it.each([
    ["client", CLIENT, "C", "/client_portal/1"],
    ["contractor", CONTRACTOR, "N", "/contractor_portal/1"],
  ])("gives a %s the reduced layout: no sidebar, full width, the breadcrumb to its portal", async (_, who, code, home) => {
    mockAccountApi(who);
    renderApp("/user_profile", { authCode: code });
    const crumb = await screen.findByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumb).getByRole("link", { name: "Portal" }).getAttribute("href")).toBe(`#${home}`);
    expect(screen.queryByRole("navigation", { name: "Sidebar" })).toBeNull();
    expect(document.querySelector(".wo-account--portal")).not.toBeNull();
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("keeps staff in the normal layout, the breadcrumb to the dashboard", async () => {
    mockAccountApi();
    renderApp("/user_profile", { authCode: "S" });
    const crumb = await screen.findByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumb).getByRole("link", { name: "Home" }).getAttribute("href")).toBe("#/");
    expect(await screen.findByRole("navigation", { name: "Sidebar" })).toBeTruthy();
    expect(document.querySelector(".wo-account--portal")).toBeNull();
  });
});
