import path from "node:path";
import { AuditTrailEntry, type ServiceModule } from "@wo/shared";
import { BillingItemType, BillingStatus, LogMaterialType } from "./modules/lookup/lookup.entities";
import { BillingLookupResolver } from "./modules/lookup/lookup.resolver";
import { migrations } from "./migrations";

export const billingService: ServiceModule = {
  name: "billing",
  defaultPort: 4004,
  schema: "billing",
  entities: [AuditTrailEntry, BillingStatus, BillingItemType, LogMaterialType],
  migrations,
  migrationsDir: path.join(__dirname, "../src/migrations"),
  subgraph: {
    resolvers: [BillingLookupResolver],
  },
};
