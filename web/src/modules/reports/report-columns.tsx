import type { ReportOrderSortField } from "../../gql/graphql";
import { dateColumn, dateTimeColumn, moneyColumn, textColumn, type GridColumn } from "../../ui/grid";

/** The values of a report row the grids show (ReportOrder's fields); each grid selects its own */
export type ReportRow = { id: number } & Partial<Record<ReportColumnKey, string | number | null>>;

type Kind = "text" | "money" | "date" | "datetime";

/**
 * Every column of the reports' grids, once: the grid's field (also the export's sort name,
 * `Field_DIR`), the spec's header, the row's key and the API's sort field. The order log, valuation
 * and query grids each list theirs (portals §2.13).
 */
const CATALOGUE = {
  orderNumber: { field: "OrderNumber", kind: "text", sort: "ORDER_NUMBER", width: 120 },
  siteCode: { field: "SiteCode", kind: "text", sort: "SITE_CODE", width: 100 },
  siteName: { field: "SiteName", kind: "text", sort: "SITE_NAME", width: 180 },
  clientName: { field: "Name", kind: "text", sort: "CLIENT_NAME", width: 160 },
  instructions: { field: "Instructions", kind: "text", sort: "INSTRUCTIONS", width: 220 },
  description: { field: "Description", kind: "text", sort: "DESCRIPTION", width: 220 },
  workOrderType: { field: "WOType", kind: "text", sort: "WORK_ORDER_TYPE", width: 110 },
  trade: { field: "Trade", kind: "text", sort: "TRADE", width: 120 },
  subTrade: { field: "SubTrade", kind: "text", sort: "SUB_TRADE", width: 120 },
  loggedDate: { field: "LoggedDate", kind: "datetime", sort: "LOGGED_DATE", width: 150 },
  dateClosed: { field: "DateClosed", kind: "datetime", sort: "DATE_CLOSED", width: 150 },
  dueDate: { field: "DueDate", kind: "datetime", sort: "DUE_DATE", width: 150 },
  contractorName: { field: "Contractor", kind: "text", sort: "CONTRACTOR_NAME", width: 170 },
  contractorShortName: { field: "ContractorShortName", kind: "text", sort: "CONTRACTOR_SHORT_NAME", width: 120 },
  estimatedCost: { field: "EstimatedCost", kind: "money", sort: "ESTIMATED_COST", width: 110 },
  submittedCost: { field: "SubmittedCost", kind: "money", sort: "SUBMITTED_COST", width: 110 },
  approvedCost: { field: "ApprovedCost", kind: "money", sort: "APPROVED_COST", width: 110 },
  valuationNumber: { field: "ValNum", kind: "text", sort: "VALUATION_NUMBER", width: 100 },
  expenseCode: { field: "ExpenseCode", kind: "text", sort: "EXPENSE_CODE", width: 120 },
  assetNumber: { field: "AssetNumber", kind: "text", sort: "ASSET_NUMBER", width: 110 },
  assetCode: { field: "AssetCode", kind: "text", sort: "ASSET_CODE", width: 110 },
  netValue: { field: "NetValue", kind: "money", sort: "NET_VALUE", width: 110 },
  accrualValue: { field: "AccrualValue", kind: "money", sort: "ACCRUAL_VALUE", width: 110 },
  invoiceNo: { field: "InvoiceNo", kind: "text", sort: "INVOICE_NO", width: 110 },
  invoiceDate: { field: "InvoiceDate", kind: "date", sort: "INVOICE_DATE", width: 110 },
  methodOfReporting: { field: "MethodOfReporting", kind: "text", sort: "METHOD_OF_REPORTING", width: 140 },
  queryReason: { field: "QueryReason", kind: "text", sort: "QUERY_REASON", width: 200 },
  opsDirector: { field: "OpsDirector", kind: "text", sort: null, width: 120 },
  opsManager: { field: "OpsManager", kind: "text", sort: null, width: 120 },
  surveyor: { field: "Surveyor", kind: "text", sort: null, width: 120 },
} as const satisfies Record<string, { field: string; kind: Kind; sort: ReportOrderSortField | null; width: number }>;

export type ReportColumnKey = keyof typeof CATALOGUE;

/** A report grid's column: the catalogue's, under the spec's header for that report */
export function reportColumn<Row extends ReportRow>(
  key: ReportColumnKey,
  title: string,
  hiddenByDefault = false,
): GridColumn<Row, ReportOrderSortField> {
  const c = CATALOGUE[key];
  const options = { width: c.width, apiField: c.sort ?? undefined, hiddenByDefault };
  const text = (r: Row) => (r[key] === null || r[key] === undefined ? null : String(r[key]));
  const money = (r: Row) => r[key] ?? null;
  switch (c.kind) {
    case "money":
      return moneyColumn<Row, ReportOrderSortField>(c.field, title, money, options);
    case "date":
      return dateColumn<Row, ReportOrderSortField>(c.field, title, text, options);
    case "datetime":
      return dateTimeColumn<Row, ReportOrderSortField>(c.field, title, text, options);
    default:
      return textColumn<Row, ReportOrderSortField>(c.field, title, text, options);
  }
}

/** The export's sort parameter for the grid's sort: `Field_DIR` (the same order as the screen) */
export function exportSort(sort: { field: string; direction: string } | null): string | null {
  return sort ? `${sort.field}_${sort.direction}` : null;
}
