/**
 * The asset CSV's columns (docs/asset-import.md): one header for the import and the export alike,
 * so that an export imports again as it is.
 */
export const ASSET_CSV_HEADER = [
  "AssetCode",
  "SiteCode",
  "Category",
  "Make",
  "Model",
  "SerialNo",
  "Description",
  "InstalledDate",
  "WarrantyPeriod",
  "WarrantyUnit",
  "Active",
] as const;
export type AssetCsvColumn = (typeof ASSET_CSV_HEADER)[number];

/** Columns a row must fill (Category may be blank: an asset's category is optional). */
export const REQUIRED_CSV_COLUMNS: readonly AssetCsvColumn[] = ["AssetCode", "SiteCode"];

/** An export's file name: assets-<client>-<London date>.csv, the client's name in lower-case words joined by hyphens. */
export function assetExportFilename(clientName: string, today: string): string {
  const slug =
    clientName
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "client";
  return `assets-${slug}-${today}.csv`;
}
