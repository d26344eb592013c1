import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { failedReply, okReply } from "../../../test/api";
import { findNotice } from "../../../test/notices";
import { columnTitles, gridNamed, rowsOf } from "../../../test/grid";
import { server } from "../../../test/server";
import { CONFIRM_DELETE_NOTE, NotesTab } from "./NotesTab";
import { CLIENT_VIEWER, renderTab } from "./test/render-tab";

type Vars = Record<string, unknown>;

const note = (id: number, over: Record<string, unknown> = {}) => ({
  __typename: "WorkOrderNote",
  id,
  note: `Note ${id}`,
  noteTime: "2026-07-01T08:05:59Z",
  userId: 2,
  userName: "Olivia Bennett",
  ...over,
});

function mockNotes(initial = [note(1), note(2, { userId: 10, userName: "Fiona Sinclair", note: "From the client" })]) {
  let notes = [...initial];
  const calls: Record<string, Vars[]> = { list: [], save: [], delete: [] };
  server.use(
    graphql.query("NotesTab_Notes", ({ variables }) => {
      calls.list!.push(variables);
      return okReply({ workOrderNotes: { __typename: "WorkOrderNotePage", totalCount: notes.length, totalCountExact: true, nodes: notes } });
    }),
    graphql.mutation("NotePopup_Save", ({ variables }) => {
      calls.save!.push(variables);
      const input = variables.input as { id?: number; note: string };
      if (input.note === "refuse me")
        return okReply({
          saveWorkOrderNote: {
            __typename: "SaveWorkOrderNotePayload",
            note: null,
            error: { __typename: "WorkOrderNoteError", code: "FORBIDDEN", message: "You may change only your own notes", fieldErrors: [] },
          },
        });
      const saved = input.id ? { ...notes.find((n) => n.id === input.id)!, note: input.note } : note(notes.length + 100, { note: input.note });
      notes = input.id ? notes.map((n) => (n.id === input.id ? saved : n)) : [...notes, saved];
      return okReply({ saveWorkOrderNote: { __typename: "SaveWorkOrderNotePayload", note: saved, error: null } });
    }),
    graphql.mutation("NotesTab_Delete", ({ variables }) => {
      calls.delete!.push(variables);
      if (variables.id === 99) return failedReply([{ message: "boom" }]);
      notes = notes.filter((n) => n.id !== variables.id);
      return okReply({ deleteWorkOrderNote: variables.id });
    }),
  );
  return calls;
}

async function shown() {
  await waitFor(() => expect(rowsOf(gridNamed(/^(Private notes|Notes)$/)).length).toBeGreaterThan(0));
  return gridNamed(/^(Private notes|Notes)$/);
}

describe("NotesTab", () => {
  it("lists the public notes: Note, NoteTime DD/MM/YYYY HH:mm in London, the user", async () => {
    const calls = mockNotes();
    renderTab(<NotesTab workOrderId={7} privateNotes={false} />);
    const grid = await shown();
    expect(columnTitles(grid)).toEqual(["Note", "Note Time", "User", " "]);
    expect(rowsOf(grid)[0]!.slice(0, 3)).toEqual(["Note 1", "01/07/2026 09:05", "Olivia Bennett"]);
    expect(calls.list[0]).toMatchObject({ workOrderId: 7, privateNote: false, page: 1, pageSize: 20 });
  });

  it("asks for the private notes on the private tab", async () => {
    const calls = mockNotes();
    renderTab(<NotesTab workOrderId={7} privateNotes />);
    await shown();
    expect(gridNamed("Private notes")).toBeTruthy();
    expect(calls.list[0]).toMatchObject({ workOrderId: 7, privateNote: true });
  });

  it("adds a note from the 'New Note' popup: 'Required fields' when empty, then 'Note Created'", async () => {
    const calls = mockNotes();
    const { user } = renderTab(<NotesTab workOrderId={7} privateNotes />);
    await shown();
    await user.click(screen.getByRole("button", { name: "New Note" }));
    const dialog = await screen.findByRole("dialog", { name: "New Note" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await findNotice("Required fields", "required");
    expect(calls.save).toEqual([]);

    await user.type(within(dialog).getByRole("textbox", { name: /Note/ }), "  Called the site manager ");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await findNotice("Note Created", "success");
    expect(calls.save).toEqual([{ input: { workOrderId: 7, note: "Called the site manager", privateNote: true } }]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New Note" })).toBeNull());
    await waitFor(() => expect(rowsOf(gridNamed("Private notes")).map((r) => r[0])).toContain("Called the site manager"));
  });

  it("edits a note ('Note Updated') and shows the server's refusal", async () => {
    const calls = mockNotes();
    const { user } = renderTab(<NotesTab workOrderId={7} privateNotes={false} />);
    await shown();
    await user.click(screen.getByRole("button", { name: "Edit note 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Note" });
    const box = within(dialog).getByRole("textbox", { name: /Note/ });
    expect((box as HTMLTextAreaElement).value).toBe("Note 1");
    await user.clear(box);
    await user.type(box, "refuse me");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await findNotice("You may change only your own notes");
    expect(screen.getByRole("dialog", { name: "Edit Note" })).toBeTruthy();

    await user.clear(box);
    await user.type(box, "Parts ordered");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await findNotice("Note Updated", "success");
    expect(calls.save.at(-1)).toEqual({ input: { id: 1, workOrderId: 7, note: "Parts ordered" } });
    await waitFor(() => expect(rowsOf(gridNamed("Notes"))[0]![0]).toBe("Parts ordered"));
  });

  it("deletes a note after 'Are you sure that you want to delete a Note?' ('Note Deleted'); No keeps it", async () => {
    const calls = mockNotes();
    const { user } = renderTab(<NotesTab workOrderId={7} privateNotes={false} />);
    await shown();
    await user.click(screen.getByRole("button", { name: "Delete note 1" }));
    let alert = await screen.findByRole("alertdialog");
    expect(alert.textContent).toContain(CONFIRM_DELETE_NOTE);
    expect(CONFIRM_DELETE_NOTE).toBe("Are you sure that you want to delete a Note?");
    await user.click(within(alert).getByRole("button", { name: "No" }));
    expect(calls.delete).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Delete note 1" }));
    alert = await screen.findByRole("alertdialog");
    await user.click(within(alert).getByRole("button", { name: "Yes" }));
    await findNotice("Note Deleted", "success");
    expect(calls.delete).toEqual([{ id: 1 }]);
    await waitFor(() => expect(rowsOf(gridNamed("Notes")).map((r) => r[0])).toEqual(["From the client"]));
  });

  it("names the note when a deletion fails", async () => {
    mockNotes([note(99)]);
    const { user } = renderTab(<NotesTab workOrderId={7} privateNotes={false} />);
    await shown();
    await user.click(screen.getByRole("button", { name: "Delete note 99" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes" }));
    await findNotice("Note error (Something wrong. Try again)", "error");
  });

  it("a portal user changes only its own notes and adds public ones", async () => {
    const calls = mockNotes();
    const { user } = renderTab(<NotesTab workOrderId={7} privateNotes={false} />, CLIENT_VIEWER);
    await shown();
    expect(screen.queryByRole("button", { name: "Edit note 1" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete note 1" })).toBeNull();
    expect(screen.getByRole("button", { name: "Edit note 2" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "New Note" }));
    const dialog = await screen.findByRole("dialog", { name: "New Note" });
    await user.type(within(dialog).getByRole("textbox", { name: /Note/ }), "Please call first");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await findNotice("Note Created", "success");
    expect(calls.save).toEqual([{ input: { workOrderId: 7, note: "Please call first", privateNote: false } }]);
  });

  it("never asks for private notes for a portal user", async () => {
    const calls = mockNotes();
    renderTab(<NotesTab workOrderId={7} privateNotes />, CLIENT_VIEWER);
    expect(await screen.findByText("Private notes are for staff only.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "New Note" })).toBeNull();
    expect(calls.list).toEqual([]);
  });
});
