import path from "node:path";
import { AuditTrailEntry, type ServiceModule } from "@wo/shared";
import { Answer } from "./modules/answer/answer.entity";
import { AnswerResolver } from "./modules/answer/answer.resolver";
import { StatusCount } from "./modules/counter/status-count.entity";
import { ContractorNotice } from "./modules/work-order/contractor-notice.entity";
import { lookupEntities, LookupResolver } from "./modules/lookup/lookup.resolver";
import { ClientRef, ContractorRef, SiteRef, TradeRef, UserRef } from "./modules/work-order/refs";
import { WorkOrder } from "./modules/work-order/work-order.entity";
import { workOrderReference } from "./modules/work-order/work-order.reference";
import { WorkOrderResolver } from "./modules/work-order/work-order.resolver";
import { migrations } from "./migrations";
import { seedWorkOrders } from "./seeders/demo.seeder";

export const workOrdersService: ServiceModule = {
  name: "work-orders",
  defaultPort: 4003,
  schema: "work_orders",
  entities: [AuditTrailEntry, WorkOrder, StatusCount, Answer, ContractorNotice, ...lookupEntities],
  migrations,
  migrationsDir: path.join(__dirname, "../src/migrations"),
  subgraph: {
    resolvers: [WorkOrderResolver, AnswerResolver, LookupResolver],
    orphanedTypes: [ClientRef, SiteRef, ContractorRef, TradeRef, UserRef],
    references: { WorkOrder: workOrderReference },
  },
  seed: seedWorkOrders,
};
