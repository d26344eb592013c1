import path from "node:path";
import { AuditTrailEntry, type ServiceModule } from "@wo/shared";
import { BillingLookupResolver, lookupEntities } from "./modules/lookup/lookup.resolver";
import { migrations } from "./migrations";
import { LogMaterial, LogTime, WorkOrderCost } from "./modules/log/log.entity";
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
    resolvers: [BillingLookupResolver, QuoteDecisionResolver],
  },
  jobs: billingJobs,
};
