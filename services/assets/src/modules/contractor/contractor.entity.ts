import { Entity, Index, PrimaryKey, Property, type Opt } from "@mikro-orm/core";
import { Directive, Field, Int, ObjectType } from "type-graphql";
import { column, Readers, tiedByWork, type Tenancy } from "@wo/shared";

/** A contractor company, with its normal and three out-of-hours time windows (HH:mm). */
@Directive('@key(fields: "id")')
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "contractor" })
@Index({ properties: ["name"] })
export class Contractor {
  @Readers.everyone()
  @Field(() => Int)
  @PrimaryKey()
  id!: number;

  @Readers.everyone()
  @Field()
  @Property({ type: "text" })
  name!: string;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  shortName?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Contact name" })
  @Property({ type: "text", nullable: true })
  contact?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  telephone?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  oohTelephone?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  email?: string | null;

  @Readers.everyone()
  @Field(() => Boolean)
  @Property({ type: "boolean", default: true })
  active: boolean & Opt = true;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  @Property({ type: "time", nullable: true })
  normalStart?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  @Property({ type: "time", nullable: true })
  normalFinish?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  @Property({ type: "time", nullable: true })
  oohOneStart?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  @Property({ type: "time", nullable: true })
  oohOneFinish?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  @Property({ type: "time", nullable: true })
  oohTwoStart?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  @Property({ type: "time", nullable: true })
  oohTwoFinish?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  @Property({ type: "time", nullable: true })
  oohThreeStart?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  @Property({ type: "time", nullable: true })
  oohThreeFinish?: string | null;
}

/** A contractor user sees its own contractor; a client user the contractors that do its work. */
export const CONTRACTOR_TENANCY: Tenancy = {
  client: (clientId) => tiedByWork.contractorOfClient(clientId),
  contractor: column("e.id"),
};
