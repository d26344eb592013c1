import { useState, type FormEvent } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { Button, Callout, FormGroup, HTMLSelect, HTMLTable, InputGroup, notify, Spinner, useConfirm, useSaveForm } from "../../../../ui";
import "./trades.css";

export const TradeList_Trades = graphql(`
  query TradeList_Trades {
    tradeList {
      id
      name
      parentTradeId
    }
  }
`);

export const TradeList_Save = graphql(`
  mutation TradeList_Save($input: SaveTradeInput!) {
    saveTrade(input: $input) {
      trade {
        id
        name
        parentTradeId
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const TradeList_Delete = graphql(`
  mutation TradeList_Delete($id: Int!) {
    deleteTrade(id: $id) {
      deletedId
      message
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** The confirmations of a delete (§8) */
export const CONFIRM_DELETE_TRADE = "Are you sure that you want to delete this trade?";
export const CONFIRM_DELETE_SUB_TRADE = "Are you sure that you want to delete this sub-trade and its checklist questions?";

type Editing = { id: number | null; name: string; parentTradeId: number };

export type TradeListProps = {
  /** "trades": the top-level trades; "subtrades": the sub-trades, filtered by their trade, each opening its questions */
  level: "trades" | "subtrades";
  /** The sub-trade whose questions are open (sub-trades only) */
  selected?: number | null;
  onSelect?: (subTrade: { id: number; name: string } | null) => void;
};

/**
 * The trades or sub-trades of #/configuration (§2.11): add, rename (a sub-trade may move to another
 * trade), delete after a confirmation; the server's refusal (a name taken, what still uses a trade)
 * is shown as it says it. 'Required fields' for a trade, 'Fields required' for a sub-trade (§5).
 */
export function TradeList({ level, selected = null, onSelect }: TradeListProps) {
  const subTrades = level === "subtrades";
  const noun = subTrades ? "Sub-trade" : "Trade";
  const { data, loading, error, refetch } = useQuery(TradeList_Trades, { fetchPolicy: "cache-and-network" });
  const [parentFilter, setParentFilter] = useState(0);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [invalid, setInvalid] = useState(false);
  const { confirm, dialog } = useConfirm();
  const reload = () => void refetch().catch(() => undefined);

  const { save, saving } = useSaveForm(TradeList_Save, {
    payload: (d) => d.saveTrade,
    success: () => `${noun} ${editing?.id ? "Updated" : "Created"}`,
    refusal: (r) => {
      setInvalid(true);
      return { message: r.message, kind: r.code === "INVALID" && r.message.endsWith("required") ? "required" : "error" };
    },
    onSaved: () => {
      setEditing(null);
      reload();
    },
  });
  const { save: remove } = useSaveForm(TradeList_Delete, {
    payload: (d) => d.deleteTrade,
    success: (p) => p.message ?? `${noun} Deleted`,
    onSaved: (p) => {
      if (p.deletedId === selected) onSelect?.(null);
      reload();
    },
  });

  const all = data?.tradeList;
  const parents = (all ?? []).filter((t) => t.parentTradeId == null);
  const parentName = new Map(parents.map((p) => [p.id, p.name]));
  const rows = (all ?? []).filter((t) =>
    subTrades ? t.parentTradeId != null && (!parentFilter || t.parentTradeId === parentFilter) : t.parentTradeId == null,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    if (!editing.name.trim() || (subTrades && !editing.parentTradeId)) {
      setInvalid(true);
      notify(subTrades ? "Fields required" : "Required fields", "required");
      return;
    }
    await save({ input: { id: editing.id, name: editing.name, parentTradeId: subTrades ? editing.parentTradeId : null } });
  };

  const onDelete = async (id: number) => {
    if (!(await confirm(subTrades ? CONFIRM_DELETE_SUB_TRADE : CONFIRM_DELETE_TRADE))) return;
    await remove({ id });
  };

  return (
    <section className="wo-trades" aria-label={subTrades ? "Sub-trades" : "Trades"}>
      <div className="wo-trades__toolbar">
        {subTrades ? (
          <FormGroup label="Trade" labelFor="subtrades-parent" inline>
            <HTMLSelect id="subtrades-parent" value={String(parentFilter)} onChange={(e) => setParentFilter(Number(e.currentTarget.value))}>
              <option value="0">All trades</option>
              {parents.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        ) : null}
        <Button
          icon="add"
          intent="primary"
          text={subTrades ? "New sub-trade" : "New trade"}
          onClick={() => {
            setInvalid(false);
            setEditing({ id: null, name: "", parentTradeId: parentFilter });
          }}
        />
      </div>
      {editing ? (
        <form className="wo-trades__form" onSubmit={(e) => void submit(e)} aria-label={`${noun} details`}>
          {subTrades ? (
            <FormGroup label="Trade" labelFor="trade-parent" labelInfo={<span aria-hidden="true">*</span>}>
              <HTMLSelect
                id="trade-parent"
                value={String(editing.parentTradeId)}
                onChange={(e) => setEditing({ ...editing, parentTradeId: Number(e.currentTarget.value) })}
              >
                <option value="0">Select ...</option>
                {parents.map((p) => (
                  <option key={p.id} value={String(p.id)}>
                    {p.name}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
          ) : null}
          <FormGroup label="Name" labelFor="trade-name" labelInfo={<span aria-hidden="true">*</span>} intent={invalid ? "danger" : "none"}>
            <InputGroup
              id="trade-name"
              value={editing.name}
              intent={invalid ? "danger" : "none"}
              onValueChange={(name) => {
                setInvalid(false);
                setEditing({ ...editing, name });
              }}
              autoFocus
            />
          </FormGroup>
          <Button type="submit" intent="primary" text="Save" loading={saving} />
          <Button text="Cancel" onClick={() => setEditing(null)} />
        </form>
      ) : null}
      {!all && loading ? <Spinner aria-label="Loading" /> : null}
      {error && !all ? <Callout intent="danger">{noun} not loaded</Callout> : null}
      {all && rows.length === 0 ? <Callout>{subTrades ? "No sub-trades" : "No trades"}</Callout> : null}
      {rows.length > 0 ? (
        <HTMLTable compact striped interactive={subTrades} className="wo-table" aria-label={subTrades ? "Sub-trades" : "Trades"}>
          <thead>
            <tr>
              <th>{noun}</th>
              {subTrades ? <th>Trade</th> : null}
              <th aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {rows.map((t) => (
              <tr
                key={t.id}
                className={t.id === selected ? "wo-trades__selected" : undefined}
                aria-selected={subTrades ? t.id === selected : undefined}
              >
                <td>
                  {subTrades ? (
                    <button type="button" className="wo-link-button" onClick={() => onSelect?.({ id: t.id, name: t.name })}>
                      {t.name}
                    </button>
                  ) : (
                    t.name
                  )}
                </td>
                {subTrades ? <td>{parentName.get(t.parentTradeId!) ?? ""}</td> : null}
                <td className="wo-table__actions">
                  <Button
                    variant="minimal"
                    size="small"
                    icon="edit"
                    aria-label={`Edit ${t.name}`}
                    onClick={() => {
                      setInvalid(false);
                      setEditing({ id: t.id, name: t.name, parentTradeId: t.parentTradeId ?? 0 });
                    }}
                  />
                  <Button variant="minimal" size="small" icon="trash" aria-label={`Delete ${t.name}`} onClick={() => void onDelete(t.id)} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
      {dialog}
    </section>
  );
}
