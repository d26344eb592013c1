import { lookupResolver } from "@wo/shared";
import { AssetCategory } from "../asset/asset-category.entity";
import { ContractStatus } from "../contract/contract.entity";
import { ServiceFrequency } from "./lookup.entities";

/** The entities of the assets lookups (GET /api/ServiceFrequencies, /api/AssetCategories), declared in services/shared/src/lookups.ts. */
export const lookupEntities = [ServiceFrequency, AssetCategory, ContractStatus];

/** Their Query fields, as declared. */
export const LookupResolver = lookupResolver("assets", lookupEntities);
