/**
 * Identity and access in a real browser against the running product (E2E_BASE_URL): the shell each
 * kind of user gets, route checks, the users administration, the account page's password change
 * and the audit trail.
 */
import type { Locator, Page } from "playwright-core";
import { BASE_URL, DEMO_PASSWORD, domChanges, launch, signInAs, waitForDomChange, type Browser } from "./browser";

const POLICY = "Password must be over 6 characters and have at least one non letter or digit character";
/** Unique per run, so that a run never meets the users of an earlier one */
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

let browser: Browser;
let page: Page;

const signIn = (email: string, password?: string) => signInAs(page, email, password);

const hash = () => page.evaluate(() => window.location.hash);

async function sidebarLinks(): Promise<Array<[string, string]>> {
  const nav = page.getByRole("navigation", { name: "Sidebar" });
  await nav.waitFor();
  return nav.getByRole("link").evaluateAll((els) => els.map((a) => [a.textContent ?? "", a.getAttribute("href") ?? ""] as [string, string]));
}

/** Notification texts on screen now */
async function notices(): Promise<string[]> {
  return page.locator(".wo-notice .bp6-toast-message").allTextContents();
}

async function waitForNotice(text: string): Promise<void> {
  await page.locator(".wo-notice .bp6-toast-message", { hasText: text }).first().waitFor();
}

/** Runs a GraphQL call as the user signed in on the page (its stored token) */
async function asSignedIn<T>(query: string): Promise<T> {
  return page.evaluate(async (q) => {
    const res = await fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${localStorage.getItem("token")}` },
      body: JSON.stringify({ query: q }),
    });
    const json = (await res.json()) as { data?: unknown; errors?: unknown };
    if (json.errors) throw new Error(JSON.stringify(json.errors));
    return json.data as T;
  }, query) as Promise<T>;
}

/** The administrator's own token for adminApi (one sign-in per run: sign-ins are rate limited) */
let adminToken: string | null = null;

/** Runs a GraphQL call as the administrator (its own session, apart from the page's) */
async function adminApi<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const run = (token: string | null, body: unknown) =>
    page.evaluate(
      async ({ token, body }) => {
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (token) headers.authorization = `Bearer ${token}`;
        const res = await fetch("/graphql", { method: "POST", headers, body: JSON.stringify(body) });
        const json = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
        if (json.errors) throw new Error(JSON.stringify(json.errors));
        return json.data!;
      },
      { token, body },
    );
  if (!adminToken) {
    const signedIn = (await run(null, {
      query: "mutation($e: String!, $p: String!) { signIn(input: { email: $e, password: $p }) { session { accessToken } } }",
      variables: { e: "admin@example.com", p: DEMO_PASSWORD },
    })) as { signIn: { session: { accessToken: string } } };
    adminToken = signedIn.signIn.session.accessToken;
  }
  return (await run(adminToken, { query, variables })) as T;
}

/** Deletes the users whose e-mail contains this text (what a failed run may leave behind) */
async function deleteUsersLike(text: string): Promise<void> {
  const found = await adminApi<{ users: { nodes: Array<{ id: number; email: string }> } }>(
    "query($s: String!) { users(search: $s, includeInactive: true, pageSize: 50) { nodes { id email } } }",
    { s: text },
  );
  for (const u of found.users.nodes.filter((n) => n.email.includes(text))) {
    await adminApi("mutation($id: Int!) { deleteUser(id: $id) { deletedId } }", { id: u.id });
  }
}

/** The rows of a grid (DataGrid region), cell texts by row */
async function gridRows(grid: Locator): Promise<string[][]> {
  return grid.evaluate((el) => {
    const main = el.querySelector(".bp6-table-quadrant-main") ?? el;
    const rows: string[][] = [];
    for (const cell of Array.from(main.querySelectorAll(".bp6-table-cell"))) {
      const r = Number(/bp6-table-cell-row-(\d+)/.exec(cell.className)?.[1] ?? NaN);
      const c = Number(/bp6-table-cell-col-(\d+)/.exec(cell.className)?.[1] ?? NaN);
      if (!Number.isNaN(r) && !Number.isNaN(c)) (rows[r] ??= [])[c] = cell.textContent ?? "";
    }
    return rows;
  });
}

/** Waits until the grid has finished loading and shows what `ok` expects (looking again on each change of the page) */
async function waitForGrid(grid: Locator, ok: (rows: string[][]) => boolean, what: string): Promise<string[][]> {
  const end = Date.now() + 30_000;
  let rows: string[][] = [];
  while (Date.now() < end) {
    const seen = await domChanges(page);
    const busy = await grid.getAttribute("aria-busy").catch(() => "true");
    rows = await gridRows(grid).catch(() => []);
    if (busy !== "true" && ok(rows)) return rows;
    await waitForDomChange(page, seen, Math.max(1, end - Date.now())).catch(() => undefined);
  }
  throw new Error(`timed out waiting for ${what}; rows were ${JSON.stringify(rows)}`);
}

beforeAll(async () => {
  if (!BASE_URL) throw new Error("E2E_BASE_URL is not set (the url of the running product, e.g. http://localhost:4000)");
  browser = await launch();
  page = browser.page;
});

afterEach(async () => {
  const state = expect.getState();
  if (page && state.currentTestName) {
    const name = state.currentTestName.replace(/[^a-z0-9]+/gi, "-").slice(0, 80);
    await page.screenshot({ path: `${process.env.E2E_SHOTS ?? "/tmp"}/wo-e2e-${name}.png` }).catch(() => undefined);
  }
});

afterAll(async () => {
  await browser?.close();
});

describe("the shell each user gets", () => {
  it("administrator: the dashboard, with the sidebar's dashboard, work orders, estate, audit trail and configuration", async () => {
    await signIn("admin@example.com");
    await page.waitForURL(/#\/$/);
    expect(await sidebarLinks()).toEqual([
      ["Dashboard", "#/"],
      ["Work orders", "#/work_orders"],
      ["Overdue", "#/workOrders/overdue"],
      ["Clients", "#/clients"],
      ["Sites", "#/sites"],
      ["Compliance", "#/compliance"],
      ["Contractors", "#/contractors"],
      ["Contracts", "#/contracts"],
      ["PPM", "#/ppm"],
      ["Quotations", "#/quotations"],
      ["Engineers", "#/engineer"],
      ["Assets", "#/asset_list"],
      ["Finance", "#/finances"],
      ["Reporting", "#/reports"],
      ["Audit trail", "#/audit_trail"],
      ["Configuration", "#/configuration"],
    ]);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Portal menu" }).count()).toBe(0);
    expect(await page.getByRole("search", { name: "Global search" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Alex Morgan" }).getAttribute("href")).toBe("#/user_profile");
  });

  it("a department user (Sales): the dashboard, the work orders and the estate in the sidebar; the configuration is denied", async () => {
    await signIn("sales@example.com");
    await page.waitForURL(/#\/$/);
    // Sales reads customers (§6): the estate, not the administration
    expect(await sidebarLinks()).toEqual([
      ["Dashboard", "#/"],
      ["Work orders", "#/work_orders"],
      ["Overdue", "#/workOrders/overdue"],
      ["Clients", "#/clients"],
      ["Sites", "#/sites"],
      ["Compliance", "#/compliance"],
      ["Contractors", "#/contractors"],
      ["PPM", "#/ppm"],
      ["Quotations", "#/quotations"],
      ["Engineers", "#/engineer"],
      ["Assets", "#/asset_list"],
    ]);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await page.evaluate(() => (window.location.hash = "#/configuration"));
    await page.waitForURL(/#\/configuration$/);
    await page.waitForURL(/#\/$/);
    expect(await page.getByRole("heading", { name: "Configuration" }).count()).toBe(0);
  });

  it("client: its portal, with the portal menu and no sidebar or search box", async () => {
    await signIn("client@example.com");
    await page.waitForURL(/#\/client_portal\/1$/);
    await page.getByRole("heading", { name: "Harbour Retail Group" }).waitFor();
    const menu = page.getByRole("navigation", { name: "Portal menu" });
    expect(await menu.getByRole("link").allTextContents()).toEqual([
      "Dashboard",
      "Sites",
      "Compliance",
      "Work Orders",
      "PPMs",
      "Quotes",
      "SLA",
      "Reports",
    ]);
    expect(await page.getByRole("navigation", { name: "Sidebar" }).count()).toBe(0);
    // exactly "Work orders": the PPM grid beside it is "PPM work orders"
    const grid = page.getByRole("region", { name: "Work orders", exact: true });
    const rows = await waitForGrid(grid, (r) => r.length > 0, "the client's work orders");
    expect(rows.length).toBeLessThanOrEqual(10);
    const total = Number(await page.getByRole("group", { name: "Work orders", exact: true }).locator(".wo-counter__value").textContent());
    expect(total).toBeGreaterThan(rows.length);
    // the dashboard's work orders are those that are not PPM visits (the PPM grid beside them has those)
    const own = await asSignedIn<{ workOrders: { totalCount: number } }>("{ workOrders(pageSize: 1, ppm: false) { totalCount } }");
    expect(total).toBe(own.workOrders.totalCount);
    expect(await grid.locator("[data-testid=pager-info]").textContent()).toBe(`1 - 10 of ${total} items`);
    expect(await page.getByRole("search", { name: "Global search" }).count()).toBe(0);
  });

  it("client: #/configuration is refused and the browser goes back to the portal", async () => {
    await page.getByRole("heading", { name: "Harbour Retail Group" }).waitFor();
    await page.evaluate(() => (window.location.hash = "#/configuration"));
    // what the route shows in its 250 ms, taken on the page as soon as the route has been checked
    const shown = await page.waitForFunction(() => {
      const main = document.querySelector("main")?.textContent;
      return window.location.hash === "#/configuration" && main === "" ? { main } : false;
    });
    expect(((await shown.jsonValue()) as { main: string }).main).toBe("");
    await page.waitForURL(/#\/client_portal\/1$/);
    await page.getByRole("heading", { name: "Harbour Retail Group" }).waitFor();
    // and the staff list, and another client's portal
    for (const denied of ["#/work_orders", "#/client_portal/2"]) {
      await page.evaluate((h) => (window.location.hash = h), denied);
      await page.waitForURL((url) => url.hash === denied);
      await page.waitForURL(/#\/client_portal\/1$/);
    }
  });

  it("contractor: its dashboard, with no sidebar, no menu and no search box", async () => {
    await signIn("contractor@example.com");
    await page.waitForURL(/#\/contractor_portal\/1$/);
    await page.getByRole("heading", { name: "Work orders requiring action" }).waitFor();
    const grid = page.getByRole("region", { name: "Work orders requiring action" });
    const rows = await waitForGrid(grid, (r) => r.length > 0, "the contractor's work orders");
    expect(rows.every((r) => r[6] === "Open" || r[6] === "Awaiting Quote")).toBe(true);
    // the counters are the contractor's own numbers, as the API answers them to it
    const own = await asSignedIn<{ requests: { totalCount: number }; action: { totalCount: number } }>(
      "{ requests: workOrders(status: 1, pageSize: 1) { totalCount } action: workOrders(statuses: [2, 3], pageSize: 1) { totalCount } }",
    );
    const counter = (name: string) => page.getByRole("group", { name }).locator(".wo-counter__value");
    await page.waitForFunction(() => /^\d+$/.test(document.querySelector("[aria-label='Open requests'] .wo-counter__value")?.textContent ?? ""));
    expect(Number(await counter("Open requests").textContent())).toBe(own.requests.totalCount);
    expect(Number(await counter("Work orders requiring action").textContent())).toBe(own.action.totalCount);
    expect(own.action.totalCount).toBeGreaterThan(0);
    expect(await page.getByRole("navigation", { name: "Sidebar" }).count()).toBe(0);
    expect(await page.getByRole("navigation", { name: "Portal menu" }).count()).toBe(0);
    expect(await page.getByRole("search", { name: "Global search" }).count()).toBe(0);
    // the dashboard (/) is never the contractor's: it is sent to its portal
    await page.evaluate(() => (window.location.hash = "#/"));
    await page.waitForURL(/#\/contractor_portal\/1$/);
  });
});

describe("users administration", () => {
  const email = `e2e-${RUN}@example.com`;

  afterAll(() => deleteUsersLike(email));

  it("creates a user, edits it and deletes it", async () => {
    await signIn("admin@example.com");
    await page.evaluate(() => (window.location.hash = "#/configuration"));
    await page.getByRole("heading", { name: "Configuration" }).waitFor();
    const grid = page.getByRole("region", { name: "Users" });
    await waitForGrid(grid, (r) => r.length > 0, "the users");

    await page.getByRole("button", { name: "New user" }).click();
    const popup = page.getByRole("dialog", { name: "New user" });
    await popup.waitFor();
    await popup.getByRole("button", { name: "Save" }).click();
    await waitForNotice("Required fields");
    expect(await popup.getByLabel(/^First name/).getAttribute("aria-invalid")).toBe("true");

    await popup.getByLabel(/^First name/).fill("Erin");
    await popup.getByLabel(/^Last name/).fill(`Tester ${RUN}`);
    await popup.getByLabel(/^Email/).fill(email);
    await popup.getByLabel(/^Password/).fill("weak");
    await popup.getByLabel(/^Access level/).selectOption({ label: "Staff" });
    await popup.getByLabel(/^Department/).selectOption({ label: "Sales" });
    await popup.getByRole("button", { name: "Save" }).click();
    await waitForNotice(POLICY); // the server's refusal
    expect(await popup.getByLabel(/^Password/).getAttribute("aria-invalid")).toBe("true");

    await popup.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await popup.getByRole("button", { name: "Save" }).click();
    await waitForNotice("User Created");
    const created = page.getByRole("dialog", { name: `User: Erin Tester ${RUN}` });
    await created.waitFor();
    expect(await created.getByRole("tab").allTextContents()).toEqual(["Details", "Sites", "BI reports"]);
    await created.getByRole("button", { name: "Close" }).click();
    await created.waitFor({ state: "detached" });

    await grid.getByRole("searchbox", { name: "Search" }).fill(email);
    const rows = await waitForGrid(grid, (r) => r.length === 1, "the new user");
    expect(rows[0]!.slice(0, 4)).toEqual([`Erin Tester ${RUN}`, email, "Staff", "Sales"]);

    await grid.getByRole("button", { name: `Erin Tester ${RUN}`, exact: true }).click();
    const edit = page.getByRole("dialog", { name: `User: Erin Tester ${RUN}` });
    await edit.waitFor();
    await page.waitForFunction((e) => (document.querySelector<HTMLInputElement>("#user-email")?.value ?? "") === e, email);
    await edit.getByLabel(/^Position/).fill("Quality Auditor");
    await edit.getByRole("button", { name: "Save" }).click();
    await waitForNotice("User Updated");
    await edit.waitFor({ state: "detached" });
    await waitForGrid(grid, (r) => r[0]?.[5] === "Quality Auditor", "the edited user");

    await grid.getByRole("button", { name: `Delete Erin Tester ${RUN}` }).click();
    const ask = page.getByRole("alertdialog");
    await ask.waitFor();
    expect(await ask.textContent()).toContain("Are you sure that you want to proceed?");
    await ask.getByRole("button", { name: "Yes" }).click();
    await waitForNotice("User Deleted");
    await waitForGrid(grid, (r) => r.length === 0, "no user left");
  });
});

describe("the account page", () => {
  const email = `e2e-pw-${RUN}@example.com`;
  afterAll(() => deleteUsersLike(email));

  it("changes the user's password: the repeat flagged while it differs, the policy message for a weak one", async () => {
    await signIn("admin@example.com");
    const saved = await adminApi<{ saveUser: { user: { id: number } | null; error: { message: string } | null } }>(
      `mutation($input: SaveUserInput!) { saveUser(input: $input) { user { id } error { message } } }`,
      { input: { firstName: "Pat", lastName: `Password ${RUN}`, email, password: DEMO_PASSWORD, userTypeId: 4, departmentId: 1 } },
    );
    expect(saved.saveUser.error).toBeNull();

    await signIn(email);
    await page.waitForURL(/#\/$/);
    await page.getByRole("link", { name: `Pat Password ${RUN}` }).click();
    await page.waitForURL(/#\/user_profile$/);
    await page.getByRole("heading", { name: "My Account" }).waitFor();
    const details = page.getByRole("form", { name: "My Account details" });
    await page.waitForFunction((e) => (document.querySelector<HTMLInputElement>("#account-email")?.value ?? "") === e, email);
    expect(await details.getByLabel(/^First name/).inputValue()).toBe("Pat");

    const form = page.getByRole("form", { name: "Change password" });
    // one's own password changes only with the current one
    await form.getByLabel("New password").fill("N3w-Passw0rd!");
    await form.getByLabel("Repeat password").fill("N3w-Passw0rd!");
    await form.getByLabel("Current password").fill("not-my-password");
    await form.getByRole("button", { name: "Change password" }).click();
    await waitForNotice("Current password is incorrect");
    await form.getByLabel("Current password").fill(DEMO_PASSWORD);
    await form.getByLabel("New password").fill("abc");
    await form.getByLabel("Repeat password").fill("abd");
    expect(await form.getByLabel("Repeat password").getAttribute("aria-invalid")).toBe("true");
    await form.getByRole("button", { name: "Change password" }).click(); // not blocked by the flag
    await waitForNotice(POLICY);

    const fresh = "N3w-Passw0rd!";
    await form.getByLabel("New password").fill(fresh);
    await form.getByLabel("Repeat password").fill(fresh);
    expect(await form.getByLabel("Repeat password").getAttribute("aria-invalid")).toBeNull();
    await form.getByRole("button", { name: "Change password" }).click();
    await waitForNotice("Password Reset");
    expect(await notices()).toContain("Password Reset");

    // the old password no longer signs in; the new one does
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(/#\/Login\.aspx$/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").filter({ hasText: "Invalid email or password." }).waitFor();
    await signIn(email, fresh);
    await page.waitForURL(/#\/$/);
  });
});

describe("the audit trail", () => {
  it("shows the sign-ins, newest first", async () => {
    await signIn("admin@example.com");
    await page.evaluate(() => (window.location.hash = "#/audit_trail"));
    await page.getByRole("heading", { name: "Audit trail" }).waitFor();
    const grid = page.getByRole("region", { name: "Audit trail" });
    await grid.getByRole("searchbox", { name: "Search" }).fill("signed in");
    const rows = await waitForGrid(grid, (r) => r.length > 0 && r.every((row) => row[3]?.includes("signed in")), "the sign-ins");
    expect(rows[0]).toEqual(["User", "Alex Morgan", expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/), "admin@example.com signed in"]);
    const when = rows.map((r) => r[2]!.replace(/^(\d{2})\/(\d{2})\/(\d{4}) /, "$3-$2-$1T"));
    expect([...when].sort().reverse()).toEqual(when);
    // each user's sign-in is on the trail, however many came after it
    for (const who of ["client@example.com", "contractor@example.com", "sales@example.com"]) {
      await grid.getByRole("searchbox", { name: "Search" }).fill(`${who} signed in`);
      const mine = await waitForGrid(grid, (r) => r.length > 0 && r.every((row) => row[3] === `${who} signed in`), `${who}'s sign-ins`);
      expect(mine[0]![0]).toBe("User");
    }
    await grid.getByRole("searchbox", { name: "Search" }).fill("signed in");
    await waitForGrid(grid, (r) => r.length > 0 && r.every((row) => row[3]?.includes("signed in")), "the sign-ins again");

    // the filter lists the kinds of record on the trail
    await grid.getByRole("searchbox", { name: "Search" }).fill("");
    await grid.getByRole("combobox", { name: "Entity" }).selectOption("User");
    await waitForGrid(grid, (r) => r.length > 0 && r.every((row) => row[0] === "User"), "users' entries only");
    expect(await hash()).toBe("#/audit_trail");
  });
});
