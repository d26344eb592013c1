import { useState, type FormEvent } from "react";
import { Button, Intent, notify, Popup, REQUIRED_FIELDS, TextField } from "../../../ui";

const TEXTS = {
  reject: { title: "Reject Quote", label: "Reject quote", submit: "Reject", intent: Intent.DANGER },
  alternative: { title: "Alternative quote request", label: "Alternative quote request", submit: "Send", intent: Intent.PRIMARY },
} as const;

export type ClientQuoteNotePopupProps = {
  kind: keyof typeof TEXTS;
  saving: boolean;
  /** The note, trimmed and never empty */
  onSubmit: (note: string) => void;
  onClose: () => void;
};

/**
 * The note a client gives with a quote's rejection or its request for an alternative (portals
 * §2.1 item 9, §4): required ('Required fields' and the box flagged when it is empty).
 */
export function ClientQuoteNotePopup({ kind, saving, onSubmit, onClose }: ClientQuoteNotePopupProps) {
  const texts = TEXTS[kind];
  const [note, setNote] = useState("");
  const [flagged, setFlagged] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!note.trim()) {
      setFlagged(true);
      return notify(REQUIRED_FIELDS, "required");
    }
    onSubmit(note.trim());
  };
  return (
    <Popup isOpen title={texts.title} onClose={onClose} width="50%">
      <form onSubmit={submit} aria-label={texts.label} noValidate className="wo-client-note">
        <TextField id={`quote-${kind}-note`} label="Note" rows={5} value={note} required invalid={flagged && !note.trim()} onChange={setNote} />
        <div className="wo-client-decisions">
          <Button text="Cancel" onClick={onClose} />
          <Button type="submit" intent={texts.intent} text={texts.submit} loading={saving} />
        </div>
      </form>
    </Popup>
  );
}
