import { Entity, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";

/** Administrator 1, Client 2, Contractor 3, then the internal types; reference data seeded by migration. */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "user_type" })
export class UserType {
  @Field(() => Int)
  @PrimaryKey({ autoincrement: false })
  id!: number;

  @Field()
  @Property({ type: "text" })
  name!: string;

  @Field({ description: "Legacy one-letter code: A, C, N, M or S" })
  @Property({ type: "text" })
  code!: string;
}
