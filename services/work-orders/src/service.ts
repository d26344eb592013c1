import path from "node:path";
import { AuditTrailEntry, type ServiceModule } from "@wo/shared";
import { Answer } from "./modules/answer/answer.entity";
import { AnswerResolver } from "./modules/answer/answer.resolver";
import { StatusCount } from "./modules/counter/status-count.entity";
import { OutboxMessage } from "./modules/notification/outbox.entity";
import { workOrderJobs } from "./modules/notification/notification.jobs";
import { WebhookDelivery, WebhookEndpoint, WebhookEvent } from "./modules/webhook/webhook.entity";
import { SlaEscalation, SlaEvent } from "./modules/sla/sla.entity";
import { WebhookResolver } from "./modules/webhook/webhook.resolver";
import { NotificationResolver } from "./modules/notification/notification.resolver";
import { WorkOrderAuditResolver } from "./modules/audit/audit.resolver";
import { WorkOrderDayCount, WorkOrderDueCount } from "./modules/dashboard/dashboard.entity";
import { DashboardResolver } from "./modules/dashboard/dashboard.resolver";
import {
  ClientCompliance,
  ComplianceLatest,
  ComplianceRaised,
  ComplianceSiteSummary,
  ComplianceType,
  SiteCompliance,
} from "./modules/compliance/compliance.entity";
import { ComplianceResolver } from "./modules/compliance/compliance.resolver";
import { ClientComplianceCanResolver, SiteComplianceCanResolver } from "./modules/compliance/compliance.can.resolver";
import { Document } from "./modules/document/document.entity";
import { DocumentResolver } from "./modules/document/document.resolver";
import { LinkedWorkOrderRow } from "./modules/linked/linked.entity";
import { LinkedWorkOrderResolver } from "./modules/linked/linked.resolver";
import { WorkOrderNote } from "./modules/note/note.entity";
import { Ppm, PpmVisit } from "./modules/ppm/ppm.entity";
import { PpmResolver } from "./modules/ppm/ppm.resolver";
import { QuoteDecision } from "./modules/quote-decision/quote-decision.entity";
import { QuoteDecisionResolver } from "./modules/quote-decision/quote-decision.resolver";
import { reportExports } from "./modules/report/report.export";
import { ReportResolver } from "./modules/report/report.resolver";
import { NoteResolver } from "./modules/note/note.resolver";
import { SubmissionResolver } from "./modules/submission/submission.resolver";
import { workOrderPdfExport } from "./modules/pdf/work-order-pdf.export";
import { closedWorkOrdersExport } from "./modules/finance/closed-work-orders.export";
import { complianceRegisterExport } from "./modules/compliance/compliance.export";
import { slaAttainmentExport } from "./modules/sla/sla-attainment.export";
import { SlaAttainmentResolver } from "./modules/sla/sla-attainment.resolver";
import { FinanceResolver } from "./modules/finance/finance.resolver";
import { reportBuilderExport } from "./modules/report-builder/report-builder.export";
import { SavedReport } from "./modules/report-builder/saved-report.entity";
import { SavedReportResolver } from "./modules/report-builder/saved-report.resolver";
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
  entities: [
    AuditTrailEntry,
    WorkOrder,
    StatusCount,
    Answer,
    OutboxMessage,
    ...lookupEntities,
    WorkOrderNote,
    LinkedWorkOrderRow,
    WorkOrderDayCount,
    WorkOrderDueCount,
    Document,
    ComplianceType,
    ClientCompliance,
    ComplianceRaised,
    SiteCompliance,
    ComplianceLatest,
    ComplianceSiteSummary,
    Ppm,
    PpmVisit,
    QuoteDecision,
    SavedReport,
    WebhookEndpoint,
    WebhookDelivery,
    WebhookEvent,
    SlaEvent,
    SlaEscalation,
  ],
  migrations,
  migrationsDir: path.join(__dirname, "../src/migrations"),
  subgraph: {
    resolvers: [
      WorkOrderResolver,
      AnswerResolver,
      LookupResolver,
      NoteResolver,
      LinkedWorkOrderResolver,
      WorkOrderAuditResolver,
      DashboardResolver,
      DocumentResolver,
      ComplianceResolver,
      ClientComplianceCanResolver,
      SiteComplianceCanResolver,
      NotificationResolver,
      PpmResolver,
      SubmissionResolver,
      QuoteDecisionResolver,
      ReportResolver,
      FinanceResolver,
      SavedReportResolver,
      WebhookResolver,
      SlaAttainmentResolver,
    ],
    orphanedTypes: [ClientRef, SiteRef, ContractorRef, TradeRef, UserRef],
    references: { WorkOrder: workOrderReference },
  },
  exports: [workOrderPdfExport, ...reportExports, closedWorkOrdersExport, reportBuilderExport, complianceRegisterExport, slaAttainmentExport],
  seed: seedWorkOrders,
  files: true,
  jobs: workOrderJobs,
};
