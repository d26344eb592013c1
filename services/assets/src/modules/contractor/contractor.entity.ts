import { Entity, Index, PrimaryKey, Property, TimeType, type Opt, type Platform } from "@mikro-orm/core";
import { Directive, Field, Int, ObjectType } from "type-graphql";
import { column, Readers, tiedByWork, type Tenancy } from "@wo/shared";

/**
 * A `time` column read and written as HH:mm (the legacy forms' and shapes' form of the time windows):
 * PostgreSQL answers 08:00:00, the entity holds 08:00.
 */
export class TimeOfDayType extends TimeType {
  override convertToDatabaseValue(value: unknown, platform: Platform): string {
    const v = typeof value === "string" && /^\d{2}:\d{2}$/.test(value) ? `${value}:00` : value;
    return super.convertToDatabaseValue(v, platform) as string;
  }

  override convertToJSValue(value: unknown): string {
    return typeof value === "string" ? value.slice(0, 5) : (value as string);
  }
}

/** A contractor company, with its normal and three out-of-hours time windows (HH:mm; the OOH bands may cross midnight). */
@Directive('@key(fields: "id")')
@ObjectType({
  simpleResolvers: true,
  description: "A contractor company, with its normal and three out-of-hours time windows (HH:mm; the OOH bands may cross midnight).",
})
@Entity({ tableName: "contractor" })
@Index({ properties: ["name"] })
@Index({ name: "contractor_active_name_index", properties: ["active", "name", "id"] })
@Index({
  name: "contractor_lower_name_unique",
  expression: 'create unique index "contractor_lower_name_unique" on "assets"."contractor" (lower("name"))',
})
export class Contractor {
  @Readers.everyone()
  @Field(() => Int, { description: "The contractor's id (legacy Id)" })
  @PrimaryKey()
  id!: number;

  // work-orders provides it on its work orders' references (read from the published view: @provides)
  @Directive("@shareable")
  @Readers.everyone()
  @Field({ description: "The contractor's company name, unique ignoring case" })
  @Property({ type: "text" })
  name!: string;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "A short name for tight lists; null when none" })
  @Property({ type: "text", nullable: true })
  shortName?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Contact name" })
  @Property({ type: "text", nullable: true })
  contact?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Office telephone; null when none" })
  @Property({ type: "text", nullable: true })
  telephone?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Out-of-hours telephone; null when none" })
  @Property({ type: "text", nullable: true })
  oohTelephone?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "E-mail address, where work orders are sent; null when none" })
  @Property({ type: "text", nullable: true })
  email?: string | null;

  @Readers.everyone()
  @Field(() => Boolean, { description: "False when deactivated: no longer offered for new work" })
  @Property({ type: "boolean", default: true })
  active: boolean & Opt = true;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Start of normal working hours (HH:mm); null when not set" })
  @Property({ type: TimeOfDayType, nullable: true })
  normalStart?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "End of normal working hours (HH:mm); null when not set" })
  @Property({ type: TimeOfDayType, nullable: true })
  normalFinish?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Start of the first out-of-hours band (HH:mm); null when not set" })
  @Property({ type: TimeOfDayType, nullable: true })
  oohOneStart?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "End of the first out-of-hours band (HH:mm; may be past midnight); null when not set" })
  @Property({ type: TimeOfDayType, nullable: true })
  oohOneFinish?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Start of the second out-of-hours band (HH:mm); null when not set" })
  @Property({ type: TimeOfDayType, nullable: true })
  oohTwoStart?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "End of the second out-of-hours band (HH:mm; may be past midnight); null when not set" })
  @Property({ type: TimeOfDayType, nullable: true })
  oohTwoFinish?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Start of the third out-of-hours band (HH:mm); null when not set" })
  @Property({ type: TimeOfDayType, nullable: true })
  oohThreeStart?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "End of the third out-of-hours band (HH:mm; may be past midnight); null when not set" })
  @Property({ type: TimeOfDayType, nullable: true })
  oohThreeFinish?: string | null;
}

/** A contractor user sees its own contractor; a client user the contractors that do its work. */
export const CONTRACTOR_TENANCY: Tenancy = {
  client: (clientId) => tiedByWork.contractorOfClient(clientId),
  contractor: column("e.id"),
};
