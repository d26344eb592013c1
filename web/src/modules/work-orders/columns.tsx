import { Button } from "../../ui";
import { formatDate, formatMoney } from "../../ui/format";
import type { GridColumn } from "../../ui/grid";
import type { WorkOrderField, WorkOrderGrid_WorkOrdersQuery } from "../../gql/graphql";
import { DeadlineIcon } from "./components/DeadlineIcon";
import { ReferenceLink } from "./components/ReferenceLink";

export type WorkOrderRow = WorkOrderGrid_WorkOrdersQuery["workOrders"]["nodes"][number];

/** The API's name of each sortable and filterable column */
export const SERVER_FIELDS: Record<string, WorkOrderField> = {
  Reference: "REFERENCE",
  Requested: "REQUESTED",
  Client: "CLIENT",
  DateOpened: "DATE_OPENED",
  Site: "SITE",
  SiteCode: "SITE_CODE",
  Issue: "ISSUE",
  Details: "DETAILS",
  ContractorName: "CONTRACTOR",
  DueDate: "DUE_DATE",
  Status: "STATUS",
  Type: "TYPE",
  Trade: "TRADE",
  SubTrade: "SUB_TRADE",
  ClientRef: "CLIENT_REF",
  SLACode: "SLA_CODE",
  EstimatedCost: "ESTIMATED_COST",
};

const text = (pick: (r: WorkOrderRow) => string | null | undefined): Pick<GridColumn<WorkOrderRow>, "render" | "text" | "filter"> => ({
  render: (r) => pick(r) ?? "",
  text: (r) => pick(r) ?? "",
  filter: "text",
});

const date = (pick: (r: WorkOrderRow) => string | null | undefined): Pick<GridColumn<WorkOrderRow>, "render" | "text" | "filter" | "template"> => ({
  render: (r) => formatDate(pick(r)),
  text: (r) => formatDate(pick(r)),
  filter: "date",
  template: "date",
});

export type WorkOrderColumnOptions = {
  onQuickView: (id: number) => void;
};

/** The work-order grid's columns, in their default order */
export function workOrderColumns({ onQuickView }: WorkOrderColumnOptions): GridColumn<WorkOrderRow>[] {
  return [
    {
      field: "QuickView",
      title: " ",
      width: 40,
      locked: true,
      sortable: false,
      template: "quick-view",
      render: (r) => (
        <Button
          variant="minimal"
          size="small"
          icon="search"
          aria-label={`Quick view ${r.refNo}`}
          onClick={() => onQuickView(r.id)}
        />
      ),
    },
    {
      field: "Deadline",
      title: " ",
      width: 36,
      locked: true,
      sortable: false,
      template: "deadline",
      render: (r) => <DeadlineIcon deadline={r.deadline} />,
    },
    {
      field: "Reference",
      title: "Reference",
      width: 110,
      template: "link",
      filter: "text",
      render: (r) => <ReferenceLink id={r.id} statusId={r.workOrderStatusId} refNo={r.refNo} />,
      text: (r) => r.refNo,
    },
    { field: "Requested", title: "Requested", width: 130, ...text((r) => r.requestedBy) },
    { field: "Client", title: "Client", width: 170, ...text((r) => r.clientName) },
    { field: "DateOpened", title: "Date Opened", width: 110, ...date((r) => r.dateOpened) },
    { field: "Site", title: "Site", width: 170, ...text((r) => r.siteName) },
    { field: "Issue", title: "Issue", width: 200, ...text((r) => r.issue) },
    { field: "Details", title: "Details", width: 240, ...text((r) => r.details) },
    { field: "ContractorName", title: "Contractor", width: 160, ...text((r) => r.contractorName) },
    { field: "DueDate", title: "Due Date", width: 110, ...date((r) => r.dueDate) },
    { field: "Status", title: "Status", width: 130, ...text((r) => r.workOrderStatus) },
    { field: "Type", title: "Type", width: 110, ...text((r) => r.workOrderType) },
    { field: "SubTrade", title: "Sub Trade", width: 130, ...text((r) => r.subTradeName) },
    {
      field: "EstimatedCost",
      title: "Estimated Cost",
      width: 120,
      template: "money",
      filter: "number",
      render: (r) => formatMoney(r.estimatedCost),
      text: (r) => formatMoney(r.estimatedCost),
    },
    { field: "Trade", title: "Trade", width: 130, hiddenByDefault: true, ...text((r) => r.tradeName) },
    { field: "SiteCode", title: "Site Code", width: 100, hiddenByDefault: true, ...text((r) => r.siteCode) },
    { field: "ClientRef", title: "Client Ref", width: 110, hiddenByDefault: true, ...text((r) => r.clientRef) },
    { field: "SLACode", title: "SLA", width: 70, hiddenByDefault: true, ...text((r) => r.slaCode) },
  ];
}
