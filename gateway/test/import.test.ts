import ExcelJS from "exceljs";
import { gatewayUrl, sql } from "@wo/shared/testing";
import { login } from "./http";

const db = () => process.env.TEST_STACK_DB_URL!;
let admin: string;
let contracts: string;
let client: string;
let contractor: string;

beforeAll(async () => {
  [admin, contracts, client, contractor] = await Promise.all(
    ["admin@example.com", "contracts@example.com", "client@example.com", "contractor@example.com"].map(login),
  );
});

/** POST /api/Import: the file and the fields of a multipart form. */
async function post(token: string, fields: Record<string, string>, file?: { bytes: Buffer | string; filename: string; type?: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("file", new Blob([file.bytes], { type: file.type ?? "text/csv" }), file.filename);
  const res = await fetch(`${gatewayUrl()}/api/Import`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Import");
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const count = async (q: string, params: unknown[] = []) => (await sql(db(), q, params))[0]!.n as number;

describe("POST /api/Import", () => {
  it("imports sites from a CSV, and refuses a file with bad rows by line, importing nothing", async () => {
    const [c] = await sql(db(), "insert into assets.client (name) values ('Gateway Import Foods') returning id");
    const header = "ClientId,SiteCode,Name,PostCode";
    const bad = await post(
      admin,
      { type: "sites" },
      { bytes: `${header}\n${c!.id},GIF01,Leeds,LS1 4AP\n${c!.id},GIF02,,90210\n`, filename: "sites.csv" },
    );
    expect(bad).toEqual({
      status: 400,
      body: { Message: "The file was not imported: 1 bad row", Rows: [{ Line: 3, Message: "Required: Name; Post code is not a valid UK postcode" }] },
    });
    expect(await count("select count(*)::int as n from assets.site where client_id = $1", [c!.id])).toBe(0);

    const good = await post(
      admin,
      { Type: "Sites" },
      { bytes: `${header}\n${c!.id},GIF01,Leeds,LS1 4AP\n${c!.id},GIF02,York,YO1 7HH\n`, filename: "sites.csv" },
    );
    expect(good).toEqual({ status: 200, body: { Message: "2 rows imported", Imported: 2 } });
    expect(await count("select count(*)::int as n from assets.site where client_id = $1", [c!.id])).toBe(2);
  });

  it("imports contractors from an XLSX (the type named by `entity`)", async () => {
    const bytes = await xlsx([
      ["Name", "Telephone", "Email", "NormalStart", "NormalFinish"],
      ["Gateway Glazing Ltd", "0113 496 0000", "jobs@gatewayglazing.co.uk", "08:00", "17:00"],
      ["Gateway Drains Ltd", null, null, null, null],
    ]);
    const type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    const r = await post(admin, { entity: "contractors" }, { bytes, filename: "contractors.xlsx", type });
    expect(r).toEqual({ status: 200, body: { Message: "2 rows imported", Imported: 2 } });
    // the same names again, whatever their case: every row is refused
    const again = await post(admin, { entity: "contractors" }, { bytes: "Name\ngateway glazing ltd\nGATEWAY DRAINS LTD\n", filename: "c.csv" });
    expect(again.status).toBe(400);
    expect(again.body.Rows).toEqual([
      { Line: 2, Message: "A contractor with this name already exists" },
      { Line: 3, Message: "A contractor with this name already exists" },
    ]);
  });

  it("imports users (to identity) all or nothing", async () => {
    const header = "FirstName,LastName,Email,UserType,Department";
    const bad = await post(
      admin,
      { type: "users" },
      { bytes: `${header}\nIona,Gill,import.iona@example.co.uk,Staff,Operations\nJon,Hart,admin@example.com,Staff,Sales\n`, filename: "u.csv" },
    );
    expect(bad).toEqual({
      status: 400,
      body: { Message: "The file was not imported: 1 bad row", Rows: [{ Line: 3, Message: "Email is already taken" }] },
    });
    expect(await count("select count(*)::int as n from identity.app_user where email = 'import.iona@example.co.uk'")).toBe(0);
    const good = await post(
      admin,
      { type: "users" },
      { bytes: `${header}\nIona,Gill,import.iona@example.co.uk,Staff,Operations\n`, filename: "u.csv" },
    );
    expect(good).toEqual({ status: 200, body: { Message: "1 row imported", Imported: 1 } });
  });

  it("imports sites' compliance types (to work-orders): an own set, None or Default, all rows or none", async () => {
    const [c] = await sql(db(), "insert into assets.client (name) values ('Gateway Compliance Foods') returning id");
    const sites: number[] = [];
    for (const code of ["GCF01", "GCF02", "GCF03"]) {
      const [s] = await sql(db(), "insert into assets.site (client_id, site_code, name) values ($1, $2, $2) returning id", [c!.id, code]);
      sites.push(s!.id as number);
    }
    await sql(db(), "insert into work_orders.site_compliance (site_id, type_ids) values ($1, '{1}')", [sites[2]]);
    const header = "ClientName,SiteCode,ComplianceTypes";
    const ownSets = async () =>
      (await sql(db(), "select site_id, type_ids from work_orders.site_compliance where site_id = any($1::int[]) order by site_id", [sites])).map(
        (r) => [r.site_id, r.type_ids],
      );
    const bad = await post(
      admin,
      { type: "sitecompliance" },
      {
        bytes: `${header}\nGateway Compliance Foods,GCF01,EICR\nGateway Compliance Foods,GCF09,Gas safety;BOILER\n`,
        filename: "c.csv",
      },
    );
    expect(bad).toEqual({
      status: 400,
      body: {
        Message: "The file was not imported: 1 bad row",
        Rows: [{ Line: 3, Message: "SiteCode GCF09 is not one of the client's sites; ComplianceTypes BOILER is not a compliance type" }],
      },
    });
    expect(await ownSets()).toEqual([[sites[2], [1]]]);

    const types = (await sql(db(), "select id from work_orders.compliance_type where code in ('EICR', 'GAS_SAFETY') order by id")).map((r) => r.id);
    const good = await post(
      admin,
      { Type: "SiteCompliance" },
      {
        bytes: [
          header,
          'gateway compliance foods,gcf01,"eicr, GAS_SAFETY"',
          "Gateway Compliance Foods,GCF02,None",
          "Gateway Compliance Foods,GCF03,Default",
        ].join("\n"),
        filename: "c.csv",
      },
    );
    expect(good).toEqual({ status: 200, body: { Message: "3 rows imported", Imported: 3 } });
    expect(await ownSets()).toEqual([
      [sites[0], types],
      [sites[1], []],
    ]);
  });

  it("names a wrong header on line 1, and answers 400 without a type or a file", async () => {
    const wrong = await post(admin, { type: "sites" }, { bytes: "Code,Name\nX,Y\n", filename: "s.csv" });
    expect(wrong).toEqual({
      status: 400,
      body: {
        Message: "The file was not imported: 1 bad row",
        Rows: [{ Line: 1, Message: expect.stringMatching(/^The header must hold SiteCode,Name and may hold .*: missing SiteCode; unknown 'Code'$/) }],
      },
    });
    expect(await post(admin, {}, { bytes: "Name\nX\n", filename: "x.csv" })).toEqual({
      status: 400,
      body: { Message: "Choose what to import: sites, contractors, users or sitecompliance" },
    });
    expect((await post(admin, { type: "assets" }, { bytes: "Name\nX\n", filename: "x.csv" })).status).toBe(400);
    expect(await post(admin, { type: "sites" })).toEqual({ status: 400, body: { Message: "No files selected" } });
  });

  it("answers 413 over the upload limit", async () => {
    const big = Buffer.alloc(25 * 1024 * 1024 + 1, 0x41);
    expect(await post(admin, { type: "contractors" }, { bytes: big, filename: "big.csv" })).toEqual({
      status: 413,
      body: { Message: "The file is too large: the limit is 25 MB" },
    });
  });

  it("is for administrators only: 403 for staff (even Contracts), clients and contractors, and nothing imported", async () => {
    for (const token of [contracts, client, contractor]) {
      for (const type of ["sites", "contractors", "users", "sitecompliance"]) {
        const r = await post(token, { type }, { bytes: "Name\nForbidden Import Ltd\n", filename: "x.csv" });
        expect([type, r.status]).toEqual([type, 403]);
      }
    }
    expect(await count("select count(*)::int as n from assets.contractor where name = 'Forbidden Import Ltd'")).toBe(0);
  });
});
