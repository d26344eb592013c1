import { useMemo, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { paths } from "../../../app/paths";
import { graphql } from "../../../gql";
import type { ContractorActionGrid_WorkOrdersQuery, WorkOrderField } from "../../../gql/graphql";
import { Counter } from "../../../ui";
import { formatDate } from "../../../ui/format";
import { DataGrid, useGridView, type GridColumn } from "../../../ui/grid";
import { workOrderListArgs } from "../../work-orders/list-args";

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

const FIELDS: Record<string, WorkOrderField> = {
  RefNo: "REFERENCE",
  DateOpened: "DATE_OPENED",
  DueDate: "DUE_DATE",
  Client: "CLIENT",
  Site: "SITE",
  Issue: "ISSUE",
  Status: "STATUS",
};

const text = (pick: (r: Row) => string | null | undefined) => ({
  filter: "text" as const,
  render: (r: Row) => pick(r) ?? "",
  text: (r: Row) => pick(r) ?? "",
});

const COLUMNS: GridColumn<Row>[] = [
  {
    field: "RefNo",
    title: "Ref No.",
    width: 120,
    template: "link",
    filter: "text",
    render: (r) => <Link to={paths.workOrder(r.id)}>{r.refNo}</Link>,
    text: (r) => r.refNo,
  },
  { field: "DateOpened", title: "Date Opened", width: 110, template: "date", filter: "date", render: (r) => formatDate(r.dateOpened) },
  { field: "DueDate", title: "Due Date", width: 110, template: "date", filter: "date", render: (r) => formatDate(r.dueDate) },
  { field: "Client", title: "Client", width: 180, ...text((r) => r.clientName) },
  { field: "Site", title: "Site", width: 200, ...text((r) => r.siteName) },
  { field: "Issue", title: "Issue", width: 240, ...text((r) => r.issue) },
  { field: "Status", title: "Status", width: 140, ...text((r) => r.workOrderStatus) },
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
  const columns = useMemo(() => COLUMNS, []);
  const view = useGridView({ stateKey: "contractor-requiring-action", columns, pageSize });
  const { data, previousData, loading } = useQuery(ContractorActionGrid_WorkOrders, {
    variables: { contractorId, statuses: REQUIRING_ACTION_STATUSES, ...workOrderListArgs(FIELDS, view.query) },
  });
  const page = (data ?? previousData)?.workOrders;
  return (
    <>
      <div className="wo-counters">
        {counters}
        <Counter label="Work orders requiring action" value={page ? page.totalCount : null} />
      </div>
      <DataGrid
        view={view}
        rows={page?.nodes ?? []}
        totalCount={page?.totalCount ?? 0}
        loading={loading}
        searchable={false}
        columnChooser={false}
        label="Work orders requiring action"
      />
    </>
  );
}
