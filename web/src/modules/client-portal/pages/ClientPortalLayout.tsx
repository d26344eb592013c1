import { useState } from "react";
import { Outlet, useParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { Button, H3, Intent } from "../../../ui";
import { useViewer } from "../../../app/access/ViewerContext";
import { shellChrome } from "../../../app/shell/shell-chrome";
import { ClientPortalMenu } from "../components/ClientPortalMenu";
import { NewRequestPopup } from "../components/NewRequestPopup";
import { brandStyle } from "../brand";
import "./client-portal.css";

export const ClientPortalLayout_Client = graphql(`
  query ClientPortalLayout_Client($id: Int!) {
    client(id: $id) {
      id
      name
    }
    clientBrand(clientId: $id) {
      clientId
      brandColour
      logoUrl
      brandName
    }
  }
`);

/**
 * #/client_portal/{id}/...: the client's brand (logo and colour; white while there is none), its
 * name, the 'New Request' button (client users) and the portal menu above the portal's pages (spec §2.1).
 */
export function ClientPortalLayout() {
  const clientId = Number(useParams().clientId);
  const viewer = useViewer();
  const [requesting, setRequesting] = useState(false);
  const { data } = useQuery(ClientPortalLayout_Client, { variables: { id: clientId }, skip: !(clientId > 0) });
  const brand = data?.clientBrand;
  const name = data?.client.name ?? brand?.brandName ?? "Client portal";
  return (
    <div className="wo-portal">
      <header className="wo-portal__header" style={brandStyle(brand?.brandColour)}>
        <div className="wo-portal__brand">
          {brand?.logoUrl ? <img className="wo-portal__logo" src={brand.logoUrl} alt={`${brand.brandName} logo`} /> : null}
          <H3 className="wo-portal__title">{name}</H3>
        </div>
        {/* a client's people raise requests here; staff have their own request screen */}
        {clientId > 0 && viewer.kind === "CLIENT" ? (
          <Button className="wo-portal__new" intent={Intent.PRIMARY} icon="add" text="New Request" onClick={() => setRequesting(true)} />
        ) : null}
        {shellChrome(viewer).portalMenu ? <ClientPortalMenu clientId={clientId} /> : null}
      </header>
      <Outlet />
      {requesting ? <NewRequestPopup clientId={clientId} onClose={() => setRequesting(false)} /> : null}
    </div>
  );
}
