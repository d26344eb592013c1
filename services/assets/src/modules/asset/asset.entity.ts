import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt } from "@mikro-orm/core";
import { Directive, Field, Int, ObjectType } from "type-graphql";
import { column, LocalDateScalar, Readers, tiedByWork, type Tenancy } from "@wo/shared";
import { Client } from "../client/client.entity";
import { Contractor } from "../contractor/contractor.entity";
import { Site } from "../site/site.entity";
import { AssetCategory } from "./asset-category.entity";

/**
 * A piece of equipment on a client's site (portals §3 Asset): boiler, chiller, fire panel, lift.
 * Its code is unique within its client. The supplier is a contractor (the firm that supplied or
 * installed it, which answers for the warranty). The warranty runs for a period in days or months
 * from the installed date; its end and whether the asset is still in warranty are computed (see
 * warranty.ts), never stored.
 */
@Directive('@key(fields: "id")')
@ObjectType({
  simpleResolvers: true,
  description:
    "A piece of equipment on a client's site (portals §3 Asset): boiler, chiller, fire panel, lift. Its code is unique within its client. The supplier is a contractor (the firm that supplied or installed it, which answers for the warranty). The warranty runs for a period in days or months from the installed date; its end and whether the asset is still in warranty are computed, never stored.",
})
@Entity({ tableName: "asset" })
@Unique({ name: "asset_client_id_asset_code_unique", properties: ["clientId", "assetCode"] })
@Index({ name: "asset_site_id_asset_code_index", properties: ["siteId", "assetCode"] })
@Index({ name: "asset_asset_code_index", properties: ["assetCode", "id"] })
@Index({ name: "asset_category_id_index", properties: ["categoryId"] })
@Index({ name: "asset_supplier_id_index", properties: ["supplierId"] })
export class Asset {
  @Readers.everyone()
  @Field(() => Int, { description: "The asset's id (legacy Id)" })
  @PrimaryKey()
  id!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The client the asset belongs to (Client.id)" })
  @ManyToOne(() => Client, { mapToPk: true, fieldName: "client_id" })
  clientId!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "The site the asset stands on (Site.id); its client is the asset's" })
  @ManyToOne(() => Site, { mapToPk: true, fieldName: "site_id" })
  siteId!: number;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "Optional (the spec's asset has no category): null shows blank" })
  @ManyToOne(() => AssetCategory, { mapToPk: true, fieldName: "category_id", nullable: true })
  categoryId?: number | null;

  @Readers.everyone()
  @Field({ description: "The asset's code (legacy AssetCode), unique within its client, as labels and job sheets show it" })
  @Property({ type: "text" })
  assetCode!: string;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Manufacturer; null when not recorded" })
  @Property({ type: "text", nullable: true })
  make?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Model name or number; null when not recorded" })
  @Property({ type: "text", nullable: true })
  model?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Manufacturer's serial number; null when not recorded" })
  @Property({ type: "text", nullable: true })
  serialNo?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Free-text description; null when none" })
  @Property({ type: "text", nullable: true })
  description?: string | null;

  @Readers.staff()
  @Field(() => Int, { nullable: true, description: "The contractor that supplied or installed it (answers for the warranty)" })
  @ManyToOne(() => Contractor, { mapToPk: true, fieldName: "supplier_id", nullable: true, deleteRule: "set null" })
  supplierId?: number | null;

  @Readers.everyone()
  @Field(() => LocalDateScalar, {
    nullable: true,
    description: "The day it was installed (YYYY-MM-DD), from which the warranty runs; null when unknown",
  })
  @Property({ type: "date", nullable: true })
  installedDate?: string | null;

  @Readers.everyone()
  @Field(() => Int, { description: "Warranty length, in warrantyUnit; 0 for none" })
  @Property({ type: "integer", default: 0 })
  warrantyPeriod: number & Opt = 0;

  @Readers.everyone()
  @Field(() => String, { description: "Days or Months (WarrantyDaysOrMonths)" })
  @Property({ type: "text", default: "Months" })
  warrantyUnit: string & Opt = "Months";

  @Readers.everyone()
  @Field(() => Boolean, { description: "False when the asset was retired: kept for history, no longer offered for new work orders" })
  @Property({ type: "boolean", default: true })
  active: boolean & Opt = true;

  @Property({ type: "timestamptz", defaultRaw: "now()" })
  createdAt: Date & Opt = new Date();

  // computed by the reader (not columns)

  @Readers.everyone()
  @Field(() => LocalDateScalar, { nullable: true, description: "The day the warranty runs out: installed date + period (London dates)" })
  warrantyEndDate?: string | null;

  @Readers.everyone()
  @Field(() => Boolean, { description: "Still in warranty today (London): before warrantyEndDate" })
  inWarranty?: boolean;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The client's name, filled for lists; null when not read" })
  clientName?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The site's name, filled for lists; null when not read" })
  siteName?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The site's code, filled for lists; null when not read" })
  siteCode?: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "The category's name (AssetCategory.name); null when the asset has no category" })
  categoryName?: string | null;

  @Readers.staff()
  @Field(() => String, { nullable: true, description: "The supplying contractor's name; null when none. Staff only" })
  supplierName?: string | null;
}

/**
 * A client user sees its own client's assets; a contractor user the assets of the sites where it has
 * work (work-orders' v_work_assignment: a site of an order whose current contractor is its own), so
 * that its portal can show and choose an order's asset (issue 22). Over an asset row aliased `a`.
 */
export const ASSET_TENANCY: Tenancy = {
  client: column("a.client_id"),
  contractor: (contractorId) => tiedByWork.assignment(contractorId, "site_id", "a.site_id"),
};
