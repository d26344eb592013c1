import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { DecimalScalar, LocalDateScalar, Readers, tenantColumns } from "@wo/shared";
import { PpmStatus } from "../lookup/lookup.entities";
import { WorkOrder } from "../work-order/work-order.entity";

/** PPM statuses (GET /api/PPMStatus): only an Active schedule raises its visits. */
export const PpmStatusId = { Active: 1, OnHold: 2, Inactive: 3 } as const;

/** PPM frequency units (portals §9: Weeks or Months). */
export const FREQUENCY_UNITS = ["Weeks", "Months"] as const;
export type FrequencyUnit = (typeof FREQUENCY_UNITS)[number];

/**
 * A planned preventive maintenance schedule (portals §2.9, §3 PPM record): every `frequency` weeks
 * or months a visit of a sub-trade's contractor to a client's site (and optionally one asset). The
 * scheduler (ppm.scheduler.ts) raises a pending PPM work order (status 8, type 3) for each visit that
 * falls within its horizon and moves the next visit on. Clients, sites, assets, contractors and trades
 * are assets' rows, held by id and read through its views.
 */
@ObjectType({
  simpleResolvers: true,
  description:
    "A planned preventive maintenance schedule (portals §2.9, §3 PPM record): every `frequency` weeks or months a visit of a sub-trade's contractor to a client's site (and optionally one asset). The scheduler raises a pending PPM work order (status 8, type 3) for each visit that falls within its horizon and moves the next visit on.",
})
@Entity({ tableName: "ppm" })
@Index({ name: "ppm_client_idx", properties: ["clientId", "id"] })
@Index({ name: "ppm_contractor_idx", properties: ["contractorId", "id"] })
@Index({ name: "ppm_site_idx", properties: ["siteId", "id"] })
@Index({ name: "ppm_due_idx", properties: ["ppmStatusId", "nextVisit", "id"] })
@Check({ name: "ppm_frequency_check", expression: '"frequency" >= 1' })
@Check({ name: "ppm_cost_per_annum_check", expression: '"cost_per_annum" >= 0' })
@Check({ name: "ppm_next_visit_check", expression: '"next_visit" >= "first_visit"' })
export class Ppm {
  @Readers.everyone()
  @Field(() => Int, { description: "The PPM schedule's id (legacy PPM Id)" })
  @PrimaryKey()
  id!: number;

  @Readers.everyone()
  @Field(() => String, { description: "Reference (RefNo): PPM followed by the zero-padded id" })
  @Property({ type: "text", generated: `('PPM' || lpad(id::text, 6, '0')) stored` })
  refNo!: string & Opt;

  @Readers.everyone()
  @Field(() => Int, { description: "Every this many weeks or months (1 or more)" })
  @Property({ type: "integer" })
  frequency!: number;

  @Readers.everyone()
  @Field(() => String, { description: "Weeks or Months" })
  @Enum({ items: () => [...FREQUENCY_UNITS] })
  weeksMonths!: FrequencyUnit;

  @Readers.everyone()
  @Field(() => Int, { description: "The client's id (Client.id)" })
  @Property({ type: "integer" })
  clientId!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The site's id (Site.id)" })
  @Property({ type: "integer" })
  siteId!: number;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "An asset of the site, or none (0 in the legacy shape)" })
  @Property({ type: "integer", nullable: true })
  assetId?: number | null;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The sub-trade's parent trade" })
  @Property({ type: "integer", nullable: true })
  tradeId?: number | null;

  @Readers.everyone()
  @Field(() => Int, { description: "The sub-trade's id (Trade.id)" })
  @Property({ type: "integer" })
  subTradeId!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The schedule's status (PpmStatus.id): only Active schedules raise visits" })
  @ManyToOne(() => PpmStatus, { mapToPk: true, fieldName: "ppm_status_id" })
  ppmStatusId!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The contractor's id (Contractor.id)" })
  @Property({ type: "integer" })
  contractorId!: number;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "What the visit is for: the raised work orders' issue" })
  @Property({ type: "text", nullable: true })
  description?: string | null;

  @Readers.everyone()
  @Field(() => LocalDateScalar, { description: "The day of the first visit (YYYY-MM-DD); later visits follow at the service frequency" })
  @Property({ type: "date" })
  firstVisit!: string;

  @Readers.everyone()
  @Field(() => LocalDateScalar, { description: "The next visit not yet raised as a pending work order" })
  @Property({ type: "date" })
  nextVisit!: string;

  @Readers.staff()
  @Field(() => DecimalScalar, { nullable: true, description: "Cost per annum, pounds, 0 or more, 3 decimals" })
  @Property({ type: "decimal", precision: 14, scale: 3, nullable: true })
  costPerAnnum?: string | null;

  @Readers.everyone()
  @Field(() => Int, { description: "Optimistic concurrency: +1 on every change" })
  @Property({ type: "integer", version: true, default: 1 })
  version!: number & Opt;

  @Readers.everyone()
  @Field(() => Date, { description: "When the schedule was created (UTC, ISO 8601)" })
  @Property({ type: "timestamptz", defaultRaw: "now()" })
  createdAt: Date & Opt = new Date();

  @Readers.everyone()
  @Field(() => Date, { description: "When it last changed (UTC, ISO 8601)" })
  @Property({ type: "timestamptz", defaultRaw: "now()", onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  // names read with the row (ppmsByIds in ppm.service), through this service's views of assets

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The client's name, filled for lists" })
  clientName?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The site's name, filled for lists" })
  siteName?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The asset's code, filled for lists; null when the schedule is for no one asset" })
  assetCode?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The contractor's name, filled for lists; null when none" })
  contractorName?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The sub-trade's name, filled for lists" })
  subTradeName?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "PPM status name" })
  ppmStatus?: string | null;
}

/** A client user sees its client's schedules; a contractor user those it visits. */
export const PPM_TENANCY = tenantColumns({ client: "pm.client_id", contractor: "pm.contractor_id" });

/**
 * One raised visit of a schedule: the pending PPM work order made for it. The primary key (schedule,
 * visit date) is what makes raising idempotent: a visit is raised once, whoever runs the scheduler.
 */
@Entity({ tableName: "ppm_visit" })
@Unique({ name: "ppm_visit_work_order_key", properties: ["workOrderId"] })
export class PpmVisit {
  @ManyToOne(() => Ppm, { mapToPk: true, fieldName: "ppm_id", primary: true, deleteRule: "cascade" })
  ppmId!: number;

  @PrimaryKey({ type: "date" })
  visitDate!: string;

  /** Set in the transaction that claims the visit (null only inside it). */
  @ManyToOne(() => WorkOrder, { mapToPk: true, fieldName: "work_order_id", deleteRule: "cascade", nullable: true })
  workOrderId?: number | null;
}
