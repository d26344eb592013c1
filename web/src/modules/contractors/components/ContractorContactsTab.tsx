import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { useViewer } from "../../../app/access/ViewerContext";
import { Callout, HTMLTable, Intent, Spinner } from "../../../ui";
import { UserGrid } from "../../users/components/UserGrid";

export const ContractorContactsTab_Contacts = graphql(`
  query ContractorContactsTab_Contacts($contractorId: Int!) {
    userOptions(entityName: "Contractor", entityId: $contractorId) {
      id
      fullName
      email
      mobile
    }
  }
`);

export type ContractorContactsTabProps = { contractor: { id: number; name: string } };

/**
 * The contractor's contacts (§2.6): its users. Administrators, who manage users, get the users grid of
 * this contractor with new contacts made by the user form fixed to type Contractor ('contact lists for
 * contractors use user type 3'); other staff read the list.
 */
export function ContractorContactsTab({ contractor }: ContractorContactsTabProps) {
  const viewer = useViewer();
  if (viewer.kind === "ADMIN") return <UserGrid owner={{ kind: "Contractor", ...contractor }} />;
  return <ContractorContactList contractorId={contractor.id} />;
}

function ContractorContactList({ contractorId }: { contractorId: number }) {
  const { data, error } = useQuery(ContractorContactsTab_Contacts, { variables: { contractorId }, fetchPolicy: "cache-and-network" });
  if (error) return <Callout intent={Intent.WARNING}>{error.message}</Callout>;
  if (!data) return <Spinner aria-label="Loading" />;
  if (!data.userOptions.length) return <p>No contacts yet.</p>;
  return (
    <HTMLTable compact striped aria-label="Contacts">
      <thead>
        <tr>
          <th>Name</th>
          <th>Email</th>
          <th>Mobile</th>
        </tr>
      </thead>
      <tbody>
        {data.userOptions.map((u) => (
          <tr key={u.id}>
            <td>{u.fullName}</td>
            <td>{u.email ? <a href={`mailto:${u.email}`}>{u.email}</a> : null}</td>
            <td>{u.mobile}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
