import { Entity, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";

/** Quote (billing) statuses: 1 draft, 3 rejected, 4 accepted (portals §4), and the states between. */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "billing_status" })
export class BillingStatus {
  @Field(() => Int)
  @PrimaryKey({ autoincrement: false })
  id!: number;

  @Field()
  @Property({ type: "text" })
  name!: string;
}

/** Kinds of quote line item (GET /api/BillingItemTypes). */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "billing_item_type" })
export class BillingItemType {
  @Field(() => Int)
  @PrimaryKey({ autoincrement: false })
  id!: number;

  @Field()
  @Property({ type: "text" })
  name!: string;
}

/** Kinds of logged material (GET /api/LogMaterialTypes). */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "log_material_type" })
export class LogMaterialType {
  @Field(() => Int)
  @PrimaryKey({ autoincrement: false })
  id!: number;

  @Field()
  @Property({ type: "text" })
  name!: string;
}
