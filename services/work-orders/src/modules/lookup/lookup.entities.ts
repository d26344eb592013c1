import { Entity, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";

/**
 * Reference data of the work-order lifecycle (staff-and-work-orders §3, §4), seeded by migration.
 * Each is a small table of id and Name.
 */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "work_order_status" })
export class WorkOrderStatus {
  @Field(() => Int)
  @PrimaryKey({ autoincrement: false })
  id!: number;

  @Field()
  @Property({ type: "text" })
  name!: string;
}

@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "work_order_type" })
export class WorkOrderType {
  @Field(() => Int)
  @PrimaryKey({ autoincrement: false })
  id!: number;

  @Field()
  @Property({ type: "text" })
  name!: string;
}

@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "progress_code" })
export class ProgressCode {
  @Field(() => Int)
  @PrimaryKey({ autoincrement: false })
  id!: number;

  @Field()
  @Property({ type: "text" })
  name!: string;
}

@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "method_of_request" })
export class MethodOfRequest {
  @Field(() => Int)
  @PrimaryKey({ autoincrement: false })
  id!: number;

  @Field()
  @Property({ type: "text" })
  name!: string;
}

@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "sla_code" })
export class SlaCode {
  @Field({ description: "A to H, or PPM" })
  @PrimaryKey({ type: "text" })
  code!: string;

  @Field()
  @Property({ type: "text" })
  name!: string;

  @Field(() => Int, { description: "Hours from opening to the due date" })
  @Property({ type: "integer" })
  responseHours!: number;
}

@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "financial_code" })
export class FinancialCode {
  @Field(() => Int)
  @PrimaryKey({ autoincrement: false })
  id!: number;

  @Field()
  @Property({ type: "text" })
  name!: string;
}

@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "capital_code" })
export class CapitalCode {
  @Field(() => Int)
  @PrimaryKey({ autoincrement: false })
  id!: number;

  @Field()
  @Property({ type: "text" })
  name!: string;
}

@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "query_reason" })
export class QueryReason {
  @Field(() => Int)
  @PrimaryKey({ autoincrement: false })
  id!: number;

  @Field()
  @Property({ type: "text" })
  name!: string;
}
