import { useMemo } from "react";
import { useQuery } from "@apollo/client/react";
import { downloadExport } from "../../../app/download";
import { graphql } from "../../../gql";
import type { QueryTab_QueryReportQuery, ReportOrderSortField } from "../../../gql/graphql";
import { Button, Intent, Tag } from "../../../ui";
import { DataGrid, useServerGrid, type GridColumn, type GridSort } from "../../../ui/grid";
import { exportSort, reportColumn } from "../report-columns";
import { exportUrl, REPORT_PAGE_SIZE, REPORT_PAGE_SIZES } from "../report-filters";
import { ReportChart } from "./ReportChart";
import { ReportFilterBar, useReportFilters } from "./ReportFilterBar";
import { useFirstPageOnChange } from "./useReportGridPaging";

export const QueryTab_QueryReport = graphql(`
  query QueryTab_QueryReport(
    $dateFrom: LocalDate
    $dateTo: LocalDate
    $clientId: Int
    $valuationNumber: String
    $page: Int!
    $pageSize: Int!
    $sort: [ReportOrderSortInput!]
  ) {
    queryReport(
      dateFrom: $dateFrom
      dateTo: $dateTo
      clientId: $clientId
      valuationNumber: $valuationNumber
      page: $page
      pageSize: $pageSize
      sort: $sort
    ) {
      totalCount
      totalCountExact
      page
      pageSize
      nodes {
        id
        orderNumber
        siteCode
        siteName
        clientName
        instructions
        queryReason
        workOrderType
        trade
        subTrade
        loggedDate
        dateClosed
        contractorName
        estimatedCost
        submittedCost
        approvedCost
        valuationNumber
        workOrder {
          id
          costChecks {
            flags {
              code
              severity
              message
            }
          }
        }
      }
    }
  }
`);

export const QueryTab_Chart = graphql(`
  query QueryTab_Chart($dateFrom: LocalDate, $dateTo: LocalDate, $clientId: Int, $valuationNumber: String) {
    queryReasonCounts(dateFrom: $dateFrom, dateTo: $dateTo, clientId: $clientId, valuationNumber: $valuationNumber) {
      reason
      orders
    }
  }
`);

type Row = QueryTab_QueryReportQuery["queryReport"]["nodes"][number];

/** Default sort: logged date, newest first (portals §9) */
export const QUERY_DEFAULT_SORT: GridSort = { field: "LoggedDate", direction: "DESC" };

/** The order's cost-check flags (billing's rules): a tag of the worst severity and their count; the messages in its title */
export function CostFlags({ row }: { row: Row }) {
  const flags = row.workOrder.costChecks?.flags ?? [];
  if (flags.length === 0) return <span className="wo-report__no-flags">None</span>;
  const error = flags.some((f) => f.severity === "ERROR");
  const messages = flags.map((f) => f.message).join("\n");
  return (
    <Tag
      minimal
      intent={error ? Intent.DANGER : Intent.WARNING}
      title={messages}
      aria-label={`${flags.length} cost flags: ${flags.map((f) => f.message).join("; ")}`}
    >
      {`${error ? "Error" : "Warning"}${flags.length > 1 ? ` +${flags.length - 1}` : ""}`}
    </Tag>
  );
}

const flagsColumn: GridColumn<Row, ReportOrderSortField> = {
  field: "CostFlags",
  title: "Cost Flags",
  width: 110,
  sortable: false,
  render: (row) => <CostFlags row={row} />,
  text: (row) => (row.workOrder.costChecks?.flags ?? []).map((f) => f.message).join("; "),
};

/** The query report's columns (portals §2.13) and the order's cost flags */
export const QUERY_COLUMNS = [
  reportColumn<Row>("orderNumber", "Work Order"),
  reportColumn<Row>("siteCode", "Site Code"),
  reportColumn<Row>("siteName", "Site Name"),
  reportColumn<Row>("clientName", "Name"),
  reportColumn<Row>("instructions", "Instructions"),
  reportColumn<Row>("queryReason", "Query Reason"),
  flagsColumn,
  reportColumn<Row>("workOrderType", "WO Type"),
  reportColumn<Row>("trade", "Trade"),
  reportColumn<Row>("subTrade", "SubTrade"),
  reportColumn<Row>("loggedDate", "Logged Date"),
  reportColumn<Row>("dateClosed", "Close Date"),
  reportColumn<Row>("contractorName", "Contractor"),
  reportColumn<Row>("estimatedCost", "Estimated Cost"),
  reportColumn<Row>("submittedCost", "Submitted Cost"),
  reportColumn<Row>("approvedCost", "Approved Cost"),
  reportColumn<Row>("valuationNumber", "Valuation No"),
];

const count = (n: number) => String(n);

/**
 * The query report (portals §2.13): the orders in query with their reason and billing's cost
 * flags, newest first; a chart of the queries by reason; the export of the same rows (QueryReport.aspx).
 */
export function QueryTab() {
  const filters = useReportFilters();
  const { values } = filters;
  const grid = useServerGrid(QueryTab_QueryReport, {
    stateKey: "report-query",
    columns: QUERY_COLUMNS,
    pageSize: REPORT_PAGE_SIZE,
    defaultSort: QUERY_DEFAULT_SORT,
    page: (d) => d.queryReport,
    variables: values,
    fetchPolicy: "cache-and-network",
  });
  useFirstPageOnChange(grid.view, values);
  const reasons = useQuery(QueryTab_Chart, { variables: values }).data?.queryReasonCounts;
  const chart = useMemo(
    () =>
      reasons
        ? { labels: reasons.map((r) => r.reason), series: [{ label: "Orders", values: reasons.map((r) => r.orders), color: "#c87619" }] }
        : null,
    [reasons],
  );
  const exportFile = () =>
    void downloadExport(
      exportUrl("QueryReport", {
        dateFrom: values.dateFrom,
        dateTo: values.dateTo,
        client: values.clientId,
        valno: values.valuationNumber,
        sort: exportSort(grid.view.query.sort),
      }),
      "Query report export",
    );
  return (
    <div className="wo-report wo-report--query">
      <div className="wo-report__bar">
        <ReportFilterBar id="query" kind="all" text={filters.text} onChange={filters.setText} />
        <Button icon="download" text="Export" onClick={exportFile} />
      </div>
      <DataGrid {...grid} label="Query report" searchable={false} pageSizes={REPORT_PAGE_SIZES} />
      {chart ? <ReportChart title="Queries by reason" labelTitle="Reason" {...chart} format={count} horizontal /> : null}
    </div>
  );
}
