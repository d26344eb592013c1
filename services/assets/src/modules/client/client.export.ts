import { attachment, BadUserInputError, exportRoute, londonToday, requireViewer, xlsxWriter } from "@wo/shared";
import { eachClient } from "./client.service";

/** YYYY-MM-DD (a `date` column) as the Excel date of that day. */
const excelDate = (d: string | null | undefined) => (d ? new Date(`${String(d).slice(0, 10)}T00:00:00Z`) : null);

function activeParam(v: string | undefined): boolean | null {
  if (v === undefined || v === "") return null;
  if (/^(true|1)$/i.test(v)) return true;
  if (/^(false|0)$/i.test(v)) return false;
  throw new BadUserInputError("active must be true or false");
}

/**
 * GET /Services/ExportClients.aspx?search&active: the clients grid's rows (its search and active
 * filter, by name) as an XLSX workbook, written row by row with exceljs's streaming writer as the
 * grid's pages are read, so neither the rows nor the file are ever held whole. Typed cells: dates as
 * dates (DD/MM/YYYY), the contract value as a number in pounds.
 */
export const exportClients = exportRoute({
  page: "ExportClients",
  access: { audience: ["staff"], area: "customers", level: "read" },
  async write(ctx, query, res) {
    const viewer = requireViewer(ctx);
    const search = query.search?.trim() ? query.search.trim().slice(0, 200) : null;
    const active = activeParam(query.active);
    attachment(res, `clients-${londonToday()}.xlsx`, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const sheet = xlsxWriter(res, "Clients", [
      { header: "Id", key: "id", width: 8 },
      { header: "Name", key: "name", width: 36 },
      { header: "Customer", key: "customer", width: 16 },
      { header: "Status", key: "status", width: 12 },
      { header: "Start Date", key: "startDate", width: 12, style: { numFmt: "dd/mm/yyyy" } },
      { header: "Renewal Date", key: "renewalDate", width: 12, style: { numFmt: "dd/mm/yyyy" } },
      { header: "Contract Value", key: "contractValue", width: 16, style: { numFmt: '"£"#,##0.00' } },
      { header: "Active", key: "active", width: 8 },
    ]);
    for await (const c of eachClient(ctx.em, viewer, { search, active })) {
      await sheet.row({
        id: c.id,
        name: c.name,
        customer: c.customer ?? null,
        status: c.status,
        startDate: excelDate(c.startDate),
        renewalDate: excelDate(c.renewalDate),
        contractValue: c.contractValue == null ? null : Number(c.contractValue),
        active: c.active,
      });
    }
    await sheet.end();
  },
});

/** The client module's export pages. */
export const clientExports = [exportClients];
