import { useMemo } from "react";
import { Link } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { paths } from "../../../app/paths";
import { graphql } from "../../../gql";
import type { ClientWorkOrderGrid_WorkOrdersQuery, WorkOrderField } from "../../../gql/graphql";
import { Counter } from "../../../ui";
import { formatDate } from "../../../ui/format";
import { DataGrid, useGridView, type GridColumn } from "../../../ui/grid";
import { workOrderListArgs } from "../../work-orders/list-args";

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

const FIELDS: Record<string, WorkOrderField> = {
  WorkOrderNo: "REFERENCE",
  DueDate: "DUE_DATE",
  Site: "SITE",
  SubTrade: "SUB_TRADE",
};

/** The dashboard list's page size (portals §9) */
export const DASHBOARD_PAGE_SIZE = 10;

const COLUMNS: GridColumn<Row>[] = [
  {
    field: "WorkOrderNo",
    title: "Work Order No.",
    width: 130,
    template: "link",
    filter: "text",
    render: (r) => <Link to={paths.workOrder(r.id)}>{r.refNo}</Link>,
    text: (r) => r.refNo,
  },
  { field: "DueDate", title: "Due Date", width: 110, template: "date", filter: "date", render: (r) => formatDate(r.dueDate) },
  { field: "Site", title: "Site", width: 220, filter: "text", render: (r) => r.siteName ?? "", text: (r) => r.siteName ?? "" },
  { field: "SubTrade", title: "Sub-Trade", width: 160, filter: "text", render: (r) => r.subTradeName ?? "" },
];

export type ClientWorkOrderGridProps = {
  clientId: number;
};

/** The client dashboard's work orders (portals §2.1 item 1): server paged, with their total */
export function ClientWorkOrderGrid({ clientId }: ClientWorkOrderGridProps) {
  const columns = useMemo(() => COLUMNS, []);
  const view = useGridView({ stateKey: "client-dashboard", columns, pageSize: DASHBOARD_PAGE_SIZE });
  const { data, previousData, loading } = useQuery(ClientWorkOrderGrid_WorkOrders, {
    variables: { clientId, ...workOrderListArgs(FIELDS, view.query) },
  });
  const page = (data ?? previousData)?.workOrders;
  return (
    <>
      <div className="wo-counters">
        <Counter label="Work orders" value={page ? page.totalCount : null} />
      </div>
      <DataGrid
        view={view}
        rows={page?.nodes ?? []}
        totalCount={page?.totalCount ?? 0}
        loading={loading}
        searchable={false}
        columnChooser={false}
        label="Work orders"
      />
    </>
  );
}
