/**
 * The client portal in a real browser (issue 21's "done when"), as client@example.com (Harbour Retail
 * Group, client 1), on a desktop and on a phone-sized screen (390 × 844):
 *
 * - raises a request with the sub-trade's answers, a copied site document and a photo; staff see it
 *   Awaiting Response with all three;
 * - searches the work orders, opens one and adds a note (never private);
 * - approves one quote into a new work order and rejects another with a note;
 * - opens a site's certificates;
 * - tries another client's portal and is sent back;
 * - on a phone: no page scrolls sideways, the New Request popup takes the whole screen, grids are cards.
 *
 * axe-core checks every screen landed on and every popup named with auditNow.
 */
import { auditNow, launch, openScreen, settledBox, signInAs } from "./browser";
import { e2eSession } from "./session";

const CLIENT = "client@example.com";
const STAFF = "operations@example.com";
const CLIENT_ID = 1;
const STAMP = String(Date.now()).slice(-6);
const PORTAL = `/client_portal/${CLIENT_ID}`;
/** A 1 × 1 PNG: a phone's photo as far as the server can tell from its bytes */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

const session = e2eSession(CLIENT);
const { one, notice } = session;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type SubTrade = { id: number; name: string; trade: string; questions: string[] };
/** `site` as the request's dropdown names it: "Name (CODE)" */
type SiteDocument = { site_id: number; site: string; document: string; type: string };
/** A sub-trade the client has enabled that asks questions, with its trade and its active questions in order */
const subTradeWithQuestions = () =>
  one<SubTrade>(
    `select t.id, t.name, p.name as trade, array_agg(q.content order by q.sort_order, q.id) as questions
       from assets.sub_trade_in_client c
       join assets.trade t on t.id = c.sub_trade_id
       join assets.trade p on p.id = t.parent_trade_id
       join assets.question q on q.sub_trade_id = t.id and q.active
      where c.client_id = $1
      group by t.id, t.name, p.name
      order by t.id limit 1`,
    [CLIENT_ID],
  );

/** A site of the client's with a document on it (the demo's first sites have certificates and a report) */
const siteWithDocument = () =>
  one<SiteDocument>(
    `select s.id as site_id, s.name || coalesce(' (' || nullif(s.site_code, '') || ')', '') as site, d.original_filename as document, dt.name as type
       from assets.site s
       join work_orders.document d on d.entity_name = 'Site' and d.entity_id = s.id and not d.archived
       join (values (1, 'Job Sheet'), (2, 'Certificate'), (3, 'Work Sheet'), (4, 'Report')) as dt (id, name) on dt.id = d.document_type_id
      where s.client_id = $1 and s.active
      order by s.id, d.id limit 1`,
    [CLIENT_ID],
  );

/** Fills and sends the New Request popup: site, trade, sub-trade, requester, what is wrong, every answer, a copied document, a photo */
async function raiseRequest(issue: string, sub: SubTrade, site: SiteDocument, photo: string): Promise<void> {
  const page = session.page;
  await page.getByRole("button", { name: "New Request" }).click();
  const popup = page.getByRole("dialog", { name: "New Request" });
  await popup.waitFor();
  await auditNow(page, "New Request");
  // nothing filled: the spec's warning, and nothing is made
  await popup.getByRole("button", { name: "Submit request" }).click();
  await notice("Required fields");
  // labels carry the required marker: matched from their start
  await popup.getByRole("combobox", { name: /^Site/ }).selectOption({ label: site.site });
  await popup.getByRole("combobox", { name: /^Trade/ }).selectOption({ label: sub.trade });
  await popup.getByRole("combobox", { name: /^Sub-Trade/ }).selectOption({ label: sub.name });
  await popup.getByLabel("Requester name").fill(`Store manager ${STAMP}`);
  await popup.getByLabel("What is wrong?").fill(issue);
  for (const [i, question] of sub.questions.entries())
    await popup.getByRole("textbox", { name: new RegExp(`^${escapeRegExp(question)}`) }).fill(`Answer ${i + 1} ${STAMP}`);
  await popup.getByText(`${site.document} (${site.type})`, { exact: true }).click();
  await popup.locator("#new-request-file").setInputFiles({ name: photo, mimeType: "image/png", buffer: PNG });
  await popup.getByRole("button", { name: "Submit request" }).click();
  await notice("Work Order Created");
  await popup.waitFor({ state: "detached" });
}

/** The request the portal made, with its answers and documents */
async function madeRequest(issue: string) {
  const wo = await one<{ id: number; ref_no: string; status: number; method: number; client_id: number; site_id: number }>(
    `select id, ref_no, work_order_status_id as status, method_of_request_id as method, client_id, site_id
       from work_orders.work_order where issue = $1`,
    [issue],
  );
  const answers = await session.db.query("select question_content, answer_content from work_orders.answer where work_order_id = $1 order by id", [
    wo.id,
  ]);
  const documents = await session.db.query(
    "select original_filename from work_orders.document where entity_name = 'WorkOrder' and entity_id = $1 order by id",
    [wo.id],
  );
  return { wo, answers: answers.rows, documents: documents.rows.map((r) => r.original_filename as string) };
}

/** Whether the page scrolls sideways (the phone's rule: it never does) */
const scrollsSideways = () =>
  session.page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth > window.innerWidth + 1);

describe("the client portal on a desktop", () => {
  it("raises a request with answers, a copied site document and a photo; staff see it Awaiting Response with all three", async () => {
    const sub = await subTradeWithQuestions();
    const site = await siteWithDocument();
    expect(sub.questions.length).toBeGreaterThan(0);
    const issue = `Leak under the sink in the staff room ${STAMP}`;
    const photo = `leak-${STAMP}.png`;
    await openScreen(session.page, PORTAL);
    await session.page.getByRole("region", { name: "Work orders" }).first().waitFor();
    await raiseRequest(issue, sub, site, photo);

    const made = await madeRequest(issue);
    expect(made.wo).toMatchObject({ status: 1, method: 3, client_id: CLIENT_ID, site_id: site.site_id });
    expect(made.answers).toEqual(sub.questions.map((q, i) => ({ question_content: q, answer_content: `Answer ${i + 1} ${STAMP}` })));
    expect(made.documents.sort()).toEqual([site.document, photo].sort());

    // the back office: the request in Awaiting Response, with its answers and both documents
    const staff = await launch();
    try {
      await signInAs(staff.page, STAFF);
      await openScreen(staff.page, `/wo-request/${made.wo.id}`);
      await staff.page.getByText(made.wo.ref_no).first().waitFor();
      await staff.page.getByText("Awaiting Response").first().waitFor();
      // the request page: its answers in the questions table, the copy and the photo in its attachments
      const answers = staff.page.getByRole("table", { name: "Questions and answers" });
      for (const [i] of sub.questions.entries())
        expect(await answers.getByRole("textbox", { name: `Answer ${i + 1}`, exact: true }).inputValue()).toBe(`Answer ${i + 1} ${STAMP}`);
      const attachments = staff.page.getByRole("region", { name: "Attachments" });
      await attachments.getByText(photo).waitFor();
      await attachments.getByText(site.document).first().waitFor();
      await staff.page.screenshot({ path: "/tmp/e2e-client-portal-staff-request.png" });
    } finally {
      await staff.close();
    }
  }, 300_000);

  it("searches the work orders, opens one and adds a note that is never private", async () => {
    const wo = await one<{ id: number; ref_no: string }>(
      "select id, ref_no from work_orders.work_order where client_id = $1 and work_order_status_id = 2 and work_order_type_id <> 3 order by id desc limit 1",
      [CLIENT_ID],
    );
    await openScreen(session.page, `${PORTAL}/work-orders`);
    const grid = session.page.getByRole("region", { name: "Work orders" });
    await grid.getByRole("searchbox").fill(wo.ref_no);
    await grid.getByRole("link", { name: wo.ref_no, exact: true }).click();
    const popup = session.page.getByRole("dialog", { name: `Work Order ${wo.ref_no}` });
    await popup.waitFor();
    await auditNow(session.page, "work-order details");
    // the clear-filters link shows while the search is on
    await grid.getByText("Clear filters").waitFor();

    await popup.getByRole("tab", { name: "Notes" }).click();
    await popup.getByRole("button", { name: "New Note" }).click();
    const note = session.page.getByRole("dialog", { name: /Note/ }).last();
    const text = `Please call the store before arriving ${STAMP}`;
    await note.getByRole("textbox", { name: /^Note/ }).fill(text);
    await note.getByRole("button", { name: "Save" }).click();
    await notice("Note Created");
    await popup.getByText(text).waitFor();
    const stored = await one<{ private_note: boolean }>(
      "select private_note from work_orders.work_order_note where work_order_id = $1 and note = $2",
      [wo.id, text],
    );
    expect(stored.private_note).toBe(false);
    await session.page.screenshot({ path: "/tmp/e2e-client-portal-details.png" });
  }, 180_000);

  it("approves one quote into a new work order and rejects another with a note", async () => {
    const quotes = await session.db.query<{ id: number; quote_ref: string; work_order_id: number }>(
      `select distinct on (q.work_order_id) q.id, q.quote_ref, q.work_order_id
         from billing.billing q join work_orders.work_order w on w.id = q.work_order_id
        where w.client_id = $1 and w.work_order_status_id = 4 and q.billing_status_id = 2
        order by q.work_order_id desc, q.id limit 2`,
      [CLIENT_ID],
    );
    expect(quotes.rows).toHaveLength(2);
    const [approve, reject] = quotes.rows as [(typeof quotes.rows)[number], (typeof quotes.rows)[number]];

    await openScreen(session.page, `${PORTAL}/quotes?quote=${approve.id}`);
    let popup = session.page.getByRole("dialog", { name: `Quote ${approve.quote_ref}` });
    await popup.waitFor();
    await auditNow(session.page, "quote details");
    await popup.getByRole("button", { name: "Approve" }).click();
    await session.page.getByRole("alertdialog").getByRole("button", { name: "Yes" }).click();
    await notice("Quote approved");
    const accepted = await one<{ billing_status_id: number; new_work_order_id: number }>(
      "select billing_status_id, new_work_order_id from billing.billing where id = $1",
      [approve.id],
    );
    expect(accepted.billing_status_id).toBe(4);
    // the new work order opens in the portal
    await session.page.waitForURL((url) => url.hash.includes(`workOrder=${accepted.new_work_order_id}`));
    const created = await one<{ ref_no: string }>("select ref_no from work_orders.work_order where id = $1", [accepted.new_work_order_id]);
    await session.page.getByRole("dialog", { name: `Work Order ${created.ref_no}` }).waitFor();

    await openScreen(session.page, `${PORTAL}/quotes?quote=${reject.id}`);
    popup = session.page.getByRole("dialog", { name: `Quote ${reject.quote_ref}` });
    await popup.getByRole("button", { name: "Reject" }).click();
    const why = session.page.getByRole("dialog", { name: "Reject Quote" });
    await auditNow(session.page, "reject quote");
    // a rejection needs its note
    await why.getByRole("button", { name: "Reject" }).click();
    await notice("Required fields");
    const reason = `Too dear: please quote without the scaffold ${STAMP}`;
    await why.getByRole("textbox", { name: /^Note/ }).fill(reason);
    await why.getByRole("button", { name: "Reject" }).click();
    await notice("Quote rejected");
    const rejected = await one<{ billing_status_id: number; decision_note: string }>(
      "select billing_status_id, decision_note from billing.billing where id = $1",
      [reject.id],
    );
    expect(rejected).toEqual({ billing_status_id: 3, decision_note: reason });
  }, 180_000);

  it("opens a site's certificates", async () => {
    const cert = await one<{ site_id: number; site_code: string; file: string }>(
      `select s.id as site_id, s.site_code, d.original_filename as file
         from assets.site s join work_orders.document d on d.entity_name = 'Site' and d.entity_id = s.id and d.document_type_id = 2 and not d.archived
        where s.client_id = $1 order by s.id, d.id limit 1`,
      [CLIENT_ID],
    );
    await openScreen(session.page, `${PORTAL}/sites`);
    const grid = session.page.getByRole("region", { name: "Sites" });
    await grid.getByRole("searchbox").fill(cert.site_code);
    await grid.getByRole("link", { name: cert.site_code, exact: true }).click();
    const popup = session.page.getByRole("dialog", { name: new RegExp(`^${cert.site_code} `) });
    await popup.getByRole("tab", { name: "Certificates" }).click();
    await popup.getByText(cert.file).first().waitFor();
    await auditNow(session.page, "site certificates");
    await session.page.screenshot({ path: "/tmp/e2e-client-portal-site.png" });
  }, 120_000);

  it("sends a client back from another client's portal", async () => {
    const other = await one<{ name: string }>("select name from assets.client where id <> $1 order by id limit 1", [CLIENT_ID]);
    const own = await one<{ name: string }>("select name from assets.client where id = $1", [CLIENT_ID]);
    await openScreen(session.page, `${PORTAL}/sites`);
    await session.page.getByRole("region", { name: "Sites" }).waitFor();
    await session.page.evaluate(() => (location.hash = "#/client_portal/2"));
    // denied: back in history (portals §2.3), to its own portal's page
    await session.page.waitForURL((url) => url.hash.startsWith(`#${PORTAL}/sites`));
    await session.page.getByRole("region", { name: "Sites" }).waitFor();
    expect(await session.page.getByText(other.name).count()).toBe(0);
    await session.page.getByText(own.name).first().waitFor();
  }, 60_000);
});

describe("the client portal on a phone (390 × 844)", () => {
  beforeAll(async () => {
    await session.page.setViewportSize({ width: 390, height: 844 });
  });

  it("shows every page without sideways scrolling, grids as cards", async () => {
    for (const slug of ["", "/work-orders", "/ppms", "/quotes", "/sites", "/reports"]) {
      await openScreen(session.page, `${PORTAL}${slug}`);
      await session.page.locator(".wo-portal").first().waitFor();
      await session.page.waitForLoadState("networkidle");
      expect({ slug, sideways: await scrollsSideways() }).toEqual({ slug, sideways: false });
    }
    await openScreen(session.page, `${PORTAL}/work-orders`);
    const grid = session.page.getByRole("region", { name: "Work orders" });
    // a card per row: its reference is a link big enough to tap
    const first = grid.getByRole("link", { name: /^WO\d+/ }).first();
    await first.waitFor();
    const box = (await first.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(24);
    await first.click();
    const popup = session.page.getByRole("dialog", { name: /^Work Order / });
    const sheet = await settledBox(popup);
    expect(sheet.width).toBeGreaterThanOrEqual(380);
    expect(await scrollsSideways()).toBe(false);
    await auditNow(session.page, "work-order details on a phone");
    await session.page.screenshot({ path: "/tmp/e2e-client-portal-phone-details.png" });
  }, 180_000);

  it("raises a request with answers, a copied document and a photo from the phone, the popup taking the whole screen", async () => {
    const sub = await subTradeWithQuestions();
    const site = await siteWithDocument();
    const issue = `Door closer broken at the back entrance ${STAMP}`;
    const photo = `door-${STAMP}.png`;
    await openScreen(session.page, PORTAL);
    await session.page.getByRole("button", { name: "New Request" }).click();
    const popup = session.page.getByRole("dialog", { name: "New Request" });
    const sheet = await settledBox(popup);
    expect(sheet.width).toBeGreaterThanOrEqual(380);
    // the photo input offers the camera
    expect(await popup.locator("#new-request-file").getAttribute("capture")).toBeTruthy();
    await popup.getByRole("button", { name: "Cancel" }).click();
    await raiseRequest(issue, sub, site, photo);
    const made = await madeRequest(issue);
    expect(made.wo).toMatchObject({ status: 1, method: 3 });
    expect(made.answers).toHaveLength(sub.questions.length);
    expect(made.documents.sort()).toEqual([site.document, photo].sort());
    expect(await scrollsSideways()).toBe(false);
  }, 240_000);
});
