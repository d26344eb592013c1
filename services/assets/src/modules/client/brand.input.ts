import { Field, InputType, Int } from "type-graphql";

/** A brand to create (no id, or 0) or update; what is missing is refused with the §5 texts. */
@InputType({ description: "A brand to create (no id, or 0) or update; what is missing is refused with the §5 texts." })
export class SaveBrandInput {
  @Field(() => Int, { nullable: true })
  id?: number | null;

  @Field(() => Int, { nullable: true })
  clientId?: number | null;

  @Field(() => String, { nullable: true })
  name?: string | null;
}
