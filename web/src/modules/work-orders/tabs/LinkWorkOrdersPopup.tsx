import { useMemo, useRef } from "react";
import { graphql } from "../../../gql";
import type { LinkWorkOrdersPopup_WorkOrdersQuery, WorkOrderField } from "../../../gql/graphql";
import { Button, failedNotice, Popup, useSaveForm } from "../../../ui";
import { dateColumn, DataGrid, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";

export const LinkWorkOrdersPopup_WorkOrders = graphql(`
  query LinkWorkOrdersPopup_WorkOrders($page: Int!, $pageSize: Int!, $search: String, $sort: [WorkOrderSortInput!], $excludeId: Int) {
    workOrders(page: $page, pageSize: $pageSize, search: $search, sort: $sort, excludeId: $excludeId) {
      totalCount
      totalCountExact
      nodes {
        id
        refNo
        dateOpened
        clientName
        siteName
        issue
        workOrderStatus
      }
    }
  }
`);

export const LinkWorkOrdersPopup_Link = graphql(`
  mutation LinkWorkOrdersPopup_Link($parentWorkOrderId: Int!, $childWorkOrderId: Int!) {
    linkWorkOrders(parentWorkOrderId: $parentWorkOrderId, childWorkOrderId: $childWorkOrderId) {
      link {
        id
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

type Row = LinkWorkOrdersPopup_WorkOrdersQuery["workOrders"]["nodes"][number];

export type LinkWorkOrdersPopupProps = {
  workOrderId: number;
  onClose: () => void;
  onLinked: () => void;
};

/** The 'Link Work Orders' popup (spec §2): search the work orders, link one to this order */
export function LinkWorkOrdersPopup({ workOrderId, onClose, onLinked }: LinkWorkOrdersPopupProps) {
  const link = useRef<(r: Row) => void>(() => undefined);
  const columns = useMemo<GridColumn<Row, WorkOrderField>[]>(
    () => [
      {
        field: "Link",
        title: " ",
        width: 70,
        locked: true,
        template: "actions",
        render: (r) => <Button size="small" icon="link" text="Link" aria-label={`Link ${r.refNo}`} onClick={() => link.current(r)} />,
      },
      textColumn("Reference", "Reference", (r) => r.refNo, { width: 110, apiField: "REFERENCE" }),
      dateColumn("DateOpened", "Date Opened", (r) => r.dateOpened, { width: 110, apiField: "DATE_OPENED" }),
      textColumn("Client", "Client", (r) => r.clientName, { width: 170, apiField: "CLIENT" }),
      textColumn("Site", "Site", (r) => r.siteName, { width: 170, apiField: "SITE" }),
      textColumn("Issue", "Issue", (r) => r.issue, { width: 220, apiField: "ISSUE" }),
      textColumn("Status", "Status", (r) => r.workOrderStatus, { width: 140, apiField: "STATUS" }),
    ],
    [],
  );
  const grid = useServerGrid(LinkWorkOrdersPopup_WorkOrders, {
    stateKey: "link-work-orders",
    columns,
    pageSize: 10,
    page: (d) => d.workOrders,
    variables: { excludeId: workOrderId },
  });
  const { save, saving } = useSaveForm(LinkWorkOrdersPopup_Link, {
    payload: (d) => d.linkWorkOrders,
    saved: (p) => Boolean(p.link),
    success: "Link Work Order Created",
    refusal: (r) => ({ message: r.message, kind: "warning" }),
    failure: { message: failedNotice("Link Work Order"), kind: "error" },
    onSaved: () => {
      onLinked();
      onClose();
    },
  });
  link.current = (r) => {
    if (!saving) void save({ parentWorkOrderId: workOrderId, childWorkOrderId: r.id });
  };
  return (
    <Popup isOpen title="Link Work Orders" onClose={onClose}>
      <DataGrid {...grid} label="Work orders to link" columnChooser={false} emptyText="No work orders found" />
    </Popup>
  );
}
