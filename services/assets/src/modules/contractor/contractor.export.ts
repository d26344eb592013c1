import { BadUserInputError, exportRoute, listXlsx, londonToday, requireViewer, type ExportColumn } from "@wo/shared";
import type { Contractor } from "./contractor.entity";
import { eachContractor } from "./contractor.service";

function activeParam(v: string | undefined): boolean | null {
  if (v === undefined || v === "") return null;
  if (/^(true|1)$/i.test(v)) return true;
  if (/^(false|0)$/i.test(v)) return false;
  throw new BadUserInputError("active must be true or false");
}

const time = (header: string, key: keyof Contractor & string): ExportColumn<Contractor> => ({ header, key, width: 10 });

/** The export's columns: the grid's, with the contractor's time windows (HH:mm:ss as stored). */
const COLUMNS: ExportColumn<Contractor>[] = [
  { header: "Id", key: "id", format: "integer", width: 8 },
  { header: "Name", key: "name", width: 36 },
  { header: "Short Name", key: "shortName", width: 14 },
  { header: "Contact", key: "contact", width: 22 },
  { header: "Telephone", key: "telephone", width: 16 },
  { header: "OOH Telephone", key: "oohTelephone", width: 16 },
  { header: "Email", key: "email", width: 34 },
  { header: "Active", key: "active", format: "boolean" },
  time("Normal Start", "normalStart"),
  time("Normal Finish", "normalFinish"),
  time("OOH 1 Start", "oohOneStart"),
  time("OOH 1 Finish", "oohOneFinish"),
  time("OOH 2 Start", "oohTwoStart"),
  time("OOH 2 Finish", "oohTwoFinish"),
  time("OOH 3 Start", "oohThreeStart"),
  time("OOH 3 Finish", "oohThreeFinish"),
];

/**
 * GET /Services/ExportContractors.aspx?search&active: the contractors grid's rows (its search and
 * active filter, by name) with their time windows, as an XLSX workbook through the shared list
 * export (listXlsx over CONTRACTOR_LIST's pages), as the clients export.
 */
export const exportContractors = exportRoute({
  page: "ExportContractors",
  access: { audience: ["staff"] },
  async write(ctx, query, res) {
    const viewer = requireViewer(ctx);
    const search = query.search?.trim() ? query.search.trim().slice(0, 200) : null;
    const active = activeParam(query.active);
    await listXlsx(res, {
      fileName: `contractors-${londonToday()}.xlsx`,
      sheet: "Contractors",
      columns: COLUMNS,
      rows: eachContractor(ctx.em, viewer, { search, active }),
    });
  },
});
