import { lookupResolver } from "@wo/shared";
import {
  CapitalCode,
  FinancialCode,
  MethodOfRequest,
  PpmStatus,
  ProgressCode,
  QueryReason,
  SlaCode,
  WorkOrderStatus,
  WorkOrderType,
} from "./lookup.entities";

/** The entities of the work-order lookups (GET /api/WorkOrderStatus, /api/WorkOrderTypes, ...), declared in services/shared/src/lookups.ts. */
export const lookupEntities = [WorkOrderStatus, WorkOrderType, ProgressCode, MethodOfRequest, SlaCode, FinancialCode, CapitalCode, QueryReason, PpmStatus];

/** Their Query fields, as declared. */
export const LookupResolver = lookupResolver("work-orders", lookupEntities);
