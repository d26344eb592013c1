import { useNavigate, useParams } from "react-router-dom";
import { H3, Tab, Tabs } from "../../../ui";
import { NotFound } from "../../../app/pages/NotFound";
import { paths } from "../../../app/paths";
import { UserGrid } from "../../users/components/UserGrid";
import { ApiKeysTab } from "../components/api-keys/ApiKeysTab";
import { BrandsTab } from "../components/BrandsTab";
import { DataImportTab } from "../components/DataImportTab";
import { OutboxTab } from "../components/OutboxTab";
import { SubTradesTab, TradesTab } from "../components/trades/TradesTabs";

/**
 * The tabs of §2.11: users (the default), trades, sub-trades, brands, import; the outbox of
 * contractors' messages; and the API keys of machines (issue 26)
 */
const TABS = ["users", "trades", "subtrades", "brands", "import", "outbox", "api-keys"];

/** #/configuration(/:tab) (§2.11): administration; the users tab is the default. Another tab is a 404. */
export function ConfigurationPage() {
  const { tab = "users" } = useParams();
  const navigate = useNavigate();
  if (!TABS.includes(tab)) return <NotFound />;
  return (
    <div className="wo-configuration">
      <H3>Configuration</H3>
      <Tabs id="configuration" selectedTabId={tab} onChange={(id) => navigate(paths.configuration(String(id)))}>
        <Tab id="users" title="Users" panel={<UserGrid />} />
        <Tab id="trades" title="Trades" panel={<TradesTab />} />
        <Tab id="subtrades" title="Sub-trades" panel={<SubTradesTab />} />
        <Tab id="brands" title="Brands" panel={<BrandsTab />} />
        <Tab id="import" title="Import" panel={<DataImportTab />} />
        <Tab id="outbox" title="Outbox" panel={<OutboxTab />} />
        <Tab id="api-keys" title="API keys" panel={<ApiKeysTab />} />
      </Tabs>
    </div>
  );
}
