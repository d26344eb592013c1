import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { graphql } from "../../../gql";
import { paths } from "../../../app/paths";
import { Callout, H3, Intent, Spinner, Tab, Tabs } from "../../../ui";
import { ContractorContractsGrid } from "../../contracts/components/ContractorContractsGrid";
import { ContactsTab } from "../../users/components/ContactsTab";
import { ContractorDetailsForm } from "../components/ContractorDetailsForm";

export const ContractorPage_Contractor = graphql(`
  query ContractorPage_Contractor($id: Int!) {
    contractor(id: $id) {
      id
      name
      shortName
      contact
      telephone
      oohTelephone
      email
      active
      normalStart
      normalFinish
      oohOneStart
      oohOneFinish
      oohTwoStart
      oohTwoFinish
      oohThreeStart
      oohThreeFinish
    }
  }
`);

/**
 * #/contractor/{id} (§2.6): id 0 is a new contractor, with only its details; a saved new contractor
 * moves to its id. Tabs: details with the time windows, contacts, contracts; a link to its portal.
 */
export function ContractorPage() {
  const id = Number(useParams().id) || 0;
  const navigate = useNavigate();
  const [tab, setTab] = useState("details");
  const { data, error } = useQuery(ContractorPage_Contractor, { variables: { id }, skip: id === 0, fetchPolicy: "network-only" });
  const contractor = data?.contractor ?? null;
  if (id !== 0 && !contractor)
    return error ? <Callout intent={Intent.WARNING}>{error.message || "No data found!"}</Callout> : <Spinner aria-label="Loading" />;
  const details = (
    <ContractorDetailsForm
      key={id}
      contractor={contractor}
      onSaved={(savedId, created) => {
        if (created) navigate(paths.contractor(savedId));
      }}
    />
  );
  return (
    <div className="wo-contractor">
      <H3>{contractor ? contractor.name : "New contractor"}</H3>
      {contractor ? <Link to={paths.contractorPortal(contractor.id)}>Contractor portal</Link> : null}
      {id === 0 ? (
        details
      ) : (
        <Tabs id="contractor" selectedTabId={tab} onChange={(t) => setTab(String(t))} renderActiveTabPanelOnly>
          <Tab id="details" title="Details" panel={details} />
          <Tab id="contacts" title="Contacts" panel={<ContactsTab owner={{ kind: "Contractor", id, name: contractor?.name ?? "" }} />} />
          <Tab id="contracts" title="Contracts" panel={<ContractorContractsGrid contractorId={id} />} />
        </Tabs>
      )}
    </div>
  );
}
