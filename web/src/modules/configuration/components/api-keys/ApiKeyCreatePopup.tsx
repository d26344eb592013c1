import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { ApiKeyScope } from "../../../../gql/graphql";
import { Button, CheckboxField, Intent, Popup, SecretPopup, SelectField, TextField, useFormState, useSaveForm } from "../../../../ui";

export const ApiKeyCreatePopup_Lookups = graphql(`
  query ApiKeyCreatePopup_Lookups {
    clientList {
      id
      name
    }
    users(pageSize: 1000, sort: [{ field: FULL_NAME, direction: ASC }]) {
      nodes {
        id
        fullName
        email
      }
    }
  }
`);

export const ApiKeyCreatePopup_Create = graphql(`
  mutation ApiKeyCreatePopup_Create($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      secret
      key {
        id
        name
        prefix
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export type ApiKeyCreatePopupProps = {
  onClose: () => void;
  /** After the key is made (the list reloads) */
  onCreated: () => void;
};

type Values = { name: string; scope: string; clientId: string; userId: string; writes: boolean; expiresOn: string; rateLimitPerMinute: string };

/** What the dialog says over the secret, shown once */
export const SHOWN_ONCE = "Copy this key now and give it to the tool that uses it: it is shown only this once and cannot be read again.";

/**
 * Makes an API key: its name, what it may do (reporting across every client or one client's rows;
 * the legacy REST as a chosen user, writing only when ticked), an expiry date and a rate limit. The
 * key made is shown once, with a copy button; closing the dialog forgets it.
 */
export function ApiKeyCreatePopup({ onClose, onCreated }: ApiKeyCreatePopupProps) {
  const [made, setMade] = useState<{ secret: string; name: string } | null>(null);
  const lookups = useQuery(ApiKeyCreatePopup_Lookups, { fetchPolicy: "cache-first" });
  const form = useFormState<Values>(() => ({
    name: "",
    scope: "REPORTING",
    clientId: "",
    userId: "",
    writes: false,
    expiresOn: "",
    rateLimitPerMinute: "",
  }));
  const rest = form.values.scope === "REST";
  const { submit, saving } = useSaveForm(ApiKeyCreatePopup_Create, {
    form,
    required: rest ? ["name", "userId"] : ["name"],
    rename: { expiresAt: "expiresOn" },
    variables: (v) => ({
      input: {
        name: v.name.trim(),
        scope: v.scope as ApiKeyScope,
        clientId: !rest && v.clientId ? Number(v.clientId) : null,
        userId: rest && v.userId ? Number(v.userId) : null,
        writes: rest && v.writes,
        // the end of the chosen day, in the browser's time
        expiresAt: v.expiresOn ? new Date(`${v.expiresOn}T23:59:59`).toISOString() : null,
        rateLimitPerMinute: v.rateLimitPerMinute ? Number(v.rateLimitPerMinute) : null,
      },
    }),
    payload: (d) => d.createApiKey,
    saved: (p) => Boolean(p.secret),
    success: "API key created",
    onSaved: (p) => {
      setMade({ secret: p.secret!, name: p.key!.name });
      onCreated();
    },
  });

  if (made)
    return (
      <SecretPopup title={`API key "${made.name}"`} warning={SHOWN_ONCE} what="API key" id="api-key-secret" secret={made.secret} onClose={onClose} />
    );

  const clients = (lookups.data?.clientList ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const users = (lookups.data?.users.nodes ?? []).map((u) => ({ value: String(u.id), label: `${u.fullName} (${u.email})` }));
  return (
    <Popup isOpen title="New API key" onClose={onClose} width="50%">
      <form onSubmit={submit} aria-label="New API key" noValidate>
        <TextField
          id="api-key-name"
          label="Name"
          value={form.values.name}
          onChange={(v) => form.set("name", v)}
          required
          invalid={form.invalid("name")}
          message={form.message("name")}
          helper="What will use the key: a tool, a team."
        />
        <SelectField
          id="api-key-scope"
          label="Scope"
          value={form.values.scope}
          onChange={(v) => form.set("scope", v || "REPORTING")}
          options={[
            { value: "REPORTING", label: "Reporting (read only: GraphQL, REST reads, report exports)" },
            { value: "REST", label: "Legacy REST as a user" },
          ]}
          required
        />
        {rest ? (
          <>
            <SelectField
              id="api-key-user"
              label="Acts as user"
              value={form.values.userId}
              onChange={(v) => form.set("userId", v)}
              options={users}
              required
              invalid={form.invalid("userId")}
              message={form.message("userId")}
              helper="The key reads (and writes, if allowed) exactly as this user: its type, department, client or contractor."
            />
            <CheckboxField label="Allow changes (writes)" checked={form.values.writes} onChange={(v) => form.set("writes", v)} />
          </>
        ) : (
          <SelectField
            id="api-key-client"
            label="Client"
            value={form.values.clientId}
            onChange={(v) => form.set("clientId", v)}
            options={clients}
            placeholder="Every client"
            invalid={form.invalid("clientId")}
            message={form.message("clientId")}
            helper="Limit the key to one client's rows (a client's own BI team)."
          />
        )}
        <TextField
          id="api-key-expires"
          label="Expires on"
          type="date"
          value={form.values.expiresOn}
          onChange={(v) => form.set("expiresOn", v)}
          invalid={form.invalid("expiresOn")}
          message={form.message("expiresOn")}
          helper="Empty: the key does not expire."
        />
        <TextField
          id="api-key-rate"
          label="Calls a minute"
          type="number"
          min={1}
          inputMode="numeric"
          value={form.values.rateLimitPerMinute}
          onChange={(v) => form.set("rateLimitPerMinute", v)}
          invalid={form.invalid("rateLimitPerMinute")}
          message={form.message("rateLimitPerMinute")}
          helper="Empty: the product's limit."
        />
        <div className="wo-api-key-form__actions">
          <Button text="Cancel" onClick={onClose} />
          <Button type="submit" intent={Intent.PRIMARY} icon="key" text="Create" loading={saving} />
        </div>
      </form>
    </Popup>
  );
}
