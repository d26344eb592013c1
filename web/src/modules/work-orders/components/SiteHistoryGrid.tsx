import { useMemo } from "react";
import { graphql } from "../../../gql";
import { DataGrid, dateColumn, linkColumn, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import { paths } from "../../../app/paths";
import type { SiteHistoryGrid_WorkOrdersQuery, WorkOrderField } from "../../../gql/graphql";

export const SiteHistoryGrid_WorkOrders = graphql(`
  query SiteHistoryGrid_WorkOrders(
    $siteId: Int
    $excludeId: Int
    $page: Int!
    $pageSize: Int!
    $search: String
    $filters: [WorkOrderFilterInput!]
    $sort: [WorkOrderSortInput!]
  ) {
    workOrders(siteId: $siteId, excludeId: $excludeId, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {
      totalCount
      totalCountExact
      page
      pageSize
      nodes {
        id
        refNo
        workOrderStatusId
        dateOpened
        issue
        contractorName
        workOrderStatus
        subTradeName
      }
    }
  }
`);

type Row = SiteHistoryGrid_WorkOrdersQuery["workOrders"]["nodes"][number];

function historyColumns(): GridColumn<Row, WorkOrderField>[] {
  return [
    linkColumn(
      "Reference",
      "Reference",
      { to: (r) => paths.workOrder(r.id, r.workOrderStatusId), text: (r) => r.refNo },
      { width: 110, apiField: "REFERENCE" },
    ),
    dateColumn("DateOpened", "Date Opened", (r) => r.dateOpened, { width: 110, apiField: "DATE_OPENED" }),
    textColumn("Issue", "Issue", (r) => r.issue, { width: 240, apiField: "ISSUE" }),
    textColumn("SubTrade", "Sub Trade", (r) => r.subTradeName, { width: 130, apiField: "SUB_TRADE" }),
    textColumn("ContractorName", "Contractor", (r) => r.contractorName, { width: 160, apiField: "CONTRACTOR" }),
    textColumn("Status", "Status", (r) => r.workOrderStatus, { width: 140, apiField: "STATUS" }),
  ];
}

/** The site's other work orders, newest first (the request screen's history grid, §2) */
export function SiteHistoryGrid({ siteId, excludeId }: { siteId: number; excludeId: number }) {
  const columns = useMemo(historyColumns, []);
  const grid = useServerGrid(SiteHistoryGrid_WorkOrders, {
    stateKey: "site-history",
    columns,
    page: (data) => data.workOrders,
    pageSize: 10,
    defaultSort: { field: "DateOpened", direction: "DESC" },
    variables: { siteId, excludeId: excludeId || null },
  });
  return <DataGrid {...grid} label="Work order history" emptyText="No other work orders at this site." columnChooser={false} />;
}
