import { z } from "zod";
import { graphql } from "../gql";
import type { DocumentEntityName, DocumentSortField, LegacyDocumentFragment } from "../gql/graphql";
import { flag, idParam, optionalId, pageArgs, parseSort, text } from "./legacy";
import { legacyDate } from "./params";
import { legacy, list } from "./shape";
import { shim, ShimInputError } from "./shim";

/**
 * Documents and certificates (staff-and-work-orders §3 Document, §7; portals §7): the legacy rows
 * carry id, DateUploaded, CertDate, OriginalFilename, Filename, Type (the type's id) and Archived,
 * plus TypeName, ContentType, Size, EntityName and EntityId.
 */
graphql(`
  fragment LegacyDocument on Document {
    id
    dateUploaded
    certDate
    originalFilename
    filename
    documentTypeId
    archived
    contentType
    size
    entityName
    entityId
    uploadedByName
  }
`);

const TYPE_NAMES: Record<number, string> = { 1: "Job Sheet", 2: "Certificate", 3: "Work Sheet", 4: "Report" };

export const legacyDocument = legacy<LegacyDocumentFragment>({
  fields: { documentTypeId: (id) => ({ Type: id, DocumentTypeId: id, TypeName: TYPE_NAMES[id] ?? null }) },
});

/** Legacy grid names (any case) to the GraphQL DocumentSortField. */
const SORTS: Record<string, DocumentSortField> = {
  id: "ID",
  DateUploaded: "DATE_UPLOADED",
  CertDate: "CERT_DATE",
  OriginalFilename: "ORIGINAL_FILENAME",
  Filename: "ORIGINAL_FILENAME",
  Type: "DOCUMENT_TYPE",
  DocumentTypeId: "DOCUMENT_TYPE",
  Archived: "ARCHIVED",
  SiteName: "SITE_NAME",
};

/** The entities documents are attached to, by their legacy names (any case). */
const ENTITY_NAMES: Record<string, DocumentEntityName> = { workorder: "WorkOrder", site: "Site", ppm: "PPM" };

const entityNameOf = (v: unknown): DocumentEntityName | null => (typeof v === "string" ? (ENTITY_NAMES[v.trim().toLowerCase()] ?? null) : null);

const LIST = graphql(`
  query DocumentsList(
    $has: Boolean!
    $entityName: DocumentEntityName!
    $entityId: Int!
    $archived: Boolean
    $sort: [DocumentSort!]
    $page: Int!
    $pageSize: Int!
  ) {
    documents(entityName: $entityName, entityId: $entityId, archived: $archived, sort: $sort, page: $page, pageSize: $pageSize) @include(if: $has) {
      totalCount
      nodes {
        ...LegacyDocument
      }
    }
  }
`);

/**
 * An entity's documents (GET /api/Documents and the portals' CustomerPortalDocuments): page size 500
 * unless given; Archived=true adds the archived ones. An entity name that holds no documents (or none
 * given) answers an empty list, as the legacy grid before an entity is chosen.
 */
const documentsList = (path: string) =>
  shim({
    method: "get",
    path,
    tenancy: "scoped",
    operation: LIST,
    variables: ({ args }) => {
      const entityName = entityNameOf(args.entityname);
      const entityId = optionalId.parse(args.entityid) ?? 0;
      const paging = pageArgs({ page: args.page, pagesize: args.pagesize ?? 500 });
      return {
        has: !!entityName && !!entityId,
        entityName: entityName ?? "WorkOrder",
        entityId,
        archived: flag.parse(args.archived) ?? null,
        sort: parseSort(args.sort, SORTS)?.filter((s) => s.field !== "SITE_NAME") ?? null,
        ...paging,
      };
    },
    result: ({ documents }) => (documents ? list(documents.nodes.map(legacyDocument), documents.totalCount) : list([])),
  });

const UPDATE = graphql(`
  mutation DocumentsUpdate($input: UpdateDocumentInput!) {
    updateDocument(input: $input) {
      document {
        ...LegacyDocument
      }
      error {
        ...LegacyRefusal
      }
    }
  }
`);

const updateBody = z.object({
  type: optionalId,
  documenttypeid: optionalId,
  certdate: legacyDate,
});

export const documentRoutes = [
  documentsList("/Documents"),
  documentsList("/ClientPortal/CustomerPortalDocuments"),
  documentsList("/ContractorPortal/CustomerPortalDocuments"),
  shim({
    method: "get",
    path: "/DocumentTypes",
    tenancy: "shared",
    operation: graphql(`
      query DocumentTypesList {
        documentTypes {
          id
          name
        }
      }
    `),
    result: ({ documentTypes }) => documentTypes.map((t) => ({ id: t.id, Name: t.name })),
  }),
  shim({
    method: "post",
    path: "/Document/update/:id",
    tenancy: "scoped",
    operation: UPDATE,
    variables: ({ args }) => {
      const b = updateBody.parse(args);
      const documentTypeId = b.type ?? b.documenttypeid;
      if (!documentTypeId) throw new ShimInputError("Type: is required");
      return { input: { id: idParam.parse(args.id), documentTypeId, ...("certdate" in args ? { certDate: b.certdate } : {}) } };
    },
    result: ({ updateDocument }) => legacyDocument(updateDocument.document!),
  }),
  shim({
    method: "post",
    path: "/Documents/:id/Archive",
    tenancy: "staff",
    operation: graphql(`
      mutation DocumentsArchive($id: Int!) {
        toggleDocumentArchived(id: $id) {
          ...LegacyDocument
        }
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ toggleDocumentArchived }) => ({ ...legacyDocument(toggleDocumentArchived), Message: "Document Archived" }),
  }),
  shim({
    method: "delete",
    path: "/Documents/:id",
    tenancy: "staff",
    operation: graphql(`
      mutation DocumentsDelete($id: Int!) {
        deleteDocument(id: $id)
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ deleteDocument }) => ({ id: deleteDocument, Message: "Document Deleted" }),
  }),
  shim({
    method: "get",
    path: "/Documents/:id/Download",
    tenancy: "scoped",
    operation: graphql(`
      query DocumentsDownload($id: Int!) {
        documentDownloadLink(id: $id) {
          id
          url
          fileName
          contentType
          expiresAt
        }
      }
    `),
    variables: ({ args }) => ({ id: idParam.parse(args.id) }),
    result: ({ documentDownloadLink }) => legacy<typeof documentDownloadLink>()(documentDownloadLink),
  }),
  shim({
    method: "get",
    path: "/WorkOrders/CopyDocuments",
    tenancy: "scoped:client",
    operation: graphql(`
      mutation WorkOrdersCopyDocuments($workOrderId: Int!, $documentIds: [Int!]!) {
        copySiteDocuments(workOrderId: $workOrderId, documentIds: $documentIds) {
          documents {
            ...LegacyDocument
          }
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args }) => {
      const workOrderId = optionalId.parse(args.id);
      if (!workOrderId) throw new ShimInputError("id: is required");
      const raw = Array.isArray(args.sitedocuments) ? args.sitedocuments.join(",") : String(args.sitedocuments ?? "");
      const documentIds = raw
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => idParam.parse(s))
        .filter((n) => n > 0);
      return { workOrderId, documentIds };
    },
    result: ({ copySiteDocuments }) => list(copySiteDocuments.documents.map(legacyDocument)),
  }),
  shim({
    method: "get",
    path: "/ClientPortal/CertificatesInSites",
    tenancy: "scoped:client",
    operation: graphql(`
      query ClientPortalCertificatesInSites(
        $clientId: Int
        $siteId: Int
        $search: String
        $archived: Boolean
        $sort: [DocumentSort!]
        $page: Int!
        $pageSize: Int!
      ) {
        siteCertificates(clientId: $clientId, siteId: $siteId, search: $search, archived: $archived, sort: $sort, page: $page, pageSize: $pageSize) {
          totalCount
          nodes {
            siteId
            siteName
            expired
            document {
              ...LegacyDocument
            }
          }
        }
      }
    `),
    variables: ({ args }) => ({
      clientId: optionalId.parse(args.clientid) || null,
      siteId: optionalId.parse(args.siteid) || null,
      search: text(200).parse(args.search) ?? null,
      archived: flag.parse(args.archived) ?? null,
      sort: parseSort(args.sort, SORTS) ?? null,
      ...pageArgs(args),
    }),
    result: ({ siteCertificates }) =>
      list(
        siteCertificates.nodes.map((c) => ({ ...legacyDocument(c.document), SiteId: c.siteId, SiteName: c.siteName, Expired: c.expired })),
        siteCertificates.totalCount,
      ),
  }),
];

/**
 * POST /Services/UploadDocument.aspx?entityName&entityId&documentTypeId&certDate: the legacy
 * upload page (a multipart post of one file). Answers the new document in the legacy shape; a refusal
 * is 400 with its message ('No files selected', 'Required fields' for a contractor without a
 * certificate date, a file type not taken); over the size limit 413.
 */
export const documentPageRoutes = [
  shim({
    method: "post",
    path: "/UploadDocument.aspx",
    tenancy: "scoped",
    multipart: true,
    operation: graphql(`
      mutation DocumentsUpload($input: UploadDocumentInput!, $file: Upload) {
        uploadDocument(input: $input, file: $file) {
          document {
            ...LegacyDocument
          }
          error {
            ...LegacyRefusal
          }
        }
      }
    `),
    variables: ({ args, files }) => {
      const entityName = entityNameOf(args.entityname);
      if (!entityName) throw new ShimInputError("entityName must be WorkOrder, Site or PPM");
      const entityId = optionalId.parse(args.entityid);
      if (!entityId) throw new ShimInputError("entityId: is required");
      const documentTypeId = optionalId.parse(args.documenttypeid) || null;
      const certDate = legacyDate.parse(args.certdate);
      return { input: { entityName, entityId, documentTypeId, certDate }, file: files[0]?.upload ?? null };
    },
    result: ({ uploadDocument }) => legacyDocument(uploadDocument.document!),
  }),
];
