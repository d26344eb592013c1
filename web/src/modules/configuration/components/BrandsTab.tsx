import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { Callout, FormGroup, HTMLSelect } from "../../../ui";
import { ClientBrandsPanel } from "./ClientBrandsPanel";

export const BrandsTab_Clients = graphql(`
  query BrandsTab_Clients {
    clientList {
      id
      name
    }
  }
`);

/** #/configuration/brands (§2.11): choose a client, then its brands, logo and colour */
export function BrandsTab() {
  const { data } = useQuery(BrandsTab_Clients);
  const [clientId, setClientId] = useState(0);
  return (
    <div className="wo-brands-tab">
      <FormGroup label="Client" labelFor="brands-client" inline>
        <HTMLSelect id="brands-client" value={String(clientId)} onChange={(e) => setClientId(Number(e.currentTarget.value))}>
          <option value="0">Select ...</option>
          {(data?.clientList ?? []).map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {clientId ? <ClientBrandsPanel key={clientId} clientId={clientId} /> : <Callout>You must select a client</Callout>}
    </div>
  );
}
