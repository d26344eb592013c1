/**
 * The legacy REST's reference page (/api/docs, issue 26) in a real browser: Swagger UI, served by
 * the product, renders the generated document under the product's CSP (no violation, no request
 * leaving the product's origin), its filter finds a group of calls, and a call opens on its
 * parameters and its answer's schema. The page is photographed (E2E_SCREENSHOTS, or /tmp).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import { BASE_URL, CHROMIUM } from "./browser";

const shots = process.env.E2E_SCREENSHOTS ?? "/tmp";
let context: BrowserContext;
let dir: string;

beforeAll(async () => {
  const playwright = require(
    [path.resolve(__dirname, "../node_modules/playwright-core"), path.resolve(__dirname, "../tools/node_modules/playwright-core")].find((p) =>
      fs.existsSync(p),
    ) ?? "playwright-core",
  ) as typeof import("playwright-core");
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "wo-e2e-openapi-"));
  context = await playwright.chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1400, height: 1000 },
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
});

afterAll(async () => {
  await context.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it("renders the document under the CSP, with nothing fetched from outside, and finds a call", async () => {
  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  const origin = new URL(BASE_URL).origin;
  page.on("console", (m) => {
    if (m.type() === "error" || /Content Security Policy/i.test(m.text())) problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (!["data:", "blob:"].includes(url.protocol) && url.origin !== origin) problems.push(`request outside: ${r.url()}`);
  });

  await page.goto(`${BASE_URL}/api/docs`);
  await page.getByText("Work orders: the legacy REST API").waitFor();
  // every group of calls is listed, collapsed
  await page.locator(".opblock-tag-section").first().waitFor();
  expect(await page.locator(".opblock-tag-section").count()).toBeGreaterThan(20);
  await page.screenshot({ path: `${shots}/openapi-reference.png` });

  // the filter: the work orders' calls
  await page.getByPlaceholder(/Filter by tag/).fill("WorkOrders");
  // the filter applied (a few groups left) before the click, which would otherwise meet the list re-drawn
  await page.waitForFunction(() => document.querySelectorAll(".opblock-tag-section").length < 10);
  const tag = page.locator("#operations-tag-WorkOrders");
  await tag.click();
  await page.locator('#operations-tag-WorkOrders[data-is-open="true"]').waitFor();
  const read = page
    .locator(".opblock-get")
    .filter({ has: page.locator('[data-path="/api/WorkOrders/{id}"]') })
    .first();
  await read.locator(".opblock-summary").click();
  await read.getByText("Staff, and portal users for their own tenant's rows only").waitFor();
  // its path parameter, required
  expect(await read.locator(".parameters .parameter__name").first().innerText()).toMatch(/^id\s*\*/);
  // its answer's schema, with the GraphQL field descriptions
  await read.locator(".responses-wrapper").getByText("Schema").first().click();
  await read.getByText("RefNo").first().waitFor();
  await page.screenshot({ path: `${shots}/openapi-reference-call.png`, fullPage: false });
  expect(problems).toEqual([]);
});
