import { Field, InputType, Int } from "type-graphql";

/** A brand to create (no id, or 0) or update; what is missing is refused with the §5 texts. */
@InputType({ description: "A brand to create (no id, or 0) or update; what is missing is refused with the §5 texts." })
export class SaveBrandInput {
  @Field(() => Int, { nullable: true, description: "The brand to update; 0 or absent creates one" })
  id?: number | null;

  @Field(() => Int, { nullable: true, description: "The client the brand belongs to (Client.id); required" })
  clientId?: number | null;

  @Field(() => String, { nullable: true, description: "The brand's name, unique within the client ('Brand exists'); required" })
  name?: string | null;
}
