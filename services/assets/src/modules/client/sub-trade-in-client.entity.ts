import { Entity, Index, ManyToOne, PrimaryKey, Unique } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { Readers, tenantColumns } from "@wo/shared";
import { Trade } from "../trade/trade.entity";
import { Client } from "./client.entity";

/** A sub-trade enabled for a client's work orders (the client's work-order settings, §2.4, §3 SubTradeInClient). */
@ObjectType({
  simpleResolvers: true,
  description: "A sub-trade enabled for a client's work orders (the client's work-order settings, §2.4, §3 SubTradeInClient).",
})
@Entity({ tableName: "sub_trade_in_client" })
@Unique({ properties: ["clientId", "subTradeId"] })
@Index({ properties: ["subTradeId"] })
export class SubTradeInClient {
  @Readers.everyone()
  @Field(() => Int, { description: "The setting's id, for removeSubTradeInClient" })
  @PrimaryKey()
  id!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The client (Client.id)" })
  @ManyToOne(() => Client, { mapToPk: true, fieldName: "client_id", deleteRule: "cascade" })
  clientId!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The sub-trade enabled for the client's work orders (Trade.id)" })
  @ManyToOne(() => Trade, { mapToPk: true, fieldName: "sub_trade_id", deleteRule: "cascade" })
  subTradeId!: number;
}

/** A client user would see its own client's settings; contractors none (today only staff read them). */
export const SUB_TRADE_IN_CLIENT_TENANCY = tenantColumns({ client: "e.client_id" });
