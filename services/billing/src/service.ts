import path from "node:path";
import { AuditTrailEntry, type ServiceModule } from "@wo/shared";
import { BillingLookupResolver, lookupEntities } from "./modules/lookup/lookup.resolver";
import { migrations } from "./migrations";
import { LogMaterial, LogTime, WorkOrderCost } from "./modules/log/log.entity";
import { quotePdfExport } from "./modules/quote/pdf/quote-pdf.export";
import { BillingItem, Quote } from "./modules/quote/quote.entity";
import { QuoteResolver, WorkOrderQuotesResolver } from "./modules/quote/quote.resolver";
import { workOrderStubReference } from "./modules/work-order/work-order.reference";
import { WorkOrderStub } from "./modules/work-order/work-order.stub";
import { seedBilling } from "./seeders/demo.seeder";

export const billingService: ServiceModule = {
  name: "billing",
  defaultPort: 4004,
  schema: "billing",
  entities: [AuditTrailEntry, ...lookupEntities, Quote, BillingItem, LogTime, LogMaterial, WorkOrderCost],
  migrations,
  migrationsDir: path.join(__dirname, "../src/migrations"),
  subgraph: {
    resolvers: [BillingLookupResolver, QuoteResolver, WorkOrderQuotesResolver],
    orphanedTypes: [WorkOrderStub],
    references: { WorkOrder: workOrderStubReference },
  },
  exports: [quotePdfExport],
  seed: seedBilling,
};
