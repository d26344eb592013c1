import { useEffect, useRef, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { Button, Callout, Card, CONFIRM_PROCEED, H4, Intent, notify, REQUIRED_FIELDS, useConfirm } from "../../../ui";
import { paths } from "../../../app/paths";
import { CONFIRM_CANCEL, CONFIRM_QUERY, STATUS, statusChangeQuestion, statusOptions } from "../form/finance-rules";
import { emptyWorkOrder, requiredFields, toSaveWorkOrderInput, workOrderValues } from "../form/work-order-form";
import { useWorkOrderActions } from "../hooks/useWorkOrderActions";
import { useWorkOrderForm } from "../hooks/useWorkOrderForm";
import { useWorkOrderLookups } from "../hooks/useWorkOrderLookups";
import { getFragmentData } from "../../../gql";
import { ApproveQuoteButton } from "./ApproveQuoteButton";
import { WorkOrderEditor_WorkOrder, type EditorWorkOrder } from "./editor-fragment";
import { useCostChecks } from "./form/CostReview";
import { FinanceFields } from "./form/FinanceFields";
import { JobFields } from "./form/JobFields";
import { PartiesFields } from "./form/PartiesFields";
import { SlaClocks } from "./SlaClockTag";
import "./work-order-editor.css";

/** The list a cancelled order goes back to, after 1 s (§9) */
export const CANCEL_REDIRECT_MS = 1000;

export type WorkOrderEditorProps = {
  /** null: a new work order */
  workOrder: EditorWorkOrder | null;
  /** Read the order again (after a stale save) */
  onReload?: () => void;
  /** Shown above the form's first section (the tabs go after it) */
  header?: ReactNode;
};

/**
 * A work order, every field editable (staff): the status offers only the moves the server offers
 * (nextStatuses: leaving approved asks first); a move that has its own action has its own button,
 * shown when the server says the viewer may take it now (viewerCan): cancel (it asks first), mark
 * complete (with costs logged it asks whether to submit them), submit costs, approve and query of
 * costs. Save shows the server's refusals as they come (a stale copy offers a reload).
 */
export function WorkOrderEditor({ workOrder, onReload, header }: WorkOrderEditorProps) {
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const isNew = !workOrder;
  const wo = useWorkOrderForm(() => (workOrder ? workOrderValues(workOrder) : emptyWorkOrder()), { onRequest: false, confirm });
  const { form } = wo;
  const lookups = useWorkOrderLookups(form.values);
  const checks = useCostChecks(workOrder?.id ?? null);
  const status = workOrder?.workOrderStatusId ?? STATUS.OPEN;
  const locked = status === STATUS.APPROVED;
  const required = requiredFields(form.values);

  const actions = useWorkOrderActions({
    form,
    required,
    input: (values) =>
      toSaveWorkOrderInput(values, { id: workOrder?.id ?? 0, version: workOrder?.version, financeLocked: locked, stored: workOrder ?? undefined }),
    success: isNew ? "Work Order Created" : "Work Order Updated",
    onSaved: (id) => {
      if (isNew) navigate(paths.workOrder(id));
    },
  });

  // a new version read (saved here, changed by an action, reloaded): the form shows it
  const { reset } = form;
  const latest = useRef(workOrder);
  latest.current = workOrder;
  useEffect(() => {
    if (latest.current) reset(workOrderValues(latest.current));
  }, [workOrder?.version, reset]);

  const version = workOrder?.version ?? 0;
  const id = workOrder?.id ?? 0;
  const resetStatus = () => form.set("workOrderStatusId", String(status));

  const changeStatus = async (value: string) => {
    if (statusChangeQuestion(status, Number(value)) === "proceed" && !(await confirm(CONFIRM_PROCEED))) return resetStatus();
    form.set("workOrderStatusId", value);
  };

  const cancel = async () => {
    if (!(await confirm(CONFIRM_CANCEL))) return;
    if (await actions.cancel.save({ id, version })) setTimeout(() => navigate(paths.workOrders()), CANCEL_REDIRECT_MS);
  };

  // costs logged (code 2011): the server's question, and on yes the submission
  const complete = async () => {
    const done = await actions.complete.save({ id, version });
    if (done?.code && done.message && done.workOrder && (await confirm(done.message))) {
      await actions.submitCosts.save({ id, version: getFragmentData(WorkOrderEditor_WorkOrder, done.workOrder).version });
    }
  };

  const submitCosts = async () => {
    if (await confirm(CONFIRM_PROCEED)) await actions.submitCosts.save({ id, version });
  };

  const approve = async (approvedCost: string) => {
    if (!approvedCost) return notify(REQUIRED_FIELDS, "required");
    await actions.approve.save({ id, version, approvedCost, valuationNumber: form.values.valuationNumber.trim() || null });
  };

  const query = async (reasonId: string) => {
    if (!reasonId) {
      form.flag({ queryReasonId: true });
      return notify(REQUIRED_FIELDS, "required");
    }
    form.set("queryReasonId", reasonId);
    if (!(await confirm(CONFIRM_QUERY))) return form.set("queryReasonId", workOrder?.queryReasonId ? String(workOrder.queryReasonId) : "");
    await actions.query.save({ id, version, queryReasonId: Number(reasonId) });
  };

  const bind = { form, required };
  const options = isNew ? statusOptions([STATUS.OPEN], lookups.statuses) : statusOptions(workOrder.nextStatuses, lookups.statuses);
  const can = workOrder?.viewerCan;
  return (
    <form onSubmit={(e) => void actions.submit(e)} aria-label="Work order details" className="wo-editor" noValidate>
      {dialog}
      {header}
      {actions.stale ? (
        <Callout intent={Intent.WARNING} icon="refresh" className="wo-editor__stale" title="Changed by someone else">
          This work order was changed since you opened it. Reload to see the changes (yours are not saved).{" "}
          <Button
            text="Reload"
            icon="refresh"
            onClick={() => {
              actions.clearStale();
              onReload?.();
            }}
          />
        </Callout>
      ) : null}
      <Card className="wo-editor__section">
        <H4>Client and site</H4>
        <PartiesFields bind={bind} wo={wo} lookups={lookups} stored={workOrder} />
      </Card>
      <Card className="wo-editor__section">
        <H4>Job</H4>
        <JobFields
          bind={bind}
          wo={wo}
          lookups={lookups}
          request={false}
          statusOptions={options}
          onStatusChange={(v) => void changeStatus(v)}
          deadline={workOrder?.deadline}
        />
        {workOrder ? (
          <div className="wo-editor__sla" aria-label="SLA clocks">
            <span className="wo-editor__sla-label">SLA clocks</span> <SlaClocks workOrder={workOrder} />
          </div>
        ) : null}
      </Card>
      <Card className="wo-editor__section">
        <H4>Finance</H4>
        <FinanceFields
          bind={{ ...bind, disabled: locked }}
          wo={wo}
          lookups={lookups}
          request={false}
          stored={workOrder}
          confirm={confirm}
          canApprove={Boolean(can?.approveCosts)}
          onApprove={(cost) => void approve(cost)}
          onQuery={can?.queryCosts ? (reason) => void query(reason) : undefined}
          busy={actions.busy}
          status={status}
          checks={checks}
        />
      </Card>
      <div className="wo-editor__actions">
        {can?.cancel ? (
          <Button intent={Intent.DANGER} icon="disable" text="Cancel work order" onClick={() => void cancel()} disabled={actions.busy} />
        ) : null}
        {can?.complete ? <Button icon="tick-circle" text="Mark complete" onClick={() => void complete()} disabled={actions.busy} /> : null}
        {can?.submitCosts ? <Button icon="send-message" text="Submit costs" onClick={() => void submitCosts()} disabled={actions.busy} /> : null}
        {workOrder ? <ApproveQuoteButton workOrderId={id} workOrderStatusId={status} /> : null}
        <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text="Save" loading={actions.save.saving} disabled={actions.busy} />
      </div>
    </form>
  );
}
