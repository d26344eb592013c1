import type { EntityManager } from "@mikro-orm/postgresql";
import { Client } from "../modules/client/client.entity";
import { ClientSlaCode, type SlaCodeValue } from "../modules/client/client-sla.entity";
import { SubTradeInClient } from "../modules/client/sub-trade-in-client.entity";
import { Trade } from "../modules/trade/trade.entity";

/**
 * Response and fix hours per SLA code, as facilities contracts write them: A is an emergency (1 hour
 * to attend, 4 to make safe), H a planned repair within the month; the slower codes count business
 * hours only; PPM visits have no response time and a four-week window.
 */
const SLA: [SlaCodeValue, response: number, fix: number, businessHoursOnly: boolean][] = [
  ["A", 1, 4, false],
  ["B", 2, 8, false],
  ["C", 4, 24, false],
  ["D", 8, 48, false],
  ["E", 24, 72, true],
  ["F", 48, 120, true],
  ["G", 72, 240, true],
  ["H", 120, 672, true],
  ["PPM", 0, 672, true],
];

/** How many sub-trades each client has enabled for its work orders. */
const SETTINGS_PER_CLIENT = 6;

/**
 * Every demo client's SLA codes (a larger client answers a little faster) and its work-order settings:
 * a handful of sub-trades, picked in turn across the trades. Deterministic; runs inside seedAssets'
 * transaction once the clients and trades are there.
 */
export async function seedClients(tx: EntityManager): Promise<void> {
  await tx.flush();
  const clients = await tx.find(Client, {}, { orderBy: { id: "asc" } });
  const subTrades = await tx.find(Trade, { parentTradeId: { $ne: null } }, { orderBy: { id: "asc" } });
  for (const [ci, client] of clients.entries()) {
    const faster = ci === 0 ? 0.5 : 1;
    for (const [code, response, fix, businessHoursOnly] of SLA) {
      const r = code === "A" || code === "PPM" ? response : response * faster;
      tx.create(ClientSlaCode, { clientId: client.id, code, responseHours: r.toFixed(2), fixHours: fix.toFixed(2), businessHoursOnly });
    }
    const step = Math.max(1, Math.floor(subTrades.length / SETTINGS_PER_CLIENT));
    for (let i = 0; i < SETTINGS_PER_CLIENT && i * step < subTrades.length; i++) {
      const subTrade = subTrades[(i * step + ci) % subTrades.length]!;
      tx.create(SubTradeInClient, { clientId: client.id, subTradeId: subTrade.id });
    }
  }
  await tx.flush();
}
