import { useRef, useState, type FormEvent } from "react";
import { graphql } from "../../../gql";
import type { DocumentEntityName } from "../../../gql/graphql";
import { Button, FormGroup, Intent, notify, Popup, REQUIRED_FIELDS, SelectField, TextField, useSaveForm } from "../../../ui";
import { useDocumentTypes } from "../document-types";

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

/** The notice when no file was chosen */
export const NO_FILES = "No files selected";

export type UploadDocumentPopupProps = {
  entityName: DocumentEntityName;
  entityId: number;
  /** The contractor portal: the certificate date is shown and required (§5); hidden elsewhere */
  certDateRequired: boolean;
  onClose: () => void;
  onUploaded: () => void;
};

/**
 * The upload-document popup (§2: document type and certificate date; 30% wide): the type defaults
 * to 1 Job Sheet; the certificate date only in the contractor portal, where it is required
 * ('Required fields'); 'Document Created' once uploaded.
 */
export function UploadDocumentPopup({ entityName, entityId, certDateRequired, onClose, onUploaded }: UploadDocumentPopupProps) {
  const types = useDocumentTypes();
  const [typeId, setTypeId] = useState("1");
  const [certDate, setCertDate] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [invalid, setInvalid] = useState<{ certDate?: boolean; file?: boolean }>({});
  const input = useRef<HTMLInputElement>(null);
  const { save, saving } = useSaveForm(UploadDocumentPopup_Upload, {
    payload: (d) => d.uploadDocument,
    saved: (p) => Boolean(p.document),
    success: "Document Created",
    failure: { message: "Document error (Something wrong. Try again)", kind: "error" },
    onSaved: () => {
      onUploaded();
      onClose();
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = { certDate: certDateRequired && !certDate, file: !file };
    setInvalid(missing);
    if (missing.certDate) {
      notify(REQUIRED_FIELDS, "required");
      return;
    }
    if (!file) {
      notify(NO_FILES, "required");
      return;
    }
    await save({
      input: { entityName, entityId, documentTypeId: Number(typeId), certDate: certDateRequired ? certDate : null },
      file,
    });
  };

  return (
    <Popup
      isOpen
      width="30%"
      title="Upload document"
      onClose={onClose}
      footer={
        <>
          <Button text="Cancel" onClick={onClose} />
          <Button type="submit" form="upload-document-form" intent={Intent.PRIMARY} icon="upload" text="Upload" loading={saving} disabled={saving} />
        </>
      }
    >
      <form id="upload-document-form" aria-label="Upload document" onSubmit={submit} noValidate>
        <SelectField id="upload-document-type" label="Document type" value={typeId} onChange={setTypeId} options={types.options} placeholder="" />
        {certDateRequired ? (
          <TextField
            id="upload-document-cert-date"
            label="Certificate date"
            type="date"
            required
            value={certDate}
            onChange={(v) => {
              setCertDate(v);
              setInvalid((x) => ({ ...x, certDate: false }));
            }}
            invalid={invalid.certDate}
          />
        ) : null}
        <FormGroup
          label="File"
          labelFor="upload-document-file"
          labelInfo={<span aria-hidden="true">*</span>}
          intent={invalid.file ? Intent.DANGER : Intent.NONE}
        >
          <input
            id="upload-document-file"
            ref={input}
            type="file"
            aria-invalid={invalid.file || undefined}
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              setInvalid((x) => ({ ...x, file: false }));
            }}
          />
        </FormGroup>
      </form>
    </Popup>
  );
}
