/**
 * Documents in a real browser (issue 11's "done when", its documents part): a staff user (Operations:
 * customers at full) uploads a certificate to a site from the site popup, copies it onto a work order
 * of that site, archives it there (and finds it again with 'Show archived'), and downloads it: the
 * bytes saved are the bytes uploaded.
 */
import fs from "node:fs";
import { openScreen } from "./browser";
import { e2eSession } from "./session";

const STAFF = "operations@example.com";
const STAMP = String(Date.now()).slice(-6);
const FILE = `Gas-Safety-E2E-${STAMP}.pdf`;
/** A small PDF: what its first bytes say is what the server takes */
const PDF = Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n${"E2E ".repeat(500)}${STAMP}\n`);

const session = e2eSession(STAFF);
const { one, notice } = session;

it("uploads a certificate to a site, copies it onto a work order, archives and downloads it", async () => {
  // the first site of the sites grid (sorted by site code) with an open order
  const site = await one<{ id: number; site_code: string }>(
    `select s.id, s.site_code from assets.site s where exists (select 1 from work_orders.work_order w where w.site_id = s.id and w.work_order_status_id = 2)
     order by s.site_code limit 1`,
  );
  const order = await one<{ id: number }>(
    "select id from work_orders.work_order where site_id = $1 and work_order_status_id = 2 order by id limit 1",
    [site.id],
  );

  await openScreen(session.page, "/sites");
  await session.page.getByRole("button", { name: site.site_code, exact: true }).first().click();
  const popup = session.page.getByRole("dialog").filter({ hasText: "Site:" });
  await popup.getByRole("button", { name: "Upload document" }).click();
  const upload = session.page.getByRole("dialog", { name: "Upload document" });
  await upload.getByLabel("Document type").selectOption({ label: "Certificate" });
  await upload.locator("#upload-document-file").setInputFiles({ name: FILE, mimeType: "application/pdf", buffer: PDF });
  await upload.getByRole("button", { name: "Upload" }).click();
  await notice("Document Created");
  await popup.getByText(FILE).waitFor();
  await session.page.screenshot({ path: "/tmp/e2e-documents-site.png" });
  const stored = await one<{ id: number; document_type_id: number }>(
    "select id, document_type_id from work_orders.document where entity_name = 'Site' and entity_id = $1 and original_filename = $2",
    [site.id, FILE],
  );
  expect(stored.document_type_id).toBe(2);

  await openScreen(session.page, `/work-order/${order.id}`);
  await session.page.getByRole("tab", { name: "Documents" }).click();
  await session.page.getByRole("button", { name: "Copy site documents" }).click();
  const copy = session.page.getByRole("dialog", { name: "Copy site documents" });
  await copy.getByText(FILE).click();
  await copy.getByRole("button", { name: "Copy" }).click();
  await notice("Document Created");
  const panel = session.page.locator(".wo-documents");
  await panel.getByText(FILE).waitFor();
  const copied = await one<{ id: number; storage_key: string }>(
    "select id, storage_key from work_orders.document where entity_name = 'WorkOrder' and entity_id = $1 and original_filename = $2",
    [order.id, FILE],
  );
  expect(copied.id).not.toBe(stored.id);

  // archive it: it leaves the grid, and 'Show archived' brings it back
  await panel.getByRole("checkbox", { name: `Archived ${FILE}` }).click({ force: true });
  await notice("Document Archived");
  await panel.getByText(FILE).waitFor({ state: "detached" });
  await panel.getByText("Show archived").click();
  await panel.getByText(FILE).waitFor();
  await session.page.screenshot({ path: "/tmp/e2e-documents-work-order.png" });

  // download it through its signed link: the very bytes uploaded
  const [download] = await Promise.all([session.page.waitForEvent("download"), panel.getByRole("button", { name: `Download ${FILE}` }).click()]);
  expect(download.suggestedFilename()).toBe(FILE);
  const saved = await download.path();
  expect(fs.readFileSync(saved!).equals(PDF)).toBe(true);
}, 180_000);
