import { Field, InputType, Int, ObjectType, ArgsType } from "type-graphql";
import { ErrorInterface, listInputs, PageOf, Readers } from "@wo/shared";
import { WorkOrderNote } from "./note.entity";
import { NOTE_LIST } from "./note.list";

/** The most a note may hold. */
export const NOTE_MAX = 4000;

/** A refused note save: 'Required fields' (an empty note) or a note too long. */
@ObjectType({ implements: ErrorInterface, description: "A refused note save: 'Required fields' (an empty note) or a note too long." })
export class WorkOrderNoteError extends ErrorInterface {}

@ObjectType({ description: "One page of work order note rows, with the total matching the query" })
export class WorkOrderNotePage extends PageOf(WorkOrderNote) {}

@ObjectType({ description: "What saveWorkOrderNote answers: the work order note as saved, or the error that refused it (then nothing was saved)" })
export class SaveWorkOrderNotePayload {
  @Readers.everyone()
  @Field(() => WorkOrderNote, { nullable: true, description: "The work order note as saved, read back; null when refused" })
  note!: WorkOrderNote | null;

  @Readers.everyone()
  @Field(() => WorkOrderNoteError, { nullable: true, description: "Why nothing was saved; null when the work order note was saved" })
  error!: WorkOrderNoteError | null;
}

@InputType({ description: "A note to add to a work order, or a change to one (POST/PUT /api/WorkOrderNotes)" })
export class SaveWorkOrderNoteInput {
  @Field(() => Int, { nullable: true, description: "0 or absent: a new note" })
  id?: number | null;

  @Field(() => Int, { description: "The work order's id (WorkOrder.id)" })
  workOrderId!: number;

  @Field(() => String, { description: `1 to ${NOTE_MAX} characters` })
  note!: string;

  @Field(() => Boolean, { nullable: true, description: "Staff only: a private note (portal users may write only public ones)" })
  privateNote?: boolean | null;
}

/** WorkOrderNoteField, WorkOrderNoteSortInput (newest first unless told) and the paging arguments. */
const inputs = listInputs(NOTE_LIST);

@ArgsType()
export class WorkOrderNotesArgs extends inputs.Args {
  @Field(() => Int, { description: "The work order whose notes to list (WorkOrder.id)" })
  workOrderId!: number;

  @Field(() => Boolean, {
    nullable: true,
    description: "Staff: only private (true) or only public (false) notes; absent, both. Portal users get public notes only, whatever is asked",
  })
  privateNote?: boolean | null;
}
