import { useMemo, useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { SiteCertificatesPanel_CertificatesQuery } from "../../../gql/graphql";
import { Switch, Tag, Intent } from "../../../ui";
import { DataGrid, useServerGrid, type GridColumn } from "../../../ui/grid";
import { formatDate, formatDay } from "../../../ui/format";
import { downloadDocument } from "../document-links";
import "../documents.css";

export const SiteCertificatesPanel_Certificates = graphql(`
  query SiteCertificatesPanel_Certificates(
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
      totalCountExact
      nodes {
        siteId
        siteName
        expired
        document {
          id
          dateUploaded
          certDate
          originalFilename
          archived
        }
      }
    }
  }
`);

type Row = SiteCertificatesPanel_CertificatesQuery["siteCertificates"]["nodes"][number];

export type SiteCertificatesPanelProps = {
  /** One client's sites (the client portal's client; a client user always gets its own) */
  clientId?: number | null;
  /** One site's certificates (then no Site column); absent: every site of the viewer's (a client user's own client's) */
  siteId?: number | null;
};

/**
 * Certificates on sites (portals §2.1 item 10: certificates, with search and a show-archived toggle;
 * GET /api/ClientPortal/CertificatesInSites): site, certificate, its date (an expired one is
 * marked), date uploaded; the name downloads it through a short-lived link.
 */
export function SiteCertificatesPanel({ clientId = null, siteId = null }: SiteCertificatesPanelProps) {
  const client = useApolloClient();
  const [showArchived, setShowArchived] = useState(false);
  const oneSite = siteId != null;
  const columns = useMemo(() => {
    const all: GridColumn<Row, "SITE_NAME" | "ORIGINAL_FILENAME" | "CERT_DATE" | "DATE_UPLOADED">[] = [
      { field: "SiteName", title: "Site", width: 200, apiField: "SITE_NAME", render: (r) => r.siteName, text: (r) => r.siteName },
      {
        field: "OriginalFilename",
        title: "Certificate",
        width: 320,
        apiField: "ORIGINAL_FILENAME",
        text: (r) => r.document.originalFilename,
        render: (r) => (
          <a href="#" onClick={(e) => (e.preventDefault(), void downloadDocument(client, r.document.id))}>
            {r.document.originalFilename}
          </a>
        ),
      },
      {
        field: "CertDate",
        title: "Cert Date",
        width: 150,
        apiField: "CERT_DATE",
        text: (r) => formatDay(r.document.certDate),
        render: (r) => (
          <>
            {formatDay(r.document.certDate)}{" "}
            {r.expired ? (
              <Tag intent={Intent.DANGER} minimal>
                Expired
              </Tag>
            ) : null}
          </>
        ),
      },
      {
        field: "DateUploaded",
        title: "Date Uploaded",
        width: 120,
        apiField: "DATE_UPLOADED",
        render: (r) => formatDate(r.document.dateUploaded),
        text: (r) => formatDate(r.document.dateUploaded),
      },
    ];
    return oneSite ? all.filter((c) => c.field !== "SiteName") : all;
  }, [client, oneSite]);
  const grid = useServerGrid(SiteCertificatesPanel_Certificates, {
    stateKey: "site-certificates",
    columns,
    page: (d) => d.siteCertificates,
    variables: { clientId, siteId, archived: showArchived },
    fetchPolicy: "network-only",
  });
  return (
    <div className="wo-documents">
      <DataGrid
        {...grid}
        label="Certificates"
        columnChooser={false}
        emptyText="No certificates"
        toolbar={<Switch label="Show archived" checked={showArchived} onChange={(e) => setShowArchived(e.currentTarget.checked)} inline />}
      />
    </div>
  );
}
