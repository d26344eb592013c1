import { useMemo } from "react";
import { graphql } from "../../../gql";
import { DataGrid, useServerGrid, type GridStateStore } from "../../../ui/grid";
import { workOrderColumns } from "../columns";
import type { StatusTab } from "../status-tabs";

export const WorkOrderGrid_WorkOrders = graphql(`
  query WorkOrderGrid_WorkOrders(
    $status: Int
    $page: Int!
    $pageSize: Int!
    $search: String
    $filters: [WorkOrderFilterInput!]
    $sort: [WorkOrderSortInput!]
  ) {
    workOrders(status: $status, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {
      totalCount
      totalCountExact
      page
      pageSize
      nodes {
        id
        refNo
        workOrderStatusId
        requestedBy
        clientName
        dateOpened
        siteName
        siteCode
        issue
        details
        contractorName
        dueDate
        workOrderStatus
        workOrderType
        tradeName
        subTradeName
        clientRef
        slaCode
        estimatedCost
        deadline
        ...SlaClocks_WorkOrder
      }
    }
  }
`);

export type WorkOrderGridProps = {
  tab: StatusTab;
  store: GridStateStore;
  onQuickView: (id: number) => void;
};

/** One status tab of #/work_orders: a server-paged grid of that status's work orders */
export function WorkOrderGrid({ tab, store, onQuickView }: WorkOrderGridProps) {
  const columns = useMemo(() => workOrderColumns({ onQuickView }), [onQuickView]);
  const grid = useServerGrid(WorkOrderGrid_WorkOrders, {
    stateKey: tab.key,
    columns,
    store,
    page: (data) => data.workOrders,
    variables: { status: tab.statusId },
  });
  return <DataGrid {...grid} canSaveFilters label={`${tab.title} work orders`} />;
}
