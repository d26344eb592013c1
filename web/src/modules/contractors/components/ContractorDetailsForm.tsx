import { useEffect } from "react";
import { graphql } from "../../../gql";
import type { ContractorPage_ContractorQuery } from "../../../gql/graphql";
import { Button, H4, Intent, SwitchField, TextField, useFormState, useSaveForm } from "../../../ui";

export const ContractorDetailsForm_Save = graphql(`
  mutation ContractorDetailsForm_Save($input: SaveContractorInput!) {
    saveContractor(input: $input) {
      contractor {
        id
        name
        shortName
        contact
        telephone
        oohTelephone
        email
        active
        normalStart
        normalFinish
        oohOneStart
        oohOneFinish
        oohTwoStart
        oohTwoFinish
        oohThreeStart
        oohThreeFinish
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** The time windows (§2.6): normal hours and three out-of-hours bands, each a start and a finish */
export const TIME_BANDS = [
  { label: "Normal hours", start: "normalStart", finish: "normalFinish" },
  { label: "Out of hours 1", start: "oohOneStart", finish: "oohOneFinish" },
  { label: "Out of hours 2", start: "oohTwoStart", finish: "oohTwoFinish" },
  { label: "Out of hours 3", start: "oohThreeStart", finish: "oohThreeFinish" },
] as const;

type TimeKey = (typeof TIME_BANDS)[number]["start"] | (typeof TIME_BANDS)[number]["finish"];
type TextKey = "name" | "shortName" | "contact" | "telephone" | "oohTelephone" | "email" | TimeKey;
type Values = Record<TextKey, string> & { active: boolean };

const TEXT_KEYS: TextKey[] = ["name", "shortName", "contact", "telephone", "oohTelephone", "email"];
const TIME_KEYS: TimeKey[] = TIME_BANDS.flatMap((b) => [b.start, b.finish]);
const EMPTY = Object.fromEntries([...TEXT_KEYS, ...TIME_KEYS].map((k) => [k, ""])) as Record<TextKey, string>;

type Contractor = NonNullable<ContractorPage_ContractorQuery["contractor"]>;

export type ContractorDetailsFormProps = {
  contractor: Contractor | null;
  onSaved: (id: number, created: boolean) => void;
};

/** A contractor's details and time windows (§2.6, §3): name required ('Required fields'), times as HH:mm */
export function ContractorDetailsForm({ contractor, onSaved }: ContractorDetailsFormProps) {
  const form = useFormState<Values>({ ...EMPTY, active: true });
  const { reset } = form;
  useEffect(() => {
    if (contractor) {
      const values = { ...EMPTY, active: contractor.active };
      for (const k of [...TEXT_KEYS, ...TIME_KEYS]) values[k] = contractor[k] ?? "";
      reset(values);
    }
  }, [contractor, reset]);
  const isNew = !contractor;
  const { submit, saving } = useSaveForm(ContractorDetailsForm_Save, {
    form,
    required: ["name"],
    variables: (v) => ({
      input: {
        id: contractor?.id ?? 0,
        ...(Object.fromEntries([...TEXT_KEYS, ...TIME_KEYS].map((k) => [k, v[k].trim() || null])) as Record<TextKey, string | null>),
        active: v.active,
      },
    }),
    payload: (data) => data.saveContractor,
    saved: (p) => Boolean(p.contractor),
    success: isNew ? "Contractor Created" : "Contractor Updated",
    onSaved: (p) => onSaved(p.contractor!.id, isNew),
  });
  // times are HH:mm text boxes (24-hour, whatever the browser's locale)
  const text = (name: TextKey, label: string, type: "text" | "email" | "tel" | "time" = "text") => (
    <TextField
      id={`contractor-${name}`}
      label={label}
      type={type === "time" ? "text" : type}
      placeholder={type === "time" ? "HH:mm" : undefined}
      value={form.values[name]}
      onChange={(value) => form.set(name, value)}
      required={name === "name"}
      invalid={form.invalid(name)}
      message={form.message(name)}
    />
  );
  return (
    <form onSubmit={submit} aria-label="Contractor details" noValidate>
      <div className="wo-form-grid">
        {text("name", "Name")}
        {text("shortName", "Short name")}
        {text("contact", "Contact")}
        {text("telephone", "Telephone", "tel")}
        {text("oohTelephone", "OOH telephone", "tel")}
        {text("email", "Email", "email")}
        <SwitchField label="Active" checked={form.values.active} onChange={(checked) => form.set("active", checked)} />
      </div>
      <H4>Time windows</H4>
      <div className="wo-form-grid" role="group" aria-label="Time windows">
        {TIME_BANDS.map((band) => (
          <div key={band.start} role="group" aria-label={band.label}>
            {text(band.start, `${band.label} start`, "time")}
            {text(band.finish, `${band.label} finish`, "time")}
          </div>
        ))}
      </div>
      <Button type="submit" intent={Intent.PRIMARY} text="Save" loading={saving} />
    </form>
  );
}
