import { canRead, type ExportColumn, type ViewerKind } from "@wo/shared";
import { ReportOrder, ReportSource } from "./report.type";
import { ORDER_LOG_LIST, QUERY_REPORT_LIST, VALUATION_LIST, type ReportList } from "./report.reader";

/** How a report column's values are shown and written (the shared list export's formats). */
export type ReportFormat = "text" | "integer" | "money" | "date" | "datetime";

/** One column of a report: the ReportOrder field it shows, the spec's header, its format and width in the file. */
export interface ReportColumnDef extends ExportColumn<Record<string, unknown>> {
  key: keyof ReportOrder & string;
  header: string;
  format: ReportFormat;
}

const col = (key: ReportColumnDef["key"], header: string, format: ReportFormat = "text", width?: number): ReportColumnDef => ({
  key,
  header,
  format,
  ...(width ? { width } : {}),
});

/**
 * The one catalogue of the reports' columns (docs/reports.md), per source, in the spec's order
 * (portals §2.13): the grids' columns, the exports' columns and the report builder's choices.
 * Who may read a column is its ReportOrder field's @Readers rule (readableColumns).
 */
export const REPORT_COLUMNS: Record<ReportSource, readonly ReportColumnDef[]> = {
  [ReportSource.ORDER_LOG]: [
    col("orderNumber", "Order Number", "text", 12),
    col("siteCode", "Site Code", "text", 12),
    col("siteName", "Site Name", "text", 30),
    col("clientName", "Name", "text", 24),
    col("instructions", "Instructions", "text", 40),
    col("description", "Description", "text", 40),
    col("workOrderType", "WO Type", "text", 14),
    col("trade", "Trade", "text", 18),
    col("subTrade", "Sub Trade", "text", 18),
    col("loggedDate", "Logged Date", "date"),
    col("dateClosed", "Date Closed", "date"),
    col("contractorName", "Contractor", "text", 28),
    col("estimatedCost", "Estimated Cost", "money"),
    col("submittedCost", "Submitted Cost", "money"),
    col("approvedCost", "Approved Cost", "money"),
    col("valuationNumber", "Val Num", "text", 12),
  ],
  [ReportSource.VALUATION]: [
    col("siteCode", "Site Code", "text", 12),
    col("expenseCode", "Expense Code", "text", 16),
    col("assetNumber", "Asset Number", "integer", 12),
    col("assetCode", "Asset Code", "text", 14),
    col("orderNumber", "Order Number", "text", 12),
    col("description", "Description", "text", 40),
    col("contractorName", "Contractor", "text", 28),
    col("netValue", "Net Value", "money"),
    col("accrualValue", "Accrual Value", "money"),
    col("invoiceNo", "Invoice No", "text", 14),
    col("invoiceDate", "Invoice Date", "date"),
    col("methodOfReporting", "Method of Reporting", "text", 20),
    col("contractorShortName", "Contractor Short Name", "text", 16),
    col("trade", "Trade", "text", 18),
    col("subTrade", "Sub Trade", "text", 18),
    col("dueDate", "Due Date", "date"),
    col("opsDirector", "Ops Director", "text", 16),
    col("opsManager", "Ops Manager", "text", 16),
    col("surveyor", "Surveyor", "text", 16),
  ],
  [ReportSource.QUERY]: [
    col("orderNumber", "Work Order", "text", 12),
    col("siteCode", "Site Code", "text", 12),
    col("siteName", "Site Name", "text", 30),
    col("clientName", "Name", "text", 24),
    col("instructions", "Instructions", "text", 40),
    col("queryReason", "Query Reason", "text", 24),
    col("workOrderType", "WO Type", "text", 14),
    col("trade", "Trade", "text", 18),
    col("subTrade", "SubTrade", "text", 18),
    col("loggedDate", "Logged Date", "date"),
    col("dateClosed", "Close Date", "date"),
    col("contractorName", "Contractor", "text", 28),
    col("estimatedCost", "Estimated Cost", "money"),
    col("submittedCost", "Submitted Cost", "money"),
    col("approvedCost", "Approved Cost", "money"),
    col("valuationNumber", "Valuation No", "text", 12),
  ],
};

/** Each source's list declaration. */
export const REPORT_LISTS: Record<ReportSource, ReportList> = {
  [ReportSource.ORDER_LOG]: ORDER_LOG_LIST,
  [ReportSource.VALUATION]: VALUATION_LIST,
  [ReportSource.QUERY]: QUERY_REPORT_LIST,
};

/** A source's columns a viewer of this kind may read (a contractor: the order log's own columns, without the staff costs). */
export function readableColumns(source: ReportSource, kind: ViewerKind): readonly ReportColumnDef[] {
  return REPORT_COLUMNS[source].filter((c) => canRead(kind, ReportOrder, c.key));
}

/** A source's column by key, or undefined when the source has none by that key (the builder checks its choices with it). */
export function reportColumn(source: ReportSource, key: string): ReportColumnDef | undefined {
  return REPORT_COLUMNS[source].find((c) => c.key === key);
}
