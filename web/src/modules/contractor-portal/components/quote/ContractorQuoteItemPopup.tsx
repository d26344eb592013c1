import type { FormEvent } from "react";
import Decimal from "decimal.js";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { Button, Intent, notify, Popup, SelectField, TextField, useFormState, useSaveForm, type FieldProblems } from "../../../../ui";
import { formatMoney } from "../../../../ui/format";
import { lineTotal } from "../../../work-orders/costs/cost-math";
import { quantity } from "../../../quotations/components/QuotationPopup";

export const ContractorQuote_ItemTypes = graphql(`
  query ContractorQuote_ItemTypes {
    billingItemTypes {
      id
      name
    }
  }
`);

export const ContractorQuote_SaveItem = graphql(`
  mutation ContractorQuote_SaveItem($input: SaveBillingItemInput!) {
    saveBillingItem(input: $input) {
      item {
        id
      }
      quote {
        ...ContractorQuoteState_Quote
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** An item being changed, as the quote's items grid holds it */
export type QuoteItemEntry = {
  id: number;
  description: string;
  billingItemTypeId?: number | null;
  units: string;
  itemAmountExTax: string;
  taxRate: string;
};

type Values = { description: string; billingItemTypeId: string; units: string; itemAmountExTax: string; taxPercent: string };

/** The UK's standard VAT rate, an item's tax unless changed (docs/billing.md: 0.2 when left out) */
export const DEFAULT_TAX_PERCENT = "20";

/** Typed amounts take at most 3 decimals (§5, §9) */
const THREE_DECIMALS = /^\d{1,11}(\.\d{1,3})?$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

export const UNITS_RULE = "Units must be 1 or more, with up to 3 decimals";
export const AMOUNT_RULE = "Amount must be 0 or more, with up to 3 decimals";
export const TAX_RULE = "Tax rate must be a percentage from 0 to 100, with up to 2 decimals";

/** A rate as the API keeps it (a fraction, "0.2000") as the percentage typed ("20") */
const toPercent = (rate: string) => quantity(new Decimal(rate).times(100).toFixed(2));

/** The line as typed: net, tax and gross, each to the penny as the server works them out */
function line(v: Values): { net: string; tax: string; gross: string } | null {
  const net = lineTotal(v.units, v.itemAmountExTax);
  if (!net || !PERCENT.test(v.taxPercent.trim())) return null;
  const tax = new Decimal(net).times(v.taxPercent.trim()).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return { net, tax: tax.toFixed(2), gross: tax.plus(net).toFixed(2) };
}

export type ContractorQuoteItemPopupProps = {
  quoteId: number;
  /** The item changed; null: a new one */
  item: QuoteItemEntry | null;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * A quote's item (portals §3 Billing item, §5): description, type, units (1 or more, up to 3
 * decimals), amount ex tax per unit (up to 3 decimals) and the tax rate (20% unless changed); the
 * line's net, tax and gross shown to the penny as typed. Description, units and amount are required
 * ('Required fields', flagged). The server works the quote's totals out again with it.
 */
export function ContractorQuoteItemPopup({ quoteId, item, onClose, onSaved }: ContractorQuoteItemPopupProps) {
  const form = useFormState<Values>(() => ({
    description: item?.description ?? "",
    billingItemTypeId: item?.billingItemTypeId ? String(item.billingItemTypeId) : "",
    units: item ? quantity(item.units) : "1",
    itemAmountExTax: item ? quantity(item.itemAmountExTax) : "",
    taxPercent: item ? toPercent(item.taxRate) : DEFAULT_TAX_PERCENT,
  }));
  const { values, set } = form;
  const { data: types } = useQuery(ContractorQuote_ItemTypes);
  const { submit, saving } = useSaveForm(ContractorQuote_SaveItem, {
    form,
    required: ["description", "units", "itemAmountExTax"],
    rename: { taxRate: "taxPercent" },
    variables: (v) => ({
      input: {
        ...(item ? { id: item.id } : { billingId: quoteId }),
        description: v.description.trim(),
        units: v.units.trim(),
        itemAmountExTax: v.itemAmountExTax.trim(),
        taxRate: new Decimal(v.taxPercent.trim() || "0").div(100).toString(),
        billingItemTypeId: v.billingItemTypeId ? Number(v.billingItemTypeId) : null,
      },
    }),
    payload: (d) => d.saveBillingItem,
    saved: (p) => Boolean(p.item),
    success: item ? "Item Updated" : "Item Created",
    onSaved: () => {
      onSaved();
      onClose();
    },
  });

  /** The numbers' own rules, after the required fields */
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldProblems<Values> = {};
    const units = values.units.trim();
    const amount = values.itemAmountExTax.trim();
    if (units && (!THREE_DECIMALS.test(units) || new Decimal(units).lessThan(1))) problems.units = UNITS_RULE;
    if (amount && !THREE_DECIMALS.test(amount)) problems.itemAmountExTax = AMOUNT_RULE;
    if (!PERCENT.test(values.taxPercent.trim()) || Number(values.taxPercent) > 100) problems.taxPercent = TAX_RULE;
    if (Object.keys(problems).length) {
      form.flag(problems);
      notify(Object.values(problems)[0] as string, "warning");
      return;
    }
    void submit();
  };

  const preview = line(values);
  return (
    <Popup
      isOpen
      width="50%"
      title="Quote item"
      onClose={onClose}
      footer={
        <>
          <Button text="Cancel" onClick={onClose} />
          <Button type="submit" form="contractor-quote-item-form" intent={Intent.PRIMARY} icon="floppy-disk" text="Save" loading={saving} />
        </>
      }
    >
      <form id="contractor-quote-item-form" aria-label="Quote item" onSubmit={onSubmit} noValidate className="wo-contractor-quote__item-form">
        <TextField
          id="quote-item-description"
          label="Description"
          required
          rows={2}
          value={values.description}
          onChange={(v) => set("description", v)}
          invalid={form.invalid("description")}
          message={form.message("description")}
        />
        <SelectField
          id="quote-item-type"
          label="Type"
          value={values.billingItemTypeId}
          onChange={(v) => set("billingItemTypeId", v)}
          options={(types?.billingItemTypes ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          invalid={form.invalid("billingItemTypeId")}
          message={form.message("billingItemTypeId")}
        />
        <TextField
          id="quote-item-units"
          label="Units"
          inputMode="decimal"
          required
          value={values.units}
          onChange={(v) => set("units", v)}
          invalid={form.invalid("units")}
          message={form.message("units")}
        />
        <TextField
          id="quote-item-amount"
          label="Amount ex tax"
          inputMode="decimal"
          placeholder="£ per unit"
          required
          value={values.itemAmountExTax}
          onChange={(v) => set("itemAmountExTax", v)}
          invalid={form.invalid("itemAmountExTax")}
          message={form.message("itemAmountExTax")}
        />
        <TextField
          id="quote-item-tax"
          label="Tax rate (%)"
          inputMode="decimal"
          value={values.taxPercent}
          onChange={(v) => set("taxPercent", v)}
          invalid={form.invalid("taxPercent")}
          message={form.message("taxPercent")}
        />
        <p className="wo-contractor-quote__line" aria-label="Line">
          Net <strong>{preview ? formatMoney(preview.net) : "–"}</strong> · Tax <strong>{preview ? formatMoney(preview.tax) : "–"}</strong> · Gross{" "}
          <strong>{preview ? formatMoney(preview.gross) : "–"}</strong>
        </p>
      </form>
    </Popup>
  );
}
