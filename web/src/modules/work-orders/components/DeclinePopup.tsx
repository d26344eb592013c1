import { useState } from "react";
import { graphql } from "../../../gql";
import { Button, Intent, notify, Popup, TextField, useSaveForm } from "../../../ui";
import { DECLINE_REQUIRED, declineValid } from "../form/finance-rules";

export const DeclinePopup_Decline = graphql(`
  mutation DeclinePopup_Decline($id: Int!, $subject: String!, $note: String!) {
    declineRequest(id: $id, subject: $subject, note: $note) {
      workOrder {
        id
        workOrderStatusId
        workOrderStatus
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export type DeclinePopupProps = {
  workOrderId: number;
  onClose: () => void;
  /** Declined: the caller goes back to the list (after 600 ms, §9) */
  onDeclined: () => void;
};

/** 'Decline Request' (§2 /work_orders/requests/deciline): a subject and a note, both required */
export function DeclinePopup({ workOrderId, onClose, onDeclined }: DeclinePopupProps) {
  const [subject, setSubject] = useState("");
  const [note, setNote] = useState("");
  const [flagged, setFlagged] = useState(false);
  const decline = useSaveForm(DeclinePopup_Decline, {
    payload: (d) => d.declineRequest,
    saved: (p) => Boolean(p.workOrder),
    success: "Message was sent!",
    failure: { message: "Decline error (Something wrong. Try again)", kind: "error" },
    onSaved: onDeclined,
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (decline.saving) return;
    if (!declineValid(subject, note)) {
      setFlagged(true);
      return notify(DECLINE_REQUIRED, "required");
    }
    await decline.save({ id: workOrderId, subject: subject.trim(), note: note.trim() });
  };

  return (
    <Popup isOpen title="Decline Request" onClose={onClose} width="50%">
      <form onSubmit={(e) => void submit(e)} aria-label="Decline request" noValidate>
        <TextField
          id="decline-subject"
          label="Subject"
          value={subject}
          required
          invalid={flagged && !subject.trim()}
          onChange={(v) => setSubject(v)}
        />
        <TextField id="decline-note" label="Note" rows={5} value={note} required invalid={flagged && !note.trim()} onChange={(v) => setNote(v)} />
        <div className="wo-editor__actions">
          <Button text="Cancel" onClick={onClose} />
          <Button type="submit" intent={Intent.DANGER} icon="disable" text="Decline" loading={decline.saving} />
        </div>
      </form>
    </Popup>
  );
}
