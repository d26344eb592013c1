import { withPermission } from "../../app/access/audiences";
import { lazyPage, type AppArea } from "../../app/area";
import { paths } from "../../app/paths";

/** The audit trail (§2.11), the auditTrails area */
export const auditArea: AppArea = {
  name: "audit",
  routes: [{ path: "audit_trail", element: lazyPage(() => import("./pages/AuditTrailPage"), "AuditTrailPage") }],
  rules: [{ path: "/audit_trail", staff: withPermission("auditTrails"), note: "the audit trail (§2.11), the auditTrails area" }],
  sidebar: [{ key: "auditTrails", title: "Audit trail", icon: "history", to: paths.auditTrail(), rule: { permission: "auditTrails" } }],
};
