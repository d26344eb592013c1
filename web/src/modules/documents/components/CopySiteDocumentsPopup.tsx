import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { Button, Callout, Checkbox, failedNotice, Intent, notify, Popup, Spinner, useSaveForm } from "../../../ui";
import { formatDay } from "../../../ui/format";
import { useDocumentTypes } from "../document-types";

export const CopySiteDocumentsPopup_SiteDocuments = graphql(`
  query CopySiteDocumentsPopup_SiteDocuments($siteId: Int!) {
    documents(entityName: Site, entityId: $siteId, sort: [{ field: ORIGINAL_FILENAME, direction: ASC }], page: 1, pageSize: 500) {
      nodes {
        id
        originalFilename
        documentTypeId
        certDate
      }
    }
  }
`);

export const CopySiteDocumentsPopup_Copy = graphql(`
  mutation CopySiteDocumentsPopup_Copy($workOrderId: Int!, $documentIds: [Int!]!) {
    copySiteDocuments(workOrderId: $workOrderId, documentIds: $documentIds) {
      documents {
        id
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** The notice when nothing was ticked */
export const NO_DOCUMENTS_CHOSEN = "Please select a document";

export type CopySiteDocumentsPopupProps = {
  workOrderId: number;
  siteId: number;
  onClose: () => void;
  onCopied: () => void;
};

/** 'Copy site documents': tick documents of the order's site, each copied onto the order as a new file ('Document Created') */
export function CopySiteDocumentsPopup({ workOrderId, siteId, onClose, onCopied }: CopySiteDocumentsPopupProps) {
  const { data, loading, error } = useQuery(CopySiteDocumentsPopup_SiteDocuments, { variables: { siteId }, fetchPolicy: "network-only" });
  const types = useDocumentTypes();
  const [chosen, setChosen] = useState<number[]>([]);
  const { save, saving } = useSaveForm(CopySiteDocumentsPopup_Copy, {
    payload: (d) => d.copySiteDocuments,
    success: (p) => (p.documents.length === 1 ? "Document Created" : `${p.documents.length} Documents Created`),
    failure: { message: failedNotice("Document"), kind: "error" },
    onSaved: () => {
      onCopied();
      onClose();
    },
  });
  const docs = data?.documents.nodes ?? [];
  const toggle = (id: number, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  const copy = () => {
    if (!chosen.length) {
      notify(NO_DOCUMENTS_CHOSEN, "required");
      return;
    }
    void save({ workOrderId, documentIds: chosen });
  };
  return (
    <Popup
      isOpen
      width="50%"
      title="Copy site documents"
      onClose={onClose}
      footer={
        <>
          <Button text="Cancel" onClick={onClose} />
          <Button intent={Intent.PRIMARY} icon="duplicate" text="Copy" onClick={copy} loading={saving} disabled={saving || !docs.length} />
        </>
      }
    >
      {loading ? <Spinner aria-label="Loading" /> : null}
      {error ? <Callout intent={Intent.WARNING}>{failedNotice("Document")}</Callout> : null}
      {!loading && !error && !docs.length ? <Callout>This site has no documents.</Callout> : null}
      <div role="group" aria-label="Site documents" className="wo-documents__choices">
        {docs.map((d) => (
          <Checkbox
            key={d.id}
            checked={chosen.includes(d.id)}
            onChange={(e) => toggle(d.id, e.currentTarget.checked)}
            label={`${d.originalFilename} (${types.nameOf(d.documentTypeId)}${d.certDate ? `, ${formatDay(d.certDate)}` : ""})`}
          />
        ))}
      </div>
    </Popup>
  );
}
