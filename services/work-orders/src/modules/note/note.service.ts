import type { EntityManager } from "@mikro-orm/postgresql";
import {
  audit,
  entityNodes,
  errorOf,
  ForbiddenError,
  readList,
  tenantScope,
  visibleById,
  type FieldErrorShape,
  type Page,
  type Viewer,
} from "@wo/shared";
import { REQUIRED_FIELDS } from "../work-order/work-order.type";
import { visibleWorkOrderKey } from "../work-order/work-order.visible";
import { NOTE_TENANCY, WorkOrderNote } from "./note.entity";
import { NOTE_LIST } from "./note.list";
import { NOTE_MAX, WorkOrderNoteError, type SaveWorkOrderNoteInput, type SaveWorkOrderNotePayload, type WorkOrderNotesArgs } from "./note.type";

export const NOTE_TOO_LONG = `Note must be ${NOTE_MAX} characters or fewer`;
export const PRIVATE_FOR_STAFF = "Only staff may write private notes";
export const NOT_YOUR_NOTE = "You may change only your own notes";

/** The audit lines of notes (entityName 'WorkOrder', entityId the work order's id). */
export const NOTE_AUDIT = {
  added: (privateNote: boolean) => (privateNote ? "Added a private note" : "Added a note"),
  edited: "Edited a note",
  deleted: "Deleted a note",
} as const;

/**
 * Adds a note and its audit line through `em` without flushing: the caller's transaction flushes
 * (saveWorkOrderNote, and the lifecycle's decline). The caller has checked that the viewer may write
 * it; the writer's name is taken from the viewer now.
 */
export function addWorkOrderNote(
  em: EntityManager,
  viewer: Viewer | { userId: number | null; name: string },
  input: { workOrderId: number; note: string; privateNote?: boolean | null },
): WorkOrderNote {
  const note = em.create(WorkOrderNote, {
    workOrderId: input.workOrderId,
    userId: viewer.userId,
    userName: viewer.name,
    note: input.note,
    noteTime: new Date(),
    privateNote: !!input.privateNote,
  });
  audit(em, viewer, { entityName: "WorkOrder", entityId: input.workOrderId, action: "Created", actionTaken: NOTE_AUDIT.added(!!input.privateNote) });
  return note;
}

/** Whether the viewer is a client or contractor user: it writes only public notes, and changes only its own. */
const isPortal = (viewer: Viewer) => !viewer.isStaff;

/**
 * A work order's notes, newest first: of an order the viewer may see (NOT_FOUND otherwise), public
 * ones only for a portal user whatever `privateNote` asks (NOTE_TENANCY); staff may ask for only
 * private or only public.
 */
export async function listNotes(em: EntityManager, viewer: Viewer, args: WorkOrderNotesArgs): Promise<Page<WorkOrderNote>> {
  const scope = tenantScope(viewer);
  await visibleWorkOrderKey(em, scope, args.workOrderId);
  const page = await readList(em, NOTE_LIST, scope, args);
  return { ...page, nodes: entityNodes(em, WorkOrderNote, page.nodes) };
}

/** One note the viewer may see (NOTE_TENANCY): NOT_FOUND when absent, on another tenant's order, or private and the viewer a portal user. */
export function getNote(em: EntityManager, viewer: Viewer, id: number): Promise<WorkOrderNote> {
  return visibleById({ em, scope: tenantScope(viewer) }, WorkOrderNote, id, NOTE_TENANCY);
}

/** A note the viewer may change: staff any; a portal user only its own public notes on its own orders (FORBIDDEN for another's). */
async function changeableNote(em: EntityManager, viewer: Viewer, id: number): Promise<WorkOrderNote> {
  const note = await getNote(em, viewer, id);
  if (isPortal(viewer) && note.userId !== viewer.userId) throw new ForbiddenError(NOT_YOUR_NOTE);
  return note;
}

function refused(code: "REQUIRED" | "INVALID", message: string, fieldErrors: FieldErrorShape[]): SaveWorkOrderNotePayload {
  return { note: null, error: errorOf(WorkOrderNoteError, code, message, fieldErrors) };
}

/**
 * Creates (id 0 or absent) or updates a note. The note is required (1 to 4000 characters, trimmed).
 * Staff may write public or private notes on any order; a client user only public notes on its
 * client's orders, a contractor user only public notes on its own orders (a private one is
 * FORBIDDEN, another's order NOT_FOUND). Staff may edit any note, a portal user only its own.
 * Audited on the work order in the same transaction.
 */
export async function saveNote(em: EntityManager, viewer: Viewer, input: SaveWorkOrderNoteInput): Promise<SaveWorkOrderNotePayload> {
  const id = input.id || null;
  const existing = id ? await changeableNote(em, viewer, id) : null;
  if (!existing) await visibleWorkOrderKey(em, tenantScope(viewer), input.workOrderId);
  if (isPortal(viewer) && input.privateNote) throw new ForbiddenError(PRIVATE_FOR_STAFF);

  const text = (input.note ?? "").trim();
  if (!text) return refused("REQUIRED", REQUIRED_FIELDS, [{ field: "note", message: "Note is required" }]);
  if (text.length > NOTE_MAX) return refused("INVALID", NOTE_TOO_LONG, [{ field: "note", message: NOTE_TOO_LONG }]);

  const note = await em.transactional(async (tx) => {
    if (!existing) {
      const n = addWorkOrderNote(tx, viewer, { workOrderId: input.workOrderId, note: text, privateNote: !isPortal(viewer) && !!input.privateNote });
      await tx.flush();
      return n;
    }
    const n = await tx.findOneOrFail(WorkOrderNote, { id: existing.id });
    n.note = text;
    if (!isPortal(viewer) && input.privateNote != null) n.privateNote = input.privateNote;
    audit(tx, viewer, { entityName: "WorkOrder", entityId: n.workOrderId, action: "Updated", actionTaken: NOTE_AUDIT.edited });
    await tx.flush();
    return n;
  });
  return { note, error: null };
}

/** Removes a note (the same rules as editing it); answers its id. Audited on the work order. */
export async function deleteNote(em: EntityManager, viewer: Viewer, id: number): Promise<number> {
  const note = await changeableNote(em, viewer, id);
  await em.transactional(async (tx) => {
    await tx.nativeDelete(WorkOrderNote, { id });
    audit(tx, viewer, { entityName: "WorkOrder", entityId: note.workOrderId, action: "Deleted", actionTaken: NOTE_AUDIT.deleted });
  });
  return id;
}
