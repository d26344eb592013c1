import { Entity, Enum, Index, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { allOf, anyOf, column, LocalDateScalar, NONE, Readers, rowsWhere, through, type Tenancy } from "@wo/shared";
import { WORK_ORDER_TENANCY } from "../work-order/work-order.entity";

/** What a document is attached to (staff-and-work-orders §3 Document: entityName). */
export enum DocumentEntityName {
  WorkOrder = "WorkOrder",
  Site = "Site",
  PPM = "PPM",
}
registerEnumType(DocumentEntityName, {
  name: "DocumentEntityName",
  description: "What a document is attached to",
  valuesConfig: {
    WorkOrder: { description: "Attached to a work order" },
    Site: { description: "Attached to a site (certificates, site documents)" },
    PPM: { description: "Attached to a PPM schedule" },
  },
});

/** Document types (§3, §9): 1 Job Sheet (the default), 2 Certificate, 3 Work Sheet, 4 Report. */
export const DOCUMENT_TYPES: readonly { id: number; name: string }[] = [
  { id: 1, name: "Job Sheet" },
  { id: 2, name: "Certificate" },
  { id: 3, name: "Work Sheet" },
  { id: 4, name: "Report" },
];
export const DEFAULT_DOCUMENT_TYPE = 1;
export const CERTIFICATE_TYPE = 2;

/**
 * A file attached to a work order, a site or a PPM schedule (§3 Document). The bytes live in file
 * storage under `storageKey` (never exposed); the row keeps the name it was uploaded with, the type
 * told from its bytes and its size. Who may read it follows what it is attached to.
 */
@ObjectType({
  simpleResolvers: true,
  description:
    "A file attached to a work order, a site or a PPM schedule (§3 Document). The bytes live in file storage under `storageKey` (never exposed); the row keeps the name it was uploaded with, the type told from its bytes and its size. Who may read it follows what it is attached to.",
})
@Entity({ tableName: "document" })
@Index({ name: "document_entity_idx", properties: ["entityName", "entityId", "archived", "id"] })
@Index({
  name: "document_compliance_idx",
  expression:
    'create index "document_compliance_idx" on "work_orders"."document" ("entity_name", "entity_id", "compliance_type_id", "cert_date") where "compliance_type_id" is not null and not "archived"',
})
export class Document {
  @Readers.everyone()
  @Field(() => Int, { description: "The document's id (legacy Id)" })
  @PrimaryKey()
  id!: number;

  @Readers.everyone()
  @Field(() => DocumentEntityName, { description: "What the document is attached to: a work order, a site or a PPM schedule" })
  @Enum({ items: () => DocumentEntityName })
  entityName!: DocumentEntityName;

  @Readers.everyone()
  @Field(() => Int, { description: "The id of the work order, site or PPM schedule it is attached to" })
  @Property({ type: "integer" })
  entityId!: number;

  @Readers.everyone()
  @Field(() => Int, { description: "1 Job Sheet, 2 Certificate, 3 Work Sheet, 4 Report" })
  @Property({ type: "smallint", default: DEFAULT_DOCUMENT_TYPE })
  documentTypeId: number = DEFAULT_DOCUMENT_TYPE;

  @Readers.everyone()
  @Field(() => LocalDateScalar, { nullable: true, description: "The certificate's date (required when a contractor uploads)" })
  @Property({ type: "date", nullable: true })
  certDate?: string | null;

  @Readers.everyone()
  @Field(() => Int, {
    nullable: true,
    description: "The compliance type a certificate proves (ComplianceType.id): it counts toward the site's compliance register (docs/compliance.md)",
  })
  @Property({ type: "integer", nullable: true })
  complianceTypeId?: number | null;

  @Readers.everyone()
  @Field(() => String, { description: "The file's name as uploaded" })
  @Property({ type: "text" })
  originalFilename!: string;

  /** Where the bytes are in file storage: never shown. */
  @Property({ type: "text" })
  storageKey!: string;

  @Readers.everyone()
  @Field(() => String, { description: "The type told from the file's bytes" })
  @Property({ type: "text" })
  contentType!: string;

  @Readers.everyone()
  @Field(() => Int, { description: "Bytes" })
  @Property({ type: "integer" })
  size!: number;

  @Readers.everyone()
  @Field(() => Boolean, { description: "True when archived: kept, but left out of the lists unless archived documents are asked for" })
  @Property({ type: "boolean", default: false })
  archived: boolean = false;

  @Readers.staff()
  @Field(() => Int, { nullable: true, description: "The uploader's user id" })
  @Property({ type: "integer", nullable: true })
  uploadedById?: number | null;

  @Readers.everyone()
  @Field(() => String, { description: "The full name of the user who uploaded it" })
  @Property({ type: "text" })
  uploadedByName!: string;

  @Readers.everyone()
  @Field(() => Date, { description: "When it was uploaded (UTC, ISO 8601)" })
  @Property({ type: "timestamptz" })
  dateUploaded!: Date;
}

/**
 * The sites as this service reads them (assets' published view, aliased `s`), for their documents:
 * a client user its own client's; a contractor user none (it reads no site's documents).
 */
export const SITE_DOCUMENTS_TENANCY: Tenancy = { client: column("s.client_id"), contractor: NONE };

/**
 * Who sees a document (docs/documents.md): whoever sees what it is attached to. A work order's: a
 * client user its client's orders, a contractor user its own orders (WORK_ORDER_TENANCY); a site's:
 * a client user its own client's sites; a PPM schedule's: staff only. Over the alias `e`, for the
 * list and for single reads (visibleById) alike.
 */
export const DOCUMENT_TENANCY: Tenancy = anyOf(
  allOf(rowsWhere("e.entity_name = 'WorkOrder'"), through(WORK_ORDER_TENANCY, "work_orders.work_order wo", "wo.id = e.entity_id")),
  allOf(rowsWhere("e.entity_name = 'Site'"), through(SITE_DOCUMENTS_TENANCY, "assets.v_site s", "s.id = e.entity_id")),
);
