import { Entity, PrimaryKey, Property } from "@mikro-orm/core";
import { tenantColumns, type ListCounters } from "@wo/shared";

/**
 * How many work orders each (client, contractor, status, PPM or not) has. Kept exact by statement-level
 * triggers on work_order (see the migrations), so counters and list totals never scan work orders.
 * contractor_id is 0 for orders without a contractor.
 */
@Entity({ tableName: "status_count" })
export class StatusCount {
  @PrimaryKey({ type: "integer", autoincrement: false })
  clientId!: number;

  @PrimaryKey({ type: "integer", autoincrement: false })
  contractorId!: number;

  @PrimaryKey({ type: "integer", autoincrement: false })
  statusId!: number;

  /** PPM work orders (type 3) are counted apart: the client portal's lists ask for them, or for all but them */
  @PrimaryKey({ type: "boolean", default: false })
  ppm!: boolean;

  @Property({ type: "bigint", default: 0 })
  n!: string;
}

/** The counters follow the orders they count. */
export const STATUS_COUNT_TENANCY = tenantColumns({ client: "client_id", contractor: "contractor_id" });

/**
 * The total of a work-order list from the counters: used by the list builder when every argument
 * given is one the counters can answer (status, statuses, client, contractor; see WORK_ORDER_LIST).
 */
export const STATUS_COUNT_TOTALS: ListCounters = {
  table: "work_orders.status_count",
  tenancy: STATUS_COUNT_TENANCY,
  total: "coalesce(sum(n), 0)",
};
