import { lookupResolver } from "@wo/shared";
import { BillingItemType, BillingStatus, LogMaterialType } from "./lookup.entities";

/** The entities of billing's lookups, declared in services/shared/src/lookups.ts. */
export const lookupEntities = [BillingStatus, BillingItemType, LogMaterialType];

/** Their Query fields, as declared. */
export const BillingLookupResolver = lookupResolver("billing", lookupEntities);
