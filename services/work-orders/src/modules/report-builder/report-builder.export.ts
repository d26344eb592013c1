import { BadUserInputError, eachListRow, exportRoute, listXlsx, requireViewer, tenantScope, type ExportColumn, REPORT_READERS } from "@wo/shared";
import { parseDay } from "../finance/finance.values";
import { builderSource } from "./report-builder.sources";
import { getSavedReport, recordRun } from "./saved-report.service";

/** The largest id an int column holds. */
const MAX_ID = 2_147_483_647;

/** A whole number of 1 or more from the query string; null otherwise. */
function idOf(text: string | undefined): number | null {
  if (!/^\d{1,10}$/.test(text?.trim() ?? "")) return null;
  const n = Number(text);
  return n > 0 && n <= MAX_ID ? n : null;
}

function day(text: string | undefined, required: string, name: string): string {
  if (!text?.trim()) throw new BadUserInputError(required);
  const d = parseDay(text);
  if (!d) throw new BadUserInputError(`${name} must be a date (YYYY-MM-DD)`);
  return d;
}

/** A file name's part: the report's name in lower-case words joined by hyphens. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "report";

/** A sheet's name as Excel takes it: at most 31 characters, none of []:*?/\ */
const sheetName = (name: string) =>
  name
    .replace(/[[\]:*?/\\]/g, " ")
    .trim()
    .slice(0, 31) || "Report";

/**
 * Runs a saved report (the report builder's Run/Download): GET /exports/ReportBuilder?id&clientid&
 * startdate&enddate on this subgraph, which the gateway answers at POST /api/Reports/download/{id}
 * (JSON id, Clientid, StartDate, EndDate) and GET /Services/ReportBuilder.aspx. A client and both
 * dates are required ('ClientId not selected', 'From date required', 'To date required', §5); the
 * file is the XLSX of the report's source list (the order log's, valuation or query report's rows
 * for that client, those London days and the report's valuation number, in its sort) with only its
 * chosen columns, in its order, from the catalogue; then the run is recorded (Last Ran). Staff with
 * reporting at read.
 */
export const reportBuilderExport = exportRoute({
  page: "ReportBuilder",
  access: { audience: ["staff"], ...REPORT_READERS },
  async write(ctx, query, res) {
    const viewer = requireViewer(ctx);
    const id = idOf(query.id);
    if (!id) throw new BadUserInputError("Id must name a saved report");
    const clientId = idOf(query.clientid);
    if (!clientId) throw new BadUserInputError("ClientId not selected");
    const from = day(query.startdate, "From date required", "StartDate");
    const to = day(query.enddate, "To date required", "EndDate");
    if (from > to) throw new BadUserInputError("From date must be on or before To date");
    const report = await getSavedReport(ctx.em, viewer, id);
    const source = builderSource(report.source)!;
    const columns: ExportColumn[] = report.columns.flatMap((key) => {
      const c = source.columns.find((x) => x.key === key);
      return c ? [{ key: c.key, header: c.header, format: c.format, width: c.width }] : [];
    });
    const sortField = report.sortField ? source.sortOf(report.sortField) : null;
    await listXlsx(res, {
      fileName: `${slug(report.name)}-${from}-${to}.xlsx`,
      sheet: sheetName(report.name),
      columns,
      rows: eachListRow(ctx.em, source.list, tenantScope(viewer), {
        ...source.args({ clientId, dateFrom: from, dateTo: to, valuationNumber: report.valuationNumber ?? null }),
        ...(sortField ? { sort: [{ field: sortField, direction: report.sortDirection }] } : {}),
      }),
    });
    await recordRun(ctx.em, viewer, report.id);
  },
});
