import type { EntityManager } from "@mikro-orm/postgresql";
import { argument, containsPattern, declareList, entitySelect, SortDirection } from "@wo/shared";
import { Document, DOCUMENT_TENANCY } from "./document.entity";

/** A site document's site, from assets' published view (null for a document of anything else). */
const SITE_OF = "e.entity_name = 'Site' and s.id = e.entity_id";

/**
 * Documents: an entity's (GET /api/Documents, the documents tabs and panels) and the certificates on
 * sites (GET /api/ClientPortal/CertificatesInSites) are this one list read with different
 * arguments. Every column sorts (§9: the documents grid), oldest upload first unless asked; ties by
 * the id. Who sees which: DOCUMENT_TENANCY.
 */
export const DOCUMENT_LIST = declareList({
  names: { field: "DocumentSortField", sortInput: "DocumentSort" },
  entity: Document,
  from: "work_orders.document e",
  key: ["e.id"],
  tenancy: DOCUMENT_TENANCY,
  columns: {
    ID: { field: "id", kind: "number", notNull: true, sort: "e.id", filter: "e.id" },
    DATE_UPLOADED: { field: "dateUploaded", kind: "date", notNull: true, sort: "e.date_uploaded", filter: "e.date_uploaded" },
    CERT_DATE: { field: "certDate", kind: "date", sort: "e.cert_date", filter: "e.cert_date" },
    ORIGINAL_FILENAME: {
      field: "originalFilename",
      kind: "text",
      notNull: true,
      sort: "lower(e.original_filename)",
      filter: "e.original_filename",
    },
    DOCUMENT_TYPE: { field: "documentTypeId", kind: "number", notNull: true, sort: "e.document_type_id", filter: "e.document_type_id" },
    ARCHIVED: { field: "archived", kind: "number", notNull: true, sort: "e.archived", filter: "e.archived::int" },
    // the site a site document is attached to (its entityId); null for other documents
    SITE_NAME: { field: "entityId", kind: "text", sort: "lower(s.name)", filter: "s.name", join: "site" },
  },
  joins: { site: `left join assets.v_site s on ${SITE_OF}` },
  defaultSort: {
    field: "DATE_UPLOADED",
    direction: SortDirection.ASC,
    description: "Default: date uploaded, oldest first. SITE_NAME sorts site documents",
  },
  arguments: {
    entityName: argument<string>({ where: (name) => ["e.entity_name = ?", [name]] }),
    entityId: argument<number>({ where: (id) => ["e.entity_id = ?", [id]] }),
    /** false: only documents not archived; true: archived ones too */
    archived: argument<boolean>({ where: (withArchived) => (withArchived ? null : ["not e.archived", []]) }),
    documentTypeId: argument<number>({ where: (id) => ["e.document_type_id = ?", [id]] }),
    /** the documents of one client's sites */
    clientId: argument<number>({
      where: (id) => ["e.entity_name = 'Site' and exists (select 1 from assets.v_site s where s.id = e.entity_id and s.client_id = ?)", [id]],
    }),
  },
  search: {
    description: "Part of the file name or the site's name",
    where: (_em, term) => {
      const like = containsPattern(term);
      return [
        `(e.original_filename ilike ? or (e.entity_name = 'Site' and exists (select 1 from assets.v_site s where s.id = e.entity_id and s.name ilike ?)))`,
        [like, like],
      ];
    },
  },
  rows: {
    select: (em: EntityManager) => `${entitySelect(em, Document, "e")}, (select s.name from assets.v_site s where ${SITE_OF}) as "siteName"`,
    byKey: true,
  },
});
