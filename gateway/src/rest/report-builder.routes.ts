import { graphql } from "../gql";
import { legacy, list } from "./shape";
import { shim } from "./shim";

/** A saved report as the builder grid reads it: ReportName, Description, LastRan (ISO), Source, Columns, ... */
const legacySavedReport = legacy<Record<string, unknown>>({
  fields: { name: "ReportName", lastRanAt: "LastRan" },
});

/**
 * The report builder's saved reports (#/reports, tab 4; docs/finances.md "The report builder"):
 * GET /api/Reports/builderlist -> { Data: [{ id, ReportName, Description, LastRan, Source, Columns,
 * SortField, SortDirection, ValuationNumber, LastRanByName }], Total }. Staff with reporting at read.
 * A report is run at POST /api/Reports/download/{id}, streamed from work-orders (gateway/src/exports.ts).
 */
export const reportBuilderRoutes = [
  shim({
    method: "get",
    path: "/Reports/builderlist",
    tenancy: "staff",
    operation: graphql(`
      query ReportsBuilderList {
        savedReports {
          id
          name
          description
          lastRanAt
          source
          columns
          sortField
          sortDirection
          valuationNumber
          lastRanByName
        }
      }
    `),
    variables: () => ({}),
    result: ({ savedReports }) => list(savedReports.map((r) => legacySavedReport(r as unknown as Record<string, unknown>))),
  }),
];
