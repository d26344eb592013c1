import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { callsOf } from "../../../test/api";
import { columnTitles, gridNamed, gridSettled, rowsOf, sortableTitles } from "../../../test/grid";
import { findNotice, notices } from "../../../test/notices";
import { advanceClock, useFakeClock } from "../../../test/clock";
import { renderApp } from "../../../test/render";
import { EMBED_MESSAGE, mockUsersApi } from "../test/users-api";

const dialog = (name: string | RegExp) => screen.findByRole("dialog", { name });

async function openUsers() {
  const api = mockUsersApi();
  const rendered = renderApp("/configuration");
  await screen.findByRole("heading", { name: "Configuration" });
  await waitFor(() => expect(rowsOf(gridNamed("Users")).length).toBe(4));
  return { ...api, ...rendered };
}

async function fill(user: UserEvent, scope: HTMLElement, label: RegExp, text: string) {
  const input = within(scope).getByLabelText(label);
  await user.clear(input);
  if (text) await user.type(input, text);
}

const field = (scope: HTMLElement, label: RegExp) => within(scope).getByLabelText(label);

describe("#/configuration: users", () => {
  it("lists the active users: server paged and sorted, searched, filtered by access level, deactivated on request", async () => {
    const { calls, user } = await openUsers();
    const grid = gridNamed("Users");
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Users",
      "Trades",
      "Sub-trades",
      "Brands",
      "Import",
      "Outbox",
      "API keys",
      "Webhooks",
    ]);
    expect(columnTitles(grid)).toEqual(["Name", "Email", "Access level", "Department", "Client / Contractor", "Position", "Status", " "]);
    expect(sortableTitles(grid)).toEqual(["Name", "Email", "Access level", "Department", "Position"]);
    expect(rowsOf(grid).map((r) => r.slice(0, 7))).toEqual([
      ["Alex Morgan", "alex@example.com", "Administrator", "", "", "System Administrator", "Active"],
      ["Olivia Bennett", "olivia@example.com", "Staff", "Sales", "", "Account Manager", "Active"],
      ["Fiona Sinclair", "fiona@example.com", "Client", "", "Harbour Retail Group", "Facilities Manager", "Active"],
      ["Mark Stevens", "mark@example.com", "Contractor", "", "Apex Building Services", "", "Active"],
    ]);
    expect(callsOf(calls, "UserGrid_Users")[0]).toEqual({
      page: 1,
      pageSize: 20,
      search: null,
      userTypeIds: null,
      entityName: null,
      entityId: null,
      includeInactive: false,
      sort: [{ field: "FULL_NAME", direction: "ASC" }],
    });

    await user.click(within(grid).getAllByRole("button", { name: "Sort by Email" })[0]!);
    await waitFor(() => expect(callsOf(calls, "UserGrid_Users").at(-1)!.sort).toEqual([{ field: "EMAIL", direction: "ASC" }]));

    await user.click(screen.getByRole("checkbox", { name: "Include deactivated" }));
    await waitFor(() => expect(rowsOf(gridNamed("Users")).map((r) => r[6])).toContain("DeactivatedLocked out"));
    expect(callsOf(calls, "UserGrid_Users").at(-1)!.includeInactive).toBe(true);

    await user.selectOptions(screen.getByRole("combobox", { name: "Access level" }), "Client");
    await waitFor(() => expect(rowsOf(gridNamed("Users")).map((r) => r[0])).toEqual(["Fiona Sinclair"]));
    expect(callsOf(calls, "UserGrid_Users").at(-1)!.userTypeIds).toEqual([2]);

    await user.selectOptions(screen.getByRole("combobox", { name: "Access level" }), "All access levels");
    await gridSettled(grid);
    const before = callsOf(calls, "UserGrid_Users").length;
    useFakeClock();
    await user.type(within(grid).getByRole("searchbox", { name: "Search" }), "oliv");
    advanceClock(150);
    await gridSettled(grid); // a search asked for by now has been answered
    expect(callsOf(calls, "UserGrid_Users").filter((v) => v.search)).toEqual([]); // 250 ms debounce
    await waitFor(() => expect(rowsOf(gridNamed("Users")).map((r) => r[0])).toEqual(["Olivia Bennett"]));
    expect(
      callsOf(calls, "UserGrid_Users")
        .slice(before)
        .filter((v) => v.search),
    ).toHaveLength(1);
  });

  it("shows no tab that is not built: #/configuration/nothing is the 404 page", async () => {
    mockUsersApi();
    renderApp("/configuration/nothing");
    await findNotice("404!!");
    await waitFor(() => expect(window.location.hash).toBe("#/404"));
  });

  it("creates a user: required fields flagged, a refusal's joined messages shown and its fields flagged, ", async () => {
    const api = mockUsersApi({
      refuseSave: [
        { field: "email", message: "Email is already taken" },
        { field: "password", message: "Password must be over 6 characters and have at least one non letter or digit character" },
      ],
    });
    const { user } = renderApp("/configuration");
    await user.click(await screen.findByRole("button", { name: "New user" }));
    const popup = await dialog("New user");

    // the access levels on offer: no Administrator, no Contractor
    const levels = within(field(popup, /^Access level/) as HTMLElement)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(levels).toEqual(["Select ...", "Client", "Staff", "Site Manager", "Regional Manager", "Senior Manager"]);
    expect(within(popup).queryByRole("tab")).toBeNull(); // sites and reports only once the user exists

    await user.click(within(popup).getByRole("button", { name: "Save" }));
    await findNotice("Required fields", "required");
    for (const label of [/^First name/, /^Last name/, /^Email/, /^Password/, /^Access level/]) {
      expect([String(label), field(popup, label).getAttribute("aria-invalid")]).toEqual([String(label), "true"]);
    }
    expect(field(popup, /^Mobile/).getAttribute("aria-invalid")).toBeNull();
    expect(callsOf(api.calls, "UserDetailsForm_Save")).toEqual([]);

    await fill(user, popup, /^First name/, "Nina");
    expect(field(popup, /^First name/).getAttribute("aria-invalid")).toBeNull(); // cleared on change
    await fill(user, popup, /^Last name/, "Patel");
    await fill(user, popup, /^Email/, "olivia@example.com");
    await fill(user, popup, /^Password/, "short");
    await user.selectOptions(field(popup, /^Access level/), "Staff");
    // a staff type needs its department
    await user.click(within(popup).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(field(popup, /^Department/).getAttribute("aria-invalid")).toBe("true"));
    await user.selectOptions(field(popup, /^Department/), "Finance");
    await user.click(within(popup).getByRole("button", { name: "Save" }));

    const joined = "Email is already taken\nPassword must be over 6 characters and have at least one non letter or digit character";
    await findNotice(joined, "error");
    expect(field(popup, /^Email/).getAttribute("aria-invalid")).toBe("true");
    expect(field(popup, /^Password/).getAttribute("aria-invalid")).toBe("true");
    expect(within(popup).getByText("Email is already taken")).toBeTruthy();
    expect(callsOf(api.calls, "UserDetailsForm_Save")[0]).toEqual({
      input: {
        id: null,
        firstName: "Nina",
        lastName: "Patel",
        email: "olivia@example.com",
        mobile: null,
        phoneNumber: null,
        position: null,
        password: "short",
        active: true,
        lockoutEnabled: true,
        userTypeId: 4,
        entityName: null,
        entityId: null,
        departmentId: 5,
      },
    });
  });

  it("creates a client user for a client, then offers its sites and reports", async () => {
    const { calls, user } = await openUsers();
    await user.click(screen.getByRole("button", { name: "New user" }));
    const popup = await dialog("New user");
    await fill(user, popup, /^First name/, "Carl");
    await fill(user, popup, /^Last name/, "Client");
    await fill(user, popup, /^Email/, "carl@example.com");
    await fill(user, popup, /^Password/, "Passw0rd!");
    await user.selectOptions(field(popup, /^Access level/), "Client");
    expect(within(popup).queryByLabelText(/^Department/)).toBeNull();
    await user.click(within(popup).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(field(popup, /^Client/).getAttribute("aria-invalid")).toBe("true"));
    await findNotice("Required fields", "required");
    await user.selectOptions(field(popup, /^Client/), "Northwind Estates");
    await user.click(within(popup).getByRole("button", { name: "Save" }));

    await findNotice("User Created", "success");
    expect(callsOf(calls, "UserDetailsForm_Save").at(-1)!.input).toMatchObject({
      userTypeId: 2,
      entityName: "Client",
      entityId: 2,
      departmentId: null,
    });
    const created = await dialog("User: Carl Client");
    expect(
      within(created)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["Details", "Sites", "BI reports"]);
    await waitFor(() => expect(rowsOf(gridNamed("Users")).map((r) => r[0])).toContain("Carl Client"));
  });

  it("edits a user: its values loaded, 'User Updated', no password unless one is set", async () => {
    const { calls, user } = await openUsers();
    await user.click(within(gridNamed("Users")).getByRole("button", { name: "Olivia Bennett" }));
    const popup = await dialog("User: Olivia Bennett");
    await waitFor(() => expect((field(popup, /^Email/) as HTMLInputElement).value).toBe("olivia@example.com"));
    expect((field(popup, /^Access level/) as HTMLSelectElement).value).toBe("4");
    expect((field(popup, /^Department/) as HTMLSelectElement).value).toBe("1");
    expect(field(popup, /^Set a new password/).getAttribute("aria-required")).toBeNull();

    await fill(user, popup, /^Position/, "Head of Sales");
    await user.click(within(popup).getByRole("button", { name: "Save" }));
    await findNotice("User Updated", "success");
    expect(callsOf(calls, "UserDetailsForm_Save")[0]!.input).toMatchObject({ id: 2, position: "Head of Sales", password: null, departmentId: 1 });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(rowsOf(gridNamed("Users"))[1]![5]).toBe("Head of Sales"));
  });

  it("keeps an administrator's and a contractor user's access level as it is", async () => {
    const { calls, user } = await openUsers();
    await user.click(within(gridNamed("Users")).getByRole("button", { name: "Edit Alex Morgan" }));
    let popup = await dialog("User: Alex Morgan");
    await waitFor(() => expect((field(popup, /^Email/) as HTMLInputElement).value).toBe("alex@example.com"));
    expect(within(popup).queryByRole("combobox", { name: /Access level/ })).toBeNull();
    expect(within(popup).getByText("Administrator")).toBeTruthy();
    await user.click(within(popup).getByRole("button", { name: "Save" }));
    await findNotice("User Updated", "success");
    const input = callsOf(calls, "UserDetailsForm_Save")[0]!.input as Record<string, unknown>;
    expect(["userTypeId", "entityName", "entityId", "departmentId"].filter((k) => k in input)).toEqual([]);

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(within(gridNamed("Users")).getByRole("button", { name: "Edit Mark Stevens" }));
    popup = await dialog("User: Mark Stevens");
    expect(await within(popup).findByText("of Apex Building Services")).toBeTruthy();
    expect(within(popup).queryByRole("combobox", { name: /Access level/ })).toBeNull();
  });

  it("asks an administrator editing itself for its current password before its e-mail or password changes", async () => {
    const { calls, user } = await openUsers();
    await user.click(within(gridNamed("Users")).getByRole("button", { name: "Edit Alex Morgan" }));
    const popup = await dialog("User: Alex Morgan");
    await waitFor(() => expect((field(popup, /^Email/) as HTMLInputElement).value).toBe("alex@example.com"));
    expect(within(popup).queryByLabelText(/^Current password/)).toBeNull();

    await fill(user, popup, /^Email/, "alex.morgan@example.com");
    expect(field(popup, /^Current password/).getAttribute("aria-required")).toBe("true");
    await user.click(within(popup).getByRole("button", { name: "Save" }));
    await findNotice("Required fields", "required");
    expect(callsOf(calls, "UserDetailsForm_Save")).toEqual([]);

    await fill(user, popup, /^Current password/, "Passw0rd!");
    await user.click(within(popup).getByRole("button", { name: "Save" }));
    await findNotice("User Updated", "success");
    expect(callsOf(calls, "UserDetailsForm_Save")[0]!.input).toMatchObject({ id: 1, email: "alex.morgan@example.com", currentPassword: "Passw0rd!" });
  });

  it("asks no current password of an administrator editing someone else", async () => {
    const { calls, user } = await openUsers();
    await user.click(within(gridNamed("Users")).getByRole("button", { name: "Olivia Bennett" }));
    const popup = await dialog("User: Olivia Bennett");
    await waitFor(() => expect((field(popup, /^Email/) as HTMLInputElement).value).toBe("olivia@example.com"));
    await fill(user, popup, /^Set a new password/, "N3w-Secret");
    expect(within(popup).queryByLabelText(/^Current password/)).toBeNull();
    await user.click(within(popup).getByRole("button", { name: "Save" }));
    await findNotice("User Updated", "success");
    const input = callsOf(calls, "UserDetailsForm_Save")[0]!.input as Record<string, unknown>;
    expect(input).toMatchObject({ id: 2, password: "N3w-Secret" });
    expect(input).not.toHaveProperty("currentPassword");
  });

  it("deletes a user after 'Are you sure that you want to proceed?'", async () => {
    const { calls, user } = await openUsers();
    await user.click(within(gridNamed("Users")).getByRole("button", { name: "Delete Olivia Bennett" }));
    let ask = await screen.findByRole("alertdialog");
    expect(ask.textContent).toContain("Are you sure that you want to proceed?");
    await user.click(within(ask).getByRole("button", { name: "No" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(callsOf(calls, "UserGrid_Delete")).toEqual([]);

    await user.click(within(gridNamed("Users")).getByRole("button", { name: "Delete Olivia Bennett" }));
    ask = await screen.findByRole("alertdialog");
    await user.click(within(ask).getByRole("button", { name: "Yes" }));
    await findNotice("User Deleted", "success");
    expect(callsOf(calls, "UserGrid_Delete")).toEqual([{ id: 2 }]);
    await waitFor(() => expect(rowsOf(gridNamed("Users")).map((r) => r[0])).toEqual(["Alex Morgan", "Fiona Sinclair", "Mark Stevens"]));
  });

  it("links a client user to its client's sites by ticking, and unlinks by unticking", async () => {
    const api = mockUsersApi({ links: [{ id: 50, userId: 10, siteId: 2 }] });
    const { user } = renderApp("/configuration");
    await user.click(await within(await screen.findByRole("region", { name: "Users" })).findByRole("button", { name: "Fiona Sinclair" }));
    const popup = await dialog("User: Fiona Sinclair");
    await user.click(within(popup).getByRole("tab", { name: "Sites" }));
    const manchester = await within(popup).findByRole("checkbox", { name: "Harbour Home Manchester (HH01)" });
    const leeds = within(popup).getByRole("checkbox", { name: "Harbour Express Leeds (HE02)" }) as HTMLInputElement;
    // only the client's sites
    expect(within(popup).getAllByRole("checkbox")).toHaveLength(2);
    expect(callsOf(api.calls, "UserSitesPanel_Sites")[0]).toEqual({ clientId: 1, userId: 10 });
    expect(leeds.checked).toBe(true);

    await user.click(manchester);
    await findNotice("Setting saved!", "success");
    expect(callsOf(api.calls, "UserSitesPanel_Link")).toEqual([{ userId: 10, siteId: 1 }]);
    await waitFor(() => expect((manchester as HTMLInputElement).checked).toBe(true));

    await user.click(leeds);
    await findNotice("Setting removed!", "success");
    expect(callsOf(api.calls, "UserSitesPanel_Unlink")).toEqual([{ id: 50 }]);
    await waitFor(() => expect(leeds.checked).toBe(false));
  });

  it("offers a staff user every site", async () => {
    const api = mockUsersApi();
    const { user } = renderApp("/configuration");
    await user.click(await within(await screen.findByRole("region", { name: "Users" })).findByRole("button", { name: "Olivia Bennett" }));
    const popup = await dialog("User: Olivia Bennett");
    await user.click(within(popup).getByRole("tab", { name: "Sites" }));
    await within(popup).findByRole("checkbox", { name: "Northwind House (NW01)" });
    expect(within(popup).getAllByRole("checkbox")).toHaveLength(3);
    expect(callsOf(api.calls, "UserSitesPanel_Sites")[0]).toEqual({ clientId: null, userId: 2 });
  });

  it("manages a user's BI reports: a bad embed code refused, a good one saved, previewed sandboxed, deleted", async () => {
    const api = mockUsersApi({
      reports: [{ id: 7, userId: 10, name: "Monthly spend", description: "<b>spend</b>", embedUrl: "https://app.powerbi.com/view?r=7&p=1" }],
    });
    const { user } = renderApp("/configuration");
    await user.click(await within(await screen.findByRole("region", { name: "Users" })).findByRole("button", { name: "Fiona Sinclair" }));
    const popup = await dialog("User: Fiona Sinclair");
    await user.click(within(popup).getByRole("tab", { name: "BI reports" }));
    const table = await within(popup).findByRole("table", { name: "BI reports" });
    expect(within(table).getByText("<b>spend</b>")).toBeTruthy(); // text, not HTML

    await user.click(within(popup).getByRole("button", { name: "Add report" }));
    const form = await dialog("New report");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await findNotice("Required fields", "required");
    expect(field(form, /^Name/).getAttribute("aria-invalid")).toBe("true");
    expect(field(form, /^Embed code/).getAttribute("aria-invalid")).toBe("true");

    await fill(user, form, /^Name/, "Leaks");
    await user.click(field(form, /^Embed code/));
    await user.paste('<script>alert(1)</script><iframe src="https://evil.example.com/x"></iframe>');
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await findNotice(EMBED_MESSAGE, "error");
    expect(field(form, /^Embed code/).getAttribute("aria-invalid")).toBe("true");
    expect(within(form).getByText(EMBED_MESSAGE)).toBeTruthy();
    expect(document.querySelectorAll("script")).toHaveLength(0);

    await user.clear(field(form, /^Embed code/));
    await user.paste('<iframe src="https://app.powerbi.com/view?r=9"></iframe>');
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await findNotice("BI Report Created", "success");
    expect(callsOf(api.calls, "BiReportFormPopup_Save").at(-1)).toEqual({
      input: {
        id: null,
        userId: 10,
        name: "Leaks",
        description: null,
        embedCode: '<iframe src="https://app.powerbi.com/view?r=9"></iframe>',
        dashboard: false,
      },
    });
    await within(popup).findByText("Leaks");

    await user.click(within(popup).getByRole("button", { name: "Preview Monthly spend" }));
    const preview = await dialog("Monthly spend");
    const frame = within(preview).getByTitle("Monthly spend");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("src")).toBe("https://app.powerbi.com/view?r=7&p=1");
    expect(frame.getAttribute("sandbox")).toBe("allow-scripts allow-same-origin allow-popups allow-forms");
    expect(frame.getAttribute("referrerpolicy")).toBe("no-referrer");
    await user.click(within(preview).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Monthly spend" })).toBeNull());

    // editing starts from the report's address, put in an iframe here (not the server's embed code)
    await user.click(within(popup).getByRole("button", { name: "Edit Monthly spend" }));
    const edit = await dialog("Edit report: Monthly spend");
    expect((field(edit, /^Embed code/) as HTMLTextAreaElement).value).toBe('<iframe src="https://app.powerbi.com/view?r=7&amp;p=1"></iframe>');
    await user.click(within(edit).getByRole("button", { name: "Save" }));
    await findNotice("BI Report Updated", "success");
    expect(api.reports.find((r) => r.id === 7)!.embedUrl).toBe("https://app.powerbi.com/view?r=7&p=1");

    await user.click(within(popup).getByRole("button", { name: "Delete Monthly spend" }));
    const ask = await screen.findByRole("alertdialog");
    expect(ask.textContent).toContain("Are you sure that you want to proceed?");
    await user.click(within(ask).getByRole("button", { name: "Yes" }));
    await findNotice("BI Report Deleted", "success");
    expect(callsOf(api.calls, "UserBiReportsPanel_Delete")).toEqual([{ id: 7 }]);
    await waitFor(() => expect(within(popup).queryByText("Monthly spend")).toBeNull());
    expect(notices().filter(([kind]) => kind === "error")).toHaveLength(1);
  });

  it("marks a user's dashboard report with the popup's 'Dashboard report' checkbox, one per user", async () => {
    const api = mockUsersApi({
      reports: [
        { id: 7, userId: 10, name: "Monthly spend", description: null, embedUrl: "https://app.powerbi.com/view?r=7", dashboard: true },
        { id: 8, userId: 10, name: "Estate", description: null, embedUrl: "https://app.powerbi.com/view?r=8" },
      ],
    });
    const { user } = renderApp("/configuration");
    await user.click(await within(await screen.findByRole("region", { name: "Users" })).findByRole("button", { name: "Fiona Sinclair" }));
    const popup = await dialog("User: Fiona Sinclair");
    await user.click(within(popup).getByRole("tab", { name: "BI reports" }));
    const table = await within(popup).findByRole("table", { name: "BI reports" });
    expect(within(within(table).getByText("Monthly spend").closest("tr")!).getByText("Dashboard")).toBeTruthy();
    await user.click(within(popup).getByRole("button", { name: "Edit Estate" }));
    const edit = await dialog("Edit report: Estate");
    const box = within(edit).getByRole("checkbox", { name: "Dashboard report" }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await user.click(box);
    await user.click(within(edit).getByRole("button", { name: "Save" }));
    await findNotice("BI Report Updated", "success");
    expect(callsOf(api.calls, "BiReportFormPopup_Save").at(-1)).toMatchObject({ input: { id: 8, dashboard: true } });
    // the list reloads: the new one marked, the other no longer
    await waitFor(() => expect(within(within(table).getByText("Estate").closest("tr")!).queryByText("Dashboard")).toBeTruthy());
    expect(within(within(table).getByText("Monthly spend").closest("tr")!).queryByText("Dashboard")).toBeNull();
  });
});
