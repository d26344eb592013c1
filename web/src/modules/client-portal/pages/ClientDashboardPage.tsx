import { useParams } from "react-router-dom";
import { H4 } from "../../../ui";
import { BiDashboard } from "../components/BiDashboard";
import { ClientWorkOrderGrid } from "../components/ClientWorkOrderGrid";
import { PortalPopups } from "../components/PortalPopups";

/**
 * #/client_portal/{id}: the client dashboard (portals §2.1 item 1): the work orders and the PPM
 * orders, each server paged with its total, and the viewer's BI dashboard report when one is set.
 */
export function ClientDashboardPage() {
  const clientId = Number(useParams().clientId);
  return (
    <>
      <div className="wo-portal__panels">
        <div className="wo-portal__section">
          <H4>Work orders</H4>
          <ClientWorkOrderGrid clientId={clientId} />
        </div>
        <div className="wo-portal__section">
          <H4>PPM</H4>
          <ClientWorkOrderGrid clientId={clientId} ppm />
        </div>
      </div>
      <BiDashboard />
      <PortalPopups clientId={clientId} />
    </>
  );
}
