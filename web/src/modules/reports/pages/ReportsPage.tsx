import { useNavigate, useParams } from "react-router-dom";
import { NotFound } from "../../../app/pages/NotFound";
import { paths, type ReportsTab } from "../../../app/paths";
import { H3, Tab, Tabs } from "../../../ui";
import { OrderLogTab } from "../components/OrderLogTab";
import { QueryTab } from "../components/QueryTab";
import { ReportBuilderTab } from "../components/ReportBuilderTab";
import { SlaAttainmentTab } from "../components/SlaAttainmentTab";
import { ValuationTab } from "../components/ValuationTab";
import "../reports.css";

const TABS: ReportsTab[] = ["order-log", "valuation", "query", "builder", "sla-attainment"];

/** #/reports(/:tab) (portals §2.13): the order log, the valuation report, the query report, the report builder and SLA attainment (issue 27) */
export function ReportsPage() {
  const { tab = "order-log" } = useParams();
  const navigate = useNavigate();
  if (!TABS.includes(tab as ReportsTab)) return <NotFound />;
  return (
    <div className="wo-reports">
      <H3>Reports</H3>
      <Tabs id="reports" selectedTabId={tab} renderActiveTabPanelOnly onChange={(id) => navigate(paths.reports(id as ReportsTab))}>
        <Tab id="order-log" title="Order log" panel={<OrderLogTab />} />
        <Tab id="valuation" title="Valuation report" panel={<ValuationTab />} />
        <Tab id="query" title="Query report" panel={<QueryTab />} />
        <Tab id="builder" title="Report builder" panel={<ReportBuilderTab />} />
        <Tab id="sla-attainment" title="SLA attainment" panel={<SlaAttainmentTab />} />
      </Tabs>
    </div>
  );
}
