import type { EntityManager } from "@mikro-orm/postgresql";
import type { SeedOptions } from "@wo/shared";
import { CostCheckCode } from "../modules/cost-check/cost-check.rules";
import { demoOrders, planDemoFlags } from "../modules/log/log.demo-flags";
import { DEMO_LOG_ORDERS, LOGGED_STATUSES, seedLogs } from "../modules/log/log.seed";
import { seedQuotes } from "../modules/quote/quote.seed";

/**
 * Billing's demo data, after work-orders' (it reads the orders through work-orders' views): quotes
 * and their items, then logged time and materials with each order's counters; the orders chosen to
 * carry a deliberate cost difference (planDemoFlags) get theirs in both.
 */
export async function seedBilling(em: EntityManager, options: SeedOptions): Promise<string> {
  const plan = await planDemoFlags(em, await demoOrders(em, DEMO_LOG_ORDERS, LOGGED_STATUSES));
  const overQuote = [...plan].filter(([, f]) => f.code === CostCheckCode.OVER_QUOTE).map(([id]) => id);
  return `${await seedQuotes(em, options, overQuote)}; ${await seedLogs(em, options, plan)}`;
}
