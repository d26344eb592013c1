import { useMemo, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { WebhookDeliveryLog_DeliveriesQuery, WebhookDeliveryState } from "../../../../gql/graphql";
import { paths } from "../../../../app/paths";
import { Button, failedNotice, FormGroup, H4, HTMLSelect, Icon, NonIdealState, Popup, Spinner, Tag, useSaveForm } from "../../../../ui";
import { DataGrid, dateTimeColumn, numberColumn, textColumn, useServerGrid, type GridColumn } from "../../../../ui/grid";
import { formatDateTime } from "../../../../ui/format";
import { EndpointState, usePauseEndpoint } from "./EndpointState";
import { DELIVERY_STATE_INTENT, DELIVERY_STATE_LABEL } from "./labels";

export const WebhookDeliveryLog_Endpoint = graphql(`
  query WebhookDeliveryLog_Endpoint {
    webhookEndpoints {
      id
      url
      description
      paused
      pausedAt
      pauseReason
      failingSince
    }
  }
`);

export const WebhookDeliveryLog_Deliveries = graphql(`
  query WebhookDeliveryLog_Deliveries(
    $endpointId: Int!
    $state: WebhookDeliveryState
    $search: String
    $page: Int!
    $pageSize: Int!
    $sort: [WebhookDeliverySortInput!]
  ) {
    webhookDeliveries(endpointId: $endpointId, state: $state, search: $search, page: $page, pageSize: $pageSize, sort: $sort) {
      totalCount
      totalCountExact
      nodes {
        id
        endpointId
        eventId
        eventType
        body
        state
        attempts
        statusCode
        responseExcerpt
        durationMs
        lastError
        createdAt
        lastAttemptAt
        deliveredAt
      }
    }
  }
`);

export const WebhookDeliveryLog_Resend = graphql(`
  mutation WebhookDeliveryLog_Resend($id: Int!) {
    resendWebhookDelivery(id: $id) {
      delivery {
        id
        state
        lastError
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

type Row = WebhookDeliveryLog_DeliveriesQuery["webhookDeliveries"]["nodes"][number];

/** What the success of 'Re-send' says */
export const RESENT = "Delivery queued to be sent again";

/** A body as sent, laid out when it is JSON */
export function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

const durationText = (ms: number | null | undefined) => (ms == null ? "" : `${ms} ms`);

/**
 * #/configuration/webhooks/:endpointId (administrators): an endpoint's deliveries, newest first, by
 * state, searched by event type or id; each one's event, state, last HTTP status, attempts, duration,
 * time and the receiver's answer (or why the attempt failed); the body sent in a popup; 'Re-send'
 * queues one again (refused with the server's message while the endpoint is paused). The endpoint's
 * state heads the page, with 'Pause' or 'Resume'.
 */
export function WebhookDeliveryLog({ endpointId }: { endpointId: number }) {
  const endpoints = useQuery(WebhookDeliveryLog_Endpoint, { fetchPolicy: "cache-and-network" });
  const [state, setState] = useState<WebhookDeliveryState | "">("");
  const [open, setOpen] = useState<Row | null>(null);
  const actions = useRef<{ resend: (r: Row) => void }>({ resend: () => undefined });

  const columns = useMemo<GridColumn<Row, "ID" | "CREATED_AT">[]>(
    () => [
      dateTimeColumn("CreatedAt", "Time", (r) => r.createdAt, { width: 135, apiField: "CREATED_AT" }),
      textColumn("EventType", "Event", (r) => r.eventType, { width: 165 }),
      textColumn("EventId", "Event id", (r) => r.eventId, { width: 240 }),
      {
        field: "State",
        title: "State",
        width: 80,
        text: (r) => DELIVERY_STATE_LABEL[r.state],
        render: (r) => (
          <Tag intent={DELIVERY_STATE_INTENT[r.state]} minimal>
            {DELIVERY_STATE_LABEL[r.state]}
          </Tag>
        ),
      },
      numberColumn("StatusCode", "Status", (r) => r.statusCode, { width: 60 }),
      numberColumn("Attempts", "Attempts", (r) => r.attempts, { width: 80 }),
      textColumn("Duration", "Duration", (r) => durationText(r.durationMs), { width: 70 }),
      dateTimeColumn("LastAttemptAt", "Last attempt", (r) => r.lastAttemptAt, { width: 135, hiddenByDefault: true }),
      textColumn("Answer", "Answer", (r) => r.responseExcerpt ?? r.lastError ?? "", { width: 100 }),
      {
        field: "Actions",
        title: " ",
        width: 140,
        template: "actions",
        render: (r) => (
          <>
            <Button variant="minimal" size="small" icon="eye-open" aria-label={`View delivery ${r.id}`} onClick={() => setOpen(r)} />
            <Button variant="minimal" size="small" icon="refresh" text="Re-send" onClick={() => actions.current.resend(r)} />
          </>
        ),
      },
    ],
    [],
  );
  const grid = useServerGrid(WebhookDeliveryLog_Deliveries, {
    stateKey: "configuration-webhook-deliveries",
    columns,
    page: (d) => d.webhookDeliveries,
    variables: { endpointId, state: state || null },
    fetchPolicy: "network-only",
  });
  const reload = () => {
    grid.onReload();
    void endpoints.refetch().catch(() => undefined);
  };
  const pause = usePauseEndpoint(reload);
  const { save } = useSaveForm(WebhookDeliveryLog_Resend, {
    payload: (d) => d.resendWebhookDelivery,
    success: RESENT,
    failure: { message: failedNotice("Sending the delivery again"), kind: "error" },
    onSaved: () => grid.onReload(),
  });
  actions.current = { resend: (r) => void save({ id: r.id }) };

  const endpoint = endpoints.data?.webhookEndpoints.find((e) => e.id === endpointId);
  const back = (
    <Link to={paths.configuration("webhooks")} className="wo-webhook-log__back">
      <Icon icon="arrow-left" size={12} /> All webhook endpoints
    </Link>
  );
  if (!endpoint) {
    if (endpoints.loading && !endpoints.data) return <Spinner aria-label="Loading" />;
    return (
      <NonIdealState
        icon="search"
        title="No such webhook endpoint"
        description={endpoints.error ? "It could not be loaded." : "It may have been deleted."}
        action={back}
      />
    );
  }
  return (
    <div className="wo-webhook-log">
      {back}
      <div className="wo-webhook-log__head">
        <div>
          <H4 className="wo-webhook-log__title">Delivery log of {endpoint.url}</H4>
          {endpoint.description ? <div className="wo-webhooks__note">{endpoint.description}</div> : null}
        </div>
        <EndpointState endpoint={endpoint} />
        <Button icon={endpoint.paused ? "play" : "pause"} text={endpoint.paused ? "Resume" : "Pause"} onClick={() => pause.toggle(endpoint)} />
      </div>
      <DataGrid
        {...grid}
        label="Webhook deliveries"
        emptyText="No deliveries"
        toolbar={
          <>
            <FormGroup label="State" labelFor="webhook-delivery-state" inline>
              <HTMLSelect id="webhook-delivery-state" value={state} onChange={(e) => setState(e.currentTarget.value as WebhookDeliveryState | "")}>
                <option value="">All</option>
                <option value="QUEUED">Queued</option>
                <option value="DELIVERED">Delivered</option>
                <option value="FAILED">Failed</option>
              </HTMLSelect>
            </FormGroup>
            <Button icon="refresh" text="Refresh" onClick={reload} />
          </>
        }
      />
      {open ? <DeliveryPopup delivery={open} onClose={() => setOpen(null)} /> : null}
      {pause.dialog}
    </div>
  );
}

function DeliveryPopup({ delivery: d, onClose }: { delivery: Row; onClose: () => void }) {
  const facts: Array<[string, string]> = [
    ["Event id", d.eventId],
    ["State", DELIVERY_STATE_LABEL[d.state]],
    ["Attempts", String(d.attempts)],
    ["Last HTTP status", d.statusCode == null ? "None" : String(d.statusCode)],
    ["Duration", durationText(d.durationMs) || "None"],
    ["Queued", formatDateTime(d.createdAt)],
    ["Last attempt", d.lastAttemptAt ? formatDateTime(d.lastAttemptAt) : "None"],
    ["Delivered", d.deliveredAt ? formatDateTime(d.deliveredAt) : "Not yet"],
  ];
  if (d.lastError) facts.push(["Why the last attempt failed", d.lastError]);
  return (
    <Popup title={`Delivery ${d.id}: ${d.eventType}`} isOpen onClose={onClose} width="50%">
      <dl className="wo-webhook-delivery__facts">
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {d.responseExcerpt ? (
        <>
          <H4>Answer (first 500 characters)</H4>
          <pre className="wo-webhook-delivery__pre" aria-label="Answer">
            {d.responseExcerpt}
          </pre>
        </>
      ) : null}
      <H4>Body</H4>
      <pre className="wo-webhook-delivery__pre" aria-label="Body" tabIndex={0}>
        {prettyBody(d.body)}
      </pre>
    </Popup>
  );
}
