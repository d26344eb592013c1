import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { isUniqueViolation, Viewer } from "@wo/shared";
import { errorCode, graphql, sql, startTestService, tokenFor, viewers } from "@wo/shared/testing";
import { assetsService } from "../src/service";
import { checkContractorRows, CONTRACTOR_IMPORT_COLUMNS, importContractors } from "../src/modules/contractor/contractor.import";
import { NAME_TAKEN } from "../src/modules/contractor/contractor.service";
import { importSites } from "../src/modules/site/site.import";

let svc: Awaited<ReturnType<typeof startTestService>>;
const admin = new Viewer(viewers.admin());
const em = () => svc.orm.em.fork();
const csv = (text: string) => ({ stream: Readable.from([Buffer.from(text)]), filename: "import.csv" });
const count = async (q: string, params: unknown[] = []) => (await sql(svc.db.url, q, params))[0]!.n as number;

async function xlsx(rows: unknown[][]): Promise<{ stream: Readable; filename: string }> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Import");
  for (const r of rows) ws.addRow(r);
  return { stream: Readable.from([Buffer.from(await wb.xlsx.writeBuffer())]), filename: "import.xlsx" };
}

let client: { id: number; name: string };
beforeAll(async () => {
  svc = await startTestService(assetsService, "dataimport");
  const [c] = await sql(svc.db.url, "insert into assets.client (name) values ('Import Foods plc') returning id, name");
  client = c as { id: number; name: string };
  await sql(svc.db.url, "insert into assets.brand (client_id, name) values ($1, 'Larder')", [client.id]);
  await sql(svc.db.url, "insert into assets.site (client_id, site_code, name) values ($1, 'IMP001', 'Existing')", [client.id]);
}, 60_000);
afterAll(() => svc?.stop());

describe("site import", () => {
  const HEADER = "ClientName,ClientId,SiteCode,Name,AddressLine1,City,PostCode,SiteManager,SiteEmail,BrandName,Active";

  it("refuses a file with bad rows, naming each by line with the site form's rules, and imports nothing", async () => {
    const rows = [
      `Import Foods plc,,IMP010,Leeds Kitchen,1 Wharf St,Leeds,ls1 4ap,Ann Lee,LEEDS@importfoods.co.uk,larder,yes`,
      `,${client.id},imp001,Clash,,,,,,,`, // line 3: the client's existing code, another case
      `Nobody Ltd,,IMP011,Ghost,,,,,,,`, // line 4
      `Import Foods plc,,IMP010,Twice,,,,,,,`, // line 5: repeats line 2
      `Import Foods plc,,,,,,90210,,not-an-email,Other,maybe`, // line 6
      `,,IMP012,No Client,,,,,,,`, // line 7
    ];
    const out = await importSites(em(), admin, csv([HEADER, ...rows].join("\n")));
    expect(out).toEqual({
      imported: 0,
      rowErrors: [
        { line: 3, message: "SiteCode imp001 already exists for this client" },
        { line: 4, message: "ClientName Nobody Ltd is not a client" },
        { line: 5, message: "SiteCode IMP010 is repeated for this client (first on line 2)" },
        {
          line: 6,
          message:
            "Required: SiteCode, Name; BrandName Other is not one of the client's brands; Site email is not a valid e-mail address; Post code is not a valid UK postcode; Active maybe must be true or false",
        },
        { line: 7, message: "Required: ClientName or ClientId" },
      ],
    });
    expect(await count("select count(*)::int as n from assets.site where client_id = $1", [client.id])).toBe(1);
  });

  it("imports a good CSV whole, cleaned as the form cleans it", async () => {
    const out = await importSites(
      em(),
      admin,
      csv(
        `${HEADER}\nimport foods PLC,,IMP020,Leeds Kitchen,1 Wharf St,Leeds,ls1 4ap,Ann Lee,LEEDS@importfoods.co.uk,larder,\n,${client.id},IMP021,York,,,,,,,no\n`,
      ),
    );
    expect(out).toEqual({ imported: 2, rowErrors: [] });
    const rows = await sql(
      svc.db.url,
      "select s.site_code, s.name, s.post_code, s.site_email, b.name as brand, s.active from assets.site s left join assets.brand b on b.id = s.brand_id where s.client_id = $1 and s.site_code like 'IMP02%' order by s.site_code",
      [client.id],
    );
    expect(rows).toEqual([
      { site_code: "IMP020", name: "Leeds Kitchen", post_code: "LS1 4AP", site_email: "leeds@importfoods.co.uk", brand: "Larder", active: true },
      { site_code: "IMP021", name: "York", post_code: null, site_email: null, brand: null, active: false },
    ]);
  });

  it("reads an XLSX the same way", async () => {
    const out = await importSites(
      em(),
      admin,
      await xlsx([
        ["Client Id", "Site Code", "Name"],
        [client.id, "IMP030", "Harrogate"],
        [client.id, 31, "Ripon"],
      ]),
    );
    expect(out).toEqual({ imported: 2, rowErrors: [] });
    expect(await count("select count(*)::int as n from assets.site where client_id = $1 and site_code in ('IMP030', '31')", [client.id])).toBe(2);
  });

  it("imports 10,000 rows in one transaction, in seconds", async () => {
    const [c] = await sql(svc.db.url, "insert into assets.client (name) values ('Bulk Sites Ltd') returning id");
    const text = [
      "ClientId,SiteCode,Name,City,PostCode",
      ...Array.from({ length: 10_000 }, (_, i) => `${c!.id},B${String(i).padStart(5, "0")},Unit ${i},Leeds,LS1 4AP`),
    ].join("\n");
    const started = performance.now();
    const out = await importSites(em(), admin, csv(text));
    const ms = performance.now() - started;
    expect(out).toEqual({ imported: 10_000, rowErrors: [] });
    expect(await count("select count(*)::int as n from assets.site where client_id = $1", [c!.id])).toBe(10_000);
    process.stdout.write(`site import: 10,000 rows (${(text.length / 1024).toFixed(0)} KiB) in ${ms.toFixed(0)} ms\n`);
  });
});

describe("contractor import", () => {
  const HEADER = "Name,ShortName,Email,NormalStart,NormalFinish,OOHOneStart,OOHOneFinish,Active";
  const row = (line: number, values: Partial<Record<(typeof CONTRACTOR_IMPORT_COLUMNS)[number], string>>) => ({
    line,
    values: { ...Object.fromEntries(CONTRACTOR_IMPORT_COLUMNS.map((c) => [c, ""])), ...values } as Record<
      (typeof CONTRACTOR_IMPORT_COLUMNS)[number],
      string
    >,
  });

  it("checks rows without the database by the contractor form's rules: names unique whatever their case, e-mails, HH:mm windows in pairs", () => {
    const out = checkContractorRows(
      [
        row(2, { Name: "Northern Gas Ltd", NormalStart: "08:00", NormalFinish: "17:30", OOHOneStart: "17:30", OOHOneFinish: "08:00" }),
        row(3, { Name: "NORTHERN GAS LTD" }),
        row(4, { Name: "Acme Electrical" }),
        row(5, { Email: "nope", NormalStart: "8am" }),
        row(6, { Name: "Night Owls", NormalStart: "17:00", NormalFinish: "08:00", OOHOneStart: "22:00", OOHOneFinish: "22:00" }),
      ],
      new Set(["acme electrical"]),
    );
    expect(out.rows).toHaveLength(1);
    expect(out.rows[0]).toMatchObject({ name: "Northern Gas Ltd", normalStart: "08:00", oohOneFinish: "08:00", active: true });
    expect(out.errors).toEqual([
      { line: 3, message: "Name NORTHERN GAS LTD is repeated (first on line 2)" },
      { line: 4, message: NAME_TAKEN },
      { line: 5, message: "Required: Name; Email is not a valid e-mail address; Normal hours: start must be a time as HH:mm" },
      { line: 6, message: "Normal hours: the finish must come after the start; Out of hours 1: the finish must differ from the start" },
    ]);
  });

  it("refuses a file with a bad row and imports nothing; a good XLSX imports whole", async () => {
    const [existing] = await sql(svc.db.url, "select name from assets.contractor order by id limit 1");
    const bad = await importContractors(
      em(),
      admin,
      csv(`${HEADER}\nFresh Air Ltd,FAL,ops@freshair.co.uk,08:00,17:00,,,yes\n${existing!.name.toUpperCase()},,,,,,,\n`),
    );
    expect(bad).toEqual({ imported: 0, rowErrors: [{ line: 3, message: NAME_TAKEN }] });
    expect(await count("select count(*)::int as n from assets.contractor where name = 'Fresh Air Ltd'")).toBe(0);

    const file = await xlsx([
      ["Name", "Short Name", "Email", "Normal Start", "Normal Finish", "Active"],
      ["Fresh Air Ltd", "FAL", "OPS@freshair.co.uk", new Date(Date.UTC(1899, 11, 30, 8, 0)), "17:00", true],
      ["Dale Roofing", null, null, null, null, false],
    ]);
    expect(await importContractors(em(), admin, file)).toEqual({ imported: 2, rowErrors: [] });
    const rows = await sql(
      svc.db.url,
      "select name, short_name, email, to_char(normal_start, 'HH24:MI') as s, to_char(normal_finish, 'HH24:MI') as f, active from assets.contractor where name in ('Fresh Air Ltd', 'Dale Roofing') order by name",
    );
    expect(rows).toEqual([
      { name: "Dale Roofing", short_name: null, email: null, s: null, f: null, active: false },
      { name: "Fresh Air Ltd", short_name: "FAL", email: "ops@freshair.co.uk", s: "08:00", f: "17:00", active: true },
    ]);
  });

  it("leaves a name taken meanwhile to the unique index of lower(name), whose refusal it knows", async () => {
    const [existing] = await sql(svc.db.url, "select name from assets.contractor order by id limit 1");
    const refusal = await em()
      .getConnection()
      .execute("insert into assets.contractor (name) values (?)", [existing!.name.toLowerCase()])
      .catch((e: unknown) => e);
    expect(isUniqueViolation(refusal)).toBe(true);
  });

  it("imports 10,000 rows in one transaction, in seconds", async () => {
    const text = [
      HEADER,
      ...Array.from({ length: 10_000 }, (_, i) => `Bulk Contractor ${i},BC${i},c${i}@bulk.co.uk,08:00,17:00,17:00,08:00,true`),
    ].join("\n");
    const started = performance.now();
    const out = await importContractors(em(), admin, csv(text));
    const ms = performance.now() - started;
    expect(out).toEqual({ imported: 10_000, rowErrors: [] });
    process.stdout.write(`contractor import: 10,000 rows (${(text.length / 1024).toFixed(0)} KiB) in ${ms.toFixed(0)} ms\n`);
  });
});

describe("who may import", () => {
  it("is administrators only: staff with customers at full and portal users are refused", async () => {
    const M = `mutation { importSites(file: null) { imported } importContractors(file: null) { imported } }`;
    for (const claims of [viewers.staff(2, { customers: "full" }), viewers.client(1), viewers.contractor(1)]) {
      expect(errorCode(await graphql(svc.url, M, {}, await tokenFor(claims)))).toBe("FORBIDDEN");
    }
    const r = await graphql(
      svc.url,
      `
        mutation {
          importSites(file: null) {
            imported
          }
        }
      `,
      {},
      await tokenFor(viewers.admin()),
    );
    expect(r.errors![0]).toMatchObject({ message: "No files selected", extensions: { code: "BAD_USER_INPUT" } });
  });
});
