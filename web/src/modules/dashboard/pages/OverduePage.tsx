import { useCallback, useMemo, useState } from "react";
import { graphql } from "../../../gql";
import type { OverduePage_WorkOrdersQuery, WorkOrderField } from "../../../gql/graphql";
import { paths } from "../../../app/paths";
import { Button, H3 } from "../../../ui";
import { dateColumn, DataGrid, linkColumn, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
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
    () => [
      {
        field: "QuickView",
        title: " ",
        width: 40,
        locked: true,
        template: "quick-view",
        render: (r) => <Button variant="minimal" size="small" icon="search" aria-label={`Quick view ${r.refNo}`} onClick={() => onQuickView(r.id)} />,
      },
      linkColumn(
        "Reference",
        "Reference",
        { to: (r) => paths.workOrder(r.id, r.workOrderStatusId), text: (r) => r.refNo },
        { width: 110, apiField: "REFERENCE" },
      ),
      textColumn("Requested", "Requested", (r) => r.requestedBy, { width: 130, apiField: "REQUESTED" }),
      textColumn("Client", "Client", (r) => r.clientName, { width: 170, apiField: "CLIENT" }),
      dateColumn("DateOpened", "Date Opened", (r) => r.dateOpened, { width: 110, apiField: "DATE_OPENED" }),
      textColumn("Site", "Site", (r) => r.siteName, { width: 170, apiField: "SITE" }),
      textColumn("Issue", "Issue", (r) => r.issue, { width: 200, apiField: "ISSUE" }),
      textColumn("Details", "Details", (r) => r.details, { width: 240, apiField: "DETAILS" }),
      textColumn("ContractorName", "Contractor", (r) => r.contractorName, { width: 160, apiField: "CONTRACTOR" }),
    ],
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
