import { CheckboxField, SelectField, TextField, type FormState, type SelectOption } from "../../../../ui";
import type { WorkOrderFormKey, WorkOrderFormValues } from "../../form/work-order-form";

/** A form's fields bound to its state: which are required now and whether they are read-only */
export type FieldBinding = {
  form: FormState<WorkOrderFormValues>;
  required: ReadonlyArray<WorkOrderFormKey>;
  disabled?: boolean;
};

type StringKey = { [K in WorkOrderFormKey]: WorkOrderFormValues[K] extends string ? K : never }[WorkOrderFormKey];
type BoolKey = Exclude<WorkOrderFormKey, StringKey>;

export type BoundSelectProps = {
  bind: FieldBinding;
  name: StringKey;
  label: string;
  options: ReadonlyArray<SelectOption>;
  /** Instead of setting the field (a rule runs) */
  onChange?: (value: string) => void;
  disabled?: boolean;
  placeholder?: string;
};

export function BoundSelect({ bind, name, label, options, onChange, disabled, placeholder }: BoundSelectProps) {
  const { form } = bind;
  return (
    <SelectField
      id={`wo-${name}`}
      label={label}
      value={form.values[name]}
      options={options}
      placeholder={placeholder}
      onChange={onChange ?? ((value) => form.set(name, value))}
      disabled={bind.disabled || disabled}
      required={bind.required.includes(name)}
      invalid={form.invalid(name)}
      message={form.message(name)}
    />
  );
}

export type BoundTextProps = {
  bind: FieldBinding;
  name: StringKey;
  label: string;
  type?: "text" | "tel" | "date" | "number";
  rows?: number;
  step?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
};

export function BoundText({ bind, name, label, type, rows, step, onChange, disabled }: BoundTextProps) {
  const { form } = bind;
  return (
    <TextField
      id={`wo-${name}`}
      label={label}
      // dates are typed DD/MM/YYYY whatever the browser's language (§9)
      type={type === "date" ? "text" : type}
      placeholder={type === "date" ? "DD/MM/YYYY" : undefined}
      rows={rows}
      step={step}
      value={form.values[name]}
      onChange={onChange ?? ((value) => form.set(name, value))}
      disabled={bind.disabled || disabled}
      required={bind.required.includes(name)}
      invalid={form.invalid(name)}
      message={form.message(name)}
    />
  );
}

export function BoundCheckbox({ bind, name, label }: { bind: FieldBinding; name: BoolKey; label: string }) {
  return (
    <CheckboxField label={label} checked={bind.form.values[name]} disabled={bind.disabled} onChange={(checked) => bind.form.set(name, checked)} />
  );
}
