import { useQuery } from "@apollo/client/react";
import { useParams, useSearchParams } from "react-router-dom";
import { downloadExport } from "../../../app/download";
import { paths } from "../../../app/paths";
import { graphql } from "../../../gql";
import type { ComplianceStatus } from "../../../gql/graphql";
import { AnchorButton, H4, HTMLSelect } from "../../../ui";
import { ComplianceMatrix } from "../../compliance/components/ComplianceMatrix";
import { registerExportUrl, STATUS_LABEL, STATUSES } from "../../compliance/components/status";
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
        <label>
          Region
          <HTMLSelect aria-label="Region" value={region} onChange={(e) => set("region", e.currentTarget.value)}>
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
          <HTMLSelect aria-label="Status" value={status} onChange={(e) => set("status", e.currentTarget.value)}>
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
          onClick={() => void downloadExport(registerExportUrl(clientId, region, status), "Compliance register")}
        />
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
