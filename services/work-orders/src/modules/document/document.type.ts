import { ArgsType, Field, InputType, Int, ObjectType } from "type-graphql";
import { ErrorInterface, listInputs, LocalDateScalar, MAX_PAGE_SIZE, PageOf, Readers } from "@wo/shared";
import { Max, Min } from "class-validator";
import { Document, DocumentEntityName } from "./document.entity";
import { DOCUMENT_LIST } from "./document.list";

/** The documents list's page size (§9). */
export const DOCUMENTS_PAGE_SIZE = 500;

@ObjectType({ description: "One page of document rows, with the total matching the query" })
export class DocumentPage extends PageOf(Document) {}

@ObjectType({ description: "What the viewer may do with a document, decided on the server" })
export class DocumentViewerCan {
  @Readers.everyone()
  @Field({ description: "Change its type or certificate date (updateDocument)" })
  edit!: boolean;

  @Readers.everyone()
  @Field({ description: "Archive or delete it (archiveDocument, deleteDocument): staff only" })
  manage!: boolean;
}

/** A refused document change: no file, a file type not taken, a missing certificate date, a bad type. */
@ObjectType({
  implements: ErrorInterface,
  description: "A refused document change: no file, a file type not taken, a missing certificate date, a bad type.",
})
export class DocumentError extends ErrorInterface {}

export enum DocumentErrorCode {
  NO_FILE = "NO_FILE",
  FILE_TYPE = "FILE_TYPE",
  REQUIRED = "REQUIRED",
  INVALID = "INVALID",
}

@ObjectType({ description: "What uploadDocument and updateDocument answer: the document as it now is, or why it was refused" })
export class DocumentPayload {
  @Readers.everyone()
  @Field(() => Document, { nullable: true, description: "The document as saved; null when refused" })
  document!: Document | null;

  @Readers.everyone()
  @Field(() => DocumentError, { nullable: true, description: "Why it was refused (then nothing was changed); null when it succeeded" })
  error!: DocumentError | null;
}

@ObjectType({ description: "What copySiteDocuments answers: the new copies on the work order, or why it was refused (then nothing was copied)" })
export class CopyDocumentsPayload {
  @Readers.everyone()
  @Field(() => [Document], { description: "The new copies, on the work order" })
  documents!: Document[];

  @Readers.everyone()
  @Field(() => DocumentError, { nullable: true, description: "Why it was refused (then nothing was changed); null when it succeeded" })
  error!: DocumentError | null;
}

@ObjectType({ description: "A document type (GET /api/DocumentTypes)" })
export class DocumentType {
  @Readers.everyone()
  @Field(() => Int, { description: "The document type's id (Document.documentTypeId)" })
  id!: number;

  @Readers.everyone()
  @Field(() => String, { description: "Job Sheet, Certificate, Work Sheet or Report" })
  name!: string;
}

@ObjectType({ description: "A short-lived signed link to a document's bytes" })
export class DocumentLink {
  @Readers.everyone()
  @Field(() => Int, { description: "The link's id" })
  id!: number;

  @Readers.everyone()
  @Field(() => String, { description: "The signed address of the file's bytes; it stops working after a few minutes, ask for a new one then" })
  url!: string;

  @Readers.everyone()
  @Field(() => String, { description: "The file's name, as uploaded" })
  fileName!: string;

  @Readers.everyone()
  @Field(() => String, { description: "The file's media type (e.g. application/pdf)" })
  contentType!: string;

  @Readers.everyone()
  @Field(() => Date, { description: "When the link stops working" })
  expiresAt!: Date;
}

@ObjectType({ description: "A certificate on a site (the client portal's site certificates)" })
export class SiteCertificate {
  @Readers.everyone()
  @Field(() => Document, { description: "The certificate document" })
  document!: Document;

  @Readers.everyone()
  @Field(() => Int, { description: "The site's id (Site.id)" })
  siteId!: number;

  @Readers.everyone()
  @Field(() => String, { description: "The name of the site it is attached to" })
  siteName!: string;

  @Readers.everyone()
  @Field(() => Boolean, { description: "The certificate date is before today (London)" })
  expired!: boolean;
}

@ObjectType({ description: "One page of site certificate rows, with the total matching the query" })
export class SiteCertificatePage extends PageOf(SiteCertificate) {}

/** DocumentSortField, DocumentSort (ascending unless told) and the paging arguments, from the list's declaration. */
const inputs = listInputs(DOCUMENT_LIST);

/** The paging of the documents lists: page size 500 unless asked (§9), archived ones only when asked. */
@ArgsType()
export class DocumentPageArgs extends inputs.Args {
  @Field(() => Int, { defaultValue: DOCUMENTS_PAGE_SIZE, description: `Rows per page, 1 to ${MAX_PAGE_SIZE} (default ${DOCUMENTS_PAGE_SIZE})` })
  @Min(1, { message: "pageSize must be 1 or more" })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be ${MAX_PAGE_SIZE} or less` })
  override pageSize: number = DOCUMENTS_PAGE_SIZE;

  @Field(() => Boolean, {
    nullable: true,
    description: "Absent or false: documents not archived; true: archived ones too (the grids' 'Show archived')",
  })
  archived?: boolean | null;
}

@ArgsType()
export class DocumentsArgs extends DocumentPageArgs {
  @Field(() => DocumentEntityName, { description: "What the documents are attached to: a work order, a site or a PPM schedule" })
  entityName!: DocumentEntityName;

  @Field(() => Int, { description: "The id of that work order, site or PPM schedule" })
  entityId!: number;
}

@ArgsType()
export class SiteCertificatesArgs extends DocumentPageArgs {
  @Field(() => Int, { nullable: true, description: "One site; absent or 0: every site the viewer may see" })
  siteId?: number | null;

  @Field(() => Int, { nullable: true, description: "One client's sites (staff; a client user always gets its own client's)" })
  clientId?: number | null;
}

@InputType({ description: "Where an uploaded file goes: what it is attached to and its type (POST /api/Documents)" })
export class UploadDocumentInput {
  @Field(() => DocumentEntityName, { description: "What to attach it to: a work order, a site or a PPM schedule" })
  entityName!: DocumentEntityName;

  @Field(() => Int, { description: "The id of that work order, site or PPM schedule" })
  entityId!: number;

  @Field(() => Int, { nullable: true, description: "Default 1 (Job Sheet)" })
  documentTypeId?: number | null;

  @Field(() => LocalDateScalar, { nullable: true, description: "Required when a contractor uploads, and with a compliance type" })
  certDate?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "The compliance type the certificate proves (ComplianceType.id); it then counts toward the site's compliance register and needs certDate",
  })
  complianceTypeId?: number | null;
}

@InputType({ description: "A document's type to change (PUT /api/Documents)" })
export class UpdateDocumentInput {
  @Field(() => Int, { description: "The document to update (Document.id)" })
  id!: number;

  @Field(() => Int, { description: "The new type (DocumentType.id: 1 Job Sheet, 2 Certificate, 3 Work Sheet, 4 Report)" })
  documentTypeId!: number;

  @Field(() => LocalDateScalar, { nullable: true, description: "Absent: unchanged; null clears it" })
  certDate?: string | null;

  @Field(() => Int, { nullable: true, description: "The compliance type it proves (ComplianceType.id). Absent: unchanged; null clears it" })
  complianceTypeId?: number | null;
}
