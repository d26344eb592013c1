import { useEffect, useState, type FormEvent } from "react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import {
  Button,
  Callout,
  Checkbox,
  FormGroup,
  H4,
  Intent,
  missingFields,
  notify,
  Popup,
  REQUIRED_FIELDS,
  SelectField,
  TextField,
  useFormState,
} from "../../../ui";
import { useViewer } from "../../../app/access/ViewerContext";
import { Answers_Questions } from "../../work-orders/components/answers/RequestAnswers";
import { CopySiteDocumentsPopup_SiteDocuments } from "../../documents/components/CopySiteDocumentsPopup";
import { useDocumentTypes } from "../../documents/document-types";
import { emptyRequest, REQUIRED_REQUEST_FIELDS, toRequestInput, type RequestValues } from "./request/request-form";
import { RequestFields } from "./request/RequestFields";
import { RELOAD_ON_REQUEST, useNewRequest, type RequestExtras } from "./request/useNewRequest";
import "./request/request.css";

export type NewRequestPopupProps = {
  clientId: number;
  onClose: () => void;
};

/** The file input's choices: photos (a phone offers its camera) and PDFs */
export const REQUEST_FILE_ACCEPT = "image/*,application/pdf";

/**
 * The New Request popup (portals §2.1 item 2, §4; 80% × 650, the whole window on a small screen):
 * the request's fields, the sub-trade's questions (each answer required), the chosen site's
 * documents to copy, a file type and a file. 'Required fields' when something required is
 * missing; then the request with its answers, the copies, the upload, 'Work Order Created'.
 */
export function NewRequestPopup({ clientId, onClose }: NewRequestPopupProps) {
  const viewer = useViewer();
  const apollo = useApolloClient();
  const form = useFormState<RequestValues>(() => emptyRequest(viewer.fullName ?? ""));
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [badAnswers, setBadAnswers] = useState<ReadonlySet<number>>(new Set());
  const [documentIds, setDocumentIds] = useState<number[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [fileType, setFileType] = useState("1");
  const types = useDocumentTypes();
  const flow = useNewRequest(onClose);
  const locked = Boolean(flow.created);

  const subTradeId = Number(form.values.subTradeId) || 0;
  const siteId = Number(form.values.siteId) || 0;
  const { data: questionData } = useQuery(Answers_Questions, { variables: { subTradeId }, skip: !subTradeId });
  const questions = subTradeId ? (questionData?.questions ?? []) : [];
  const { data: docData } = useQuery(CopySiteDocumentsPopup_SiteDocuments, { variables: { siteId }, skip: !siteId });
  const siteDocuments = siteId ? (docData?.documents.nodes ?? []) : [];
  // another site's documents are not this one's: the ticks go with the site
  useEffect(() => setDocumentIds([]), [siteId]);

  const extras = (): RequestExtras => ({ documentIds, file, documentTypeId: Number(fileType) || 1 });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    const missing = missingFields(form.values, REQUIRED_REQUEST_FIELDS);
    const unanswered = new Set(questions.filter((q) => !(answers[q.id] ?? "").trim()).map((q) => q.id));
    if (missing.length || unanswered.size) {
      form.flag(Object.fromEntries(missing.map((f) => [f, true])));
      setBadAnswers(unanswered);
      notify(REQUIRED_FIELDS, "required");
      return;
    }
    const input = toRequestInput(clientId, form.values, {
      id: 0,
      answers: questions.map((q) => ({ questionContent: q.content, answerContent: answers[q.id] ?? "" })),
    });
    await flow.submit(input, extras());
  };

  const close = () => {
    // a request made before a later step failed is there: the lists show it
    if (flow.created) void apollo.refetchQueries({ include: RELOAD_ON_REQUEST });
    onClose();
  };

  return (
    <Popup
      isOpen
      title="New Request"
      width="80%"
      height={650}
      onClose={close}
      footer={
        <>
          <Button text={locked ? "Close" : "Cancel"} onClick={close} />
          {flow.failed ? (
            <Button
              intent={Intent.PRIMARY}
              icon="refresh"
              text={flow.failed === "copy" ? "Retry copying documents" : "Retry upload"}
              loading={flow.busy}
              onClick={() => void flow.retry(extras())}
            />
          ) : (
            <Button
              type="submit"
              form="new-request-form"
              intent={Intent.PRIMARY}
              icon="send-message"
              text="Submit request"
              loading={flow.busy}
              disabled={locked}
            />
          )}
        </>
      }
    >
      {flow.created && flow.failed ? (
        <Callout intent={Intent.WARNING} title={`Request ${flow.created.refNo} was created`} className="wo-request__failed">
          {flow.failed === "copy"
            ? "The site documents were not copied onto it. Retry, or close and attach them from the work order later."
            : "The file was not uploaded. Retry, or close and attach it from the work order later."}
        </Callout>
      ) : null}
      <form id="new-request-form" aria-label="New Request" onSubmit={(e) => void submit(e)} noValidate className="wo-request">
        <RequestFields clientId={clientId} form={form} required={REQUIRED_REQUEST_FIELDS} disabled={locked} idPrefix="new-request" />
        {questions.length ? (
          <fieldset className="wo-request__group" disabled={locked}>
            <legend>
              <H4>Questions</H4>
            </legend>
            {questions.map((q) => (
              <TextField
                key={q.id}
                id={`new-request-question-${q.id}`}
                label={q.content}
                required
                invalid={badAnswers.has(q.id)}
                value={answers[q.id] ?? ""}
                onChange={(v) => {
                  setAnswers((a) => ({ ...a, [q.id]: v }));
                  setBadAnswers((b) => (b.has(q.id) ? new Set([...b].filter((x) => x !== q.id)) : b));
                }}
              />
            ))}
          </fieldset>
        ) : null}
        {siteDocuments.length ? (
          <fieldset className="wo-request__group" disabled={locked && flow.failed !== "copy"}>
            <legend>
              <H4>Site documents to copy</H4>
            </legend>
            <div role="group" aria-label="Site documents to copy">
              {siteDocuments.map((d) => (
                <Checkbox
                  key={d.id}
                  className="wo-request__check"
                  label={`${d.originalFilename} (${types.nameOf(d.documentTypeId)})`}
                  checked={documentIds.includes(d.id)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setDocumentIds((ids) => (on ? [...ids, d.id] : ids.filter((x) => x !== d.id)));
                  }}
                />
              ))}
            </div>
          </fieldset>
        ) : null}
        <fieldset className="wo-request__group" disabled={locked && flow.failed !== "upload"}>
          <legend>
            <H4>Photo or document</H4>
          </legend>
          <SelectField id="new-request-file-type" label="File type" value={fileType} onChange={setFileType} options={types.options} placeholder="" />
          <FormGroup label="File" labelFor="new-request-file" helperText="A photo (your phone offers its camera) or a PDF">
            <input
              id="new-request-file"
              type="file"
              accept={REQUEST_FILE_ACCEPT}
              capture="environment"
              className="wo-request__file"
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
            />
          </FormGroup>
        </fieldset>
      </form>
    </Popup>
  );
}
