import { PrimaryKey, Property } from "@mikro-orm/core";
import { Field, Int } from "type-graphql";
import { Lookup, LookupEntity, Readers } from "@wo/shared";

/**
 * Reference data of the work-order lifecycle (staff-and-work-orders §3, §4), seeded by migration.
 * Each is a small table of id and Name, declared in services/shared/src/lookups.ts.
 */
@LookupEntity("workOrderStatuses")
export class WorkOrderStatus extends Lookup {}

@LookupEntity("workOrderTypes")
export class WorkOrderType extends Lookup {}

@LookupEntity("progressCodes")
export class ProgressCode extends Lookup {}

@LookupEntity("methodsOfRequest")
export class MethodOfRequest extends Lookup {}

@LookupEntity("slaCodes")
export class SlaCode {
  @Readers.everyone()
  @Field({ description: "A to H, or PPM" })
  @PrimaryKey({ type: "text" })
  code!: string;

  @Readers.everyone()
  @Field({ description: "The code's name with its response time, as drop-downs show it (e.g. 'A – Emergency, 2 hours')" })
  @Property({ type: "text" })
  name!: string;

  @Readers.everyone()
  @Field(() => Int, { description: "Hours from opening to the due date" })
  @Property({ type: "integer" })
  responseHours!: number;
}

@LookupEntity("financialCodes")
export class FinancialCode extends Lookup {}

@LookupEntity("capitalCodes")
export class CapitalCode extends Lookup {}

@LookupEntity("queryReasons")
export class QueryReason extends Lookup {}

/** PPM schedule statuses (GET /api/PPMStatus): Active, On Hold, Inactive; only Active raises visits. */
@LookupEntity("ppmStatuses")
export class PpmStatus extends Lookup {}
