import { Intent } from "../../../ui";
import type { ComplianceStatus } from "../../../gql/graphql";

/** How each status reads and is coloured (Blueprint intents); the text goes in every cell, so the matrix is never colour-only. */
export const STATUS_LABEL: Record<ComplianceStatus, string> = {
  IN_DATE: "In date",
  DUE_SOON: "Due soon",
  OVERDUE: "Overdue",
  MISSING: "Missing",
};

export const STATUS_INTENT: Record<ComplianceStatus, Intent> = {
  IN_DATE: Intent.SUCCESS,
  DUE_SOON: Intent.WARNING,
  OVERDUE: Intent.DANGER,
  MISSING: Intent.NONE,
};

export const STATUSES: ComplianceStatus[] = ["IN_DATE", "DUE_SOON", "OVERDUE", "MISSING"];

/** A YYYY-MM-DD day as DD/MM/YYYY. */
export const ukDate = (day: string | null | undefined) => (day ? day.split("-").reverse().join("/") : "");

/** The export's address for the filters on screen (GET /Services/ComplianceRegister.aspx). */
export function registerExportUrl(clientId: number, region: string, status: string): string {
  const q = new URLSearchParams({ clientId: String(clientId) });
  if (region) q.set("region", region);
  if (status) q.set("status", status);
  return `/Services/ComplianceRegister.aspx?${q.toString()}`;
}
