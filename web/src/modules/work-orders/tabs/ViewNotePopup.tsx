import { Button, Popup } from "../../../ui";
import { formatDateMinutes } from "../../../ui/format";

export type ViewNotePopupProps = {
  note: { id: number; note: string; noteTime: string };
  onClose: () => void;
};

/** The read-only View Note popup of the client portal (portals §2.1 item 8, §6: 30% wide, 500 high) */
export function ViewNotePopup({ note, onClose }: ViewNotePopupProps) {
  return (
    <Popup isOpen width="30%" height={500} title="View Note" onClose={onClose} footer={<Button text="Close" onClick={onClose} />}>
      <p className="wo-note__time">{formatDateMinutes(note.noteTime)}</p>
      <p className="wo-note__text">{note.note}</p>
    </Popup>
  );
}
