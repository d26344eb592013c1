import { useMemo, useRef, useState } from "react";
import { graphql } from "../../../gql";
import type { LinkedWorkOrdersTab_LinksQuery } from "../../../gql/graphql";
import { useViewer } from "../../../app/access/ViewerContext";
import { paths } from "../../../app/paths";
import { Button, failedNotice, Intent, useConfirm, useSaveForm } from "../../../ui";
import { dateColumn, DataGrid, linkColumn, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import { LinkWorkOrdersPopup } from "./LinkWorkOrdersPopup";

export const LinkedWorkOrdersTab_Links = graphql(`
  query LinkedWorkOrdersTab_Links($workOrderId: Int!, $page: Int!, $pageSize: Int!) {
    linkedWorkOrders(workOrderId: $workOrderId, page: $page, pageSize: $pageSize) {
      totalCount
      totalCountExact
      nodes {
        id
        parentWorkOrderId
        childWorkOrderId
        workOrder {
          id
          refNo
          workOrderStatusId
          dateOpened
          progressCode
          contractorName
          subTradeName
          workOrderType
          workOrderStatus
        }
      }
    }
  }
`);

export const LinkedWorkOrdersTab_Unlink = graphql(`
  mutation LinkedWorkOrdersTab_Unlink($id: Int!) {
    unlinkWorkOrders(id: $id)
  }
`);

/** The confirmation of an unlink (§8) */
export const CONFIRM_UNLINK = "Are you sure that you want to unlink Work Order?";

type Row = LinkedWorkOrdersTab_LinksQuery["linkedWorkOrders"]["nodes"][number];

export type LinkedWorkOrdersTabProps = { workOrderId: number };

/**
 * The work orders linked to this one (spec §2): Reference (opening the other order: a request at
 * #/wo-request/{id}), DateOpened, ProgressCode, Contractor, Subtrade, WorkOrderType, WorkOrderStatus,
 * unlink (confirmed), and the 'Link Work Orders' popup. Only staff link and unlink (the server's
 * rule): a portal user reads the links to the orders it may see.
 */
export function LinkedWorkOrdersTab({ workOrderId }: LinkedWorkOrdersTabProps) {
  const viewer = useViewer();
  const staff = viewer.kind === "ADMIN" || viewer.kind === "STAFF";
  const { confirm, dialog } = useConfirm();
  const [linking, setLinking] = useState(false);
  const unlink = useRef<(r: Row) => void>(() => undefined);
  const columns = useMemo<GridColumn<Row, never>[]>(() => {
    const unlinkColumn: GridColumn<Row, never> = {
      field: "Unlink",
      title: " ",
      width: 50,
      template: "actions",
      render: (r) => (
        <Button variant="minimal" size="small" icon="unlink" aria-label={`Unlink ${r.workOrder.refNo}`} onClick={() => unlink.current(r)} />
      ),
    };
    return [
      linkColumn(
        "Reference",
        "Reference",
        { to: (r) => paths.workOrder(r.workOrder.id, r.workOrder.workOrderStatusId), text: (r) => r.workOrder.refNo },
        { width: 110 },
      ),
      dateColumn("DateOpened", "Date Opened", (r) => r.workOrder.dateOpened, { width: 110 }),
      textColumn("ProgressCode", "Progress Code", (r) => r.workOrder.progressCode, { width: 200 }),
      textColumn("Contractor", "Contractor", (r) => r.workOrder.contractorName, { width: 170 }),
      textColumn("Subtrade", "Sub Trade", (r) => r.workOrder.subTradeName, { width: 140 }),
      textColumn("WorkOrderType", "Type", (r) => r.workOrder.workOrderType, { width: 120 }),
      textColumn("WorkOrderStatus", "Status", (r) => r.workOrder.workOrderStatus, { width: 150 }),
      ...(staff ? [unlinkColumn] : []),
    ];
  }, [staff]);
  const grid = useServerGrid(LinkedWorkOrdersTab_Links, {
    stateKey: "linked-work-orders",
    columns,
    page: (d) => d.linkedWorkOrders,
    variables: { workOrderId },
    fetchPolicy: "network-only",
  });
  const { save: remove } = useSaveForm(LinkedWorkOrdersTab_Unlink, {
    success: "Link Work Order Deleted",
    failure: { message: failedNotice("Link Work Order"), kind: "error" },
    onSaved: () => grid.onReload(),
  });
  unlink.current = (r) =>
    void confirm(CONFIRM_UNLINK).then((yes) => {
      if (yes) void remove({ id: r.id });
    });
  return (
    <div className="wo-linked-tab">
      <DataGrid
        {...grid}
        label="Linked work orders"
        searchable={false}
        columnChooser={false}
        emptyText="No linked work orders"
        toolbar={staff ? <Button icon="link" intent={Intent.PRIMARY} text="Link Work Orders" onClick={() => setLinking(true)} /> : null}
      />
      {linking ? <LinkWorkOrdersPopup workOrderId={workOrderId} onClose={() => setLinking(false)} onLinked={() => grid.onReload()} /> : null}
      {dialog}
    </div>
  );
}
