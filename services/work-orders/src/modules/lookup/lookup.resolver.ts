import { lookupResolver } from "@wo/shared";
import {
  CapitalCode,
  FinancialCode,
  MethodOfRequest,
  ProgressCode,
  QueryReason,
  SlaCode,
  WorkOrderStatus,
  WorkOrderType,
} from "./lookup.entities";

/** The work-order lookups (GET /api/WorkOrderStatus, /api/WorkOrderTypes, ...), as services/shared/src/lookups.ts declares them. */
export const LookupResolver = lookupResolver("work-orders", [
  WorkOrderStatus,
  WorkOrderType,
  ProgressCode,
  MethodOfRequest,
  SlaCode,
  FinancialCode,
  CapitalCode,
  QueryReason,
]);
