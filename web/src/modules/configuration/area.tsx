import { administrators, withPermission } from "../../app/access/audiences";
import { lazyPage, type AppArea } from "../../app/area";
import { paths } from "../../app/paths";

const page = lazyPage(() => import("./pages/ConfigurationPage"), "ConfigurationPage");

/** Administration (§2.11): users, trades, sub-trades with their questions, brands, import, outbox, API keys and webhooks (issue 26) */
export const configurationArea: AppArea = {
  name: "configuration",
  routes: [
    { path: "configuration/:tab?", element: page },
    // a webhook endpoint's delivery log, under the Webhooks tab
    { path: "configuration/webhooks/:endpointId", element: page },
  ],
  rules: [
    // before the tabs' row, which matches them too: the first row that matches decides
    { path: "/configuration/outbox", staff: administrators, note: "the outbox of messages: the API answers administrators only" },
    { path: "/configuration/api-keys", staff: administrators, note: "API keys (issue 26): the API answers administrators only" },
    { path: "/configuration/webhooks", staff: administrators, note: "webhooks (issue 26): the API answers administrators only" },
    { path: "/configuration/webhooks/:endpointId", staff: administrators, note: "a webhook endpoint's delivery log (issue 26): administrators only" },
    { path: "/configuration/:tab?", staff: withPermission("administrator", "full"), note: "administration (§2.11)" },
  ],
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
