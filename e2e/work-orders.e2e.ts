/**
 * The staff work-order list in a real browser against the running product (E2E_BASE_URL): sign in,
 * tabs and their counters, sorting, paging, search, quick view and the saved column layout.
 */
import type { Locator, Page } from "playwright-core";
import { BASE_URL, domChanges, launch, waitForDomChange, type Browser } from "./browser";

const ADMIN = { email: "admin@example.com", password: "Passw0rd!" };

let browser: Browser;
let page: Page;

type GridSnapshot = { busy: boolean; refs: string[]; info: string; total: number | null; page: string | null };

/** The tab open now, and its panel */
let currentTab = "awaiting-response";
const panel = (): Locator => page.locator(`[id="bp6-tab-panel_work-order-status_${currentTab}"]`);

async function snapshot(): Promise<GridSnapshot> {
  return panel().evaluate((el) => {
    const grid = el.querySelector("section.wo-grid");
    const main = el.querySelector(".bp6-table-quadrant-main") ?? el;
    const refs = Array.from(main.querySelectorAll<HTMLAnchorElement>("a[href^='#/w']"))
      .map((a) => a.textContent ?? "")
      .filter((t) => /^WO\d+$/.test(t));
    const info = el.querySelector("[data-testid=pager-info]")?.textContent ?? "";
    const m = /of (\d+) items/.exec(info);
    const current = el.querySelector("nav[aria-label=Pages] [aria-current=page]")?.textContent ?? null;
    return {
      busy: grid?.getAttribute("aria-busy") === "true",
      refs,
      info,
      total: m ? Number(m[1]) : info === "No items to display" ? 0 : null,
      page: current,
    };
  });
}

/** Waits until the grid has finished loading and shows what `ok` expects (looking again on each change of the page) */
async function until(what: string, ok: (s: GridSnapshot) => boolean, timeout = 30_000): Promise<GridSnapshot> {
  const end = Date.now() + timeout;
  let last: GridSnapshot | null = null;
  while (Date.now() < end) {
    const seen = await domChanges(page);
    last = await snapshot().catch(() => null);
    if (last && !last.busy && ok(last)) return last;
    await waitForDomChange(page, seen, Math.max(1, end - Date.now())).catch(() => undefined);
  }
  throw new Error(`timed out waiting for ${what}; grid was ${JSON.stringify(last)}`);
}

async function counterOf(tabKey: string): Promise<number> {
  const tag = page.locator(`[role="tab"][data-tab-id="${tabKey}"] .bp6-tag`);
  await tag.waitFor();
  return Number((await tag.textContent())?.trim());
}

async function openTab(tabKey: string): Promise<GridSnapshot> {
  await page.locator(`[role="tab"][data-tab-id="${tabKey}"]`).click();
  currentTab = tabKey;
  await page.waitForURL(new RegExp(`#/work_orders\\?tab=${tabKey}$`));
  return until(`the ${tabKey} tab`, fullPage);
}

/** The texts of one column, top to bottom (by its title) */
async function columnTexts(title: string): Promise<string[]> {
  return panel().evaluate((el, name) => {
    const main = el.querySelector(".bp6-table-quadrant-main") ?? el;
    const headers = Array.from(main.querySelectorAll(".bp6-table-column-headers .bp6-table-header"));
    const index = headers.findIndex((h) => h.querySelector(`[aria-label="Sort by ${name}"]`));
    if (index < 0) throw new Error(`no column ${name}`);
    const row = (c: Element) => Number(/bp6-table-cell-row-(\d+)/.exec(c.className)?.[1] ?? NaN);
    const cells = Array.from(main.querySelectorAll(`.bp6-table-cell-col-${index}`)).filter((c) => !Number.isNaN(row(c)));
    return cells.sort((a, b) => row(a) - row(b)).map((c) => c.textContent ?? "");
  }, title);
}

async function headerTitles(): Promise<string[]> {
  return panel()
    .locator(".bp6-table-quadrant-main button[aria-label^='Sort by ']")
    .evaluateAll((els) => els.map((e) => (e.getAttribute("aria-label") ?? "").replace(/^Sort by /, "")));
}

/** Puts the admin's saved work-order grid back to the default view, through the app's own API */
async function resetSavedGridState(): Promise<void> {
  await page.evaluate(async () => {
    const token = localStorage.getItem("token");
    const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
    const read = await fetch("/graphql", { method: "POST", headers, body: JSON.stringify({ query: '{ gridState(grid: "work_orders") { id } }' }) });
    const id = ((await read.json()) as { data?: { gridState?: { id: number } | null } }).data?.gridState?.id ?? null;
    await fetch("/graphql", {
      method: "POST",
      headers,
      body: JSON.stringify({
        query: "mutation($input: SaveGridStateInput!) { saveGridState(input: $input) { id } }",
        variables: { input: { id, grid: "work_orders", gridData: "[]" } },
      }),
    });
  });
}

/** Loaded, with every row of the page drawn */
const fullPage = (s: GridSnapshot) => s.total !== null && s.page !== null && s.refs.length === Math.min(20, s.total - (Number(s.page) - 1) * 20);

const toDay = (ddmmyyyy: string) => ddmmyyyy.split("/").reverse().join("-");

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
  if (page) await resetSavedGridState().catch(() => undefined);
  await browser?.close();
});

describe("staff work-order list", () => {
  it("sends a visitor without a session to the login page, and signs in", async () => {
    await page.goto(`${BASE_URL}/#/work_orders`);
    await page.waitForURL(/#\/Login\.aspx$/);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toBe("Invalid email or password.");

    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/#\/work_orders/);
    await page.getByRole("heading", { name: "Work orders" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("authprop"))).toBe("A");
    await resetSavedGridState();
    await page.reload();
  });

  it("shows the 13 status tabs, and each counter matches its tab's rows", async () => {
    await page.locator('[role="tab"]').first().waitFor(); // after the reload
    const tabs = await page.locator('[role="tab"]').evaluateAll((els) => els.map((e) => e.getAttribute("data-tab-id")));
    expect(tabs).toEqual([
      "awaiting-response",
      "open",
      "awaiting-quote",
      "awaiting-quote-approval",
      "awaiting-certificate",
      "awaiting-certificate-audit",
      "closed",
      "approved",
      "query",
      "completed",
      "submitted",
      "cancelled",
      "discarded",
    ]);
    const first = await until("the first tab", fullPage);
    expect(first.total).toBe(await counterOf("awaiting-response"));
    expect(first.refs.length).toBe(Math.min(20, first.total!));

    const open = await openTab("open");
    expect(open.total).toBe(await counterOf("open"));
    expect(open.total).toBeGreaterThan(20);
    expect(open.refs).toHaveLength(20);

    const closed = await openTab("closed");
    expect(closed.total).toBe(await counterOf("closed"));
    expect(closed.refs).not.toEqual(open.refs);
  });

  it("sorts from the header: reference descending, then date opened ascending from the menu", async () => {
    await openTab("open");
    const before = await snapshot();
    // the header the user sees (and clicks) is the table's top quadrant, drawn over the main one
    const reference = panel().locator(".bp6-table-quadrant-top button[aria-label='Sort by Reference']");
    await reference.click(); // ascending (the server's default order too)
    await panel().locator(".bp6-table-quadrant-top button[aria-label='Sort by Reference'][data-sort=ascending]").waitFor();
    const asc = await until("references ascending", fullPage);
    expect([...asc.refs].sort()).toEqual(asc.refs);
    await reference.click(); // descending
    const desc = await until("references descending", (s) => fullPage(s) && s.refs[0]! > before.refs[0]!);
    expect([...desc.refs].sort().reverse()).toEqual(desc.refs);
    expect(new Set(desc.refs).size).toBe(20);

    const header = panel().locator(".bp6-table-quadrant-top .bp6-table-header", {
      has: page.locator("button[aria-label='Sort by Date Opened']"),
    });
    await header.hover();
    await header.locator(".bp6-table-th-menu").click();
    await page.getByRole("menuitem", { name: "Sort ascending" }).click();
    await until("sorted by date", (s) => fullPage(s) && s.refs.join() !== desc.refs.join());
    const days = (await columnTexts("Date Opened")).map(toDay);
    expect(days).toHaveLength(20);
    expect([...days].sort()).toEqual(days);
  });

  it("pages on the server: page 2 shows the next 20 rows", async () => {
    const first = await until("page 1", (s) => s.page === "1" && fullPage(s));
    await panel().getByRole("button", { name: "Page 2", exact: true }).click();
    const second = await until("page 2", (s) => s.page === "2" && fullPage(s));
    expect(second.info).toMatch(new RegExp(`^21 - ${Math.min(40, first.total!)} of ${first.total} items$`));
    expect(second.refs.filter((r) => first.refs.includes(r))).toEqual([]);
    await panel().getByRole("button", { name: "Page 1", exact: true }).click();
    await until("page 1 again", (s) => s.page === "1" && fullPage(s) && s.refs.join() === first.refs.join());
  });

  it("searches: a reference finds its work order, a word narrows the list", async () => {
    const all = await snapshot();
    const target = all.refs[5]!;
    const search = panel().getByRole("searchbox", { name: "Search" });
    await search.fill(target);
    const found = await until(`a search for ${target}`, (s) => s.refs.length > 0 && s.refs.length < all.refs.length);
    expect(found.refs).toContain(target);
    expect(found.total).toBeLessThan(all.total!);

    const issue = (await columnTexts("Issue"))[0] ?? "";
    const word =
      issue
        .split(/\W+/)
        .filter((w) => w.length >= 5)
        .sort((a, b) => b.length - a.length)[0] ?? "leak";
    if (process.env.E2E_DEBUG) console.log({ issue, word, found });
    await search.fill(word);
    const narrowed = await until(`a search for ${word}`, (s) => s.total !== null && s.total !== found.total);
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThan(all.total!);

    await panel().getByRole("button", { name: "Clear filters" }).click();
    const cleared = await until("the cleared list", (s) => s.total === all.total && fullPage(s));
    expect(await search.inputValue()).toBe("");
    expect(cleared.refs).toHaveLength(20);
  });

  it("opens a quick view with the work order's fields", async () => {
    const { refs } = await snapshot();
    const ref = refs[2]!;
    await panel()
      .getByRole("button", { name: `Quick view ${ref}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Work Order ${ref}` });
    await dialog.waitFor();
    // staff get the work order's editor and tabs in the popup (issue 10), its status among its fields
    await dialog.getByRole("form", { name: "Work order details" }).waitFor();
    await page.waitForFunction(
      () => document.querySelector<HTMLSelectElement>("[role=dialog] #wo-workOrderStatusId")?.selectedOptions[0]?.textContent === "Open",
    );
    expect(await dialog.getByRole("link", { name: `Open ${ref}` }).getAttribute("href")).toMatch(/^#\/work-order\/\d+$/);
    // offsetWidth: the layout width, not the one of the opening zoom animation
    expect(await dialog.evaluate((el) => (el as HTMLElement).offsetWidth / window.innerWidth)).toBeCloseTo(0.8, 1);
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await dialog.waitFor({ state: "detached" });
  });

  it("keeps a hidden column hidden after a reload (saved grid state)", async () => {
    expect(await headerTitles()).toContain("Site");
    await panel().getByRole("button", { name: "Columns" }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes("SavedGridState_Save"));
    await page.locator(".wo-column-chooser label", { hasText: /^Site$/ }).click();
    await page.keyboard.press("Escape");
    await until("the site column hidden", () => true);
    expect(await headerTitles()).not.toContain("Site");
    await saved; // the grid state is saved before the reload

    await page.reload();
    await until("the reloaded list", fullPage);
    expect(await headerTitles()).not.toContain("Site");
    expect(await headerTitles()).toContain("Client");
  });
});
