import { useState } from "react";
import { graphql } from "../../../../gql";
import type { WebhookEventType } from "../../../../gql/graphql";
import { Button, CheckboxGroupField, Intent, Popup, SecretPopup, SelectField, TextField, useFormState, useSaveForm } from "../../../../ui";
import { EVENT_OPTIONS, scopeText } from "./labels";

export const WebhookEndpointPopup_Create = graphql(`
  mutation WebhookEndpointPopup_Create($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        id
        url
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const WebhookEndpointPopup_Update = graphql(`
  mutation WebhookEndpointPopup_Update($input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(input: $input) {
      endpoint {
        id
        url
        description
        events
        ownerEmail
        updatedAt
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** An endpoint as the popup edits it */
export type EditedEndpoint = {
  id: number;
  url: string;
  description?: string | null;
  events: ReadonlyArray<WebhookEventType>;
  clientId?: number | null;
  ownerEmail: string;
};

export type WebhookEndpointPopupProps = {
  /** The endpoint changed; none: a new one */
  endpoint?: EditedEndpoint | null;
  /** The clients a new endpoint may be limited to */
  clients: ReadonlyArray<{ id: number; name: string }>;
  onClose: () => void;
  /** After a save (the list reloads) */
  onSaved: () => void;
};

type Values = { url: string; description: string; events: string[]; clientId: string; ownerEmail: string };

/** What the dialog says over the signing secret, shown once */
export const SECRET_SHOWN_ONCE =
  "Copy this signing secret now and give it to the receiver, which checks every delivery's X-Webhook-Signature with it: it is shown only this once and cannot be read again.";

/** The success notices */
export const ENDPOINT_CREATED = "Webhook endpoint created";
export const ENDPOINT_UPDATED = "Webhook endpoint updated";

/**
 * Registers a webhook endpoint (its URL, what it is for, the events it takes, its scope: every
 * client or one client's events, and whom to tell when it is paused) or changes one (all but its
 * scope). A new endpoint's signing secret is shown once, with a copy button; closing the dialog
 * forgets it. The server checks the URL (https, a public address), the events and the e-mail: its
 * messages show under the fields.
 */
export function WebhookEndpointPopup({ endpoint, clients, onClose, onSaved }: WebhookEndpointPopupProps) {
  const [made, setMade] = useState<{ secret: string; url: string } | null>(null);
  const form = useFormState<Values>(() => ({
    url: endpoint?.url ?? "",
    description: endpoint?.description ?? "",
    events: [...(endpoint?.events ?? [])],
    clientId: endpoint?.clientId ? String(endpoint.clientId) : "",
    ownerEmail: endpoint?.ownerEmail ?? "",
  }));
  const required = ["url", "ownerEmail"] as const;
  const events = (v: Values) => v.events as WebhookEventType[];
  const create = useSaveForm(WebhookEndpointPopup_Create, {
    form,
    required,
    variables: (v) => ({
      input: {
        url: v.url.trim(),
        description: v.description.trim() || null,
        events: events(v),
        clientId: v.clientId ? Number(v.clientId) : null,
        ownerEmail: v.ownerEmail.trim(),
      },
    }),
    payload: (d) => d.createWebhookEndpoint,
    saved: (p) => Boolean(p.secret),
    success: ENDPOINT_CREATED,
    onSaved: (p) => {
      setMade({ secret: p.secret!, url: p.endpoint!.url });
      onSaved();
    },
  });
  const update = useSaveForm(WebhookEndpointPopup_Update, {
    form,
    required,
    variables: (v) => ({
      input: {
        id: endpoint?.id ?? 0,
        url: v.url.trim(),
        // empty clears it
        description: v.description.trim(),
        events: events(v),
        ownerEmail: v.ownerEmail.trim(),
      },
    }),
    payload: (d) => d.updateWebhookEndpoint,
    success: ENDPOINT_UPDATED,
    onSaved: () => {
      onSaved();
      onClose();
    },
  });
  const { submit, saving } = endpoint ? update : create;

  if (made)
    return (
      <SecretPopup
        title={`Webhook endpoint ${made.url}`}
        warning={SECRET_SHOWN_ONCE}
        what="signing secret"
        id="webhook-secret"
        secret={made.secret}
        onClose={onClose}
      />
    );

  const title = endpoint ? "Edit webhook endpoint" : "New webhook endpoint";
  return (
    <Popup isOpen title={title} onClose={onClose} width="50%">
      <form onSubmit={(e) => void submit(e)} aria-label={title} noValidate>
        <TextField
          id="webhook-url"
          label="URL"
          placeholder="https://"
          value={form.values.url}
          onChange={(v) => form.set("url", v)}
          required
          invalid={form.invalid("url")}
          message={form.message("url")}
          helper="Where the deliveries are POSTed: https, a public address."
        />
        <TextField
          id="webhook-description"
          label="Description"
          value={form.values.description}
          onChange={(v) => form.set("description", v)}
          helper="What the endpoint is for: a system, a team."
        />
        <CheckboxGroupField
          id="webhook-events"
          label="Events"
          value={form.values.events}
          onChange={(v) => form.set("events", v)}
          options={EVENT_OPTIONS}
          required
          invalid={form.invalid("events")}
          message={form.message("events")}
        />
        {endpoint ? (
          <p className="wo-webhook-form__scope">Scope: {scopeText(endpoint.clientId, clients)} (register the endpoint again to change it)</p>
        ) : (
          <SelectField
            id="webhook-client"
            label="Scope"
            value={form.values.clientId}
            onChange={(v) => form.set("clientId", v)}
            options={clients.map((c) => ({ value: String(c.id), label: `${c.name} only` }))}
            placeholder="All clients"
            invalid={form.invalid("clientId")}
            message={form.message("clientId")}
            helper="One client: only that client's events, with the fields its portal users may read."
          />
        )}
        <TextField
          id="webhook-owner"
          label="Owner's e-mail"
          type="email"
          inputMode="email"
          value={form.values.ownerEmail}
          onChange={(v) => form.set("ownerEmail", v)}
          required
          invalid={form.invalid("ownerEmail")}
          message={form.message("ownerEmail")}
          helper="Told by e-mail when the endpoint is paused after failing for a day."
        />
        <div className="wo-webhook-form__actions">
          <Button text="Cancel" onClick={onClose} />
          <Button type="submit" intent={Intent.PRIMARY} text={endpoint ? "Save" : "Create"} loading={saving} />
        </div>
      </form>
    </Popup>
  );
}
