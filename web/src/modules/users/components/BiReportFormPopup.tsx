import type { FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import {
  Button,
  Intent,
  missingFields,
  notify,
  Popup,
  REQUIRED_FIELDS,
  serverProblems,
  TextField,
  useFormState,
} from "../../../ui";
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
      }
      error {
        code
        message
        fieldErrors {
          field
          message
        }
      }
    }
  }
`);

export type EditedReport = { id: number; name: string; description?: string | null; embedUrl: string };

export type BiReportFormPopupProps = {
  userId: number;
  /** null: a new report */
  report: EditedReport | null;
  onClose: () => void;
  onSaved: () => void;
};

type Values = { name: string; description: string; embedCode: string };

/** Portals §5: every field marked required is required */
const REQUIRED = ["name", "embedCode"] as const;

/** Adds or edits a user's BI report: name, description, and the report tool's embed code (checked by the server) */
export function BiReportFormPopup({ userId, report, onClose, onSaved }: BiReportFormPopupProps) {
  const form = useFormState<Values>(() => ({
    name: report?.name ?? "",
    description: report?.description ?? "",
    embedCode: report ? embedCodeText(report.embedUrl) : "",
  }));
  const [save, { loading }] = useMutation(BiReportFormPopup_Save);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing = missingFields(form.values, REQUIRED);
    if (missing.length > 0) {
      form.flag(Object.fromEntries(missing.map((f) => [f, true])));
      notify(REQUIRED_FIELDS, "required");
      return;
    }
    const v = form.values;
    try {
      const { data } = await save({
        variables: {
          input: { id: report?.id ?? null, userId, name: v.name.trim(), description: v.description.trim() || null, embedCode: v.embedCode.trim() },
        },
      });
      const result = data?.saveBiReport;
      if (result?.error) {
        form.flag(serverProblems(form.values, result.error.fieldErrors));
        notify(result.error.message, "error");
      } else if (result?.report) {
        notify(report ? "BI Report Updated" : "BI Report Created", "success");
        onSaved();
      }
    } catch {
      notify("Unable to update - please ensure all data is valid.", "warning");
    }
  };

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
        <TextField
          id="bi-report-description"
          label="Description"
          value={form.values.description}
          onChange={(v) => form.set("description", v)}
        />
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
        <div className="wo-user-form__actions">
          <Button text="Cancel" onClick={onClose} />
          <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text="Save" loading={loading} />
        </div>
      </form>
    </Popup>
  );
}
