import { useMemo, useRef, useState } from "react";
import { graphql } from "../../../gql";
import type { OutboxChannel, OutboxState, OutboxTab_MessagesQuery } from "../../../gql/graphql";
import { Button, failedNotice, FormGroup, HTMLSelect, Popup, Tag, useSaveForm } from "../../../ui";
import { DataGrid, linkColumn, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import { paths } from "../../../app/paths";
import { formatDateMinutes } from "../../../ui/format";
import { CHANNEL_LABEL, REASON_LABEL, STATE_INTENT, STATE_LABEL } from "../../notifications/labels";
import "./outbox.css";

export const OutboxTab_Messages = graphql(`
  query OutboxTab_Messages($state: OutboxState, $channel: OutboxChannel, $search: String, $page: Int!, $pageSize: Int!) {
    outboxMessages(state: $state, channel: $channel, search: $search, page: $page, pageSize: $pageSize) {
      totalCount
      totalCountExact
      nodes {
        id
        workOrderId
        channel
        recipient
        subject
        body
        reason
        state
        attempts
        lastError
        createdAt
        lastAttemptAt
        sentAt
      }
    }
  }
`);

export const OutboxTab_SendAgain = graphql(`
  mutation OutboxTab_SendAgain($id: Int!) {
    sendOutboxMessageAgain(id: $id) {
      messages {
        id
        state
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

type Row = OutboxTab_MessagesQuery["outboxMessages"]["nodes"][number];

/** What the success of 'Send again' says */
export const QUEUED_AGAIN = "Message queued to be sent again";

const reference = (workOrderId: number) => `WO${String(workOrderId).padStart(7, "0")}`;

/**
 * #/configuration/outbox (administrators): every message to contractors, newest first, by state and
 * channel, searched by recipient or work-order reference; the failure reason and attempts; the
 * message itself in a popup; 'Send again' for one not sent.
 */
export function OutboxTab() {
  const [state, setState] = useState<OutboxState | "">("");
  const [channel, setChannel] = useState<OutboxChannel | "">("");
  const [open, setOpen] = useState<Row | null>(null);
  const actions = useRef<{ again: (r: Row) => void }>({ again: () => undefined });

  const columns = useMemo<GridColumn<Row, never>[]>(
    () => [
      textColumn("CreatedAt", "Queued", (r) => formatDateMinutes(r.createdAt), { width: 120 }),
      linkColumn("WorkOrder", "Work order", { to: (r) => paths.workOrder(r.workOrderId), text: (r) => reference(r.workOrderId) }, { width: 95 }),
      textColumn("Channel", "Channel", (r) => CHANNEL_LABEL[r.channel], { width: 70 }),
      textColumn("Recipient", "Recipient", (r) => r.recipient ?? "", { width: 200 }),
      { field: "State", title: "State", width: 75, render: (r) => <Tag intent={STATE_INTENT[r.state]}>{STATE_LABEL[r.state]}</Tag> },
      textColumn("Attempts", "Attempts", (r) => String(r.attempts), { width: 70 }),
      textColumn("LastError", "Reason not sent", (r) => r.lastError ?? "", { width: 180 }),
      {
        field: "Actions",
        title: " ",
        width: 160,
        template: "actions",
        render: (r) => (
          <>
            <Button variant="minimal" size="small" icon="eye-open" aria-label={`View message ${r.id}`} onClick={() => setOpen(r)} />
            {r.state !== "SENT" ? (
              <Button variant="minimal" size="small" icon="send-message" text="Send again" onClick={() => actions.current.again(r)} />
            ) : null}
          </>
        ),
      },
    ],
    [],
  );
  const grid = useServerGrid(OutboxTab_Messages, {
    stateKey: "configuration-outbox",
    columns,
    page: (d) => d.outboxMessages,
    variables: { state: state || null, channel: channel || null },
    fetchPolicy: "network-only",
  });
  const { save } = useSaveForm(OutboxTab_SendAgain, {
    payload: (d) => d.sendOutboxMessageAgain,
    success: QUEUED_AGAIN,
    failure: { message: failedNotice("Setting"), kind: "error" },
    onSaved: () => grid.onReload(),
  });
  actions.current = { again: (r) => void save({ id: r.id }) };

  return (
    <div className="wo-outbox-tab">
      <DataGrid
        {...grid}
        label="Outbox"
        emptyText="No messages"
        toolbar={
          <>
            <FormGroup label="State" labelFor="outbox-state" inline>
              <HTMLSelect id="outbox-state" value={state} onChange={(e) => setState(e.currentTarget.value as OutboxState | "")}>
                <option value="">All</option>
                <option value="QUEUED">Queued</option>
                <option value="SENT">Sent</option>
                <option value="FAILED">Failed</option>
              </HTMLSelect>
            </FormGroup>
            <FormGroup label="Channel" labelFor="outbox-channel" inline>
              <HTMLSelect id="outbox-channel" value={channel} onChange={(e) => setChannel(e.currentTarget.value as OutboxChannel | "")}>
                <option value="">All</option>
                <option value="EMAIL">E-mail</option>
                <option value="SMS">SMS</option>
              </HTMLSelect>
            </FormGroup>
          </>
        }
      />
      {open ? (
        <Popup
          title={open.subject ?? `${CHANNEL_LABEL[open.channel]} to ${open.recipient ?? "(no address)"}`}
          isOpen
          onClose={() => setOpen(null)}
          width="50%"
        >
          <p>
            To: {open.recipient ?? "(no address)"} · {REASON_LABEL[open.reason] ?? open.reason} · queued {formatDateMinutes(open.createdAt)}
          </p>
          <p>
            {STATE_LABEL[open.state]}
            {open.sentAt ? ` ${formatDateMinutes(open.sentAt)}` : ""} · {open.attempts} attempt{open.attempts === 1 ? "" : "s"}
            {open.lastAttemptAt ? `, the last ${formatDateMinutes(open.lastAttemptAt)}` : ""}
            {open.lastError ? ` · ${open.lastError}` : ""}
          </p>
          <pre className="wo-outbox-tab__body">{open.body}</pre>
        </Popup>
      ) : null}
    </div>
  );
}
