import type { ReactNode } from "react";
import { Checkbox, FormGroup, HTMLSelect, InputGroup, Intent, Switch, TextArea } from "@blueprintjs/core";
import "./form.css";

type FieldBase = {
  id: string;
  label: string;
  /** Marked with an asterisk (spec §5: required fields are marked) */
  required?: boolean;
  /** Flagged invalid: missing, refused by the server, or (repeat password) different */
  invalid?: boolean;
  /** Shown under the field */
  message?: string;
  helper?: ReactNode;
  disabled?: boolean;
};

function Group({ id, label, required, invalid, message, helper, children }: FieldBase & { children: ReactNode }) {
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? <span aria-hidden="true">*</span> : undefined}
      intent={invalid ? Intent.DANGER : Intent.NONE}
      helperText={message ?? helper}
      className="wo-field"
    >
      {children}
    </FormGroup>
  );
}

export type TextFieldProps = FieldBase & {
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email" | "password" | "tel" | "number" | "date" | "time";
  /** For numbers, dates and times: the browser's bounds and step (the form still checks the value itself) */
  min?: number | string;
  max?: number | string;
  step?: string;
  /** The on-screen keyboard a phone offers: "decimal" for amounts, "numeric" for whole numbers */
  inputMode?: "text" | "decimal" | "numeric" | "tel" | "email";
  autoComplete?: string;
  placeholder?: string;
  /** A text area of this many rows instead of a one-line box */
  rows?: number;
  /** Shown but not typed in (a reference the server gives) */
  readOnly?: boolean;
};

export function TextField({
  value,
  onChange,
  type = "text",
  min,
  max,
  step,
  inputMode,
  autoComplete,
  placeholder,
  rows,
  readOnly,
  ...base
}: TextFieldProps) {
  const common = {
    id: base.id,
    value,
    placeholder,
    readOnly,
    disabled: base.disabled,
    intent: base.invalid ? Intent.DANGER : Intent.NONE,
    "aria-invalid": base.invalid || undefined,
    "aria-required": base.required || undefined,
  };
  return (
    <Group {...base}>
      {rows ? (
        <TextArea {...common} rows={rows} fill onChange={(e) => onChange(e.currentTarget.value)} />
      ) : (
        <InputGroup
          {...common}
          type={type}
          min={min}
          max={max}
          step={step}
          inputMode={inputMode}
          autoComplete={autoComplete}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </Group>
  );
}

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = FieldBase & {
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<SelectOption>;
  /** The empty first choice; the spec's dropdowns say 'Select ...' */
  placeholder?: string;
};

export function SelectField({ value, onChange, options, placeholder = "Select ...", ...base }: SelectFieldProps) {
  return (
    <Group {...base}>
      <HTMLSelect
        id={base.id}
        value={value}
        disabled={base.disabled}
        fill
        aria-invalid={base.invalid || undefined}
        aria-required={base.required || undefined}
        className={base.invalid ? "wo-field__select--invalid" : undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </HTMLSelect>
    </Group>
  );
}

export type SwitchFieldProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
};

export function SwitchField({ label, checked, onChange, disabled }: SwitchFieldProps) {
  return <Switch label={label} checked={checked} disabled={disabled} onChange={(e) => onChange(e.currentTarget.checked)} />;
}

export type CheckboxFieldProps = SwitchFieldProps;

/** A tick box (the spec's SMS and send-notification checkboxes) */
export function CheckboxField({ label, checked, onChange, disabled }: CheckboxFieldProps) {
  return <Checkbox label={label} checked={checked} disabled={disabled} onChange={(e) => onChange(e.currentTarget.checked)} />;
}

export type CheckboxGroupFieldProps = FieldBase & {
  /** The values ticked */
  value: ReadonlyArray<string>;
  onChange: (value: string[]) => void;
  options: ReadonlyArray<SelectOption>;
};

/**
 * A choice of several (a webhook's events): one tick box per option in a group named by its label,
 * flagged and messaged like the other fields (a refusal's field error shows under it)
 */
export function CheckboxGroupField({ value, onChange, options, ...base }: CheckboxGroupFieldProps) {
  const toggle = (option: string, on: boolean) => onChange(on ? [...value.filter((v) => v !== option), option] : value.filter((v) => v !== option));
  return (
    <div id={base.id} role="group" aria-labelledby={`${base.id}-label`} aria-invalid={base.invalid || undefined} className="wo-field-group">
      <FormGroup
        label={<span id={`${base.id}-label`}>{base.label}</span>}
        labelInfo={base.required ? <span aria-hidden="true">*</span> : undefined}
        intent={base.invalid ? Intent.DANGER : Intent.NONE}
        helperText={base.message ?? base.helper}
        className="wo-field"
      >
        {options.map((o) => (
          <Checkbox
            key={o.value}
            label={o.label}
            checked={value.includes(o.value)}
            disabled={base.disabled}
            onChange={(e) => toggle(o.value, e.currentTarget.checked)}
          />
        ))}
      </FormGroup>
    </div>
  );
}
