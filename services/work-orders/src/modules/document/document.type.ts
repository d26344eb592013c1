import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { ErrorInterface, LocalDateScalar, PageOf, Readers, SortDirection } from "@wo/shared";
import { Max, Min } from "class-validator";
import { Document, DocumentEntityName } from "./document.entity";

/** The documents list's page size (§9). */
export const DOCUMENTS_PAGE_SIZE = 500;

@ObjectType()
export class DocumentPage extends PageOf(Document) {}

/** A refused document change: no file, a file type not taken, a missing certificate date, a bad type. */
@ObjectType({ implements: ErrorInterface })
export class DocumentError extends ErrorInterface {}

export enum DocumentErrorCode {
  NO_FILE = "NO_FILE",
  FILE_TYPE = "FILE_TYPE",
  REQUIRED = "REQUIRED",
  INVALID = "INVALID",
}

@ObjectType()
export class DocumentPayload {
  @Readers.everyone()
  @Field(() => Document, { nullable: true })
  document!: Document | null;

  @Readers.everyone()
  @Field(() => DocumentError, { nullable: true })
  error!: DocumentError | null;
}

@ObjectType()
export class CopyDocumentsPayload {
  @Readers.everyone()
  @Field(() => [Document], { description: "The new copies, on the work order" })
  documents!: Document[];

  @Readers.everyone()
  @Field(() => DocumentError, { nullable: true })
  error!: DocumentError | null;
}

@ObjectType({ description: "A document type (GET /api/DocumentTypes)" })
export class DocumentType {
  @Readers.everyone()
  @Field(() => Int)
  id!: number;

  @Readers.everyone()
  @Field(() => String)
  name!: string;
}

@ObjectType({ description: "A short-lived signed link to a document's bytes" })
export class DocumentLink {
  @Readers.everyone()
  @Field(() => Int)
  id!: number;

  @Readers.everyone()
  @Field(() => String)
  url!: string;

  @Readers.everyone()
  @Field(() => String)
  fileName!: string;

  @Readers.everyone()
  @Field(() => String)
  contentType!: string;

  @Readers.everyone()
  @Field(() => Date, { description: "When the link stops working" })
  expiresAt!: Date;
}

@ObjectType({ description: "A certificate on a site (the client portal's site certificates)" })
export class SiteCertificate {
  @Readers.everyone()
  @Field(() => Document)
  document!: Document;

  @Readers.everyone()
  @Field(() => Int)
  siteId!: number;

  @Readers.everyone()
  @Field(() => String)
  siteName!: string;

  @Readers.everyone()
  @Field(() => Boolean, { description: "The certificate date is before today (London)" })
  expired!: boolean;
}

@ObjectType()
export class SiteCertificatePage extends PageOf(SiteCertificate) {}

export enum DocumentSortField {
  ID = "ID",
  DATE_UPLOADED = "DATE_UPLOADED",
  CERT_DATE = "CERT_DATE",
  ORIGINAL_FILENAME = "ORIGINAL_FILENAME",
  DOCUMENT_TYPE = "DOCUMENT_TYPE",
  ARCHIVED = "ARCHIVED",
  SITE_NAME = "SITE_NAME",
}
registerEnumType(DocumentSortField, { name: "DocumentSortField", description: "SITE_NAME sorts site certificates only" });

@InputType()
export class DocumentSort {
  @Field(() => DocumentSortField)
  field!: DocumentSortField;

  @Field(() => SortDirection, { defaultValue: SortDirection.ASC })
  direction: SortDirection = SortDirection.ASC;
}

@ArgsType()
export class DocumentPageArgs {
  @Field(() => Int, { defaultValue: 1 })
  @Min(1, { message: "page must be 1 or more" })
  page: number = 1;

  @Field(() => Int, { defaultValue: DOCUMENTS_PAGE_SIZE })
  @Min(1, { message: "pageSize must be 1 or more" })
  @Max(1000, { message: "pageSize must be 1000 or less" })
  pageSize: number = DOCUMENTS_PAGE_SIZE;

  @Field(() => [DocumentSort], { nullable: true, description: "Default: date uploaded, oldest first" })
  sort?: DocumentSort[] | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Absent or false: documents not archived; true: archived ones too (the grids' 'Show archived')",
  })
  archived?: boolean | null;
}

@ArgsType()
export class DocumentsArgs extends DocumentPageArgs {
  @Field(() => DocumentEntityName)
  entityName!: DocumentEntityName;

  @Field(() => Int)
  entityId!: number;
}

@ArgsType()
export class SiteCertificatesArgs extends DocumentPageArgs {
  @Field(() => Int, { nullable: true, description: "One site; absent or 0: every site the viewer may see" })
  siteId?: number | null;

  @Field(() => String, { nullable: true, description: "Part of the file name or the site's name" })
  search?: string | null;
}

@InputType()
export class UploadDocumentInput {
  @Field(() => DocumentEntityName)
  entityName!: DocumentEntityName;

  @Field(() => Int)
  entityId!: number;

  @Field(() => Int, { nullable: true, description: "Default 1 (Job Sheet)" })
  documentTypeId?: number | null;

  @Field(() => LocalDateScalar, { nullable: true, description: "Required when a contractor uploads" })
  certDate?: string | null;
}

@InputType()
export class UpdateDocumentInput {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  documentTypeId!: number;

  @Field(() => LocalDateScalar, { nullable: true, description: "Absent: unchanged; null clears it" })
  certDate?: string | null;
}
