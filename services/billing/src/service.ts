import path from "node:path";
import { AuditTrailEntry, type ServiceModule } from "@wo/shared";
import { BillingLookupResolver, lookupEntities } from "./modules/lookup/lookup.resolver";
import { billingJobs } from "./jobs";
import { migrations } from "./migrations";
import { CostCheckResolver } from "./modules/cost-check/cost-check.resolver";
import { LogMaterial, LogTime, WorkOrderCost } from "./modules/log/log.entity";
import { LogResolver, WorkOrderCostResolver } from "./modules/log/log.resolver";
import { workOrderStubReference } from "./modules/work-order/work-order.reference";
import { WorkOrderStub } from "./modules/work-order/work-order.stub";
import { BillingItem, Quote } from "./modules/quote/quote.entity";
import { QuoteDecisionRecord } from "./modules/quote-decision/quote-decision.entity";
import { QuoteDecisionResolver } from "./modules/quote-decision/quote-decision.resolver";
import { quotePdfExport } from "./modules/quote/pdf/quote-pdf.export";
import { QuoteResolver, WorkOrderQuotesResolver } from "./modules/quote/quote.resolver";
import { WebhookEvent } from "./modules/webhook-event/webhook-event.entity";
import { seedBilling } from "./seeders/demo.seeder";

export const billingService: ServiceModule = {
  name: "billing",
  defaultPort: 4004,
  schema: "billing",
  entities: [AuditTrailEntry, ...lookupEntities, Quote, BillingItem, LogTime, LogMaterial, WorkOrderCost, QuoteDecisionRecord, WebhookEvent],
  migrations,
  migrationsDir: path.join(__dirname, "../src/migrations"),
  subgraph: {
    resolvers: [
      BillingLookupResolver,
      QuoteResolver,
      WorkOrderQuotesResolver,
      LogResolver,
      WorkOrderCostResolver,
      CostCheckResolver,
      QuoteDecisionResolver,
    ],
    // work-orders' WorkOrder, to which billing adds its fields
    orphanedTypes: [WorkOrderStub],
    references: { WorkOrder: workOrderStubReference },
  },
  exports: [quotePdfExport],
  seed: seedBilling,
  jobs: billingJobs,
};
