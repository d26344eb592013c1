import { Field, Int, ObjectType } from "type-graphql";
import { ErrorInterface, PageOf, Readers } from "@wo/shared";
import { Engineer } from "./engineer.entity";

/** A refused engineer save: 'Required fields' with the fields' errors, or the rule that refused it. */
@ObjectType({
  implements: ErrorInterface,
  description: "A refused engineer save: 'Required fields' with the fields' errors, or the rule that refused it.",
})
export class EngineerError extends ErrorInterface {}

@ObjectType({ description: "One page of engineer rows, with the total matching the query" })
export class EngineerPage extends PageOf(Engineer) {}

@ObjectType({ description: "What saveEngineer answers: the engineer as saved, or the error that refused it (then nothing was saved)" })
export class SaveEngineerPayload {
  @Readers.contractors()
  @Field(() => Engineer, { nullable: true, description: "The engineer as saved, read back; null when refused" })
  engineer!: Engineer | null;

  @Readers.contractors()
  @Field(() => EngineerError, { nullable: true, description: "Why nothing was saved; null when the engineer was saved" })
  error!: EngineerError | null;
}

@ObjectType({ description: "What deleteEngineer answers: the deleted engineer's id, or the error that refused it (then nothing was deleted)" })
export class DeleteEngineerPayload {
  @Readers.contractors()
  @Field(() => Int, { nullable: true, description: "The id of the engineer deleted; null when refused" })
  deletedId!: number | null;

  @Readers.contractors()
  @Field(() => EngineerError, {
    nullable: true,
    description: "Why nothing was deleted (the rule or the row that uses it); null when the engineer was deleted",
  })
  error!: EngineerError | null;
}
