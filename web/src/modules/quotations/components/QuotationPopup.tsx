import { useEffect, useMemo } from "react";
import { Link } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { QuotationPopup_ItemsQuery } from "../../../gql/graphql";
import { useViewer } from "../../../app/access/ViewerContext";
import { paths } from "../../../app/paths";
import { Button, Callout, H4, Intent, Popup, Spinner, TextField, useFormState, useSaveForm } from "../../../ui";
import { formatDate, formatMoney } from "../../../ui/format";
import { DataGrid, moneyColumn, textColumn, unitPriceColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import { mayWriteQuotes } from "../quote-access";
import "./quotations.css";

export const QuotationPopup_Quote = graphql(`
  query QuotationPopup_Quote($id: Int!) {
    quote(id: $id) {
      id
      quoteRef
      ampmQuoteRef
      billingDate
      billingStatusId
      billingStatus
      summary
      workOrderId
      workOrderRef
      contractorName
      clientName
      siteName
      sentAt
      decidedAt
      decisionNote
      totalAmountExTax
      totalTax
      totalAmountIncTax
      version
    }
  }
`);

export const QuotationPopup_Items = graphql(`
  query QuotationPopup_Items($billingId: Int!, $page: Int!, $pageSize: Int!) {
    billingItems(billingId: $billingId, page: $page, pageSize: $pageSize) {
      totalCount
      totalCountExact
      nodes {
        id
        description
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

export const QuotationPopup_Save = graphql(`
  mutation QuotationPopup_Save($input: SaveQuoteInput!) {
    saveQuote(input: $input) {
      quote {
        id
        ampmQuoteRef
        billingStatusId
        billingStatus
        summary
        version
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

type Item = QuotationPopup_ItemsQuery["billingItems"]["nodes"][number];

/** The most items a quote's grid asks for: all of them (portals §9: a quote's items are fetched whole) */
const ALL_ITEMS = 1000;

/** A quantity as typed, without trailing zeros: "3.000" → "3" */
export const quantity = (v: string) => (v.includes(".") ? v.replace(/0+$/, "").replace(/\.$/, "") : v);
/** A tax rate as a percentage: "0.2000" → "20%" */
export const percent = (v: string) => `${quantity((Number(v) * 100).toFixed(2))}%`;

/** A quote's item columns (the staff popup's, the client portal's and the contractor's grids) */
export const QUOTE_ITEM_COLUMNS: GridColumn<Item, never>[] = [
  textColumn("Description", "Description", (r) => r.description, { width: 260 }),
  textColumn("BillingItemType", "Type", (r) => r.billingItemType, { width: 110 }),
  textColumn("Units", "Units", (r) => quantity(r.units), { width: 70 }),
  unitPriceColumn("ItemAmountExTax", "Price ex tax", (r) => r.itemAmountExTax, { width: 110 }),
  textColumn("TaxRate", "Tax rate", (r) => percent(r.taxRate), { width: 80 }),
  moneyColumn("LineAmountExTax", "Net", (r) => r.lineAmountExTax, { width: 100 }),
  moneyColumn("TaxAmount", "Tax", (r) => r.taxAmount, { width: 90 }),
  moneyColumn("LineAmountIncTax", "Gross", (r) => r.lineAmountIncTax, { width: 100 }),
];

/** A quote's items, all of them, in their order (the staff popup's and the client portal's) */
export function QuoteItems({ quoteId }: { quoteId: number }) {
  const grid = useServerGrid(QuotationPopup_Items, {
    stateKey: "quote-items",
    columns: QUOTE_ITEM_COLUMNS,
    pageSize: ALL_ITEMS,
    page: (data) => data.billingItems,
    variables: { billingId: quoteId },
    fetchPolicy: "network-only",
  });
  return <DataGrid {...grid} label="Quote items" searchable={false} columnChooser={false} emptyText="No items on this quote" />;
}

export type QuoteTotalsProps = { quote: { totalAmountExTax: string; totalTax: string; totalAmountIncTax: string } };

/** A quote's totals ex tax, tax and inc tax, to the penny */
export function QuoteTotals({ quote }: QuoteTotalsProps) {
  return (
    <dl className="wo-quotation__totals" aria-label="Quote totals">
      <dt>Total ex tax</dt>
      <dd>{formatMoney(quote.totalAmountExTax)}</dd>
      <dt>Tax</dt>
      <dd>{formatMoney(quote.totalTax)}</dd>
      <dt>Total inc tax</dt>
      <dd>{formatMoney(quote.totalAmountIncTax)}</dd>
    </dl>
  );
}

export type QuotationPopupProps = {
  quoteId: number;
  onClose: () => void;
  /** The AMPM Quote Ref was saved: the grid behind reloads */
  onSaved?: () => void;
};

type AmpmForm = { ampmQuoteRef: string };

/**
 * The quotation details popup (portals §2.10): the quote's references, dates, status, parties and
 * summary, its items (all of them) and its totals ex tax, tax and inc tax. Staff who may change
 * quotes set the AMPM Quote Ref, the back office's own reference, in any status.
 */
export function QuotationPopup({ quoteId, onClose, onSaved }: QuotationPopupProps) {
  const viewer = useViewer();
  const editable = mayWriteQuotes(viewer);
  const { data, error, loading } = useQuery(QuotationPopup_Quote, { variables: { id: quoteId }, fetchPolicy: "network-only" });
  const quote = data?.quote;
  const form = useFormState<AmpmForm>({ ampmQuoteRef: "" });
  const { reset } = form;
  useEffect(() => {
    if (quote) reset({ ampmQuoteRef: quote.ampmQuoteRef ?? "" });
  }, [quote, reset]);

  const { submit, saving } = useSaveForm(QuotationPopup_Save, {
    form,
    variables: (values) => ({
      input: { id: quoteId, summary: quote?.summary ?? "", ampmQuoteRef: values.ampmQuoteRef.trim() || null, version: quote?.version ?? null },
    }),
    payload: (d) => d.saveQuote,
    saved: (result) => Boolean(result.quote),
    success: "Quote Updated",
    onSaved: () => onSaved?.(),
  });

  const fields = useMemo(
    () =>
      quote
        ? ([
            ["Quote Ref", quote.quoteRef],
            ["Dated", formatDate(quote.billingDate)],
            ["Status", quote.billingStatus ?? ""],
            [
              "Work Order",
              <Link key="wo" to={paths.workOrder(quote.workOrderId)}>
                {quote.workOrderRef}
              </Link>,
            ],
            ["Client", quote.clientName ?? ""],
            ["Site", quote.siteName ?? ""],
            ["Contractor", quote.contractorName ?? ""],
            ["Sent for approval", formatDate(quote.sentAt)],
            ["Decided", formatDate(quote.decidedAt)],
          ] as const)
        : [],
    [quote],
  );

  return (
    <Popup title={quote ? `Quote ${quote.quoteRef}` : "Quote"} isOpen onClose={onClose} width="80%">
      {error ? (
        <Callout intent={Intent.DANGER}>{error.message}</Callout>
      ) : loading || !quote ? (
        <Spinner aria-label="Loading" />
      ) : (
        <div className="wo-quotation">
          <dl className="wo-quotation__fields">
            {fields.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value || "—"}</dd>
              </div>
            ))}
          </dl>
          <p className="wo-quotation__summary">{quote.summary}</p>
          {quote.decisionNote ? <Callout title="The client's note">{quote.decisionNote}</Callout> : null}
          {editable ? (
            <form className="wo-quotation__ampm" onSubmit={submit}>
              <TextField
                id="quote-ampmQuoteRef"
                label="AMPM Quote Ref"
                value={form.values.ampmQuoteRef}
                onChange={(value) => form.set("ampmQuoteRef", value)}
                invalid={form.invalid("ampmQuoteRef")}
                message={form.message("ampmQuoteRef")}
              />
              <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text="Save" loading={saving} />
            </form>
          ) : (
            <dl className="wo-quotation__fields">
              <div>
                <dt>AMPM Quote Ref</dt>
                <dd>{quote.ampmQuoteRef ?? "Not set"}</dd>
              </div>
            </dl>
          )}
          <H4>Items</H4>
          <QuoteItems quoteId={quote.id} />
          <QuoteTotals quote={quote} />
        </div>
      )}
    </Popup>
  );
}
