import { Button } from "../../ui";
import { dateColumn, linkColumn, moneyColumn, textColumn, type GridColumn } from "../../ui/grid";
import { paths } from "../../app/paths";
import type { WorkOrderField, WorkOrderGrid_WorkOrdersQuery } from "../../gql/graphql";
import { DeadlineIcon } from "./components/DeadlineIcon";

export type WorkOrderRow = WorkOrderGrid_WorkOrdersQuery["workOrders"]["nodes"][number];

export type WorkOrderColumnOptions = {
  onQuickView: (id: number) => void;
};

/** The work-order grid's columns, in their default order */
export function workOrderColumns({ onQuickView }: WorkOrderColumnOptions): GridColumn<WorkOrderRow, WorkOrderField>[] {
  return [
    {
      field: "QuickView",
      title: " ",
      width: 40,
      locked: true,
      template: "quick-view",
      render: (r) => <Button variant="minimal" size="small" icon="search" aria-label={`Quick view ${r.refNo}`} onClick={() => onQuickView(r.id)} />,
    },
    { field: "Deadline", title: " ", width: 36, locked: true, template: "deadline", render: (r) => <DeadlineIcon deadline={r.deadline} /> },
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
    dateColumn("DueDate", "Due Date", (r) => r.dueDate, { width: 110, apiField: "DUE_DATE" }),
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
