import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { Checkbox, failedNotice, H4, useSaveForm } from "../../../ui";

export const ClientSettingsPanel_Settings = graphql(`
  query ClientSettingsPanel_Settings($clientId: Int!) {
    parentTrades: trades {
      id
      name
    }
    subTradesInClient(clientId: $clientId) {
      id
      subTradeId
    }
  }
`);

export const ClientSettingsPanel_SubTrades = graphql(`
  query ClientSettingsPanel_SubTrades($parentId: Int!) {
    trades(parentId: $parentId) {
      id
      name
    }
  }
`);

export const ClientSettingsPanel_Add = graphql(`
  mutation ClientSettingsPanel_Add($clientId: Int!, $subTradeId: Int!) {
    addSubTradeInClient(clientId: $clientId, subTradeId: $subTradeId) {
      setting {
        id
        subTradeId
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const ClientSettingsPanel_Remove = graphql(`
  mutation ClientSettingsPanel_Remove($id: Int!) {
    removeSubTradeInClient(id: $id)
  }
`);

const FAILED = { message: failedNotice("Setting"), kind: "error" as const };

type GroupProps = { parentId: number; name: string; enabled: Map<number, number>; onToggle: (subTradeId: number, on: boolean) => void };

function TradeGroup({ parentId, name, enabled, onToggle }: GroupProps) {
  const { data } = useQuery(ClientSettingsPanel_SubTrades, { variables: { parentId } });
  return (
    <fieldset className="wo-client-settings__group">
      <H4>{name}</H4>
      {(data?.trades ?? []).map((s) => (
        <Checkbox key={s.id} label={s.name} checked={enabled.has(s.id)} onChange={(e) => onToggle(s.id, e.currentTarget.checked)} />
      ))}
    </fieldset>
  );
}

/**
 * Work-order settings (§2.4): the sub-trades enabled for the client, as checkboxes grouped by parent
 * trade; ticking adds a setting ('Setting saved!'), unticking removes it ('Setting removed!').
 */
export function ClientSettingsPanel({ clientId }: { clientId: number }) {
  const { data, refetch } = useQuery(ClientSettingsPanel_Settings, { variables: { clientId }, fetchPolicy: "network-only" });
  const enabled = new Map((data?.subTradesInClient ?? []).map((s) => [s.subTradeId, s.id]));
  const { save: add } = useSaveForm(ClientSettingsPanel_Add, {
    payload: (d) => d.addSubTradeInClient,
    saved: (p) => Boolean(p.setting),
    success: "Setting saved!",
    refusal: () => FAILED,
    failure: FAILED,
  });
  const { save: remove } = useSaveForm(ClientSettingsPanel_Remove, { success: "Setting removed!", failure: FAILED });
  const toggle = async (subTradeId: number, on: boolean) => {
    if (on) await add({ clientId, subTradeId });
    else if (enabled.has(subTradeId)) await remove({ id: enabled.get(subTradeId)! });
    void refetch().catch(() => undefined);
  };
  return (
    <div className="wo-client-settings">
      {(data?.parentTrades ?? []).map((t) => (
        <TradeGroup key={t.id} parentId={t.id} name={t.name} enabled={enabled} onToggle={(id, on) => void toggle(id, on)} />
      ))}
    </div>
  );
}
