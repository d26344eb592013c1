import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { Readers } from "@wo/shared";
import { Trade } from "./trade.entity";

/**
 * A checklist question of a sub-trade (§2.11, §3 Question): asked on every request of that sub-trade
 * (the portal's New Request form, the request view), answered in work_orders' answers as text.
 * Reference data: every signed-in user reads them.
 */
@ObjectType({
  simpleResolvers: true,
  description:
    "A checklist question of a sub-trade (§2.11, §3 Question): asked on every request of that sub-trade (the portal's New Request form, the request view), answered in work_orders' answers as text. Reference data: every signed-in user reads them.",
})
@Entity({ tableName: "question" })
@Index({ properties: ["subTradeId", "sortOrder"] })
export class Question {
  @Readers.everyone()
  @Field(() => Int, { description: "The question's id" })
  @PrimaryKey()
  id!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The sub-trade whose requests ask it (Trade.id)" })
  @ManyToOne(() => Trade, { mapToPk: true, fieldName: "sub_trade_id", deleteRule: "cascade" })
  subTradeId!: number;

  @Readers.everyone()
  @Field({ description: "The question (QuestionContent; Question in the admin grid)" })
  @Property({ type: "text" })
  content!: string;

  @Readers.everyone()
  @Field(() => Int, { description: "Asked in this order (then by id)" })
  @Property({ type: "integer", default: 0 })
  sortOrder: number & Opt = 0;

  @Readers.everyone()
  @Field(() => Boolean, { description: "Inactive questions stay on old work orders' answers but are no longer asked" })
  @Property({ type: "boolean", default: true })
  active: boolean & Opt = true;
}
