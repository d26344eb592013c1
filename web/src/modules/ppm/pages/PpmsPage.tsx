import { useSearchParams } from "react-router-dom";
import { H3, Tab, Tabs } from "../../../ui";
import { PendingPpmGrid } from "../components/PendingPpmGrid";
import { PpmGrid } from "../components/PpmGrid";

/** #/ppm (portals §2.9): a tab strip with the PPM list and the PPM work orders (the pending ones, for conversion) */
export function PpmsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "work-orders" ? "work-orders" : "list";
  return (
    <div className="wo-ppms">
      <H3>PPM</H3>
      <Tabs
        id="ppm-tabs"
        selectedTabId={tab}
        onChange={(id) => setParams(id === "list" ? {} : { tab: String(id) }, { replace: true })}
        renderActiveTabPanelOnly
      >
        <Tab id="list" title="PPM" panel={<PpmGrid />} />
        <Tab id="work-orders" title="PPM work orders" panel={<PendingPpmGrid />} />
      </Tabs>
    </div>
  );
}
