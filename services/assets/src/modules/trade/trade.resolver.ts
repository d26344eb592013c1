import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { Access, type ServiceContext } from "@wo/shared";
import { Trade } from "./trade.entity";

@Resolver()
export class TradeResolver {
  @Access.signedIn()
  @Query(() => [Trade], {
    description: "Parent trades (parentId absent: GET /api/Trades/ParentTrade) or the sub-trades of one (GET /api/Trades/SubTrade?parentId)",
  })
  trades(@Arg("parentId", () => Int, { nullable: true }) parentId: number | null, @Ctx() ctx: ServiceContext): Promise<Trade[]> {
    return ctx.em.find(Trade, { parentTradeId: parentId ?? null }, { orderBy: { name: "asc", id: "asc" } });
  }
}
