import { z } from "zod";
import { graphql } from "../gql";
import type { LegacyNoteFragment } from "../gql/graphql";
import { flag, formFlag, formId, idParam, optionalId, pageArgs } from "./legacy";
import { modelSaves } from "./model";
import { legacy, list } from "./shape";
import { shim, ShimInputError } from "./shim";

/** A note as the legacy lists read it; privateNote is asked for only when staff call (portal users see public notes only). */
graphql(`
  fragment LegacyNote on WorkOrderNote {
    id
    workOrderId
    userId
    note
    noteTime
    privateNote @include(if: $isStaff)
    userName
  }
`);

/**
 * A note in the legacy shape (portals §8 Note: id, WorkOrderId, UserId, Note, NoteTime, PrivateNote,
 * UserName; the lists read ApplicationUser). A portal user reads only public notes: PrivateNote false.
 */
export const legacyNote = legacy<Partial<LegacyNoteFragment> & { id: number }>({
  fields: { userName: (name) => ({ UserName: name, ApplicationUser: name }) },
  extra: (n) => ("privateNote" in n ? {} : { PrivateNote: false }),
});

const LIST = graphql(`
  query WorkOrderNotesList($isStaff: Boolean!, $has: Boolean!, $workOrderId: Int!, $privateNote: Boolean, $page: Int!, $pageSize: Int!) {
    workOrderNotes(workOrderId: $workOrderId, privateNote: $privateNote, page: $page, pageSize: $pageSize) @include(if: $has) {
      totalCount
      nodes {
        ...LegacyNote
      }
    }
  }
`);

const listParams = z.object({ workorderid: optionalId, privatenote: flag });

/**
 * The notes grids (GET /api/WorkOrderNotes, the portals' note lists): one work order's notes, newest
 * first (the only order the notes grids use: a sort parameter is accepted and not applied). Without
 * a work order the answer is an empty list, as the legacy grid before one is chosen.
 */
const notesList = (path: string) =>
  shim({
    method: "get",
    path,
    tenancy: "scoped",
    operation: LIST,
    variables: ({ args }) => {
      const p = listParams.parse(args);
      return { has: !!p.workorderid, workOrderId: p.workorderid ?? 0, privateNote: p.privatenote ?? null, ...pageArgs(args) };
    },
    result: ({ workOrderNotes }) => (workOrderNotes ? list(workOrderNotes.nodes.map(legacyNote), workOrderNotes.totalCount) : list([])),
  });

const SAVE = graphql(`
  mutation WorkOrderNotesSave($isStaff: Boolean!, $input: SaveWorkOrderNoteInput!) {
    saveWorkOrderNote(input: $input) {
      note {
        ...LegacyNote
      }
      error {
        ...LegacyRefusal
      }
    }
  }
`);

/** The note model as the note popups post it (JSON or form): UserId, UserName and NoteTime are the server's. */
const noteForm = z.object({
  id: formId,
  workorderid: formId,
  note: z.string().nullish(),
  privatenote: formFlag,
});

function noteInput(args: Record<string, unknown>, id: number | null) {
  const f = noteForm.parse(args);
  if (!f.workorderid && !id) throw new ShimInputError("WorkOrderId: is required");
  return { id: id ?? f.id, workOrderId: f.workorderid ?? 0, note: f.note ?? "", privateNote: f.privatenote ?? null };
}

/** A note posted from a portal's popup: always a new or own public note of that user. */
const portalNotePost = (path: string) =>
  shim({
    method: "post",
    path,
    tenancy: "scoped",
    operation: SAVE,
    variables: ({ args }) => ({ input: noteInput(args, null) }),
    result: ({ saveWorkOrderNote }) => legacyNote(saveWorkOrderNote.note!),
  });

export const noteRoutes = [
  notesList("/WorkOrderNotes"),
  shim({
    method: "get",
    path: "/WorkOrderNotes/:id",
    tenancy: "scoped",
    operation: graphql(`
      query WorkOrderNotesModel($isStaff: Boolean!, $id: Int!) {
        workOrderNote(id: $id) {
          ...LegacyNote
        }
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ workOrderNote }) => legacyNote(workOrderNote),
  }),
  ...modelSaves({
    path: "/WorkOrderNotes",
    tenancy: "scoped",
    operation: SAVE,
    variables: ({ args }, id) => ({ input: noteInput(args, id) }),
    result: ({ saveWorkOrderNote }) => legacyNote(saveWorkOrderNote.note!),
  }),
  shim({
    method: "delete",
    path: "/WorkOrderNotes/:id",
    tenancy: "scoped",
    operation: graphql(`
      mutation WorkOrderNotesDelete($id: Int!) {
        deleteWorkOrderNote(id: $id)
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ deleteWorkOrderNote }) => ({ id: deleteWorkOrderNote }),
  }),
  // the client portal's notes tab and new-note popup (portals §7)
  notesList("/ClientPortal/CustomerPortalNotes"),
  portalNotePost("/ClientPortal/CustomerPortalNotes"),
  // the contractor portal's
  notesList("/ContractorPortal/ContractorPortalNotes"),
  portalNotePost("/ContractorPortal/ContractorPortalNotes"),
];
