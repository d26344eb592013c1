import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { Button, Intent, Popup, SelectField, TextField, useFormState, useSaveForm } from "../../../ui";
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

type Values = { logMaterialTypeId: string; description: string; costPerItem: string; quantity: string };

export type LogMaterialPopupProps = {
  workOrderId: number;
  entry: LogMaterialEntry | null;
  onClose: () => void;
  onSaved: () => void;
};

/** Currency inputs accept 3 decimals (§5) */
const COST = /^\d{1,11}(\.\d{1,3})?$/;
const QUANTITY = /^\d{1,9}(\.\d{1,3})?$/;

/**
 * The materials form (§3 LogMaterial; portals §5): type (GET /api/LogMaterialTypes), description,
 * cost per item (3 decimals), quantity, and the total (cost × quantity, to the penny) shown as typed;
 * every field required ('Required fields').
 */
export function LogMaterialPopup({ workOrderId, entry, onClose, onSaved }: LogMaterialPopupProps) {
  const form = useFormState<Values>(() => ({
    logMaterialTypeId: entry?.logMaterialTypeId ? String(entry.logMaterialTypeId) : "",
    description: entry?.description ?? "",
    costPerItem: entry?.costPerItem ?? "",
    quantity: entry?.quantity ?? "1",
  }));
  const { values, set } = form;
  const { data: lookups } = useQuery(LogMaterialPopup_Types);
  const { submit, saving } = useSaveForm(LogMaterialPopup_Save, {
    form,
    required: ["logMaterialTypeId", "description", "costPerItem", "quantity"],
    variables: (v) => ({
      input: {
        ...(entry ? { id: entry.id, version: entry.version } : { workOrderId }),
        logMaterialTypeId: Number(v.logMaterialTypeId),
        description: v.description.trim(),
        costPerItem: v.costPerItem.trim(),
        quantity: v.quantity.trim(),
      },
    }),
    payload: (d) => d.saveLogMaterial,
    saved: (p) => Boolean(p.logMaterial),
    success: entry ? "Log Material Updated" : "Log Material Created",
    onSaved: () => {
      onSaved();
      onClose();
    },
  });
  const costInvalid = values.costPerItem.trim() !== "" && !COST.test(values.costPerItem.trim());
  const quantityInvalid = values.quantity.trim() !== "" && !QUANTITY.test(values.quantity.trim());
  const total = lineTotal(values.costPerItem, values.quantity);
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
        <SelectField
          id="log-material-type"
          label="Type"
          required
          value={values.logMaterialTypeId}
          onChange={(v) => set("logMaterialTypeId", v)}
          options={(lookups?.logMaterialTypes ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          invalid={form.invalid("logMaterialTypeId")}
          message={form.message("logMaterialTypeId")}
        />
        <TextField
          id="log-material-description"
          label="Description"
          required
          value={values.description}
          onChange={(v) => set("description", v)}
          invalid={form.invalid("description")}
          message={form.message("description")}
        />
        <TextField
          id="log-material-cost"
          label="Cost per item (£)"
          type="number"
          min={0}
          step="0.001"
          required
          value={values.costPerItem}
          onChange={(v) => set("costPerItem", v)}
          invalid={form.invalid("costPerItem") || costInvalid}
          message={form.message("costPerItem") ?? (costInvalid ? "0 or more, up to 3 decimals" : undefined)}
        />
        <TextField
          id="log-material-quantity"
          label="Quantity"
          type="number"
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
      </form>
    </Popup>
  );
}
