import { useMemo } from "react";
import { useQuery } from "@apollo/client/react";
import { downloadExport } from "../../../app/download";
import { graphql } from "../../../gql";
import type { OrderLogTab_OrderLogQuery } from "../../../gql/graphql";
import { Button } from "../../../ui";
import { formatDay } from "../../../ui/format";
import { DataGrid, useServerGrid } from "../../../ui/grid";
import { exportSort, reportColumn } from "../report-columns";
import { exportUrl, REPORT_PAGE_SIZE, REPORT_PAGE_SIZES } from "../report-filters";
import { ReportChart } from "./ReportChart";
import { ReportFilterBar, useReportFilters } from "./ReportFilterBar";
import { useFirstPageOnChange } from "./useReportGridPaging";

export const OrderLogTab_OrderLog = graphql(`
  query OrderLogTab_OrderLog(
    $dateFrom: LocalDate
    $dateTo: LocalDate
    $clientId: Int
    $valuationNumber: String
    $page: Int!
    $pageSize: Int!
    $sort: [ReportOrderSortInput!]
  ) {
    orderLogReport(
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
        description
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
      }
    }
  }
`);

export const OrderLogTab_Chart = graphql(`
  query OrderLogTab_Chart($dateFrom: LocalDate, $dateTo: LocalDate, $clientId: Int, $valuationNumber: String) {
    orderLogChart(dateFrom: $dateFrom, dateTo: $dateTo, clientId: $clientId, valuationNumber: $valuationNumber) {
      weekStart
      logged
      closed
    }
  }
`);

type Row = OrderLogTab_OrderLogQuery["orderLogReport"]["nodes"][number];

/** The order log's columns (portals §2.13: the weekly report's) */
export const ORDER_LOG_COLUMNS = [
  reportColumn<Row>("orderNumber", "Order Number"),
  reportColumn<Row>("siteCode", "Site Code"),
  reportColumn<Row>("siteName", "Site Name"),
  reportColumn<Row>("clientName", "Name"),
  reportColumn<Row>("instructions", "Instructions"),
  reportColumn<Row>("description", "Description"),
  reportColumn<Row>("workOrderType", "WO Type"),
  reportColumn<Row>("trade", "Trade"),
  reportColumn<Row>("subTrade", "Sub Trade"),
  reportColumn<Row>("loggedDate", "Logged Date"),
  reportColumn<Row>("dateClosed", "Date Closed"),
  reportColumn<Row>("contractorName", "Contractor"),
  reportColumn<Row>("estimatedCost", "Estimated Cost"),
  reportColumn<Row>("submittedCost", "Submitted Cost"),
  reportColumn<Row>("approvedCost", "Approved Cost"),
  reportColumn<Row>("valuationNumber", "Val Num"),
];

const count = (n: number) => String(n);

/**
 * The order log (portals §2.13): the orders logged in a date range, for a client and a valuation
 * number; the grid follows the boxes (250 ms), a chart of the orders logged and closed each week,
 * and the export of exactly the rows shown (WeeklyOrderLog.aspx, in the grid's order).
 */
export function OrderLogTab() {
  const filters = useReportFilters();
  const { values } = filters;
  const grid = useServerGrid(OrderLogTab_OrderLog, {
    stateKey: "report-order-log",
    columns: ORDER_LOG_COLUMNS,
    pageSize: REPORT_PAGE_SIZE,
    page: (d) => d.orderLogReport,
    variables: values,
    fetchPolicy: "cache-and-network",
  });
  useFirstPageOnChange(grid.view, values);
  const weeks = useQuery(OrderLogTab_Chart, { variables: values }).data?.orderLogChart;
  const chart = useMemo(
    () =>
      weeks
        ? {
            labels: weeks.map((w) => formatDay(w.weekStart)),
            series: [
              { label: "Logged", values: weeks.map((w) => w.logged), color: "#2d72d2" },
              { label: "Closed", values: weeks.map((w) => w.closed), color: "#238551" },
            ],
          }
        : null,
    [weeks],
  );
  const exportFile = () =>
    void downloadExport(
      exportUrl("WeeklyOrderLog", {
        dateFrom: values.dateFrom,
        dateTo: values.dateTo,
        client: values.clientId,
        valno: values.valuationNumber,
        sort: exportSort(grid.view.query.sort),
      }),
      "Order log export",
    );
  return (
    <div className="wo-report">
      <div className="wo-report__bar">
        <ReportFilterBar id="order-log" kind="all" text={filters.text} onChange={filters.setText} />
        <Button icon="download" text="Export" onClick={exportFile} />
      </div>
      <DataGrid {...grid} label="Order log" searchable={false} pageSizes={REPORT_PAGE_SIZES} />
      {chart ? <ReportChart title="Orders logged and closed per week" labelTitle="Week starting" {...chart} format={count} /> : null}
    </div>
  );
}
