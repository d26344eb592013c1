import { useMemo } from "react";
import { graphql } from "../../../gql";
import type { SlaEscalationsGrid_WorkOrdersQuery, WorkOrderField } from "../../../gql/graphql";
import { dateColumn, DataGrid, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import { quickViewColumn, slaClocksColumn, workOrderSummaryColumns } from "../../work-orders/columns";

export const SlaEscalationsGrid_WorkOrders = graphql(`
  query SlaEscalationsGrid_WorkOrders(
    $page: Int!
    $pageSize: Int!
    $search: String
    $filters: [WorkOrderFilterInput!]
    $sort: [WorkOrderSortInput!]
  ) {
    workOrders(slaEscalated: true, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {
      totalCount
      totalCountExact
      page
      pageSize
      nodes {
        id
        refNo
        workOrderStatusId
        workOrderStatus
        requestedBy
        clientName
        dateOpened
        siteName
        issue
        details
        contractorName
        dueDate
        ...SlaClocks_WorkOrder
      }
    }
  }
`);

type Row = SlaEscalationsGrid_WorkOrdersQuery["workOrders"]["nodes"][number];

/** The columns the panel leaves out of the summary: who asked and the details are one click away (the quick view) */
const LEFT_OUT = new Set(["Requested", "Details", "DateOpened"]);

/**
 * The dashboard's SLA escalations (issue 27, docs/sla.md "Escalation"): the outstanding orders whose
 * response or fix clock the escalation job e-mailed as about to breach or breached, until that clock
 * is met or stopped; the soonest due first, each with its clocks and its quick view.
 */
export function SlaEscalationsGrid({ onQuickView }: { onQuickView: (id: number) => void }) {
  const columns = useMemo<GridColumn<Row, WorkOrderField>[]>(
    () => [
      quickViewColumn<Row>(onQuickView),
      ...workOrderSummaryColumns<Row>().filter((c) => !LEFT_OUT.has(c.field)),
      dateColumn("DueDate", "Due Date", (r) => r.dueDate, { width: 110, apiField: "DUE_DATE" }),
      // both clocks' tags side by side: what the panel is for
      slaClocksColumn<Row>(430),
      textColumn("Status", "Status", (r) => r.workOrderStatus, { width: 130, apiField: "STATUS" }),
    ],
    [onQuickView],
  );
  const grid = useServerGrid(SlaEscalationsGrid_WorkOrders, {
    stateKey: "dashboard-sla-escalations",
    columns,
    pageSize: 10,
    defaultSort: { field: "DueDate", direction: "ASC" },
    page: (d) => d.workOrders,
    fetchPolicy: "cache-and-network",
  });
  return <DataGrid {...grid} label="SLA escalations" emptyText="No work order is about to breach its SLA" />;
}
