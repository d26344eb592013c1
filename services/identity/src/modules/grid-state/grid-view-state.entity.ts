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
  @Field(() => Int)
  @PrimaryKey()
  id!: number;

  @Readers.everyone()
  @Field(() => Int)
  @Property({ type: "integer" })
  userId!: number;

  @Readers.everyone()
  @Field({ description: "Which grid this state belongs to, e.g. work_orders" })
  @Property({ type: "text" })
  grid!: string;

  @Readers.everyone()
  @Field()
  @Property({ type: "text" })
  gridData!: string;

  @Readers.everyone()
  @Field(() => Date)
  @Property({ type: "timestamptz", defaultRaw: "now()", onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
