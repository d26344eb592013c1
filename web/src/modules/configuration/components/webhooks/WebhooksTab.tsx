import { useState } from "react";
import { Link } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { WebhooksTab_EndpointsQuery } from "../../../../gql/graphql";
import { paths } from "../../../../app/paths";
import { Button, Callout, failedNotice, HTMLTable, Intent, Spinner, Tag, useConfirm, useSaveForm } from "../../../../ui";
import { formatDateMinutes } from "../../../../ui/format";
import { EndpointState, usePauseEndpoint } from "./EndpointState";
import { WebhookDeliveryLog } from "./WebhookDeliveryLog";
import { WebhookEndpointPopup, type EditedEndpoint } from "./WebhookEndpointPopup";
import { DELIVERY_STATE_INTENT, DELIVERY_STATE_LABEL, EVENT_LABEL, EVENT_NAME, scopeText } from "./labels";
import "./webhooks.css";

export const WebhooksTab_Endpoints = graphql(`
  query WebhooksTab_Endpoints {
    webhookEndpoints {
      id
      url
      description
      events
      clientId
      ownerEmail
      paused
      pausedAt
      pauseReason
      failingSince
      createdAt
      lastDelivery {
        id
        eventType
        state
        statusCode
        createdAt
        lastAttemptAt
      }
    }
    clientList {
      id
      name
    }
  }
`);

export const WebhooksTab_Delete = graphql(`
  mutation WebhooksTab_Delete($id: Int!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

type Endpoint = WebhooksTab_EndpointsQuery["webhookEndpoints"][number];

/** The success notice of 'Delete' */
export const ENDPOINT_DELETED = "Webhook endpoint deleted";

/** The confirmation of 'Delete' */
export const confirmDelete = (url: string) =>
  `Delete the webhook endpoint ${url} and its delivery log? Its receiver gets no more deliveries; this cannot be undone.`;

function LastDelivery({ delivery: d }: { delivery: Endpoint["lastDelivery"] }) {
  if (!d) return <span className="wo-webhooks__note">None yet</span>;
  return (
    <div className="wo-webhooks__state">
      <span>{formatDateMinutes(d.lastAttemptAt ?? d.createdAt)}</span>
      <Tag intent={DELIVERY_STATE_INTENT[d.state]} minimal>
        {DELIVERY_STATE_LABEL[d.state]}
        {d.statusCode ? ` ${d.statusCode}` : ""}
      </Tag>
      <span className="wo-webhooks__note">{d.eventType}</span>
    </div>
  );
}

export type WebhooksTabProps = {
  /** The endpoint whose delivery log is open (#/configuration/webhooks/:endpointId); none: the list */
  endpointId?: number;
};

/**
 * #/configuration/webhooks (administrators, issue 26): every webhook endpoint with its URL, what it
 * is for, its scope, events, owner, state and last delivery; 'New endpoint' registers one (its
 * signing secret shown once), 'Edit' changes one, 'Pause' (after a confirmation) and 'Resume',
 * 'Delete' after a confirmation, and 'Delivery log' opens its deliveries
 * (#/configuration/webhooks/:endpointId).
 */
export function WebhooksTab({ endpointId }: WebhooksTabProps) {
  if (endpointId) return <WebhookDeliveryLog endpointId={endpointId} />;
  return <WebhookEndpointList />;
}

function WebhookEndpointList() {
  const { data, loading, error, refetch } = useQuery(WebhooksTab_Endpoints, { fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<EditedEndpoint | "new" | null>(null);
  const reload = () => void refetch().catch(() => undefined);
  const { confirm, dialog } = useConfirm();
  const pause = usePauseEndpoint(reload);
  const { save: remove } = useSaveForm(WebhooksTab_Delete, {
    success: ENDPOINT_DELETED,
    failure: { message: failedNotice("Deleting the endpoint"), kind: "error" },
    onSaved: reload,
  });
  const onDelete = async (e: Endpoint) => {
    if (await confirm(confirmDelete(e.url))) await remove({ id: e.id });
  };

  const endpoints = data?.webhookEndpoints;
  const clients = data?.clientList ?? [];
  return (
    <section className="wo-webhooks-tab" aria-label="Webhook endpoints">
      <div className="wo-webhooks-tab__toolbar">
        <Button icon="plus" intent={Intent.PRIMARY} text="New endpoint" onClick={() => setEditing("new")} />
        <span className="wo-webhooks__note">
          Each endpoint is sent a signed POST when work changes, for the events it takes; its receiver checks the X-Webhook-Signature with the
          endpoint's secret.
        </span>
      </div>
      {!endpoints && loading ? <Spinner aria-label="Loading" /> : null}
      {error && !endpoints ? <Callout intent={Intent.DANGER}>The webhook endpoints could not be loaded</Callout> : null}
      {endpoints && endpoints.length === 0 ? <Callout>No webhook endpoints</Callout> : null}
      {endpoints && endpoints.length > 0 ? (
        <div className="wo-webhooks-tab__scroll">
          <HTMLTable compact striped className="wo-table wo-webhooks-table" aria-label="Webhook endpoints list">
            <thead>
              <tr>
                <th>URL</th>
                <th>Scope</th>
                <th>Events</th>
                <th>Owner</th>
                <th>State</th>
                <th>Last delivery</th>
                <th aria-label="Actions" />
              </tr>
            </thead>
            <tbody>
              {endpoints.map((e) => (
                <tr key={e.id}>
                  <td>
                    <div className="wo-webhooks__url">{e.url}</div>
                    {e.description ? <div className="wo-webhooks__note">{e.description}</div> : null}
                  </td>
                  <td>{scopeText(e.clientId, clients)}</td>
                  <td>
                    {e.events.map((ev) => (
                      <div key={ev} title={EVENT_NAME[ev]}>
                        {EVENT_LABEL[ev]}
                      </div>
                    ))}
                  </td>
                  <td className="wo-webhooks__owner">{e.ownerEmail}</td>
                  <td>
                    <EndpointState endpoint={e} />
                  </td>
                  <td>
                    <LastDelivery delivery={e.lastDelivery} />
                  </td>
                  <td className="wo-table__actions">
                    <div className="wo-webhooks__actions">
                      <Link to={paths.webhookDeliveries(e.id)} className="wo-webhooks__log-link">
                        Delivery log
                      </Link>
                      <Button variant="minimal" size="small" icon="edit" text="Edit" onClick={() => setEditing(e)} />
                      <Button
                        variant="minimal"
                        size="small"
                        icon={e.paused ? "play" : "pause"}
                        text={e.paused ? "Resume" : "Pause"}
                        onClick={() => pause.toggle(e)}
                      />
                      <Button variant="minimal" size="small" icon="trash" intent={Intent.DANGER} text="Delete" onClick={() => void onDelete(e)} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      ) : null}
      {editing ? (
        <WebhookEndpointPopup endpoint={editing === "new" ? null : editing} clients={clients} onClose={() => setEditing(null)} onSaved={reload} />
      ) : null}
      {pause.dialog}
      {dialog}
    </section>
  );
}
