import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { column, NONE, Readers, type Tenancy } from "@wo/shared";
import { Contractor } from "../contractor/contractor.entity";

/**
 * An engineer: one of a contractor's operatives, the people a contractor sends to site (§2.11
 * #/engineer; log time counts them). Each belongs to one contractor; its trade skills are free text
 * and its registration number the Gas Safe or NICEIC (or similar) number a site may ask to see.
 */
@ObjectType({
  simpleResolvers: true,
  description:
    "An engineer: one of a contractor's operatives, the people a contractor sends to site (§2.11 #/engineer; log time counts them). Each belongs to one contractor; its trade skills are free text and its registration number the Gas Safe or NICEIC (or similar) number a site may ask to see.",
})
@Entity({ tableName: "engineer" })
@Index({ properties: ["contractorId", "lastName", "firstName"] })
@Index({ properties: ["lastName", "firstName"] })
export class Engineer {
  @Readers.contractors()
  @Field(() => Int, { description: "The engineer's id (legacy Id)" })
  @PrimaryKey()
  id!: number;

  @Readers.contractors()
  @Field(() => Int, { description: "The contractor the engineer works for (Contractor.id)" })
  @ManyToOne(() => Contractor, { mapToPk: true, fieldName: "contractor_id", deleteRule: "cascade" })
  contractorId!: number;

  @Readers.contractors()
  @Field({ description: "Given name, as lists and job sheets show it" })
  @Property({ type: "text" })
  firstName!: string;

  @Readers.contractors()
  @Field({ description: "Family name; lists sort people by it" })
  @Property({ type: "text" })
  lastName!: string;

  @Readers.contractors()
  @Field(() => String, { nullable: true, description: "Mobile number; null when none" })
  @Property({ type: "text", nullable: true })
  mobile?: string | null;

  @Readers.contractors()
  @Field(() => String, { nullable: true, description: "E-mail address; null when none" })
  @Property({ type: "text", nullable: true })
  email?: string | null;

  @Readers.contractors()
  @Field(() => String, { nullable: true, description: "Trade skills, free text (e.g. 'Gas boilers, unvented hot water')" })
  @Property({ type: "text", nullable: true })
  skills?: string | null;

  @Readers.contractors()
  @Field(() => String, { nullable: true, description: "Gas Safe, NICEIC or other registration number" })
  @Property({ type: "text", nullable: true })
  registrationNumber?: string | null;

  @Readers.contractors()
  @Field(() => Boolean, { description: "False when the engineer left or was deactivated: kept for the logs that name them" })
  @Property({ type: "boolean", default: true })
  active: boolean & Opt = true;
}

/** A contractor user sees its own engineers; client users none. */
export const ENGINEER_TENANCY: Tenancy = { client: NONE, contractor: column("e.contractor_id") };
