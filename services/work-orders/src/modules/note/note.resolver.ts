import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { Access, Readers, requireViewer, type ServiceContext } from "@wo/shared";
import { WorkOrderNote } from "./note.entity";
import { SaveWorkOrderNoteInput, SaveWorkOrderNotePayload, WorkOrderNotePage, WorkOrderNotesArgs } from "./note.type";
import * as notes from "./note.service";

@Resolver(() => WorkOrderNote)
export class NoteResolver {
  @Access.signedIn()
  @Query(() => WorkOrderNotePage, {
    description:
      "A work order's notes, newest first (GET /api/WorkOrderNotes, the portals' note lists); a portal user gets public notes only, whatever privateNote asks",
  })
  workOrderNotes(@Args() args: WorkOrderNotesArgs, @Ctx() ctx: ServiceContext): Promise<WorkOrderNotePage> {
    return notes.listNotes(ctx.em, requireViewer(ctx), args) as Promise<WorkOrderNotePage>;
  }

  @Access.signedIn()
  @Query(() => WorkOrderNote, {
    description: "One note (GET /api/WorkOrderNotes/{id}); NOT_FOUND when absent, not the viewer's, or private to a portal user",
  })
  workOrderNote(
    @Arg("id", () => Int, { description: "The id of the work order note to read" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<WorkOrderNote> {
    return notes.getNote(ctx.em, requireViewer(ctx), id);
  }

  @Access.signedIn()
  @Mutation(() => SaveWorkOrderNotePayload, {
    description: "Creates (id 0 or absent) or updates a note (POST, PUT /api/WorkOrderNotes; the portals' note posts). Private notes: staff only",
  })
  saveWorkOrderNote(
    @Arg("input", () => SaveWorkOrderNoteInput, { description: "The work order note to create (id 0 or absent) or update" })
    input: SaveWorkOrderNoteInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveWorkOrderNotePayload> {
    return notes.saveNote(ctx.em, requireViewer(ctx), input);
  }

  @Access.signedIn()
  @Mutation(() => Int, { description: "Removes a note (DELETE /api/WorkOrderNotes/{id}): staff any, a portal user only its own; answers its id" })
  deleteWorkOrderNote(
    @Arg("id", () => Int, { description: "The id of the work order note to delete" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<number> {
    return notes.deleteNote(ctx.em, requireViewer(ctx), id);
  }

  @Readers.everyone()
  @FieldResolver(() => Int, {
    nullable: true,
    description: "The writer's user id: staff see every writer's, a portal user only its own (its notes, which it may edit); null otherwise",
  })
  userId(@Root() note: WorkOrderNote, @Ctx() ctx: ServiceContext): number | null {
    const viewer = requireViewer(ctx);
    const id = note.userId ?? null;
    return viewer.isStaff || id === viewer.userId ? id : null;
  }
}
