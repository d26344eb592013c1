import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { paths } from "../../../app/paths";
import { graphql } from "../../../gql";
import { Callout, HTMLTable, Intent, Popup, Spinner } from "../../../ui";
import { ComplianceStatusTag } from "./ComplianceStatusTag";
import { RaisedOrder } from "./RaisedOrder";
import { ukDate } from "./status";

export const ComplianceHistory_Query = graphql(`
  query ComplianceHistory_Query($siteId: Int!, $typeId: Int!) {
    complianceHistory(siteId: $siteId, typeId: $typeId) {
      documentId
      fileName
      certDate
      expiresOn
      status
      current
      workOrderId
      workOrderRef
      replacesDocumentId
    }
  }
`);

export type ComplianceHistoryPopupProps = {
  siteId: number;
  siteName: string;
  typeId: number;
  typeName: string;
  /** The PPM order the register raised for the cell's current cycle, if any */
  raised?: { id: number; reference: string } | null;
  /** Where an order's reference goes (staff: the work order; the portal: its own order view) */
  orderLink?: (workOrderId: number) => string;
  onClose: () => void;
};

/** A register cell's certificate history: every certificate, newest first, with its document, its order and the one it replaced. */
export function ComplianceHistoryPopup({ siteId, siteName, typeId, typeName, raised, orderLink, onClose }: ComplianceHistoryPopupProps) {
  const { data, loading, error } = useQuery(ComplianceHistory_Query, { variables: { siteId, typeId }, fetchPolicy: "network-only" });
  const rows = data?.complianceHistory ?? [];
  const nameOf = new Map(rows.map((r) => [r.documentId, r.fileName]));
  return (
    <Popup isOpen title={`${typeName}: ${siteName}`} width="50%" onClose={onClose}>
      {raised ? (
        <p className="wo-compliance__raised-line">
          PPM order raised for the current certificate: <RaisedOrder order={raised} orderLink={orderLink} />
        </p>
      ) : null}
      {loading ? (
        <Spinner aria-label="Loading" />
      ) : error ? (
        <Callout intent={Intent.WARNING}>{error.message}</Callout>
      ) : rows.length === 0 ? (
        <Callout>No certificate of this type on the site or its completed orders.</Callout>
      ) : (
        <HTMLTable compact striped className="wo-compliance__history" aria-label="Certificate history">
          <thead>
            <tr>
              <th>Certificate</th>
              <th>Date</th>
              <th>Expires</th>
              <th>Status at the time</th>
              <th>Order</th>
              <th>Replaced</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.documentId}>
                <td>
                  <Link to={paths.document(r.documentId)} target="_blank" rel="noreferrer">
                    {r.fileName}
                  </Link>
                  {r.current ? " (current)" : ""}
                </td>
                <td>{ukDate(r.certDate)}</td>
                <td>{r.expiresOn ? ukDate(r.expiresOn) : "No fixed period"}</td>
                <td>
                  <ComplianceStatusTag status={r.status} />
                </td>
                <td>{r.workOrderId ? orderLink ? <Link to={orderLink(r.workOrderId)}>{r.workOrderRef}</Link> : r.workOrderRef : "Site"}</td>
                <td>{r.replacesDocumentId ? (nameOf.get(r.replacesDocumentId) ?? `#${r.replacesDocumentId}`) : "-"}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Popup>
  );
}
