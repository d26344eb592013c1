import { useMemo, useRef, useState } from "react";
import { graphql } from "../../../gql";
import type { NotesTab_NotesQuery } from "../../../gql/graphql";
import { useViewer } from "../../../app/access/ViewerContext";
import { Button, Callout, failedNotice, Intent, useConfirm, useSaveForm } from "../../../ui";
import { DataGrid, textColumn, useServerGrid, type GridColumn } from "../../../ui/grid";
import { formatDateMinutes } from "../../../ui/format";
import { NotePopup } from "./NotePopup";
import { ViewNotePopup } from "./ViewNotePopup";

export const NotesTab_Notes = graphql(`
  query NotesTab_Notes($workOrderId: Int!, $privateNote: Boolean, $page: Int!, $pageSize: Int!) {
    workOrderNotes(workOrderId: $workOrderId, privateNote: $privateNote, page: $page, pageSize: $pageSize) {
      totalCount
      totalCountExact
      nodes {
        id
        note
        noteTime
        userId
        userName
      }
    }
  }
`);

export const NotesTab_Delete = graphql(`
  mutation NotesTab_Delete($id: Int!) {
    deleteWorkOrderNote(id: $id)
  }
`);

/** The confirmation of a note's deletion (§8) */
export const CONFIRM_DELETE_NOTE = "Are you sure that you want to delete a Note?";

type Row = NotesTab_NotesQuery["workOrderNotes"]["nodes"][number];

export type NotesTabProps = {
  workOrderId: number;
  /** The private notes tab (staff only); otherwise the public notes */
  privateNotes: boolean;
  /**
   * The client portal's notes (portals §2.1 item 8): Note and Date, each note opened read-only in
   * the View Note popup; New Note adds a public note
   */
  clientView?: boolean;
  /** Offer 'New Note' (default); off where the screen has its own way to add one (the contractor portal's Note action) */
  canAdd?: boolean;
};

/**
 * A work order's notes, public or private (spec §2, §3 Note): Note, NoteTime, ApplicationUser; a
 * 'New Note' popup, edit and delete (confirmed). Staff add and change any note; a portal user adds
 * public notes only and changes only its own: the server decides, and the tab offers nothing else.
 */
export function NotesTab({ workOrderId, privateNotes, clientView = false, canAdd = true }: NotesTabProps) {
  const viewer = useViewer();
  const staff = viewer.kind === "ADMIN" || viewer.kind === "STAFF";
  if (privateNotes && !staff) return <Callout intent={Intent.WARNING}>Private notes are for staff only.</Callout>;
  return (
    <NotesGrid
      workOrderId={workOrderId}
      privateNotes={privateNotes && !clientView}
      staff={staff}
      userId={viewer.userId}
      clientView={clientView}
      canAdd={canAdd}
    />
  );
}

function NotesGrid({ workOrderId, privateNotes, staff, userId, clientView, canAdd }: NotesTabProps & { staff: boolean; userId: number }) {
  const mayChange = (r: Row) => staff || (r.userId != null && r.userId === userId);
  const [viewing, setViewing] = useState<Row | null>(null);
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const actions = useRef<{ edit: (r: Row) => void; remove: (r: Row) => void }>({ edit: () => undefined, remove: () => undefined });
  const label = privateNotes ? "Private notes" : "Notes";

  const columns = useMemo<GridColumn<Row, never>[]>(
    () =>
      clientView
        ? [
            textColumn("Note", "Note", (r) => r.note, { width: 420 }),
            textColumn("NoteTime", "Date", (r) => formatDateMinutes(r.noteTime), { width: 140 }),
            {
              field: "View",
              title: " ",
              width: 60,
              template: "actions",
              render: (r) => <Button variant="minimal" size="small" icon="edit" aria-label={`View note ${r.id}`} onClick={() => setViewing(r)} />,
            },
          ]
        : [
            textColumn("Note", "Note", (r) => r.note, { width: 420 }),
            textColumn("NoteTime", "Note Time", (r) => formatDateMinutes(r.noteTime), { width: 140 }),
            textColumn("ApplicationUser", "User", (r) => r.userName, { width: 170 }),
            {
              field: "Actions",
              title: " ",
              width: 80,
              template: "actions",
              render: (r) =>
                mayChange(r) ? (
                  <>
                    <Button variant="minimal" size="small" icon="edit" aria-label={`Edit note ${r.id}`} onClick={() => actions.current.edit(r)} />
                    <Button
                      variant="minimal"
                      size="small"
                      icon="trash"
                      aria-label={`Delete note ${r.id}`}
                      onClick={() => actions.current.remove(r)}
                    />
                  </>
                ) : null,
            },
          ],
    // mayChange depends only on who is signed in
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [staff, userId, clientView],
  );

  const grid = useServerGrid(NotesTab_Notes, {
    stateKey: privateNotes ? "work-order-private-notes" : clientView ? "client-work-order-notes" : "work-order-notes",
    columns,
    page: (d) => d.workOrderNotes,
    variables: { workOrderId, privateNote: privateNotes },
    fetchPolicy: "network-only",
  });

  const { save: remove } = useSaveForm(NotesTab_Delete, {
    success: "Note Deleted",
    failure: { message: failedNotice("Note"), kind: "error" },
    onSaved: () => grid.onReload(),
  });
  actions.current = {
    edit: (r) => setEditing(r),
    remove: (r) =>
      void confirm(CONFIRM_DELETE_NOTE).then((yes) => {
        if (yes) void remove({ id: r.id });
      }),
  };

  return (
    <div className="wo-notes-tab">
      <DataGrid
        {...grid}
        label={label}
        searchable={false}
        columnChooser={false}
        emptyText="No notes yet"
        toolbar={canAdd ? <Button icon="add" intent={Intent.PRIMARY} text="New Note" onClick={() => setEditing("new")} /> : undefined}
      />
      {editing ? (
        <NotePopup
          workOrderId={workOrderId}
          note={editing === "new" ? null : editing}
          privateNote={privateNotes}
          onClose={() => setEditing(null)}
          onSaved={() => grid.onReload()}
        />
      ) : null}
      {viewing ? <ViewNotePopup note={viewing} onClose={() => setViewing(null)} /> : null}
      {dialog}
    </div>
  );
}
