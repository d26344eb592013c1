import { useEffect, useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { Button, Card, Callout, H4, Intent, notify, REQUIRED_FIELDS, useConfirm } from "../../../ui";
import { paths } from "../../../app/paths";
import { answerRowValid } from "../form/finance-rules";
import { emptyWorkOrder, requiredFields, toSaveWorkOrderInput, workOrderValues } from "../form/work-order-form";
import { useWorkOrderActions } from "../hooks/useWorkOrderActions";
import { useWorkOrderForm } from "../hooks/useWorkOrderForm";
import { useWorkOrderLookups } from "../hooks/useWorkOrderLookups";
import { RequestAnswers } from "./answers/RequestAnswers";
import type { AnswerRow } from "./answers/AnswersTable";
import { WorkOrderAnswers } from "./answers/WorkOrderAnswers";
import { ApproveConvertPopup } from "./ApproveConvertPopup";
import { DeclinePopup } from "./DeclinePopup";
import type { EditorWorkOrder } from "./editor-fragment";
import { FinanceFields } from "./form/FinanceFields";
import { JobFields } from "./form/JobFields";
import { PartiesFields } from "./form/PartiesFields";
import { DocumentsPanel } from "../../documents/components/DocumentsPanel";
import { SiteHistoryGrid } from "./SiteHistoryGrid";
import "./work-order-editor.css";

/** Back to the list after a decline, 600 ms (§9) */
export const DECLINE_REDIRECT_MS = 600;

export type RequestEditorProps = {
  /** null: a new request */
  request: EditorWorkOrder | null;
  /** Saved (a popup closes, a grid reloads); a new request's page goes to its address by default */
  onSaved?: (id: number) => void;
  onReload?: () => void;
  /** Declined: by default back to the work-order list; a popup over that list closes instead */
  onDeclined?: () => void;
  header?: ReactNode;
};

/**
 * A request (#/wo-request/{id}, and the popup 'Edit Work Order'): its fields, the sub-trade's
 * questions and answers, the site's history; save (status 1), approve-and-convert and decline (each
 * shown when the request's viewerCan says so).
 */
export function RequestEditor({ request, onSaved, onReload, onDeclined, header }: RequestEditorProps) {
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const isNew = !request;
  const wo = useWorkOrderForm(() => (request ? workOrderValues(request) : emptyWorkOrder({ request: true })), { onRequest: true, confirm });
  const { form } = wo;
  const lookups = useWorkOrderLookups(form.values);
  const [answers, setAnswers] = useState<AnswerRow[]>([]);
  const [popup, setPopup] = useState<"convert" | "decline" | null>(null);
  const required = requiredFields(form.values);
  const { reset } = form;
  const latest = useRef(request);
  latest.current = request;
  useEffect(() => {
    if (latest.current) reset(workOrderValues(latest.current));
  }, [request?.version, reset]);

  const actions = useWorkOrderActions({
    form,
    required,
    input: (values) =>
      toSaveWorkOrderInput(values, {
        id: request?.id ?? 0,
        version: request?.version,
        asRequest: true,
        stored: request ?? undefined,
        answers: isNew
          ? answers
              .filter((a) => a.answerContent.trim())
              .map((a) => ({ questionContent: a.questionContent.trim(), answerContent: a.answerContent.trim() }))
          : undefined,
      }),
    success: isNew ? "Work Order Created" : "Work Order Updated",
    onSaved: (id) => {
      if (onSaved) onSaved(id);
      else if (isNew) navigate(paths.workOrder(id, 1));
    },
  });

  // an answered row needs its question too (§5); a question left unanswered is not saved
  const answersComplete = () => {
    const bad = answers.filter((a) => a.answerContent.trim() && !answerRowValid(a));
    if (!isNew || !bad.length) return true;
    setAnswers(answers.map((a) => (bad.includes(a) ? { ...a, invalid: true } : a)));
    notify(REQUIRED_FIELDS, "required");
    return false;
  };

  const bind = { form, required };
  const siteId = Number(form.values.siteId) || 0;
  return (
    <div className="wo-editor">
      <form onSubmit={(e) => void actions.submit(e, answersComplete)} aria-label="Request details" className="wo-editor" noValidate>
        {dialog}
        {header}
        {actions.stale ? (
          <Callout intent={Intent.WARNING} icon="refresh" title="Changed by someone else">
            This request was changed since you opened it. <Button text="Reload" icon="refresh" onClick={() => (actions.clearStale(), onReload?.())} />
          </Callout>
        ) : null}
        <Card className="wo-editor__section">
          <H4>Client and site</H4>
          <PartiesFields bind={bind} wo={wo} lookups={lookups} stored={request} />
        </Card>
        <Card className="wo-editor__section">
          <H4>Request</H4>
          <JobFields
            bind={bind}
            wo={wo}
            lookups={lookups}
            request
            statusOptions={[{ value: "1", label: "Awaiting Response" }]}
            deadline={request?.deadline}
          />
          <FinanceFields bind={bind} wo={wo} lookups={lookups} request confirm={confirm} />
        </Card>
        <Card className="wo-editor__section">
          <H4>Questions and answers</H4>
          {request ? (
            <WorkOrderAnswers workOrderId={request.id} subTradeId={request.subTradeId} />
          ) : (
            <RequestAnswers subTradeId={form.values.subTradeId} rows={answers} onChange={setAnswers} />
          )}
        </Card>
        <div className="wo-editor__actions">
          {/* shown when the server says the viewer may take them now (viewerCan) */}
          {request?.viewerCan.decline ? (
            <Button intent={Intent.DANGER} icon="disable" text="Decline" onClick={() => setPopup("decline")} disabled={actions.busy} />
          ) : null}
          {request?.viewerCan.approveAndConvert ? (
            <Button intent={Intent.SUCCESS} icon="tick" text="Approve and convert" onClick={() => setPopup("convert")} disabled={actions.busy} />
          ) : null}
          <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text="Save" loading={actions.save.saving} disabled={actions.busy} />
        </div>
      </form>
      {siteId ? (
        <Card className="wo-editor__section">
          <H4>Work order history</H4>
          <SiteHistoryGrid siteId={siteId} excludeId={request?.id ?? 0} />
        </Card>
      ) : null}
      <Card className="wo-editor__section">
        <H4>Attachments</H4>
        {request ? (
          <DocumentsPanel entityName="WorkOrder" entityId={request.id} copyFromSiteId={request.siteId} label="Attachments" />
        ) : (
          <Callout compact>Save the request to attach documents.</Callout>
        )}
      </Card>
      {request && popup === "decline" ? (
        <DeclinePopup
          workOrderId={request.id}
          onClose={() => setPopup(null)}
          onDeclined={() => {
            setPopup(null);
            setTimeout(onDeclined ?? (() => navigate(paths.workOrders())), DECLINE_REDIRECT_MS);
          }}
        />
      ) : null}
      {request && popup === "convert" ? (
        <ApproveConvertPopup workOrderId={request.id} onClose={() => setPopup(null)} onConverted={(id) => navigate(paths.workOrder(id))} />
      ) : null}
    </div>
  );
}
