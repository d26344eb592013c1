import { entityReference } from "@wo/shared";
import { Trade } from "./trade.entity";

/** Trades are not tenant data. */
export const tradeReference = entityReference("Trade", Trade);
