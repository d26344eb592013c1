import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { Callout, Intent, Popup, Spinner } from "../../../../ui";

export const ContractorPopup_Contractor = graphql(`
  query ContractorPopup_Contractor($id: Int!) {
    contractor(id: $id) {
      id
      name
      contact
      telephone
      oohTelephone
      email
    }
  }
`);

export type ContractorPopupProps = {
  contractorId: number;
  onClose: () => void;
};

/** The contractor of an order, as a client sees it (portals §2.1 item 8: the link to view the contractor) */
export function ContractorPopup({ contractorId, onClose }: ContractorPopupProps) {
  const { data, loading, error } = useQuery(ContractorPopup_Contractor, { variables: { id: contractorId } });
  const c = data?.contractor;
  const rows: Array<[string, React.ReactNode]> = c
    ? [
        ["Name", c.name],
        ["Contact", c.contact],
        ["Telephone", c.telephone ? <a href={`tel:${c.telephone}`}>{c.telephone}</a> : null],
        ["Out of hours", c.oohTelephone ? <a href={`tel:${c.oohTelephone}`}>{c.oohTelephone}</a> : null],
        ["E-mail", c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : null],
      ]
    : [];
  return (
    <Popup isOpen width="30%" title={c ? c.name : "Contractor"} onClose={onClose}>
      {loading ? <Spinner aria-label="Loading" /> : null}
      {error ? <Callout intent={Intent.WARNING}>{error.message || "No data found!"}</Callout> : null}
      {c ? (
        <dl className="wo-fields__list">
          {rows.map(([label, value]) => (
            <div className="wo-fields__row" key={label}>
              <dt>{label}</dt>
              <dd>{value || "—"}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Popup>
  );
}
