/**
 * The reports' legacy sort names (portals §2.13, §7 Reports: `sort=Field_DIR`) bound to their list's
 * sort fields (work-orders' ReportOrderSortField), in one place for the REST shims (gateway) and the
 * export pages (work-orders), so that a file is sorted exactly as the grid that asked for it. Every
 * field binds by its own name too (fieldBinder), without regard to case or underscores.
 */
export const REPORT_SORT_NAMES = {
  OrderNumber: "ORDER_NUMBER",
  WorkOrder: "ORDER_NUMBER",
  RefNo: "ORDER_NUMBER",
  Id: "ORDER_NUMBER",
  Name: "CLIENT_NAME",
  Client: "CLIENT_NAME",
  SiteCode: "SITE_CODE",
  SiteName: "SITE_NAME",
  Site: "SITE_NAME",
  Instructions: "INSTRUCTIONS",
  Description: "DESCRIPTION",
  WOType: "WORK_ORDER_TYPE",
  Type: "WORK_ORDER_TYPE",
  Trade: "TRADE",
  SubTrade: "SUB_TRADE",
  Status: "STATUS",
  LoggedDate: "LOGGED_DATE",
  DateOpened: "LOGGED_DATE",
  DateClosed: "DATE_CLOSED",
  CloseDate: "DATE_CLOSED",
  DueDate: "DUE_DATE",
  Contractor: "CONTRACTOR_NAME",
  ContractorShortName: "CONTRACTOR_SHORT_NAME",
  EstimatedCost: "ESTIMATED_COST",
  SubmittedCost: "SUBMITTED_COST",
  ActualCost: "SUBMITTED_COST",
  ApprovedCost: "APPROVED_COST",
  ValNum: "VALUATION_NUMBER",
  ValNo: "VALUATION_NUMBER",
  ValuationNo: "VALUATION_NUMBER",
  InvoiceNo: "INVOICE_NO",
  InvoiceDate: "INVOICE_DATE",
  InvoiceAmount: "INVOICE_AMOUNT",
  NetValue: "NET_VALUE",
  AccrualValue: "ACCRUAL_VALUE",
  ExpenseCode: "EXPENSE_CODE",
  QueryReason: "QUERY_REASON",
  MethodOfReporting: "METHOD_OF_REPORTING",
  AssetCode: "ASSET_CODE",
  AssetNumber: "ASSET_NUMBER",
} as const;

export type ReportSortName = (typeof REPORT_SORT_NAMES)[keyof typeof REPORT_SORT_NAMES];

/**
 * A report's date parameter by the 10-character rule (portals §5): a value that is not exactly ten
 * characters is no filter (null, a box still being typed in); ten characters are a day, YYYY-MM-DD
 * or DD/MM/YYYY, answered as YYYY-MM-DD, or undefined when they name none (the caller refuses it).
 */
export function reportDateParam(value: unknown): string | null | undefined {
  const text = value == null ? "" : String(value).trim();
  if (text.length !== 10) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const uk = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : uk ? [uk[3], uk[2], uk[1]] : [];
  if (!y) return undefined;
  const day = `${y}-${m}-${d}`;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : undefined;
}
