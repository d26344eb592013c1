import type { EntityManager } from "@mikro-orm/postgresql";
import { audit, errorOf, NotFoundError, type Viewer } from "@wo/shared";
import { Trade } from "../trade/trade.entity";
import { Client } from "./client.entity";
import { ClientError, type AddSubTradeInClientPayload, type SubTradeInClientRow } from "./client.type";
import { SubTradeInClient } from "./sub-trade-in-client.entity";

/** A client's work-order settings: the sub-trades enabled for it, by trade and sub-trade name. */
export async function listSubTradesInClient(em: EntityManager, clientId: number | null): Promise<SubTradeInClientRow[]> {
  const rows = await em
    .getConnection()
    .execute<{ id: number; client_id: number; sub_trade_id: number; sub_trade: string; trade_id: number | null; trade: string | null }[]>(
      `select s.id, s.client_id, s.sub_trade_id, st.name as sub_trade, t.id as trade_id, t.name as trade
       from assets.sub_trade_in_client s
       join assets.trade st on st.id = s.sub_trade_id
       left join assets.trade t on t.id = st.parent_trade_id
      where (?::int is null or s.client_id = ?::int)
      order by s.client_id, t.name nulls last, st.name, s.id`,
      [clientId, clientId],
    );
  return rows.map((r) => ({
    id: r.id,
    clientId: r.client_id,
    subTradeId: r.sub_trade_id,
    subTrade: r.sub_trade,
    tradeId: r.trade_id,
    trade: r.trade,
  }));
}

/**
 * Enables a sub-trade for a client (ticking its box; POST /api/SubTradeInClients). The sub-trade must
 * be a child trade; enabling one already enabled answers the existing setting.
 */
export async function addSubTradeInClient(
  em: EntityManager,
  viewer: Viewer,
  clientId: number,
  subTradeId: number,
): Promise<AddSubTradeInClientPayload> {
  const client = await em.findOne(Client, { id: clientId });
  if (!client)
    return { setting: null, error: errorOf(ClientError, "INVALID", "Required fields", [{ field: "clientId", message: "Client is required" }]) };
  const subTrade = await em.findOne(Trade, { id: subTradeId });
  if (!subTrade)
    return { setting: null, error: errorOf(ClientError, "INVALID", "Required fields", [{ field: "subTradeId", message: "Sub-trade is required" }]) };
  if (subTrade.parentTradeId == null) {
    return {
      setting: null,
      error: errorOf(ClientError, "NOT_SUB_TRADE", `${subTrade.name} is a trade, not a sub-trade`, [
        { field: "subTradeId", message: `${subTrade.name} is a trade, not a sub-trade` },
      ]),
    };
  }
  const setting = await em.transactional(async (tx) => {
    const inserted = await tx
      .getConnection()
      .execute<{ id: number }[]>(
        `insert into assets.sub_trade_in_client (client_id, sub_trade_id) values (?, ?) on conflict (client_id, sub_trade_id) do nothing returning id`,
        [clientId, subTradeId],
      );
    if (inserted.length) {
      audit(tx, viewer, {
        entityName: "SubTradeInClient",
        entityId: inserted[0]!.id,
        action: "Created",
        actionTaken: `Enabled sub-trade ${subTrade.name} for client ${client.name}`,
      });
    }
    return tx.findOneOrFail(SubTradeInClient, { clientId, subTradeId });
  });
  return { setting, error: null };
}

/** Disables a client's sub-trade (unticking its box; DELETE /api/SubTradeInClients/{id}). */
export async function removeSubTradeInClient(em: EntityManager, viewer: Viewer, id: number): Promise<number> {
  const setting = await em.findOne(SubTradeInClient, { id });
  if (!setting) throw new NotFoundError();
  await em.transactional(async (tx) => {
    const [client, subTrade] = await Promise.all([tx.findOne(Client, { id: setting.clientId }), tx.findOne(Trade, { id: setting.subTradeId })]);
    await tx.nativeDelete(SubTradeInClient, { id });
    audit(tx, viewer, {
      entityName: "SubTradeInClient",
      entityId: id,
      action: "Deleted",
      actionTaken: `Disabled sub-trade ${subTrade?.name ?? setting.subTradeId} for client ${client?.name ?? setting.clientId}`,
    });
  });
  return id;
}
