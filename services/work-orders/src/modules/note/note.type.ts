import { Field, InputType, Int, ObjectType, ArgsType } from "type-graphql";
import { IsOptional, Max, Min } from "class-validator";
import { DEFAULT_PAGE_SIZE, ErrorInterface, MAX_PAGE_SIZE, PageOf, Readers } from "@wo/shared";
import { WorkOrderNote } from "./note.entity";

/** The most a note may hold. */
export const NOTE_MAX = 4000;

/** A refused note save: 'Required fields' (an empty note) or a note too long. */
@ObjectType({ implements: ErrorInterface })
export class WorkOrderNoteError extends ErrorInterface {}

@ObjectType()
export class WorkOrderNotePage extends PageOf(WorkOrderNote) {
  @Readers.everyone()
  @Field(() => Int, { description: "The same as totalCount" })
  total!: number;
}

@ObjectType()
export class SaveWorkOrderNotePayload {
  @Readers.everyone()
  @Field(() => WorkOrderNote, { nullable: true })
  note!: WorkOrderNote | null;

  @Readers.everyone()
  @Field(() => WorkOrderNoteError, { nullable: true })
  error!: WorkOrderNoteError | null;
}

@InputType()
export class SaveWorkOrderNoteInput {
  @Field(() => Int, { nullable: true, description: "0 or absent: a new note" })
  id?: number | null;

  @Field(() => Int)
  workOrderId!: number;

  @Field(() => String, { description: `1 to ${NOTE_MAX} characters` })
  note!: string;

  @Field(() => Boolean, { nullable: true, description: "Staff only: a private note (portal users may write only public ones)" })
  privateNote?: boolean | null;
}

@ArgsType()
export class WorkOrderNotesArgs {
  @Field(() => Int)
  workOrderId!: number;

  @Field(() => Boolean, {
    nullable: true,
    description: "Staff: only private (true) or only public (false) notes; absent, both. Portal users get public notes only, whatever is asked",
  })
  privateNote?: boolean | null;

  @Field(() => Int, { defaultValue: 1, description: "1-based page number" })
  @IsOptional()
  @Min(1, { message: "page must be 1 or more" })
  page: number = 1;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Min(1, { message: "pageSize must be 1 or more" })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be ${MAX_PAGE_SIZE} or less` })
  pageSize: number = DEFAULT_PAGE_SIZE;
}
