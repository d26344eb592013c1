/**
 * The import of sites' compliance types (issue 27; docs/data-import.md "Sites' compliance types"):
 * `importSiteCompliance(file)` sets each site's own set, an own empty set (None) or drops it (Default),
 * all rows or none, with each bad row's line and reason; administrators only; and the register's status
 * filter (kept by the summary triggers) agrees with the pure rule afterwards.
 */
import ExcelJS from "exceljs";
import { graphqlSuite, sql, viewers } from "@wo/shared/testing";
import { workOrdersService } from "../src/service";

const suite = graphqlSuite(workOrdersService, "compliance_import", {
  admin: viewers.admin(),
  customers: viewers.staff(4, { customers: "full" }),
  client1: viewers.client(1),
});
const { call, db, tokens } = suite;

type Any = any;
const types: Record<string, number> = {};
let client: number; // "Compliance Import Ltd", with sites CI001 to CI004
let other: number; // "Other Import Ltd", with its own CI001
const site: Record<string, number> = {};

const SITE = `query S($siteId: Int!) { siteCompliance(siteId: $siteId) { typeIds ownSet } }`;
const SAVE_CLIENT = `mutation C($input: SaveClientComplianceInput!) { saveClientCompliance(input: $input) { clientId } }`;
const REGISTER = `query R($clientId: Int!, $today: LocalDate, $status: [ComplianceStatus!]) {
  complianceRegister(clientId: $clientId, today: $today, status: $status, pageSize: 500) { totalCount nodes { id cells { complianceTypeId status } } }
}`;

/** importSiteCompliance as a GraphQL multipart request to the subgraph. */
async function upload(bytes: Buffer | string, filename: string, who = "admin") {
  const form = new FormData();
  form.append(
    "operations",
    JSON.stringify({
      query: `mutation ($file: Upload) { importSiteCompliance(file: $file) { imported rowErrors { line message } error { code message } } }`,
      variables: { file: null },
    }),
  );
  form.append("map", JSON.stringify({ 0: ["variables.file"] }));
  form.append("0", new Blob([bytes], { type: filename.endsWith(".xlsx") ? "application/octet-stream" : "text/csv" }), filename);
  const res = await fetch(suite.svc.url, {
    method: "POST",
    headers: { authorization: `Bearer ${tokens[who]}`, "apollo-require-preflight": "true" },
    body: form,
  });
  return (await res.json()) as { data?: { importSiteCompliance: Any } | null; errors?: { extensions?: { code?: string } }[] };
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Requirements");
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const importAudits = async () =>
  (
    (await sql(db(), "select count(*)::int n from work_orders.audit_trail where action_taken like '%by the site compliance import'"))[0] as {
      n: number;
    }
  ).n;

beforeAll(async () => {
  for (const t of (await sql(db(), "select id, code from work_orders.compliance_type")) as { id: number; code: string }[]) types[t.code] = t.id;
  [{ id: client }, { id: other }] = (await sql(
    db(),
    "insert into assets.client (name) values ('Compliance Import Ltd'), ('Other Import Ltd') returning id",
  )) as { id: number }[] as [{ id: number }, { id: number }];
  for (const code of ["CI001", "CI002", "CI003", "CI004"]) {
    const [row] = await sql(db(), "insert into assets.site (client_id, site_code, name) values ($1, $2, $2) returning id", [client, code]);
    site[code] = (row as { id: number }).id;
  }
  const [o] = await sql(db(), "insert into assets.site (client_id, site_code, name) values ($1, 'CI001', 'Elsewhere') returning id", [other]);
  site.OTHER = (o as { id: number }).id;
  // the client's default set: gas safety
  await call(SAVE_CLIENT, { input: { clientId: client, defaultTypeIds: [types.GAS_SAFETY], dueSoonDays: 30 } });
}, 60_000);

describe("importSiteCompliance", () => {
  it("sets sites' own sets from a CSV: codes or names, ';' or ',', any case; the client by name or id", async () => {
    const csv = [
      "ClientName,ClientId,SiteCode,ComplianceTypes",
      "compliance import ltd,,ci001,gas_safety; EICR",
      `,${client},CI002,"Fire alarm service, pat, PAT"`,
      `Compliance Import Ltd,${client},CI003,LEGIONELLA`,
      `,${other},CI001,Asbestos survey`,
    ].join("\n");
    const r = await upload(csv, "requirements.csv");
    expect(r.data!.importSiteCompliance).toEqual({ imported: 4, rowErrors: [], error: null });
    expect(await call(SITE, { siteId: site.CI001 })).toEqual({ typeIds: [types.GAS_SAFETY, types.EICR].sort((a, b) => a! - b!), ownSet: true });
    expect(await call(SITE, { siteId: site.CI002 })).toEqual({ typeIds: [types.FIRE_ALARM, types.PAT], ownSet: true });
    expect(await call(SITE, { siteId: site.CI003 })).toEqual({ typeIds: [types.LEGIONELLA], ownSet: true });
    expect(await call(SITE, { siteId: site.OTHER })).toEqual({ typeIds: [types.ASBESTOS], ownSet: true });
    // CI004 is not in the file: it still follows the defaults
    expect(await call(SITE, { siteId: site.CI004 })).toEqual({ typeIds: [types.GAS_SAFETY], ownSet: false });
    // one audit line per site, as setSiteCompliance writes them
    const audits = await sql(
      db(),
      "select action_taken from work_orders.audit_trail where entity_name = 'Site' and entity_id = $1 and action_taken like '%import'",
      [String(site.CI002)],
    );
    expect(audits.map((a) => a.action_taken)).toEqual([`Compliance types set to ${types.FIRE_ALARM}, ${types.PAT} by the site compliance import`]);
  });

  it("reads an XLSX: Default (or empty) drops a site's own set, None gives it an empty one", async () => {
    const bytes = await xlsx([
      ["ClientId", "SiteCode", "ComplianceTypes"],
      [client, "CI001", "Default"],
      [client, "CI002", "none"],
      [client, "CI003", null],
      [client, "CI004", "EICR;Fire_Alarm"],
    ]);
    const r = await upload(bytes, "requirements.xlsx");
    expect(r.data!.importSiteCompliance).toEqual({ imported: 4, rowErrors: [], error: null });
    expect(await call(SITE, { siteId: site.CI001 })).toEqual({ typeIds: [types.GAS_SAFETY], ownSet: false });
    expect(await call(SITE, { siteId: site.CI002 })).toEqual({ typeIds: [], ownSet: true });
    expect(await call(SITE, { siteId: site.CI003 })).toEqual({ typeIds: [types.GAS_SAFETY], ownSet: false });
    expect(await call(SITE, { siteId: site.CI004 })).toEqual({ typeIds: [types.EICR, types.FIRE_ALARM].sort((a, b) => a! - b!), ownSet: true });
  });

  it("refuses a file with bad rows, each by line with its reason, and writes nothing", async () => {
    const before = await sql(db(), "select site_id, type_ids from work_orders.site_compliance order by site_id");
    const auditsBefore = await importAudits();
    const csv = [
      "ClientName,ClientId,SiteCode,ComplianceTypes",
      "Compliance Import Ltd,,CI004,GAS_SAFETY", // line 2: good, but not written
      "Nobody Ltd,,CI001,EICR", // 3
      "Compliance Import Ltd,,ZZZ9,EICR", // 4
      "Compliance Import Ltd,,CI003,EICR;BOILER;Lift", // 5
      "Compliance Import Ltd,,ci004,None", // 6: the site of line 2 again
      `Other Import Ltd,${client},CI001,EICR`, // 7
      ",,,None", // 8
      "Compliance Import Ltd,,CI002,None;EICR", // 9
      `,${other},CI002,EICR`, // 10: a code of the other client's
      ",abc,CI001,EICR", // 11
    ].join("\n");
    const r = await upload(csv, "bad.csv");
    expect(r.data!.importSiteCompliance).toEqual({
      imported: 0,
      error: { code: "BAD_ROWS", message: "The file was not imported: 9 bad rows" },
      rowErrors: [
        { line: 3, message: "ClientName Nobody Ltd is not a client" },
        { line: 4, message: "SiteCode ZZZ9 is not one of the client's sites" },
        { line: 5, message: "ComplianceTypes BOILER is not a compliance type; ComplianceTypes Lift is not a compliance type" },
        { line: 6, message: "SiteCode ci004 is repeated for this client (first on line 2)" },
        { line: 7, message: `ClientName Other Import Ltd is not client ${client}'s name` },
        { line: 8, message: "Required: ClientName or ClientId, SiteCode" },
        { line: 9, message: "ComplianceTypes None stands alone, not beside types" },
        { line: 10, message: "SiteCode CI002 is not one of the client's sites" },
        { line: 11, message: "ClientId abc is not a client" },
      ],
    });
    expect(await sql(db(), "select site_id, type_ids from work_orders.site_compliance order by site_id")).toEqual(before);
    expect(await importAudits()).toBe(auditsBefore);
  });

  it("refuses a file without the ComplianceTypes column on line 1", async () => {
    const r = await upload("ClientName,SiteCode\nCompliance Import Ltd,CI001\n", "short.csv");
    expect(r.data!.importSiteCompliance.imported).toBe(0);
    expect(r.data!.importSiteCompliance.rowErrors).toEqual([{ line: 1, message: expect.stringMatching(/missing ComplianceTypes/) }]);
  });

  it("is for administrators only (as importSites): staff with customers at full and clients are refused, nothing written", async () => {
    const before = await sql(db(), "select site_id, type_ids from work_orders.site_compliance order by site_id");
    for (const who of ["customers", "client1"]) {
      const r = await upload("ClientId,SiteCode,ComplianceTypes\n" + `${client},CI001,None\n`, "x.csv", who);
      expect([who, r.errors?.[0]?.extensions?.code]).toEqual([who, "FORBIDDEN"]);
    }
    expect(await sql(db(), "select site_id, type_ids from work_orders.site_compliance order by site_id")).toEqual(before);
  });

  it("leaves the register's status filter agreeing with the cells (MISSING, IN_DATE)", async () => {
    // now CI001 follows the defaults (gas safety) and holds its certificate; CI002 and CI003 require nothing; CI004 gas safety, without one
    await sql(
      db(),
      `insert into work_orders.document (entity_name, entity_id, document_type_id, cert_date, compliance_type_id, original_filename, storage_key,
         content_type, size, archived, uploaded_by_name, date_uploaded)
       values ('Site', $1, 2, '2026-06-01', $2, 'gas.pdf', 'test/gas.pdf', 'application/pdf', 10, false, 'Test', now())`,
      [site.CI001, types.GAS_SAFETY],
    );
    const bytes = await xlsx([
      ["ClientName", "SiteCode", "ComplianceTypes"],
      ["Compliance Import Ltd", "CI003", "None"],
      ["Compliance Import Ltd", "CI004", "Gas safety"],
    ]);
    expect((await upload(bytes, "after.xlsx")).data!.importSiteCompliance.imported).toBe(2);
    const today = "2026-09-01";
    const all = await call(REGISTER, { clientId: client, today });
    for (const status of ["MISSING", "IN_DATE"]) {
      const want = all.nodes.filter((n: Any) => n.cells.some((c: Any) => c.status === status)).map((n: Any) => n.id);
      const page = await call(REGISTER, { clientId: client, today, status: [status] });
      expect([status, page.nodes.map((n: Any) => n.id)]).toEqual([status, want]);
    }
    const missing = await call(REGISTER, { clientId: client, today, status: ["MISSING"] });
    expect(missing.nodes.map((n: Any) => n.id)).toEqual([site.CI004]);
    const inDate = await call(REGISTER, { clientId: client, today, status: ["IN_DATE"] });
    expect(inDate.nodes.map((n: Any) => n.id)).toEqual([site.CI001]);
  });
});
