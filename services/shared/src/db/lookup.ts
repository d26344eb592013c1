import { Entity, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { Readers } from "../field-access";

/**
 * A row of reference data: an id and a Name (statuses, types, departments, ...). Each lookup is a
 * subclass naming its own table: `@ObjectType() @Entity({ tableName: "work_order_type" }) class
 * WorkOrderType extends Lookup {}`. Ids are given by the migration that seeds the rows.
 */
@ObjectType()
@Entity({ abstract: true })
export abstract class Lookup {
  @Readers.everyone()
  @Field(() => Int)
  @PrimaryKey({ autoincrement: false })
  id!: number;

  @Readers.everyone()
  @Field()
  @Property({ type: "text" })
  name!: string;
}
