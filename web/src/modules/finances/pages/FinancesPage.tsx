import { useNavigate, useParams } from "react-router-dom";
import { NotFound } from "../../../app/pages/NotFound";
import { paths, type FinancesTab } from "../../../app/paths";
import { H3, Tab, Tabs } from "../../../ui";
import { ClosedWorkOrderExport } from "../components/ClosedWorkOrderExport";
import { InvoiceImport } from "../components/InvoiceImport";
import { SupplierCostImport } from "../components/SupplierCostImport";
import "../finances.css";

const TABS: FinancesTab[] = ["export", "invoices", "supplier-costs"];

/** #/finances(/:tab) (portals §2.12): the closed work-order export, the invoice import and the supplier costs import */
export function FinancesPage() {
  const { tab = "export" } = useParams();
  const navigate = useNavigate();
  if (!TABS.includes(tab as FinancesTab)) return <NotFound />;
  return (
    <div className="wo-finances">
      <H3>Finances</H3>
      <Tabs id="finances" selectedTabId={tab} renderActiveTabPanelOnly onChange={(id) => navigate(paths.finances(id as FinancesTab))}>
        <Tab id="export" title="Closed work order export" panel={<ClosedWorkOrderExport />} />
        <Tab id="invoices" title="Import invoices" panel={<InvoiceImport />} />
        <Tab id="supplier-costs" title="Import supplier costs" panel={<SupplierCostImport />} />
      </Tabs>
    </div>
  );
}
