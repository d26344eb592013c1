/**
 * The estate in a real browser (issue 8's "done when"): an administrator creates a client, its SLA
 * codes, a brand with a logo (the logo shows), a site and an asset; imports a CSV of 100 assets with
 * two bad rows (both reported by line, nothing imported), fixes them and imports all 100; exports
 * the client's assets, and the export parses back to the same rows.
 */
import fs from "node:fs";
import { deflateSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import type { Page } from "playwright-core";
import { BASE_URL, launch, type Browser } from "./browser";

const ADMIN = { email: "admin@example.com", password: "Passw0rd!" };
const HEADER = "AssetCode,SiteCode,Category,Make,Model,SerialNo,Description,InstalledDate,WarrantyPeriod,WarrantyUnit,Active";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = browser.page;
  await page.goto(`${BASE_URL}/#/Login.aspx`);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.hash.startsWith("#/Login.aspx"));
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** A small real PNG (8x8, one colour), made here: the server checks a logo's bytes, not its name. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0);
  ihdr.writeUInt32BE(8, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = Buffer.concat(Array.from({ length: 8 }, () => Buffer.from([0, ...Array.from({ length: 8 }, () => [0xa6, 0x1f, 0x7d]).flat()])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const tab = (name: string) => page.getByRole("tab", { name, exact: true }).click();

describe("the estate, as an administrator", () => {
  const stamp = String(Date.now()).slice(-6);
  const clientName = `E2E Estates ${stamp}`;
  const siteCode = `E2E${stamp}`;
  let clientId = 0;

  it("creates a client and its SLA codes", async () => {
    await page.goto(`${BASE_URL}/#/client/0`);
    await page.locator("#client-name").fill(clientName);
    await page.locator("#client-customer").fill(`E2E${stamp}`);
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/#\/client\/[1-9]\d*$/);
    clientId = Number(/#\/client\/(\d+)/.exec(page.url())![1]);

    await tab("SLA codes");
    await page.getByLabel("A response hours").fill("1");
    await page.getByLabel("A fix hours").fill("4");
    await page.getByRole("button", { name: "Save" }).click();
    await page
      .getByText(/saved|updated/i)
      .first()
      .waitFor();
    await page.reload();
    await tab("SLA codes");
    await expect(page.getByLabel("A fix hours").inputValue()).resolves.toBe("4.00");
  }, 120_000);

  it("adds a brand and uploads a logo, which shows", async () => {
    await tab("Brands");
    await page.getByRole("button", { name: "Add brand" }).click();
    await page.locator("#brand-name").fill(`Brand ${stamp}`);
    await page.locator("section[aria-label=Brands]").getByRole("button", { name: "Save" }).click();
    await page.getByRole("table", { name: "Brands of the client" }).getByText(`Brand ${stamp}`).waitFor();

    await page.locator("#brand-logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png() });
    await page.getByRole("button", { name: "Upload logo" }).click();
    const logo = page.locator("section[aria-label=Branding] img");
    await logo.waitFor();
    await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth === 8, await logo.elementHandle());
  }, 120_000);

  it("creates a site of the client", async () => {
    await tab("Sites");
    await page.getByRole("button", { name: "New site" }).click();
    const form = page.getByRole("form", { name: "Site details" });
    await form.locator("#site-siteCode").fill(siteCode);
    await form.locator("#site-name").fill(`E2E Site ${stamp}`);
    await form.locator("#site-postCode").fill("m1 1ae");
    await form.getByRole("button", { name: "Save" }).click();
    await page
      .getByRole("link", { name: siteCode })
      .or(page.getByRole("button", { name: siteCode }))
      .first()
      .waitFor();
  }, 120_000);

  it("creates an asset on that site", async () => {
    await tab("Assets");
    await page.getByRole("button", { name: "New asset" }).click();
    const form = page.getByRole("form", { name: "Asset details" });
    await form.getByLabel("Site").selectOption({ label: `${siteCode} E2E Site ${stamp}` });
    await form.getByLabel("Category").selectOption({ index: 1 });
    await form.locator("#asset-assetCode").fill(`${siteCode}-ONE`);
    await form.locator("#asset-make").fill("Ideal");
    await form.getByRole("button", { name: "Save" }).click();
    await page.getByText(`${siteCode}-ONE`).first().waitFor();
  }, 120_000);

  it("refuses a CSV with two bad rows by line, then imports all 100 once fixed, and the export parses back to the same rows", async () => {
    // a category the assets migration seeds
    const cat = "Air Conditioning Unit";
    const row = (i: number, site = siteCode, date = "2023-05-01") =>
      `${siteCode}-${String(i).padStart(3, "0")},${site},${cat},Daikin,VRV ${i},SN${stamp}${i},Unit ${i},${date},24,Months,true`;
    const rows = Array.from({ length: 100 }, (_, i) => row(i + 1));
    const bad = [...rows];
    bad[9] = row(10, "NO-SUCH-SITE"); // line 11
    bad[49] = row(50, siteCode, "31/02/2023"); // line 51
    const file = (lines: string[]) => ({ name: "assets.csv", mimeType: "text/csv", buffer: Buffer.from([HEADER, ...lines].join("\n") + "\n") });

    await page.getByRole("button", { name: "Import CSV" }).click();
    const win = page.getByRole("dialog", { name: "Import assets" });
    await win.locator("#asset-import-client").selectOption(String(clientId));
    await win.locator("#asset-import-file").setInputFiles(file(bad));
    await win.getByRole("button", { name: "Upload" }).click();
    const refused = win.getByRole("table", { name: "Rows refused" });
    await refused.waitFor();
    const lines = await refused.locator("tbody tr td:first-child").allTextContents();
    expect(lines.map((l) => l.trim())).toEqual(["11", "51"]);

    await win.locator("#asset-import-file").setInputFiles(file(rows));
    await win.getByRole("button", { name: "Upload" }).click();
    await page.getByText("100 assets imported").first().waitFor();
    await win.locator(".bp6-dialog-footer, .wo-asset-import").getByRole("button", { name: "Close" }).last().click();

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^assets-.*\.csv$/);
    const exported: Record<string, string>[] = parse(fs.readFileSync((await download.path())!, "utf8"), { columns: true });
    const imported = exported.filter((r) => r.AssetCode !== `${siteCode}-ONE`);
    expect(exported).toHaveLength(101);
    expect(imported.map((r) => Object.values(r).join(","))).toEqual(rows);
  }, 180_000);
});
