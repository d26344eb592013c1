import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { Button, Callout, CONFIRM_PROCEED, Intent, Popup, SelectField, Spinner, useConfirm, useSaveForm } from "../../../ui";
import { REQUEST_APPROVED, SOMETHING_WRONG } from "../form/finance-rules";

export const ApproveConvertPopup_Matching = graphql(`
  query ApproveConvertPopup_Matching($workOrderId: Int!) {
    matchingContractors(workOrderId: $workOrderId) {
      id
      name
      preferred
      siteListed
      contractName
    }
  }
`);

export const ApproveConvertPopup_Convert = graphql(`
  mutation ApproveConvertPopup_Convert($id: Int!, $contractorId: Int) {
    approveAndConvert(id: $id, contractorId: $contractorId) {
      workOrder {
        id
        workOrderStatusId
        workOrderStatus
        contractorId
        contractorName
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export type ApproveConvertPopupProps = {
  workOrderId: number;
  onClose: () => void;
  onConverted: (id: number) => void;
};

/**
 * Approve-and-convert (§4): optionally a contractor from those matching the request (an Active
 * contract of its client for its sub-trade, covering its site), then the confirmation, then the
 * conversion: 'Request approved!' and the work-order page; a failure 'Something wrong!'.
 */
export function ApproveConvertPopup({ workOrderId, onClose, onConverted }: ApproveConvertPopupProps) {
  const { confirm, dialog } = useConfirm();
  const { data, loading } = useQuery(ApproveConvertPopup_Matching, { variables: { workOrderId }, fetchPolicy: "network-only" });
  // none chosen: the request keeps its contractor
  const [chosen, setChosen] = useState("");
  const convert = useSaveForm(ApproveConvertPopup_Convert, {
    payload: (d) => d.approveAndConvert,
    saved: (p) => Boolean(p.workOrder),
    success: REQUEST_APPROVED,
    refusal: (r) => ({ message: r.message || SOMETHING_WRONG, kind: "error" }),
    failure: { message: SOMETHING_WRONG, kind: "error" },
    onSaved: (p) => p.workOrder && onConverted(p.workOrder.id),
  });

  const matches = data?.matchingContractors ?? [];
  const approve = async () => {
    if (convert.saving || !(await confirm(CONFIRM_PROCEED))) return;
    await convert.save({ id: workOrderId, contractorId: chosen ? Number(chosen) : null });
  };

  return (
    <Popup isOpen title="Approve and convert" onClose={onClose} width="50%">
      {dialog}
      {loading ? <Spinner aria-label="Loading" /> : null}
      {!loading && matches.length === 0 ? (
        <Callout intent={Intent.PRIMARY}>No contractor matches this request: it is converted with the contractor it has.</Callout>
      ) : null}
      {matches.length > 0 ? (
        <SelectField
          id="convert-contractor"
          label="Contractor"
          value={chosen}
          onChange={setChosen}
          placeholder="Keep the request's contractor"
          options={matches.map((m) => ({
            value: String(m.id),
            label: `${m.name}${m.preferred ? " (preferred)" : ""}${m.siteListed ? " - site listed" : ""} - ${m.contractName}`,
          }))}
        />
      ) : null}
      <div className="wo-editor__actions">
        <Button text="Cancel" onClick={onClose} />
        <Button intent={Intent.SUCCESS} icon="tick" text="Approve" loading={convert.saving} onClick={() => void approve()} />
      </div>
    </Popup>
  );
}
