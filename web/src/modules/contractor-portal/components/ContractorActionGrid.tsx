import type { ReactNode } from "react";
import { paths } from "../../../app/paths";
import { graphql } from "../../../gql";
import type { ContractorActionGrid_WorkOrdersQuery, WorkOrderField } from "../../../gql/graphql";
import { Counter } from "../../../ui";
import { DataGrid, dateColumn, linkColumn, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";

/** Work orders requiring the contractor's action: Open (2) and Awaiting Quote (3) */
export const REQUIRING_ACTION_STATUSES = [2, 3];

export const ContractorActionGrid_WorkOrders = graphql(`
  query ContractorActionGrid_WorkOrders(
    $contractorId: Int
    $statuses: [Int!]
    $page: Int!
    $pageSize: Int!
    $search: String
    $filters: [WorkOrderFilterInput!]
    $sort: [WorkOrderSortInput!]
  ) {
    workOrders(contractorId: $contractorId, statuses: $statuses, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {
      totalCount
      totalCountExact
      page
      pageSize
      nodes {
        id
        refNo
        dateOpened
        dueDate
        clientName
        siteName
        issue
        workOrderStatus
      }
    }
  }
`);

type Row = ContractorActionGrid_WorkOrdersQuery["workOrders"]["nodes"][number];

const COLUMNS: GridColumn<Row, WorkOrderField>[] = [
  linkColumn("RefNo", "Ref No.", { to: (r) => paths.workOrder(r.id), text: (r) => r.refNo }, { width: 120, apiField: "REFERENCE" }),
  dateColumn("DateOpened", "Date Opened", (r) => r.dateOpened, { width: 110, apiField: "DATE_OPENED" }),
  dateColumn("DueDate", "Due Date", (r) => r.dueDate, { width: 110, apiField: "DUE_DATE" }),
  textColumn("Client", "Client", (r) => r.clientName, { width: 180, apiField: "CLIENT" }),
  textColumn("Site", "Site", (r) => r.siteName, { width: 200, apiField: "SITE" }),
  textColumn("Issue", "Issue", (r) => r.issue, { width: 240, apiField: "ISSUE" }),
  textColumn("Status", "Status", (r) => r.workOrderStatus, { width: 140, apiField: "STATUS" }),
];

export type ContractorActionGridProps = {
  /** Whose orders: a contractor user sees only its own whatever this says; staff see this contractor's */
  contractorId: number;
  pageSize: number;
  /** The dashboard's other counters, shown before this grid's own */
  counters?: ReactNode;
};

/** The contractor's work orders requiring action (portals §2.2), server paged; the server keeps them to its own */
export function ContractorActionGrid({ contractorId, pageSize, counters }: ContractorActionGridProps) {
  const grid = useServerGrid(ContractorActionGrid_WorkOrders, {
    stateKey: "contractor-requiring-action",
    columns: COLUMNS,
    pageSize,
    page: (data) => data.workOrders,
    variables: { contractorId, statuses: REQUIRING_ACTION_STATUSES },
  });
  return (
    <>
      <div className="wo-counters">
        {counters}
        <Counter label="Work orders requiring action" value={grid.loaded ? grid.totalCount : null} />
      </div>
      <DataGrid {...grid} searchable={false} columnChooser={false} label="Work orders requiring action" />
    </>
  );
}
