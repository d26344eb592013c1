import DataLoader from "dataloader";
import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { Access, GraphQLUpload, intArray, loader, Readers, requireViewer, type FileUpload, type ServiceContext } from "@wo/shared";
import { documentViewerCan } from "./document.access";
import { Document, DocumentEntityName, DOCUMENT_TYPES } from "./document.entity";
import * as documents from "./document.service";
import {
  CopyDocumentsPayload,
  DocumentLink,
  DocumentPage,
  DocumentPayload,
  DocumentsArgs,
  DocumentType,
  DocumentViewerCan,
  SiteCertificatePage,
  SiteCertificatesArgs,
  UpdateDocumentInput,
  UploadDocumentInput,
} from "./document.type";

/** Documents and certificates (staff-and-work-orders §3 Document, §7; portals §7). Who may do what: document.access.ts. */
@Resolver(() => Document)
export class DocumentResolver {
  @Access.signedIn()
  @Query(() => DocumentPage, {
    description:
      "An entity's documents (GET /api/Documents): page size 500 by default, oldest first; archived ones only when archived is true. NOT_FOUND for an entity the viewer may not see",
  })
  documents(@Args() args: DocumentsArgs, @Ctx() ctx: ServiceContext): Promise<DocumentPage> {
    return documents.listDocuments(ctx.em, requireViewer(ctx), args) as Promise<DocumentPage>;
  }

  @Access.signedIn()
  @Query(() => Document, { description: "One document; NOT_FOUND when absent or another tenant's" })
  document(@Arg("id", () => Int, { description: "The id of the document to read" }) id: number, @Ctx() ctx: ServiceContext): Promise<Document> {
    return documents.getDocument(ctx.em, requireViewer(ctx), id);
  }

  @Access.signedIn()
  @Query(() => [DocumentType], { description: "The document types (GET /api/DocumentTypes): 1 Job Sheet, 2 Certificate, 3 Work Sheet, 4 Report" })
  documentTypes(): DocumentType[] {
    return DOCUMENT_TYPES.map((t) => Object.assign(new DocumentType(), t));
  }

  @Access.signedIn()
  @Query(() => DocumentLink, {
    description:
      "A short-lived signed link to a document's bytes (GET /api/Documents/{id}/Download, #/documents/{id}); it lasts FILE_LINK_TTL seconds",
  })
  documentDownloadLink(
    @Arg("id", () => Int, { description: "The document's id (Document.id)" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<DocumentLink> {
    return documents.documentLink(ctx.em, requireViewer(ctx), id);
  }

  @Access.for(["staff", "client"])
  @Query(() => SiteCertificatePage, {
    description:
      "Certificates (type 2) on sites (GET /api/ClientPortal/CertificatesInSites): a client user its own client's sites; search on file and site names",
  })
  siteCertificates(@Args() args: SiteCertificatesArgs, @Ctx() ctx: ServiceContext): Promise<SiteCertificatePage> {
    return documents.siteCertificates(ctx.em, requireViewer(ctx), args) as Promise<SiteCertificatePage>;
  }

  @Access.signedIn()
  @Mutation(() => DocumentPayload, {
    description:
      "Uploads a document (GraphQL multipart; POST /Services/UploadDocument.aspx) to a work order, site or PPM schedule the viewer may write to. A contractor must give certDate with a certificate (type 2). The type is told from the bytes",
  })
  uploadDocument(
    @Arg("input", () => UploadDocumentInput, { description: "What the file is attached to, and its type" }) input: UploadDocumentInput,
    @Arg("file", () => GraphQLUpload, { nullable: true, description: "The file, as a multipart upload (GraphQL multipart request spec)" })
    file: Promise<FileUpload> | null,
    @Ctx() ctx: ServiceContext,
  ): Promise<DocumentPayload> {
    return documents.uploadDocument(ctx.em, requireViewer(ctx), input, file);
  }

  @Access.signedIn()
  @Mutation(() => DocumentPayload, {
    description: "Changes a document's type and certificate date (POST /api/Document/update/{id}): staff, or the portal user who uploaded it",
  })
  updateDocument(
    @Arg("input", () => UpdateDocumentInput, { description: "The document and its new type" }) input: UpdateDocumentInput,
    @Ctx() ctx: ServiceContext,
  ): Promise<DocumentPayload> {
    return documents.updateDocument(ctx.em, requireViewer(ctx), input);
  }

  @Access.staff()
  @Mutation(() => Document, { description: "Archives a document, or restores an archived one (POST /api/Documents/{id}/Archive)" })
  toggleDocumentArchived(
    @Arg("id", () => Int, { description: "The document to archive or bring back (Document.id)" }) id: number,
    @Ctx() ctx: ServiceContext,
  ): Promise<Document> {
    return documents.toggleDocumentArchived(ctx.em, requireViewer(ctx), id);
  }

  @Access.staff()
  @Mutation(() => Int, { description: "Deletes a document and its file for good (DELETE /api/Documents/{id}); answers its id" })
  deleteDocument(@Arg("id", () => Int, { description: "The id of the document to delete" }) id: number, @Ctx() ctx: ServiceContext): Promise<number> {
    return documents.deleteDocument(ctx.em, requireViewer(ctx), id);
  }

  @Access.for(["staff", "client"])
  @Mutation(() => CopyDocumentsPayload, {
    description: "Copies documents of a work order's site onto the order, each as a new file (GET api/WorkOrders/CopyDocuments)",
  })
  copySiteDocuments(
    @Arg("workOrderId", () => Int, { description: "The work order's id (WorkOrder.id)" }) workOrderId: number,
    @Arg("documentIds", () => [Int], { description: "The site's documents to copy (Document.id), each attached to the work order's site" })
    documentIds: number[],
    @Ctx() ctx: ServiceContext,
  ): Promise<CopyDocumentsPayload> {
    return documents.copySiteDocuments(ctx.em, requireViewer(ctx), workOrderId, documentIds);
  }

  @Readers.everyone()
  @FieldResolver(() => DocumentViewerCan, {
    description: "What the viewer may do with it (edit, manage), decided on the server; one query for a page of a contractor's documents",
  })
  async viewerCan(@Root() doc: Document, @Ctx() ctx: ServiceContext): Promise<DocumentViewerCan> {
    const viewer = requireViewer(ctx);
    let status: number | null = null;
    // only a contractor's rule reads the order's status (it attaches nothing to a closed order)
    if (viewer.isContractor && doc.entityName === DocumentEntityName.WorkOrder) {
      const statuses = loader(
        ctx,
        "documents:orderStatus",
        () =>
          new DataLoader<number, number | null>(async (ids) => {
            const rows = await ctx.em
              .getConnection()
              .execute<{ id: number; status: number }[]>(
                "select id, work_order_status_id as status from work_orders.work_order where id = any(?::int[])",
                [intArray(ids)],
              );
            const byId = new Map(rows.map((r) => [r.id, r.status]));
            return ids.map((id) => byId.get(id) ?? null);
          }),
      );
      status = await statuses.load(doc.entityId);
    }
    return documentViewerCan(viewer, doc, status);
  }

  @Readers.everyone()
  @FieldResolver(() => String, { description: "The stored file's name (the last part of its storage key): the uploaded name made safe" })
  filename(@Root() doc: Document): string {
    return doc.storageKey.slice(doc.storageKey.lastIndexOf("/") + 1);
  }
}
