import type { FormEvent } from "react";
import { DateTime } from "luxon";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import {
  Button,
  CheckboxField,
  Intent,
  missingFields,
  notify,
  Popup,
  REQUIRED_FIELDS,
  SelectField,
  TextField,
  useConfirm,
  useFormState,
  useSaveForm,
  type FieldProblems,
  type FormState,
} from "../../../ui";
import { formatDay, toIsoDay, ZONE } from "../../../ui/format";
import { manHours } from "./cost-math";

export const LogTimePopup_Save = graphql(`
  mutation LogTimePopup_Save($input: SaveLogTimeInput!) {
    saveLogTime(input: $input) {
      logTime {
        id
        version
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const LogTimePopup_ProgressCodes = graphql(`
  query LogTimePopup_ProgressCodes {
    progressCodes {
      id
      name
    }
  }
`);

/** The spec's texts (portals §5, §8) */
export const DATE_REQUIRED = "Date is a required field";
export const CONFIRM_LOG_TIME = "Are you sure these values are correct?";
export const ENGINEERS_WHOLE = "Number of engineers must be a whole number of at least 0";

/** A time entry being edited, as the grid holds it */
export type LogTimeEntry = {
  id: number;
  version: number;
  workDate: string;
  timeFrom: string;
  timeTo: string;
  numberOfEngineers: number;
  bankHoliday: boolean;
  progressCodeId?: number | null;
};

export type LogTimeValues = {
  workDate: string;
  timeFrom: string;
  timeTo: string;
  numberOfEngineers: string;
  bankHoliday: boolean;
  progressCodeId: string;
};

/** What the fields are called: the back office's words by default; the contractor portal's are shorter */
export type LogTimeLabels = { date: string; from: string; to: string; engineers: string; bankHoliday: string; progressCode: string };

export const LOG_TIME_LABELS: LogTimeLabels = {
  date: "Date",
  from: "Time from",
  to: "Time to",
  engineers: "Number of engineers",
  bankHoliday: "Bank holiday",
  progressCode: "Progress code",
};

/** The input of saveLogTime that the form makes */
export type LogTimeInput = {
  id?: number;
  version?: number;
  workOrderId?: number;
  workDate: string;
  timeFrom: string;
  timeTo: string;
  numberOfEngineers: number;
  bankHoliday: boolean;
  progressCodeId: number | null;
};

export type LogTimePopupProps = {
  workOrderId: number;
  /** The entry edited; null: a new one */
  entry: LogTimeEntry | null;
  onClose: () => void;
  onSaved: () => void;
};

const today = () => DateTime.now().setZone(ZONE).toFormat("dd/LL/yyyy");
/** Today in London as YYYY-MM-DD (a date picker's value and bound) */
export const todayIso = () => DateTime.now().setZone(ZONE).toISODate()!;

export type LogTimeFormOptions = {
  /** The date comes from a date picker (YYYY-MM-DD) rather than typed as DD/MM/YYYY */
  datePicker?: boolean;
};

/**
 * A time entry's form (portals §5), shared by the back office's log time popup and the contractor
 * portal's: its values, and `check`, which flags what is missing or wrong with the spec's texts
 * ('Date is a required field', 'Required fields', a whole number of engineers) and answers the
 * saveLogTime input, or null.
 */
export function useLogTimeForm(workOrderId: number, entry: LogTimeEntry | null, { datePicker = false }: LogTimeFormOptions = {}) {
  const form = useFormState<LogTimeValues>(() => ({
    workDate: entry ? (datePicker ? entry.workDate.slice(0, 10) : formatDay(entry.workDate)) : datePicker ? todayIso() : today(),
    timeFrom: entry?.timeFrom ?? "",
    timeTo: entry?.timeTo ?? "",
    numberOfEngineers: entry ? String(entry.numberOfEngineers) : "1",
    bankHoliday: entry?.bankHoliday ?? false,
    progressCodeId: entry?.progressCodeId ? String(entry.progressCodeId) : "",
  }));

  const check = (): LogTimeInput | null => {
    const { values } = form;
    if (!values.workDate.trim()) {
      form.flag({ workDate: DATE_REQUIRED, ...Object.fromEntries(missingFields(values, ["timeFrom", "timeTo"]).map((f) => [f, true])) });
      notify(DATE_REQUIRED, "required");
      return null;
    }
    const missing = missingFields(values, ["timeFrom", "timeTo"]);
    if (values.numberOfEngineers.trim() === "") missing.push("numberOfEngineers");
    if (missing.length) {
      form.flag(Object.fromEntries(missing.map((f) => [f, true])) as FieldProblems<LogTimeValues>);
      notify(REQUIRED_FIELDS, "required");
      return null;
    }
    const workDate = toIsoDay(values.workDate);
    const problems: FieldProblems<LogTimeValues> = {};
    if (!workDate) problems.workDate = "A date as DD/MM/YYYY";
    if (!/^\d+$/.test(values.numberOfEngineers.trim())) problems.numberOfEngineers = ENGINEERS_WHOLE;
    if (Object.keys(problems).length || !workDate) {
      form.flag(problems);
      notify(problems.numberOfEngineers ? ENGINEERS_WHOLE : "Date must be a date (DD/MM/YYYY)", "warning");
      return null;
    }
    return {
      ...(entry ? { id: entry.id, version: entry.version } : { workOrderId }),
      workDate,
      timeFrom: values.timeFrom,
      timeTo: values.timeTo,
      numberOfEngineers: Number(values.numberOfEngineers),
      bankHoliday: values.bankHoliday,
      progressCodeId: values.progressCodeId ? Number(values.progressCodeId) : null,
    };
  };

  return { form, check };
}

export type LogTimeFieldsProps = {
  form: FormState<LogTimeValues>;
  /** Prefix of the fields' ids, unique in the page */
  idPrefix?: string;
  labels?: LogTimeLabels;
  /** The date from a date picker (YYYY-MM-DD, up to today) instead of typed DD/MM/YYYY */
  datePicker?: boolean;
};

/** A time entry's fields: date, from and to (HH:mm, 1-minute steps), engineers, bank holiday, progress code, and the man-hours as typed */
export function LogTimeFields({ form, idPrefix = "log-time", labels = LOG_TIME_LABELS, datePicker = false }: LogTimeFieldsProps) {
  const { values, set } = form;
  const { data: lookups } = useQuery(LogTimePopup_ProgressCodes);
  const hours = manHours(values.timeFrom, values.timeTo, values.numberOfEngineers);
  const time = (name: "timeFrom" | "timeTo", label: string) => (
    <TextField
      id={`${idPrefix}-${name}`}
      label={label}
      type="time"
      // HH:mm with 1-minute steps (portals §5)
      step="60"
      required
      value={values[name]}
      onChange={(v) => set(name, v)}
      invalid={form.invalid(name)}
      message={form.message(name)}
    />
  );
  return (
    <>
      {datePicker ? (
        <TextField
          id={`${idPrefix}-date`}
          label={labels.date}
          type="date"
          max={todayIso()}
          required
          value={values.workDate}
          onChange={(v) => set("workDate", v)}
          invalid={form.invalid("workDate")}
          message={form.message("workDate")}
        />
      ) : (
        <TextField
          id={`${idPrefix}-date`}
          label={labels.date}
          // dates are typed DD/MM/YYYY whatever the browser's language (§9)
          placeholder="DD/MM/YYYY"
          required
          value={values.workDate}
          onChange={(v) => set("workDate", v)}
          invalid={form.invalid("workDate")}
          message={form.message("workDate")}
        />
      )}
      {time("timeFrom", labels.from)}
      {time("timeTo", labels.to)}
      <TextField
        id={`${idPrefix}-engineers`}
        label={labels.engineers}
        type="number"
        inputMode="numeric"
        min={0}
        step="1"
        required
        value={values.numberOfEngineers}
        onChange={(v) => set("numberOfEngineers", v)}
        invalid={form.invalid("numberOfEngineers")}
        message={form.message("numberOfEngineers")}
      />
      <CheckboxField label={labels.bankHoliday} checked={values.bankHoliday} onChange={(v) => set("bankHoliday", v)} />
      <SelectField
        id={`${idPrefix}-progress`}
        label={labels.progressCode}
        value={values.progressCodeId}
        onChange={(v) => set("progressCodeId", v)}
        options={(lookups?.progressCodes ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
      />
      <p className="wo-costs__total-line" aria-label="Man-hours">
        Man-hours: <strong>{hours ?? "–"}</strong>
      </p>
    </>
  );
}

/**
 * The log time popup (portals §5): the date (DD/MM/YYYY, required: 'Date is a required field'), from
 * and to (HH:mm, 1-minute steps; an earlier end is the next day), the number of engineers (a whole
 * number of at least 0), the bank-holiday flag and a progress code; the man-hours shown as typed.
 * 'Are you sure these values are correct?' before saving; the server works out the cost.
 */
export function LogTimePopup({ workOrderId, entry, onClose, onSaved }: LogTimePopupProps) {
  const { form, check } = useLogTimeForm(workOrderId, entry);
  const { confirm, dialog } = useConfirm();
  const { save, saving } = useSaveForm(LogTimePopup_Save, {
    form,
    payload: (d) => d.saveLogTime,
    saved: (p) => Boolean(p.logTime),
    success: entry ? "Log Time Updated" : "Log Time Created",
    onSaved: () => {
      onSaved();
      onClose();
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = check();
    if (!input) return;
    if (!(await confirm(CONFIRM_LOG_TIME))) return;
    await save({ input });
  };

  return (
    <Popup
      isOpen
      width="50%"
      title={entry ? "Edit Logged Time" : "Log Time"}
      onClose={onClose}
      footer={
        <>
          <Button text="Cancel" onClick={onClose} />
          <Button type="submit" form="log-time-form" intent={Intent.PRIMARY} text="Save" loading={saving} disabled={saving} />
        </>
      }
    >
      <form id="log-time-form" aria-label="Log time" onSubmit={(e) => void onSubmit(e)} noValidate>
        <LogTimeFields form={form} />
      </form>
      {dialog}
    </Popup>
  );
}
