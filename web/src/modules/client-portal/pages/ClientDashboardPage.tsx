import { useParams } from "react-router-dom";
import { H4 } from "../../../ui";
import { SiteCertificatesPanel } from "../../documents/components/SiteCertificatesPanel";
import { ClientWorkOrderGrid } from "../components/ClientWorkOrderGrid";

/**
 * #/client_portal/{id}: the client dashboard (portals §2.1 item 1). Its PPM grid and its BI
 * dashboard report come with the PPM and brand issues; nothing stands in for them here.
 */
export function ClientDashboardPage() {
  const clientId = Number(useParams().clientId);
  return (
    <section className="wo-portal__section" aria-label="Dashboard">
      <H4>Work orders</H4>
      <ClientWorkOrderGrid clientId={clientId} />
      <H4>Site certificates</H4>
      <SiteCertificatesPanel />
    </section>
  );
}
