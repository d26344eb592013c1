import { accountArea } from "../modules/account/area";
import { apiExplorerArea } from "../modules/api-explorer/area";
import { assetsArea } from "../modules/assets/area";
import { auditArea } from "../modules/audit/area";
import { authArea } from "../modules/auth/area";
import { clientPortalArea } from "../modules/client-portal/area";
import { clientsArea } from "../modules/clients/area";
import { complianceArea } from "../modules/compliance/area";
import { configurationArea } from "../modules/configuration/area";
import { contractorPortalArea } from "../modules/contractor-portal/area";
import { engineersArea } from "../modules/engineers/area";
import { financesArea } from "../modules/finances/area";
import { placeholdersArea } from "../modules/placeholders/area";
import { ppmArea } from "../modules/ppm/area";
import { reportsArea } from "../modules/reports/area";
import { quotationsArea } from "../modules/quotations/area";
import { contractorsArea } from "../modules/contractors/area";
import { contractsArea } from "../modules/contracts/area";
import { dashboardArea } from "../modules/dashboard/area";
import { documentsArea } from "../modules/documents/area";
import { searchArea } from "../modules/search/area";
import { sitesArea } from "../modules/sites/area";
import { workOrdersArea } from "../modules/work-orders/area";
import type { AppArea } from "./area";

/**
 * The areas of the app: the router takes their routes, the route table their rules and the sidebar
 * their entries. A new area is a folder of src/modules with its area.tsx, added here.
 */
export const AREAS: AppArea[] = [
  authArea,
  apiExplorerArea,
  accountArea,
  dashboardArea,
  workOrdersArea,
  searchArea,
  configurationArea,
  auditArea,
  clientPortalArea,
  contractorPortalArea,
  clientsArea,
  sitesArea,
  complianceArea,
  contractorsArea,
  assetsArea,
  engineersArea,
  contractsArea,
  ppmArea,
  quotationsArea,
  documentsArea,
  reportsArea,
  financesArea,
  placeholdersArea,
];
