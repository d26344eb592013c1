/**
 * Billing in a real browser (issue 12's "done when"), step by step: a contractor user, through the
 * REST calls its portal makes, quotes for a work order of its own with two items and sends the quote
 * for approval; the client user approves it into a new work order (NewWorkorderId); a staff user then
 * opens the new order in the browser and finds it Open with the quote's total as its approved cost,
 * and the original order Closed. Each step leaves what the next needs in `state`: the steps of
 * logging time and materials, submission and approval follow the same way.
 *
 * The amounts are chosen to round: 3 × £33.335 = £100.005 → £100.01 and 1 × £80.125 → £80.13 (each
 * line rounded once, half away from zero), so the quote is £180.14 ex tax, to the penny everywhere.
 */
import { BASE_URL, DEMO_PASSWORD, openScreen } from "./browser";
import { e2eSession } from "./session";

const STAFF = "operations@example.com";
const CONTRACTOR = "contractor@example.com";
const CLIENT = "client@example.com";
const STAMP = String(Date.now()).slice(-6);
const TOTAL = "180.14";

const session = e2eSession(STAFF);
const { one } = session;

/** What the steps hand on to each other. */
const state: { tokens: Record<string, string>; workOrderId?: number; quoteId?: number; newWorkOrderId?: number } = { tokens: {} };

/** A legacy REST call as one of the demo users (the portals' calls, made as the portal makes them). */
async function rest<T = any>(who: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: { "content-type": "application/json", ...(who ? { authorization: `Bearer ${state.tokens[who]}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

async function signIn(email: string): Promise<void> {
  const r = await rest<{ token: string }>("", "POST", "/authorise/login", { Email: email, Password: DEMO_PASSWORD });
  expect(r.status).toBe(200);
  state.tokens[email] = r.body.token;
}

const need = <T>(v: T | undefined, what: string): T => {
  if (v === undefined) throw new Error(`${what} is missing: an earlier step failed`);
  return v;
};

it("sets the scene: a Quote job of the client's for the contractor, awaiting a quote", async () => {
  for (const email of [STAFF, CONTRACTOR, CLIENT]) await signIn(email);
  const contractor = await one<{ contractor_id: number; client_id: number }>(
    "select entity_id as contractor_id, (select entity_id from identity.app_user where email = $2) as client_id from identity.app_user where email = $1",
    [CONTRACTOR, CLIENT],
  );
  const place = await one<{ site_id: number; sub_trade_id: number }>(
    `select (select id from assets.site where client_id = $1 order by id limit 1) as site_id,
            (select id from assets.trade where parent_trade_id is not null order by id limit 1) as sub_trade_id`,
    [contractor.client_id],
  );
  const r = await rest<{ id: number; WorkOrderStatusId: number }>(STAFF, "POST", "/WorkOrders", {
    Id: 0,
    ClientId: contractor.client_id,
    SiteId: place.site_id,
    SubTradeId: place.sub_trade_id,
    WorkOrderTypeId: 2,
    ContractorId: contractor.contractor_id,
    Issue: `E2E roof light replacement ${STAMP}`,
  });
  expect(r.status).toBe(200);
  expect(r.body.WorkOrderStatusId).toBe(3);
  state.workOrderId = r.body.id;
});

it("the contractor quotes with two items and sends the quote for approval", async () => {
  const workOrderId = need(state.workOrderId, "the work order");
  const quote = await rest<{ id: number; QuoteRef: string }>(CONTRACTOR, "POST", "/Billings", {
    id: 0,
    EntityId: workOrderId,
    EntityName: "WorkOrder",
    Summary: `Roof light and flashing ${STAMP}`,
  });
  expect(quote.status).toBe(200);
  state.quoteId = quote.body.id;
  for (const item of [
    { Description: "Roof light unit", Units: 3, ItemAmountExTax: 33.335 },
    { Description: "Lead flashing", Units: 1, ItemAmountExTax: 80.125 },
  ]) {
    const r = await rest(CONTRACTOR, "POST", "/BillingItems", { id: 0, BillingId: quote.body.id, TaxRate: 0.2, ...item });
    expect(r.status).toBe(200);
  }
  const saved = await rest<{ TotalAmountExTax: number; BillingStatusId: number }>(CONTRACTOR, "GET", `/Billings/${quote.body.id}`);
  expect(saved.body).toMatchObject({ TotalAmountExTax: Number(TOTAL), BillingStatusId: 1 });

  const sent = await rest(CONTRACTOR, "POST", `/Contractors/SubmitQuote/${workOrderId}`, {
    workorderid: workOrderId,
    WorkOrderStatusId: 4,
    QuotationId: quote.body.id,
  });
  expect(sent).toEqual({ status: 200, body: { Message: "Quote sent for approval" } });
  const order = await rest<{ WorkOrderStatusId: number }>(CONTRACTOR, "GET", `/WorkOrders/${workOrderId}`);
  expect(order.body.WorkOrderStatusId).toBe(4);
});

it("the client approves the quote into a new work order", async () => {
  const workOrderId = need(state.workOrderId, "the work order");
  const quoteId = need(state.quoteId, "the quote");
  const r = await rest<{ NewWorkorderId: number; Message: string }>(
    CLIENT,
    "PUT",
    `/WorkOrders/AcceptQuoteDuplicate?workOrderId=${workOrderId}&quoteId=${quoteId}`,
  );
  expect(r.status).toBe(200);
  expect(r.body).toEqual({ NewWorkorderId: expect.any(Number), Message: "Quote approved" });
  state.newWorkOrderId = r.body.NewWorkorderId;
  // the client's portal shows the quote accepted, and the new order is the client's
  const q = await one<{ status: number; new_work_order_id: number; total: string }>(
    "select billing_status_id as status, new_work_order_id, total_amount_ex_tax::text as total from billing.billing where id = $1",
    [quoteId],
  );
  expect(q).toEqual({ status: 4, new_work_order_id: r.body.NewWorkorderId, total: TOTAL });
  expect((await rest(CLIENT, "GET", `/WorkOrders/${r.body.NewWorkorderId}`)).status).toBe(200);
  expect((await rest(CLIENT, "PUT", `/WorkOrders/AcceptQuoteDuplicate?workOrderId=${workOrderId}&quoteId=${quoteId}`)).body).toEqual({
    Message: "Quote already accepted!",
    ModelState: {},
  });
});

it("staff see the new work order Open with the quote's total approved, and the original Closed", async () => {
  const newId = need(state.newWorkOrderId, "the new work order");
  const workOrderId = need(state.workOrderId, "the work order");
  const page = session.page;
  await openScreen(page, `/work-order/${newId}`);
  const form = page.getByRole("form", { name: "Work order details" });
  await page.waitForFunction(() => document.querySelector<HTMLSelectElement>("#wo-workOrderStatusId")?.selectedOptions[0]?.textContent === "Open");
  await expect(form.locator("#wo-workOrderStatusId option:checked").textContent()).resolves.toBe("Open");
  const totals = page.getByRole("group", { name: "Cost totals" });
  await totals.getByText(`£${TOTAL}`).first().waitFor();
  const approved = totals.locator(".wo-finance__total", { hasText: "Approved cost" });
  await expect(approved.locator("strong").textContent()).resolves.toBe(`£${TOTAL}`);
  const estimated = totals.locator(".wo-finance__total", { hasText: "Estimated cost" });
  await expect(estimated.locator("strong").textContent()).resolves.toBe(`£${TOTAL}`);
  await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS ?? "/tmp"}/billing-new-work-order.png`, fullPage: true });

  await openScreen(page, `/work-order/${workOrderId}`);
  await page.waitForFunction(() => document.querySelector<HTMLSelectElement>("#wo-workOrderStatusId")?.selectedOptions[0]?.textContent === "Closed");
  // the new order is linked to it, as its child
  await page.getByRole("tab", { name: "Linked work orders" }).click();
  const linked = page.getByRole("region", { name: "Linked work orders" });
  expect(await linked.getByRole("link", { name: `WO${String(newId).padStart(7, "0")}` }).getAttribute("href")).toBe(`#/work-order/${newId}`);
}, 120_000);
