import { H3 } from "../../../ui";
import { AssetGrid } from "../components/AssetGrid";

/** #/asset_list (§2.8): the asset register of every client */
export function AssetListPage() {
  return (
    <div className="wo-assets">
      <H3>Assets</H3>
      <AssetGrid />
    </div>
  );
}
