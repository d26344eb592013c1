import { graphql } from "../../../gql";
import { Button, Intent, Popup, TextField, useFormState, useSaveForm } from "../../../ui";

export const NotePopup_Save = graphql(`
  mutation NotePopup_Save($input: SaveWorkOrderNoteInput!) {
    saveWorkOrderNote(input: $input) {
      note {
        id
        note
        noteTime
        userId
        userName
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export type NotePopupProps = {
  workOrderId: number;
  /** The note edited; null: a new note */
  note: { id: number; note: string } | null;
  /** A new note's kind (an edited note keeps its own) */
  privateNote: boolean;
  onClose: () => void;
  onSaved: () => void;
};

type NoteValues = { note: string };

/** The 'New Note' popup (spec §2), also editing a note: its text is required ('Required fields') */
export function NotePopup({ workOrderId, note, privateNote, onClose, onSaved }: NotePopupProps) {
  const form = useFormState<NoteValues>(() => ({ note: note?.note ?? "" }));
  const { submit, saving } = useSaveForm(NotePopup_Save, {
    form,
    required: ["note"],
    variables: (values) => ({
      input: note ? { id: note.id, workOrderId, note: values.note.trim() } : { workOrderId, note: values.note.trim(), privateNote },
    }),
    payload: (d) => d.saveWorkOrderNote,
    saved: (p) => Boolean(p.note),
    success: note ? "Note Updated" : "Note Created",
    onSaved: () => {
      onSaved();
      onClose();
    },
  });
  return (
    <Popup
      isOpen
      width="50%"
      title={note ? "Edit Note" : "New Note"}
      onClose={onClose}
      footer={
        <>
          <Button text="Cancel" onClick={onClose} />
          <Button type="submit" form="work-order-note-form" intent={Intent.PRIMARY} text="Save" loading={saving} disabled={saving} />
        </>
      }
    >
      <form id="work-order-note-form" aria-label="Note" onSubmit={submit} noValidate>
        <TextField
          id="work-order-note"
          label="Note"
          rows={5}
          required
          value={form.values.note}
          onChange={(value) => form.set("note", value)}
          invalid={form.invalid("note")}
          message={form.message("note")}
        />
      </form>
    </Popup>
  );
}
