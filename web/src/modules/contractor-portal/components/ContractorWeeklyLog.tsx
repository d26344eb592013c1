import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { useViewer } from "../../../app/access/ViewerContext";
import { paths } from "../../../app/paths";
import { graphql } from "../../../gql";
import type { ContractorWeeklyLog_OrderLogQuery, ReportOrderSortField } from "../../../gql/graphql";
import { Button, Callout } from "../../../ui";
import { formatDay } from "../../../ui/format";
import { DataGrid, dateTimeColumn, moneyColumn, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import { londonWeek } from "./weekly-log-week";

/** The contractor's own orders logged in a week: the fields a contractor may read (no estimated, approved or valuation figures) */
export const ContractorWeeklyLog_OrderLog = graphql(`
  query ContractorWeeklyLog_OrderLog($dateFrom: LocalDate, $dateTo: LocalDate, $page: Int!, $pageSize: Int!, $sort: [ReportOrderSortInput!]) {
    orderLogReport(dateFrom: $dateFrom, dateTo: $dateTo, page: $page, pageSize: $pageSize, sort: $sort) {
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
        submittedCost
      }
    }
  }
`);

type Row = ContractorWeeklyLog_OrderLogQuery["orderLogReport"]["nodes"][number];
type Col = GridColumn<Row, ReportOrderSortField>;

/** The weekly order log's page size (portals §9: the dashboard lists, 10) */
export const WEEKLY_LOG_PAGE_SIZE = 10;

function columnsFor(contractorId: number): Col[] {
  return [
    {
      ...textColumn<Row, ReportOrderSortField>("OrderNumber", "Order Number", (r) => r.orderNumber, { width: 120, apiField: "ORDER_NUMBER" }),
      template: "link",
      render: (r) => <Link to={paths.contractorWorkOrder(contractorId, r.id)}>{r.orderNumber}</Link>,
    },
    textColumn("SiteCode", "Site Code", (r) => r.siteCode, { width: 100, apiField: "SITE_CODE" }),
    textColumn("SiteName", "Site Name", (r) => r.siteName, { width: 170, apiField: "SITE_NAME" }),
    textColumn("Name", "Name", (r) => r.clientName, { width: 150, apiField: "CLIENT_NAME" }),
    textColumn("Instructions", "Instructions", (r) => r.instructions, { width: 200, apiField: "INSTRUCTIONS" }),
    textColumn("Description", "Description", (r) => r.description, { width: 200, apiField: "DESCRIPTION" }),
    textColumn("WOType", "WO Type", (r) => r.workOrderType, { width: 100, apiField: "WORK_ORDER_TYPE" }),
    textColumn("Trade", "Trade", (r) => r.trade, { width: 110, apiField: "TRADE" }),
    textColumn("SubTrade", "Sub Trade", (r) => r.subTrade, { width: 110, apiField: "SUB_TRADE" }),
    dateTimeColumn("LoggedDate", "Logged Date", (r) => r.loggedDate, { width: 150, apiField: "LOGGED_DATE" }),
    dateTimeColumn("DateClosed", "Date Closed", (r) => r.dateClosed, { width: 150, apiField: "DATE_CLOSED" }),
    textColumn("Contractor", "Contractor", (r) => r.contractorName, { width: 150, apiField: "CONTRACTOR_NAME" }),
    moneyColumn("SubmittedCost", "Submitted Cost", (r) => r.submittedCost, { width: 110, apiField: "SUBMITTED_COST" }),
  ];
}

/**
 * The weekly order log of the contractor dashboard (portals §2.2, §2.13): the contractor's own
 * orders logged this London week (Monday to Sunday), a week back or on at a time, server paged
 * (cards on a phone). The server answers a contractor user its own orders only; the list has no
 * contractor argument, so staff looking at a contractor's portal are sent to the reports instead.
 */
export function ContractorWeeklyLog({ contractorId }: { contractorId: number }) {
  const viewer = useViewer();
  if (viewer.kind !== "CONTRACTOR") {
    return (
      <Callout compact icon="info-sign" className="wo-cportal-weekly-note">
        The weekly order log shows a contractor user its own orders. Staff read every contractor's in <Link to={paths.reports()}>Reports</Link>.
      </Callout>
    );
  }
  return <WeeklyLogGrid contractorId={contractorId} />;
}

function WeeklyLogGrid({ contractorId }: { contractorId: number }) {
  const [offset, setOffset] = useState(0);
  const week = useMemo(() => londonWeek(new Date(), offset), [offset]);
  const columns = useMemo(() => columnsFor(contractorId), [contractorId]);
  const grid = useServerGrid(ContractorWeeklyLog_OrderLog, {
    stateKey: "contractor-weekly-log",
    columns,
    pageSize: WEEKLY_LOG_PAGE_SIZE,
    defaultSort: { field: "LoggedDate", direction: "ASC" },
    page: (d) => d.orderLogReport,
    variables: { dateFrom: week.from, dateTo: week.to },
  });
  const move = (by: number) => {
    setOffset((o) => o + by);
    grid.view.setPage(1);
  };
  return (
    <>
      <div className="wo-cportal__week" role="group" aria-label="Week">
        <Button icon="chevron-left" text="Previous week" aria-label="Previous week" onClick={() => move(-1)} />
        <span className="wo-cportal__week-label" aria-live="polite">
          {`${formatDay(week.from)} - ${formatDay(week.to)}`}
        </span>
        <Button rightIcon="chevron-right" text="Next week" aria-label="Next week" onClick={() => move(1)} />
      </div>
      <DataGrid {...grid} label="Weekly order log" searchable={false} columnChooser={false} emptyText="No orders logged this week" />
    </>
  );
}
