import { entityReference, NO_TENANT } from "@wo/shared";
import { Trade } from "./trade.entity";

/** Trades are reference data: every signed-in user resolves them. */
export const tradeReference = entityReference("Trade", Trade, NO_TENANT);
