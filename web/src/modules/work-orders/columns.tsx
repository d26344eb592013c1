import { Button } from "../../ui";
import { dateColumn, linkColumn, moneyColumn, textColumn, type GridColumn } from "../../ui/grid";
import { paths } from "../../app/paths";
import type { WorkOrderField, WorkOrderGrid_WorkOrdersQuery } from "../../gql/graphql";
import { DeadlineIcon } from "./components/DeadlineIcon";
import { SlaClocks } from "./components/SlaClockTag";

export type WorkOrderRow = WorkOrderGrid_WorkOrdersQuery["workOrders"]["nodes"][number];

export type WorkOrderColumnOptions = {
  onQuickView: (id: number) => void;
};

/** What a row needs for the quick-view button */
type QuickViewRow = { id: number; refNo: string };

/** The row's quick-view button (the search icon of every work-order grid) */
export function quickViewColumn<R extends QuickViewRow>(onQuickView: (id: number) => void): GridColumn<R, WorkOrderField> {
  return {
    field: "QuickView",
    title: " ",
    width: 40,
    locked: true,
    template: "quick-view",
    render: (r) => <Button variant="minimal" size="small" icon="search" aria-label={`Quick view ${r.refNo}`} onClick={() => onQuickView(r.id)} />,
  };
}

/** What a row needs for the summary columns */
export type WorkOrderSummaryRow = QuickViewRow & {
  workOrderStatusId: number;
  requestedBy?: string | null;
  clientName?: string | null;
  dateOpened: string;
  siteName?: string | null;
  issue?: string | null;
  details?: string | null;
  contractorName?: string | null;
};

/** Reference to contractor: the columns every work-order grid starts with (the overdue list has only these, §2) */
export function workOrderSummaryColumns<R extends WorkOrderSummaryRow>(): GridColumn<R, WorkOrderField>[] {
  return [
    // a request (status 1) opens at #/wo-request/{id}
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
  ];
}

/** The SLA Clocks column of a row read with ...SlaClocks_WorkOrder: computed from the recorded SLA events, shown, neither sorted nor filtered (docs/sla.md) */
export function slaClocksColumn<R extends Parameters<typeof SlaClocks>[0]["workOrder"]>(width = 300): GridColumn<R, WorkOrderField> {
  return { field: "SlaClocks", title: "SLA Clocks", width, template: "sla-clocks", sortable: false, render: (r) => <SlaClocks workOrder={r} /> };
}

/** The work-order grid's columns, in their default order */
export function workOrderColumns({ onQuickView }: WorkOrderColumnOptions): GridColumn<WorkOrderRow, WorkOrderField>[] {
  return [
    quickViewColumn<WorkOrderRow>(onQuickView),
    { field: "Deadline", title: " ", width: 36, locked: true, template: "deadline", render: (r) => <DeadlineIcon deadline={r.deadline} /> },
    ...workOrderSummaryColumns<WorkOrderRow>(),
    dateColumn("DueDate", "Due Date", (r) => r.dueDate, { width: 110, apiField: "DUE_DATE" }),
    slaClocksColumn<WorkOrderRow>(),
    textColumn("Status", "Status", (r) => r.workOrderStatus, { width: 130, apiField: "STATUS" }),
    textColumn("Type", "Type", (r) => r.workOrderType, { width: 110, apiField: "TYPE" }),
    textColumn("SubTrade", "Sub Trade", (r) => r.subTradeName, { width: 130, apiField: "SUB_TRADE" }),
    moneyColumn("EstimatedCost", "Estimated Cost", (r) => r.estimatedCost, { width: 120, apiField: "ESTIMATED_COST" }),
    textColumn("Trade", "Trade", (r) => r.tradeName, { width: 130, hiddenByDefault: true, apiField: "TRADE" }),
    textColumn("SiteCode", "Site Code", (r) => r.siteCode, { width: 100, hiddenByDefault: true, apiField: "SITE_CODE" }),
    textColumn("ClientRef", "Client Ref", (r) => r.clientRef, { width: 110, hiddenByDefault: true, apiField: "CLIENT_REF" }),
    textColumn("SLACode", "SLA", (r) => r.slaCode, { width: 70, hiddenByDefault: true, apiField: "SLA_CODE" }),
  ];
}
