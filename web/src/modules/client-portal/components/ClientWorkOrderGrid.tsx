import { paths } from "../../../app/paths";
import { graphql } from "../../../gql";
import type { ClientWorkOrderGrid_WorkOrdersQuery, WorkOrderField } from "../../../gql/graphql";
import { Counter } from "../../../ui";
import { DataGrid, dateColumn, linkColumn, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";

export const ClientWorkOrderGrid_WorkOrders = graphql(`
  query ClientWorkOrderGrid_WorkOrders(
    $clientId: Int
    $page: Int!
    $pageSize: Int!
    $search: String
    $filters: [WorkOrderFilterInput!]
    $sort: [WorkOrderSortInput!]
  ) {
    workOrders(clientId: $clientId, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {
      totalCount
      totalCountExact
      page
      pageSize
      nodes {
        id
        refNo
        dueDate
        siteName
        subTradeName
      }
    }
  }
`);

type Row = ClientWorkOrderGrid_WorkOrdersQuery["workOrders"]["nodes"][number];

/** The dashboard list's page size (portals §9) */
export const DASHBOARD_PAGE_SIZE = 10;

const COLUMNS: GridColumn<Row, WorkOrderField>[] = [
  linkColumn("WorkOrderNo", "Work Order No.", { to: (r) => paths.workOrder(r.id), text: (r) => r.refNo }, { width: 130, apiField: "REFERENCE" }),
  dateColumn("DueDate", "Due Date", (r) => r.dueDate, { width: 110, apiField: "DUE_DATE" }),
  textColumn("Site", "Site", (r) => r.siteName, { width: 220, apiField: "SITE" }),
  textColumn("SubTrade", "Sub-Trade", (r) => r.subTradeName, { width: 160, apiField: "SUB_TRADE" }),
];

export type ClientWorkOrderGridProps = {
  clientId: number;
};

/** The client dashboard's work orders (portals §2.1 item 1): server paged, with their total */
export function ClientWorkOrderGrid({ clientId }: ClientWorkOrderGridProps) {
  const grid = useServerGrid(ClientWorkOrderGrid_WorkOrders, {
    stateKey: "client-dashboard",
    columns: COLUMNS,
    pageSize: DASHBOARD_PAGE_SIZE,
    page: (data) => data.workOrders,
    variables: { clientId },
  });
  return (
    <>
      <div className="wo-counters">
        <Counter label="Work orders" value={grid.loaded ? grid.totalCount : null} />
      </div>
      <DataGrid {...grid} searchable={false} columnChooser={false} label="Work orders" />
    </>
  );
}
