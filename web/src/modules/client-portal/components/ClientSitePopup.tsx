import { useCallback, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { paths } from "../../../app/paths";
import { graphql } from "../../../gql";
import { Button, Callout, Intent, Popup, Spinner, Tab, Tabs } from "../../../ui";
import { DocumentsPanel, type DocumentPermissions } from "../../documents/components/DocumentsPanel";
import { SiteCertificatesPanel } from "../../documents/components/SiteCertificatesPanel";
import { SiteHistoryGrid } from "../../work-orders/components/SiteHistoryGrid";
import { ClientSiteAssets } from "./ClientSiteAssets";
import "./client-portal-b.css";

export const ClientSitePopup_Site = graphql(`
  query ClientSitePopup_Site($id: Int!) {
    site(id: $id) {
      id
      siteCode
      name
      addressLine1
      addressLine2
      city
      postCode
      siteManager
    }
  }
`);

/** A client reads its sites' documents and downloads them; it adds, changes and archives none */
const READ_ONLY: DocumentPermissions = { upload: false, edit: false, manage: false };

export type ClientSiteTab = "certificates" | "history" | "documents" | "assets";

export type ClientSitePopupProps = {
  siteId: number;
  /** The portal's client: the work-order history leads into its portal */
  clientId: number;
  onClose: () => void;
};

/**
 * The client's site details popup (portals §2.1 item 10): the site's name and address, and tabs
 * certificates (search, show archived, download), work-order history (search; a reference opens the
 * order in the portal), site documents (download) and assets (10 a page, search).
 */
export function ClientSitePopup({ siteId, clientId, onClose }: ClientSitePopupProps) {
  const [tab, setTab] = useState<ClientSiteTab>("certificates");
  const { data, error, loading } = useQuery(ClientSitePopup_Site, { variables: { id: siteId } });
  const site = data?.site;
  const linkTo = useCallback((r: { id: number }) => paths.clientWorkOrders(clientId, r.id), [clientId]);
  const address = site ? [site.addressLine1, site.addressLine2, site.city, site.postCode].filter(Boolean).join(", ") : "";
  return (
    <Popup
      title={site ? `${site.siteCode} ${site.name}` : "Site"}
      isOpen
      onClose={onClose}
      width="80%"
      footer={
        <div className="wo-client-decisions">
          <Button text="Close" onClick={onClose} />
        </div>
      }
    >
      {error ? (
        <Callout intent={Intent.DANGER}>{error.message || "No data found!"}</Callout>
      ) : loading || !site ? (
        <Spinner aria-label="Loading" />
      ) : (
        <div className="wo-client-site">
          <p className="wo-client-site__address">
            {address}
            {site.siteManager ? ` · Site Manager: ${site.siteManager}` : ""}
          </p>
          <Tabs id="client-site-tabs" selectedTabId={tab} onChange={(id) => setTab(id as ClientSiteTab)} animate={false} renderActiveTabPanelOnly>
            <Tab id="certificates" title="Certificates" panel={<SiteCertificatesPanel clientId={clientId} siteId={site.id} />} />
            <Tab
              id="history"
              title="Work order history"
              panel={<SiteHistoryGrid siteId={site.id} linkTo={linkTo} emptyText="No work orders at this site." />}
            />
            <Tab
              id="documents"
              title="Site documents"
              panel={<DocumentsPanel entityName="Site" entityId={site.id} permissions={READ_ONLY} label="Site documents" />}
            />
            <Tab id="assets" title="Assets" panel={<ClientSiteAssets siteId={site.id} />} />
          </Tabs>
        </div>
      )}
    </Popup>
  );
}
