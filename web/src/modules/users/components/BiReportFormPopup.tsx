import { graphql } from "../../../gql";
import { Button, Checkbox, Intent, Popup, TextField, useFormState, useSaveForm } from "../../../ui";
import { embedCodeText } from "../../bi-reports/embed-code";

export const BiReportFormPopup_Save = graphql(`
  mutation BiReportFormPopup_Save($input: SaveBiReportInput!) {
    saveBiReport(input: $input) {
      report {
        id
        userId
        name
        description
        embedUrl
        dashboard
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export type EditedReport = { id: number; name: string; description?: string | null; embedUrl: string; dashboard?: boolean };

export type BiReportFormPopupProps = {
  userId: number;
  /** null: a new report */
  report: EditedReport | null;
  onClose: () => void;
  onSaved: () => void;
};

type Values = { name: string; description: string; embedCode: string; dashboard: boolean };

/** Portals §5: every field marked required is required */
const REQUIRED = ["name", "embedCode"] as const;

/** Adds or edits a user's BI report: name, description, and the report tool's embed code (checked by the server) */
export function BiReportFormPopup({ userId, report, onClose, onSaved }: BiReportFormPopupProps) {
  const form = useFormState<Values>(() => ({
    name: report?.name ?? "",
    description: report?.description ?? "",
    embedCode: report ? embedCodeText(report.embedUrl) : "",
    dashboard: report?.dashboard ?? false,
  }));
  const { submit, saving } = useSaveForm(BiReportFormPopup_Save, {
    form,
    required: REQUIRED,
    variables: (v) => ({
      input: {
        id: report?.id ?? null,
        userId,
        name: v.name.trim(),
        description: v.description.trim() || null,
        embedCode: v.embedCode.trim(),
        dashboard: v.dashboard,
      },
    }),
    payload: (data) => data.saveBiReport,
    saved: (result) => Boolean(result.report),
    success: report ? "BI Report Updated" : "BI Report Created",
    onSaved,
  });

  return (
    <Popup isOpen title={report ? `Edit report: ${report.name}` : "New report"} onClose={onClose} width="50%">
      <form onSubmit={submit} aria-label="BI report" noValidate>
        <TextField
          id="bi-report-name"
          label="Name"
          value={form.values.name}
          onChange={(v) => form.set("name", v)}
          required
          invalid={form.invalid("name")}
          message={form.message("name")}
        />
        <TextField id="bi-report-description" label="Description" value={form.values.description} onChange={(v) => form.set("description", v)} />
        <TextField
          id="bi-report-embed-code"
          label="Embed code"
          rows={4}
          value={form.values.embedCode}
          onChange={(v) => form.set("embedCode", v)}
          placeholder='<iframe src="https://app.powerbi.com/..."></iframe>'
          required
          invalid={form.invalid("embedCode")}
          message={form.message("embedCode")}
          helper="The report tool's iframe; only its address on an allowed report host is kept."
        />
        <Checkbox
          id="bi-report-dashboard"
          label="Dashboard report"
          checked={form.values.dashboard}
          onChange={(e) => form.set("dashboard", e.currentTarget.checked)}
        />
        <div className="wo-user-form__actions">
          <Button text="Cancel" onClick={onClose} />
          <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text="Save" loading={saving} />
        </div>
      </form>
    </Popup>
  );
}
