import type { Writable } from "node:stream";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  attachment,
  BadUserInputError,
  csvWriter,
  eachListRow,
  exportRoute,
  SortDirection,
  tenantScope,
  ForbiddenError,
  NotFoundError,
  requireViewer,
  type Viewer,
  londonToday,
} from "@wo/shared";
import { ASSET_CSV_HEADER, assetExportFilename } from "./asset.csv";
import { ASSET_LIST } from "./asset.reader";

/** Whether the viewer may export a client's assets: staff with customers at read (administrators pass everything). */
function mayExport(viewer: Viewer): boolean {
  return viewer.isAdmin || (viewer.isStaff && viewer.can("customers", "read"));
}

/**
 * Writes a client's assets as CSV to `out` (GET /Services/ExportAssets.aspx?Id): the import's header
 * (docs/asset-import.md), ISO dates, numbers unquoted, text that a spreadsheet would run as a
 * formula behind an apostrophe (the shared csvWriter), by asset code; read through the asset grid's
 * declaration (ASSET_LIST, the shared list export's eachListRow) a page at a time by keyset and
 * written as the stream drains, so a large estate never sits in memory.
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
  // the asset grid's own declaration (ASSET_LIST), read page after page by keyset in asset code order
  for await (const r of eachListRow(em, ASSET_LIST, tenantScope(viewer), {
    clientId,
    sort: [{ field: "ASSET_CODE", direction: SortDirection.ASC }],
  })) {
    await csv.row([
      r.assetCode,
      r.siteCode,
      r.categoryName,
      r.make,
      r.model,
      r.serialNo,
      r.description,
      r.installedDate,
      Number(r.warrantyPeriod),
      r.warrantyUnit,
      r.active,
    ]);
    rows += 1;
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
