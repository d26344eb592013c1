import { Entity, PrimaryKey, Property } from "@mikro-orm/core";

/**
 * Work orders logged (opened) and closed per client and day (Europe/London), kept exact by
 * statement-level triggers on work_order (see the migration 20261127200000), so that the dashboard's
 * weekly figures never scan work orders.
 */
@Entity({ tableName: "work_order_day_count" })
export class WorkOrderDayCount {
  @PrimaryKey({ type: "date", autoincrement: false })
  day!: string;

  @PrimaryKey({ type: "integer", autoincrement: false })
  clientId!: number;

  @Property({ type: "integer", default: 0 })
  logged!: number;

  @Property({ type: "integer", default: 0 })
  closed!: number;
}

/**
 * Outstanding work orders (statuses 1 to 4) by client and the hour (UTC) their due date falls in:
 * how many, and the sum of their due dates in epoch seconds. Kept exact by the same triggers. The
 * dashboard's overdue count and average read whole hours from here and only the current hour from
 * work_order (its partial index on due_date).
 */
@Entity({ tableName: "work_order_due_count" })
export class WorkOrderDueCount {
  @PrimaryKey({ type: "timestamptz", autoincrement: false })
  dueHour!: Date;

  @PrimaryKey({ type: "integer", autoincrement: false })
  clientId!: number;

  @Property({ type: "integer", default: 0 })
  n!: number;

  @Property({ type: "bigint", default: 0 })
  dueSum!: string;
}
