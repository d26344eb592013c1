import { BadUserInputError, exportRoute, listXlsx, londonToday, requireViewer, type ExportColumn } from "@wo/shared";
import type { Client } from "./client.entity";
import { eachClient } from "./client.service";

function activeParam(v: string | undefined): boolean | null {
  if (v === undefined || v === "") return null;
  if (/^(true|1)$/i.test(v)) return true;
  if (/^(false|0)$/i.test(v)) return false;
  throw new BadUserInputError("active must be true or false");
}

/** The export's columns: dates as dates (DD/MM/YYYY), the contract value as a number in pounds. */
const COLUMNS: ExportColumn<Client>[] = [
  { header: "Id", key: "id", format: "integer", width: 8 },
  { header: "Name", key: "name", width: 36 },
  { header: "Customer", key: "customer", width: 16 },
  { header: "Status", key: "status", width: 12 },
  { header: "Start Date", key: "startDate", format: "date" },
  { header: "Renewal Date", key: "renewalDate", format: "date" },
  { header: "Contract Value", key: "contractValue", format: "money", width: 16 },
  { header: "Active", key: "active", format: "boolean" },
];

/**
 * GET /Services/ExportClients.aspx?search&active: the clients grid's rows (its search and active
 * filter, by name) as an XLSX workbook, through the shared list export (listXlsx over CLIENT_LIST's
 * pages), so neither the rows nor the file are ever held whole.
 */
export const exportClients = exportRoute({
  page: "ExportClients",
  access: { audience: ["staff"], area: "customers", level: "read" },
  async write(ctx, query, res) {
    const viewer = requireViewer(ctx);
    const search = query.search?.trim() ? query.search.trim().slice(0, 200) : null;
    const active = activeParam(query.active);
    await listXlsx(res, {
      fileName: `clients-${londonToday()}.xlsx`,
      sheet: "Clients",
      columns: COLUMNS,
      rows: eachClient(ctx.em, viewer, { search, active }),
    });
  },
});

/** The client module's export pages. */
export const clientExports = [exportClients];
