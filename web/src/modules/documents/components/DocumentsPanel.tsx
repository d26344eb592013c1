import { useMemo, useRef, useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { DocumentEntityName, DocumentsPanel_DocumentsQuery } from "../../../gql/graphql";
import { useViewer } from "../../../app/access/ViewerContext";
import { hasPermission, type AccessViewer } from "../../../app/access/viewer";
import { Button, failedNotice, HTMLSelect, Intent, Switch, useConfirm, useSaveForm } from "../../../ui";
import { DataGrid, useServerGrid, type GridColumn } from "../../../ui/grid";
import { formatDate, formatDay } from "../../../ui/format";
import { downloadDocument } from "../document-links";
import { useDocumentTypes } from "../document-types";
import { CopySiteDocumentsPopup } from "./CopySiteDocumentsPopup";
import { UploadDocumentPopup } from "./UploadDocumentPopup";
import "../documents.css";

export const DocumentsPanel_Documents = graphql(`
  query DocumentsPanel_Documents(
    $entityName: DocumentEntityName!
    $entityId: Int!
    $archived: Boolean
    $sort: [DocumentSort!]
    $page: Int!
    $pageSize: Int!
  ) {
    documents(entityName: $entityName, entityId: $entityId, archived: $archived, sort: $sort, page: $page, pageSize: $pageSize) {
      totalCount
      totalCountExact
      nodes {
        id
        dateUploaded
        certDate
        originalFilename
        documentTypeId
        archived
        viewerCan {
          edit
          manage
        }
      }
    }
  }
`);

export const DocumentsPanel_Update = graphql(`
  mutation DocumentsPanel_Update($input: UpdateDocumentInput!) {
    updateDocument(input: $input) {
      document {
        id
        documentTypeId
        certDate
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const DocumentsPanel_Archive = graphql(`
  mutation DocumentsPanel_Archive($id: Int!) {
    toggleDocumentArchived(id: $id) {
      id
      archived
    }
  }
`);

export const DocumentsPanel_Delete = graphql(`
  mutation DocumentsPanel_Delete($id: Int!) {
    deleteDocument(id: $id)
  }
`);

/** The confirmation of a document's deletion (§8) */
export const CONFIRM_DELETE_DOCUMENT = "Are you sure you want to permanently delete this file?";
/** The notice of the archive toggle (§8: archived) */
export const DOCUMENT_ARCHIVED = "Document Archived";
/** The documents list's page size (§9) */
export const DOCUMENTS_PAGE_SIZE = 500;

/** What the viewer may do in the panel (the server checks each again) */
export type DocumentPermissions = {
  /** Add documents (the upload-document popup) */
  upload: boolean;
  /** Offer changing documents' types (each row's `viewerCan.edit`, from the server, says which) */
  edit: boolean;
  /** The 'Show archived' switch; the archive toggle and delete where a row's `viewerCan.manage` says so */
  manage: boolean;
};

/**
 * What a viewer may do by default (docs/documents.md): staff everything on work orders and PPM
 * schedules, on sites with customers or documents at full; a client user uploads to its orders and
 * changes the type of what it uploaded; a contractor user the same on its orders; read-only otherwise.
 */
export function documentPermissions(viewer: AccessViewer, entityName: DocumentEntityName, workOrderStatusId?: number | null): DocumentPermissions {
  const staff = viewer.kind === "ADMIN" || viewer.kind === "STAFF";
  if (staff) {
    const write = entityName !== "Site" || hasPermission(viewer, "customers", "full") || hasPermission(viewer, "documents", "full");
    return { upload: write, edit: write, manage: write };
  }
  const onOrder = entityName === "WorkOrder";
  // portals §4: a contractor attaches nothing while its order is Closed, Cancelled or Submitted
  const closed = viewer.kind === "CONTRACTOR" && workOrderStatusId != null && CONTRACTOR_ATTACH_CLOSED.includes(workOrderStatusId);
  return { upload: onOrder && !closed, edit: onOrder, manage: false };
}

/** The statuses in which a contractor's attach button is hidden (portals §4; the server refuses the upload too) */
const CONTRACTOR_ATTACH_CLOSED: readonly number[] = [6, 9, 12];

export type DocumentsPanelProps = {
  entityName: DocumentEntityName;
  entityId: number;
  /** What the viewer may do; by default documentPermissions(viewer, entityName, workOrderStatusId) */
  permissions?: DocumentPermissions;
  /** On a work order: its status (a contractor attaches nothing to a Closed, Cancelled or Submitted order) */
  workOrderStatusId?: number | null;
  /** On a work order: its site, whose documents the 'Copy site documents' action offers */
  copyFromSiteId?: number | null;
  /** The grid's label (default 'Documents') */
  label?: string;
};

type Row = DocumentsPanel_DocumentsQuery["documents"]["nodes"][number];

/**
 * The documents of a work order, a site or a PPM schedule (§2, §3 Document): date uploaded, the
 * certificate date, the file name (downloads it through a short-lived link), the type (editable),
 * archived (a toggle: 'Document Archived'), download and delete ('Are you sure you want to
 * permanently delete this file?'); 'Show archived'; the upload-document popup.
 */
export function DocumentsPanel({ entityName, entityId, permissions, workOrderStatusId, copyFromSiteId, label = "Documents" }: DocumentsPanelProps) {
  const viewer = useViewer();
  const may = permissions ?? documentPermissions(viewer, entityName, workOrderStatusId);
  const client = useApolloClient();
  const types = useDocumentTypes();
  const { confirm, dialog } = useConfirm();
  const [showArchived, setShowArchived] = useState(false);
  const [popup, setPopup] = useState<"upload" | "copy" | null>(null);
  const actions = useRef<{ retype: (r: Row, typeId: number) => void; archive: (r: Row) => void; remove: (r: Row) => void }>({
    retype: () => undefined,
    archive: () => undefined,
    remove: () => undefined,
  });
  // what the viewer may do with each document is the server's (Document.viewerCan); the panel's permissions only narrow it
  const mayEdit = (r: Row) => may.edit && r.viewerCan.edit;
  const mayManage = (r: Row) => may.manage && r.viewerCan.manage;

  const columns = useMemo<GridColumn<Row, "DATE_UPLOADED" | "CERT_DATE" | "ORIGINAL_FILENAME" | "DOCUMENT_TYPE" | "ARCHIVED">[]>(
    () => [
      {
        field: "DateUploaded",
        title: "Date Uploaded",
        width: 120,
        apiField: "DATE_UPLOADED",
        render: (r) => formatDate(r.dateUploaded),
        text: (r) => formatDate(r.dateUploaded),
      },
      {
        field: "CertDate",
        title: "Cert Date",
        width: 110,
        apiField: "CERT_DATE",
        render: (r) => formatDay(r.certDate),
        text: (r) => formatDay(r.certDate),
      },
      {
        field: "OriginalFilename",
        title: "File Name",
        width: 300,
        apiField: "ORIGINAL_FILENAME",
        text: (r) => r.originalFilename,
        render: (r) => (
          <a href="#" className="wo-documents__file" onClick={(e) => (e.preventDefault(), void downloadDocument(client, r.id))}>
            {r.originalFilename}
          </a>
        ),
      },
      {
        field: "Type",
        title: "Type",
        width: 150,
        apiField: "DOCUMENT_TYPE",
        text: (r) => types.nameOf(r.documentTypeId),
        render: (r) =>
          mayEdit(r) ? (
            <HTMLSelect
              minimal
              aria-label={`Type of ${r.originalFilename}`}
              value={String(r.documentTypeId)}
              options={types.options}
              onChange={(e) => actions.current.retype(r, Number(e.currentTarget.value))}
            />
          ) : (
            types.nameOf(r.documentTypeId)
          ),
      },
      {
        field: "Archived",
        title: "Archived",
        width: 90,
        apiField: "ARCHIVED",
        text: (r) => (r.archived ? "Yes" : "No"),
        render: (r) =>
          mayManage(r) ? (
            <Switch
              className="wo-documents__archived"
              checked={r.archived}
              aria-label={`Archived ${r.originalFilename}`}
              onChange={() => actions.current.archive(r)}
            />
          ) : r.archived ? (
            "Yes"
          ) : (
            "No"
          ),
      },
      {
        field: "Actions",
        title: " ",
        width: 80,
        template: "actions",
        render: (r) => (
          <>
            <Button
              variant="minimal"
              size="small"
              icon="download"
              aria-label={`Download ${r.originalFilename}`}
              onClick={() => void downloadDocument(client, r.id)}
            />
            {mayManage(r) ? (
              <Button
                variant="minimal"
                size="small"
                icon="trash"
                aria-label={`Delete ${r.originalFilename}`}
                onClick={() => actions.current.remove(r)}
              />
            ) : null}
          </>
        ),
      },
    ],
    // the cells depend on who is signed in, the rights given and the types loaded
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [may.edit, may.manage, types.options.length, client],
  );

  const grid = useServerGrid(DocumentsPanel_Documents, {
    stateKey: `documents-${entityName}`,
    columns,
    page: (d) => d.documents,
    pageSize: DOCUMENTS_PAGE_SIZE,
    // who uploaded a document is staff's to read (docs/documents.md): asked only to tell a portal user's own
    variables: { entityName, entityId, archived: showArchived },
    fetchPolicy: "network-only",
  });

  const failure = { message: failedNotice("Document"), kind: "error" as const };
  const { save: retype } = useSaveForm(DocumentsPanel_Update, {
    payload: (d) => d.updateDocument,
    success: "Document Updated",
    failure,
    onSaved: () => grid.onReload(),
  });
  const { save: archive } = useSaveForm(DocumentsPanel_Archive, {
    success: DOCUMENT_ARCHIVED,
    failure,
    onSaved: () => grid.onReload(),
  });
  const { save: remove } = useSaveForm(DocumentsPanel_Delete, {
    success: "Document Deleted",
    failure,
    onSaved: () => grid.onReload(),
  });
  actions.current = {
    retype: (r, typeId) => void retype({ input: { id: r.id, documentTypeId: typeId } }),
    archive: (r) => void archive({ id: r.id }),
    remove: (r) =>
      void confirm(CONFIRM_DELETE_DOCUMENT).then((yes) => {
        if (yes) void remove({ id: r.id });
      }),
  };

  const toolbar = (
    <div className="wo-documents__toolbar">
      {may.upload ? <Button icon="upload" intent={Intent.PRIMARY} text="Upload document" onClick={() => setPopup("upload")} /> : null}
      {may.upload && copyFromSiteId && entityName === "WorkOrder" ? (
        <Button icon="duplicate" text="Copy site documents" onClick={() => setPopup("copy")} />
      ) : null}
      {may.manage ? <Switch label="Show archived" checked={showArchived} onChange={(e) => setShowArchived(e.currentTarget.checked)} inline /> : null}
    </div>
  );

  return (
    <div className="wo-documents">
      <DataGrid {...grid} label={label} searchable={false} columnChooser={false} emptyText="No documents" toolbar={toolbar} />
      {popup === "upload" ? (
        <UploadDocumentPopup
          entityName={entityName}
          entityId={entityId}
          certDateRequired={viewer.kind === "CONTRACTOR"}
          onClose={() => setPopup(null)}
          onUploaded={() => grid.onReload()}
        />
      ) : null}
      {popup === "copy" && copyFromSiteId ? (
        <CopySiteDocumentsPopup workOrderId={entityId} siteId={copyFromSiteId} onClose={() => setPopup(null)} onCopied={() => grid.onReload()} />
      ) : null}
      {dialog}
    </div>
  );
}
