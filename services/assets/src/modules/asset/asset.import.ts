import type { Readable } from "node:stream";
import { DateTime } from "luxon";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  audit,
  FirstLines,
  insertRows,
  NotFoundError,
  parseYesNo,
  readTable,
  RowErrors,
  type ImportOutcome,
  type InsertColumn,
  type TableFile,
  type Viewer,
  londonToday,
  ZONE,
} from "@wo/shared";
import { ASSET_CSV_HEADER, REQUIRED_CSV_COLUMNS } from "./asset.csv";
import { ASSET_LIMITS } from "./asset.service";

export type { ImportOutcome };

interface Row {
  clientId: number;
  siteId: number;
  categoryId: number | null;
  assetCode: string;
  make: string | null;
  model: string | null;
  serialNo: string | null;
  description: string | null;
  installedDate: string | null;
  warrantyPeriod: number;
  warrantyUnit: string;
  active: boolean;
}

/** The columns inserted, in the insert's order. */
const INSERT: InsertColumn<Row>[] = [
  { column: "client_id", type: "int", value: (r) => r.clientId },
  { column: "site_id", type: "int", value: (r) => r.siteId },
  { column: "category_id", type: "int", value: (r) => r.categoryId },
  { column: "asset_code", type: "text", value: (r) => r.assetCode },
  { column: "make", type: "text", value: (r) => r.make },
  { column: "model", type: "text", value: (r) => r.model },
  { column: "serial_no", type: "text", value: (r) => r.serialNo },
  { column: "description", type: "text", value: (r) => r.description },
  { column: "installed_date", type: "date", value: (r) => r.installedDate },
  { column: "warranty_period", type: "int", value: (r) => r.warrantyPeriod },
  { column: "warranty_unit", type: "text", value: (r) => r.warrantyUnit },
  { column: "active", type: "boolean", value: (r) => r.active },
];

const key = (s: string) => s.trim().toLowerCase();

/** DD/MM/YYYY or YYYY-MM-DD (one-digit days and months too), a real calendar date, as YYYY-MM-DD; null otherwise. */
export function parseImportDate(text: string): string | null {
  const t = text.trim();
  const d = /^\d{4}-\d{1,2}-\d{1,2}$/.test(t)
    ? DateTime.fromFormat(t, "yyyy-M-d", { zone: ZONE })
    : /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(t)
      ? DateTime.fromFormat(t, "d/M/yyyy", { zone: ZONE })
      : null;
  return d?.isValid ? d.toISODate() : null;
}

/** importAssetsFromFile for a CSV stream (the tests' way in). */
export function importAssetsFromCsv(em: EntityManager, viewer: Viewer, clientId: number, stream: Readable): Promise<ImportOutcome> {
  return importAssetsFromFile(em, viewer, clientId, { stream });
}

/**
 * Imports a client's assets from a CSV or XLSX file (docs/asset-import.md), read by the shared
 * tabular reader (docs/data-import.md). Every row is checked (required columns, the site code among
 * the client's sites, a known category, dates, numbers, codes repeated in the file or already used
 * by the client's assets); a file with any bad row imports nothing and answers each bad row's line
 * and reason. A good file is inserted in one transaction, in batches. Callers check the viewer's
 * right to import (customers at full).
 */
export async function importAssetsFromFile(em: EntityManager, viewer: Viewer, clientId: number, file: TableFile): Promise<ImportOutcome> {
  const conn = em.getConnection();
  const [client] = await conn.execute<{ name: string }[]>("select name from assets.client where id = ?", [clientId]);
  if (!client) throw new NotFoundError();
  const sites = new Map(
    (await conn.execute<{ id: number; site_code: string }[]>("select id, site_code from assets.site where client_id = ?", [clientId])).map((s) => [
      key(s.site_code),
      s.id,
    ]),
  );
  const categories = new Map(
    (await conn.execute<{ id: number; name: string }[]>("select id, name from assets.asset_category")).map((c) => [key(c.name), c.id]),
  );
  const taken = new Set(
    (await conn.execute<{ asset_code: string }[]>("select asset_code from assets.asset where client_id = ?", [clientId])).map((r) => r.asset_code),
  );
  const today = londonToday();

  // every column in the header, as the export writes it
  const table = await readTable(file, { columns: ASSET_CSV_HEADER, noun: "assets" });
  const report = new RowErrors(table.errors);
  const rows: Row[] = [];
  const firstLines = new FirstLines();
  for (const { line, values: v } of table.rows) {
    const problems: string[] = [];
    const missing = REQUIRED_CSV_COLUMNS.filter((c) => !v[c]);
    if (missing.length) problems.push(`Required: ${missing.join(", ")}`);

    const code = v.AssetCode;
    if (code) {
      const first = firstLines.repeatOf(code, line);
      if (code.length > ASSET_LIMITS.assetCode) problems.push(`AssetCode must be ${ASSET_LIMITS.assetCode} characters or fewer`);
      else if (first !== null) problems.push(`AssetCode ${code} is repeated (first on line ${first})`);
      else if (taken.has(code)) problems.push(`AssetCode ${code} already exists for this client`);
    }
    const siteId = v.SiteCode ? sites.get(key(v.SiteCode)) : undefined;
    if (v.SiteCode && !siteId) problems.push(`SiteCode ${v.SiteCode} is not a site of this client`);
    const categoryId = v.Category ? categories.get(key(v.Category)) : undefined;
    if (v.Category && !categoryId) problems.push(`Category ${v.Category} is not known`);
    for (const [c, limit] of [
      ["Make", ASSET_LIMITS.make],
      ["Model", ASSET_LIMITS.model],
      ["SerialNo", ASSET_LIMITS.serialNo],
      ["Description", ASSET_LIMITS.description],
    ] as const) {
      if (v[c].length > limit) problems.push(`${c} must be ${limit} characters or fewer`);
    }
    let installed: string | null = null;
    if (v.InstalledDate) {
      installed = parseImportDate(v.InstalledDate);
      if (!installed) problems.push(`InstalledDate ${v.InstalledDate} is not a date (DD/MM/YYYY or YYYY-MM-DD)`);
      else if (installed > today) problems.push(`InstalledDate ${v.InstalledDate} is in the future`);
    }
    let period = 0;
    if (v.WarrantyPeriod) {
      period = /^\d+$/.test(v.WarrantyPeriod) ? Number(v.WarrantyPeriod) : NaN;
      if (!Number.isInteger(period) || period > ASSET_LIMITS.warrantyPeriod) {
        problems.push(`WarrantyPeriod ${v.WarrantyPeriod} is not a whole number of 0 or more`);
      } else if (period > 0 && !v.InstalledDate) problems.push("InstalledDate is required for a warranty");
    }
    const unit = v.WarrantyUnit ? (key(v.WarrantyUnit) === "days" ? "Days" : key(v.WarrantyUnit) === "months" ? "Months" : null) : "Months";
    if (!unit) problems.push(`WarrantyUnit ${v.WarrantyUnit} must be Days or Months`);
    const active = parseYesNo(v.Active, true);
    if (active === null) problems.push(`Active ${v.Active} must be true or false`);

    report.add(line, problems);
    // a file with errors imports nothing: stop keeping rows
    if (report.any) continue;
    rows.push({
      clientId,
      siteId: siteId!,
      categoryId: categoryId ?? null,
      assetCode: code,
      make: v.Make || null,
      model: v.Model || null,
      serialNo: v.SerialNo || null,
      description: v.Description || null,
      installedDate: installed,
      warrantyPeriod: period,
      warrantyUnit: unit!,
      active: active!,
    });
  }
  if (report.any) return { imported: 0, rowErrors: report.rows() };

  await em.transactional(async (tx) => {
    await insertRows(tx, "assets.asset", INSERT, rows);
    audit(tx, viewer, {
      entityName: "Asset",
      entityId: null,
      action: "Created",
      actionTaken: `Imported ${rows.length} asset${rows.length === 1 ? "" : "s"} for ${client.name}`,
    });
    await tx.flush();
  });
  return { imported: rows.length, rowErrors: [] };
}
