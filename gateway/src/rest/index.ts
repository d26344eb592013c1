import { answerRoutes } from "./answers.routes";
import { assetPageRoutes, assetRoutes } from "./assets.routes";
import { auditRoutes } from "./audit.routes";
import { authoriseRoutes } from "./authorise.routes";
import { biReportRoutes } from "./bi-reports.routes";
import { clientPortalRoutes } from "./client-portal.routes";
import { clientRoutes } from "./clients.routes";
import { contractorPortalRoutes } from "./contractor-portal.routes";
import { engineerRoutes } from "./engineers.routes";
import { financePageRoutes } from "./finance.routes";
import { contractorRoutes } from "./contractors.routes";
import { costRoutes } from "./costs.routes";
import { importRoutes } from "./import.routes";
import { contractPageRoutes, contractRoutes } from "./contracts.routes";
import { brandingRoutes } from "./branding.routes";
import { dashboardRoutes } from "./dashboard.routes";
import { documentPageRoutes, documentRoutes } from "./documents.routes";
import { linkedWorkOrderRoutes } from "./linked-work-orders.routes";
import { noteRoutes } from "./notes.routes";
import { notificationRoutes } from "./notifications.routes";
import { ppmRoutes } from "./ppm.routes";
import { lookupRoutes } from "./lookups.routes";
import { quoteDecisionRoutes } from "./quote-decisions.routes";
import { quoteRoutes } from "./quotes.routes";
import { reportBuilderRoutes } from "./report-builder.routes";
import { reportRoutes } from "./reports.routes";
import type { Shim } from "./shim";
import { siteRoutes } from "./sites.routes";
import { submissionRoutes } from "./submission.routes";
import { tradeRoutes } from "./trades.routes";
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
  ...ppmRoutes,
  // before the work orders': GET /WorkOrders/CopyDocuments is not /WorkOrders/:id
  ...documentRoutes,
  // before the work orders': PUT /WorkOrders/Complete is not /WorkOrders/:id
  ...submissionRoutes,
  // before the work orders': PUT /WorkOrders/AcceptQuoteDuplicate is not /WorkOrders/:id
  ...quoteDecisionRoutes,
  ...workOrderRoutes,
  ...clientPortalRoutes,
  ...contractorPortalRoutes,
  ...answerRoutes,
  ...noteRoutes,
  ...linkedWorkOrderRoutes,
  ...notificationRoutes,
  ...dashboardRoutes,
  ...lookupRoutes,
  ...contractorRoutes,
  ...clientRoutes,
  ...siteRoutes,
  ...assetRoutes,
  ...brandingRoutes,
  ...tradeRoutes,
  ...engineerRoutes,
  ...importRoutes,
  ...costRoutes,
  ...quoteRoutes,
  ...reportBuilderRoutes,
  ...reportRoutes,
];

/** The legacy upload pages under /Services (ImportAssets.aspx): shims like the others, on their own path. */
export const servicePageShims: Shim[] = [...assetPageRoutes, ...contractPageRoutes, ...documentPageRoutes, ...financePageRoutes];
