import { useRef, useState, type FormEvent } from "react";
import { useApolloClient } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { notify, SAVE_FAILED, useSaveForm, type FieldProblems, type FormState, type SaveRefusal } from "../../../ui";
import type { SaveWorkOrderInput } from "../../../gql/graphql";
import { badDates, type WorkOrderFormKey, type WorkOrderFormValues } from "../form/work-order-form";

export const WorkOrderActions_Save = graphql(`
  mutation WorkOrderActions_Save($input: SaveWorkOrderInput!) {
    saveWorkOrder(input: $input) {
      workOrder {
        id
        ...WorkOrderEditor_WorkOrder
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const WorkOrderActions_Cancel = graphql(`
  mutation WorkOrderActions_Cancel($id: Int!, $version: Int) {
    cancelWorkOrder(id: $id, version: $version) {
      workOrder {
        ...WorkOrderEditor_WorkOrder
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const WorkOrderActions_Approve = graphql(`
  mutation WorkOrderActions_Approve($id: Int!, $version: Int!, $approvedCost: Decimal!, $valuationNumber: String) {
    approveWorkOrderCosts(id: $id, version: $version, approvedCost: $approvedCost, valuationNumber: $valuationNumber) {
      workOrder {
        ...WorkOrderEditor_WorkOrder
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const WorkOrderActions_Query = graphql(`
  mutation WorkOrderActions_Query($id: Int!, $version: Int!, $queryReasonId: Int!) {
    queryWorkOrderCosts(id: $id, version: $version, queryReasonId: $queryReasonId) {
      workOrder {
        ...WorkOrderEditor_WorkOrder
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const WorkOrderActions_Complete = graphql(`
  mutation WorkOrderActions_Complete($id: Int!, $version: Int) {
    completeWorkOrder(id: $id, version: $version) {
      workOrder {
        ...WorkOrderEditor_WorkOrder
      }
      code
      message
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const WorkOrderActions_Submit = graphql(`
  mutation WorkOrderActions_Submit($id: Int!, $version: Int) {
    submitWorkOrderCosts(id: $id, version: $version) {
      workOrder {
        ...WorkOrderEditor_WorkOrder
      }
      message
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export type SaveOptions = {
  form: FormState<WorkOrderFormValues>;
  required: ReadonlyArray<WorkOrderFormKey>;
  input: (values: WorkOrderFormValues) => SaveWorkOrderInput;
  /** 'Work Order Created' or 'Work Order Updated' */
  success: string;
  onSaved?: (workOrderId: number) => void;
};

/**
 * The mutations of a work order's page (§4): save, cancel, approve and query costs, mark complete and
 * submit costs (each offered only when the order's viewerCan says so). A refusal shows
 * the server's message as it is (STALE, ILLEGAL_TRANSITION...); a stale copy offers a reload.
 */
export function useWorkOrderActions({ form, required, input, success, onSaved }: SaveOptions) {
  const [stale, setStale] = useState(false);
  const client = useApolloClient();
  const refusal = (r: SaveRefusal) => {
    if (r.code === "STALE") setStale(true);
    return { message: r.message, kind: "error" as const };
  };
  // a change may move the order to another status tab: the list behind a quick view recounts and reloads
  // (and billing's cost checks, which depend on the order's status and costs)
  const relist = () => void client.refetchQueries({ include: ["WorkOrderTabs_Counters", "WorkOrderGrid_WorkOrders", "CostReview_Checks"] });
  const common = { refusal };
  const save = useSaveForm(WorkOrderActions_Save, {
    ...common,
    form,
    required,
    variables: (values) => ({ input: input(values) }),
    payload: (d) => d.saveWorkOrder,
    saved: (p) => Boolean(p.workOrder),
    success,
    onSaved: (p) => {
      setStale(false);
      relist();
      if (p.workOrder) onSaved?.(p.workOrder.id);
    },
  });
  const cancel = useSaveForm(WorkOrderActions_Cancel, {
    ...common,
    payload: (d) => d.cancelWorkOrder,
    saved: (p) => Boolean(p.workOrder),
    success: "Work Order Updated",
    onSaved: relist,
  });
  const approve = useSaveForm(WorkOrderActions_Approve, {
    ...common,
    payload: (d) => d.approveWorkOrderCosts,
    saved: (p) => Boolean(p.workOrder),
    success: "Work Order Updated",
    onSaved: relist,
  });
  const query = useSaveForm(WorkOrderActions_Query, {
    ...common,
    payload: (d) => d.queryWorkOrderCosts,
    saved: (p) => Boolean(p.workOrder),
    success: "Work Order Updated",
    onSaved: relist,
  });
  // mark complete and submit answer their own message ('Work order marked as complete', the costs logged, 'Your costs have been submitted')
  const complete = useSaveForm(WorkOrderActions_Complete, {
    ...common,
    payload: (d) => d.completeWorkOrder,
    saved: (p) => Boolean(p.workOrder),
    // with costs logged (code 2011) the page asks whether to submit them instead
    success: (p) => (p.code ? "" : (p.message ?? "Work Order Updated")),
    onSaved: relist,
  });
  const submitCosts = useSaveForm(WorkOrderActions_Submit, {
    ...common,
    payload: (d) => d.submitWorkOrderCosts,
    saved: (p) => Boolean(p.workOrder),
    success: (p) => p.message ?? "Work Order Updated",
    onSaved: relist,
  });
  const submitting = useRef(false);
  /**
   * The form's save: one at a time (the double-submit guard, §5); a date that is no date flags its
   * field; `check` may refuse first (a question without its answer). Then required fields and save.
   */
  const submit = async (event?: FormEvent, check?: () => boolean) => {
    event?.preventDefault();
    if (submitting.current) return;
    const bad = badDates(form.values);
    if (bad.length) {
      form.flag(Object.fromEntries(bad.map((f) => [f, "A date as DD/MM/YYYY"])) as FieldProblems<WorkOrderFormValues>);
      return notify(SAVE_FAILED.message, SAVE_FAILED.kind);
    }
    if (check && !check()) return;
    submitting.current = true;
    try {
      await save.submit();
    } finally {
      submitting.current = false;
    }
  };

  return {
    submit,
    save,
    cancel,
    approve,
    query,
    complete,
    submitCosts,
    stale,
    clearStale: () => setStale(false),
    busy: save.saving || cancel.saving || approve.saving || query.saving || complete.saving || submitCosts.saving,
  };
}
