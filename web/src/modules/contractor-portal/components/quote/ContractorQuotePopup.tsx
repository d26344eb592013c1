import { useEffect, useMemo, useRef, useState, type MutableRefObject } from "react";
import { useQuery } from "@apollo/client/react";
import { getFragmentData, graphql, type FragmentType } from "../../../../gql";
import type { ContractorQuote_ItemsQuery } from "../../../../gql/graphql";
import {
  Button,
  Callout,
  CONFIRM_PROCEED,
  H4,
  Intent,
  missingFields,
  notify,
  Popup,
  REQUIRED_FIELDS,
  Spinner,
  TextField,
  useConfirm,
  useFormState,
  useSaveForm,
  type Notice,
} from "../../../../ui";
import { formatDate } from "../../../../ui/format";
import { DataGrid, useServerGrid, type GridColumn } from "../../../../ui/grid";
import { QUOTE_ITEM_COLUMNS, QuoteTotals } from "../../../quotations/components/QuotationPopup";
import { CONFIRM_DELETE_QUOTE } from "../../../quotations/components/QuotationGrid";
import { ContractorQuoteItemPopup, type QuoteItemEntry } from "./ContractorQuoteItemPopup";
import "./contractor-quote.css";

/** What a quote's change gives back to the popup (its status, totals, version and what the viewer may do now) */
export const ContractorQuoteState_Quote = graphql(`
  fragment ContractorQuoteState_Quote on Quote {
    id
    billingStatusId
    billingStatus
    totalAmountExTax
    totalTax
    totalAmountIncTax
    version
    viewerCan {
      answer
      edit
      send
      delete
    }
  }
`);

/** The quote the popup shows, as read and as a save answers it */
export const ContractorQuotePopup_Quote = graphql(`
  fragment ContractorQuotePopup_Quote on Quote {
    ...ContractorQuoteState_Quote
    quoteRef
    billingDate
    summary
    decisionNote
  }
`);

export const ContractorQuote_Quote = graphql(`
  query ContractorQuote_Quote($id: Int!) {
    quote(id: $id) {
      ...ContractorQuotePopup_Quote
    }
  }
`);

export const ContractorQuote_Items = graphql(`
  query ContractorQuote_Items($billingId: Int!, $page: Int!, $pageSize: Int!) {
    billingItems(billingId: $billingId, page: $page, pageSize: $pageSize) {
      totalCount
      totalCountExact
      nodes {
        id
        description
        billingItemTypeId
        billingItemType
        units
        itemAmountExTax
        taxRate
        lineAmountExTax
        taxAmount
        lineAmountIncTax
      }
    }
  }
`);

export const ContractorQuote_Save = graphql(`
  mutation ContractorQuote_Save($input: SaveQuoteInput!) {
    saveQuote(input: $input) {
      quote {
        ...ContractorQuotePopup_Quote
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const ContractorQuote_Send = graphql(`
  mutation ContractorQuote_Send($quoteId: Int!, $version: Int, $workOrderId: Int) {
    sendQuoteForApproval(quoteId: $quoteId, version: $version, workOrderId: $workOrderId) {
      quote {
        id
        billingStatusId
        billingStatus
        version
        viewerCan {
          answer
          edit
          send
          delete
        }
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const ContractorQuote_Delete = graphql(`
  mutation ContractorQuote_Delete($id: Int!) {
    deleteQuote(id: $id) {
      deletedId
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const ContractorQuote_DeleteItem = graphql(`
  mutation ContractorQuote_DeleteItem($id: Int!) {
    deleteBillingItem(id: $id) {
      deletedId
      quote {
        ...ContractorQuoteState_Quote
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** The spec's texts (portals §4, §8) */
export const QUOTE_SENT = "Quote sent for approval";
export const QUOTE_ALREADY_ACCEPTED = "Quote already accepted!";
export const SEND_FOR_APPROVAL = "Send for approval";
export const RESUBMIT_QUOTE = "Re-Submit Quote";
export const QUOTE_ACCEPTED = "Quote accepted";
/** A send that failed (portals §8: 'Something wrong!' for quote send failures) */
export const SOMETHING_WRONG: Notice = { message: "Something wrong!", kind: "error" };

/** A quote as the popup reads it: its own fields and its state's */
function quoteOf(ref: FragmentType<typeof ContractorQuotePopup_Quote>) {
  const quote = getFragmentData(ContractorQuotePopup_Quote, ref);
  return { ...quote, ...getFragmentData(ContractorQuoteState_Quote, quote) };
}

/** Quote statuses (portals §4): 3 rejected ('Re-Submit Quote'), 4 accepted ('Quote accepted', disabled) */
const REJECTED = 3;
const ACCEPTED = 4;

/** The most items a quote's grid asks for: all of them (portals §9: a quote's items are fetched whole) */
const ALL_ITEMS = 1000;

type ItemRow = ContractorQuote_ItemsQuery["billingItems"]["nodes"][number];

/** A failed deletion: the server's text, as it is, in an alert (portals §8); a notice as well */
function alerted(message: string): Notice {
  window.alert(message);
  return { message, kind: "error" };
}

type ItemsProps = {
  quoteId: number;
  editable: boolean;
  /** Reads the quote again (its totals changed) */
  onChanged: () => void;
  /** How many items the quote has, once read */
  onCount: (count: number) => void;
  /** Opens an item's popup */
  onEdit: (item: QuoteItemEntry) => void;
  /** The grid's reload, for the popup that adds an item */
  reloadRef: MutableRefObject<() => void>;
};

/** A quote's items (all of them), each with edit and delete while the quote may be changed */
function QuoteItemsGrid({ quoteId, editable, onChanged, onCount, onEdit, reloadRef }: ItemsProps) {
  const { confirm, dialog } = useConfirm();
  const remove = useRef<(row: ItemRow) => void>(() => undefined);
  const columns = useMemo<GridColumn<ItemRow, never>[]>(
    () => [
      ...(QUOTE_ITEM_COLUMNS as GridColumn<ItemRow, never>[]),
      ...(editable
        ? [
            {
              field: "Actions",
              title: " ",
              width: 100,
              template: "actions",
              render: (r: ItemRow) => (
                <span className="wo-contractor-quote__row-actions">
                  <Button variant="minimal" icon="edit" aria-label={`Edit item ${r.description}`} onClick={() => onEdit(r)} />
                  <Button
                    variant="minimal"
                    icon="trash"
                    intent={Intent.DANGER}
                    aria-label={`Delete item ${r.description}`}
                    onClick={() => remove.current(r)}
                  />
                </span>
              ),
            } satisfies GridColumn<ItemRow, never>,
          ]
        : []),
    ],
    // onEdit opens the parent's popup: its identity does not matter
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [editable],
  );
  const grid = useServerGrid(ContractorQuote_Items, {
    stateKey: "contractor-quote-items",
    columns,
    pageSize: ALL_ITEMS,
    page: (data) => data.billingItems,
    variables: { billingId: quoteId },
    fetchPolicy: "network-only",
  });
  reloadRef.current = grid.onReload;
  const { loaded, totalCount } = grid;
  useEffect(() => {
    if (loaded) onCount(totalCount);
  }, [loaded, totalCount, onCount]);
  const { save: deleteItem } = useSaveForm(ContractorQuote_DeleteItem, {
    payload: (d) => d.deleteBillingItem,
    saved: (p) => p.deletedId != null,
    success: "Item Deleted",
    onSaved: () => {
      grid.onReload();
      onChanged();
    },
  });
  remove.current = (row) =>
    void confirm(CONFIRM_PROCEED).then((yes) => {
      if (yes) void deleteItem({ id: row.id });
    });
  return (
    <>
      <DataGrid {...grid} label="Quote items" searchable={false} columnChooser={false} emptyText="No items on this quote yet" />
      {dialog}
    </>
  );
}

export type ContractorQuotePopupProps = {
  workOrderId: number;
  /** The quote opened; null: a new one for the work order */
  quoteId: number | null;
  onClose: () => void;
  /** The quote was saved, sent or deleted: the list (and the order, whose status a send changes) read again */
  onChanged: () => void;
};

type Form = { summary: string };

/**
 * The contractor's quote popup (portals §2.2, §3, §4, §5; named 'Quote'): the summary (required),
 * the read-only quote reference, the items (description, type, units, amount ex tax, tax rate; add,
 * change, delete) and the totals ex tax, tax and inc tax to the penny from the server. Its buttons
 * follow what the server says the viewer may do (Quote.viewerCan): Save while it may be changed;
 * 'Send for approval' once it has an item ('Quote sent for approval'), 'Re-Submit Quote' after a
 * rejection; an accepted quote's button reads 'Quote accepted', is disabled and, clicked, says
 * 'Quote already accepted!'; 'Delete quote' after 'Are you sure you wish to delete this quote?' (a
 * refusal alerts the server's text). A failed save keeps what was typed.
 */
export function ContractorQuotePopup({ workOrderId, quoteId, onClose, onChanged }: ContractorQuotePopupProps) {
  const [id, setId] = useState<number | null>(quoteId);
  const { data, error } = useQuery(ContractorQuote_Quote, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: "network-only" });
  /** The quote as a save answered it: shown until the quote is read, without a spinner in between */
  const [created, setCreated] = useState<FragmentType<typeof ContractorQuotePopup_Quote> | null>(null);
  const read = data?.quote ?? created;
  const quote = id === null || !read ? null : quoteOf(read);
  const form = useFormState<Form>({ summary: "" });
  const { reset } = form;
  const loadedSummary = quote?.summary ?? null;
  useEffect(() => {
    if (loadedSummary !== null) reset({ summary: loadedSummary });
  }, [loadedSummary, reset]);
  const [itemCount, setItemCount] = useState(0);
  const [itemPopup, setItemPopup] = useState<{ item: QuoteItemEntry | null } | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const reloadItems = useRef<() => void>(() => undefined);
  const { confirm, dialog } = useConfirm();

  // a new quote may be written; a saved one as the server says
  const can = quote?.viewerCan ?? { edit: id === null, send: false, delete: false, answer: false };
  const accepted = quote?.billingStatusId === ACCEPTED;
  const dirty = quote ? form.values.summary !== (quote.summary ?? "") : form.values.summary.trim() !== "";

  const saveQuote = useSaveForm(ContractorQuote_Save, {
    form,
    payload: (d) => d.saveQuote,
    saved: (p) => Boolean(p.quote),
    success: id === null ? "Quote Created" : "Quote Updated",
    onSaved: (p) => {
      if (p.quote) {
        setCreated(p.quote);
        setId(quoteOf(p.quote).id);
      }
      onChanged();
    },
  });
  const send = useSaveForm(ContractorQuote_Send, {
    payload: (d) => d.sendQuoteForApproval,
    saved: (p) => Boolean(p.quote),
    success: QUOTE_SENT,
    refusal: (r) => {
      setReason(r.message);
      return SOMETHING_WRONG;
    },
    failure: SOMETHING_WRONG,
    onSaved: () => {
      onChanged();
      onClose();
    },
  });
  const remove = useSaveForm(ContractorQuote_Delete, {
    payload: (d) => d.deleteQuote,
    saved: (p) => p.deletedId != null,
    success: "Quote Deleted",
    refusal: (r) => alerted(r.message),
    failure: (e) => alerted(e instanceof Error ? e.message : String(e)),
    onSaved: () => {
      onChanged();
      onClose();
    },
  });
  const busy = saveQuote.saving || send.saving || remove.saving;

  /** Saves the summary ('Required fields' when empty); the quote saved (created), or null */
  const saveSummary = async (): Promise<{ id: number; version: number } | null> => {
    if (missingFields(form.values, ["summary"]).length) {
      form.flag({ summary: true });
      notify(REQUIRED_FIELDS, "required");
      return null;
    }
    const payload = await saveQuote.save({
      input:
        id === null
          ? { workOrderId, summary: form.values.summary.trim() }
          : { id, summary: form.values.summary.trim(), version: quote?.version ?? null },
    });
    return payload?.quote ? quoteOf(payload.quote) : null;
  };

  const addItem = async () => {
    // a new quote is saved first: its items need it
    if (id === null && !(await saveSummary())) return;
    setItemPopup({ item: null });
  };

  const sendForApproval = async () => {
    if (accepted) {
      window.alert(QUOTE_ALREADY_ACCEPTED);
      return;
    }
    if (!quote) return;
    setReason(null);
    let version = quote.version;
    if (dirty) {
      const saved = await saveSummary();
      if (!saved) return;
      version = saved.version;
    }
    await send.save({ quoteId: quote.id, version, workOrderId });
  };

  const deleteQuote = async () => {
    if (!quote || !(await confirm(CONFIRM_DELETE_QUOTE))) return;
    await remove.save({ id: quote.id });
  };

  const sendLabel = accepted ? QUOTE_ACCEPTED : quote?.billingStatusId === REJECTED ? RESUBMIT_QUOTE : SEND_FOR_APPROVAL;
  // the send button: the server's flag (it needs an item), and an accepted quote's, disabled
  const showSend = accepted || (can.send && itemCount > 0);
  const footer = (
    <>
      {quote && can.delete ? (
        <Button icon="trash" intent={Intent.DANGER} variant="outlined" text="Delete quote" onClick={() => void deleteQuote()} disabled={busy} />
      ) : null}
      <span className="wo-contractor-quote__spacer" />
      {can.edit ? (
        <Button type="submit" form="contractor-quote-form" icon="floppy-disk" text="Save" loading={saveQuote.saving} disabled={busy} />
      ) : null}
      {quote && showSend ? (
        <Button
          intent={accepted ? Intent.SUCCESS : Intent.PRIMARY}
          icon={accepted ? "tick" : "send-message"}
          text={sendLabel}
          // a disabled button hears no click: this one is shown disabled and says why when clicked (§8)
          aria-disabled={accepted || undefined}
          className={accepted ? "bp6-disabled wo-contractor-quote__accepted" : undefined}
          loading={send.saving}
          disabled={!accepted && busy}
          onClick={() => void sendForApproval()}
        />
      ) : null}
    </>
  );

  return (
    <Popup title="Quote" isOpen onClose={onClose} width="80%" height={720} footer={footer}>
      {error ? (
        <Callout intent={Intent.DANGER}>{error.message || "No data found!"}</Callout>
      ) : id !== null && !quote ? (
        <Spinner aria-label="Loading" />
      ) : (
        <div className="wo-contractor-quote">
          <form
            id="contractor-quote-form"
            aria-label="Quote details"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!busy) void saveSummary();
            }}
            className="wo-contractor-quote__fields"
          >
            <TextField
              id="contractor-quote-ref"
              label="Quote Ref"
              value={quote?.quoteRef ?? "Given when saved"}
              onChange={() => undefined}
              readOnly
            />
            <dl className="wo-contractor-quote__facts">
              <div>
                <dt>Dated</dt>
                <dd>{quote ? formatDate(quote.billingDate) : "—"}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>{quote?.billingStatus ?? "New"}</dd>
              </div>
            </dl>
            <TextField
              id="contractor-quote-summary"
              label="Summary"
              required
              rows={3}
              disabled={!can.edit}
              value={form.values.summary}
              onChange={(v) => form.set("summary", v)}
              invalid={form.invalid("summary")}
              message={form.message("summary")}
            />
          </form>
          {quote?.decisionNote ? <Callout title="The client's note">{quote.decisionNote}</Callout> : null}
          {reason ? (
            <Callout intent={Intent.DANGER} compact role="alert">
              {reason}
            </Callout>
          ) : null}
          <div className="wo-contractor-quote__items-head">
            <H4>Items</H4>
            {can.edit ? <Button icon="add" text="Add item" onClick={() => void addItem()} disabled={busy} /> : null}
          </div>
          {quote ? (
            <QuoteItemsGrid
              quoteId={quote.id}
              editable={can.edit}
              onChanged={() => onChanged()}
              onCount={setItemCount}
              onEdit={(item) => setItemPopup({ item })}
              reloadRef={reloadItems}
            />
          ) : (
            <p className="wo-contractor-quote__hint">Write what the quote is for, then add its items.</p>
          )}
          {quote ? <QuoteTotals quote={quote} /> : null}
        </div>
      )}
      {itemPopup && id !== null ? (
        <ContractorQuoteItemPopup
          quoteId={id}
          item={itemPopup.item}
          onClose={() => setItemPopup(null)}
          onSaved={() => {
            reloadItems.current();
            onChanged();
          }}
        />
      ) : null}
      {dialog}
    </Popup>
  );
}
