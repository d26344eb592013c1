import { withPermission } from "../../app/access/audiences";
import { lazyPage, type AppArea } from "../../app/area";
import { paths } from "../../app/paths";

/** The asset register (§2.8): #/asset_list, for staff who read customers (the API's rule) */
export const assetsArea: AppArea = {
  name: "assets",
  routes: [{ path: "asset_list", element: lazyPage(() => import("./pages/AssetListPage"), "AssetListPage") }],
  rules: [{ path: "/asset_list", staff: withPermission("customers"), note: "the asset register (§2.8): customers at read" }],
  sidebar: [{ key: "assetList", title: "Assets", icon: "cube", to: paths.assetList(), rule: { permission: "customers" } }],
};
