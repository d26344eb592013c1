import { Entity, ManyToOne, Index, PrimaryKey, Property } from "@mikro-orm/core";
import { Directive, Field, Int, ObjectType } from "type-graphql";
import { Readers } from "@wo/shared";

/** A trade, or a sub-trade when it has a parent trade. */
@Directive('@key(fields: "id")')
@ObjectType({ simpleResolvers: true, description: "A trade, or a sub-trade when it has a parent trade." })
@Entity({ tableName: "trade" })
@Index({ properties: ["parentTradeId", "name"] })
export class Trade {
  @Readers.everyone()
  @Field(() => Int, { description: "The trade's id (legacy Id)" })
  @PrimaryKey()
  id!: number;

  // work-orders provides it on its work orders' references (read from the published view: @provides)
  @Directive("@shareable")
  @Readers.everyone()
  @Field({ description: 'The trade\'s or sub-trade\'s name (e.g. "Plumbing", "Boiler repair")' })
  @Property({ type: "text" })
  name!: string;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "Set for sub-trades" })
  @ManyToOne(() => Trade, { mapToPk: true, fieldName: "parent_trade_id", nullable: true })
  parentTradeId?: number | null;
}
