import { BadUserInputError, eachListRow, exportRoute, listXlsx, requireViewer, tenantScope, type ExportColumn, REPORT_READERS } from "@wo/shared";
import { CLOSED_WORK_ORDER_LIST } from "./closed-work-order.list";
import { parseDay } from "./finance.values";

/** The closed work-order export's columns, in order (docs/finances.md "The closed work-order export"). */
export const CLOSED_WORK_ORDER_COLUMNS: ExportColumn[] = [
  { header: "Work Order", key: "refNo", format: "text", width: 12 },
  { header: "Client", key: "clientName", format: "text", width: 28 },
  { header: "Site Code", key: "siteCode", format: "text", width: 12 },
  { header: "Site Name", key: "siteName", format: "text", width: 28 },
  { header: "Contractor", key: "contractorName", format: "text", width: 28 },
  { header: "WO Type", key: "workOrderType", format: "text", width: 16 },
  { header: "Trade", key: "tradeName", format: "text", width: 18 },
  { header: "Sub Trade", key: "subTradeName", format: "text", width: 22 },
  { header: "Logged Date", key: "dateOpened", format: "datetime", width: 17 },
  { header: "Date Closed", key: "dateClosed", format: "datetime", width: 17 },
  { header: "Estimated Cost", key: "estimatedCost", format: "money", width: 14 },
  { header: "Submitted Cost", key: "actualCost", format: "money", width: 14 },
  { header: "Approved Cost", key: "approvedCost", format: "money", width: 14 },
  { header: "Valuation No", key: "valuationNumber", format: "text", width: 14 },
  { header: "Invoice No", key: "invoiceNo", format: "text", width: 16 },
  { header: "Invoice Date", key: "invoiceDate", format: "date", width: 12 },
  { header: "Invoice Amount", key: "invoiceAmount", format: "money", width: 14 },
  { header: "Financial Code", key: "financialCode", format: "text", width: 18 },
];

/** A required day of the query string (YYYY-MM-DD or DD/MM/YYYY). */
function day(text: string | undefined, required: string, name: string): string {
  if (!text?.trim()) throw new BadUserInputError(required);
  const d = parseDay(text);
  if (!d) throw new BadUserInputError(`${name} must be a date (DD/MM/YYYY or YYYY-MM-DD)`);
  return d;
}

/**
 * GET /Services/ClosedWorkOrders.aspx?dateFrom&dateTo (the finances' closed work-order export, what
 * the accounts system takes): the work orders closed on those London days, both included, oldest
 * first, as XLSX streamed from CLOSED_WORK_ORDER_LIST through the shared list export. Staff with
 * reporting at read.
 */
export const closedWorkOrdersExport = exportRoute({
  page: "ClosedWorkOrders",
  access: { audience: ["staff"], ...REPORT_READERS },
  async write(ctx, query, res) {
    const viewer = requireViewer(ctx);
    const from = day(query.datefrom, "From date required", "dateFrom");
    const to = day(query.dateto, "To date required", "dateTo");
    if (from > to) throw new BadUserInputError("From date must be on or before To date");
    await listXlsx(res, {
      fileName: `closed-work-orders-${from}-${to}.xlsx`,
      sheet: "Closed work orders",
      columns: CLOSED_WORK_ORDER_COLUMNS,
      rows: eachListRow(ctx.em, CLOSED_WORK_ORDER_LIST, tenantScope(viewer), { closedFrom: from, closedTo: to }),
    });
  },
});
