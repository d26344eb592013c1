import { useMemo, useRef, useState } from "react";
import { graphql } from "../../../../gql";
import type { ApiKeysTab_KeysQuery } from "../../../../gql/graphql";
import { Button, failedNotice, Intent, Tag, useConfirm, useSaveForm } from "../../../../ui";
import { DataGrid, dateTimeColumn, numberColumn, textColumn, useServerGrid, type GridColumn } from "../../../../ui/grid";
import { ApiKeyCreatePopup } from "./ApiKeyCreatePopup";
import { formatDateTime } from "../../../../ui/format";
import "./api-keys.css";

export const ApiKeysTab_Keys = graphql(`
  query ApiKeysTab_Keys($search: String, $page: Int!, $pageSize: Int!, $sort: [ApiKeySortInput!]) {
    apiKeys(search: $search, page: $page, pageSize: $pageSize, sort: $sort) {
      totalCount
      totalCountExact
      nodes {
        id
        name
        prefix
        scope
        clientName
        userName
        writes
        rateLimitPerMinute
        expiresAt
        createdAt
        createdByName
        lastUsedAt
        callsToday
        revokedAt
        revokedByName
        active
      }
    }
  }
`);

export const ApiKeysTab_Revoke = graphql(`
  mutation ApiKeysTab_Revoke($id: Int!) {
    revokeApiKey(id: $id) {
      key {
        id
        revokedAt
        revokedByName
        active
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

type Row = ApiKeysTab_KeysQuery["apiKeys"]["nodes"][number];

/** What the success of 'Revoke' says */
export const KEY_REVOKED = "API key revoked";

/** What a key may do, as the list says it */
export function scopeText(r: Pick<Row, "scope" | "clientName" | "userName" | "writes">): string {
  if (r.scope === "REST") return `REST as ${r.userName ?? "(no user)"}${r.writes ? ", with writes" : ", read only"}`;
  return r.clientName ? `Reporting: ${r.clientName} only` : "Reporting: every client";
}

/**
 * #/configuration/api-keys (administrators): every API key, newest first, with what it may do, who
 * made it, when it expires, its last use and calls today; 'New API key' makes one (its secret shown
 * once), 'Revoke' ends one at once after a confirmation.
 */
export function ApiKeysTab() {
  const [creating, setCreating] = useState(false);
  const { confirm, dialog } = useConfirm();
  const actions = useRef<{ revoke: (r: Row) => void }>({ revoke: () => undefined });

  const columns = useMemo<GridColumn<Row, "NAME" | "PREFIX" | "CREATED_AT" | "LAST_USED_AT" | "EXPIRES_AT">[]>(
    () => [
      textColumn("Name", "Name", (r) => r.name, { width: 180, apiField: "NAME" }),
      textColumn("Prefix", "Prefix", (r) => `wok_${r.prefix}`, { width: 110, apiField: "PREFIX" }),
      textColumn("Scope", "Scope", scopeText, { width: 210 }),
      textColumn("CreatedBy", "Created by", (r) => r.createdByName, { width: 120 }),
      dateTimeColumn("CreatedAt", "Created", (r) => r.createdAt, { width: 135, apiField: "CREATED_AT" }),
      textColumn("ExpiresAt", "Expires", (r) => (r.expiresAt ? formatDateTime(r.expiresAt) : "Never"), { width: 135, apiField: "EXPIRES_AT" }),
      textColumn("LastUsedAt", "Last used", (r) => (r.lastUsedAt ? formatDateTime(r.lastUsedAt) : "Never"), { width: 135, apiField: "LAST_USED_AT" }),
      numberColumn("CallsToday", "Calls today", (r) => r.callsToday, { width: 85 }),
      {
        field: "State",
        title: "State",
        width: 150,
        render: (r) =>
          r.revokedAt ? (
            <Tag intent={Intent.DANGER} title={r.revokedByName ? `Revoked by ${r.revokedByName}` : undefined}>
              Revoked
            </Tag>
          ) : r.active ? (
            <Tag intent={Intent.SUCCESS}>Active</Tag>
          ) : (
            <Tag intent={Intent.WARNING}>Expired</Tag>
          ),
      },
      {
        field: "Actions",
        title: " ",
        width: 100,
        template: "actions",
        render: (r) =>
          r.revokedAt ? null : (
            <Button variant="minimal" size="small" icon="disable" intent={Intent.DANGER} text="Revoke" onClick={() => actions.current.revoke(r)} />
          ),
      },
    ],
    [],
  );
  const grid = useServerGrid(ApiKeysTab_Keys, {
    stateKey: "configuration-api-keys",
    columns,
    page: (d) => d.apiKeys,
    fetchPolicy: "network-only",
  });
  const { save } = useSaveForm(ApiKeysTab_Revoke, {
    payload: (d) => d.revokeApiKey,
    success: KEY_REVOKED,
    failure: { message: failedNotice("Revoking the key"), kind: "error" },
    onSaved: () => grid.onReload(),
  });
  actions.current = {
    revoke: (r) =>
      void confirm(`Revoke API key "${r.name}" (wok_${r.prefix})? Every call with it is refused from now on; this cannot be undone.`).then((ok) => {
        if (ok) void save({ id: r.id });
      }),
  };

  return (
    <div className="wo-api-keys-tab">
      <DataGrid
        {...grid}
        label="API keys"
        emptyText="No API keys"
        toolbar={<Button icon="plus" intent={Intent.PRIMARY} text="New API key" onClick={() => setCreating(true)} />}
      />
      {creating ? <ApiKeyCreatePopup onClose={() => setCreating(false)} onCreated={() => grid.onReload()} /> : null}
      {dialog}
    </div>
  );
}
