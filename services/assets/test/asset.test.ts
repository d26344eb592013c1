import { Readable, PassThrough } from "node:stream";
import { parse } from "csv-parse/sync";
import { DateTime } from "luxon";
import { londonToday, Viewer } from "@wo/shared";
import { graphql, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { assetsService } from "../src/service";
import { ASSET_CSV_HEADER } from "../src/modules/asset/asset.csv";
import { exportAssetsCsv } from "../src/modules/asset/asset.export";
import { importAssetsFromCsv, parseImportDate } from "../src/modules/asset/asset.import";
import { warrantyEndDate, inWarranty } from "../src/modules/asset/warranty";

let svc: Awaited<ReturnType<typeof startTestService>>;
const t: Record<string, string> = {};
const admin = new Viewer(viewers.admin());
const HEADER = ASSET_CSV_HEADER.join(",");

/** A fresh client with two sites, for a test of its own. */
async function newClient(name: string): Promise<{ id: number; sites: string[] }> {
  const [c] = await sql(svc.db.url, "insert into assets.client (name) values ($1) returning id", [name]);
  const codes = [`${name.slice(0, 3).toUpperCase()}01`, `${name.slice(0, 3).toUpperCase()}02`];
  for (const code of codes) {
    await sql(svc.db.url, "insert into assets.site (client_id, site_code, name) values ($1, $2, $3)", [c!.id, code, `${name} ${code}`]);
  }
  return { id: c!.id, sites: codes };
}

const em = () => svc.orm.em.fork();
const csvStream = (text: string) => Readable.from([Buffer.from(text)]);
const rowsOf = (n: number, sites: string[], prefix = "A") =>
  Array.from({ length: n }, (_, i) =>
    [
      `${prefix}-${String(i + 1).padStart(5, "0")}`,
      sites[i % 2],
      i % 3 ? "Boiler" : "Lift",
      "Ideal",
      "Evomax 2 150",
      `SN${100000 + i}`,
      "Plant room",
      "2024-03-01",
      String(12 + (i % 4) * 12),
      "Months",
      "true",
    ].join(","),
  );

beforeAll(async () => {
  svc = await startTestService(assetsService, "assetregister");
  t.admin = await tokenFor(viewers.admin());
  t.reader = await tokenFor(viewers.staff(6, { customers: "read" }));
  t.writer = await tokenFor(viewers.staff(2, { customers: "full" }));
  t.client1 = await tokenFor(viewers.client(1));
  t.contractor1 = await tokenFor(viewers.contractor(1));
}, 60_000);
afterAll(() => svc?.stop());

describe("warranty", () => {
  it("ends the period after the installed date, months clamped to the month's end, as PostgreSQL computes it", async () => {
    expect(warrantyEndDate("2024-01-31", 1, "Months")).toBe("2024-02-29");
    expect(warrantyEndDate("2024-03-01", 90, "Days")).toBe("2024-05-30");
    expect(warrantyEndDate("2024-03-01", 0, "Months")).toBeNull();
    expect(warrantyEndDate(null, 12, "Months")).toBeNull();
    expect(inWarranty("2026-11-24", "2026-11-23")).toBe(true);
    expect(inWarranty("2026-11-23", "2026-11-23")).toBe(false);
    const [row] = await sql(
      svc.db.url,
      `select to_char(('2024-01-31'::date + make_interval(months => 1))::date, 'YYYY-MM-DD') as m,
              to_char(('2023-08-31'::date + make_interval(months => 30))::date, 'YYYY-MM-DD') as n`,
    );
    expect(row).toEqual({ m: warrantyEndDate("2024-01-31", 1, "Months"), n: warrantyEndDate("2023-08-31", 30, "Months") });
  });

  it("reads the same in the grid's filter as in each row's flag", async () => {
    const q = `query ($w: Boolean) { assets(page: 1, pageSize: 1000, inWarranty: $w) { totalCount nodes { id inWarranty warrantyEndDate installedDate warrantyPeriod warrantyUnit } } }`;
    const yes = (await graphql<any>(svc.url, q, { w: true }, t.admin)).data!.assets;
    const no = (await graphql<any>(svc.url, q, { w: false }, t.admin)).data!.assets;
    expect(yes.totalCount).toBeGreaterThan(0);
    expect(no.totalCount).toBeGreaterThan(0);
    expect(yes.nodes.every((a: any) => a.inWarranty && a.warrantyEndDate > londonToday())).toBe(true);
    expect(no.nodes.every((a: any) => !a.inWarranty)).toBe(true);
    for (const a of yes.nodes) expect(a.warrantyEndDate).toBe(warrantyEndDate(a.installedDate, a.warrantyPeriod, a.warrantyUnit));
  });
});

describe("the asset grid and reads", () => {
  it("searches, filters and sorts for staff with customers read; a client user gets its own client's assets only", async () => {
    const q = `query ($s: String, $c: Int, $sort: [AssetSortInput!]) { assets(page: 1, pageSize: 20, search: $s, clientId: $c, sort: $sort) { totalCount nodes { id assetCode clientId siteName categoryName } } }`;
    const byCode = (await graphql<any>(svc.url, q, {}, t.reader)).data!.assets;
    const codes = byCode.nodes.map((a: any) => a.assetCode);
    expect([...codes].sort()).toEqual(codes);
    const [{ n }] = await sql(svc.db.url, "select count(*)::int as n from assets.asset");
    expect(byCode.totalCount).toBe(n);
    const chillers = (await graphql<any>(svc.url, q, { s: "aquasnap" }, t.reader)).data!.assets;
    const [{ m }] = await sql(svc.db.url, "select count(*)::int as m from assets.asset where model ilike '%aquasnap%'");
    expect(chillers.totalCount).toBe(m);
    const bySite = (await graphql<any>(svc.url, q, { sort: [{ field: "SITE", direction: "DESC" }] }, t.reader)).data!.assets;
    expect(bySite.nodes[0].siteName >= bySite.nodes[19].siteName).toBe(true);
    const own = (await graphql<any>(svc.url, q, { c: 2 }, t.client1)).data!.assets;
    expect(own.totalCount).toBeGreaterThan(0);
    expect(own.nodes.every((a: any) => a.clientId === 1)).toBe(true);
    const refused = await graphql<any>(svc.url, q, {}, await tokenFor(viewers.staff(4)));
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("shows a contractor only the assets of the sites where it has work, and another tenant's asset as missing", async () => {
    // a site of client 2's where contractor 1 has no work yet, with an asset
    const [site] = await sql(svc.db.url, "insert into assets.site (client_id, site_code, name) values (2, 'NOWORK1', 'No work yet') returning id");
    const [other] = await sql(
      svc.db.url,
      "insert into assets.asset (client_id, site_id, asset_code) values (2, $1, 'NOWORK-A') returning id, client_id, site_id",
      [site!.id],
    );
    const q = `query ($id: Int!) { asset(id: $id) { id assetCode } }`;
    expect((await graphql<any>(svc.url, q, { id: other!.id }, t.client1)).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await graphql<any>(svc.url, q, { id: other!.id }, t.contractor1)).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    // an order of contractor 1's on that site, naming no asset: the site's assets are its to see (and choose)
    const [wo] = await sql(
      svc.db.url,
      `insert into work_orders.work_order (date_opened, client_id, site_id, contractor_id, work_order_type_id, work_order_status_id)
       values (now(), $1, $2, 1, 1, 2) returning id`,
      [other!.client_id, other!.site_id],
    );
    expect((await graphql<any>(svc.url, q, { id: other!.id }, t.contractor1)).data!.asset.id).toBe(other!.id);
    const LIST = `{ assets(page: 1, pageSize: 50) { totalCount nodes { id siteId } } }`;
    const list = (await graphql<any>(svc.url, LIST, {}, t.contractor1)).data!.assets;
    const [{ n }] = await sql(
      svc.db.url,
      "select count(*)::int as n from assets.asset where site_id in (select site_id from work_orders.work_order where contractor_id = 1)",
    );
    expect(list.totalCount).toBe(n);
    const sites = await sql(svc.db.url, "select distinct site_id from work_orders.work_order where contractor_id = 1");
    expect(list.nodes.every((a: any) => sites.some((r) => r.site_id === a.siteId))).toBe(true);
    await sql(svc.db.url, "update work_orders.work_order set asset_id = $2 where id = $1", [wo!.id, other!.id]);
    // and while that order names it, it cannot be deleted
    const del = await graphql<any>(
      svc.url,
      `
        mutation ($id: Int!) {
          deleteAsset(id: $id) {
            deletedId
            error {
              code
              message
            }
          }
        }
      `,
      { id: other!.id },
      t.writer,
    );
    expect(del.data!.deleteAsset).toEqual({ deletedId: null, error: { code: "IN_USE", message: expect.stringContaining("cannot be deleted") } });
    await sql(svc.db.url, "delete from work_orders.work_order where id = $1", [wo!.id]);
  });
});

describe("saveAsset", () => {
  const SAVE = `mutation ($input: SaveAssetInput!) { saveAsset(input: $input) { asset { id assetCode siteName warrantyEndDate inWarranty } error { code message fieldErrors { field message } } } }`;

  it("answers 'Required fields' with each missing field", async () => {
    const r = (await graphql<any>(svc.url, SAVE, { input: { assetCode: " " } }, t.writer)).data!.saveAsset;
    expect(r.error.message).toBe("Required fields");
    expect(r.error.fieldErrors.map((f: any) => f.field).sort()).toEqual(["assetCode", "clientId", "siteId"]);
  });

  it("saves an asset without a category (the spec's asset has none): null, shown blank, listed and sorted last", async () => {
    const c = await newClient("No Category Ltd");
    const [site] = await sql(svc.db.url, "select id from assets.site where client_id = $1 order by id limit 1", [c.id]);
    const saved = (await graphql<any>(svc.url, SAVE, { input: { clientId: c.id, siteId: site!.id, assetCode: "NC1" } }, t.writer)).data!.saveAsset;
    expect(saved.error).toBeNull();
    const [row] = await sql(svc.db.url, "select category_id from assets.asset where id = $1", [saved.asset.id]);
    expect(row!.category_id).toBeNull();
    const bad = (await graphql<any>(svc.url, SAVE, { input: { clientId: c.id, siteId: site!.id, categoryId: 999999, assetCode: "NC2" } }, t.writer))
      .data!.saveAsset;
    expect(bad.error.fieldErrors).toEqual([{ field: "categoryId", message: "Category is not valid" }]);
    const list = await graphql<any>(
      svc.url,
      `
        query ($c: Int) {
          assets(page: 1, pageSize: 5, clientId: $c, sort: [{ field: CATEGORY, direction: ASC }]) {
            nodes {
              assetCode
              categoryId
              categoryName
            }
          }
        }
      `,
      { c: c.id },
      t.writer,
    );
    expect(list.data!.assets.nodes).toContainEqual({ assetCode: "NC1", categoryId: null, categoryName: null });
  });

  it("refuses another client's site, a future installed date, a bad unit and a code the client already uses; then saves and computes the warranty", async () => {
    const c = await newClient("Save Test Ltd");
    const [otherSite] = await sql(svc.db.url, "select id from assets.site where client_id = 1 limit 1");
    const [site] = await sql(svc.db.url, "select id from assets.site where client_id = $1 order by id limit 1", [c.id]);
    const tomorrow = DateTime.now().setZone("Europe/London").plus({ days: 1 }).toISODate();
    const bad = (
      await graphql<any>(
        svc.url,
        SAVE,
        {
          input: {
            clientId: c.id,
            siteId: otherSite!.id,
            categoryId: 4,
            assetCode: "B1",
            installedDate: tomorrow,
            warrantyPeriod: -1,
            warrantyUnit: "Weeks",
          },
        },
        t.writer,
      )
    ).data!.saveAsset;
    expect(bad.error.fieldErrors.map((f: any) => f.field).sort()).toEqual(["installedDate", "siteId", "warrantyPeriod", "warrantyUnit"]);
    const installed = DateTime.now().setZone("Europe/London").minus({ months: 2 }).toISODate();
    const ok = (
      await graphql<any>(
        svc.url,
        SAVE,
        {
          input: {
            clientId: c.id,
            siteId: site!.id,
            categoryId: 4,
            assetCode: "B1",
            installedDate: installed,
            warrantyPeriod: 12,
            warrantyUnit: "Months",
          },
        },
        t.writer,
      )
    ).data!.saveAsset;
    expect(ok.error).toBeNull();
    expect(ok.asset).toMatchObject({ assetCode: "B1", inWarranty: true, warrantyEndDate: warrantyEndDate(installed, 12, "Months") });
    const again = (await graphql<any>(svc.url, SAVE, { input: { clientId: c.id, siteId: site!.id, categoryId: 4, assetCode: "B1" } }, t.writer)).data!
      .saveAsset;
    expect(again.error.fieldErrors).toEqual([{ field: "assetCode", message: "Asset code already exists for this client" }]);
    expect(
      (await graphql<any>(svc.url, SAVE, { input: { clientId: c.id, siteId: site!.id, categoryId: 4, assetCode: "B2" } }, t.reader)).errors?.[0]
        ?.extensions?.code,
    ).toBe("FORBIDDEN");
    const [audit] = await sql(svc.db.url, "select action_taken from assets.audit_trail where entity_name = 'Asset' and entity_id = $1", [
      String(ok.asset.id),
    ]);
    expect(audit!.action_taken).toContain("Created asset B1");
  });
});

describe("CSV import", () => {
  it("reads DD/MM/YYYY and YYYY-MM-DD dates, and nothing else", () => {
    expect(parseImportDate("01/03/2024")).toBe("2024-03-01");
    expect(parseImportDate("2024-3-1")).toBe("2024-03-01");
    expect(parseImportDate("31/02/2024")).toBeNull();
    expect(parseImportDate("03-01-2024")).toBeNull();
  });

  it("refuses a file with bad rows, naming each by line, and imports nothing; the fixed file imports whole", async () => {
    const c = await newClient("Import Test Ltd");
    const good = rowsOf(100, c.sites);
    const bad = [...good];
    bad[9] = bad[9]!.replace(`,${c.sites[1]},`, ",NOPE99,"); // line 11
    bad[49] = bad[49]!.replace("2024-03-01", "31/02/2024").replace(",Months,", ",Weeks,"); // line 51
    bad[60] = bad[0]!; // line 62: repeats line 2's code
    const refused = await importAssetsFromCsv(em(), admin, c.id, csvStream([HEADER, ...bad].join("\n")));
    expect(refused.imported).toBe(0);
    expect(refused.rowErrors).toEqual([
      { line: 11, message: `SiteCode NOPE99 is not a site of this client` },
      { line: 51, message: "InstalledDate 31/02/2024 is not a date (DD/MM/YYYY or YYYY-MM-DD); WarrantyUnit Weeks must be Days or Months" },
      { line: 62, message: "AssetCode A-00001 is repeated (first on line 2)" },
    ]);
    expect((await sql(svc.db.url, "select count(*)::int as n from assets.asset where client_id = $1", [c.id]))[0]!.n).toBe(0);

    const done = await importAssetsFromCsv(em(), admin, c.id, csvStream(`\uFEFF${[HEADER, ...good].join("\r\n")}\r\n`));
    expect(done).toEqual({ imported: 100, rowErrors: [] });
    const [first] = await sql(
      svc.db.url,
      "select a.asset_code, s.site_code, a.make, to_char(a.installed_date, 'YYYY-MM-DD') as d, a.warranty_period from assets.asset a join assets.site s on s.id = a.site_id where a.client_id = $1 order by a.asset_code limit 1",
      [c.id],
    );
    expect(first).toEqual({ asset_code: "A-00001", site_code: c.sites[0], make: "Ideal", d: "2024-03-01", warranty_period: 12 });
    // the same codes again: every row already exists
    const twice = await importAssetsFromCsv(em(), admin, c.id, csvStream([HEADER, ...good.slice(0, 2)].join("\n")));
    expect(twice.rowErrors).toEqual([
      { line: 2, message: "AssetCode A-00001 already exists for this client" },
      { line: 3, message: "AssetCode A-00002 already exists for this client" },
    ]);
  });

  it("names a wrong header, a short row and a broken quote", async () => {
    const c = await newClient("Header Test Ltd");
    const wrong = await importAssetsFromCsv(em(), admin, c.id, csvStream("AssetCode,Site,Category\nX,Y,Z\n"));
    expect(wrong.rowErrors).toHaveLength(1);
    expect(wrong.rowErrors[0]!.line).toBe(1);
    expect(wrong.rowErrors[0]!.message).toMatch(/missing SiteCode.*unknown 'Site'/);
    const short = await importAssetsFromCsv(em(), admin, c.id, csvStream(`${HEADER}\n${rowsOf(1, c.sites)[0]}\nX1,${c.sites[0]},Boiler\n`));
    expect(short.rowErrors).toEqual([{ line: 3, message: "The row has 3 values; the header has 11" }]);
    const quote = await importAssetsFromCsv(em(), admin, c.id, csvStream(`${HEADER}\n"X1,${c.sites[0]},Boiler,,,,,,,,\n`));
    expect(quote.imported).toBe(0);
    expect(quote.rowErrors[0]!.message).toMatch(/not a valid CSV/);
    const empty = await importAssetsFromCsv(em(), admin, c.id, csvStream(""));
    expect(empty.rowErrors[0]).toEqual({ line: 1, message: expect.stringContaining("The file is empty") });
  });

  it("imports 10,000 rows in one transaction, in seconds", async () => {
    const c = await newClient("Bulk Import Ltd");
    const text = [HEADER, ...rowsOf(10_000, c.sites, "BULK")].join("\n");
    const started = performance.now();
    const done = await importAssetsFromCsv(em(), admin, c.id, csvStream(text));
    const ms = performance.now() - started;
    expect(done).toEqual({ imported: 10_000, rowErrors: [] });
    expect((await sql(svc.db.url, "select count(*)::int as n from assets.asset where client_id = $1", [c.id]))[0]!.n).toBe(10_000);
    process.stdout.write(`asset import: 10,000 rows (${(text.length / 1024).toFixed(0)} KiB) in ${ms.toFixed(0)} ms\n`);
  });
});

describe("CSV export", () => {
  async function exportText(clientId: number, viewer = admin): Promise<{ text: string; filename: string; rows: number }> {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (c: Buffer) => chunks.push(c));
    let named = "";
    const r = await exportAssetsCsv(em(), viewer, clientId, out, (f) => (named = f));
    expect(named).toBe(r.filename);
    return { text: Buffer.concat(chunks).toString("utf8"), ...r };
  }

  it("writes the import's header and every asset of the client, which parse back to the same rows and import again as they are", async () => {
    const [client] = await sql(svc.db.url, "select id, name from assets.client where id = 1");
    const out = await exportText(1);
    expect(out.filename).toBe(
      `assets-${client!.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "")}-${londonToday()}.csv`,
    );
    const [headerLine] = out.text.split("\n");
    expect(headerLine).toBe(HEADER);
    const parsed = parse(out.text, { columns: true }) as Record<string, string>[];
    const rows = await sql(
      svc.db.url,
      `select a.asset_code as "AssetCode", s.site_code as "SiteCode", k.name as "Category", coalesce(a.make, '') as "Make", coalesce(a.model, '') as "Model",
              coalesce(a.serial_no, '') as "SerialNo", coalesce(a.description, '') as "Description", coalesce(to_char(a.installed_date, 'YYYY-MM-DD'), '') as "InstalledDate",
              a.warranty_period::text as "WarrantyPeriod", a.warranty_unit as "WarrantyUnit", a.active::text as "Active"
       from assets.asset a join assets.site s on s.id = a.site_id join assets.asset_category k on k.id = a.category_id where a.client_id = 1 order by a.asset_code`,
    );
    expect(out.rows).toBe(rows.length);
    expect(parsed).toEqual(rows);
    // numbers are not quoted
    expect(out.text).toMatch(/,\d+,(Days|Months),(true|false)\r?\n/);

    // a client with the same site codes takes the export as it is
    const [copy] = await sql(svc.db.url, "insert into assets.client (name) values ('Export Copy Ltd') returning id");
    await sql(svc.db.url, "insert into assets.site (client_id, site_code, name) select $1, site_code, name from assets.site where client_id = 1", [
      copy!.id,
    ]);
    const again = await importAssetsFromCsv(em(), admin, copy!.id, csvStream(out.text));
    expect(again).toEqual({ imported: rows.length, rowErrors: [] });
    expect(parse((await exportText(copy!.id)).text, { columns: true })).toEqual(rows);
  });

  it("is for staff with customers at read", async () => {
    await expect(exportText(1, new Viewer(viewers.client(1)))).rejects.toMatchObject({ extensions: { code: "FORBIDDEN" } });
    await expect(exportText(1, new Viewer(viewers.staff(4)))).rejects.toMatchObject({ extensions: { code: "FORBIDDEN" } });
    expect((await exportText(1, new Viewer(viewers.staff(6, { customers: "read" })))).rows).toBeGreaterThan(0);
    await expect(exportText(999_999)).rejects.toMatchObject({ extensions: { code: "NOT_FOUND" } });
  });
});
