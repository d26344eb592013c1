import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router-dom";
import { downloadExport } from "../../../app/download";
import { paths } from "../../../app/paths";
import { graphql } from "../../../gql";
import type { ComplianceStatus } from "../../../gql/graphql";
import { AnchorButton, H3, HTMLSelect, Intent, NonIdealState } from "../../../ui";
import { ComplianceMatrix } from "../components/ComplianceMatrix";
import { registerExportUrl, STATUS_LABEL, STATUSES } from "../components/status";
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
        <label>
          Region
          <HTMLSelect aria-label="Region" value={region} disabled={!clientId} onChange={(e) => set("region", e.currentTarget.value)}>
            <option value="">All regions</option>
            {(regions?.complianceRegions ?? []).map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </HTMLSelect>
        </label>
        <label>
          Status
          <HTMLSelect aria-label="Status" value={status} disabled={!clientId} onChange={(e) => set("status", e.currentTarget.value)}>
            <option value="">Any status</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </HTMLSelect>
        </label>
        <AnchorButton
          icon="download"
          text="Export"
          intent={Intent.PRIMARY}
          disabled={!clientId}
          onClick={() => void downloadExport(registerExportUrl(clientId, region, status), "Compliance register")}
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
