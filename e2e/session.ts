import { Client } from "pg";
import type { Page } from "playwright-core";
import { launch, signInAs, type Browser } from "./browser";

export interface E2eSession {
  readonly browser: Browser;
  readonly page: Page;
  /** The product's database (E2E_DATABASE_URL), to check what the screens wrote */
  readonly db: Client;
  /** The first row a query answers */
  one<T>(text: string, params?: unknown[]): Promise<T>;
  /** Waits for the product's notification (toast) holding `text` */
  notice(text: string, on?: Page): Promise<void>;
}

/**
 * A browser test file's browser and database connection: opened before its tests (signed in as
 * `email` when given) and closed after them.
 */
export function e2eSession(email?: string): E2eSession {
  let browser: Browser | undefined;
  let db: Client | undefined;
  const opened = <T>(v: T | undefined, what: string): T => {
    if (!v) throw new Error(`${what} is not open yet: use it inside a test`);
    return v;
  };
  beforeAll(async () => {
    if (!process.env.E2E_DATABASE_URL) throw new Error("E2E_DATABASE_URL is not set: run through `npm run test:e2e`");
    db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
    browser = await launch();
    if (email) await signInAs(browser.page, email);
  }, 120_000);
  afterAll(async () => {
    await db?.end();
    await browser?.close();
  });
  return {
    get browser() {
      return opened(browser, "the browser");
    },
    get page() {
      return opened(browser, "the browser").page;
    },
    get db() {
      return opened(db, "the database");
    },
    async one<T>(text: string, params: unknown[] = []): Promise<T> {
      return (await opened(db, "the database").query(text, params)).rows[0] as T;
    },
    notice: (text, on) => (on ?? opened(browser, "the browser").page).locator(".wo-notice .bp6-toast-message", { hasText: text }).first().waitFor(),
  };
}
