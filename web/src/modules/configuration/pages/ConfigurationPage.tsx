import { useNavigate, useParams } from "react-router-dom";
import { H3, Tab, Tabs } from "../../../ui";
import { NotFound } from "../../../app/pages/NotFound";
import { UserGrid } from "../../users/components/UserGrid";

/**
 * #/configuration(/:tab) (§2.11): administration. Only the users tab (the default) is built;
 * trades, sub-trades, brands and import come with their issues and are not shown until then.
 */
const TABS = [{ id: "users", title: "Users" }] as const;

export function ConfigurationPage() {
  const { tab = "users" } = useParams();
  const navigate = useNavigate();
  if (!TABS.some((t) => t.id === tab)) return <NotFound />;
  return (
    <div className="wo-configuration">
      <H3>Configuration</H3>
      <Tabs id="configuration" selectedTabId={tab} onChange={(id) => navigate(`/configuration/${String(id)}`)}>
        <Tab id="users" title="Users" panel={<UserGrid />} />
      </Tabs>
    </div>
  );
}
