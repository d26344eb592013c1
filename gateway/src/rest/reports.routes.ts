import { fieldBinder, parseSortString, REPORT_SORT_NAMES, reportDateParam } from "@wo/shared";
import { graphql } from "../gql";
import type { LegacyReportOrderFragment } from "../gql/graphql";
import { optionalId, pageArgs, text } from "./legacy";
import { legacy, list } from "./shape";
import { shim, ShimInputError } from "./shim";

/**
 * A report row as the legacy reports answer it (portals §2.13, §7 Reports): PascalCased, with the
 * spec's column names where they differ (Name, WOType, Contractor, ValNum). The staff columns
 * (estimated and approved costs, valuation and invoice fields) only for staff: a contractor's weekly
 * log holds its own orders' own columns.
 */
graphql(`
  fragment LegacyReportOrder on ReportOrder {
    id
    orderNumber
    siteCode
    siteName
    clientId
    clientName
    instructions
    description
    workOrderType
    trade
    subTrade
    status
    loggedDate
    dateClosed
    dueDate
    contractorName
    contractorShortName
    submittedCost
    estimatedCost @include(if: $isStaff)
    approvedCost @include(if: $isStaff)
    valuationNumber @include(if: $isStaff)
    invoiceNo @include(if: $isStaff)
    invoiceDate @include(if: $isStaff)
    invoiceAmount @include(if: $isStaff)
    netValue @include(if: $isStaff)
    accrualValue @include(if: $isStaff)
    expenseCode @include(if: $isStaff)
    queryReason @include(if: $isStaff)
    methodOfReporting @include(if: $isStaff)
    assetCode @include(if: $isStaff)
    assetNumber @include(if: $isStaff)
    opsDirector @include(if: $isStaff)
    opsManager @include(if: $isStaff)
    surveyor @include(if: $isStaff)
  }
`);

export const legacyReportOrder = legacy<LegacyReportOrderFragment>({
  fields: { clientName: "Name", workOrderType: "WOType", contractorName: "Contractor", valuationNumber: "ValNum" },
});

const sortBinder = fieldBinder(REPORT_SORT_NAMES);

/** `Field_DIR` (any case; the spec's column names or the sort fields' own) to the lists' sort, shared with the export pages. */
function reportSort(sort: unknown) {
  if (sort == null || sort === "") return undefined;
  if (typeof sort !== "string") throw new ShimInputError("sort must be Field_ASC or Field_DESC");
  return parseSortString(sort, sortBinder, (m) => new ShimInputError(m));
}

/** A date parameter by the 10-character rule: not ten characters is no filter; ten that name no day, a 400. */
function reportDate(name: string, value: unknown): string | null {
  const day = reportDateParam(value);
  if (day === undefined) throw new ShimInputError(`${name}: must be a date (DD/MM/YYYY or YYYY-MM-DD)`);
  return day;
}

const dates = (args: Record<string, unknown>) => ({ dateFrom: reportDate("dateFrom", args.datefrom), dateTo: reportDate("dateTo", args.dateto) });

/** The order log's and query report's filters: dates, clientid, valno. */
function filters(args: Record<string, unknown>) {
  const valno = text(100).parse(args.valno ?? undefined);
  return { ...dates(args), clientId: optionalId.parse(args.clientid ?? undefined) || null, valuationNumber: valno ?? null };
}

/**
 * The reports' lists (§7 Reports): paged and sorted, filtered by London days (the 10-character
 * rule) and, for the order log and the query report, by client and valuation number. Staff who read
 * reporting see every order; a contractor user its own weekly log only; clients none (403).
 */
export const reportRoutes = [
  shim({
    method: "get",
    path: "/Reports/WeeklyLogs",
    tenancy: "scoped:contractor",
    operation: graphql(`
      query ReportsWeeklyLogs(
        $isStaff: Boolean!
        $page: Int!
        $pageSize: Int!
        $sort: [ReportOrderSortInput!]
        $dateFrom: LocalDate
        $dateTo: LocalDate
        $clientId: Int
        $valuationNumber: String
      ) {
        orderLogReport(
          page: $page
          pageSize: $pageSize
          sort: $sort
          dateFrom: $dateFrom
          dateTo: $dateTo
          clientId: $clientId
          valuationNumber: $valuationNumber
        ) {
          totalCount
          nodes {
            ...LegacyReportOrder
          }
        }
      }
    `),
    variables: ({ args }) => ({ ...pageArgs(args), sort: reportSort(args.sort), ...filters(args) }),
    result: ({ orderLogReport }) => list(orderLogReport.nodes.map(legacyReportOrder), orderLogReport.totalCount),
  }),
  shim({
    method: "get",
    path: "/Reports/QueryReport",
    tenancy: "staff",
    operation: graphql(`
      query ReportsQueryReport(
        $isStaff: Boolean!
        $page: Int!
        $pageSize: Int!
        $sort: [ReportOrderSortInput!]
        $dateFrom: LocalDate
        $dateTo: LocalDate
        $clientId: Int
        $valuationNumber: String
      ) {
        queryReport(
          page: $page
          pageSize: $pageSize
          sort: $sort
          dateFrom: $dateFrom
          dateTo: $dateTo
          clientId: $clientId
          valuationNumber: $valuationNumber
        ) {
          totalCount
          nodes {
            ...LegacyReportOrder
          }
        }
      }
    `),
    variables: ({ args }) => ({ ...pageArgs(args), sort: reportSort(args.sort), ...filters(args) }),
    result: ({ queryReport }) => list(queryReport.nodes.map(legacyReportOrder), queryReport.totalCount),
  }),
  shim({
    method: "get",
    path: "/Reports/Validation",
    tenancy: "staff",
    operation: graphql(`
      query ReportsValidation(
        $isStaff: Boolean!
        $page: Int!
        $pageSize: Int!
        $sort: [ReportOrderSortInput!]
        $dateFrom: LocalDate
        $dateTo: LocalDate
      ) {
        valuationReport(page: $page, pageSize: $pageSize, sort: $sort, dateFrom: $dateFrom, dateTo: $dateTo) {
          totalCount
          nodes {
            ...LegacyReportOrder
          }
        }
      }
    `),
    variables: ({ args }) => ({ ...pageArgs(args), sort: reportSort(args.sort), ...dates(args) }),
    result: ({ valuationReport }) => list(valuationReport.nodes.map(legacyReportOrder), valuationReport.totalCount),
  }),
];
