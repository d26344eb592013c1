import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserContext, Locator, Page } from "playwright-core";
import type * as Axe from "axe-core";

/** A package from the repository root, or from tools/ where the launcher keeps the browser tools */
function toolPath(name: string): string {
  const candidates = [path.resolve(__dirname, "../node_modules", name), path.resolve(__dirname, "../tools/node_modules", name)];
  return candidates.find((c) => fs.existsSync(c)) ?? name;
}

function loadPlaywright(): typeof import("playwright-core") {
  return require(toolPath("playwright-core")) as typeof import("playwright-core");
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export type Browser = { context: BrowserContext; page: Page; close: () => Promise<void> };

/** Debian's chromium, headless, with a fresh profile (npx playwright install cannot download here) */
export async function launch(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wo-e2e-"));
  const context = await loadPlaywright().chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1600, height: 1000 },
    locale: "en-GB",
    timezoneId: "Europe/London",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  // counts the DOM's changes, for waits on the next one (waitForDomChange)
  await context.addInitScript(() => {
    const w = window as unknown as { __woDomChanges: number };
    w.__woDomChanges = 0;
    new MutationObserver(() => (w.__woDomChanges += 1)).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const auditor = new A11yAuditor(page);
  auditors.add(auditor);
  auditorOf.set(page, auditor);
  auditOnLanding(page, auditor);
  return {
    context,
    page,
    async close() {
      auditors.delete(auditor);
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The element's box once its popup has finished opening: a Blueprint overlay scales in over 300 ms
 * (its container's class goes from overlay-enter to overlay-enter-done), and a box read during the
 * transition is a frame of it (a full-screen sheet measured 358 px wide on a 390 px phone).
 */
export async function settledBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await locator.waitFor();
  await locator.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const opened = () => {
          const overlay = el.closest('[class*="overlay-enter"], [class*="overlay-appear"]');
          return !overlay || /overlay-(enter|appear)-done/.test(overlay.className);
        };
        const check = () => (opened() ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)).then(() => undefined));
  const box = await locator.boundingBox();
  if (!box) throw new Error("the element has no box: it is not visible");
  return box;
}

/** How many times the page's DOM has changed so far (read it before looking, then waitForDomChange) */
export function domChanges(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __woDomChanges?: number }).__woDomChanges ?? 0);
}

/** Waits until the DOM has changed since `since` (from domChanges): for polls that look again on each change, not on a timer */
export async function waitForDomChange(page: Page, since: number, timeout: number): Promise<void> {
  await page.waitForFunction((n) => ((window as unknown as { __woDomChanges?: number }).__woDomChanges ?? 0) !== n, since, { timeout });
}

// ---------------------------------------------------------------------------------------------
// Accessibility: axe-core on every screen a test lands on. page.goto, page.reload and
// page.waitForURL check the screen they land on once it has settled (nothing loading, the DOM
// quiet); the end of every test checks the screen it ends on. Each screen is checked once per
// kind of user and browser, and a serious or critical violation fails the test that met it, with
// the rule, its impact, the elements and the screen. A route left before it settles (a denied
// route, sent back after 250 ms) is not a screen and is not checked: a test that looks at such a
// passing state waits for it with page.waitForFunction, not page.waitForURL.
// ---------------------------------------------------------------------------------------------

export type A11yViolation = { screen: string; id: string; impact: string; help: string; targets: string[] };

/** The impacts that fail a test */
const FAILING_IMPACTS = new Set(["serious", "critical"]);
/** A screen has settled when nothing has loaded or changed for this long */
const SETTLED_MS = 300;
/** Longer than this and the screen is checked as it is */
const SETTLE_TIMEOUT_MS = 20_000;
/** What a screen shows while it loads */
const BUSY = "[aria-busy='true'], .bp6-spinner, .bp6-skeleton";

let axeSource: string | null = null;
const auditors = new Set<A11yAuditor>();
const auditorOf = new WeakMap<Page, A11yAuditor>();

/** axe-core on what the page shows now (a popup), under `name`; what it finds fails the test like a screen's */
export async function auditNow(page: Page, name: string): Promise<void> {
  await auditorOf.get(page)?.checkNamed(name);
}

/** The screen of a url: its hash route without the query (#/work_orders?tab=open is #/work_orders) */
function screenOf(url: string): string {
  const hash = new URL(url).hash.split("?")[0]!;
  return hash === "" || hash === "#" ? "#/" : hash;
}

class A11yAuditor {
  /** Screens checked, by kind of user (the authprop the app stores): "A #/work_orders" */
  private readonly checked = new Set<string>();
  private violations: A11yViolation[] = [];

  constructor(private readonly page: Page) {}

  /** Checks the screen the page is on once it has settled; nothing if it moves on first or was checked */
  async check(): Promise<void> {
    if (this.page.isClosed() || this.checked.has(await this.key(screenOf(this.page.url())))) return;
    const screen = await this.settled();
    if (screen === null) return;
    const key = await this.key(screen);
    if (this.checked.has(key)) return;
    const found = await this.run(screen);
    if (process.env.E2E_DEBUG) console.log("a11y check", { key, screen, url: this.page.url(), found: found?.length ?? "moved" });
    if (found === null) return; // it moved on while being checked
    this.checked.add(key);
    this.violations.push(...found);
  }

  /**
   * Checks what is on the page now under a name of its own (a popup over a screen: "#/client_portal/1 quote popup"),
   * once per name and kind of user; the screen's own check does not cover what opens over it later
   */
  async checkNamed(name: string): Promise<void> {
    const key = await this.key(name);
    if (this.page.isClosed() || this.checked.has(key)) return;
    // what just opened is checked as it shows once open, not a frame of its opening (half-faded text fails contrast)
    await this.settled();
    await this.page
      .waitForFunction(
        () =>
          [...document.querySelectorAll('[class*="overlay-enter"], [class*="overlay-appear"]')].every((o) =>
            /overlay-(enter|appear)-done/.test(o.className),
          ) && document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
        undefined,
        { polling: 50, timeout: SETTLE_TIMEOUT_MS },
      )
      .catch(() => undefined); // one that never settles is checked as it is
    const found = await this.run(screenOf(this.page.url()));
    if (found === null) return;
    this.checked.add(key);
    this.violations.push(...found.map((v) => ({ ...v, screen: `${v.screen} ${name}` })));
  }

  /** The violations met since the last call */
  take(): A11yViolation[] {
    const taken = this.violations;
    this.violations = [];
    return taken;
  }

  /** A screen as a kind of user sees it: "A #/work_orders" (the authprop the app stores; "-" signed out) */
  private async key(screen: string): Promise<string> {
    const who = await this.page.evaluate(() => localStorage.getItem("authprop") ?? "-").catch(() => "-");
    return `${who} ${screen}`;
  }

  /** The screen once nothing loads and the DOM has been quiet for SETTLED_MS; null when the page moved to another screen first */
  private async settled(): Promise<string | null> {
    const screen = screenOf(this.page.url());
    const state = await this.page
      .waitForFunction(
        ({ screen, busy, quietMs }) => {
          const w = window as unknown as { __woDomChanges?: number; __woSettle?: { screen: string; changes: number; since: number } };
          const hash = location.hash.split("?")[0]!;
          if ((hash === "" || hash === "#" ? "#/" : hash) !== screen) return "moved";
          const changes = w.__woDomChanges ?? 0;
          const now = performance.now();
          const last = w.__woSettle;
          if (!last || last.screen !== screen || last.changes !== changes || document.readyState !== "complete" || document.querySelector(busy)) {
            w.__woSettle = { screen, changes, since: now };
            return false;
          }
          return now - last.since >= quietMs ? "settled" : false;
        },
        { screen, busy: BUSY, quietMs: SETTLED_MS },
        { polling: 50, timeout: SETTLE_TIMEOUT_MS },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => "timeout"); // a screen that never settles is checked as it is
    return state === "moved" ? null : screen;
  }

  /** axe-core on the page as it is; null when the page left the screen meanwhile */
  private async run(screen: string): Promise<A11yViolation[] | null> {
    axeSource ??= fs.readFileSync(path.join(toolPath("axe-core"), "axe.min.js"), "utf8");
    try {
      // evaluated through the DevTools protocol: the app's Content-Security-Policy does not apply
      if (!(await this.page.evaluate(() => "axe" in window))) await this.page.evaluate(`${axeSource}\n;0`);
      const result = await this.page.evaluate(async () => {
        const axe = (window as unknown as { axe: typeof Axe }).axe;
        // a third-party tool the product embeds as it is (GraphiQL, the API explorer) is marked data-a11y-exempt
        const { violations } = await axe.run({ exclude: [["[data-a11y-exempt]"]] }, { resultTypes: ["violations"] });
        const heading = document.querySelector("main h1, main h2, main h3, h1, h2, h3")?.textContent?.trim() ?? "";
        return {
          at: location.href,
          heading,
          violations: violations.map((v) => ({ id: v.id, impact: v.impact ?? "", help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) })),
        };
      });
      if (screenOf(result.at) !== screen) return null;
      const name = result.heading ? `${screen} (${result.heading})` : screen;
      return result.violations.filter((v) => FAILING_IMPACTS.has(v.impact)).map((v) => ({ screen: name, ...v }));
    } catch (e) {
      if (this.page.isClosed() || /Execution context was destroyed|navigation/i.test(String(e))) return null;
      throw e;
    }
  }
}

/** page.goto, page.reload and page.waitForURL check the screen they land on */
function auditOnLanding(page: Page, auditor: A11yAuditor): void {
  const landing = <A extends unknown[], R>(method: (...args: A) => Promise<R>) =>
    async function (this: Page, ...args: A): Promise<R> {
      const result = await method.apply(page, args);
      await auditor.check();
      return result;
    };
  page.goto = landing(page.goto);
  page.reload = landing(page.reload);
  page.waitForURL = landing(page.waitForURL);
}

/** The report of violations: one line per rule and screen, then the elements */
export function describeViolations(violations: A11yViolation[]): string {
  const lines = [`axe-core found ${violations.length} serious or critical accessibility violation(s):`];
  for (const v of violations) {
    lines.push(`  ${v.screen}: ${v.id} (${v.impact}) ${v.help}`);
    for (const target of v.targets.slice(0, 10)) lines.push(`      ${target}`);
    if (v.targets.length > 10) lines.push(`      ... and ${v.targets.length - 10} more`);
  }
  return lines.join("\n");
}

// every test: the screen it ends on is checked too, and what the test met fails it
afterEach(async () => {
  const found: A11yViolation[] = [];
  for (const auditor of auditors) {
    await auditor.check();
    found.push(...auditor.take());
  }
  if (found.length > 0) throw new Error(describeViolations(found));
});

/** The product under test (tools/src/e2e.ts starts it and sets E2E_BASE_URL) */
export const BASE_URL = (process.env.E2E_BASE_URL ?? "").replace(/\/+$/, "");

/** Every demo account's password (README) */
export const DEMO_PASSWORD = "Passw0rd!";

/** A fresh sign-in on `page`: nothing stored from the last user, then the login form */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD, base = BASE_URL): Promise<void> {
  await page.goto(`${base}/#/Login.aspx`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.reload();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.hash.startsWith("#/Login.aspx"));
}

/** Opens a screen afresh: a new hash alone keeps the page, and its cached lists, from the last screen */
export async function openScreen(page: Page, hash: string): Promise<void> {
  await page.goto(`${BASE_URL}/#${hash}`);
  await page.reload();
}
