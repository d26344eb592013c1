import {
  BadUserInputError,
  eachListRow,
  exportRoute,
  fieldBinder,
  listXlsx,
  londonToday,
  parseSortString,
  REPORT_SORT_NAMES,
  reportDateParam,
  requireViewer,
  SortDirection,
  tenantScope,
  type ExportPage,
  type ListSort,
  REPORT_READERS,
} from "@wo/shared";
import { readableColumns, REPORT_LISTS } from "./report.columns";
import type { ReportOrderSortField } from "./report.reader";
import { ReportSource } from "./report.type";

const sortBinder = fieldBinder<ReportOrderSortField>(REPORT_SORT_NAMES);

/** A date parameter by the 10-character rule (reportDateParam): not ten characters is no filter; ten that name no day, a 400. */
function dateParam(name: string, value: string | undefined): string | null {
  const day = reportDateParam(value);
  if (day === undefined) throw new BadUserInputError(`${name}: must be a date (DD/MM/YYYY or YYYY-MM-DD)`);
  return day;
}

/** An export page's id parameter: null when absent (empty, 0, "null"); BAD_USER_INPUT unless a whole number. */
export function idParam(name: string, value: string | undefined): number | null {
  const text = (value ?? "").trim();
  if (text === "" || text === "0" || text === "null" || text === "undefined") return null;
  if (!/^\d{1,9}$/.test(text)) throw new BadUserInputError(`${name}: must be a whole number`);
  return Number(text);
}

/** The grid's sort (`Field_DIR`, the shims' names, any case), or the list's default when none is given. */
function sortParam(value: string | undefined): ListSort<ReportOrderSortField>[] | null {
  if (!value?.trim()) return null;
  return parseSortString(value, sortBinder, (m) => new BadUserInputError(m)).map((s) => ({ field: s.field, direction: SortDirection[s.direction] }));
}

/**
 * The list's arguments from an export page's query string, as the grid and its shim read them:
 * dateFrom, dateTo (the 10-character rule), client and valno where the report takes them, sort.
 */
export function reportExportArgs(source: ReportSource, query: Record<string, string>) {
  const args: Record<string, unknown> = {
    dateFrom: dateParam("dateFrom", query.datefrom),
    dateTo: dateParam("dateTo", query.dateto),
    sort: sortParam(query.sort),
  };
  if (source !== ReportSource.VALUATION) {
    args.clientId = idParam("client", query.client ?? query.clientid);
    const valno = (query.valno ?? "").trim();
    args.valuationNumber = valno ? valno.slice(0, 100) : null;
  }
  return args;
}

const PAGES: { page: ExportPage; source: ReportSource; file: string; sheet: string }[] = [
  { page: "WeeklyOrderLog", source: ReportSource.ORDER_LOG, file: "order-log", sheet: "Order Log" },
  { page: "ValidationReport", source: ReportSource.VALUATION, file: "valuation", sheet: "Valuation" },
  { page: "QueryReport", source: ReportSource.QUERY, file: "query-report", sheet: "Query Report" },
];

/**
 * GET /Services/WeeklyOrderLog.aspx, ValidationReport.aspx and QueryReport.aspx: a report's rows as
 * an XLSX workbook through the shared list export (eachListRow over the report's own list, with the
 * grid's arguments and sort), so the file holds exactly the rows, in the order, the grid shows; its
 * columns are the report's catalogue (report.columns.ts). Staff who read reporting only. The query
 * report's file has no cost-check flags: billing works them out on read, and the grid shows them
 * (docs/reports.md).
 */
export const reportExports = PAGES.map(({ page, source, file, sheet }) =>
  exportRoute({
    page,
    access: { audience: ["staff"], ...REPORT_READERS },
    async write(ctx, query, res) {
      const viewer = requireViewer(ctx);
      const args = reportExportArgs(source, query);
      await listXlsx(res, {
        fileName: `${file}-${(args.dateFrom as string | null) ?? "start"}-${(args.dateTo as string | null) ?? londonToday()}.xlsx`,
        sheet,
        columns: readableColumns(source, viewer.kind),
        rows: eachListRow(ctx.em, REPORT_LISTS[source], tenantScope(viewer), args),
      });
    },
  }),
);
