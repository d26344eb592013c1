import { Entity, Enum, Index, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { LocalDateScalar, Readers } from "@wo/shared";

/** What a document is attached to (staff-and-work-orders §3 Document: entityName). */
export enum DocumentEntityName {
  WorkOrder = "WorkOrder",
  Site = "Site",
  PPM = "PPM",
}
registerEnumType(DocumentEntityName, { name: "DocumentEntityName", description: "What a document is attached to" });

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
 * told from its bytes and its size. Who may read it follows what it is attached to (document.access.ts).
 */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: "document" })
@Index({ name: "document_entity_idx", properties: ["entityName", "entityId", "archived", "id"] })
export class Document {
  @Readers.everyone()
  @Field(() => Int)
  @PrimaryKey()
  id!: number;

  @Readers.everyone()
  @Field(() => DocumentEntityName)
  @Enum({ items: () => DocumentEntityName })
  entityName!: DocumentEntityName;

  @Readers.everyone()
  @Field(() => Int)
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
  @Field(() => Boolean)
  @Property({ type: "boolean", default: false })
  archived: boolean = false;

  @Readers.staff()
  @Field(() => Int, { nullable: true, description: "The uploader's user id" })
  @Property({ type: "integer", nullable: true })
  uploadedById?: number | null;

  @Readers.everyone()
  @Field(() => String)
  @Property({ type: "text" })
  uploadedByName!: string;

  @Readers.everyone()
  @Field(() => Date)
  @Property({ type: "timestamptz" })
  dateUploaded!: Date;
}
