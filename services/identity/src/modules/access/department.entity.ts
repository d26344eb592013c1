import { Entity, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";

/** Sales 1, Contracts 2, Engineering 3, Customer Service 4, Finance 5, Management 6, IT 7, Operations 8. */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "department" })
export class Department {
  @Field(() => Int)
  @PrimaryKey({ autoincrement: false })
  id!: number;

  @Field()
  @Property({ type: "text" })
  name!: string;
}
