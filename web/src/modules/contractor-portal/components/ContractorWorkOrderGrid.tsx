import { useMemo, type ReactNode } from "react";
import { paths } from "../../../app/paths";
import { graphql } from "../../../gql";
import type { ContractorPortalWorkOrders_WorkOrdersQuery, WorkOrderField } from "../../../gql/graphql";
import { Counter } from "../../../ui";
import { DataGrid, useServerGrid, type GridColumn, type GridSort } from "../../../ui/grid";
import {
  clientColumn,
  dateOpenedColumn,
  dueDateColumn,
  issueColumn,
  siteColumn,
  statusColumn,
  subTradeColumn,
  workOrderRefColumn,
} from "../../portal-shared/portal-columns";

/** One operation for the portal's work-order grids: the dashboard's two and the work-orders page */
export const ContractorPortalWorkOrders_WorkOrders = graphql(`
  query ContractorPortalWorkOrders_WorkOrders(
    $contractorId: Int
    $statuses: [Int!]
    $ppm: Boolean
    $page: Int!
    $pageSize: Int!
    $search: String
    $filters: [WorkOrderFilterInput!]
    $sort: [WorkOrderSortInput!]
  ) {
    workOrders(
      contractorId: $contractorId
      statuses: $statuses
      ppm: $ppm
      page: $page
      pageSize: $pageSize
      search: $search
      filters: $filters
      sort: $sort
    ) {
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
        subTradeName
        workOrderStatus
      }
    }
  }
`);

export type ContractorGridRow = ContractorPortalWorkOrders_WorkOrdersQuery["workOrders"]["nodes"][number];

/** Which columns a grid shows: the orders (Ref No., Date Opened, Due Date, Client, Site, Issue, Status) or the PPM visits */
export type ContractorGridKind = "orders" | "ppm";

function columnsOf(kind: ContractorGridKind, contractorId: number): GridColumn<ContractorGridRow, WorkOrderField>[] {
  const ref = workOrderRefColumn<ContractorGridRow>("Ref No.", (r) => paths.contractorWorkOrder(contractorId, r.id), 120);
  if (kind === "ppm") return [ref, dueDateColumn(), clientColumn(), siteColumn(), subTradeColumn()];
  return [ref, dateOpenedColumn(), dueDateColumn(), clientColumn(), siteColumn(), issueColumn(), statusColumn()];
}

export type ContractorWorkOrderGridProps = {
  /** Whose orders: a contractor user gets only its own whatever this says; staff get this contractor's */
  contractorId: number;
  /** The grid's name (its region), and its counter's */
  label: string;
  /** Names the grid's view (page, sort, search) while the portal is open */
  stateKey: string;
  kind?: ContractorGridKind;
  /** Only orders of these statuses */
  statuses?: number[] | null;
  /** true: only PPM orders (type 3) */
  ppm?: boolean;
  pageSize?: number;
  defaultSort?: GridSort;
  searchable?: boolean;
  /** Show a counter of the orders listed, after `counters` */
  counter?: boolean;
  /** Other counters shown before the grid's own */
  counters?: ReactNode;
  /** The grid's own controls beside its search box (a status filter) */
  toolbar?: ReactNode;
  ownFiltersActive?: boolean;
  onClearOwnFilters?: () => void;
};

/**
 * A server-paged grid of the contractor's work orders (portals §2.2; cards on a phone), each
 * reference opening the order's popup over the page. The server keeps a contractor user to its own
 * orders whatever the screen asks.
 */
export function ContractorWorkOrderGrid({
  contractorId,
  label,
  stateKey,
  kind = "orders",
  statuses,
  ppm,
  pageSize,
  defaultSort,
  searchable = false,
  counter = true,
  counters,
  toolbar,
  ownFiltersActive,
  onClearOwnFilters,
}: ContractorWorkOrderGridProps) {
  const columns = useMemo(() => columnsOf(kind, contractorId), [kind, contractorId]);
  const grid = useServerGrid(ContractorPortalWorkOrders_WorkOrders, {
    stateKey,
    columns,
    pageSize,
    defaultSort,
    page: (data) => data.workOrders,
    variables: { contractorId, statuses: statuses ?? null, ...(ppm === undefined ? {} : { ppm }) },
  });
  return (
    <>
      {counters || counter ? (
        <div className="wo-counters">
          {counters}
          {counter ? <Counter label={label} value={grid.loaded ? grid.totalCount : null} /> : null}
        </div>
      ) : null}
      <DataGrid
        {...grid}
        label={label}
        searchable={searchable}
        columnChooser={false}
        toolbar={toolbar}
        ownFiltersActive={ownFiltersActive}
        onClearOwnFilters={onClearOwnFilters}
        emptyText="No work orders"
      />
    </>
  );
}
