/**
 * PPM in a real browser (issue 11's "done when", its PPM part): a staff user creates a weekly PPM
 * schedule on #/ppm/0 (client → site → asset, contractor), is moved to #/ppm/{id}, raises the pending
 * work orders now from the PPM work orders tab, ticks the schedule's first pending order and converts
 * it: the order is Open for the schedule's contractor, whose e-mail (with the work order's PDF)
 * reaches the e2e runner's SMTP server, and the administrator's outbox shows it sent.
 */
import { Client } from "pg";
import type { Page } from "playwright-core";
import { launch, openScreen, signInAs, type Browser } from "./browser";
import { waitForMail } from "./mail";

const STAFF = "operations@example.com";
const STAMP = String(Date.now()).slice(-6);
const DESCRIPTION = `E2E sprinkler check ${STAMP}`;

let browser: Browser;
let page: Page;
let db: Client;

beforeAll(async () => {
  if (!process.env.E2E_DATABASE_URL) throw new Error("E2E_DATABASE_URL is not set: run through `npm run test:e2e`");
  db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  browser = await launch();
  page = browser.page;
  await signInAs(page, STAFF);
}, 120_000);

afterAll(async () => {
  await db?.end();
  await browser?.close();
});

const notice = (text: string) => page.locator(".wo-notice .bp6-toast-message", { hasText: text }).first().waitFor();
const one = async <T>(text: string, params: unknown[] = []): Promise<T> => (await db.query(text, params)).rows[0] as T;

it("creates a PPM schedule, raises its pending work orders and converts one", async () => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  await openScreen(page, "/ppm/0");
  await page.getByRole("heading", { name: "New PPM" }).waitFor();
  await page.getByRole("button", { name: "Save" }).click();
  await notice("Required fields");

  await page.getByLabel("Frequency", { exact: false }).first().fill("1");
  await page.getByLabel(/^Weeks \/ months/).selectOption("Weeks");
  await page.getByLabel(/^Client/).selectOption({ label: "Harbour Retail Group" });
  const site = page.getByLabel(/^Site/);
  await page.waitForFunction(() => ((document.querySelector("#ppm-siteId") as HTMLSelectElement | null)?.options.length ?? 0) > 1);
  await site.selectOption({ index: 1 });
  await page.getByLabel(/^Sub-trade/).selectOption({ label: "Fire Safety – Sprinklers" });
  await page.getByLabel(/^Contractor/).selectOption({ label: "Firesafe Systems Ltd" });
  await page.getByRole("link", { name: "Edit contractor" }).waitFor();
  await page.getByLabel(/^First visit/).fill(today);
  await page.getByLabel(/^Cost per annum/).fill("1250.125");
  await page.getByLabel(/^Description/).fill(DESCRIPTION);
  await page.getByRole("button", { name: "Save" }).click();
  await notice("PPM Created");
  await page.waitForURL((url) => /#\/ppm\/[1-9]\d*$/.test(url.hash));
  const id = Number(/#\/ppm\/(\d+)/.exec(page.url())![1]);
  const saved = await one<{ cost: string; next: string }>(
    "select cost_per_annum::text as cost, next_visit::text as next from work_orders.ppm where id = $1",
    [id],
  );
  expect(saved).toEqual({ cost: "1250.125", next: today });
  await page.getByRole("heading", { name: "Attachments" }).waitFor();
  await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS ?? "/tmp"}/ppm-form.png`, fullPage: true });

  await openScreen(page, "/ppm?tab=work-orders");
  await page.getByRole("button", { name: "Raise pending work orders now" }).click();
  await notice("pending PPM work order");
  const visits = await db.query<{ work_order_id: number }>("select work_order_id from work_orders.ppm_visit where ppm_id = $1 order by visit_date", [
    id,
  ]);
  expect(visits.rows.length).toBe(5);
  const first = visits.rows[0]!.work_order_id;
  const ref = `WO${String(first).padStart(7, "0")}`;

  await page.getByRole("region", { name: "PPM work orders" }).getByRole("searchbox").fill(STAMP);
  const tick = page.getByRole("checkbox", { name: `Select ${ref}` });
  await tick.waitFor();
  await page.getByRole("button", { name: "Convert" }).click();
  await notice("Please select Pending Work Order");
  await tick.check({ force: true });
  await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS ?? "/tmp"}/ppm-work-orders.png`, fullPage: true });
  await page.getByRole("button", { name: "Convert" }).click();
  await notice("1 PPM converted to Work Order");
  const order = await one<{ s: number; contractor: string; email: string }>(
    `select wo.work_order_status_id as s, k.name as contractor, k.email from work_orders.work_order wo
     join assets.contractor k on k.id = wo.contractor_id where wo.id = $1`,
    [first],
  );
  expect(order).toMatchObject({ s: 2, contractor: "Firesafe Systems Ltd" });

  // the worker e-mails the contractor, with the work order's PDF, to the runner's SMTP server
  const mail = await waitForMail((m) => m.subject.includes(ref) && m.to.includes(order.email));
  expect(mail.attachments).toHaveLength(1);
  expect(mail.attachments[0]!.contentType).toBe("application/pdf");
  expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe("%PDF-");
  const sent = await one<{ reason: string; state: string }>(
    "select reason, state from work_orders.outbox_message where work_order_id = $1 and channel = 'email' order by id desc limit 1",
    [first],
  );
  expect(sent).toEqual({ reason: "ppm", state: "sent" });

  // the administrator's outbox shows it sent
  await signInAs(page, "admin@example.com");
  await openScreen(page, "/configuration/outbox");
  const grid = page.getByRole("region", { name: "Outbox" });
  await grid.waitFor();
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill(ref);
  await page.getByRole("searchbox", { name: "Search", exact: true }).press("Enter");
  await grid.getByText(order.email).first().waitFor();
  await grid
    .locator(".bp6-tag", { hasText: /^Sent$/ })
    .first()
    .waitFor();
  await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS ?? "/tmp"}/outbox.png`, fullPage: true });
}, 120_000);
