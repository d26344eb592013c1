import { H3 } from "../../../ui";
import { AuditTrailGrid } from "../components/AuditTrailGrid";

/** #/audit_trail (§2.11): administrators (the auditTrails area) */
export function AuditTrailPage() {
  return (
    <div className="wo-audit">
      <H3>Audit trail</H3>
      <AuditTrailGrid />
    </div>
  );
}
