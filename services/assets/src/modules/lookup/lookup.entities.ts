import { Property } from "@mikro-orm/core";
import { Field, Int } from "type-graphql";
import { Lookup, LookupEntity, Readers } from "@wo/shared";

/**
 * A PPM visit frequency (portals-and-back-office §3 PPM record: Frequency, WeeksMonths; §9 "PPM
 * frequency units Weeks or Months"): Weekly is every 1 Weeks, Quarterly every 3 Months. Seeded by
 * migration; declared in services/shared/src/lookups.ts.
 */
@LookupEntity("serviceFrequencies")
export class ServiceFrequency extends Lookup {
  @Readers.everyone()
  @Field(() => Int, { description: "How many weeks or months between visits" })
  @Property({ type: "integer" })
  frequency!: number;

  @Readers.everyone()
  @Field({ description: "Weeks or Months" })
  @Property({ type: "text" })
  weeksMonths!: string;

  @Readers.everyone()
  @Field(() => Int, { description: "Shortest interval first" })
  @Property({ type: "integer" })
  sortOrder!: number;
}
