import { useQuery } from "@apollo/client/react";
import { useParams, useSearchParams } from "react-router-dom";
import { paths } from "../../../app/paths";
import { graphql } from "../../../gql";
import type { ComplianceStatus } from "../../../gql/graphql";
import { H4 } from "../../../ui";
import { ComplianceMatrix } from "../../compliance/components/ComplianceMatrix";
import { RegisterFilters } from "../../compliance/components/RegisterFilters";
import "../../compliance/components/compliance.css";

export const ClientCompliancePage_Regions = graphql(`
  query ClientCompliancePage_Regions($clientId: Int!) {
    complianceRegions(clientId: $clientId)
  }
`);

/**
 * #/client_portal/{id}/compliance (issue 27): the client's own compliance register, read-only:
 * its sites × the types that apply, filtered by region and status; a cell opens its certificate
 * history. On a phone each site is a card listing its types' statuses.
 */
export function ClientCompliancePage() {
  const clientId = Number(useParams().clientId);
  const [params, setParams] = useSearchParams();
  const region = params.get("region") ?? "";
  const status = (params.get("status") ?? "") as ComplianceStatus | "";
  const { data: regions } = useQuery(ClientCompliancePage_Regions, { variables: { clientId } });
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return (
    <div className="wo-portal__section wo-compliance">
      <H4>Compliance</H4>
      <div className="wo-compliance__filters">
        <RegisterFilters clientId={clientId} regions={regions?.complianceRegions ?? []} region={region} status={status} onChange={set} />
      </div>
      <ComplianceMatrix
        clientId={clientId}
        region={region || null}
        status={status || null}
        stateKey="client-compliance"
        orderLink={(id) => paths.clientWorkOrders(clientId, id)}
      />
    </div>
  );
}
