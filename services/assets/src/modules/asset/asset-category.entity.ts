import { Lookup, LookupEntity } from "@wo/shared";

/**
 * A kind of asset (boilers, chillers, fire alarm panels, ...): reference data seeded by the
 * migration with fixed ids, which work orders keep in `asset_category_id`.
 */
@LookupEntity("assetCategories")
export class AssetCategory extends Lookup {}
