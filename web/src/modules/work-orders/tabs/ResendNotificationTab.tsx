import { useMemo } from "react";
import { graphql } from "../../../gql";
import type { ResendNotificationTab_MessagesQuery } from "../../../gql/graphql";
import { Button, failedNotice, Intent, Tag, useSaveForm } from "../../../ui";
import { DataGrid, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import { formatDateMinutes } from "../../../ui/format";
import { CHANNEL_LABEL, NOTIFICATION_SENT, REASON_LABEL, STATE_INTENT, STATE_LABEL } from "../../notifications/labels";

export const ResendNotificationTab_Messages = graphql(`
  query ResendNotificationTab_Messages($workOrderId: Int!, $page: Int!, $pageSize: Int!) {
    workOrderNotifications(workOrderId: $workOrderId, page: $page, pageSize: $pageSize) {
      totalCount
      totalCountExact
      nodes {
        id
        channel
        recipient
        reason
        state
        attempts
        lastError
        createdAt
        sentAt
      }
    }
  }
`);

export const ResendNotificationTab_Resend = graphql(`
  mutation ResendNotificationTab_Resend($workOrderId: Int!) {
    resendWorkOrderNotification(workOrderId: $workOrderId) {
      messages {
        id
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

type Row = ResendNotificationTab_MessagesQuery["workOrderNotifications"]["nodes"][number];

export type ResendNotificationTabProps = { workOrderId: number };

/**
 * The work order's "resend notification" tab (§2, staff): sends the e-mail with the PDF (and the
 * SMS, when the order asks for one) to its contractor again, 'Notification sent!'; and every
 * message sent or to be sent about the order, with its state, attempts and the reason of a failure.
 */
export function ResendNotificationTab({ workOrderId }: ResendNotificationTabProps) {
  const columns = useMemo<GridColumn<Row, never>[]>(
    () => [
      textColumn("CreatedAt", "Queued", (r) => formatDateMinutes(r.createdAt), { width: 120 }),
      textColumn("Channel", "Channel", (r) => CHANNEL_LABEL[r.channel], { width: 70 }),
      textColumn("Recipient", "Recipient", (r) => r.recipient ?? "", { width: 190 }),
      textColumn("Reason", "Reason", (r) => REASON_LABEL[r.reason] ?? r.reason, { width: 110 }),
      {
        field: "State",
        title: "State",
        width: 75,
        render: (r) => <Tag intent={STATE_INTENT[r.state]}>{STATE_LABEL[r.state]}</Tag>,
      },
      textColumn("Attempts", "Attempts", (r) => String(r.attempts), { width: 70 }),
      textColumn("SentAt", "Sent", (r) => (r.sentAt ? formatDateMinutes(r.sentAt) : ""), { width: 120 }),
      textColumn("LastError", "Reason not sent", (r) => r.lastError ?? "", { width: 200 }),
    ],
    [],
  );
  const grid = useServerGrid(ResendNotificationTab_Messages, {
    stateKey: "work-order-notifications",
    columns,
    page: (d) => d.workOrderNotifications,
    variables: { workOrderId },
    fetchPolicy: "network-only",
  });
  const { save, saving } = useSaveForm(ResendNotificationTab_Resend, {
    payload: (d) => d.resendWorkOrderNotification,
    success: NOTIFICATION_SENT,
    failure: { message: failedNotice("Work Order"), kind: "error" },
    onSaved: () => grid.onReload(),
  });
  return (
    <div className="wo-resend-tab">
      <DataGrid
        {...grid}
        label="Notifications"
        searchable={false}
        columnChooser={false}
        emptyText="No notification has been sent for this work order"
        toolbar={
          <Button icon="envelope" intent={Intent.PRIMARY} text="Resend notification" loading={saving} onClick={() => void save({ workOrderId })} />
        }
      />
    </div>
  );
}
