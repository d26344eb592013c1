import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { ReportSource, SortDirection } from "../../../gql/graphql";
import { Button, CheckboxField, Intent, Popup, SelectField, TextField, useFormState, useSaveForm } from "../../../ui";
import type { SavedReport } from "./ReportBuilderTab";

export const SavedReportPopup_Columns = graphql(`
  query SavedReportPopup_Columns($source: ReportSource!) {
    reportColumns(source: $source) {
      key
      header
      format
    }
  }
`);

export const SavedReportPopup_Save = graphql(`
  mutation SavedReportPopup_Save($input: SaveSavedReportInput!) {
    saveSavedReport(input: $input) {
      savedReport {
        id
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** The data a saved report reads (portals §2.13) */
export const REPORT_SOURCES: ReadonlyArray<{ value: ReportSource; label: string }> = [
  { value: "ORDER_LOG", label: "Order log" },
  { value: "VALUATION", label: "Valuation" },
  { value: "QUERY", label: "Query" },
];

type Values = {
  name: string;
  description: string;
  source: string;
  columns: string[];
  sortField: string;
  sortDirection: string;
  valuationNumber: string;
};

export type SavedReportPopupProps = {
  /** null: a new one */
  report: SavedReport | null;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * A saved report (staff with reporting at full): its name, description, source, the columns to
 * include (the source's catalogue, reportColumns), the sort and an optional valuation number filter.
 */
export function SavedReportPopup({ report, onClose, onSaved }: SavedReportPopupProps) {
  const form = useFormState<Values>({
    name: report?.name ?? "",
    description: report?.description ?? "",
    source: report?.source ?? "ORDER_LOG",
    columns: [...(report?.columns ?? [])],
    sortField: report?.sortField ?? "",
    sortDirection: report?.sortDirection ?? "ASC",
    valuationNumber: report?.valuationNumber ?? "",
  });
  const { values, set } = form;
  const catalogue = useQuery(SavedReportPopup_Columns, { variables: { source: values.source as ReportSource } }).data?.reportColumns ?? [];
  const { submit, saving } = useSaveForm(SavedReportPopup_Save, {
    form,
    required: ["name", "source"],
    payload: (d) => d.saveSavedReport,
    variables: (v) => ({
      input: {
        id: report?.id ?? null,
        name: v.name,
        description: v.description || null,
        source: v.source as ReportSource,
        // in the catalogue's order, whatever order they were ticked in
        columns: catalogue.map((c) => c.key).filter((k) => v.columns.includes(k)),
        sortField: v.sortField || null,
        sortDirection: (v.sortDirection || "ASC") as SortDirection,
        valuationNumber: v.valuationNumber || null,
      },
    }),
    success: report ? "Report Updated" : "Report Saved",
    onSaved,
  });
  const toggle = (key: string, on: boolean) => set("columns", on ? [...values.columns, key] : values.columns.filter((k) => k !== key));
  return (
    <Popup
      isOpen
      title={report ? "Edit report" : "New report"}
      onClose={onClose}
      width="50%"
      footer={
        <>
          <Button text="Cancel" onClick={onClose} />
          <Button intent={Intent.PRIMARY} text="Save" loading={saving} onClick={() => void submit()} />
        </>
      }
    >
      <form className="wo-saved-report" onSubmit={(e) => void submit(e)}>
        <TextField
          id="saved-report-name"
          label="Name"
          required
          value={values.name}
          onChange={(v) => set("name", v)}
          invalid={form.invalid("name")}
          message={form.message("name")}
        />
        <TextField id="saved-report-description" label="Description" value={values.description} onChange={(v) => set("description", v)} rows={2} />
        <SelectField
          id="saved-report-source"
          label="Source"
          required
          value={values.source}
          onChange={(v) => {
            set("source", v);
            set("columns", []);
            set("sortField", "");
          }}
          options={REPORT_SOURCES}
          invalid={form.invalid("source")}
        />
        <fieldset className="wo-saved-report__columns" aria-invalid={form.invalid("columns") || undefined}>
          <legend>Columns</legend>
          {catalogue.map((c) => (
            <CheckboxField key={c.key} label={c.header} checked={values.columns.includes(c.key)} onChange={(on) => toggle(c.key, on)} />
          ))}
          {form.message("columns") ? <p className="wo-field__message">{form.message("columns")}</p> : null}
        </fieldset>
        <SelectField
          id="saved-report-sort"
          label="Sort by"
          placeholder="The report's default"
          value={values.sortField}
          onChange={(v) => set("sortField", v)}
          options={catalogue.map((c) => ({ value: c.key, label: c.header }))}
        />
        <SelectField
          id="saved-report-direction"
          label="Direction"
          placeholder="Ascending"
          value={values.sortDirection === "ASC" ? "" : values.sortDirection}
          onChange={(v) => set("sortDirection", v || "ASC")}
          options={[{ value: "DESC", label: "Descending" }]}
        />
        <TextField
          id="saved-report-valno"
          label="Valuation number (optional filter)"
          value={values.valuationNumber}
          onChange={(v) => set("valuationNumber", v)}
        />
      </form>
    </Popup>
  );
}
