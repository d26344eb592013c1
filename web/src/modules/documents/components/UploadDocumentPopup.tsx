import { useState, type FormEvent } from "react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { DocumentEntityName } from "../../../gql/graphql";
import {
  Button,
  FormGroup,
  Intent,
  notify,
  Popup,
  ProgressBar,
  REQUIRED_FIELDS,
  SelectField,
  TextField,
  useFormState,
  useSaveForm,
  type FieldProblems,
} from "../../../ui";
import { toIsoDay } from "../../../ui/format";
import { useDocumentTypes } from "../document-types";
import "../documents.css";

export const UploadDocumentPopup_Upload = graphql(`
  mutation UploadDocumentPopup_Upload($input: UploadDocumentInput!, $file: Upload) {
    uploadDocument(input: $input, file: $file) {
      document {
        id
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** The compliance types a certificate can be tagged with (issue 27: gas safety, EICR, ...), every signed-in user's to read */
export const UploadDocumentPopup_ComplianceTypes = graphql(`
  query UploadDocumentPopup_ComplianceTypes {
    complianceTypes {
      id
      name
    }
  }
`);

/** The notice of a certificate date that is not a date */
export const CERT_DATE_INVALID = "Certificate date must be a date (DD/MM/YYYY)";

/** The notice when no file was chosen */
export const NO_FILES = "No files selected";

/** The notice of a failed upload whose failure says nothing of its own (§8, naming the Document) */
export const UPLOAD_FAILED = "Document error (Something wrong. Try again)";

/** The document type whose certificate date the contractor portal asks for (§3: 2 Certificate) */
export const CERTIFICATE_TYPE = "2";

/**
 * What the server takes (docs/documents.md: told from the bytes): PDF, images (a phone's photo among
 * them), Office documents, Outlook messages, ZIP, text and CSV. The file chooser offers these, and a
 * phone's chooser its camera with them.
 */
export const DOCUMENT_ACCEPT = "image/*,application/pdf,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.msg,.zip,.txt,.csv,text/plain,text/csv";

export type UploadDocumentPopupProps = {
  entityName: DocumentEntityName;
  entityId: number;
  /**
   * The certificate date (§5: only in the contractor portal): true, shown and required whatever the
   * type; "certificates", shown and required when the type is Certificate; false, hidden
   */
  certDateRequired: boolean | "certificates";
  /** The popup's title (default 'Upload document') */
  title?: string;
  /** The certificate date from a date picker (a phone's) rather than typed DD/MM/YYYY */
  datePicker?: boolean;
  /** Offer the device's camera as well as the file chooser (a phone in the contractor portal) */
  camera?: boolean;
  onClose: () => void;
  onUploaded: () => void;
};

type Values = { typeId: string; complianceTypeId: string; certDate: string; file: File | null };

/** Where the upload is: the share of the file sent (0 to 1), then the server storing it */
type Sending = { sent: number; stored: boolean } | null;

/** A failed call's own message when the server gave one (a refused status), else the spec's notice */
const failure = (error: unknown) => ({
  message: CombinedGraphQLErrors.is(error) && error.errors[0]?.message ? error.errors[0].message : UPLOAD_FAILED,
  kind: "error" as const,
});

/**
 * The upload-document popup (§2: document type and certificate date; 30% wide, the whole window on a
 * phone): the type defaults to 1 Job Sheet; for a certificate, the compliance type it proves ('None'
 * by default; issue 27); the certificate date in the contractor portal, where it is required for a
 * certificate ('Required fields'), and wherever a compliance type is chosen; a progress bar while the file goes up; 'Document
 * Created' once uploaded; a refusal shows the server's message and flags its field, and keeps what
 * was chosen.
 */
export function UploadDocumentPopup({
  entityName,
  entityId,
  certDateRequired,
  title = "Upload document",
  datePicker = false,
  camera = false,
  onClose,
  onUploaded,
}: UploadDocumentPopupProps) {
  const types = useDocumentTypes();
  const form = useFormState<Values>({ typeId: "1", complianceTypeId: "", certDate: "", file: null });
  const { values, set } = form;
  // a certificate may prove a compliance type (the register's cell for the order's or the site's site)
  const certificate = values.typeId === CERTIFICATE_TYPE;
  const complianceTypes = useQuery(UploadDocumentPopup_ComplianceTypes, { skip: !certificate });
  const complianceOptions = (complianceTypes.data?.complianceTypes ?? []).map((t) => ({ value: String(t.id), label: t.name }));
  const tagged = certificate && values.complianceTypeId !== "";
  const [sending, setSending] = useState<Sending>(null);
  const { save, saving } = useSaveForm(UploadDocumentPopup_Upload, {
    form,
    rename: { documentTypeId: "typeId" },
    payload: (d) => d.uploadDocument,
    saved: (p) => Boolean(p.document),
    success: "Document Created",
    failure,
    onSaved: () => {
      onUploaded();
      onClose();
    },
  });

  // a certificate tagged with a compliance type needs its date (the register counts from it), staff's too
  const showCertDate = certDateRequired !== false || tagged;
  const certDateNeeded = certDateRequired === true || (certDateRequired === "certificates" && certificate) || tagged;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const day = values.certDate.trim() ? toIsoDay(values.certDate) : null;
    const problems: FieldProblems<Values> = {};
    if (certDateNeeded && !values.certDate.trim()) problems.certDate = true;
    if (!values.file) problems.file = true;
    form.flag(problems);
    if (problems.certDate) return notify(REQUIRED_FIELDS, "required");
    if (showCertDate && values.certDate.trim() && !day) {
      form.flag({ ...problems, certDate: true });
      return notify(CERT_DATE_INVALID, "required");
    }
    if (!values.file) return notify(NO_FILES, "required");
    setSending({ sent: 0, stored: false });
    const onUploadProgress = (loaded: number, total: number) =>
      setSending({ sent: total ? loaded / total : 0, stored: total > 0 && loaded >= total });
    try {
      await save(
        {
          input: {
            entityName,
            entityId,
            documentTypeId: Number(values.typeId),
            certDate: showCertDate ? day : null,
            ...(tagged ? { complianceTypeId: Number(values.complianceTypeId) } : {}),
          },
          file: values.file,
        },
        { onUploadProgress },
      );
    } finally {
      setSending(null);
    }
  };

  const chooseFile = (file: File | null) => set("file", file);
  return (
    <Popup
      isOpen
      width="30%"
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button text="Cancel" onClick={onClose} />
          <Button type="submit" form="upload-document-form" intent={Intent.PRIMARY} icon="upload" text="Upload" loading={saving} disabled={saving} />
        </>
      }
    >
      <form id="upload-document-form" aria-label={title} onSubmit={(e) => void submit(e)} noValidate className="wo-upload">
        <SelectField
          id="upload-document-type"
          label="Document type"
          value={values.typeId}
          onChange={(v) => set("typeId", v)}
          options={types.options}
          placeholder=""
          invalid={form.invalid("typeId")}
          message={form.message("typeId")}
        />
        {certificate ? (
          <SelectField
            id="upload-document-compliance-type"
            label="Compliance type"
            value={values.complianceTypeId}
            onChange={(v) => set("complianceTypeId", v)}
            options={complianceOptions}
            placeholder="None"
            invalid={form.invalid("complianceTypeId")}
            message={form.message("complianceTypeId")}
          />
        ) : null}
        {showCertDate ? (
          <TextField
            id="upload-document-cert-date"
            label="Certificate date"
            type={datePicker ? "date" : "text"}
            placeholder={datePicker ? undefined : "DD/MM/YYYY"}
            required={certDateNeeded}
            value={values.certDate}
            onChange={(v) => set("certDate", v)}
            invalid={form.invalid("certDate")}
            message={form.message("certDate")}
          />
        ) : null}
        <FormGroup
          label="File"
          labelFor="upload-document-file"
          labelInfo={<span aria-hidden="true">*</span>}
          intent={form.invalid("file") ? Intent.DANGER : Intent.NONE}
          helperText={form.message("file") ?? (values.file ? values.file.name : undefined)}
          className="wo-field"
        >
          <input
            id="upload-document-file"
            type="file"
            accept={DOCUMENT_ACCEPT}
            className="wo-upload__file"
            aria-invalid={form.invalid("file") || undefined}
            aria-required
            disabled={saving}
            onChange={(e) => chooseFile(e.currentTarget.files?.[0] ?? null)}
          />
        </FormGroup>
        {camera ? (
          // the phone's camera straight away (capture), for a job sheet or a certificate on paper
          <label className="wo-upload__camera bp6-button" htmlFor="upload-document-photo">
            Take a photo
            <input
              id="upload-document-photo"
              type="file"
              accept="image/*"
              capture="environment"
              className="wo-upload__camera-input"
              disabled={saving}
              onChange={(e) => chooseFile(e.currentTarget.files?.[0] ?? null)}
            />
          </label>
        ) : null}
        {sending ? (
          <div role="status" className="wo-upload__progress">
            <span>{sending.stored ? "Saving…" : `Uploading… ${Math.round(sending.sent * 100)}%`}</span>
            <ProgressBar value={sending.stored ? 1 : sending.sent} intent={Intent.PRIMARY} aria-label="Upload progress" stripes={sending.stored} />
          </div>
        ) : null}
      </form>
    </Popup>
  );
}
