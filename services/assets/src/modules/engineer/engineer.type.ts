import { Field, Int, ObjectType } from "type-graphql";
import { ErrorInterface, PageOf, Readers } from "@wo/shared";
import { Engineer } from "./engineer.entity";

/** A refused engineer save: 'Required fields' with the fields' errors, or the rule that refused it. */
@ObjectType({
  implements: ErrorInterface,
  description: "A refused engineer save: 'Required fields' with the fields' errors, or the rule that refused it.",
})
export class EngineerError extends ErrorInterface {}

@ObjectType()
export class EngineerPage extends PageOf(Engineer) {}

@ObjectType()
export class SaveEngineerPayload {
  @Readers.contractors()
  @Field(() => Engineer, { nullable: true })
  engineer!: Engineer | null;

  @Readers.contractors()
  @Field(() => EngineerError, { nullable: true })
  error!: EngineerError | null;
}

@ObjectType()
export class DeleteEngineerPayload {
  @Readers.contractors()
  @Field(() => Int, { nullable: true })
  deletedId!: number | null;

  @Readers.contractors()
  @Field(() => EngineerError, { nullable: true })
  error!: EngineerError | null;
}
