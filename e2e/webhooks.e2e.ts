/**
 * Configuration > Webhooks in a real browser (issue 26): an administrator registers an endpoint for
 * work_order.status_changed pointing at a receiver this test runs, and sees its signing secret once;
 * a work order's status changes (through the API) and the receiver gets a delivery whose
 * X-Webhook-Signature verifies with the secret shown; the delivery shows in the endpoint's delivery
 * log, with its body; the receiver then fails (500) and a re-send from the log records the failed
 * attempt; paused, the endpoint's re-send is refused with the server's message; deleted at the end.
 *
 * The stack allows loopback targets for this (WEBHOOK_ALLOW_LOOPBACK=true, tools/src/e2e.ts). Every
 * wait is on a condition (the receiver, the database), with generous limits: nothing here depends on
 * how fast the machine is.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { verifyWebhookSignature } from "../services/shared/src/webhooks";
import { confirmWith, gql, signIn, until } from "./api";
import { auditNow, openScreen } from "./browser";
import { e2eSession } from "./session";

const ADMIN = "admin@example.com";
/** Unique per run, so that a run never meets the endpoints of an earlier one */
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PAUSED_MESSAGE = "The endpoint is paused: resume it first";
/** Deliveries go through the job queue: generous limits for a busy machine */
const LONG = 120_000;

/** One request the receiver got: its headers and exact body */
interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local webhook receiver: answers `status` (200 unless told), records every request */
class Receiver {
  received: Received[] = [];
  status = 200;
  url = "";
  private server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => {
      this.received.push({ headers: req.headers, body });
      res.writeHead(this.status, { "content-type": "text/plain" }).end(this.status === 200 ? "thanks" : "receiver broken");
    });
  });
  async start(): Promise<this> {
    await new Promise<void>((r) => this.server.listen(0, "127.0.0.1", r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/${RUN}`;
    return this;
  }
  stop(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }
  /** The requests about one event (X-Webhook-Id) */
  of(eventId: string): Received[] {
    return this.received.filter((r) => r.headers["x-webhook-id"] === eventId);
  }
}

const session = e2eSession(ADMIN);
const { one, notice } = session;
let receiver: Receiver;

const shot = (page: Page, name: string) => page.screenshot({ path: `${process.env.E2E_SCREENSHOTS ?? "/tmp"}/${name}.png`, fullPage: true });

beforeAll(async () => {
  receiver = await new Receiver().start();
  await signIn(ADMIN);
});
afterAll(() => receiver?.stop());

/** A new work order of client 1, cancelled at once: a status change (the API's, as another system would make it) */
async function changeAStatus(): Promise<number> {
  const site = await one<{ id: number }>("select id from assets.site where client_id = 1 order by id limit 1");
  const subTrade = await one<{ id: number }>("select id from assets.trade where parent_trade_id is not null order by id limit 1");
  const saved = await gql<{ saveWorkOrder: { workOrder: { id: number; version: number } | null; error: unknown } }>(
    ADMIN,
    `mutation Save($input: SaveWorkOrderInput!) { saveWorkOrder(input: $input) { workOrder { id version } error { code message } } }`,
    { input: { clientId: 1, siteId: site.id, workOrderTypeId: 1, subTradeId: subTrade.id, issue: `E2E webhook ${RUN}`, details: "Kitchen tap" } },
  );
  expect(saved.saveWorkOrder.error).toBeNull();
  const wo = saved.saveWorkOrder.workOrder!;
  const cancelled = await gql<{ cancelWorkOrder: { error: unknown } }>(
    ADMIN,
    `mutation Cancel($id: Int!, $version: Int) { cancelWorkOrder(id: $id, version: $version) { workOrder { id } error { code message } } }`,
    { id: wo.id, version: wo.version },
  );
  expect(cancelled.cancelWorkOrder.error).toBeNull();
  return wo.id;
}

type DeliveryRow = { id: number; state: string; attempts: number; status_code: number | null };
const deliveryOf = (eventId: string) =>
  one<DeliveryRow>("select id, state, attempts, status_code from work_orders.webhook_delivery where event_id = $1", [eventId]);

it("registers an endpoint, delivers a signed status change, logs it, re-sends it to a failing receiver, refuses a re-send while paused", async () => {
  const page = session.page;
  await openScreen(page, "/configuration/webhooks");
  const list = page.getByRole("region", { name: "Webhook endpoints" });
  await list.waitFor();

  // registered in the browser; the secret is shown once
  await page.getByRole("button", { name: "New endpoint" }).click();
  const form = page.getByRole("form", { name: "New webhook endpoint" });
  await form.getByLabel("URL").fill(receiver.url);
  await form.getByLabel("Description").fill(`E2E receiver ${RUN}`);
  // Blueprint's tick box draws its own indicator over the input (as ppm.e2e.ts and reports.e2e.ts tick them)
  await form.getByLabel("Work order status changed").check({ force: true });
  await form.getByLabel("Owner's e-mail").fill("integrations@example.org");
  await auditNow(page, "New webhook endpoint");
  await shot(page, "e2e-webhook-form");
  await form.getByRole("button", { name: "Create" }).click();

  const dialog = page.getByRole("dialog", { name: `Webhook endpoint ${receiver.url}` });
  await dialog.waitFor();
  const secret = await dialog.getByLabel("The signing secret").inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  await expect(dialog.textContent()).resolves.toContain("shown only this once");
  await auditNow(page, "webhook signing secret");
  await shot(page, "e2e-webhook-secret");
  await dialog.getByRole("button", { name: "Done" }).click();
  await dialog.waitFor({ state: "detached" });
  const row = list.getByRole("row").filter({ hasText: receiver.url });
  await row.getByText("Active").waitFor();
  await row.getByText("None yet").waitFor();
  expect(await page.locator("body").textContent()).not.toContain(secret);

  // a status change reaches the receiver, signed with the secret shown
  const workOrderId = await changeAStatus();
  const got = await until(
    async () => receiver.received.find((r) => JSON.parse(r.body).data?.workOrder?.id === workOrderId),
    (r) => r !== undefined,
    "the status change's delivery",
    LONG,
  );
  const event = JSON.parse(got!.body) as { id: string; type: string; data: { workOrder: { id: number }; toStatusId: number } };
  expect(event.type).toBe("work_order.status_changed");
  expect(got!.headers["x-webhook-event"]).toBe("work_order.status_changed");
  expect(got!.headers["x-webhook-id"]).toBe(event.id);
  expect(verifyWebhookSignature(secret, got!.body, String(got!.headers["x-webhook-signature"]))).toBe(true);
  expect(verifyWebhookSignature(`${secret}x`, got!.body, String(got!.headers["x-webhook-signature"]))).toBe(false);
  // only the status change was asked for, not the order's creation
  expect(receiver.received.every((r) => r.headers["x-webhook-event"] === "work_order.status_changed")).toBe(true);
  const delivered = await until(
    () => deliveryOf(event.id),
    (d) => d?.state === "delivered",
    "the delivery recorded",
    LONG,
  );

  // the list shows its last delivery; its log shows the delivery and its body
  await openScreen(page, "/configuration/webhooks");
  await row.getByText("Delivered 200").waitFor();
  await shot(page, "e2e-webhooks-list");
  await row.getByRole("link", { name: "Delivery log" }).click();
  await page.getByRole("heading", { name: `Delivery log of ${receiver.url}` }).waitFor();
  await auditNow(page, "webhook delivery log");
  const grid = page.getByRole("region", { name: "Webhook deliveries" });
  // a cell of the grid holding exactly this (the toolbar's state filter offers the states' names too)
  const cell = (text: string) => grid.locator(".bp6-table-cell").filter({ hasText: new RegExp(`^${text}$`) });
  await grid.getByRole("searchbox").fill(event.id);
  await grid.getByRole("searchbox").press("Enter");
  await cell(event.id).waitFor();
  await cell("Delivered").waitFor();
  await cell("200").waitFor();
  await cell("thanks").waitFor();
  await shot(page, "e2e-webhook-log");
  await grid.getByRole("button", { name: `View delivery ${delivered.id}` }).click();
  const body = page.getByRole("dialog", { name: `Delivery ${delivered.id}: work_order.status_changed` });
  await body.waitFor();
  expect(JSON.parse((await body.getByLabel("Body").textContent()) ?? "")).toEqual(event);
  await auditNow(page, "webhook delivery body");
  await shot(page, "e2e-webhook-delivery");
  await page.keyboard.press("Escape");
  await body.waitFor({ state: "detached" });

  // the receiver fails: a re-send records the failed attempt
  receiver.status = 500;
  await grid.getByRole("button", { name: "Re-send" }).click();
  await notice("Delivery queued to be sent again");
  await until(
    () => Promise.resolve(receiver.of(event.id).length),
    (n) => n >= 2,
    "the re-sent delivery",
    LONG,
  );
  const again = receiver.of(event.id)[1]!;
  // the same body and event id, signed afresh
  expect(again.body).toBe(got!.body);
  expect(verifyWebhookSignature(secret, again.body, String(again.headers["x-webhook-signature"]))).toBe(true);
  await until(
    () => deliveryOf(event.id),
    (d) => d.attempts >= 2 && d.status_code === 500,
    "the failed attempt recorded",
    LONG,
  );
  await grid.getByRole("button", { name: "Refresh" }).click();
  await cell("receiver broken").waitFor();
  await cell("500").waitFor();
  await shot(page, "e2e-webhook-log-failed");

  // paused, a re-send is refused with the server's message
  await page.getByRole("button", { name: "Pause", exact: true }).click();
  await confirmWith(page, `Pause the webhook endpoint ${receiver.url}?`, "Yes");
  await notice("Webhook endpoint paused");
  await page.getByRole("button", { name: "Resume", exact: true }).waitFor();
  await grid.getByRole("button", { name: "Re-send" }).click();
  await notice(PAUSED_MESSAGE);
  await shot(page, "e2e-webhook-log-paused");

  // deleted, after a confirmation: no endpoint left to record events for
  await openScreen(page, "/configuration/webhooks");
  await row.getByRole("button", { name: "Delete" }).click();
  await confirmWith(page, `Delete the webhook endpoint ${receiver.url} and its delivery log?`, "Yes");
  await notice("Webhook endpoint deleted");
  await row.waitFor({ state: "detached" });
  expect(await one("select id from work_orders.webhook_endpoint where url = $1", [receiver.url])).toBeUndefined();
});
