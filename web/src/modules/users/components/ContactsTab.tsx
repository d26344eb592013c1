import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { useViewer } from "../../../app/access/ViewerContext";
import { Callout, HTMLTable, Intent, Spinner } from "../../../ui";
import type { UserOwner } from "../user-form";
import { UserGrid } from "./UserGrid";

export const ContactsTab_Contacts = graphql(`
  query ContactsTab_Contacts($entityName: String!, $entityId: Int!) {
    userOptions(entityName: $entityName, entityId: $entityId) {
      id
      fullName
      email
      mobile
    }
  }
`);

export type ContactsTabProps = { owner: UserOwner };

/**
 * A client's (§2.4) or a contractor's (§2.6) contacts: its users. Administrators, who manage users, get
 * the users grid of that owner, new contacts made by the user form fixed to its type (Client 2,
 * Contractor 3: 'contact lists for contractors use user type 3'); other staff read the list.
 */
export function ContactsTab({ owner }: ContactsTabProps) {
  const viewer = useViewer();
  if (viewer.kind === "ADMIN") return <UserGrid owner={owner} />;
  return <ContactList owner={owner} />;
}

function ContactList({ owner }: ContactsTabProps) {
  const { data, error } = useQuery(ContactsTab_Contacts, {
    variables: { entityName: owner.kind, entityId: owner.id },
    fetchPolicy: "cache-and-network",
  });
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
