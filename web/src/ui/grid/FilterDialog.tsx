import { useState, type FormEvent } from "react";
import { Button, FormGroup, HTMLSelect, InputGroup, Intent } from "@blueprintjs/core";
import { Popup } from "../popup/Popup";
import { toIsoDay } from "../format";
import { OPERATORS, needsValue, operatorLabel } from "./filters";
import type { FilterKind, FilterOperator, GridFilter } from "./types";

export type FilterDialogProps = {
  field: string;
  title: string;
  kind: FilterKind;
  current: GridFilter | null;
  onApply: (filter: GridFilter | null) => void;
  onClose: () => void;
};

function normalise(kind: FilterKind, value: string): string | null {
  const text = value.trim();
  if (text === "") return null;
  if (kind === "date") return toIsoDay(text);
  if (kind === "number") return /^-?\d+(\.\d+)?$/.test(text) ? text : null;
  return text;
}

/** The filter of one column: an operator and a value */
export function FilterDialog({ field, title, kind, current, onApply, onClose }: FilterDialogProps) {
  const [operator, setOperator] = useState<FilterOperator>(current?.operator ?? OPERATORS[kind][0]!);
  const [value, setValue] = useState(current?.value ?? "");
  const [invalid, setInvalid] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!needsValue(operator)) return onApply({ field, operator, value: null });
    const v = normalise(kind, value);
    if (v === null) return setInvalid(true);
    onApply({ field, operator, value: v });
  };

  return (
    <Popup title={`Filter: ${title}`} isOpen onClose={onClose} width="30%">
      <form onSubmit={submit} aria-label={`Filter ${title}`}>
        <FormGroup label="Operator" labelFor="wo-filter-operator">
          <HTMLSelect
            id="wo-filter-operator"
            fill
            value={operator}
            onChange={(e) => setOperator(e.currentTarget.value as FilterOperator)}
            options={OPERATORS[kind].map((op) => ({ value: op, label: operatorLabel(kind, op) }))}
          />
        </FormGroup>
        {needsValue(operator) ? (
          <FormGroup
            label="Value"
            labelFor="wo-filter-value"
            intent={invalid ? Intent.DANGER : Intent.NONE}
            helperText={invalid ? (kind === "date" ? "Enter a date as DD/MM/YYYY" : "Enter a value") : undefined}
          >
            <InputGroup
              id="wo-filter-value"
              type={kind === "date" ? "date" : "text"}
              inputMode={kind === "number" ? "decimal" : undefined}
              value={value}
              intent={invalid ? Intent.DANGER : Intent.NONE}
              onChange={(e) => {
                setValue(e.currentTarget.value);
                setInvalid(false);
              }}
              autoFocus
            />
          </FormGroup>
        ) : null}
        <div className="wo-filter__actions">
          <Button type="submit" intent={Intent.PRIMARY} text="Filter" />
          <Button text="Clear" onClick={() => onApply(null)} />
        </div>
      </form>
    </Popup>
  );
}
