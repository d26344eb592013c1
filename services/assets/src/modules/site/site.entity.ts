import { Entity, ManyToOne, Index, PrimaryKey, Property, Unique, type Opt } from "@mikro-orm/core";
import { Directive, Field, Int, ObjectType } from "type-graphql";
import { Client } from "../client/client.entity";
import { Brand } from "../client/brand.entity";
import { column, Readers, tiedByWork, type Tenancy } from "@wo/shared";

@Directive('@key(fields: "id")')
@ObjectType({
  simpleResolvers: true,
  description:
    "A client's site: a building or location where work is done (§2.6, §3 Site). Client users read their own client's sites; contractor users the sites of work given to them",
})
@Entity({ tableName: "site" })
@Index({ properties: ["clientId", "name"] })
@Index({ properties: ["name"] })
@Index({ properties: ["siteCode"] })
@Unique({ properties: ["clientId", "siteCode"] })
// a client's sites in the order a register page (work-orders' compliance register, over v_site) sorts them
@Index({
  name: "site_client_lower_name_idx",
  expression: 'create index "site_client_lower_name_idx" on "assets"."site" ("client_id", lower("name"), "id")',
})
@Index({
  name: "site_client_lower_code_idx",
  expression: 'create index "site_client_lower_code_idx" on "assets"."site" ("client_id", lower("site_code"), "id")',
})
@Index({ name: "site_client_post_code_idx", properties: ["clientId", "postCode", "id"] })
export class Site {
  @Readers.everyone()
  @Field(() => Int, { description: "The site's id (legacy Id)" })
  @PrimaryKey()
  id!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The client the site belongs to (Client.id)" })
  @ManyToOne(() => Client, { mapToPk: true, fieldName: "client_id" })
  clientId!: number;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The client's brand the site trades under (Brand.id); null for none" })
  @ManyToOne(() => Brand, { mapToPk: true, fieldName: "brand_id", nullable: true })
  brandId?: number | null;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The site's main contact (User.id of a client user); null when none" })
  @Property({ type: "integer", nullable: true })
  mainContactId?: number | null;

  @Readers.everyone()
  @Field({ description: "The site's code (legacy SiteCode), unique within its client" })
  @Property({ type: "text" })
  siteCode!: string;

  // work-orders provides it on its work orders' references (read from the published view: @provides)
  @Directive("@shareable")
  @Readers.everyone()
  @Field({ description: "The site's name" })
  @Property({ type: "text" })
  name!: string;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "First line of the address; null when not recorded" })
  @Property({ type: "text", nullable: true })
  addressLine1?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Second line of the address; null when none" })
  @Property({ type: "text", nullable: true })
  addressLine2?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Town or city; null when not recorded" })
  @Property({ type: "text", nullable: true })
  city?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "County; null when not recorded" })
  @Property({ type: "text", nullable: true })
  county?: string | null;

  // work-orders provides it on its work orders' references (read from the published view: @provides)
  @Directive("@shareable")
  @Readers.everyone()
  @Field(() => String, {
    nullable: true,
    description: 'UK postcode, upper case (e.g. "SK1 3AB"), which contractor matching reads; null when not recorded',
  })
  @Property({ type: "text", nullable: true })
  postCode?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The site manager's name, free text; null when none" })
  @Property({ type: "text", nullable: true })
  siteManager?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The site's e-mail address; null when none" })
  @Property({ type: "text", nullable: true })
  siteEmail?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Asbestos warning to show anyone sent to the site; null when none" })
  @Property({ type: "text", nullable: true })
  asbestosWarning?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Free-text notes on the site (access, parking, ...); null when none" })
  @Property({ type: "text", nullable: true })
  comments?: string | null;

  @Readers.everyone()
  @Field(() => Boolean, { description: "False when the site was closed: kept for history, no longer offered for new work" })
  @Property({ type: "boolean", default: true })
  active: boolean & Opt = true;
}

/** A client user sees its own client's sites; a contractor user the sites of its work. */
export const SITE_TENANCY: Tenancy = {
  client: column("e.client_id"),
  contractor: (contractorId) => tiedByWork.assignment(contractorId, "site_id"),
};
