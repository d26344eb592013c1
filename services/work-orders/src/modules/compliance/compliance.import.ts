import type { EntityManager } from "@mikro-orm/postgresql";
import { arrayLiteral, audit, FirstLines, ImportClients, readTable, RowErrors, type ImportOutcome, type TableFile, type Viewer } from "@wo/shared";
import { ComplianceType } from "./compliance.entity";

/** The import of sites' compliance types' columns (docs/data-import.md "Sites' compliance types"). */
export const SITE_COMPLIANCE_IMPORT_COLUMNS = ["ClientName", "ClientId", "SiteCode", "ComplianceTypes"] as const;
export const SITE_COMPLIANCE_IMPORT_REQUIRED = ["SiteCode", "ComplianceTypes"] as const;

/** One site's requirement: its own set of types (sorted, no repeats; empty: none), or null to follow its client's defaults. */
interface Row {
  siteId: number;
  typeIds: number[] | null;
}

const key = (s: string) => s.trim().toLowerCase();

/**
 * A ComplianceTypes cell: `Default` or empty follows the client's defaults (null); `None` is an own
 * empty set; else type codes or names (case ignored) separated by `;` or `,`. Unknown ones are
 * added to `problems`, by name.
 */
export function parseComplianceTypes(cell: string, types: ReadonlyMap<string, number>, problems: string[]): number[] | null {
  const words = cell
    .split(/[;,]/)
    .map((w) => w.trim())
    .filter((w) => w);
  if (!words.length || (words.length === 1 && key(words[0]!) === "default")) return null;
  if (words.length === 1 && key(words[0]!) === "none") return [];
  const ids = new Set<number>();
  for (const w of words) {
    const id = types.get(key(w));
    if (id !== undefined) ids.add(id);
    else if (key(w) === "default" || key(w) === "none") problems.push(`ComplianceTypes ${w} stands alone, not beside types`);
    else problems.push(`ComplianceTypes ${w} is not a compliance type`);
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * Imports which compliance types apply to sites (issue 27; docs/data-import.md), all or nothing:
 * each row names a site by its client (ClientName or ClientId, as the site import) and its code
 * (case ignored, through assets' published `v_site`), and its types: its own set, `None`, or
 * `Default`/empty (the site's own set is dropped, so it follows its client's default set). A site
 * once per file. The valid file is written in one transaction: one delete of the sites that follow
 * their defaults and one upsert of the others' own sets (the summary triggers of `site_compliance`
 * keep the register's status filter in step), and an audit line per site as setSiteCompliance writes.
 */
export async function importSiteCompliance(em: EntityManager, viewer: Viewer, file: TableFile): Promise<ImportOutcome> {
  const conn = em.getConnection();
  const table = await readTable(file, { columns: SITE_COMPLIANCE_IMPORT_COLUMNS, required: SITE_COMPLIANCE_IMPORT_REQUIRED, noun: "sites" });
  const report = new RowErrors(table.errors);
  if (!table.rows.length) return { imported: 0, rowErrors: report.rows() };

  const clients = new ImportClients(await conn.execute<{ id: number; name: string }[]>("select id, name from assets.v_client"));
  const types = new Map<string, number>();
  for (const t of await em.find(ComplianceType, {}, { orderBy: { id: "asc" } })) {
    types.set(key(t.code), t.id);
    if (!types.has(key(t.name))) types.set(key(t.name), t.id);
  }

  const named = table.rows.map(({ line, values: v }) => {
    const problems: string[] = [];
    const required: string[] = [];
    if (!v.ClientName && !v.ClientId) required.push("ClientName or ClientId");
    if (!v.SiteCode) required.push("SiteCode");
    if (required.length) problems.push(`Required: ${required.join(", ")}`);
    const client = clients.find(v.ClientName, v.ClientId, problems);
    return { line, v, problems, client };
  });
  // the sites of the clients the file names, by client and code
  const clientIds = [...new Set(named.flatMap((r) => (r.client ? [r.client.id] : [])))];
  const sites = new Map(
    (
      await conn.execute<{ id: number; client_id: number; code: string }[]>(
        "select id, client_id, lower(site_code) as code from assets.v_site where client_id = any(?::int[])",
        [arrayLiteral(clientIds)],
      )
    ).map((s) => [`${s.client_id}:${s.code}`, s.id]),
  );

  const firstLines = new FirstLines();
  const rows: Row[] = [];
  for (const { line, v, problems, client } of named) {
    let siteId: number | undefined;
    if (client && v.SiteCode) {
      siteId = sites.get(`${client.id}:${key(v.SiteCode)}`);
      if (siteId === undefined) problems.push(`SiteCode ${v.SiteCode} is not one of the client's sites`);
      else {
        const first = firstLines.repeatOf(String(siteId), line);
        if (first !== null) problems.push(`SiteCode ${v.SiteCode} is repeated for this client (first on line ${first})`);
      }
    }
    const typeIds = parseComplianceTypes(v.ComplianceTypes, types, problems);
    report.add(line, problems);
    if (!report.any) rows.push({ siteId: siteId!, typeIds });
  }
  if (report.any) return { imported: 0, rowErrors: report.rows() };

  await write(em, viewer, rows);
  return { imported: rows.length, rowErrors: [] };
}

function write(em: EntityManager, viewer: Viewer, rows: readonly Row[]): Promise<void> {
  return em.transactional(async (tx) => {
    const conn = tx.getConnection();
    const trx = tx.getTransactionContext();
    const follow = rows.filter((r) => r.typeIds === null).map((r) => r.siteId);
    const own = rows.filter((r): r is Row & { typeIds: number[] } => r.typeIds !== null);
    if (follow.length)
      await conn.execute("delete from work_orders.site_compliance where site_id = any(?::int[])", [arrayLiteral(follow)], "run", trx);
    if (own.length)
      await conn.execute(
        `insert into work_orders.site_compliance (site_id, type_ids)
         select r.site_id, r.type_ids::int[] from unnest(?::int[], ?::text[]) as r(site_id, type_ids)
         on conflict (site_id) do update set type_ids = excluded.type_ids`,
        [arrayLiteral(own.map((r) => r.siteId)), arrayLiteral(own.map((r) => `{${r.typeIds.join(",")}}`))],
        "run",
        trx,
      );
    for (const r of rows)
      audit(tx, viewer, {
        entityName: "Site",
        entityId: r.siteId,
        action: "Updated",
        actionTaken: `Compliance types set to ${r.typeIds == null ? "the client's defaults" : r.typeIds.join(", ") || "none"} by the site compliance import`,
      });
    await tx.flush();
  });
}
