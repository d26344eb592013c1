import { DateTime } from "luxon";

/** The asset popup's values, as its fields hold them (ids as strings: '' is none) */
export type AssetFormValues = {
  clientId: string;
  siteId: string;
  categoryId: string;
  assetCode: string;
  make: string;
  model: string;
  serialNo: string;
  description: string;
  supplierId: string;
  /** YYYY-MM-DD, '' for none */
  installedDate: string;
  warrantyPeriod: string;
  warrantyUnit: "Days" | "Months";
  active: boolean;
};

export const EMPTY_ASSET: AssetFormValues = {
  clientId: "",
  siteId: "",
  categoryId: "",
  assetCode: "",
  make: "",
  model: "",
  serialNo: "",
  description: "",
  supplierId: "",
  installedDate: "",
  warrantyPeriod: "0",
  warrantyUnit: "Months",
  active: true,
};

/** The fields the popup requires (§5 'Required fields'; the server checks the same). The category is optional (README "Assets") */
export const ASSET_REQUIRED = ["clientId", "siteId", "assetCode"] as const;

const ZONE = "Europe/London";

/**
 * The warranty's end (the installed date plus the period in days or months) and whether today
 * (London) is before it, as the server computes them; null without a date or a period.
 */
export function warrantyPreview(values: Pick<AssetFormValues, "installedDate" | "warrantyPeriod" | "warrantyUnit">, today?: string) {
  const period = Number(values.warrantyPeriod);
  if (!values.installedDate || !Number.isInteger(period) || period <= 0) return null;
  const start = DateTime.fromISO(values.installedDate, { zone: ZONE });
  if (!start.isValid) return null;
  const end = start.plus(values.warrantyUnit === "Days" ? { days: period } : { months: period }).toISODate()!;
  const now = today ?? DateTime.now().setZone(ZONE).toISODate()!;
  return { end, inWarranty: now < end };
}

/** A problem the popup sees before asking the server: the period must be a whole number of 0 or more */
export function periodProblem(text: string): string | null {
  return /^\d+$/.test(text.trim() || "0") ? null : "Warranty period must be a whole number of 0 or more";
}

const id = (v: string) => (v ? Number(v) : null);
const text = (v: string) => v.trim() || null;

export function toSaveInput(values: AssetFormValues, assetId: number | null) {
  return {
    id: assetId ?? 0,
    clientId: id(values.clientId),
    siteId: id(values.siteId),
    categoryId: id(values.categoryId),
    supplierId: id(values.supplierId),
    assetCode: text(values.assetCode),
    make: text(values.make),
    model: text(values.model),
    serialNo: text(values.serialNo),
    description: text(values.description),
    installedDate: values.installedDate || null,
    warrantyPeriod: Number(values.warrantyPeriod.trim() || "0"),
    warrantyUnit: values.warrantyUnit,
    active: values.active,
  };
}

/** The CSV columns of docs/asset-import.md (the server's asset.csv.ts), for the template */
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
];

/** The import template: the header and one example row */
export const ASSET_CSV_TEMPLATE = `${ASSET_CSV_HEADER.join(",")}\r\nBLR-01,SITE001,Boiler,Ideal,Evomax 2 150,EVX2412345,"Gas boiler, plant room",01/03/2024,24,Months,true\r\n`;
