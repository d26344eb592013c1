import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { Button, Intent, Popup, SelectField, TextField, useFormState, useSaveForm, type FormState } from "../../../ui";
import { formatMoney } from "../../../ui/format";
import { lineTotal } from "./cost-math";

export const LogMaterialPopup_Save = graphql(`
  mutation LogMaterialPopup_Save($input: SaveLogMaterialInput!) {
    saveLogMaterial(input: $input) {
      logMaterial {
        id
        version
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const LogMaterialPopup_Types = graphql(`
  query LogMaterialPopup_Types {
    logMaterialTypes {
      id
      name
    }
  }
`);

/** A material entry being edited, as the grid holds it */
export type LogMaterialEntry = {
  id: number;
  version: number;
  logMaterialTypeId?: number | null;
  description: string;
  costPerItem: string;
  quantity: string;
};

export type LogMaterialValues = { logMaterialTypeId: string; description: string; costPerItem: string; quantity: string };

/** Every field of a material is required (§5 'Required fields') */
export const LOG_MATERIAL_REQUIRED: ReadonlyArray<keyof LogMaterialValues> = ["logMaterialTypeId", "description", "costPerItem", "quantity"];

/** What the fields are called: the back office's words by default */
export type LogMaterialLabels = { type: string; description: string; costPerItem: string; quantity: string };

export const LOG_MATERIAL_LABELS: LogMaterialLabels = {
  type: "Type",
  description: "Description",
  costPerItem: "Cost per item (£)",
  quantity: "Quantity",
};

export type LogMaterialPopupProps = {
  workOrderId: number;
  entry: LogMaterialEntry | null;
  onClose: () => void;
  onSaved: () => void;
};

/** Currency inputs accept 3 decimals (§5) */
const COST = /^\d{1,11}(\.\d{1,3})?$/;
const QUANTITY = /^\d{1,9}(\.\d{1,3})?$/;

/** A material's values: the entry's, or a new one's (quantity 1) */
export function logMaterialValues(entry: LogMaterialEntry | null): LogMaterialValues {
  return {
    logMaterialTypeId: entry?.logMaterialTypeId ? String(entry.logMaterialTypeId) : "",
    description: entry?.description ?? "",
    costPerItem: entry?.costPerItem ?? "",
    quantity: entry?.quantity ?? "1",
  };
}

/** The saveLogMaterial input of a material's values */
export function logMaterialInput(workOrderId: number, entry: { id: number; version: number } | null, v: LogMaterialValues) {
  return {
    ...(entry ? { id: entry.id, version: entry.version } : { workOrderId }),
    logMaterialTypeId: Number(v.logMaterialTypeId),
    description: v.description.trim(),
    costPerItem: v.costPerItem.trim(),
    quantity: v.quantity.trim(),
  };
}

export type LogMaterialFieldsProps = {
  form: FormState<LogMaterialValues>;
  /** Prefix of the fields' ids, unique in the page */
  idPrefix?: string;
  labels?: LogMaterialLabels;
};

/**
 * A material's fields (§3 LogMaterial): type (GET /api/LogMaterialTypes), description, cost per item
 * (3 decimals, a decimal keyboard), quantity, and the total (cost × quantity, to the penny) as typed.
 */
export function LogMaterialFields({ form, idPrefix = "log-material", labels = LOG_MATERIAL_LABELS }: LogMaterialFieldsProps) {
  const { values, set } = form;
  const { data: lookups } = useQuery(LogMaterialPopup_Types);
  const costInvalid = values.costPerItem.trim() !== "" && !COST.test(values.costPerItem.trim());
  const quantityInvalid = values.quantity.trim() !== "" && !QUANTITY.test(values.quantity.trim());
  const total = lineTotal(values.costPerItem, values.quantity);
  return (
    <>
      <TextField
        id={`${idPrefix}-description`}
        label={labels.description}
        required
        value={values.description}
        onChange={(v) => set("description", v)}
        invalid={form.invalid("description")}
        message={form.message("description")}
      />
      <SelectField
        id={`${idPrefix}-type`}
        label={labels.type}
        required
        value={values.logMaterialTypeId}
        onChange={(v) => set("logMaterialTypeId", v)}
        options={(lookups?.logMaterialTypes ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
        invalid={form.invalid("logMaterialTypeId")}
        message={form.message("logMaterialTypeId")}
      />
      <TextField
        id={`${idPrefix}-cost`}
        label={labels.costPerItem}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.001"
        required
        value={values.costPerItem}
        onChange={(v) => set("costPerItem", v)}
        invalid={form.invalid("costPerItem") || costInvalid}
        message={form.message("costPerItem") ?? (costInvalid ? "0 or more, up to 3 decimals" : undefined)}
      />
      <TextField
        id={`${idPrefix}-quantity`}
        label={labels.quantity}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.001"
        required
        value={values.quantity}
        onChange={(v) => set("quantity", v)}
        invalid={form.invalid("quantity") || quantityInvalid}
        message={form.message("quantity") ?? (quantityInvalid ? "More than 0, up to 3 decimals" : undefined)}
      />
      <p className="wo-costs__total-line" aria-label="Total">
        Total: <strong>{total ? formatMoney(total) : "–"}</strong>
      </p>
    </>
  );
}

/**
 * The materials form (§3 LogMaterial; portals §5): type (GET /api/LogMaterialTypes), description,
 * cost per item (3 decimals), quantity, and the total (cost × quantity, to the penny) shown as typed;
 * every field required ('Required fields').
 */
export function LogMaterialPopup({ workOrderId, entry, onClose, onSaved }: LogMaterialPopupProps) {
  const form = useFormState<LogMaterialValues>(() => logMaterialValues(entry));
  const { submit, saving } = useSaveForm(LogMaterialPopup_Save, {
    form,
    required: LOG_MATERIAL_REQUIRED,
    variables: (v) => ({ input: logMaterialInput(workOrderId, entry, v) }),
    payload: (d) => d.saveLogMaterial,
    saved: (p) => Boolean(p.logMaterial),
    success: entry ? "Log Material Updated" : "Log Material Created",
    onSaved: () => {
      onSaved();
      onClose();
    },
  });
  return (
    <Popup
      isOpen
      width="50%"
      title={entry ? "Edit Logged Material" : "Log Materials"}
      onClose={onClose}
      footer={
        <>
          <Button text="Cancel" onClick={onClose} />
          <Button type="submit" form="log-material-form" intent={Intent.PRIMARY} text="Save" loading={saving} disabled={saving} />
        </>
      }
    >
      <form id="log-material-form" aria-label="Log materials" onSubmit={(e) => void submit(e)} noValidate>
        <LogMaterialFields form={form} />
      </form>
    </Popup>
  );
}
