import { Entity, PrimaryKey, Property, Unique, type Opt } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { Readers } from "@wo/shared";

/**
 * A user's saved grid state (§3): GridData is the client's text encoding of its tabs, each with
 * its columns (field, title, index, width, template, locked) and saved filters.
 */
@ObjectType({
  simpleResolvers: true,
  description:
    "A user's saved grid state (§3): GridData is the client's text encoding of its tabs, each with its columns (field, title, index, width, template, locked) and saved filters.",
})
@Entity({ tableName: "grid_view_state" })
@Unique({ properties: ["userId", "grid"] })
export class GridViewState {
  @Readers.everyone()
  @Field(() => Int, { description: "The saved state's id" })
  @PrimaryKey()
  id!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The user it belongs to (User.id); only that user reads it" })
  @Property({ type: "integer" })
  userId!: number;

  @Readers.everyone()
  @Field({ description: "Which grid this state belongs to, e.g. work_orders" })
  @Property({ type: "text" })
  grid!: string;

  @Readers.everyone()
  @Field({ description: "The client's text encoding of the grid's tabs, columns and saved filters (legacy GridData), as saved" })
  @Property({ type: "text" })
  gridData!: string;

  @Readers.everyone()
  @Field(() => Date, { description: "When it was last saved (UTC, ISO 8601)" })
  @Property({ type: "timestamptz", defaultRaw: "now()", onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
