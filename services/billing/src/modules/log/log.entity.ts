import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { DecimalScalar, LocalDateScalar, NONE, Readers, type Tenancy } from "@wo/shared";
import { LogMaterialType } from "../lookup/lookup.entities";

/**
 * Time a contractor logged on a work order (§3 LogTime, portals §3 Log time): a visit of some
 * engineers from one time to another. Its hours and cost are worked out by the service when it is
 * saved, from the contractor's rate card in the client's contract and the contractor's time windows
 * (docs/billing.md "Logged time"), and kept on the row as they were then.
 */
@ObjectType({
  simpleResolvers: true,
  description:
    "Time a contractor logged on a work order (§3 LogTime, portals §3 Log time): a visit of some engineers from one time to another. Its hours and cost are worked out by the service when it is saved, from the contractor's rate card in the client's contract and the contractor's time windows (docs/billing.md \"Logged time\"), and kept on the row as they were then.",
})
@Entity({ tableName: "log_time" })
@Index({ name: "log_time_work_order_idx", properties: ["workOrderId", "id"] })
@Check({ name: "log_time_engineers_check", expression: '"number_of_engineers" >= 0' })
@Check({ name: "log_time_hours_check", expression: '"man_hours" >= 0 and "normal_hours" >= 0 and "ooh_hours" >= 0' })
export class LogTime {
  @Readers.contractors()
  @Field(() => Int, { description: "The time entry's id (legacy LogTime Id)" })
  @PrimaryKey()
  id!: number;

  @Readers.contractors()
  @Field(() => Int, { description: "The work order's id (WorkOrder.id)" })
  @Property({ type: "integer" })
  workOrderId!: number;

  @Readers.contractors()
  @Field(() => Int, { description: "The contractor that logged it (the order's at the time)" })
  @Property({ type: "integer" })
  contractorId!: number;

  @Readers.contractors()
  @Field(() => LocalDateScalar, {
    description: "The day of the visit (YYYY-MM-DD, legacy WorkDate); with a timeTo earlier than timeFrom the visit ends the next day",
  })
  @Property({ type: "date" })
  workDate!: string;

  @Readers.contractors()
  @Field(() => String, { description: "HH:mm" })
  @Property({ type: "time" })
  timeFrom!: string;

  @Readers.contractors()
  @Field(() => String, { description: "HH:mm; earlier than TimeFrom: the next day" })
  @Property({ type: "time" })
  timeTo!: string;

  @Readers.contractors()
  @Field(() => Int, { description: "How many engineers attended (0 or more): the man-hours are the hours times this" })
  @Property({ type: "integer" })
  numberOfEngineers!: number;

  @Readers.contractors()
  @Field(() => Boolean, { description: "The contractor flagged the day as a bank holiday: the contract's bank-holiday uplift applies" })
  @Property({ type: "boolean", default: false })
  bankHoliday: boolean & Opt = false;

  @Readers.contractors()
  @Field(() => Int, { nullable: true, description: "The progress reported with the visit (ProgressCode.id); null when none" })
  @Property({ type: "integer", nullable: true })
  progressCodeId?: number | null;

  @Readers.contractors()
  @Field(() => String, { nullable: true, description: "The progress code's name (work-orders' progress codes)" })
  @Property({ persist: false })
  progressCode?: string | null;

  @Readers.contractors()
  @Field(() => DecimalScalar, { description: "Engineers × hours, 2 decimals" })
  @Property({ type: "decimal", precision: 10, scale: 2 })
  manHours!: string;

  @Readers.contractors()
  @Field(() => DecimalScalar, { description: "Man-hours inside the contractor's normal window (on a working day that is not a bank holiday)" })
  @Property({ type: "decimal", precision: 10, scale: 2, default: 0 })
  normalHours: string & Opt = "0";

  @Readers.contractors()
  @Field(() => DecimalScalar, { description: "Man-hours out of hours (or on a bank holiday)" })
  @Property({ type: "decimal", precision: 10, scale: 2, default: 0 })
  oohHours: string & Opt = "0";

  @Readers.contractors()
  @Field(() => DecimalScalar, { nullable: true, description: "The contract's hourly rate in normal hours, when there is one" })
  @Property({ type: "decimal", precision: 14, scale: 3, nullable: true })
  costPerHour?: string | null;

  @Readers.contractors()
  @Field(() => DecimalScalar, { description: "The cost of these hours at the rates and uplifts, 2 decimals" })
  @Property({ type: "decimal", precision: 14, scale: 2, default: 0 })
  costhours: string & Opt = "0.00";

  @Readers.contractors()
  @Field(() => DecimalScalar, { description: "The call-out charge of this attendance, 2 decimals" })
  @Property({ type: "decimal", precision: 14, scale: 2, default: 0 })
  callOutCharge: string & Opt = "0.00";

  @Readers.staff()
  @Field(() => Int, { nullable: true, description: "The user who logged it (User.id); null when unknown. Staff only" })
  @Property({ type: "integer", nullable: true })
  createdById?: number | null;

  @Readers.contractors()
  @Field(() => Date, { description: "When it was logged (UTC, ISO 8601)" })
  @Property({ type: "timestamptz", defaultRaw: "now()" })
  dateCreated: Date & Opt = new Date();

  @Readers.contractors()
  @Field(() => Int, { description: "Rises by one with every change: send it back with an update so a stale edit is refused" })
  @Property({ type: "integer", version: true, default: 1 })
  version!: number & Opt;
}

/**
 * Materials a contractor logged on a work order (§3 LogMaterial): total = round(cost × quantity, 2),
 * worked out by PostgreSQL.
 */
@ObjectType({
  simpleResolvers: true,
  description: "Materials a contractor logged on a work order (§3 LogMaterial): total = round(cost × quantity, 2), worked out by PostgreSQL.",
})
@Entity({ tableName: "log_material" })
@Index({ name: "log_material_work_order_idx", properties: ["workOrderId", "id"] })
@Check({ name: "log_material_cost_check", expression: '"cost_per_item" >= 0' })
@Check({ name: "log_material_quantity_check", expression: '"quantity" > 0' })
export class LogMaterial {
  @Readers.contractors()
  @Field(() => Int, { description: "The material entry's id (legacy LogMaterial Id)" })
  @PrimaryKey()
  id!: number;

  @Readers.contractors()
  @Field(() => Int, { description: "The work order's id (WorkOrder.id)" })
  @Property({ type: "integer" })
  workOrderId!: number;

  @Readers.contractors()
  @Field(() => Int, { description: "The contractor's id (Contractor.id)" })
  @Property({ type: "integer" })
  contractorId!: number;

  @Readers.contractors()
  @Field(() => Int, { nullable: true, description: "The kind of material (LogMaterialType.id); null when not given" })
  @ManyToOne(() => LogMaterialType, { mapToPk: true, fieldName: "log_material_type_id", nullable: true })
  logMaterialTypeId?: number | null;

  @Readers.contractors()
  @Field(() => String, { nullable: true, description: "The material type's name (MaterialType)" })
  @Property({ persist: false })
  materialType?: string | null;

  @Readers.contractors()
  @Field(() => String, { description: "What the material is, free text" })
  @Property({ type: "text" })
  description!: string;

  @Readers.contractors()
  @Field(() => DecimalScalar, { description: "Pounds, 3 decimals" })
  @Property({ type: "decimal", precision: 14, scale: 3 })
  costPerItem!: string;

  @Readers.contractors()
  @Field(() => DecimalScalar, { description: "More than 0, 3 decimals" })
  @Property({ type: "decimal", precision: 12, scale: 3 })
  quantity!: string;

  @Readers.contractors()
  @Field(() => DecimalScalar, { description: "round(cost × quantity, 2)" })
  @Property({ type: "decimal", precision: 14, scale: 2, generated: "(round(cost_per_item * quantity, 2)) stored" })
  totalCost!: string & Opt;

  @Readers.staff()
  @Field(() => Int, { nullable: true, description: "The user who logged it (User.id); null when unknown. Staff only" })
  @Property({ type: "integer", nullable: true })
  createdById?: number | null;

  @Readers.contractors()
  @Field(() => Date, { description: "When it was logged (UTC, ISO 8601)" })
  @Property({ type: "timestamptz", defaultRaw: "now()" })
  dateCreated: Date & Opt = new Date();

  @Readers.contractors()
  @Field(() => Int, { description: "Rises by one with every change: send it back with an update so a stale edit is refused" })
  @Property({ type: "integer", version: true, default: 1 })
  version!: number & Opt;
}

/**
 * Logs are a contractor's own: a contractor user sees those it logged on the orders that are still its
 * own (work-orders' v_work_order_billing); a client user none.
 */
export const LOG_TENANCY: Tenancy = {
  client: NONE,
  contractor: (contractorId) => [
    "l.contractor_id = ? and exists (select 1 from work_orders.v_work_order_billing w where w.work_order_id = l.work_order_id and w.contractor_id = ?)",
    [contractorId, contractorId],
  ],
};

/**
 * A work order's cost counters (§3 Cost counters), kept by the log service in the same transaction
 * as every log change (one row per order that has logs), so reading them is one look-up by key
 * whatever the number of logs. logged_total = hours cost + materials + call-out charges.
 */
@Entity({ tableName: "work_order_cost" })
export class WorkOrderCost {
  @PrimaryKey({ type: "integer", autoincrement: false })
  workOrderId!: number;

  @Property({ type: "integer", default: 0 })
  timeEntries: number & Opt = 0;

  @Property({ type: "integer", default: 0 })
  materialEntries: number & Opt = 0;

  @Property({ type: "decimal", precision: 12, scale: 2, default: 0 })
  totalHours: string & Opt = "0";

  @Property({ type: "decimal", precision: 14, scale: 2, default: 0 })
  totalHoursCost: string & Opt = "0";

  @Property({ type: "decimal", precision: 14, scale: 2, default: 0 })
  totalAddCost: string & Opt = "0";

  @Property({ type: "decimal", precision: 14, scale: 2, default: 0 })
  callOutCharge: string & Opt = "0";

  @Property({ type: "decimal", precision: 14, scale: 2, generated: "(total_hours_cost + total_add_cost + call_out_charge) stored" })
  loggedTotal!: string & Opt;

  @Property({ type: "timestamptz", defaultRaw: "now()", onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
