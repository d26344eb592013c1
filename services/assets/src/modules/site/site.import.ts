import type { EntityManager } from "@mikro-orm/postgresql";
import {
  audit,
  FirstLines,
  ImportClients,
  insertRows,
  isUniqueViolation,
  parseYesNo,
  readTable,
  RowErrors,
  type ImportOutcome,
  type InsertColumn,
  type TableFile,
  type Viewer,
} from "@wo/shared";
import { checkSiteFields, type SiteFields } from "./site.service";

/** The site import's columns (docs/data-import.md). */
export const SITE_IMPORT_COLUMNS = [
  "ClientName",
  "ClientId",
  "SiteCode",
  "Name",
  "AddressLine1",
  "AddressLine2",
  "City",
  "County",
  "PostCode",
  "SiteManager",
  "SiteEmail",
  "BrandName",
  "AsbestosWarning",
  "Comments",
  "Active",
] as const;
export const SITE_IMPORT_REQUIRED = ["SiteCode", "Name"] as const;

interface Row extends SiteFields {
  clientId: number;
  brandId: number | null;
  active: boolean;
}

const INSERT: InsertColumn<Row>[] = [
  { column: "client_id", type: "int", value: (r) => r.clientId },
  { column: "brand_id", type: "int", value: (r) => r.brandId },
  { column: "site_code", type: "text", value: (r) => r.siteCode },
  { column: "name", type: "text", value: (r) => r.name },
  { column: "address_line1", type: "text", value: (r) => r.addressLine1 },
  { column: "address_line2", type: "text", value: (r) => r.addressLine2 },
  { column: "city", type: "text", value: (r) => r.city },
  { column: "county", type: "text", value: (r) => r.county },
  { column: "post_code", type: "text", value: (r) => r.postCode },
  { column: "site_manager", type: "text", value: (r) => r.siteManager },
  { column: "site_email", type: "text", value: (r) => r.siteEmail },
  { column: "asbestos_warning", type: "text", value: (r) => r.asbestosWarning },
  { column: "comments", type: "text", value: (r) => r.comments },
  { column: "active", type: "boolean", value: (r) => r.active },
];

const key = (s: string) => s.trim().toLowerCase();

/**
 * Imports sites from a CSV or XLSX file (docs/data-import.md), all or nothing. Each row gets the
 * rules of the site form (checkSiteFields: code and name required, lengths, e-mail, UK postcode),
 * a client named by ClientName or ClientId (both: they must agree), a brand of that client by name,
 * and a site code unique within the client, against its sites and within the file (case ignored).
 */
export async function importSites(em: EntityManager, viewer: Viewer, file: TableFile): Promise<ImportOutcome> {
  const conn = em.getConnection();
  const clients = new ImportClients(await conn.execute<{ id: number; name: string }[]>("select id, name from assets.client"));
  const brands = new Map(
    (await conn.execute<{ id: number; client_id: number; name: string }[]>("select id, client_id, name from assets.brand")).map((b) => [
      `${b.client_id}:${key(b.name)}`,
      b.id,
    ]),
  );
  const taken = new Set(
    (await conn.execute<{ client_id: number; code: string }[]>("select client_id, lower(site_code) as code from assets.site")).map(
      (s) => `${s.client_id}:${s.code}`,
    ),
  );

  const table = await readTable(file, { columns: SITE_IMPORT_COLUMNS, required: SITE_IMPORT_REQUIRED, noun: "sites" });
  const report = new RowErrors(table.errors);
  const firstLines = new FirstLines();
  const rows: Row[] = [];
  for (const { line, values: v } of table.rows) {
    const problems: string[] = [];
    const checked = checkSiteFields({
      siteCode: v.SiteCode,
      name: v.Name,
      addressLine1: v.AddressLine1,
      addressLine2: v.AddressLine2,
      city: v.City,
      county: v.County,
      postCode: v.PostCode,
      siteManager: v.SiteManager,
      siteEmail: v.SiteEmail,
      asbestosWarning: v.AsbestosWarning,
      comments: v.Comments,
    });
    const required: string[] = checked.required.map((e) => (e.field === "siteCode" ? "SiteCode" : "Name"));
    if (!v.ClientName && !v.ClientId) required.unshift("ClientName or ClientId");
    if (required.length) problems.push(`Required: ${required.join(", ")}`);

    const client = clients.find(v.ClientName, v.ClientId, problems);
    const { fields } = checked;
    if (client && fields.siteCode) {
      const code = `${client.id}:${fields.siteCode.toLowerCase()}`;
      const first = firstLines.repeatOf(code, line);
      if (first !== null) problems.push(`SiteCode ${fields.siteCode} is repeated for this client (first on line ${first})`);
      else if (taken.has(code)) problems.push(`SiteCode ${fields.siteCode} already exists for this client`);
    }
    let brandId: number | null = null;
    if (v.BrandName && client) {
      brandId = brands.get(`${client.id}:${key(v.BrandName)}`) ?? null;
      if (!brandId) problems.push(`BrandName ${v.BrandName} is not one of the client's brands`);
    }
    problems.push(...checked.errors.map((e) => e.message));
    const active = parseYesNo(v.Active, true);
    if (active === null) problems.push(`Active ${v.Active} must be true or false`);

    report.add(line, problems);
    if (report.any) continue;
    rows.push({ ...fields, clientId: client!.id, brandId, active: active! });
  }
  if (report.any) return { imported: 0, rowErrors: report.rows() };

  try {
    await write(em, viewer, rows);
  } catch (e) {
    // another save took a code in the meantime: nothing was written
    if (isUniqueViolation(e)) return { imported: 0, rowErrors: [{ line: 1, message: TAKEN_MEANWHILE }] };
    throw e;
  }
  return { imported: rows.length, rowErrors: [] };
}

const TAKEN_MEANWHILE = "A site code of the file was taken while it was imported: nothing was imported, import it again";

function write(em: EntityManager, viewer: Viewer, rows: Row[]): Promise<void> {
  return em.transactional(async (tx) => {
    await insertRows(tx, "assets.site", INSERT, rows);
    const clientCount = new Set(rows.map((r) => r.clientId)).size;
    audit(tx, viewer, {
      entityName: "Site",
      entityId: null,
      action: "Created",
      actionTaken: `Imported ${rows.length} site${rows.length === 1 ? "" : "s"} for ${clientCount} client${clientCount === 1 ? "" : "s"}`,
    });
    await tx.flush();
  });
}
