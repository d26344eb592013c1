import { Entity, ManyToOne, Index, PrimaryKey, Property, Unique, type Opt } from "@mikro-orm/core";
import { Directive, Field, Int, ObjectType } from "type-graphql";
import { Client } from "../client/client.entity";
import { Brand } from "../client/brand.entity";
import { column, Readers, tiedByWork, type Tenancy } from "@wo/shared";

@Directive('@key(fields: "id")')
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "site" })
@Index({ properties: ["clientId", "name"] })
@Index({ properties: ["name"] })
@Index({ properties: ["siteCode"] })
@Unique({ properties: ["clientId", "siteCode"] })
export class Site {
  @Readers.everyone()
  @Field(() => Int)
  @PrimaryKey()
  id!: number;

  @Readers.everyone()
  @Field(() => Int)
  @ManyToOne(() => Client, { mapToPk: true, fieldName: "client_id" })
  clientId!: number;

  @Readers.everyone()
  @Field(() => Int, { nullable: true })
  @ManyToOne(() => Brand, { mapToPk: true, fieldName: "brand_id", nullable: true })
  brandId?: number | null;

  @Readers.everyone()
  @Field(() => Int, { nullable: true })
  @Property({ type: "integer", nullable: true })
  mainContactId?: number | null;

  @Readers.everyone()
  @Field()
  @Property({ type: "text" })
  siteCode!: string;

  // work-orders provides it on its work orders' references (read from the published view: @provides)
  @Directive("@shareable")
  @Readers.everyone()
  @Field()
  @Property({ type: "text" })
  name!: string;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  addressLine1?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  addressLine2?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  city?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  county?: string | null;

  // work-orders provides it on its work orders' references (read from the published view: @provides)
  @Directive("@shareable")
  @Readers.everyone()
  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  postCode?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  siteManager?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  siteEmail?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  asbestosWarning?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  @Property({ type: "text", nullable: true })
  comments?: string | null;

  @Readers.everyone()
  @Field(() => Boolean)
  @Property({ type: "boolean", default: true })
  active: boolean & Opt = true;
}

/** A client user sees its own client's sites; a contractor user the sites of its work. */
export const SITE_TENANCY: Tenancy = {
  client: column("e.client_id"),
  contractor: (contractorId) => tiedByWork.assignment(contractorId, "site_id"),
};
