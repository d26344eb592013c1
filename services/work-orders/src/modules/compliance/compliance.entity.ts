import { ArrayType, Entity, Index, PrimaryKey, Property, Unique, type Opt } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { Readers } from "@wo/shared";
import { CERTIFICATE_TYPE } from "../document/document.entity";

/** How many days before expiry a requirement counts as due soon, unless the client sets its own (issue 27). */
export const DEFAULT_DUE_SOON_DAYS = 30;

/**
 * A statutory compliance type (issue 27, docs/compliance.md): what a site must hold a certificate for,
 * how long one lasts and which document type proves it. Reference data: seeded by the migration,
 * staff change only the validity period.
 */
@ObjectType({
  simpleResolvers: true,
  description:
    "A statutory compliance type (gas safety, EICR, ...): how long its certificate lasts and which document type proves it. Seeded reference data; staff change the validity period",
})
@Entity({ tableName: "compliance_type" })
export class ComplianceType {
  @Readers.everyone()
  @Field(() => Int, { description: "The compliance type's id" })
  @PrimaryKey()
  id!: number;

  @Readers.everyone()
  @Field(() => String, { description: "A short stable code (GAS_SAFETY, EICR, ...)" })
  @Property({ type: "text" })
  @Unique({ name: "compliance_type_code_unique" })
  code!: string;

  @Readers.everyone()
  @Field(() => String, { description: "The type's name as shown" })
  @Property({ type: "text" })
  name!: string;

  @Readers.everyone()
  @Field(() => Int, {
    nullable: true,
    description: "Months a certificate stays valid; null: no fixed period (as configured), a certificate then never expires",
  })
  @Property({ type: "smallint", nullable: true })
  validityMonths?: number | null;

  @Readers.everyone()
  @Field(() => Int, { description: "The document type that proves it (DocumentType.id; 2 Certificate)" })
  @Property({ type: "smallint", default: CERTIFICATE_TYPE })
  documentTypeId: number & Opt = CERTIFICATE_TYPE;

  /** The sub-trade its inspection is raised under (compliance.raise.ts); null: never raised. */
  @Property({ type: "integer", nullable: true })
  subTradeId?: number | null;
}

/**
 * A client's compliance settings: the default set of types its sites follow, and how many days
 * before expiry a requirement is due soon. A client without a row has no defaults and 30 days.
 */
@Entity({ tableName: "client_compliance" })
export class ClientCompliance {
  @PrimaryKey({ type: "integer", autoincrement: false })
  clientId!: number;

  @Property({ type: new ArrayType((i) => Number(i)), columnType: "int[]", default: "{}" })
  typeIds: number[] & Opt = [];

  @Property({ type: "integer", default: DEFAULT_DUE_SOON_DAYS })
  dueSoonDays: number & Opt = DEFAULT_DUE_SOON_DAYS;

  /** Whether the register raises PPM orders for its sites' due and overdue types (compliance.raise.ts); off by default. */
  @Property({ type: "boolean", default: false })
  raiseOrders: boolean & Opt = false;
}

/** One PPM order the register raised: one per site × type × due cycle (the certificate it follows; 0: none). */
@Entity({ tableName: "compliance_raised" })
export class ComplianceRaised {
  @PrimaryKey({ type: "integer", autoincrement: false })
  siteId!: number;

  @PrimaryKey({ type: "integer", autoincrement: false })
  complianceTypeId!: number;

  @PrimaryKey({ type: "integer", autoincrement: false })
  cycleDocumentId!: number;

  /** The order raised (null only inside the raising transaction, between claiming the key and inserting the order). */
  @Property({ type: "integer", nullable: true })
  workOrderId?: number | null;

  @Property({ type: "timestamptz", defaultRaw: "now()" })
  raisedAt: Date & Opt = new Date();
}

/**
 * A site's own set of compliance types. A site without a row follows its client's default set (so a
 * new site gets the defaults without assets telling this service); a row, even empty, is the site's own.
 */
@Entity({ tableName: "site_compliance" })
export class SiteCompliance {
  @PrimaryKey({ type: "integer", autoincrement: false })
  siteId!: number;

  @Property({ type: new ArrayType((i) => Number(i)), columnType: "int[]", default: "{}" })
  typeIds: number[] & Opt = [];
}

/**
 * The latest counting certificate of one site × type (migration 20261216300000-compliance-latest): kept
 * by triggers on documents and on orders' statuses, never written by the service. The status filter
 * reads it instead of every certificate of a client; its client and expiry date (migration
 * 20261218400000-compliance-latest-expiry) make "overdue" and "due soon" a range of one index.
 */
@Entity({ tableName: "compliance_latest" })
@Index({ name: "compliance_latest_client_expiry_idx", properties: ["clientId", "expiresOn"] })
export class ComplianceLatest {
  @PrimaryKey({ type: "integer", autoincrement: false })
  siteId!: number;

  @PrimaryKey({ type: "integer", autoincrement: false })
  typeId!: number;

  @Property({ type: "date" })
  certDate!: string;

  @Property({ type: "integer" })
  documentId!: number;

  /** the site's client */
  @Property({ type: "integer" })
  clientId!: number;

  /** the certificate date + the type's validity; null for a type without a fixed period */
  @Property({ type: "date", nullable: true })
  expiresOn?: string | null;
}

/**
 * What the register's status filter needs of a site's required types (migration
 * 20261220000000-compliance-site-summary): how many have no counting certificate, and the least and
 * greatest expiry of their latest certificates (`infinity` for a type without a fixed period).
 * Written only by the database's triggers (on `compliance_latest`, `site_compliance` and
 * `client_compliance`); read by compliance.filter.ts `statusCondition`.
 */
@Entity({ tableName: "compliance_site_summary" })
@Index({ name: "compliance_site_summary_earliest_idx", properties: ["clientId", "earliestExpiry"] })
@Index({ name: "compliance_site_summary_latest_idx", properties: ["clientId", "latestExpiry"] })
@Index({
  name: "compliance_site_summary_missing_idx",
  expression: `create index "compliance_site_summary_missing_idx" on "work_orders"."compliance_site_summary" ("client_id") where "missing" > 0`,
})
export class ComplianceSiteSummary {
  @PrimaryKey({ type: "integer", autoincrement: false })
  siteId!: number;

  /** the site's client */
  @Property({ type: "integer" })
  clientId!: number;

  /** required types without a counting certificate */
  @Property({ type: "integer" })
  missing!: number;

  /** the least expiry of the required types' latest certificates; null with none of a fixed period */
  @Property({ type: "date", nullable: true })
  earliestExpiry?: string | null;

  /** the greatest, `infinity` when one has no fixed period; null with no certificate */
  @Property({ type: "date", nullable: true })
  latestExpiry?: string | null;
}
