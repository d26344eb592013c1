import { Tag } from "../../../ui";
import type { ComplianceStatus } from "../../../gql/graphql";
import { STATUS_INTENT, STATUS_LABEL, STATUSES } from "./status";

export type ComplianceStatusTagProps = {
  status: ComplianceStatus;
  /** Shown after the status ("to 01/03/2027") */
  detail?: string;
  onClick?: () => void;
  label?: string;
};

/** A cell of the register: its status as text on its colour; a button when it opens the history. */
export function ComplianceStatusTag({ status, detail, onClick, label }: ComplianceStatusTagProps) {
  const text = detail ? `${STATUS_LABEL[status]} ${detail}` : STATUS_LABEL[status];
  return (
    <Tag
      intent={STATUS_INTENT[status]}
      minimal={status === "MISSING"}
      interactive={!!onClick}
      onClick={onClick}
      role={onClick ? "button" : undefined}
      tabIndex={onClick ? 0 : undefined}
      aria-label={label ? `${label}: ${text}` : undefined}
      onKeyDown={onClick ? (e) => (e.key === "Enter" || e.key === " " ? onClick() : undefined) : undefined}
      className="wo-compliance__tag"
    >
      {text}
    </Tag>
  );
}

/** The colours' legend. */
export function ComplianceLegend() {
  return (
    <div className="wo-compliance__legend" aria-label="Legend">
      {STATUSES.map((s) => (
        <ComplianceStatusTag key={s} status={s} />
      ))}
    </div>
  );
}
