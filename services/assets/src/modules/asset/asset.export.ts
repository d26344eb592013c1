import type { Writable } from "node:stream";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  attachment,
  BadUserInputError,
  csvWriter,
  exportRoute,
  ForbiddenError,
  NotFoundError,
  requireViewer,
  type Viewer,
  londonToday,
} from "@wo/shared";
import { ASSET_CSV_HEADER, assetExportFilename } from "./asset.csv";

/** Rows read from the database per query: the export never holds more than this many. */
const CHUNK = 1_000;

interface ExportRow {
  id: number;
  asset_code: string;
  site_code: string;
  category: string | null;
  make: string | null;
  model: string | null;
  serial_no: string | null;
  description: string | null;
  installed_date: string | null;
  warranty_period: number;
  warranty_unit: string;
  active: boolean;
}

/** Whether the viewer may export a client's assets: staff with customers at read (administrators pass everything). */
function mayExport(viewer: Viewer): boolean {
  return viewer.isAdmin || (viewer.isStaff && viewer.can("customers", "read"));
}

/**
 * Writes a client's assets as CSV to `out` (GET /Services/ExportAssets.aspx?Id): the import's header
 * (docs/asset-import.md), ISO dates, numbers unquoted, text that a spreadsheet would run as a
 * formula behind an apostrophe (the shared csvWriter), by asset code; read from the database in
 * chunks by keyset and written as the stream drains, so a large estate never sits in memory.
 * `onStart` gets the file's name (assets-<client>-<date>.csv) before the first byte, for a
 * Content-Disposition header. `out` is ended unless `end` is false.
 */
export async function exportAssetsCsv(
  em: EntityManager,
  viewer: Viewer,
  clientId: number,
  out: Writable,
  onStart?: (filename: string) => void,
  end = true,
): Promise<{ filename: string; rows: number }> {
  if (!mayExport(viewer)) throw new ForbiddenError();
  const conn = em.getConnection();
  const [client] = await conn.execute<{ name: string }[]>("select name from assets.client where id = ?", [clientId]);
  if (!client) throw new NotFoundError();
  const filename = assetExportFilename(client.name, londonToday());
  onStart?.(filename);

  const csv = csvWriter(out, ASSET_CSV_HEADER, { end });
  let rows = 0;
  let after: [string, number] | null = null;
  for (;;) {
    const chunk: ExportRow[] = await conn.execute<ExportRow[]>(
      `select a.id, a.asset_code, s.site_code, k.name as category, a.make, a.model, a.serial_no, a.description,
              to_char(a.installed_date, 'YYYY-MM-DD') as installed_date, a.warranty_period, a.warranty_unit, a.active
       from assets.asset a join assets.site s on s.id = a.site_id left join assets.asset_category k on k.id = a.category_id
       where a.client_id = ? ${after ? "and (a.asset_code, a.id) > (?, ?)" : ""}
       order by a.asset_code, a.id limit ${CHUNK}`,
      after ? [clientId, ...after] : [clientId],
    );
    for (const r of chunk) {
      await csv.row([
        r.asset_code,
        r.site_code,
        r.category,
        r.make,
        r.model,
        r.serial_no,
        r.description,
        r.installed_date,
        Number(r.warranty_period),
        r.warranty_unit,
        r.active,
      ]);
    }
    rows += chunk.length;
    if (chunk.length < CHUNK) break;
    const last = chunk[chunk.length - 1]!;
    after = [last.asset_code, last.id];
  }
  await csv.end();
  return { filename, rows };
}

/**
 * GET /Services/ExportAssets.aspx?Id: a client's assets as CSV (exportAssetsCsv), named by
 * Content-Disposition; staff with customers at read. Id names the client.
 */
export const exportAssets = exportRoute({
  page: "ExportAssets",
  access: { audience: ["staff"], area: "customers", level: "read" },
  async write(ctx, query, res) {
    const clientId = Number(query.id ?? query.clientid);
    if (!Number.isInteger(clientId) || clientId <= 0) throw new BadUserInputError("Id must name a client");
    await exportAssetsCsv(ctx.em, requireViewer(ctx), clientId, res, (filename) => attachment(res, filename, "text/csv; charset=utf-8"));
  },
});
