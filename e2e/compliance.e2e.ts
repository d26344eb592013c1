/**
 * The compliance register in a real browser (issue 27): staff set a site's requirements in the site
 * popup and see the site's row of the register's matrix (a certificate on the site in date, another
 * type missing) and a cell's certificate history; a client user sees its own register in its portal
 * (on a phone as cards, no sideways scrolling) and is refused another client's.
 *
 * The certificate is written to the database here: tagging it in the upload forms is another slice.
 */
import { DateTime } from "luxon";
import { auditNow, openScreen, signInAs } from "./browser";
import { gql, signIn } from "./api";
import { e2eSession } from "./session";

const STAFF = "admin@example.com";
const CLIENT = "client@example.com";
const CLIENT_ID = 1;
const STAMP = String(Date.now()).slice(-6);

const session = e2eSession(STAFF);
const { one } = session;

type Site = { id: number; name: string; site_code: string };
type Type = { id: number; name: string };

let site: Site;
let gas: Type;
let eicr: Type;
const file = `gas-${STAMP}.pdf`;

const scrollsSideways = () =>
  session.page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth > window.innerWidth + 1);

beforeAll(async () => {
  site = await one<Site>(
    "select id, name, site_code from assets.site where client_id = $1 and active and site_code is not null and site_code <> '' order by id desc limit 1",
    [CLIENT_ID],
  );
  gas = await one<Type>("select id, name from work_orders.compliance_type where code = 'GAS_SAFETY'");
  eicr = await one<Type>("select id, name from work_orders.compliance_type where code = 'EICR'");
  await session.db.query("delete from work_orders.site_compliance where site_id = $1", [site.id]);
});

describe("the compliance register, as staff", () => {
  it("sets a site's own requirements in the site popup", async () => {
    const { page } = session;
    await openScreen(page, "/sites");
    const grid = page.getByRole("region", { name: "Sites" });
    await grid.getByRole("searchbox").fill(site.site_code);
    await grid.getByRole("searchbox").press("Enter");
    await grid
      .getByRole("link", { name: site.site_code, exact: true })
      .or(grid.getByRole("button", { name: site.site_code, exact: true }))
      .first()
      .click();
    const form = page.getByRole("form", { name: "Site compliance" });
    await form.waitFor();
    await form.getByText("Follow the client's defaults").click();
    for (const t of [gas, eicr]) {
      const box = form.getByRole("checkbox", { name: t.name, exact: true });
      if (!(await box.isChecked())) await box.check({ force: true });
    }
    await form.getByRole("button", { name: "Save compliance types" }).click();
    await session.notice("Compliance types saved");
    const row = await one<{ type_ids: number[] }>("select type_ids from work_orders.site_compliance where site_id = $1", [site.id]);
    expect(row.type_ids).toEqual(expect.arrayContaining([gas.id, eicr.id]));
  }, 120_000);

  it("imports a site's requirements from a CSV (Configuration > Data Import): a bad line refuses the file, the good one sets them", async () => {
    const { page } = session;
    await session.db.query("delete from work_orders.site_compliance where site_id = $1", [site.id]);
    await openScreen(page, "/configuration/import");
    await page.locator("#data-import-kind").selectOption({ label: "Site compliance requirements" });
    const send = async (rows: string[]) => {
      await page.locator("#data-import-file").setInputFiles({
        name: "requirements.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(["ClientId,SiteCode,ComplianceTypes", ...rows].join("\n")),
      });
      await page.getByRole("button", { name: "Import", exact: true }).click();
    };
    await send([`${CLIENT_ID},${site.site_code},GAS_SAFETY; Boiler polish`]);
    const bad = page.getByRole("row").filter({ hasText: "ComplianceTypes Boiler polish is not a compliance type" });
    await bad.waitFor();
    expect(await bad.getByRole("cell").first().textContent()).toBe("2");
    expect(await session.db.query("select 1 from work_orders.site_compliance where site_id = $1", [site.id])).toMatchObject({ rowCount: 0 });
    // codes or names, any case
    await send([`${CLIENT_ID},${site.site_code.toLowerCase()},gas_safety; ${eicr.name}`]);
    await session.notice("1 rows imported");
    const row = await one<{ type_ids: number[] }>("select type_ids from work_orders.site_compliance where site_id = $1", [site.id]);
    expect([...row.type_ids].sort()).toEqual([gas.id, eicr.id].sort());
  }, 120_000);

  it("sees the site's row of the matrix and a cell's certificate history", async () => {
    const { page } = session;
    const certDate = DateTime.now().setZone("Europe/London").minus({ months: 2 }).toISODate()!;
    const expires = DateTime.fromISO(certDate).plus({ months: 12 }).toFormat("dd/MM/yyyy");
    await session.db.query(
      `insert into work_orders.document (entity_name, entity_id, document_type_id, cert_date, compliance_type_id, original_filename, storage_key,
         content_type, size, archived, uploaded_by_name, date_uploaded)
       values ('Site', $1, 2, $2, $3, $4, 'e2e/none.pdf', 'application/pdf', 10, false, 'E2E', now())`,
      [site.id, certDate, gas.id, file],
    );
    await openScreen(page, `/compliance?client=${CLIENT_ID}`);
    const grid = page.getByRole("region", { name: "Compliance register" });
    await grid.getByRole("searchbox").fill(site.site_code);
    await grid.getByRole("searchbox").press("Enter");
    const gasCell = grid.getByRole("button", { name: `${site.name}, ${gas.name}: In date to ${expires}` });
    await gasCell.waitFor();
    await grid.getByRole("button", { name: `${site.name}, ${eicr.name}: Missing` }).waitFor();
    await auditNow(page, "compliance register");
    await page.screenshot({ path: "/tmp/e2e-compliance-register.png" });
    // the status filter keeps the site among the missing ones
    await page.getByLabel("Status").selectOption("MISSING");
    await gasCell.waitFor();
    await gasCell.click();
    const popup = page.getByRole("dialog", { name: `${gas.name}: ${site.name}` });
    await popup.getByRole("link", { name: file }).waitFor();
    await auditNow(page, "certificate history");
    await page.screenshot({ path: "/tmp/e2e-compliance-history.png" });
  }, 120_000);
});

describe("the compliance register, as a client user", () => {
  beforeAll(async () => {
    await signInAs(session.page, CLIENT);
  }, 60_000);

  it("sees its own register in its portal, on a desktop and on a phone", async () => {
    const { page } = session;
    await openScreen(page, `/client_portal/${CLIENT_ID}/compliance`);
    const grid = page.getByRole("region", { name: "Compliance register" });
    await grid.getByRole("searchbox").fill(site.site_code);
    await grid.getByRole("searchbox").press("Enter");
    await grid.getByRole("button", { name: new RegExp(`^${escape(site.name)}, ${escape(gas.name)}: In date`) }).waitFor();
    await auditNow(page, "client compliance register");
    await page.setViewportSize({ width: 390, height: 844 });
    await openScreen(page, `/client_portal/${CLIENT_ID}/compliance`);
    await grid.getByRole("searchbox").fill(site.site_code);
    await grid.getByRole("searchbox").press("Enter");
    const cards = grid.getByRole("list", { name: "Compliance register list" });
    await cards.getByRole("button", { name: new RegExp(`^${escape(site.name)}, ${escape(eicr.name)}: Missing`) }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(await scrollsSideways()).toBe(false);
    await page.screenshot({ path: "/tmp/e2e-compliance-phone.png" });
    await page.setViewportSize({ width: 1280, height: 800 });
  }, 120_000);

  it("is refused another client's register", async () => {
    await signIn(CLIENT);
    await expect(gql(CLIENT, "query R($c: Int!) { complianceRegister(clientId: $c) { totalCount } }", { c: 2 })).rejects.toThrow();
    const own = await gql<{ complianceRegister: { totalCount: number } }>(
      CLIENT,
      "query R($c: Int!) { complianceRegister(clientId: $c) { totalCount } }",
      { c: CLIENT_ID },
    );
    expect(own.complianceRegister.totalCount).toBeGreaterThan(0);
  }, 60_000);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
