import { Entity, Property } from "@mikro-orm/core";
import { Field, ObjectType } from "type-graphql";
import { Lookup, Readers } from "@wo/shared";

/** Administrator 1, Client 2, Contractor 3, then the internal types; reference data seeded by migration. */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "user_type" })
export class UserType extends Lookup {
  @Readers.everyone()
  @Field({ description: "Legacy one-letter code: A, C, N, M or S" })
  @Property({ type: "text" })
  code!: string;
}
