import path from "node:path";
import { AuditTrailEntry, type ServiceModule } from "@wo/shared";
import { BillingLookupResolver, lookupEntities } from "./modules/lookup/lookup.resolver";
import { migrations } from "./migrations";
import { CostCheckResolver } from "./modules/cost-check/cost-check.resolver";
import { LogMaterial, LogTime, WorkOrderCost } from "./modules/log/log.entity";
import { BillingItem, Quote } from "./modules/quote/quote.entity";
import { workOrderStubReference } from "./modules/work-order/work-order.reference";
import { WorkOrderStub } from "./modules/work-order/work-order.stub";

export const billingService: ServiceModule = {
  name: "billing",
  defaultPort: 4004,
  schema: "billing",
  entities: [AuditTrailEntry, ...lookupEntities, Quote, BillingItem, LogTime, LogMaterial, WorkOrderCost],
  migrations,
  migrationsDir: path.join(__dirname, "../src/migrations"),
  subgraph: {
    resolvers: [BillingLookupResolver, CostCheckResolver],
    orphanedTypes: [WorkOrderStub],
    references: { WorkOrder: workOrderStubReference },
  },
};
