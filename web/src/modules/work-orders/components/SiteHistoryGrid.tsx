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

/** Where a row's reference leads: the staff work order (the default), or a portal's own page of it */
export type SiteHistoryLink = (row: { id: number; workOrderStatusId: number }) => string;

const staffLink: SiteHistoryLink = (r) => paths.workOrder(r.id, r.workOrderStatusId);

function historyColumns(linkTo: SiteHistoryLink): GridColumn<Row, WorkOrderField>[] {
  return [
    linkColumn<Row, WorkOrderField>("Reference", "Reference", { to: linkTo, text: (r) => r.refNo }, { width: 110, apiField: "REFERENCE" }),
    dateColumn("DateOpened", "Date Opened", (r) => r.dateOpened, { width: 110, apiField: "DATE_OPENED" }),
    textColumn("Issue", "Issue", (r) => r.issue, { width: 240, apiField: "ISSUE" }),
    textColumn("SubTrade", "Sub Trade", (r) => r.subTradeName, { width: 130, apiField: "SUB_TRADE" }),
    textColumn("ContractorName", "Contractor", (r) => r.contractorName, { width: 160, apiField: "CONTRACTOR" }),
    textColumn("Status", "Status", (r) => r.workOrderStatus, { width: 140, apiField: "STATUS" }),
  ];
}

export type SiteHistoryGridProps = {
  siteId: number;
  /** The order on screen, left out of its site's history (none: every order of the site) */
  excludeId?: number;
  /** Where a reference leads (default: the staff work order) */
  linkTo?: SiteHistoryLink;
  emptyText?: string;
};

/**
 * The site's work orders, newest first, searched (the request screen's history grid, §2; the client
 * portal's site popup, portals §2.1 item 10)
 */
export function SiteHistoryGrid({
  siteId,
  excludeId = 0,
  linkTo = staffLink,
  emptyText = "No other work orders at this site.",
}: SiteHistoryGridProps) {
  const columns = useMemo(() => historyColumns(linkTo), [linkTo]);
  const grid = useServerGrid(SiteHistoryGrid_WorkOrders, {
    stateKey: "site-history",
    columns,
    page: (data) => data.workOrders,
    pageSize: 10,
    defaultSort: { field: "DateOpened", direction: "DESC" },
    variables: { siteId, excludeId: excludeId || null },
  });
  return <DataGrid {...grid} label="Work order history" emptyText={emptyText} columnChooser={false} />;
}
