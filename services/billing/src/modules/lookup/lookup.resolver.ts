import { lookupResolver } from "@wo/shared";
import { BillingItemType, BillingStatus, LogMaterialType } from "./lookup.entities";

/** billing's lookups, as services/shared/src/lookups.ts declares them. */
export const BillingLookupResolver = lookupResolver("billing", [BillingStatus, BillingItemType, LogMaterialType]);
