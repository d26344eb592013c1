import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";

/** playwright-core from the repository root, or from tools/ where the launcher keeps it */
function loadPlaywright(): typeof import("playwright-core") {
  const candidates = [path.resolve(__dirname, "../node_modules/playwright-core"), path.resolve(__dirname, "../tools/node_modules/playwright-core")];
  for (const candidate of candidates) {
    if (fs.existsSync(candidate)) return require(candidate) as typeof import("playwright-core");
  }
  return require("playwright-core") as typeof import("playwright-core");
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
  return {
    context,
    page,
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** How many times the page's DOM has changed so far (read it before looking, then waitForDomChange) */
export function domChanges(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __woDomChanges?: number }).__woDomChanges ?? 0);
}

/** Waits until the DOM has changed since `since` (from domChanges): for polls that look again on each change, not on a timer */
export async function waitForDomChange(page: Page, since: number, timeout: number): Promise<void> {
  await page.waitForFunction((n) => ((window as unknown as { __woDomChanges?: number }).__woDomChanges ?? 0) !== n, since, { timeout });
}
