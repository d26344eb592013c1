import type { Readable } from "node:stream";
import { parse, CsvError } from "csv-parse";
import { DateTime } from "luxon";
import type { EntityManager } from "@mikro-orm/postgresql";
import { audit, NotFoundError, type Viewer, londonToday, ZONE } from "@wo/shared";
import { ASSET_CSV_HEADER, REQUIRED_CSV_COLUMNS, type AssetCsvColumn } from "./asset.csv";
import { ASSET_LIMITS } from "./asset.service";

/** Rows an import takes at most; a longer file is refused. */
export const IMPORT_MAX_ROWS = 50_000;
/** Bad rows an answer names at most (a last entry says how many more there were). */
export const IMPORT_MAX_ERRORS = 1_000;
/** Rows inserted per statement. */
const BATCH = 5_000;

export interface ImportRowError {
  line: number;
  message: string;
}

export interface ImportOutcome {
  /** every row of the file, or 0 when it was refused */
  imported: number;
  /** each bad row's line (the header is line 1) and reason; empty when imported */
  rowErrors: ImportRowError[];
}

interface Row {
  clientId: number;
  siteId: number;
  categoryId: number;
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
const COLUMNS: (keyof Row)[] = [
  "clientId",
  "siteId",
  "categoryId",
  "assetCode",
  "make",
  "model",
  "serialNo",
  "description",
  "installedDate",
  "warrantyPeriod",
  "warrantyUnit",
  "active",
];

/**
 * A PostgreSQL array literal of values (every element quoted and escaped, null as NULL), bound as
 * one parameter: the driver layer would expand a JavaScript array into a list of parameters.
 */
function arrayLiteral(values: readonly (string | number | boolean | null)[]): string {
  return `{${values.map((v) => (v === null ? "NULL" : `"${String(v).replace(/[\\"]/g, "\\$&")}"`)).join(",")}}`;
}

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

const TRUE = new Set(["true", "yes", "y", "1"]);
const FALSE = new Set(["false", "no", "n", "0"]);

/**
 * Imports a client's assets from a CSV (docs/asset-import.md), read as a stream. Every row is
 * checked (required columns, the site code among the client's sites, a known category, dates,
 * numbers, codes repeated in the file or already used by the client's assets); a file with any bad
 * row imports nothing and answers each bad row's line and reason. A good file is inserted in one
 * transaction, in batches. Callers check the viewer's right to import (customers at full).
 */
export async function importAssetsFromCsv(em: EntityManager, viewer: Viewer, clientId: number, stream: Readable): Promise<ImportOutcome> {
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

  const errors: ImportRowError[] = [];
  let moreErrors = 0;
  const fail = (line: number, message: string) => {
    if (errors.length < IMPORT_MAX_ERRORS) errors.push({ line, message });
    else moreErrors++;
  };
  const rows: Row[] = [];
  const firstLineOf = new Map<string, number>();
  let columns: (AssetCsvColumn | null)[] | null = null;
  let records = 0;

  const parser = stream.pipe(
    parse({ bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, info: true, max_record_size: 64 * 1024 }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const line = info.lines;
      if (!columns) {
        // the header: the documented names, in any order and case; none missing, none unknown
        const known = new Map(ASSET_CSV_HEADER.map((h) => [h.toLowerCase(), h]));
        columns = record.map((h) => known.get(key(h)) ?? null);
        const unknown = record.filter((_, i) => !columns![i]);
        const missing = ASSET_CSV_HEADER.filter((h) => !columns!.includes(h));
        const repeated = ASSET_CSV_HEADER.filter((h) => columns!.filter((c) => c === h).length > 1);
        if (unknown.length || missing.length || repeated.length) {
          const problems = [
            missing.length ? `missing ${missing.join(", ")}` : "",
            unknown.length ? `unknown ${unknown.map((u) => `'${u}'`).join(", ")}` : "",
            repeated.length ? `repeated ${repeated.join(", ")}` : "",
          ].filter(Boolean);
          fail(line, `The header must be ${ASSET_CSV_HEADER.join(",")}: ${problems.join("; ")}`);
          return { imported: 0, rowErrors: errors };
        }
        continue;
      }
      if (++records > IMPORT_MAX_ROWS) {
        fail(line, `The file has more than ${IMPORT_MAX_ROWS.toLocaleString("en-GB")} rows: split it`);
        break;
      }
      if (record.length !== columns.length) {
        fail(line, `The row has ${record.length} values; the header has ${columns.length}`);
        continue;
      }
      const v = {} as Record<AssetCsvColumn, string>;
      columns.forEach((c, i) => (v[c!] = record[i]!));
      const problems: string[] = [];
      const missing = REQUIRED_CSV_COLUMNS.filter((c) => !v[c]);
      if (missing.length) problems.push(`Required: ${missing.join(", ")}`);

      const code = v.AssetCode;
      if (code) {
        if (code.length > ASSET_LIMITS.assetCode) problems.push(`AssetCode must be ${ASSET_LIMITS.assetCode} characters or fewer`);
        else if (firstLineOf.has(code)) problems.push(`AssetCode ${code} is repeated (first on line ${firstLineOf.get(code)})`);
        else if (taken.has(code)) problems.push(`AssetCode ${code} already exists for this client`);
        if (!firstLineOf.has(code)) firstLineOf.set(code, line);
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
      const active = v.Active ? (TRUE.has(key(v.Active)) ? true : FALSE.has(key(v.Active)) ? false : null) : true;
      if (active === null) problems.push(`Active ${v.Active} must be true or false`);

      if (problems.length) {
        fail(line, problems.join("; "));
        continue;
      }
      // a file with errors imports nothing: stop keeping rows
      if (errors.length) continue;
      rows.push({
        clientId,
        siteId: siteId!,
        categoryId: categoryId!,
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
  } catch (e) {
    if (!(e instanceof CsvError)) throw e;
    const line = (e as CsvError & { lines?: number }).lines ?? records + 1;
    fail(line, `The file is not a valid CSV here: ${e.message.replace(/^[^:]*: /, "")}`);
  }
  if (!columns) fail(1, `The file is empty: its first line must be the header ${ASSET_CSV_HEADER.join(",")}`);
  else if (!errors.length && !rows.length) fail(2, "The file has no assets");
  if (moreErrors) errors.push({ line: errors[errors.length - 1]!.line, message: `... and ${moreErrors} more bad rows` });
  if (errors.length) return { imported: 0, rowErrors: errors };

  await em.transactional(async (tx) => {
    // one statement per batch: each column as an array, unnested into rows
    const conn = tx.getConnection();
    const trx = tx.getTransactionContext();
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH);
      await conn.execute(
        `insert into assets.asset (client_id, site_id, category_id, asset_code, make, model, serial_no, description, installed_date, warranty_period, warranty_unit, active)
         select * from unnest(?::int[], ?::int[], ?::int[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::date[], ?::int[], ?::text[], ?::boolean[])`,
        COLUMNS.map((c) => arrayLiteral(batch.map((r) => r[c]))),
        "run",
        trx,
      );
    }
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
