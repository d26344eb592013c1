import { Entity, ManyToOne, Index, PrimaryKey, Property, type Opt } from "@mikro-orm/core";
import { Directive, Field, Int, ObjectType } from "type-graphql";
import { Client } from "../client/client.entity";
import { Brand } from "../client/brand.entity";

@Directive('@key(fields: "id")')
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "site" })
@Index({ properties: ["clientId", "name"] })
@Index({ properties: ["name"] })
@Index({ properties: ["siteCode"] })
export class Site {
  @Field(() => Int)
  @PrimaryKey()
  id!: number;

  @Field(() => Int)
  @ManyToOne(() => Client, { mapToPk: true, fieldName: "client_id" })
  clientId!: number;

  @Field(() => Int, { nullable: true })
  @ManyToOne(() => Brand, { mapToPk: true, fieldName: "brand_id", nullable: true })
  brandId?: number | null;

  @Field(() => Int, { nullable: true })
  @Property({ type: "integer", nullable: true })
  mainContactId?: number | null;

  @Field()
  @Property({ type: "text" })
  siteCode!: string;

  @Field()
  @Property({ type: "text" })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  addressLine1?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  addressLine2?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  county?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  postCode?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  siteManager?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  siteEmail?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  asbestosWarning?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  comments?: string | null;

  @Field(() => Boolean)
  @Property({ type: "boolean", default: true })
  active: boolean & Opt = true;
}
