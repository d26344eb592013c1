import { useEffect, type FormEvent } from "react";
import { graphql } from "../../../gql";
import type { ContractRatesPage_RatesQuery } from "../../../gql/graphql";
import { Button, Intent, notify, SwitchField, TextField, useFormState, useSaveForm } from "../../../ui";

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

type Kind = "money" | "percent" | "hours";

/** The rate card (§2.5, §5): currency inputs take 3 decimals, percentages 0 to 1 in steps of 0.01 (`name` as the server's messages say it) */
const FIELDS: { name: Rates; label: string; kind: Kind; named: string }[] = [
  { name: "hourlyRate", label: "Hourly rate (£)", kind: "money", named: "Hourly rate" },
  { name: "oohUplift", label: "Out-of-hours uplift (0-1)", kind: "percent", named: "Out-of-hours uplift" },
  { name: "bankHolidayUplift", label: "Bank holiday uplift (0-1)", kind: "percent", named: "Bank holiday uplift" },
  { name: "callOutCharge", label: "Call-out charge (£)", kind: "money", named: "Call-out charge" },
  { name: "oohCallOutCharge", label: "Out-of-hours call-out (£)", kind: "money", named: "Out-of-hours call-out charge" },
  { name: "travelCharge", label: "Travel charge (£)", kind: "money", named: "Travel charge" },
  { name: "minimumChargeHours", label: "Minimum charge (hours)", kind: "hours", named: "Minimum charge hours" },
  { name: "materialsMarkup", label: "Materials mark-up (0-1)", kind: "percent", named: "Materials mark-up" },
];

const STEP = { money: "0.001", percent: "0.01", hours: "0.25" };

// the server's rules (contractor-in-contract.service.ts), checked before sending
const MONEY = /^\d{1,11}(\.\d{0,3})?$/;
const PERCENT = /^(0(\.\d{0,2})?|1(\.0{0,2})?|\.\d{1,2})$/;
const HOURS = /^\d{1,2}(\.\d{0,2})?$/;

/** A rate's problem in the server's words, or null */
function rateProblem(named: string, kind: Kind, value: string): string | null {
  if (kind === "money") return MONEY.test(value) ? null : `${named} must be an amount of 0 or more with at most 3 decimals`;
  if (kind === "percent") return PERCENT.test(value) ? null : `${named} must be between 0 and 1 in steps of 0.01`;
  return HOURS.test(value) && Number(value) <= 24 ? null : `${named} must be between 0 and 24 hours with at most 2 decimals`;
}

/** A currency value as sent: 3 decimals ('45.5' is '45.500'); other rates as typed (without a trailing point) */
function sent(kind: Kind, value: string): string {
  if (kind !== "money") return value.replace(/\.$/, "");
  const [whole, decimals = ""] = value.split(".");
  return `${whole || "0"}.${decimals.padEnd(3, "0")}`;
}

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
        ...(Object.fromEntries(FIELDS.map((f) => [f.name, v[f.name].trim() ? sent(f.kind, v[f.name].trim()) : null])) as Record<
          Rates,
          string | null
        >),
      },
    }),
    payload: (d) => d.saveContractorRates,
    saved: (p) => Boolean(p.contractorInContract),
    success: "Rates Updated",
  });
  // §5 in the browser: a percentage over 1 or an amount of 4 decimals is flagged and not sent
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = FIELDS.flatMap((f) => {
      const value = form.values[f.name].trim();
      const problem = value ? rateProblem(f.named, f.kind, value) : null;
      return problem ? [[f.name, problem] as const] : [];
    });
    if (problems.length === 0) return void submit();
    form.flag(Object.fromEntries(problems));
    notify(problems.map(([, message]) => message).join("\n"), "warning");
  };
  return (
    <form onSubmit={onSubmit} aria-label="Rates" noValidate>
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
          <TextField
            key={f.name}
            id={`rates-${f.name}`}
            label={f.label}
            type="number"
            min={0}
            max={f.kind === "percent" ? 1 : undefined}
            step={STEP[f.kind]}
            value={form.values[f.name]}
            disabled={readOnly}
            onChange={(value) => form.set(f.name, value)}
            invalid={form.invalid(f.name)}
            message={form.message(f.name)}
          />
        ))}
        <SwitchField label="Preferred" checked={form.values.preferred} disabled={readOnly} onChange={(c) => form.set("preferred", c)} />
        <SwitchField label="Active" checked={form.values.active} disabled={readOnly} onChange={(c) => form.set("active", c)} />
      </div>
      {readOnly ? null : <Button type="submit" intent={Intent.PRIMARY} text="Save" loading={saving} />}
    </form>
  );
}
