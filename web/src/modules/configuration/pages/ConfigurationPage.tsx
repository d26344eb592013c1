import { useNavigate, useParams } from "react-router-dom";
import { H3, Tab, Tabs } from "../../../ui";
import { canOpen } from "../../../app/access/route-rules";
import { useViewer } from "../../../app/access/ViewerContext";
import { NotFound } from "../../../app/pages/NotFound";
import { paths } from "../../../app/paths";
import { UserGrid } from "../../users/components/UserGrid";
import { ApiKeysTab } from "../components/api-keys/ApiKeysTab";
import { BrandsTab } from "../components/BrandsTab";
import { DataImportTab } from "../components/DataImportTab";
import { OutboxTab } from "../components/OutboxTab";
import { SubTradesTab, TradesTab } from "../components/trades/TradesTabs";
import { WebhooksTab } from "../components/webhooks/WebhooksTab";

/**
 * The tabs of §2.11: users (the default), trades, sub-trades, brands, import; the outbox of
 * contractors' messages; the API keys of machines and the webhooks (issue 26)
 */
const TABS = ["users", "trades", "subtrades", "brands", "import", "outbox", "api-keys", "webhooks"];

/** The tabs whose API answers administrators only (the route table opens them to administrators only) */
const ADMIN_TABS = ["outbox", "api-keys", "webhooks"];

/**
 * #/configuration(/:tab) (§2.11): administration; the users tab is the default. Another tab is a 404.
 * #/configuration/webhooks/:endpointId is the Webhooks tab showing an endpoint's delivery log. A tab
 * shows only to whom its route is open (the route table, for the user `me` answered: the outbox, API
 * keys and webhooks to administrators only).
 */
export function ConfigurationPage() {
  const { endpointId, tab = endpointId ? "webhooks" : "users" } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const shown = (id: string) => !ADMIN_TABS.includes(id) || canOpen(viewer, paths.configuration(id));
  const endpoint = endpointId === undefined ? undefined : Number(endpointId);
  if (!TABS.includes(tab) || !shown(tab) || (endpoint !== undefined && !(endpoint > 0))) return <NotFound />;
  return (
    <div className="wo-configuration">
      <H3>Configuration</H3>
      <Tabs id="configuration" selectedTabId={tab} onChange={(id) => navigate(paths.configuration(String(id)))}>
        <Tab id="users" title="Users" panel={<UserGrid />} />
        <Tab id="trades" title="Trades" panel={<TradesTab />} />
        <Tab id="subtrades" title="Sub-trades" panel={<SubTradesTab />} />
        <Tab id="brands" title="Brands" panel={<BrandsTab />} />
        <Tab id="import" title="Import" panel={<DataImportTab />} />
        {shown("outbox") ? <Tab id="outbox" title="Outbox" panel={<OutboxTab />} /> : null}
        {shown("api-keys") ? <Tab id="api-keys" title="API keys" panel={<ApiKeysTab />} /> : null}
        {shown("webhooks") ? (
          // loaded when opened: the other tabs' panels are all mounted, and no other tab needs its queries
          <Tab id="webhooks" title="Webhooks" panel={tab === "webhooks" ? <WebhooksTab endpointId={endpoint} /> : <></>} />
        ) : null}
      </Tabs>
    </div>
  );
}
