import type { EntityManager } from "@mikro-orm/postgresql";
import type { SeedOptions } from "@wo/shared";
import { seedQuotes } from "../modules/quote/quote.seed";

/** Billing's demo data, after work-orders' (it reads the orders through work-orders' views): quotes and their items. */
export const seedBilling = async (em: EntityManager, options: SeedOptions): Promise<string> => `${await seedQuotes(em, options)}`;
