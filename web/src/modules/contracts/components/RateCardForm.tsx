import { useEffect } from "react";
import { graphql } from "../../../gql";
import type { ContractRatesPage_RatesQuery } from "../../../gql/graphql";
import { Button, Intent, SwitchField, TextField, useFormState, useSaveForm } from "../../../ui";

export const RateCardForm_Save = graphql(`
  mutation RateCardForm_Save($input: SaveContractorRatesInput!) {
    saveContractorRates(input: $input) {
      contractorInContract {
        id
        postcodePrefix
        preferred
        active
        hourlyRate
        oohUplift
        bankHolidayUplift
        callOutCharge
        oohCallOutCharge
        travelCharge
        minimumChargeHours
        materialsMarkup
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

type Rates =
  "hourlyRate" | "oohUplift" | "bankHolidayUplift" | "callOutCharge" | "oohCallOutCharge" | "travelCharge" | "minimumChargeHours" | "materialsMarkup";
type Values = Record<Rates | "postcodePrefix", string> & { preferred: boolean; active: boolean };

/** The rate card (§2.5, §5): currency inputs take 3 decimals, percentages 0 to 1 in steps of 0.01 */
const FIELDS: { name: Rates; label: string; kind: "money" | "percent" | "hours" }[] = [
  { name: "hourlyRate", label: "Hourly rate (£)", kind: "money" },
  { name: "oohUplift", label: "Out-of-hours uplift (0-1)", kind: "percent" },
  { name: "bankHolidayUplift", label: "Bank holiday uplift (0-1)", kind: "percent" },
  { name: "callOutCharge", label: "Call-out charge (£)", kind: "money" },
  { name: "oohCallOutCharge", label: "Out-of-hours call-out (£)", kind: "money" },
  { name: "travelCharge", label: "Travel charge (£)", kind: "money" },
  { name: "minimumChargeHours", label: "Minimum charge (hours)", kind: "hours" },
  { name: "materialsMarkup", label: "Materials mark-up (0-1)", kind: "percent" },
];

const STEP = { money: "0.001", percent: "0.01", hours: "0.25" };

type Row = ContractRatesPage_RatesQuery["contractorInContract"];

export function RateCardForm({ row, readOnly }: { row: Row; readOnly: boolean }) {
  const form = useFormState<Values>(
    () =>
      ({
        postcodePrefix: "",
        preferred: false,
        active: true,
        ...Object.fromEntries(FIELDS.map((f) => [f.name, ""])),
      }) as Values,
  );
  const { reset } = form;
  useEffect(() => {
    reset({
      postcodePrefix: row.postcodePrefix ?? "",
      preferred: row.preferred,
      active: row.active,
      ...(Object.fromEntries(FIELDS.map((f) => [f.name, row[f.name] ?? ""])) as Record<Rates, string>),
    });
  }, [row, reset]);
  const { submit, saving } = useSaveForm(RateCardForm_Save, {
    form,
    variables: (v) => ({
      input: {
        id: row.id,
        postcodePrefix: v.postcodePrefix.trim() || null,
        preferred: v.preferred,
        active: v.active,
        ...(Object.fromEntries(FIELDS.map((f) => [f.name, v[f.name].trim() || null])) as Record<Rates, string | null>),
      },
    }),
    payload: (d) => d.saveContractorRates,
    saved: (p) => Boolean(p.contractorInContract),
    success: "Rates Updated",
  });
  return (
    <form onSubmit={submit} aria-label="Rates" noValidate>
      <div className="wo-form-grid">
        <TextField
          id="rates-postcodePrefix"
          label="Postcode prefix"
          placeholder="M, SK1, WA14"
          value={form.values.postcodePrefix}
          onChange={(v) => form.set("postcodePrefix", v)}
          disabled={readOnly}
          invalid={form.invalid("postcodePrefix")}
          message={form.message("postcodePrefix")}
        />
        {FIELDS.map((f) => (
          <div key={f.name} className="wo-field">
            <label htmlFor={`rates-${f.name}`}>{f.label}</label>
            <input
              id={`rates-${f.name}`}
              className="bp6-input"
              type="number"
              min={0}
              max={f.kind === "percent" ? 1 : undefined}
              step={STEP[f.kind]}
              value={form.values[f.name]}
              disabled={readOnly}
              aria-invalid={form.invalid(f.name) || undefined}
              onChange={(e) => form.set(f.name, e.currentTarget.value)}
            />
            {form.message(f.name) ? <div className="wo-field__message">{form.message(f.name)}</div> : null}
          </div>
        ))}
        <SwitchField label="Preferred" checked={form.values.preferred} disabled={readOnly} onChange={(c) => form.set("preferred", c)} />
        <SwitchField label="Active" checked={form.values.active} disabled={readOnly} onChange={(c) => form.set("active", c)} />
      </div>
      {readOnly ? null : <Button type="submit" intent={Intent.PRIMARY} text="Save" loading={saving} />}
    </form>
  );
}
