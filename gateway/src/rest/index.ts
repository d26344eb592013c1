import { assetPageRoutes, assetRoutes } from "./assets.routes";
import { auditRoutes } from "./audit.routes";
import { authoriseRoutes } from "./authorise.routes";
import { biReportRoutes } from "./bi-reports.routes";
import { clientRoutes } from "./clients.routes";
import { contractPageRoutes, contractRoutes } from "./contracts.routes";
import { brandingRoutes } from "./branding.routes";
import { lookupRoutes } from "./lookups.routes";
import type { Shim } from "./shim";
import { siteRoutes } from "./sites.routes";
import { userAdminRoutes, userRoutes } from "./users.routes";
import { workOrderRoutes } from "./work-orders.routes";

/** Every legacy /api call the gateway answers, by family. */
export const allShims: Shim[] = [
  ...authoriseRoutes,
  ...userRoutes,
  ...userAdminRoutes,
  ...biReportRoutes,
  ...auditRoutes,
  // before the work orders': GET /WorkOrders/Contractors is not /WorkOrders/:id
  ...contractRoutes,
  ...workOrderRoutes,
  ...lookupRoutes,
  ...clientRoutes,
  ...siteRoutes,
  ...assetRoutes,
  ...brandingRoutes,
];

/** The legacy upload pages under /Services (ImportAssets.aspx): shims like the others, on their own path. */
export const servicePageShims: Shim[] = [...assetPageRoutes, ...contractPageRoutes];
