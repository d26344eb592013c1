import { useCallback, useMemo, useState } from "react";
import { graphql } from "../../../gql";
import type { OverduePage_WorkOrdersQuery, WorkOrderField } from "../../../gql/graphql";
import { H3 } from "../../../ui";
import { quickViewColumn, workOrderSummaryColumns } from "../../work-orders/columns";
import { DataGrid, useServerGrid, type GridColumn } from "../../../ui/grid";
import { WorkOrderQuickView } from "../../work-orders/components/WorkOrderQuickView";

export const OverduePage_WorkOrders = graphql(`
  query OverduePage_WorkOrders($page: Int!, $pageSize: Int!, $search: String, $filters: [WorkOrderFilterInput!], $sort: [WorkOrderSortInput!]) {
    workOrders(overdue: true, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {
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
        issue
        details
        contractorName
      }
    }
  }
`);

type Row = OverduePage_WorkOrdersQuery["workOrders"]["nodes"][number];

/** #/workOrders/overdue (§2): the outstanding orders past their due date, searched, sorted, paged, each with its quick view */
export function OverduePage() {
  const [quickViewId, setQuickViewId] = useState<number | null>(null);
  const onQuickView = useCallback((id: number) => setQuickViewId(id), []);
  const columns = useMemo<GridColumn<Row, WorkOrderField>[]>(
    () => [quickViewColumn<Row>(onQuickView), ...workOrderSummaryColumns<Row>()],
    [onQuickView],
  );
  const grid = useServerGrid(OverduePage_WorkOrders, {
    stateKey: "overdue",
    columns,
    page: (d) => d.workOrders,
    fetchPolicy: "cache-and-network",
  });
  return (
    <div className="wo-overdue">
      <H3>Overdue work orders</H3>
      <DataGrid {...grid} label="Overdue work orders" emptyText="No overdue work orders" />
      {quickViewId !== null ? <WorkOrderQuickView id={quickViewId} onClose={() => setQuickViewId(null)} /> : null}
    </div>
  );
}
