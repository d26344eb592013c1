import { Entity, ManyToOne, Index, PrimaryKey, Property } from "@mikro-orm/core";
import { Directive, Field, Int, ObjectType } from "type-graphql";

/** A trade, or a sub-trade when it has a parent trade. */
@Directive('@key(fields: "id")')
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "trade" })
@Index({ properties: ["parentTradeId", "name"] })
export class Trade {
  @Field(() => Int)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ type: "text" })
  name!: string;

  @Field(() => Int, { nullable: true, description: "Set for sub-trades" })
  @ManyToOne(() => Trade, { mapToPk: true, fieldName: "parent_trade_id", nullable: true })
  parentTradeId?: number | null;
}
