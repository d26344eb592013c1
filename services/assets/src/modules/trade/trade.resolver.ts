import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Access, requireViewer, type ServiceContext } from "@wo/shared";
import { Trade } from "./trade.entity";
import { SaveTradeInput } from "./trade.input";
import { DeleteTradePayload, SaveTradePayload } from "./trade.type";
import * as trades from "./trade.service";

@Resolver()
export class TradeResolver {
  @Access.signedIn()
  @Query(() => [Trade], {
    description:
      "Parent trades (parentId absent: GET /api/Trades/ParentTrade, /api/Trades/Parent?clientId) or the sub-trades of one (GET /api/Trades/SubTrade?parentId, /api/Trades/Child?clientId&parentId). With clientId only what that client has enabled; a client user always gets its own client's",
  })
  trades(
    @Arg("parentId", () => Int, { nullable: true, description: "The parent trade whose sub-trades to list (Trade.id); absent: the parent trades" })
    parentId: number | null,
    @Arg("clientId", () => Int, { nullable: true, description: "Only the trades and sub-trades enabled for this client's work orders (Client.id)" })
    clientId: number | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<Trade[]> {
    return trades.listTrades(ctx.em, requireViewer(ctx), parentId, clientId ?? null);
  }

  @Access.staff()
  @Query(() => [Trade], { description: "Every trade and sub-trade, each trade followed by its sub-trades (GET /api/Trades)" })
  tradeList(@Ctx() ctx: ServiceContext): Promise<Trade[]> {
    return trades.listAllTrades(ctx.em);
  }

  @Access.staff()
  @Query(() => Trade, { description: "One trade or sub-trade (GET /api/Trades/{id}, the trade and sub-trade popups)" })
  trade(@Arg("id", () => Int, { description: "The id of the trade to read" }) id: number, @Ctx() ctx: ServiceContext): Promise<Trade> {
    return trades.getTrade(ctx.em, id);
  }

  @Access.admin()
  @Mutation(() => SaveTradePayload, { description: "Creates (id 0 or absent) or updates a trade or sub-trade (POST, PUT /api/Trades)" })
  saveTrade(
    @Arg("input", () => SaveTradeInput, { description: "The trade to create (id 0 or absent) or update" }) input: SaveTradeInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<SaveTradePayload> {
    return trades.saveTrade(ctx.em, requireViewer(ctx), input);
  }

  @Access.admin()
  @Mutation(() => DeleteTradePayload, {
    description: "Deletes a trade or sub-trade nothing uses, a sub-trade with its questions (DELETE /api/Trades/{id})",
  })
  deleteTrade(
    @Arg("id", () => Int, { description: "The id of the trade to delete" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<DeleteTradePayload> {
    return trades.deleteTrade(ctx.em, requireViewer(ctx), id);
  }
}
