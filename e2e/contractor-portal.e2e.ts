/**
 * The contractor portal in a real browser on a phone-sized screen (390 × 844), as
 * contractor@example.com (issue 22's "done when"):
 *
 * - opens an order needing action from its work orders, adds a note, quotes two items and sends it;
 * - after the client approves it (through the API), on the new order: logs time and materials,
 *   attaches a job sheet with a photo, marks complete, answers the 2011 question, tries an amended
 *   price of 0 and submits its costs;
 * - tries another contractor's portal and another contractor's order, and is refused.
 *
 * axe-core checks every screen landed on and every popup named with auditNow.
 */
import { confirmWith, rest, signIn, until } from "./api";
import { auditNow, openScreen, settledBox } from "./browser";
import { e2eSession } from "./session";

const CONTRACTOR = "contractor@example.com";
const CLIENT = "client@example.com";
const STAFF = "operations@example.com";
const STAMP = String(Date.now()).slice(-6);
const NOTE = `Attended, need a new closer arm ${STAMP}`;
const SUMMARY = `Door closer replacement ${STAMP}`;
/** A 1 × 1 PNG: a phone's photo as far as the server can tell from its bytes */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

const session = e2eSession(CONTRACTOR);
const { one, notice } = session;

const state: { contractorId?: number; workOrderId?: number; refNo?: string; quoteId?: number; newWorkOrderId?: number; newRefNo?: string } = {};
const need = <T>(v: T | undefined, what: string): T => {
  if (v === undefined) throw new Error(`${what} is missing: an earlier step failed`);
  return v;
};

const portal = () => `/contractor_portal/${need(state.contractorId, "the contractor")}`;

/** Whether the page scrolls sideways (the phone's rule: it never does) */
const scrollsSideways = () =>
  session.page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth > window.innerWidth + 1);

const order = (id: number) =>
  one<{ status: number; actual: string | null; superseded: string | null }>(
    "select work_order_status_id as status, actual_cost::text as actual, superseded_cost_price::text as superseded from work_orders.work_order where id = $1",
    [id],
  );

/** Opens an order's popup from the portal's work orders, found by its reference: full screen on the phone */
async function openOrder(refNo: string) {
  const page = session.page;
  await openScreen(page, `${portal()}/work-orders`);
  const grid = page.getByRole("region", { name: "Work orders" });
  await grid.getByRole("searchbox", { name: "Search" }).fill(refNo);
  await grid.getByRole("link", { name: refNo, exact: true }).click();
  const popup = page.getByRole("dialog", { name: `Work Order ${refNo}` });
  const sheet = await settledBox(popup);
  expect(sheet.width).toBeGreaterThanOrEqual(380);
  return popup;
}

beforeAll(async () => {
  await session.page.setViewportSize({ width: 390, height: 844 });
  for (const email of [STAFF, CONTRACTOR, CLIENT]) await signIn(email);
});

it("sets the scene: a Quote job of the client's for the contractor, awaiting its quote", async () => {
  const who = await one<{ contractor_id: number; client_id: number }>(
    "select entity_id as contractor_id, (select entity_id from identity.app_user where email = $2) as client_id from identity.app_user where email = $1",
    [CONTRACTOR, CLIENT],
  );
  state.contractorId = who.contractor_id;
  const place = await one<{ site_id: number; sub_trade_id: number }>(
    `select (select id from assets.site where client_id = $1 and active order by id limit 1) as site_id,
            (select id from assets.trade where parent_trade_id is not null order by id limit 1) as sub_trade_id`,
    [who.client_id],
  );
  const r = await rest<{ id: number; RefNo: string; WorkOrderStatusId: number }>(STAFF, "POST", "/WorkOrders", {
    Id: 0,
    ClientId: who.client_id,
    SiteId: place.site_id,
    SubTradeId: place.sub_trade_id,
    WorkOrderTypeId: 2,
    ContractorId: who.contractor_id,
    Issue: `E2E back door closer ${STAMP}`,
  });
  expect(r.status).toBe(200);
  expect(r.body.WorkOrderStatusId).toBe(3);
  state.workOrderId = r.body.id;
  state.refNo = (await one<{ ref_no: string }>("select ref_no from work_orders.work_order where id = $1", [r.body.id])).ref_no;
});

it("opens the order needing action, adds a note, quotes two items and sends the quote", async () => {
  const page = session.page;
  const refNo = need(state.refNo, "the order");
  const workOrderId = need(state.workOrderId, "the order");

  // the dashboard: what needs action, counted, and the upcoming PPM, as cards on the phone
  await openScreen(page, portal());
  await page.getByRole("region", { name: "Work orders requiring action" }).waitFor();
  await page.getByRole("region", { name: "Upcoming PPM" }).waitFor();
  expect(await scrollsSideways()).toBe(false);

  const popup = await openOrder(refNo);
  await auditNow(page, "work-order popup");
  expect(await scrollsSideways()).toBe(false);
  // Awaiting Quote: no mark complete, no submission
  await popup.getByRole("button", { name: "Quote", exact: true }).waitFor();
  expect(await popup.getByRole("button", { name: "Mark complete" }).count()).toBe(0);
  expect(await popup.getByRole("button", { name: "Mark as submitted" }).count()).toBe(0);

  // a note: public, always
  await popup.getByRole("button", { name: "Note", exact: true }).click();
  const notePopup = page.getByRole("dialog", { name: "New Note" });
  await notePopup.getByRole("textbox", { name: "Note", exact: true }).fill(NOTE);
  await notePopup.getByRole("button", { name: "Save" }).click();
  await notice("Note Created");
  const note = await until(
    () =>
      one<{ private_note: boolean } | undefined>("select private_note from work_orders.work_order_note where work_order_id = $1 and note = $2", [
        workOrderId,
        NOTE,
      ]),
    (n) => n !== undefined,
    "the note",
  );
  expect(note!.private_note).toBe(false);

  // a quote of two items
  await popup.getByRole("button", { name: "Quote", exact: true }).click();
  await popup.getByRole("button", { name: "New quote" }).click();
  const quote = page.getByRole("dialog", { name: "Quote", exact: true });
  await quote.getByLabel("Summary").fill(SUMMARY);
  await quote.getByRole("button", { name: "Save" }).click();
  const made = await until(
    () => one<{ id: number } | undefined>("select id from billing.billing where work_order_id = $1 and summary = $2", [workOrderId, SUMMARY]),
    (q) => q !== undefined,
    "the quote",
  );
  state.quoteId = made!.id;
  // nothing to send yet
  expect(await quote.getByRole("button", { name: "Send for approval" }).count()).toBe(0);
  for (const item of [
    { description: "Door closer arm", units: "2", amount: "45.125" },
    { description: "Fitting labour", units: "1", amount: "60" },
  ]) {
    await quote.getByRole("button", { name: "Add item" }).click();
    const itemPopup = page.getByRole("dialog", { name: "Quote item" });
    await itemPopup.getByLabel("Description").fill(item.description);
    await itemPopup.getByLabel("Units").fill(item.units);
    await itemPopup.getByLabel("Amount ex tax").fill(item.amount);
    await itemPopup.getByRole("button", { name: "Save" }).click();
    await itemPopup.waitFor({ state: "detached" });
  }
  // 2 × 45.125 = 90.25 and 60.00: 150.25 ex tax, 30.05 tax, 180.30 inc tax
  await quote.getByText("£150.25").first().waitFor();
  await quote.getByText("£180.30").first().waitFor();
  await auditNow(page, "quote popup");
  await quote.getByRole("button", { name: "Send for approval" }).click();
  await notice("Quote sent for approval");
  expect((await order(workOrderId)).status).toBe(4);
});

it("after the client approves: logs time and materials, attaches a job sheet photo, marks complete, answers 2011, tries 0 and submits", async () => {
  const page = session.page;
  const workOrderId = need(state.workOrderId, "the order");
  const quoteId = need(state.quoteId, "the quote");
  const approved = await rest<{ NewWorkorderId: number; Message: string }>(
    CLIENT,
    "PUT",
    `/WorkOrders/AcceptQuoteDuplicate?workOrderId=${workOrderId}&quoteId=${quoteId}`,
  );
  expect(approved.status).toBe(200);
  expect(approved.body.Message).toBe("Quote approved");
  const newId = approved.body.NewWorkorderId;
  state.newWorkOrderId = newId;
  const refNo = (await one<{ ref_no: string }>("select ref_no from work_orders.work_order where id = $1", [newId])).ref_no;
  state.newRefNo = refNo;

  const popup = await openOrder(refNo);
  // Open: no submission yet, and the popup says why
  await popup.getByRole("button", { name: "Mark complete" }).waitFor();
  expect(await popup.getByRole("button", { name: "Mark as submitted" }).count()).toBe(0);

  // time and materials
  await popup.getByRole("button", { name: "Log time" }).click();
  await popup.getByRole("region", { name: "Costs" }).getByRole("button", { name: "Log time" }).click();
  const log = page.getByRole("dialog", { name: "Log time" });
  // no date: the spec's message
  await log.getByLabel("Date").fill("");
  await log.getByRole("button", { name: "Save" }).click();
  await notice("Date is a required field");
  const today = new Date().toISOString().slice(0, 10);
  await log.getByLabel("Date").fill(today);
  await log.getByLabel("Start").fill("09:00");
  await log.getByLabel("Finish").fill("11:30");
  await log.getByLabel("Engineers").fill("1");
  // the materials sub-form: what is typed there is saved with the time
  await log.getByLabel("Description").fill(`Closer arm ${STAMP}`);
  await log.getByRole("combobox", { name: /^Type/ }).selectOption({ index: 1 });
  await log.getByLabel("Cost per item").fill("45.125");
  await log.getByLabel("Quantity").fill("2");
  await auditNow(page, "log time popup");
  await log.getByRole("button", { name: "Save" }).click();
  await confirmWith(page, "Are you sure these values are correct?", "Yes");
  const logged = await until(
    () =>
      one<{ times: number; materials: number }>(
        "select (select count(*)::int from billing.log_time where work_order_id = $1) as times, (select count(*)::int from billing.log_material where work_order_id = $1) as materials",
        [newId],
      ),
    (c) => c.times === 1 && c.materials === 1,
    "the time and materials logged",
  );
  expect(logged).toEqual({ times: 1, materials: 1 });

  // a job sheet: a photo from the phone
  await popup.getByRole("button", { name: "Attachment" }).click();
  const attach = page.getByRole("dialog", { name: "Attachment" });
  await attach.getByLabel("Document type").selectOption({ label: "Job Sheet" });
  await attach.locator("#upload-document-file").setInputFiles({ name: `job-sheet-${STAMP}.png`, mimeType: "image/png", buffer: PNG });
  await auditNow(page, "attachment popup");
  await attach.getByRole("button", { name: "Upload" }).click();
  await notice("Document Created");
  await until(
    () =>
      one<{ n: number }>(
        "select count(*)::int as n from work_orders.document where entity_name = 'WorkOrder' and entity_id = $1 and document_type_id = 1",
        [newId],
      ),
    (c) => c.n === 1,
    "the job sheet",
  );

  // mark complete: 2011, submit the logged costs? Yes: the Confirm Payment window
  await popup.getByRole("button", { name: "Mark complete" }).click();
  await confirmWith(page, "Do you want to submit them for payment?", "Yes");
  expect((await order(newId)).status).toBe(7);
  const payment = page.getByRole("dialog", { name: "Confirm Payment" });
  await payment.waitFor();
  await auditNow(page, "confirm payment");
  // an amended price of 0: refused, the price field focused again
  await payment.getByText("Amend to a new price").click();
  await payment.getByLabel("New price (£)").fill("0");
  await payment.getByLabel("Reason").fill(`Extra visit ${STAMP}`);
  await payment.getByRole("button", { name: "Submit amended price" }).click();
  await notice("Amended price must be greater than 0");
  expect(await payment.getByLabel("New price (£)").evaluate((el) => el === document.activeElement)).toBe(true);
  expect((await order(newId)).status).toBe(7);
  // the logged cost as it is
  await payment.getByText(/^Confirm the payment request for £/).click();
  await payment.getByRole("button", { name: "Confirm payment request" }).click();
  await notice("Your costs have been submitted");
  const submitted = await until(
    () => order(newId),
    (o) => o.status === 12,
    "the submission",
  );
  expect(Number(submitted.actual)).toBeGreaterThan(0);
  expect(submitted.superseded).toBeNull();
  // submitted: the order moves on, and the popup offers nothing that would change it
  await popup.getByText("Submitted", { exact: true }).first().waitFor();
  for (const name of ["Mark as submitted", "Mark complete", "Save", "Attachment"])
    await popup.getByRole("button", { name, exact: true }).waitFor({ state: "detached" });
  await popup.getByRole("region", { name: "Costs" }).getByRole("button", { name: "Log time" }).waitFor({ state: "detached" });
  expect(await scrollsSideways()).toBe(false);
  await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS ?? "/tmp"}/e2e-contractor-portal-submitted.png` });
});

it("is refused another contractor's portal and another contractor's order", async () => {
  const page = session.page;
  const own = need(state.contractorId, "the contractor");
  const other = await one<{ contractor_id: number; id: number; ref_no: string }>(
    "select contractor_id, id, ref_no from work_orders.work_order where contractor_id is not null and contractor_id <> $1 order by id limit 1",
    [own],
  );
  await openScreen(page, `${portal()}/work-orders`);
  await page.getByRole("region", { name: "Work orders" }).waitFor();
  // another's portal: sent back (portals §2.3)
  await page.evaluate((id) => (location.hash = `#/contractor_portal/${id}`), other.contractor_id);
  await page.waitForURL((url) => url.hash.startsWith(`#${portal()}/work-orders`));
  // another's order through its own portal: not found, nothing of it shown
  await page.evaluate(([base, id]) => (location.hash = `#${base}/work_order/${id}`), [portal(), other.id] as const);
  const popup = page.getByRole("dialog", { name: /^Work Order/ });
  await popup.getByText("No data found!").waitFor();
  expect(await page.getByText(other.ref_no).count()).toBe(0);
  // and over the API
  expect((await rest(CONTRACTOR, "GET", `/WorkOrders/${other.id}`)).status).toBe(404);
});
