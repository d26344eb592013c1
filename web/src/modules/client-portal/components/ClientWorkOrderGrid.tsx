import { graphql } from "../../../gql";
import type { ClientWorkOrderGrid_WorkOrdersQuery } from "../../../gql/graphql";
import { Counter } from "../../../ui";
import { DataGrid, useServerGrid } from "../../../ui/grid";
import { dueDateColumn, refColumn, siteColumn, subTradeColumn } from "./portal-columns";

export const ClientWorkOrderGrid_WorkOrders = graphql(`
  query ClientWorkOrderGrid_WorkOrders($clientId: Int, $ppm: Boolean, $page: Int!, $pageSize: Int!, $sort: [WorkOrderSortInput!]) {
    workOrders(clientId: $clientId, ppm: $ppm, page: $page, pageSize: $pageSize, sort: $sort) {
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

/** The dashboard lists' page size (portals §9) */
export const DASHBOARD_PAGE_SIZE = 10;

const WORK_ORDER_COLUMNS = [refColumn<Row>("Work Order No.", "workOrder"), dueDateColumn<Row>(), siteColumn<Row>(), subTradeColumn<Row>()];
const PPM_COLUMNS = [refColumn<Row>("Work Order No.", "ppm"), siteColumn<Row>(), subTradeColumn<Row>()];

export type ClientWorkOrderGridProps = {
  clientId: number;
  /** The PPM grid (PPM orders, opening the PPM details); otherwise the other work orders */
  ppm?: boolean;
};

/**
 * A dashboard grid of the client's orders (portals §2.1 item 1): the work orders (Work Order No.,
 * Due Date, Site, Sub-Trade) or the PPM orders (Work Order No., Site, Sub-Trade), each server paged
 * 10 a page with its total beside it.
 */
export function ClientWorkOrderGrid({ clientId, ppm = false }: ClientWorkOrderGridProps) {
  const label = ppm ? "PPM work orders" : "Work orders";
  const grid = useServerGrid(ClientWorkOrderGrid_WorkOrders, {
    stateKey: ppm ? "client-dashboard-ppm" : "client-dashboard",
    columns: ppm ? PPM_COLUMNS : WORK_ORDER_COLUMNS,
    pageSize: DASHBOARD_PAGE_SIZE,
    page: (data) => data.workOrders,
    variables: { clientId, ppm },
  });
  return (
    <>
      <div className="wo-counters">
        <Counter label={label} value={grid.loaded ? grid.totalCount : null} />
      </div>
      <DataGrid {...grid} searchable={false} columnChooser={false} label={label} />
    </>
  );
}
