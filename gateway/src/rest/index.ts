import { auditRoutes } from "./audit.routes";
import { authoriseRoutes } from "./authorise.routes";
import { biReportRoutes } from "./bi-reports.routes";
import { lookupRoutes } from "./lookups.routes";
import type { Shim } from "./shim";
import { userAdminRoutes, userRoutes } from "./users.routes";
import { workOrderRoutes } from "./work-orders.routes";

/** Every legacy /api call the gateway answers, by family. */
export const allShims: Shim[] = [
  ...authoriseRoutes,
  ...userRoutes,
  ...userAdminRoutes,
  ...biReportRoutes,
  ...auditRoutes,
  ...workOrderRoutes,
  ...lookupRoutes,
];
