import path from "node:path";
import { AuditTrailEntry, type ServiceModule } from "@wo/shared";
import { BillingLookupResolver, lookupEntities } from "./modules/lookup/lookup.resolver";
import { migrations } from "./migrations";
import { CostCheckResolver } from "./modules/cost-check/cost-check.resolver";
import { LogMaterial, LogTime, WorkOrderCost } from "./modules/log/log.entity";
import { LogResolver, WorkOrderCostResolver } from "./modules/log/log.resolver";
import { seedLogs } from "./modules/log/log.seed";
import { workOrderStubReference } from "./modules/work-order/work-order.reference";
import { WorkOrderStub } from "./modules/work-order/work-order.stub";
import { BillingItem, Quote } from "./modules/quote/quote.entity";
import { QuoteDecisionRecord } from "./modules/quote-decision/quote-decision.entity";
import { billingJobs } from "./modules/quote-decision/quote-decision.reconciler";
import { QuoteDecisionResolver } from "./modules/quote-decision/quote-decision.resolver";

export const billingService: ServiceModule = {
  name: "billing",
  defaultPort: 4004,
  schema: "billing",
  entities: [AuditTrailEntry, ...lookupEntities, Quote, BillingItem, LogTime, LogMaterial, WorkOrderCost, QuoteDecisionRecord],
  migrations,
  migrationsDir: path.join(__dirname, "../src/migrations"),
  subgraph: {
    resolvers: [BillingLookupResolver, LogResolver, WorkOrderCostResolver, CostCheckResolver, QuoteDecisionResolver],
    // work-orders' WorkOrder, to which billing adds its fields
    orphanedTypes: [WorkOrderStub],
    references: { WorkOrder: workOrderStubReference },
  },
  // demo data: each part in its own function
  seed: async (em, options) => `${await seedLogs(em, options)}`,
  jobs: billingJobs,
};
