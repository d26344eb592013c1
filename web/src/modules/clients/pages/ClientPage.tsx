import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { graphql } from "../../../gql";
import { AssetGrid } from "../../assets/components/AssetGrid";
import { ClientBrandsPanel } from "../../configuration/components/ClientBrandsPanel";
import { SiteGrid } from "../../sites/components/SiteGrid";
import { paths } from "../../../app/paths";
import { Callout, H3, Intent, Spinner, Tab, Tabs } from "../../../ui";
import { ContactsTab } from "../../users/components/ContactsTab";
import { ClientContractsTab } from "../components/ClientContractsTab";
import { ClientDetailsForm } from "../components/ClientDetailsForm";
import { ClientSettingsPanel } from "../components/ClientSettingsPanel";
import { ClientSlaCodesForm } from "../components/ClientSlaCodesForm";
import { ClientComplianceEditor } from "../../compliance/components/ClientComplianceEditor";

export const ClientPage_Client = graphql(`
  query ClientPage_Client($id: Int!) {
    client(id: $id) {
      id
      name
      customer
      status
      startDate
      renewalDate
      contractValue
      active
    }
  }
`);

/** #/client/{id} (§2.4): id 0 is a new client, with only its details; a saved new client moves to its id */
export function ClientPage() {
  const id = Number(useParams().id) || 0;
  const navigate = useNavigate();
  const [tab, setTab] = useState("details");
  const { data, error } = useQuery(ClientPage_Client, { variables: { id }, skip: id === 0, fetchPolicy: "network-only" });
  const client = data?.client ?? null;
  if (id !== 0 && !client)
    return error ? <Callout intent={Intent.WARNING}>{error.message || "No data found!"}</Callout> : <Spinner aria-label="Loading" />;
  const details = (
    <ClientDetailsForm
      key={id}
      client={client}
      onSaved={(savedId, created) => {
        if (created) navigate(paths.client(savedId));
      }}
    />
  );
  return (
    <div className="wo-client">
      <H3>{client ? client.name : "New client"}</H3>
      {client ? <Link to={paths.clientPortal(client.id)}>Client portal</Link> : null}
      {id === 0 ? (
        details
      ) : (
        <Tabs id="client" selectedTabId={tab} onChange={(t) => setTab(String(t))} renderActiveTabPanelOnly>
          <Tab id="details" title="Details" panel={details} />
          <Tab id="sla" title="SLA codes" panel={<ClientSlaCodesForm clientId={id} />} />
          <Tab id="contacts" title="Contacts" panel={<ContactsTab owner={{ kind: "Client", id, name: client?.name ?? "" }} />} />
          <Tab id="contracts" title="Contracts" panel={<ClientContractsTab clientId={id} />} />
          <Tab id="assets" title="Assets" panel={<AssetGrid clientId={id} pageSize={10} />} />
          <Tab id="sites" title="Sites" panel={<SiteGrid clientId={id} />} />
          <Tab id="settings" title="Work-order settings" panel={<ClientSettingsPanel clientId={id} />} />
          <Tab id="brands" title="Brands" panel={<ClientBrandsPanel clientId={id} />} />
          <Tab id="compliance" title="Compliance" panel={<ClientComplianceEditor clientId={id} />} />
        </Tabs>
      )}
    </div>
  );
}
