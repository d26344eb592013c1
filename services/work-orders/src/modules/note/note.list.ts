import { argument, declareList, entitySelect, SortDirection } from "@wo/shared";
import { NOTE_TENANCY, WorkOrderNote } from "./note.entity";

/** A work order's notes (GET /api/WorkOrderNotes, the notes tab, the portals' note lists): newest first; who sees which, NOTE_TENANCY. */
export const NOTE_LIST = declareList({
  names: { field: "WorkOrderNoteField", sortInput: "WorkOrderNoteSortInput" },
  entity: WorkOrderNote,
  from: "work_orders.work_order_note e",
  key: ["e.id"],
  tenancy: NOTE_TENANCY,
  columns: {
    NOTE_TIME: { field: "noteTime", kind: "date", notNull: true, sort: "e.note_time", filter: "e.note_time" },
    ID: { field: "id", kind: "number", notNull: true, sort: "e.id", filter: "e.id" },
  },
  defaultSort: { field: "NOTE_TIME", direction: SortDirection.DESC, description: "Default: newest first" },
  defaultDirection: SortDirection.DESC,
  arguments: {
    workOrderId: argument<number>({ where: (id) => ["e.work_order_id = ?", [id]] }),
    privateNote: argument<boolean>({ where: (p) => [p ? "e.private_note" : "not e.private_note", []] }),
  },
  rows: { select: (em) => entitySelect(em, WorkOrderNote, "e"), byKey: true },
});
