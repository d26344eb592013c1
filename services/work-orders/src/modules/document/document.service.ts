import type { Readable } from "node:stream";
import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  audit,
  entityNodes,
  errorOf,
  fileStorage,
  fileStorageConfig,
  ForbiddenError,
  londonToday,
  NotFoundError,
  peekStream,
  readList,
  sniffFileType,
  tenantScope,
  visibleById,
  visibleByIds,
  withUploadLimit,
  type AuditActor,
  type FileStorage,
  type FileUpload,
  type Page,
  type Viewer,
} from "@wo/shared";
import { ComplianceType } from "../compliance/compliance.entity";
import { REQUIRED_FIELDS } from "../work-order/work-order.type";
import { assertEntityAccess } from "./document.access";
import { CERTIFICATE_TYPE, DEFAULT_DOCUMENT_TYPE, Document, DocumentEntityName, DOCUMENT_TENANCY, DOCUMENT_TYPES } from "./document.entity";
import { documentContentType, documentKey, FILE_TYPE_REFUSED, originalName } from "./document.files";
import { DOCUMENT_LIST } from "./document.list";
import {
  DocumentError,
  DocumentErrorCode,
  type CopyDocumentsPayload,
  type DocumentLink,
  type DocumentPageArgs,
  type DocumentPayload,
  type DocumentsArgs,
  type SiteCertificate,
  type SiteCertificatesArgs,
  type UpdateDocumentInput,
  type UploadDocumentInput,
} from "./document.type";

export const NO_FILES = "No files selected";
export const CERT_DATE_REQUIRED = "Certificate date is required";
export const COMPLIANCE_TYPE_UNKNOWN = "Compliance type not found";
export const BAD_TYPE = "Document type must be 1 Job Sheet, 2 Certificate, 3 Work Sheet or 4 Report";
export const NOT_THE_SITES = "Only documents of the work order's site can be copied onto it";
export const NOT_YOUR_DOCUMENT = "You may change only the documents you uploaded";

/** The audit lines of documents (on the entity they are attached to). */
export const DOCUMENT_AUDIT = {
  uploaded: (name: string) => `Uploaded the document ${name}`,
  copied: (name: string) => `Copied the site document ${name}`,
  retyped: (name: string, type: string) => `Changed the document ${name} to ${type}`,
  archived: (name: string, archived: boolean) => `${archived ? "Archived" : "Restored"} the document ${name}`,
  deleted: (name: string) => `Deleted the document ${name}`,
} as const;

const typeName = (id: number) => DOCUMENT_TYPES.find((t) => t.id === id)?.name ?? String(id);

function refused(code: DocumentErrorCode, message: string, field: string, fieldMessage = message): DocumentPayload {
  return { document: null, error: errorOf(DocumentError, code, message, [{ field, message: fieldMessage }]) };
}

/** A page of DOCUMENT_LIST for the viewer, its nodes as documents (with the site's name, for a site's). */
async function readDocuments(
  em: EntityManager,
  viewer: Viewer,
  args: DocumentPageArgs & { entityName?: DocumentEntityName; entityId?: number | null; clientId?: number | null; documentTypeId?: number },
): Promise<Page<Document & { siteName: string | null }>> {
  const page = await readList(em, DOCUMENT_LIST, tenantScope(viewer), args);
  return { ...page, nodes: entityNodes<Document & { siteName: string | null }>(em, Document, page.nodes) };
}

/** An entity's documents (GET /api/Documents): of an entity the viewer may read (NOT_FOUND otherwise). */
export async function listDocuments(em: EntityManager, viewer: Viewer, args: DocumentsArgs): Promise<Page<Document>> {
  await assertEntityAccess(em, viewer, args.entityName, args.entityId, "read");
  return readDocuments(em, viewer, { ...args, archived: !!args.archived });
}

/** One document the viewer may read (NOT_FOUND when absent or another tenant's). */
export async function getDocument(em: EntityManager, viewer: Viewer, id: number, access: "read" | "write" = "read"): Promise<Document> {
  const doc = await visibleById({ em, scope: tenantScope(viewer) }, Document, id, DOCUMENT_TENANCY);
  // staff write by the entity's rule (which reads it too); portal users read it, and change only what they uploaded
  await assertEntityAccess(em, viewer, doc.entityName, doc.entityId, access === "write" && viewer.isStaff ? "write" : "read");
  if (access === "write" && !viewer.isStaff && doc.uploadedById !== viewer.userId) throw new ForbiddenError(NOT_YOUR_DOCUMENT);
  return doc;
}

/** A document only staff may change (archive, delete): portal users are refused (after the read check, so another tenant's is NOT_FOUND). */
async function staffDocument(em: EntityManager, viewer: Viewer, id: number): Promise<Document> {
  const doc = await getDocument(em, viewer, id, viewer.isStaff ? "write" : "read");
  if (!viewer.isStaff) throw new ForbiddenError();
  return doc;
}

export interface NewDocumentFile {
  entityName: DocumentEntityName;
  entityId: number;
  documentTypeId?: number | null;
  certDate?: string | null;
  /** the compliance type a certificate proves (docs/compliance.md) */
  complianceTypeId?: number | null;
  fileName: string;
  contentType: string;
  body: Readable;
  maxBytes?: number;
}

/**
 * Streams a file to storage under a fresh key, then records it (and its audit line) in one
 * transaction; if the transaction fails the stored file is removed. The caller has checked access,
 * the type and the content type. Also the seeder's way in.
 */
export async function storeDocument(
  em: EntityManager,
  actor: AuditActor | null,
  file: NewDocumentFile,
  storage: FileStorage = fileStorage(),
): Promise<Document> {
  const name = originalName(file.fileName);
  const key = documentKey(file.entityName, file.entityId, name);
  const stat = await storage.put(key, file.body, { contentType: file.contentType, maxBytes: file.maxBytes });
  try {
    return await em.transactional(async (tx) => {
      const doc = tx.create(Document, {
        entityName: file.entityName,
        entityId: file.entityId,
        documentTypeId: file.documentTypeId || DEFAULT_DOCUMENT_TYPE,
        certDate: file.certDate ?? null,
        complianceTypeId: file.complianceTypeId ?? null,
        originalFilename: name,
        storageKey: key,
        contentType: file.contentType,
        size: stat.size,
        archived: false,
        uploadedById: actor?.userId ?? null,
        uploadedByName: actor?.name ?? "System",
        dateUploaded: new Date(),
      });
      audit(tx, actor, { entityName: file.entityName, entityId: file.entityId, action: "Created", actionTaken: DOCUMENT_AUDIT.uploaded(name) });
      await tx.flush();
      return doc;
    });
  } catch (e) {
    await storage.delete(key).catch(() => undefined);
    throw e;
  }
}

/**
 * Uploads a document (the upload-document popup, POST /Services/UploadDocument.aspx): to an entity
 * the viewer may write to; type 1 to 4 (default 1); a contractor must give the certificate date
 * ('Required fields'); the file's type is told from its bytes; over UPLOAD_MAX_BYTES is
 * PAYLOAD_TOO_LARGE and nothing is kept.
 */
export async function uploadDocument(
  em: EntityManager,
  viewer: Viewer,
  input: UploadDocumentInput,
  file: Promise<FileUpload> | null | undefined,
): Promise<DocumentPayload> {
  await assertEntityAccess(em, viewer, input.entityName, input.entityId, "write");
  const typeId = input.documentTypeId || DEFAULT_DOCUMENT_TYPE;
  if (!DOCUMENT_TYPES.some((t) => t.id === typeId)) return refused(DocumentErrorCode.INVALID, BAD_TYPE, "documentTypeId");
  // staff §5: the certificate date is asked in the contractor portal, of a certificate (a job sheet or a photo has none)
  if (viewer.isContractor && typeId === CERTIFICATE_TYPE && !input.certDate)
    return refused(DocumentErrorCode.REQUIRED, REQUIRED_FIELDS, "certDate", CERT_DATE_REQUIRED);
  const complianceRefusal = await complianceTagRefusal(em, input.complianceTypeId, input.certDate);
  if (complianceRefusal) return complianceRefusal;
  if (!file) return refused(DocumentErrorCode.NO_FILE, NO_FILES, "file");
  const { UPLOAD_MAX_BYTES } = fileStorageConfig();
  const outcome = await withUploadLimit(UPLOAD_MAX_BYTES, async () => {
    const upload = await file;
    const { head, stream } = await peekStream(upload.createReadStream(), 4100);
    if (!head.length) {
      stream.destroy();
      return refused(DocumentErrorCode.NO_FILE, NO_FILES, "file");
    }
    const contentType = documentContentType(await sniffFileType(head), upload.filename, head);
    if (!contentType) {
      stream.destroy();
      return refused(DocumentErrorCode.FILE_TYPE, FILE_TYPE_REFUSED, "file");
    }
    const document = await storeDocument(em, viewer, {
      entityName: input.entityName,
      entityId: input.entityId,
      documentTypeId: typeId,
      certDate: input.certDate ?? null,
      complianceTypeId: input.complianceTypeId ?? null,
      fileName: upload.filename,
      contentType,
      body: stream,
      maxBytes: UPLOAD_MAX_BYTES,
    });
    return { document, error: null };
  });
  return outcome;
}

/** Changes a document's type (and certificate date when given): staff who may write to its entity, a portal user its own uploads. */
export async function updateDocument(em: EntityManager, viewer: Viewer, input: UpdateDocumentInput): Promise<DocumentPayload> {
  const doc = await getDocument(em, viewer, input.id, "write");
  if (!DOCUMENT_TYPES.some((t) => t.id === input.documentTypeId)) return refused(DocumentErrorCode.INVALID, BAD_TYPE, "documentTypeId");
  const complianceRefusal = await complianceTagRefusal(
    em,
    input.complianceTypeId === undefined ? doc.complianceTypeId : input.complianceTypeId,
    input.certDate === undefined ? doc.certDate : input.certDate,
  );
  if (complianceRefusal) return complianceRefusal;
  const document = await em.transactional(async (tx) => {
    const d = await tx.findOneOrFail(Document, { id: doc.id });
    d.documentTypeId = input.documentTypeId;
    if (input.certDate !== undefined) d.certDate = input.certDate;
    if (input.complianceTypeId !== undefined) d.complianceTypeId = input.complianceTypeId;
    audit(tx, viewer, {
      entityName: d.entityName,
      entityId: d.entityId,
      action: "Updated",
      actionTaken: DOCUMENT_AUDIT.retyped(d.originalFilename, typeName(d.documentTypeId)),
    });
    await tx.flush();
    return d;
  });
  return { document, error: null };
}

/** Archives a document, or restores an archived one (POST /api/Documents/{id}/Archive): staff. */
export async function toggleDocumentArchived(em: EntityManager, viewer: Viewer, id: number): Promise<Document> {
  await staffDocument(em, viewer, id);
  return em.transactional(async (tx) => {
    const d = await tx.findOneOrFail(Document, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    d.archived = !d.archived;
    audit(tx, viewer, {
      entityName: d.entityName,
      entityId: d.entityId,
      action: "Updated",
      actionTaken: DOCUMENT_AUDIT.archived(d.originalFilename, d.archived),
    });
    await tx.flush();
    return d;
  });
}

/** Deletes a document for good (DELETE /api/Documents/{id}): staff; the stored file goes once the row's removal has committed. */
export async function deleteDocument(em: EntityManager, viewer: Viewer, id: number, storage: FileStorage = fileStorage()): Promise<number> {
  const doc = await staffDocument(em, viewer, id);
  await em.transactional(async (tx) => {
    await tx.nativeDelete(Document, { id });
    audit(tx, viewer, {
      entityName: doc.entityName,
      entityId: doc.entityId,
      action: "Deleted",
      actionTaken: DOCUMENT_AUDIT.deleted(doc.originalFilename),
    });
  });
  await storage.delete(doc.storageKey).catch(() => undefined);
  return id;
}

/** A short-lived signed link to a document's bytes (GET /api/Documents/{id}/Download, #/documents/{id}). */
export async function documentLink(em: EntityManager, viewer: Viewer, id: number, storage: FileStorage = fileStorage()): Promise<DocumentLink> {
  const doc = await getDocument(em, viewer, id);
  const ttl = fileStorageConfig().FILE_LINK_TTL;
  return {
    id: doc.id,
    url: await storage.signedUrl(doc.storageKey, { expiresIn: ttl }),
    fileName: doc.originalFilename,
    contentType: doc.contentType,
    expiresAt: new Date(Date.now() + ttl * 1000),
  };
}

/**
 * Copies documents of a work order's site onto the order (GET api/WorkOrders/CopyDocuments; the
 * portal's new request): each copy is a new file under a new key and a new row, all rows in one
 * transaction (files stored for a failed copy are removed). Staff, and client users on their own orders.
 */
export async function copySiteDocuments(
  em: EntityManager,
  viewer: Viewer,
  workOrderId: number,
  documentIds: readonly number[],
  storage: FileStorage = fileStorage(),
): Promise<CopyDocumentsPayload> {
  const order = await assertEntityAccess(em, viewer, DocumentEntityName.WorkOrder, workOrderId, "write");
  const ids = [...new Set(documentIds)];
  if (!ids.length) return { documents: [], error: null };
  // another tenant's document answers NOT_FOUND, as a missing one; then each site's rule (once a site), then only the order's own site's
  const sources = (await visibleByIds({ em, scope: tenantScope(viewer) }, Document, ids, DOCUMENT_TENANCY)).sort((a, b) => a.id - b.id);
  if (sources.length !== ids.length) throw new NotFoundError();
  const siteIds = new Set(sources.filter((s) => s.entityName === DocumentEntityName.Site).map((s) => s.entityId));
  for (const siteId of siteIds) await assertEntityAccess(em, viewer, DocumentEntityName.Site, siteId, "read");
  if (sources.some((s) => s.entityName !== DocumentEntityName.Site || s.entityId !== order.siteId)) {
    return {
      documents: [],
      error: errorOf(DocumentError, DocumentErrorCode.INVALID, NOT_THE_SITES, [{ field: "documentIds", message: NOT_THE_SITES }]),
    };
  }
  const stored: { source: Document; key: string; size: number }[] = [];
  try {
    for (const s of sources) {
      const file = await storage.get(s.storageKey);
      const key = documentKey(DocumentEntityName.WorkOrder, workOrderId, s.originalFilename);
      const stat = await storage.put(key, file.stream, { contentType: s.contentType });
      stored.push({ source: s, key, size: stat.size });
    }
    const documents = await em.transactional(async (tx) => {
      const now = new Date();
      const made = stored.map(({ source, key, size }) => {
        audit(tx, viewer, {
          entityName: DocumentEntityName.WorkOrder,
          entityId: workOrderId,
          action: "Created",
          actionTaken: DOCUMENT_AUDIT.copied(source.originalFilename),
        });
        return tx.create(Document, {
          entityName: DocumentEntityName.WorkOrder,
          entityId: workOrderId,
          documentTypeId: source.documentTypeId,
          certDate: source.certDate ?? null,
          originalFilename: source.originalFilename,
          storageKey: key,
          contentType: source.contentType,
          size,
          archived: false,
          uploadedById: viewer.userId,
          uploadedByName: viewer.name,
          dateUploaded: now,
        });
      });
      await tx.flush();
      return made;
    });
    return { documents, error: null };
  } catch (e) {
    await Promise.all(stored.map((s) => storage.delete(s.key).catch(() => undefined)));
    throw e;
  }
}

/**
 * Certificates (type 2) on sites (GET /api/ClientPortal/CertificatesInSites): a client user its own
 * client's sites (DOCUMENT_TENANCY), staff with customers or documents every site (or one client's,
 * or one); search on the file and site names.
 */
export async function siteCertificates(em: EntityManager, viewer: Viewer, args: SiteCertificatesArgs): Promise<Page<SiteCertificate>> {
  if (args.siteId) await assertEntityAccess(em, viewer, DocumentEntityName.Site, args.siteId, "read");
  else if (viewer.isContractor) throw new ForbiddenError();
  else if (viewer.isStaff && !viewer.can("customers") && !viewer.can("documents")) throw new ForbiddenError();
  const { siteId, clientId, ...paging } = args;
  const page = await readDocuments(em, viewer, {
    ...paging,
    entityName: DocumentEntityName.Site,
    entityId: siteId || null,
    clientId: clientId || null,
    documentTypeId: CERTIFICATE_TYPE,
    archived: !!args.archived,
  });
  const today = londonToday();
  const nodes = page.nodes.map((document) => ({
    document,
    siteId: document.entityId,
    siteName: document.siteName ?? "",
    expired: !!document.certDate && String(document.certDate) < today,
  }));
  return { ...page, nodes };
}

/**
 * A certificate tagged with a compliance type (docs/compliance.md) names a type that exists and
 * carries its certificate date (the register dates it by that): the refusal, or null.
 */
async function complianceTagRefusal(
  em: EntityManager,
  complianceTypeId: number | null | undefined,
  certDate: string | null | undefined,
): Promise<DocumentPayload | null> {
  if (complianceTypeId == null) return null;
  if (!(await em.count(ComplianceType, { id: complianceTypeId })))
    return refused(DocumentErrorCode.INVALID, COMPLIANCE_TYPE_UNKNOWN, "complianceTypeId");
  if (!certDate) return refused(DocumentErrorCode.REQUIRED, REQUIRED_FIELDS, "certDate", CERT_DATE_REQUIRED);
  return null;
}
