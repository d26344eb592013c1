import { Outlet, useParams } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { H3 } from "../../../ui";
import { useViewer } from "../../../app/access/ViewerContext";
import { shellChrome } from "../../../app/shell/shell-chrome";
import { ClientPortalMenu } from "../components/ClientPortalMenu";
import "./client-portal.css";

export const ClientPortalLayout_Client = graphql(`
  query ClientPortalLayout_Client($id: Int!) {
    client(id: $id) {
      id
      name
    }
  }
`);

/**
 * #/client_portal/{id}/...: the client's name and the portal menu above the portal's pages. The
 * client's brand logo and colour (spec §2.1) come with the brands issue; nothing stands in for them.
 */
export function ClientPortalLayout() {
  const clientId = Number(useParams().clientId);
  const viewer = useViewer();
  const { data } = useQuery(ClientPortalLayout_Client, { variables: { id: clientId }, skip: !(clientId > 0) });
  return (
    <div className="wo-portal">
      <header className="wo-portal__header">
        <H3 className="wo-portal__title">{data?.client.name ?? "Client portal"}</H3>
        {shellChrome(viewer).portalMenu ? <ClientPortalMenu clientId={clientId} /> : null}
      </header>
      <Outlet />
    </div>
  );
}
