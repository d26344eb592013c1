/**
 * Configuration > API keys in a real browser (issue 26): an administrator makes a key, sees its
 * secret once (and copies it), a reporting tool pulls a 1,000-row page with it, the list shows the
 * key's use but never its secret, and after 'Revoke' the key is refused at once.
 */
import type { Page } from "playwright-core";
import { confirmWith } from "./api";
import { auditNow, BASE_URL, launch, openScreen, signInAs, type Browser } from "./browser";

/** Unique per run, so that a run never meets the keys of an earlier one */
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const NAME = `Power BI ${RUN}`;

let browser: Browser;
let page: Page;

const shot = (name: string) => page.screenshot({ path: `${process.env.E2E_SCREENSHOTS ?? "/tmp"}/${name}.png`, fullPage: true });

/** What a reporting tool sends: a GraphQL query with the key in X-Api-Key */
async function pull(key: string, pageSize: number): Promise<{ status: number; rows: number }> {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": key },
    body: JSON.stringify({ query: `query($n: Int!) { workOrders(pageSize: $n) { nodes { id refNo } } }`, variables: { n: pageSize } }),
  });
  const body = (await res.json()) as { data?: { workOrders: { nodes: unknown[] } } };
  return { status: res.status, rows: body.data?.workOrders.nodes.length ?? 0 };
}

beforeAll(async () => {
  browser = await launch();
  page = browser.page;
  await browser.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
});
afterAll(() => browser?.close());

it("makes a key, shows its secret once, lists its use, and revokes it at once", async () => {
  await signInAs(page, "admin@example.com");
  await openScreen(page, "/configuration/api-keys");
  const grid = page.getByRole("region", { name: "API keys" });
  await grid.waitFor();

  await page.getByRole("button", { name: "New API key" }).click();
  const form = page.getByRole("form", { name: "New API key" });
  await form.getByLabel("Name").fill(NAME);
  await auditNow(page, "New API key");
  await shot("e2e-api-key-form");
  await form.getByRole("button", { name: "Create" }).click();

  const dialog = page.getByRole("dialog", { name: `API key "${NAME}"` });
  await dialog.waitFor();
  const secret = await dialog.getByLabel("The API key").inputValue();
  expect(secret).toMatch(/^wok_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
  await expect(dialog.textContent()).resolves.toContain("shown only this once");
  await auditNow(page, "API key secret");
  await dialog.getByRole("button", { name: "Copy" }).click();
  await page.locator(".wo-notice .bp6-toast-message", { hasText: "API key copied" }).first().waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await shot("e2e-api-key-secret");
  await dialog.getByRole("button", { name: "Done" }).click();
  await dialog.waitFor({ state: "detached" });

  // a reporting tool with the key pulls a 1,000-row page
  expect(await pull(secret, 1000)).toEqual({ status: 200, rows: 1000 });

  // the list shows the key and its use, never its secret
  await openScreen(page, "/configuration/api-keys");
  await grid.getByRole("searchbox").fill(RUN);
  await grid.getByRole("searchbox").press("Enter");
  const prefix = `wok_${secret.slice(4, 12)}`;
  await grid.getByText(prefix).waitFor();
  await grid.getByText("Active").waitFor();
  expect(await page.locator("body").textContent()).not.toContain(secret);
  await shot("e2e-api-keys-list");

  await grid.getByRole("button", { name: "Revoke" }).click();
  await confirmWith(page, `Revoke API key "${NAME}" (${prefix})?`, "Yes");
  await page.locator(".wo-notice .bp6-toast-message", { hasText: "API key revoked" }).first().waitFor();
  await grid.getByText("Revoked").waitFor();
  expect(await grid.getByRole("button", { name: "Revoke" }).count()).toBe(0);
  await shot("e2e-api-keys-revoked");

  // refused on the very next request
  expect((await pull(secret, 1)).status).toBe(401);
});
