import { useMemo } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { WorkOrderGrid_WorkOrdersQueryVariables } from "../../../gql/graphql";
import { DataGrid, useGridView, type GridQuery, type GridStateStore } from "../../../ui/grid";
import { SERVER_FIELDS, workOrderColumns } from "../columns";
import { workOrderListArgs } from "../list-args";
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
      }
    }
  }
`);

/** The grid's query as the API's variables */
export function toWorkOrderVariables(statusId: number | null, q: GridQuery): WorkOrderGrid_WorkOrdersQueryVariables {
  return { status: statusId, ...workOrderListArgs(SERVER_FIELDS, q) };
}

export type WorkOrderGridProps = {
  tab: StatusTab;
  store: GridStateStore;
  onQuickView: (id: number) => void;
};

/** One status tab of #/work_orders: a server-paged grid of that status's work orders */
export function WorkOrderGrid({ tab, store, onQuickView }: WorkOrderGridProps) {
  const columns = useMemo(() => workOrderColumns({ onQuickView }), [onQuickView]);
  const view = useGridView({ stateKey: tab.key, columns, store });
  const { data, previousData, loading, refetch } = useQuery(WorkOrderGrid_WorkOrders, {
    variables: toWorkOrderVariables(tab.statusId, view.query),
  });
  const page = (data ?? previousData)?.workOrders;
  return (
    <DataGrid
      view={view}
      rows={page?.nodes ?? []}
      totalCount={page?.totalCount ?? 0}
      loading={loading}
      onReload={() => void refetch().catch(() => undefined)}
      canSaveFilters
      label={`${tab.title} work orders`}
    />
  );
}
