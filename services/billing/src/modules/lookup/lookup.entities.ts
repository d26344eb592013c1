import { Entity } from "@mikro-orm/core";
import { ObjectType } from "type-graphql";
import { Lookup } from "@wo/shared";

/** Quote (billing) statuses: 1 draft, 3 rejected, 4 accepted (portals §4), and the states between. */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "billing_status" })
export class BillingStatus extends Lookup {}

/** Kinds of quote line item (GET /api/BillingItemTypes). */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "billing_item_type" })
export class BillingItemType extends Lookup {}

/** Kinds of logged material (GET /api/LogMaterialTypes). */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "log_material_type" })
export class LogMaterialType extends Lookup {}
