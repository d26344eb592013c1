import { graphql } from "../../../../gql";
import { useConfirm, useSaveForm } from "../../../../ui";

export const ContractorPortalWorkOrder_Complete = graphql(`
  mutation ContractorPortalWorkOrder_Complete($id: Int!, $version: Int) {
    completeWorkOrder(id: $id, version: $version) {
      workOrder {
        id
        version
        workOrderStatusId
        workOrderStatus
        actualCost
      }
      code
      message
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** The spec's text (portals §8) */
export const MARKED_COMPLETE = "Work order marked as complete";
/** completeWorkOrder's code when costs are logged: ask whether to submit them (portals §4) */
export const COSTS_LOGGED_CODE = 2011;

export type MarkCompleteOptions = {
  /** After the order moved: read it again (its viewerCan changes); resolves once read */
  onChanged: () => Promise<unknown>;
  /** The user said yes to submitting the logged costs: the Confirm Payment window */
  onSubmitCosts: () => void;
};

/**
 * Mark complete (portals §4): 'Work order marked as complete'; when the answer carries code 2011,
 * its message asks whether to submit the logged costs, and yes opens the Confirm Payment window
 * (with the order read again first, so the window has its new version and actual cost).
 */
export function useMarkComplete({ onChanged, onSubmitCosts }: MarkCompleteOptions) {
  const { confirm, dialog } = useConfirm();
  const complete = useSaveForm(ContractorPortalWorkOrder_Complete, {
    payload: (d) => d.completeWorkOrder,
    saved: (p) => Boolean(p.workOrder),
    success: MARKED_COMPLETE,
  });
  const markComplete = async (workOrder: { id: number; version: number }) => {
    const done = await complete.save({ id: workOrder.id, version: workOrder.version });
    if (!done) return;
    const read = onChanged();
    if (done.code === COSTS_LOGGED_CODE && done.message && (await confirm(done.message))) {
      await read;
      onSubmitCosts();
    }
  };
  return { markComplete, completing: complete.saving, dialog };
}
