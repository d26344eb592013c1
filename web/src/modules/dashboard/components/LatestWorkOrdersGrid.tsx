import { useMemo, useState } from "react";
import { graphql } from "../../../gql";
import type { LatestWorkOrdersGrid_WorkOrdersQuery } from "../../../gql/graphql";
import { paths } from "../../../app/paths";
import { Button } from "../../../ui";
import { dateColumn, DataGrid, linkColumn, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import { recentWorkOrderIds } from "../../work-orders/recent-work-orders";

export const LatestWorkOrdersGrid_WorkOrders = graphql(`
  query LatestWorkOrdersGrid_WorkOrders($ids: [Int!]!) {
    recentWorkOrders(ids: $ids) {
      id
      refNo
      workOrderStatusId
      workOrderStatus
      clientName
      siteName
      dateOpened
      issue
      contractorName
    }
  }
`);

type Row = LatestWorkOrdersGrid_WorkOrdersQuery["recentWorkOrders"][number];

/** The dashboard list's page size (§9) */
export const LATEST_PAGE_SIZE = 10;

/**
 * The dashboard's latest work orders (§2): the last 10 distinct orders this browser opened (the
 * cookie), newest first, as far as the viewer may still see them; 'No data!' without the cookie.
 * The list is never longer than a page (10), so the grid pages nothing on the server.
 */
export function LatestWorkOrdersGrid({ onQuickView }: { onQuickView: (id: number) => void }) {
  const [ids] = useState(recentWorkOrderIds);
  const columns = useMemo<GridColumn<Row, never>[]>(
    () => [
      {
        field: "QuickView",
        title: " ",
        width: 40,
        locked: true,
        template: "quick-view",
        render: (r) => <Button variant="minimal" size="small" icon="search" aria-label={`Quick view ${r.refNo}`} onClick={() => onQuickView(r.id)} />,
      },
      linkColumn("Reference", "Reference", { to: (r) => paths.workOrder(r.id, r.workOrderStatusId), text: (r) => r.refNo }, { width: 110 }),
      textColumn("Client", "Client", (r) => r.clientName, { width: 170 }),
      textColumn("Site", "Site", (r) => r.siteName, { width: 170 }),
      dateColumn("DateOpened", "Date Opened", (r) => r.dateOpened, { width: 110 }),
      textColumn("Issue", "Issue", (r) => r.issue, { width: 220 }),
      textColumn("Status", "Status", (r) => r.workOrderStatus, { width: 150 }),
      textColumn("ContractorName", "Contractor", (r) => r.contractorName, { width: 160 }),
    ],
    [onQuickView],
  );
  const grid = useServerGrid(LatestWorkOrdersGrid_WorkOrders, {
    stateKey: "dashboard-latest",
    columns,
    pageSize: LATEST_PAGE_SIZE,
    page: (d) => ({ nodes: d.recentWorkOrders, totalCount: d.recentWorkOrders.length }),
    variables: { ids },
    fetchPolicy: "network-only",
  });
  return <DataGrid {...grid} searchable={false} columnChooser={false} emptyText="No data!" label="Latest work orders" />;
}
