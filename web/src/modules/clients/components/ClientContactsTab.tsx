import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { useViewer } from "../../../app/access/ViewerContext";
import { Callout, HTMLTable, Intent, Spinner } from "../../../ui";
import { UserGrid } from "../../users/components/UserGrid";

export const ClientContactsTab_Contacts = graphql(`
  query ClientContactsTab_Contacts($clientId: Int!) {
    userOptions(entityName: "Client", entityId: $clientId) {
      id
      fullName
      email
      mobile
    }
  }
`);

export type ClientContactsTabProps = { client: { id: number; name: string } };

/**
 * The client's contacts (§2.4): its users. Administrators, who manage users, get the users grid of this
 * client with new contacts made by the user form fixed to type Client; other staff read the list.
 */
export function ClientContactsTab({ client }: ClientContactsTabProps) {
  const viewer = useViewer();
  if (viewer.kind === "ADMIN") return <UserGrid owner={{ kind: "Client", ...client }} />;
  return <ClientContactList clientId={client.id} />;
}

function ClientContactList({ clientId }: { clientId: number }) {
  const { data, error } = useQuery(ClientContactsTab_Contacts, { variables: { clientId }, fetchPolicy: "cache-and-network" });
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
