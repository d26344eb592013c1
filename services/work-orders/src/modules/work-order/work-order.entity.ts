import { ArrayType, Check, Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from "@mikro-orm/core";
import { Directive, Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { DecimalScalar, Readers, tenantColumns } from "@wo/shared";
import {
  CapitalCode,
  FinancialCode,
  MethodOfRequest,
  ProgressCode,
  QueryReason,
  SlaCode,
  WorkOrderStatus,
  WorkOrderType,
} from "../lookup/lookup.entities";
import { REPORT_INDEXES } from "../../migrations/20261212110000-report-indexes";
import { SEARCH_SORT_INDEXES, searchSortIndexSql } from "../../migrations/20261213110000-search-sort-indexes";
import { COMING_UP_HOURS, OUTSTANDING_STATUS_IDS } from "./work-order.status";

/** Deadline indicator of a grid row: Overdue (red), Coming Up (orange), otherwise plain. */
export enum Deadline {
  OVERDUE = "OVERDUE",
  COMING_UP = "COMING_UP",
  NONE = "NONE",
}
registerEnumType(Deadline, {
  name: "Deadline",
  valuesConfig: {
    OVERDUE: { description: "Past its due date and still outstanding (red)" },
    COMING_UP: { description: "Due within the coming-up window and still outstanding (orange)" },
    NONE: { description: "Not due soon, closed, or without a due date" },
  },
  description: "How near a work order's due date is: its grid row's colour",
});

export function deadlineOf(wo: Pick<WorkOrder, "dueDate" | "workOrderStatusId">, now = Date.now()): Deadline {
  if (!wo.dueDate || !OUTSTANDING_STATUS_IDS.includes(wo.workOrderStatusId)) return Deadline.NONE;
  const left = wo.dueDate.getTime() - now;
  if (left < 0) return Deadline.OVERDUE;
  return left <= COMING_UP_HOURS * 3_600_000 ? Deadline.COMING_UP : Deadline.NONE;
}

/**
 * A work order or request through its whole lifecycle (staff-and-work-orders §3). Clients, sites,
 * contractors, trades, assets and contacts belong to other services and are held by id; their
 * names come from this service's read-only views (see the migrations).
 */
@Directive('@key(fields: "id")')
@ObjectType({
  simpleResolvers: true,
  description:
    "A work order or request through its whole lifecycle (staff-and-work-orders §3). Clients, sites, contractors, trades, assets and contacts belong to other services and are held by id; their names come from this service's read-only views (see the migrations).",
})
@Entity({ tableName: "work_order" })
/** Pending (8) is the pending PPM order: only a PPM job (type 3) may be in it (staff-and-work-orders §4) */
@Check({ name: "work_order_pending_is_ppm", expression: "work_order_status_id <> 8 or work_order_type_id = 3" })
@Index({
  name: "work_order_status_id_words_idx",
  expression: 'create index "work_order_status_id_words_idx" on "work_orders"."work_order" ("work_order_status_id", "id") include ("search_tsv")',
})
@Index({
  name: "work_order_id_words_idx",
  expression: 'create index "work_order_id_words_idx" on "work_orders"."work_order" ("id") include ("search_tsv")',
})
@Index({ name: "work_order_contractor_contact_idx", properties: ["contractorId", "contactId"] })
// assets asks which orders name an asset (v_work_assignment): delete refusal, a contractor's assets
@Index({
  name: "work_order_asset_id_idx",
  expression: 'create index "work_order_asset_id_idx" on "work_orders"."work_order" ("asset_id") where asset_id is not null',
})
@Index({
  name: "work_order_contractor_asset_idx",
  expression: 'create index "work_order_contractor_asset_idx" on "work_orders"."work_order" ("contractor_id", "asset_id") where asset_id is not null',
})
@Index({
  name: "work_order_outstanding_due_idx",
  expression: 'create index "work_order_outstanding_due_idx" on "work_orders"."work_order" ("due_date") where "work_order_status_id" in (1, 2, 3, 4)',
})
// the SLA escalation's response clocks: outstanding orders not yet attended, by response due date (migration 20261219000000)
@Index({
  name: "work_order_outstanding_response_due_idx",
  expression:
    'create index "work_order_outstanding_response_due_idx" on "work_orders"."work_order" ("response_due_date") where "work_order_status_id" in (1, 2, 3)',
})
// a sort on each grid column reads an index in order, for all orders and within a status tab: SEARCH_SORT_INDEXES, below
// the finances' closed work-order export: orders closed in a date range, by date closed (modules/finance)
@Index({
  name: "work_order_closed_idx",
  expression: 'create index "work_order_closed_idx" on "work_orders"."work_order" ("date_closed", "id") where "date_closed" is not null',
})
// sorts by another table's names read each name's first orders from (key[, status], id) (the others: SEARCH_SORT_INDEXES)
@Index({
  name: "work_order_client_idx",
  expression: 'create index "work_order_client_idx" on "work_orders"."work_order" ("client_id", "id") include ("work_order_type_id", "search_tsv")',
})
// the client portal sorts one client's orders by each of its grid's columns, with or without PPM (the type):
// keys from the index alone (see the client-list-indexes migration)
@Index({
  name: "work_order_client_opened_idx",
  expression:
    'create index "work_order_client_opened_idx" on "work_orders"."work_order" ("client_id", "date_opened", "id") include ("work_order_type_id")',
})
@Index({
  name: "work_order_client_due_idx",
  expression: 'create index "work_order_client_due_idx" on "work_orders"."work_order" ("client_id", "due_date", "id") include ("work_order_type_id")',
})
@Index({
  name: "work_order_client_issue_idx",
  expression: 'create index "work_order_client_issue_idx" on "work_orders"."work_order" ("client_id", "issue", "id") include ("work_order_type_id")',
})
@Index({
  name: "work_order_client_client_ref_idx",
  expression:
    'create index "work_order_client_client_ref_idx" on "work_orders"."work_order" ("client_id", "client_ref", "id") include ("work_order_type_id")',
})
@Index({
  name: "work_order_client_site_idx",
  expression: 'create index "work_order_client_site_idx" on "work_orders"."work_order" ("client_id", "site_id", "id") include ("work_order_type_id")',
})
@Index({
  name: "work_order_client_sub_trade_idx",
  expression:
    'create index "work_order_client_sub_trade_idx" on "work_orders"."work_order" ("client_id", "sub_trade_id", "id") include ("work_order_type_id")',
})
// the contractor portal sorts one contractor's orders by each of its grid's columns, of a status or PPM only:
// keys from the index alone (see the contractor-list-indexes migration; by site it also serves a contractor's sites and assets)
@Index({
  name: "work_order_contractor_opened_idx",
  expression:
    'create index "work_order_contractor_opened_idx" on "work_orders"."work_order" ("contractor_id", "date_opened", "id") include ("work_order_status_id", "work_order_type_id")',
})
@Index({
  name: "work_order_contractor_due_idx",
  expression:
    'create index "work_order_contractor_due_idx" on "work_orders"."work_order" ("contractor_id", "due_date", "id") include ("work_order_status_id", "work_order_type_id")',
})
@Index({
  name: "work_order_contractor_issue_idx",
  expression:
    'create index "work_order_contractor_issue_idx" on "work_orders"."work_order" ("contractor_id", "issue", "id") include ("work_order_status_id", "work_order_type_id")',
})
@Index({
  name: "work_order_contractor_client_idx",
  expression:
    'create index "work_order_contractor_client_idx" on "work_orders"."work_order" ("contractor_id", "client_id", "id") include ("work_order_status_id", "work_order_type_id")',
})
@Index({
  name: "work_order_contractor_site_idx",
  expression:
    'create index "work_order_contractor_site_idx" on "work_orders"."work_order" ("contractor_id", "site_id", "id") include ("work_order_status_id", "work_order_type_id")',
})
@Index({
  name: "work_order_contractor_status_due_idx",
  expression:
    'create index "work_order_contractor_status_due_idx" on "work_orders"."work_order" ("contractor_id", "work_order_status_id", "due_date", "id") include ("work_order_type_id")',
})
@Index({
  name: "work_order_search_tsv_idx",
  expression: 'create index "work_order_search_tsv_idx" on "work_orders"."work_order" using gin ("search_tsv")',
})
@Index({
  name: "work_order_status_search_idx",
  expression:
    'create index "work_order_status_search_idx" on "work_orders"."work_order" using gin ("work_order_status_id", "search_text" gin_trgm_ops)',
})
export class WorkOrder {
  @Readers.everyone()
  @Field(() => Int, { description: "The work order's id (legacy Id)" })
  @PrimaryKey()
  id!: number;

  @Readers.everyone()
  @Field(() => String, { description: "Reference (RefNo), WO followed by the zero-padded id" })
  @Property({ type: "text", generated: `('WO' || lpad(id::text, 7, '0')) stored` })
  refNo!: string & Opt;

  @Readers.everyone()
  @Field(() => Date, { description: "When the order was opened (UTC, ISO 8601; legacy DateOpened)" })
  @Property({ type: "timestamptz" })
  dateOpened!: Date;

  @Readers.everyone()
  @Field(() => Date, { nullable: true, description: "When the order was closed (UTC, ISO 8601); null while open" })
  @Property({ type: "timestamptz", nullable: true })
  dateClosed?: Date | null;

  @Readers.everyone()
  @Field(() => Date, {
    nullable: true,
    description: "When the work is due by the SLA code's response time (UTC, ISO 8601); null when no SLA applies",
  })
  @Property({ type: "timestamptz", nullable: true })
  dueDate?: Date | null;

  @Readers.everyone()
  @Field(() => Date, { nullable: true, description: "Opened + the SLA code's response hours (business or clock hours, as the code says)" })
  @Property({ type: "timestamptz", nullable: true })
  responseDueDate?: Date | null;

  @Readers.everyone()
  @Field(() => Int, { description: "Optimistic concurrency: +1 on every change; a save must name the version it read" })
  @Property({ type: "integer", version: true, default: 1 })
  version!: number & Opt;

  @Readers.everyone()
  @Field(() => Date, { nullable: true, description: "When the request was made (portal requests)" })
  @Property({ type: "timestamptz", nullable: true })
  requestDate?: Date | null;

  @Readers.staff()
  @Field(() => Date, { nullable: true, description: "The invoice's date (UTC, ISO 8601); null when none recorded. Staff only" })
  @Property({ type: "timestamptz", nullable: true })
  invoiceDate?: Date | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "The invoice number recorded against the order; null when none. Staff only" })
  @Property({ type: "text", nullable: true })
  invoiceNo?: string | null;

  @Readers.staff()
  @Field(() => DecimalScalar, { nullable: true, description: "The invoiced amount in pounds (Decimal); null when none. Staff only" })
  @Property({ type: "decimal", precision: 14, scale: 3, nullable: true })
  invoiceAmount?: string | null;

  @Readers.everyone()
  @Field(() => Int, { description: "The client's id (Client.id)" })
  @Property({ type: "integer" })
  clientId!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The site's id (Site.id)" })
  @Property({ type: "integer" })
  siteId!: number;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The asset's id (Asset.id)" })
  @Property({ type: "integer", nullable: true })
  assetId?: number | null;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The asset category (AssetCategory.id); null when none" })
  @Property({ type: "integer", nullable: true })
  assetCategoryId?: number | null;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The client contact (a user)" })
  @Property({ type: "integer", nullable: true })
  contactId?: number | null;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The contractor's id (Contractor.id)" })
  @Property({ type: "integer", nullable: true })
  contractorId?: number | null;

  @Readers.staff()
  @Field(() => [Int], { description: "Every contractor the order has been given to" })
  @Property({ type: new ArrayType((i) => Number(i)), columnType: "int[]", default: "{}" })
  allContractorIds: number[] & Opt = [];

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The trade's id (Trade.id)" })
  @Property({ type: "integer", nullable: true })
  tradeId?: number | null;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The sub-trade's id (Trade.id)" })
  @Property({ type: "integer", nullable: true })
  subTradeId?: number | null;

  @Readers.staff()
  @Field(() => Int, { nullable: true, description: "The capital code (CapitalCode.id); null when none. Staff only" })
  @ManyToOne(() => CapitalCode, { mapToPk: true, fieldName: "capital_code_id", nullable: true })
  capitalCodeId?: number | null;

  @Readers.staff()
  @Field(() => Int, { nullable: true, description: "The financial code (FinancialCode.id); null when none. Staff only" })
  @ManyToOne(() => FinancialCode, { mapToPk: true, fieldName: "financial_code_id", nullable: true })
  financialCodeId?: number | null;

  @Readers.everyone()
  @Field(() => Int, { description: "The kind of work order (WorkOrderType.id: 1 Reactive, 2 Quote, 3 PPM, 4 Remedial Works)" })
  @ManyToOne(() => WorkOrderType, { mapToPk: true, fieldName: "work_order_type_id" })
  workOrderTypeId!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The order's status (WorkOrderStatus.id; legacy WorkOrderStatusId)" })
  @ManyToOne(() => WorkOrderStatus, { mapToPk: true, fieldName: "work_order_status_id" })
  workOrderStatusId!: number;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The progress the contractor last reported (ProgressCode.id); null when none" })
  @ManyToOne(() => ProgressCode, { mapToPk: true, fieldName: "progress_code_id", nullable: true })
  progressCodeId?: number | null;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "How the work was requested (MethodOfRequest.id); null when not recorded" })
  @ManyToOne(() => MethodOfRequest, { mapToPk: true, fieldName: "method_of_request_id", nullable: true })
  methodOfRequestId?: number | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The SLA code (A to H, or PPM; SlaCode.code) that sets the due date; null when none" })
  @ManyToOne(() => SlaCode, { mapToPk: true, fieldName: "sla_code", nullable: true })
  slaCode?: string | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "The mobile number SMS notifications go to; null when none. Staff only" })
  @Property({ type: "text", nullable: true })
  smsNumber?: string | null;

  @Readers.staff()
  @Field(() => Boolean, { description: "Whether the contractor is told by SMS too. Staff only" })
  @Property({ type: "boolean", default: false })
  smsNotifications: boolean & Opt = false;

  @Readers.staff()
  @Field(() => Boolean, { description: "Whether the contractor is told of the order and its changes at all. Staff only" })
  @Property({ type: "boolean", default: true })
  sendNotifications: boolean & Opt = true;

  @Readers.staff()
  @Field(() => Boolean, { description: "Whether the contractor has been e-mailed about the order. Staff only" })
  @Property({ type: "boolean", default: false })
  contractorEmailed: boolean & Opt = false;

  @Readers.everyone()
  @Field(() => Boolean, { description: "Whether the client portal's work-order grid shows the Category column for this order (legacy ShowCategory)" })
  @Property({ type: "boolean", default: false })
  showCategory: boolean & Opt = false;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Who asked for the work" })
  @Property({ type: "text", nullable: true })
  requestedBy?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The client's own reference" })
  @Property({ type: "text", nullable: true })
  clientRef?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The short description of the problem (legacy Issue), as the lists show it; null when none" })
  @Property({ type: "text", nullable: true })
  issue?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The longer description of the work; null when none" })
  @Property({ type: "text", nullable: true })
  details?: string | null;

  @Readers.staff()
  @Field(() => DecimalScalar, { nullable: true, description: "The estimated cost in pounds (Decimal); null when none. Staff only" })
  @Property({ type: "decimal", precision: 14, scale: 3, nullable: true })
  estimatedCost?: string | null;

  @Readers.staff()
  @Field(() => DecimalScalar, {
    nullable: true,
    description: "The approved cost in pounds (Decimal), set when costs are approved; null until then. Staff only",
  })
  @Property({ type: "decimal", precision: 14, scale: 3, nullable: true })
  approvedCost?: string | null;

  @Readers.contractors()
  @Field(() => DecimalScalar, {
    nullable: true,
    description:
      "The cost asked for in pounds (Decimal): the logged total when marked complete or submitted, or the amended price; null before. Staff and the order's contractor",
  })
  @Property({ type: "decimal", precision: 14, scale: 3, nullable: true })
  actualCost?: string | null;

  @Readers.contractors()
  @Field(() => DecimalScalar, {
    nullable: true,
    description: "The call-out charge in pounds (Decimal); null when none. Staff and the order's contractor",
  })
  @Property({ type: "decimal", precision: 14, scale: 3, nullable: true })
  callOutCost?: string | null;

  @Readers.staff()
  @Field(() => DecimalScalar, {
    nullable: true,
    description: "With an amended price: the logged total it replaced, in pounds (Decimal); null when not amended. Staff only",
  })
  @Property({ type: "decimal", precision: 14, scale: 3, nullable: true })
  supersededCostPrice?: string | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "The contractor's reason for the amended price; null when not amended. Staff only" })
  @Property({ type: "text", nullable: true })
  supersededReason?: string | null;

  // OverBudget, MissingInfo and Amended are worked out on every read (modules/submission/submission.fields.ts)

  @Readers.contractors()
  @Field(() => Int, {
    nullable: true,
    description: "Why the costs were queried (QueryReason.id); null unless queried. Staff and the order's contractor",
  })
  @ManyToOne(() => QueryReason, { mapToPk: true, fieldName: "query_reason_id", nullable: true })
  queryReasonId?: number | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "The valuation number the costs were approved under; null when none. Staff only" })
  @Property({ type: "text", nullable: true })
  valuationNumber?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "When the site may be visited, free text; null when not said" })
  @Property({ type: "text", nullable: true })
  accessTimes?: string | null;

  @Readers.everyone()
  @Field(() => Date, { nullable: true, description: "When the status last changed" })
  @Property({ type: "timestamptz", nullable: true })
  dateStatus?: Date | null;

  @Readers.everyone()
  @Field(() => Date, { description: "When the row was created (UTC, ISO 8601)" })
  @Property({ type: "timestamptz", defaultRaw: "now()" })
  createdAt: Date & Opt = new Date();

  @Readers.everyone()
  @Field(() => Date, { description: "When it last changed (UTC, ISO 8601)" })
  @Property({ type: "timestamptz", defaultRaw: "now()", onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  /** Lower-cased reference, issue, details, requester and client reference, for trigram search. */
  @Property({
    type: "text",
    lazy: true,
    generated: `(lower(('WO' || lpad(id::text, 7, '0')) || ' ' || coalesce(issue, '') || ' ' || coalesce(details, '') || ' ' || coalesce(requested_by, '') || ' ' || coalesce(client_ref, ''))) stored`,
  })
  searchText!: string & Opt;

  /**
   * The words of the issue, details, requester and client reference, for full-text search (prefix
   * matches, 'simple' configuration: no stemming, no stop words; no positions; GIN, and included in
   * the reference-order indexes so that a search in that order reads no rows it does not return).
   */
  @Property({
    type: "tsvector",
    columnType: "tsvector",
    lazy: true,
    generated: `(strip(to_tsvector('simple', coalesce(issue, '') || ' ' || coalesce(details, '') || ' ' || coalesce(requested_by, '') || ' ' || coalesce(client_ref, '')))) stored`,
  })
  searchTsv!: string & Opt;

  // Names read with the row (WorkOrderReader): of other services through this service's views,
  // of its own lookups by join. Not columns of this table.

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The client's name, filled for lists; null when not read" })
  clientName?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The site's name, filled for lists; null when not read" })
  siteName?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The site's code, filled for lists; null when not read" })
  siteCode?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The assigned contractor's name, filled for lists; null when unassigned" })
  contractorName?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The trade's name, filled for lists" })
  tradeName?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The sub-trade's name, filled for lists; null when none" })
  subTradeName?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Status name" })
  workOrderStatus?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Type name: Reactive, Quote, PPM, Remedial Works" })
  workOrderType?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Progress code name" })
  progressCode?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Method of request name" })
  methodOfRequest?: string | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "Financial code name" })
  financialCode?: string | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "Capital code name" })
  capitalCode?: string | null;

  @Readers.contractors()
  @Field(() => String, { nullable: true, description: "Query reason name" })
  queryReason?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The asset's code (assets' v_asset)" })
  assetCode?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The client contact's name (identity's v_user)" })
  contactName?: string | null;
}

// the reports' sort indexes (docs/reports.md), made by their migration and declared here from its list, so the
// schema diff knows them
for (const [name, columns] of REPORT_INDEXES)
  Index({ name, expression: `create index "${name}" on "work_orders"."work_order" ${columns}` })(WorkOrder);
// the grid's sort indexes, each carrying the order's words and keys (issue 24: a search sorted by a column tests
// each entry there), made by their migration and declared here from its list
for (const index of SEARCH_SORT_INDEXES) Index({ name: index[0], expression: searchSortIndexSql(index) })(WorkOrder);

/** A client user sees its client's orders; a contractor user the orders whose current contractor is its own. */
export const WORK_ORDER_TENANCY = tenantColumns({ client: "wo.client_id", contractor: "wo.contractor_id" });
