import { useParams } from "react-router-dom";
import { graphql } from "../../../gql";
import type { ClientPpmsPage_WorkOrdersQuery, WorkOrderField } from "../../../gql/graphql";
import { H4 } from "../../../ui";
import { DataGrid, textColumn, useServerGrid } from "../../../ui/grid";
import { PortalPopups } from "../components/PortalPopups";
import { clientRefColumn, dueDateColumn, refColumn, siteColumn, statusColumn, subTradeColumn } from "../components/portal-columns";

export const ClientPpmsPage_WorkOrders = graphql(`
  query ClientPpmsPage_WorkOrders(
    $clientId: Int
    $page: Int!
    $pageSize: Int!
    $search: String
    $filters: [WorkOrderFilterInput!]
    $sort: [WorkOrderSortInput!]
  ) {
    workOrders(clientId: $clientId, ppm: true, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {
      totalCount
      totalCountExact
      nodes {
        id
        refNo
        dueDate
        siteName
        clientRef
        subTradeName
        details
        issue
        workOrderStatus
      }
    }
  }
`);

type Row = ClientPpmsPage_WorkOrdersQuery["workOrders"]["nodes"][number];

const COLUMNS = [
  refColumn<Row>("Work Order No.", "ppm"),
  dueDateColumn<Row>(),
  siteColumn<Row>(),
  clientRefColumn<Row>(),
  subTradeColumn<Row>(),
  // a PPM order's description: its issue (the schedule's task), else its details
  textColumn<Row, WorkOrderField>("Description", "Description", (r) => r.issue || r.details, { width: 260, apiField: "ISSUE" }),
  statusColumn<Row>(),
];

/**
 * #/client_portal/{id}/ppms (portals §2.1 item 5): the client's PPM orders, paged and searched on
 * the server: Work Order No. opening the PPM details (read-only), Due Date, Site, Client Ref,
 * Sub-Trade, Description, Status; 'Clear filters' while a search or filter is on.
 */
export function ClientPpmsPage() {
  const clientId = Number(useParams().clientId);
  const grid = useServerGrid(ClientPpmsPage_WorkOrders, {
    stateKey: "client-ppms",
    columns: COLUMNS,
    page: (data) => data.workOrders,
    variables: { clientId },
  });
  return (
    <div className="wo-portal__section">
      <H4>PPM work orders</H4>
      <DataGrid {...grid} label="PPM work orders" columnChooser={false} />
      <PortalPopups clientId={clientId} />
    </div>
  );
}
