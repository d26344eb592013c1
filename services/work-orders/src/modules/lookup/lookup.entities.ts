import { Entity, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { Lookup, Readers } from "@wo/shared";

/**
 * Reference data of the work-order lifecycle (staff-and-work-orders §3, §4), seeded by migration.
 * Each is a small table of id and Name.
 */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "work_order_status" })
export class WorkOrderStatus extends Lookup {}

@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "work_order_type" })
export class WorkOrderType extends Lookup {}

@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "progress_code" })
export class ProgressCode extends Lookup {}

@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "method_of_request" })
export class MethodOfRequest extends Lookup {}

@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "sla_code" })
export class SlaCode {
  @Readers.everyone()
  @Field({ description: "A to H, or PPM" })
  @PrimaryKey({ type: "text" })
  code!: string;

  @Readers.everyone()
  @Field()
  @Property({ type: "text" })
  name!: string;

  @Readers.everyone()
  @Field(() => Int, { description: "Hours from opening to the due date" })
  @Property({ type: "integer" })
  responseHours!: number;
}

@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "financial_code" })
export class FinancialCode extends Lookup {}

@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "capital_code" })
export class CapitalCode extends Lookup {}

@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "query_reason" })
export class QueryReason extends Lookup {}
