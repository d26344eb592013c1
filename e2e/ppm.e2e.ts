/**
 * PPM in a real browser (issue 11's "done when", its PPM part): a staff user creates a weekly PPM
 * schedule on #/ppm/0 (client → site → asset, contractor), is moved to #/ppm/{id}, raises the pending
 * work orders now from the PPM work orders tab, ticks the schedule's first pending order and converts
 * it: the order is Open for the schedule's contractor, whose e-mail (with the work order's PDF)
 * reaches the e2e runner's SMTP server, and the administrator's outbox shows it sent.
 */
import { openScreen, signInAs } from "./browser";
import { e2eSession } from "./session";
import { waitForMail } from "./mail";

const STAFF = "operations@example.com";
const STAMP = String(Date.now()).slice(-6);
const DESCRIPTION = `E2E sprinkler check ${STAMP}`;

const session = e2eSession(STAFF);
const { one, notice } = session;

it("creates a PPM schedule, raises its pending work orders and converts one", async () => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  await openScreen(session.page, "/ppm/0");
  await session.page.getByRole("heading", { name: "New PPM" }).waitFor();
  await session.page.getByRole("button", { name: "Save" }).click();
  await notice("Required fields");

  await session.page.getByLabel("Frequency", { exact: false }).first().fill("1");
  await session.page.getByLabel(/^Weeks \/ months/).selectOption("Weeks");
  await session.page.getByLabel(/^Client/).selectOption({ label: "Harbour Retail Group" });
  const site = session.page.getByLabel(/^Site/);
  await session.page.waitForFunction(() => ((document.querySelector("#ppm-siteId") as HTMLSelectElement | null)?.options.length ?? 0) > 1);
  await site.selectOption({ index: 1 });
  await session.page.getByLabel(/^Sub-trade/).selectOption({ label: "Fire Safety – Sprinklers" });
  await session.page.getByLabel(/^Contractor/).selectOption({ label: "Firesafe Systems Ltd" });
  await session.page.getByRole("link", { name: "Edit contractor" }).waitFor();
  await session.page.getByLabel(/^First visit/).fill(today.split("-").reverse().join("/"));
  await session.page.getByLabel(/^Cost per annum/).fill("1250.125");
  await session.page.getByLabel(/^Description/).fill(DESCRIPTION);
  await session.page.getByRole("button", { name: "Save" }).click();
  await notice("PPM Created");
  await session.page.waitForURL((url) => /#\/ppm\/[1-9]\d*$/.test(url.hash));
  const id = Number(/#\/ppm\/(\d+)/.exec(session.page.url())![1]);
  const saved = await one<{ cost: string; next: string }>(
    "select cost_per_annum::text as cost, next_visit::text as next from work_orders.ppm where id = $1",
    [id],
  );
  expect(saved).toEqual({ cost: "1250.125", next: today });
  await session.page.getByRole("heading", { name: "Attachments" }).waitFor();
  await session.page.screenshot({ path: `${process.env.E2E_SCREENSHOTS ?? "/tmp"}/ppm-form.png`, fullPage: true });

  await openScreen(session.page, "/ppm?tab=work-orders");
  await session.page.getByRole("button", { name: "Raise pending work orders now" }).click();
  await notice("pending PPM work order");
  const visits = await session.db.query<{ work_order_id: number }>(
    "select work_order_id from work_orders.ppm_visit where ppm_id = $1 order by visit_date",
    [id],
  );
  expect(visits.rows.length).toBe(5);
  const first = visits.rows[0]!.work_order_id;
  const ref = `WO${String(first).padStart(7, "0")}`;

  await session.page.getByRole("region", { name: "PPM work orders" }).getByRole("searchbox").fill(STAMP);
  const tick = session.page.getByRole("checkbox", { name: `Select ${ref}` });
  await tick.waitFor();
  await session.page.getByRole("button", { name: "Convert" }).click();
  await notice("Please select Pending Work Order");
  await tick.check({ force: true });
  await session.page.screenshot({ path: `${process.env.E2E_SCREENSHOTS ?? "/tmp"}/ppm-work-orders.png`, fullPage: true });
  await session.page.getByRole("button", { name: "Convert" }).click();
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
  await signInAs(session.page, "admin@example.com");
  await openScreen(session.page, "/configuration/outbox");
  const grid = session.page.getByRole("region", { name: "Outbox" });
  await grid.waitFor();
  await session.page.getByRole("searchbox", { name: "Search", exact: true }).fill(ref);
  await session.page.getByRole("searchbox", { name: "Search", exact: true }).press("Enter");
  await grid.getByText(order.email).first().waitFor();
  await grid
    .locator(".bp6-tag", { hasText: /^Sent$/ })
    .first()
    .waitFor();
  await session.page.screenshot({ path: `${process.env.E2E_SCREENSHOTS ?? "/tmp"}/outbox.png`, fullPage: true });
}, 120_000);
