import type { EntityManager } from "@mikro-orm/postgresql";
import type { SeedOptions } from "@wo/shared";
import { seedLogs } from "../modules/log/log.seed";
import { seedQuotes } from "../modules/quote/quote.seed";

/**
 * Billing's demo data, after work-orders' (it reads the orders through work-orders' views): quotes
 * and their items, then logged time and materials with each order's counters.
 */
export const seedBilling = async (em: EntityManager, options: SeedOptions): Promise<string> =>
  `${await seedQuotes(em, options)}; ${await seedLogs(em, options)}`;
