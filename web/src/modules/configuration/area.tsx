import { withPermission } from "../../app/access/audiences";
import { lazyPage, type AppArea } from "../../app/area";
import { paths } from "../../app/paths";

/** Administration (§2.11): users, trades, sub-trades with their questions, brands; import later */
export const configurationArea: AppArea = {
  name: "configuration",
  routes: [{ path: "configuration/:tab?", element: lazyPage(() => import("./pages/ConfigurationPage"), "ConfigurationPage") }],
  rules: [{ path: "/configuration/:tab?", staff: withPermission("administrator", "full"), note: "administration (§2.11)" }],
  sidebar: [
    {
      key: "administration",
      title: "Configuration",
      icon: "cog",
      to: paths.configuration(),
      rule: { permission: "administrator", level: "full" },
    },
  ],
};
