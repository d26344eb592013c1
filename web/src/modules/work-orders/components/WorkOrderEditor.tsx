import { useEffect, useRef, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { Button, Callout, Card, CONFIRM_PROCEED, H4, Intent, notify, REQUIRED_FIELDS, useConfirm } from "../../../ui";
import { paths } from "../../../app/paths";
import { canApprove, CONFIRM_CANCEL, CONFIRM_QUERY, STATUS, statusChangeQuestion, statusOptions } from "../form/finance-rules";
import { emptyWorkOrder, requiredFields, toSaveWorkOrderInput, workOrderValues } from "../form/work-order-form";
import { useWorkOrderActions } from "../hooks/useWorkOrderActions";
import { useWorkOrderForm } from "../hooks/useWorkOrderForm";
import { useWorkOrderLookups } from "../hooks/useWorkOrderLookups";
import type { EditorWorkOrder } from "./editor-fragment";
import { useCostChecks } from "./form/CostReview";
import { FinanceFields } from "./form/FinanceFields";
import { JobFields } from "./form/JobFields";
import { PartiesFields } from "./form/PartiesFields";
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
 * A work order, every field editable (staff): the status offers only the allowed moves (cancel asks
 * first, leaving approved asks first), the finance rules, approve and query of costs, and save
 * with the server's refusals shown as they come (a stale copy offers a reload).
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
    const question = statusChangeQuestion(status, Number(value));
    if (question === "cancel") {
      form.set("workOrderStatusId", value);
      if (!(await confirm(CONFIRM_CANCEL)) || isNew) return resetStatus();
      const done = await actions.cancel.save({ id, version });
      if (!done) return resetStatus();
      setTimeout(() => navigate(paths.workOrders()), CANCEL_REDIRECT_MS);
      return;
    }
    if (question === "proceed" && !(await confirm(CONFIRM_PROCEED))) return resetStatus();
    form.set("workOrderStatusId", value);
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
          canApprove={!isNew && canApprove(true, status, workOrder.nextStatuses)}
          onApprove={(cost) => void approve(cost)}
          onQuery={isNew || !workOrder.nextStatuses.includes(STATUS.QUERY) ? undefined : (reason) => void query(reason)}
          busy={actions.busy}
          status={status}
          checks={checks}
        />
      </Card>
      <div className="wo-editor__actions">
        <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text="Save" loading={actions.save.saving} disabled={actions.busy} />
      </div>
    </form>
  );
}
