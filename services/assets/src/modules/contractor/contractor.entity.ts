import { Entity, Index, PrimaryKey, Property, type Opt } from "@mikro-orm/core";
import { Directive, Field, Int, ObjectType } from "type-graphql";

/** A contractor company, with its normal and three out-of-hours time windows (HH:mm). */
@Directive('@key(fields: "id")')
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "contractor" })
@Index({ properties: ["name"] })
export class Contractor {
  @Field(() => Int)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ type: "text" })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  shortName?: string | null;

  @Field(() => String, { nullable: true, description: "Contact name" })
  @Property({ type: "text", nullable: true })
  contact?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  telephone?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  oohTelephone?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  email?: string | null;

  @Field(() => Boolean)
  @Property({ type: "boolean", default: true })
  active: boolean & Opt = true;

  @Field(() => String, { nullable: true })
  @Property({ type: "time", nullable: true })
  normalStart?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: "time", nullable: true })
  normalFinish?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: "time", nullable: true })
  oohOneStart?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: "time", nullable: true })
  oohOneFinish?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: "time", nullable: true })
  oohTwoStart?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: "time", nullable: true })
  oohTwoFinish?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: "time", nullable: true })
  oohThreeStart?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: "time", nullable: true })
  oohThreeFinish?: string | null;
}
