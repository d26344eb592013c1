import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router-dom";
import { paths } from "../../../app/paths";
import { graphql } from "../../../gql";
import type { ComplianceStatus } from "../../../gql/graphql";
import { H3, HTMLSelect, NonIdealState } from "../../../ui";
import { ComplianceMatrix } from "../components/ComplianceMatrix";
import { RegisterFilters } from "../components/RegisterFilters";
import "../components/compliance.css";

export const ComplianceRegisterPage_Clients = graphql(`
  query ComplianceRegisterPage_Clients {
    clientList {
      id
      name
    }
  }
`);

export const ComplianceRegisterPage_Regions = graphql(`
  query ComplianceRegisterPage_Regions($clientId: Int!) {
    complianceRegions(clientId: $clientId)
  }
`);

/**
 * #/compliance (issue 27): the compliance register of a client chosen here, filtered by region
 * (postcode area) and status, as a matrix of sites × types; a cell opens its certificate history;
 * the export writes the same filters to XLSX. The filters live in the address (?client=&region=&status=).
 */
export function ComplianceRegisterPage() {
  const [params, setParams] = useSearchParams();
  const clientId = Number(params.get("client")) || 0;
  const region = params.get("region") ?? "";
  const status = (params.get("status") ?? "") as ComplianceStatus | "";
  const { data: clients } = useQuery(ComplianceRegisterPage_Clients);
  const { data: regions } = useQuery(ComplianceRegisterPage_Regions, { variables: { clientId }, skip: !clientId });
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key === "client") next.delete("region");
    setParams(next, { replace: true });
  };
  return (
    <div className="wo-compliance">
      <H3>Compliance register</H3>
      <div className="wo-compliance__filters">
        <label>
          Client
          <HTMLSelect aria-label="Client" value={clientId || ""} onChange={(e) => set("client", e.currentTarget.value)}>
            <option value="">Select a client ...</option>
            {(clients?.clientList ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </HTMLSelect>
        </label>
        <RegisterFilters
          clientId={clientId}
          regions={regions?.complianceRegions ?? []}
          region={region}
          status={status}
          disabled={!clientId}
          primaryExport
          onChange={set}
        />
      </div>
      {clientId ? (
        <ComplianceMatrix
          key={clientId}
          clientId={clientId}
          region={region || null}
          status={status || null}
          stateKey="compliance-register"
          orderLink={(id) => paths.workOrder(id)}
        />
      ) : (
        <NonIdealState
          icon="shield"
          title="Choose a client"
          description="The register shows one client's sites against the compliance types that apply to them."
        />
      )}
    </div>
  );
}
