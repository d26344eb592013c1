import { downloadExport } from "../../../app/download";
import type { ComplianceStatus } from "../../../gql/graphql";
import { AnchorButton, HTMLSelect, Intent } from "../../../ui";
import { registerExportUrl, STATUS_LABEL, STATUSES } from "./status";

/** The register's region and status filters and its export, for staff's register and the client portal's. */
export function RegisterFilters(props: {
  clientId: number;
  regions: readonly string[];
  region: string;
  status: ComplianceStatus | "";
  /** before a client is chosen */
  disabled?: boolean;
  primaryExport?: boolean;
  onChange: (key: "region" | "status", value: string) => void;
}) {
  const { clientId, region, status, disabled, onChange } = props;
  return (
    <>
      <label>
        Region
        <HTMLSelect aria-label="Region" value={region} disabled={disabled} onChange={(e) => onChange("region", e.currentTarget.value)}>
          <option value="">All regions</option>
          {props.regions.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </HTMLSelect>
      </label>
      <label>
        Status
        <HTMLSelect aria-label="Status" value={status} disabled={disabled} onChange={(e) => onChange("status", e.currentTarget.value)}>
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
        intent={props.primaryExport ? Intent.PRIMARY : undefined}
        disabled={disabled}
        onClick={() => void downloadExport(registerExportUrl(clientId, region, status), "Compliance register")}
      />
    </>
  );
}
