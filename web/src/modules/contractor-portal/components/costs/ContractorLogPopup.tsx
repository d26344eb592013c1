import { useState, type FormEvent } from "react";
import { graphql } from "../../../../gql";
import type { ContractorCosts_SaveMaterialMutation, ContractorCosts_SaveTimeMutation } from "../../../../gql/graphql";
import {
  Button,
  H4,
  Intent,
  missingFields,
  notify,
  Popup,
  REQUIRED_FIELDS,
  useConfirm,
  useFormState,
  useSaveForm,
  type FieldProblems,
} from "../../../../ui";
import { formatMoney, formatUnitPrice } from "../../../../ui/format";
import { lineTotal } from "../../../work-orders/costs/cost-math";
import {
  LOG_MATERIAL_REQUIRED,
  LogMaterialFields,
  logMaterialInput,
  logMaterialValues,
  type LogMaterialEntry,
  type LogMaterialLabels,
  type LogMaterialValues,
} from "../../../work-orders/costs/LogMaterialPopup";
import {
  CONFIRM_LOG_TIME,
  LogTimeFields,
  useLogTimeForm,
  type LogTimeEntry,
  type LogTimeInput,
  type LogTimeLabels,
} from "../../../work-orders/costs/LogTimePopup";
import "./contractor-costs.css";

export const ContractorCosts_SaveTime = graphql(`
  mutation ContractorCosts_SaveTime($input: SaveLogTimeInput!) {
    saveLogTime(input: $input) {
      logTime {
        id
        version
        workDate
        timeFrom
        timeTo
        numberOfEngineers
        bankHoliday
        manHours
        normalHours
        oohHours
        costhours
        callOutCharge
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const ContractorCosts_SaveMaterial = graphql(`
  mutation ContractorCosts_SaveMaterial($input: SaveLogMaterialInput!) {
    saveLogMaterial(input: $input) {
      logMaterial {
        id
        version
        description
        materialType
        costPerItem
        quantity
        totalCost
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** The contractor portal's words for a time entry's fields (the lead's browser test finds them by these) */
export const CONTRACTOR_TIME_LABELS: LogTimeLabels = {
  date: "Date",
  from: "Start",
  to: "Finish",
  engineers: "Engineers",
  bankHoliday: "Bank holiday",
  progressCode: "Progress code",
};

/** The contractor portal's words for a material's fields */
export const CONTRACTOR_MATERIAL_LABELS: LogMaterialLabels = {
  type: "Type",
  description: "Description",
  costPerItem: "Cost per item",
  quantity: "Quantity",
};

type SavedTime = NonNullable<ContractorCosts_SaveTimeMutation["saveLogTime"]["logTime"]>;
type SavedMaterial = NonNullable<ContractorCosts_SaveMaterialMutation["saveLogMaterial"]["logMaterial"]>;

/** What a save logged, costed by the server: shown under the counters once the popup closes */
export type LogResult = { time: SavedTime | null; materials: SavedMaterial[]; edited: boolean };

/**
 * What the popup logs: new time with the materials sub-form, new materials alone, or one entry
 * changed
 */
export type LogPopupMode = { kind: "time"; entry: LogTimeEntry | null } | { kind: "materials" } | { kind: "material"; entry: LogMaterialEntry };

export type ContractorLogPopupProps = {
  workOrderId: number;
  mode: LogPopupMode;
  onClose: () => void;
  /** Everything was saved: the costed entries */
  onSaved: (result: LogResult) => void;
};

/** A material's values are still the empty form's (nothing typed in the sub-form) */
const untouched = (v: LogMaterialValues) =>
  !v.description.trim() && !v.costPerItem.trim() && !v.logMaterialTypeId && ["", "1"].includes(v.quantity.trim());

const TITLES = { time: "Log time", editTime: "Edit logged time", materials: "Log materials", material: "Edit logged material" } as const;

/**
 * The contractor's log time / additional costs popup (portals §2.2, §5): the date (a phone's date
 * picker; 'Date is a required field'), Start and Finish (HH:mm, 1-minute steps), Engineers (a whole
 * number of at least 0, a numeric keyboard), Bank holiday and the progress code, with the
 * materials sub-form (description, type, cost per item with 3 decimals, quantity: 'Add material'
 * keeps one and clears the fields for the next; what is typed there when saving is saved too).
 * 'Are you sure these values are correct?' before saving; the time, then each material, is saved,
 * and the server's costing goes back to the costs panel. A failed save keeps everything not yet
 * saved (a material the server refused comes back into the fields with its reason), and a second
 * try does not log the time twice.
 */
export function ContractorLogPopup({ workOrderId, mode, onClose, onSaved }: ContractorLogPopupProps) {
  const timeEntry = mode.kind === "time" ? mode.entry : null;
  const withTime = mode.kind === "time";
  const withMaterials = mode.kind === "materials" || (mode.kind === "time" && !mode.entry);
  const materialEntry = mode.kind === "material" ? mode.entry : null;
  const { form: timeForm, check } = useLogTimeForm(workOrderId, timeEntry, { datePicker: true });
  const materialForm = useFormState<LogMaterialValues>(() => logMaterialValues(materialEntry));
  const [pending, setPending] = useState<LogMaterialValues[]>([]);
  /** The time saved by an earlier try, and what it was saved with: not logged twice */
  const [savedTime, setSavedTime] = useState<{ input: string; time: SavedTime } | null>(null);
  const [savedMaterials, setSavedMaterials] = useState<SavedMaterial[]>([]);
  const [step, setStep] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();

  const saveTime = useSaveForm(ContractorCosts_SaveTime, { form: timeForm, payload: (d) => d.saveLogTime, saved: (p) => Boolean(p.logTime) });
  const saveMaterial = useSaveForm(ContractorCosts_SaveMaterial, {
    form: materialForm,
    payload: (d) => d.saveLogMaterial,
    saved: (p) => Boolean(p.logMaterial),
  });
  const saving = step !== null;

  /** The material typed in the sub-form, checked ('Required fields'); null when it is not complete */
  const typedMaterial = (): LogMaterialValues | null => {
    const missing = missingFields(materialForm.values, LOG_MATERIAL_REQUIRED);
    if (missing.length) {
      materialForm.flag(Object.fromEntries(missing.map((f) => [f, true])) as FieldProblems<LogMaterialValues>);
      notify(REQUIRED_FIELDS, "required");
      return null;
    }
    return materialForm.values;
  };

  const addMaterial = () => {
    const material = typedMaterial();
    if (!material) return;
    setPending((p) => [...p, material]);
    materialForm.reset(logMaterialValues(null));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    // what is to be saved, each part checked before anything is
    let timeInput: LogTimeInput | null = null;
    if (withTime) {
      timeInput = check();
      if (!timeInput) return;
    }
    let materials = pending;
    if (mode.kind === "material" || (withMaterials && !untouched(materialForm.values)) || (mode.kind === "materials" && !pending.length)) {
      const typed = typedMaterial();
      if (!typed) return;
      materials = [...pending, typed];
    }
    if (!(await confirm(CONFIRM_LOG_TIME))) return;

    let time = savedTime?.time ?? null;
    if (timeInput) {
      const key = JSON.stringify(timeInput);
      if (savedTime?.input !== key) {
        setStep("Saving the time…");
        // a second try changes the time the first saved
        const { workOrderId: _new, ...fields } = timeInput;
        const input = savedTime ? { ...fields, id: savedTime.time.id, version: savedTime.time.version } : timeInput;
        const payload = await saveTime.save({ input });
        if (!payload?.logTime) return setStep(null);
        time = payload.logTime;
        setSavedTime({ input: key, time });
      }
    }
    // the materials one by one, each shown in the fields while it is saved: those saved leave, the
    // first refused stays in the fields with the server's reason, the rest in the list
    const done = [...savedMaterials];
    for (let i = 0; i < materials.length; i++) {
      const material = materials[i]!;
      materialForm.reset(material);
      setPending(materials.slice(i + 1));
      setStep(materials.length > 1 ? `Saving material ${i + 1} of ${materials.length}…` : "Saving the material…");
      const payload = await saveMaterial.save({ input: logMaterialInput(workOrderId, materialEntry, material) });
      if (!payload?.logMaterial) {
        setSavedMaterials(done);
        return setStep(null);
      }
      done.push(payload.logMaterial);
    }
    setStep(null);
    notify(timeEntry || materialEntry ? "Log Updated" : "Log Created", "success");
    onSaved({ time, materials: done, edited: Boolean(timeEntry || materialEntry) });
    onClose();
  };

  /** Closing after a part was saved: the costs panel still hears what was logged */
  const close = () => {
    if (!saving && (savedTime || savedMaterials.length))
      onSaved({ time: savedTime?.time ?? null, materials: savedMaterials, edited: Boolean(timeEntry || materialEntry) });
    onClose();
  };

  const title = mode.kind === "time" ? (mode.entry ? TITLES.editTime : TITLES.time) : TITLES[mode.kind];
  return (
    <Popup
      isOpen
      width="50%"
      height={720}
      title={title}
      onClose={close}
      footer={
        <>
          {step ? (
            <span role="status" className="wo-contractor-log__step">
              {step}
            </span>
          ) : null}
          <Button text="Cancel" onClick={close} disabled={saving} />
          <Button type="submit" form="contractor-log-form" intent={Intent.PRIMARY} icon="floppy-disk" text="Save" loading={saving} />
        </>
      }
    >
      <form id="contractor-log-form" aria-label={title} onSubmit={(e) => void onSubmit(e)} noValidate className="wo-contractor-log">
        {withTime ? (
          <section aria-label="Time" className="wo-contractor-log__time">
            {savedTime ? <p className="wo-contractor-log__saved">The time is saved; the materials below are not yet.</p> : null}
            <LogTimeFields form={timeForm} idPrefix="contractor-log-time" labels={CONTRACTOR_TIME_LABELS} datePicker />
          </section>
        ) : null}
        {withMaterials || materialEntry ? (
          <section aria-label="Materials" className="wo-contractor-log__materials">
            {withMaterials ? <H4>{withTime ? "Additional costs: materials" : "Materials"}</H4> : null}
            {pending.length ? (
              <ul className="wo-contractor-log__pending" aria-label="Materials to log">
                {pending.map((m, i) => (
                  <li key={i}>
                    <span>
                      {m.description} · {m.quantity} × {formatUnitPrice(m.costPerItem)} ={" "}
                      <strong>{formatMoney(lineTotal(m.costPerItem, m.quantity))}</strong>
                    </span>
                    <Button
                      variant="minimal"
                      icon="cross"
                      aria-label={`Remove ${m.description}`}
                      disabled={saving}
                      onClick={() => setPending((p) => p.filter((_, at) => at !== i))}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="wo-contractor-log__material">
              <LogMaterialFields form={materialForm} idPrefix="contractor-log-material" labels={CONTRACTOR_MATERIAL_LABELS} />
            </div>
            {withMaterials ? (
              <Button icon="add" text="Add material" onClick={addMaterial} disabled={saving} className="wo-contractor-log__add" />
            ) : null}
          </section>
        ) : null}
      </form>
      {dialog}
    </Popup>
  );
}
