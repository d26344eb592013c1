import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { DecimalScalar, LocalDateScalar, PageOf, Readers } from "@wo/shared";

/** The three report data sources (docs/reports.md): each a list of ReportOrder rows with its own orders and date. */
export enum ReportSource {
  ORDER_LOG = "ORDER_LOG",
  VALUATION = "VALUATION",
  QUERY = "QUERY",
}
registerEnumType(ReportSource, {
  name: "ReportSource",
  description: "The order log, the valuation report and the query report",
  valuesConfig: {
    ORDER_LOG: { description: "The order log: every work order, by date opened (logged)" },
    VALUATION: { description: "The valuation report: Closed, Approved and Submitted orders with a submitted cost, by date closed" },
    QUERY: { description: "The query report: orders in status 11 Query, by date opened" },
  },
});

/**
 * One work order as the reports show it (portals §2.13): its names, dates, costs, valuation and
 * invoice fields, flat, read by the report lists (report.reader.ts). Contractor users read only the
 * order log's own columns of their own orders; the cost, valuation and invoice columns are staff's.
 */
@ObjectType({ simpleResolvers: true, description: "A work order as the reports show it (order log, valuation, query report)" })
export class ReportOrder {
  @Readers.contractors()
  @Field(() => Int, { description: "The work order's id (WorkOrder.id)" })
  id!: number;

  @Readers.contractors()
  @Field(() => String, { description: "Reference (RefNo)" })
  orderNumber!: string;

  @Readers.contractors()
  @Field(() => Int, { nullable: true, description: "The client's id (Client.id)" })
  clientId?: number | null;

  @Readers.contractors()
  @Field(() => String, { nullable: true, description: "Client name (the spec's Name column)" })
  clientName?: string | null;

  @Readers.contractors()
  @Field(() => String, { nullable: true, description: "The site's code" })
  siteCode?: string | null;

  @Readers.contractors()
  @Field(() => String, { nullable: true, description: "The site's name" })
  siteName?: string | null;

  @Readers.contractors()
  @Field(() => String, { nullable: true, description: "The order's details" })
  instructions?: string | null;

  @Readers.contractors()
  @Field(() => String, { nullable: true, description: "The order's issue" })
  description?: string | null;

  @Readers.contractors()
  @Field(() => String, { nullable: true, description: "Type name: Reactive, Quote, PPM, Remedial Works" })
  workOrderType?: string | null;

  @Readers.contractors()
  @Field(() => String, { nullable: true, description: "The trade's name" })
  trade?: string | null;

  @Readers.contractors()
  @Field(() => String, { nullable: true, description: "The sub-trade's name; null when none" })
  subTrade?: string | null;

  @Readers.contractors()
  @Field(() => String, { nullable: true, description: "Status name" })
  status?: string | null;

  @Readers.contractors()
  @Field(() => Date, { nullable: true, description: "Date opened" })
  loggedDate?: Date | null;

  @Readers.contractors()
  @Field(() => Date, { nullable: true, description: "When the order was closed (UTC, ISO 8601); null while open" })
  dateClosed?: Date | null;

  @Readers.contractors()
  @Field(() => Date, { nullable: true, description: "When the work is due by the SLA (UTC, ISO 8601); null when no SLA applies" })
  dueDate?: Date | null;

  @Readers.contractors()
  @Field(() => String, { nullable: true, description: "The assigned contractor's name; null while unassigned" })
  contractorName?: string | null;

  @Readers.contractors()
  @Field(() => String, { nullable: true, description: "The assigned contractor's short name; null when none" })
  contractorShortName?: string | null;

  @Readers.contractors()
  @Readers.derivedFrom("WorkOrder.actualCost")
  @Field(() => DecimalScalar, { nullable: true, description: "The contractor's submitted (actual) cost" })
  submittedCost?: string | null;

  @Readers.staff()
  @Readers.derivedFrom("WorkOrder.estimatedCost")
  @Field(() => DecimalScalar, { nullable: true, description: "The estimated cost in pounds (Decimal); null when none. Staff only" })
  estimatedCost?: string | null;

  @Readers.staff()
  @Readers.derivedFrom("WorkOrder.approvedCost")
  @Field(() => DecimalScalar, { nullable: true, description: "The approved cost in pounds (Decimal); null until approved. Staff only" })
  approvedCost?: string | null;

  @Readers.staff()
  @Readers.derivedFrom("WorkOrder.valuationNumber")
  @Field(() => String, { nullable: true, description: "The valuation number the order was approved under; null when none. Staff only" })
  valuationNumber?: string | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "The invoice number recorded against the order; null when none. Staff only" })
  invoiceNo?: string | null;

  @Readers.staff()
  @Field(() => Date, { nullable: true, description: "The invoice's date (UTC, ISO 8601); null when none. Staff only" })
  invoiceDate?: Date | null;

  @Readers.staff()
  @Field(() => DecimalScalar, { nullable: true, description: "The invoiced amount in pounds (Decimal); null when none. Staff only" })
  invoiceAmount?: string | null;

  @Readers.staff()
  @Readers.derivedFrom("WorkOrder.approvedCost", "WorkOrder.actualCost")
  @Field(() => DecimalScalar, {
    nullable: true,
    description: "The approved cost when the order is Approved or Closed and it is set, else the submitted (actual) cost",
  })
  netValue?: string | null;

  @Readers.staff()
  @Readers.derivedFrom("WorkOrder.approvedCost", "WorkOrder.actualCost")
  @Field(() => DecimalScalar, { nullable: true, description: "Net value less the invoiced amount, never below 0: owed and not yet invoiced" })
  accrualValue?: string | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "Financial code name" })
  expenseCode?: string | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "Query reason name" })
  queryReason?: string | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "Method of request name" })
  methodOfReporting?: string | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "The asset's code; null when the order is for no asset" })
  assetCode?: string | null;

  @Readers.staff()
  @Field(() => Int, { nullable: true, description: "The asset's id (its number in the asset register)" })
  assetNumber?: number | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "No data in this product: always empty (docs/reports.md)" })
  opsDirector?: string | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "No data in this product: always empty (docs/reports.md)" })
  opsManager?: string | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "No data in this product: always empty (docs/reports.md)" })
  surveyor?: string | null;
}

@ObjectType({ description: "One page of report order rows, with the total matching the query" })
export class ReportOrderPage extends PageOf(ReportOrder) {}

/** One week of the order log chart. */
@ObjectType({ description: "One week of the order log chart." })
export class ReportWeek {
  @Readers.staff()
  @Field(() => LocalDateScalar, { description: "Monday, London" })
  weekStart!: string;

  @Readers.staff()
  @Field(() => Int, { description: "Orders of the report logged that week" })
  logged!: number;

  @Readers.staff()
  @Field(() => Int, { description: "Of the report's orders, those closed that week" })
  closed!: number;
}

/** Valuation by contractor: the twelve largest, then "Others". */
@ObjectType({ description: 'Valuation by contractor: the twelve largest, then "Others".' })
export class ReportContractorValue {
  @Readers.staff()
  @Field(() => Int, { nullable: true, description: "Null for Others and for orders with no contractor" })
  contractorId?: number | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: 'The contractor\'s name, or "Others"; null for orders with no contractor' })
  contractorName?: string | null;

  @Readers.staff()
  @Field(() => Int, { description: "How many orders" })
  orders!: number;

  @Readers.staff()
  @Field(() => DecimalScalar, { description: "Their value in pounds, net of tax (Decimal)" })
  netValue!: string;
}

/** Orders in query, by reason. */
@ObjectType({ description: "Orders in query, by reason." })
export class ReportReasonCount {
  @Readers.staff()
  @Field(() => String, { description: "The reason's name, or (none)" })
  reason!: string;

  @Readers.staff()
  @Field(() => Int, { description: "How many orders in query give that reason" })
  orders!: number;
}

/** One column of a report's catalogue, as the web app and the report builder read it. */
@ObjectType({ description: "One column of a report's catalogue, as the web app and the report builder read it." })
export class ReportColumn {
  @Readers.staff()
  @Field(() => String, { description: "The ReportOrder field it shows" })
  key!: string;

  @Readers.staff()
  @Field(() => String, { description: "The column's heading, as the report file and grid show it" })
  header!: string;

  @Readers.staff()
  @Field(() => String, { description: "text, integer, money, date or datetime" })
  format!: string;
}
