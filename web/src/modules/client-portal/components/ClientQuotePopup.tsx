import { Link } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { paths } from "../../../app/paths";
import { graphql } from "../../../gql";
import { Button, Callout, H4, Intent, Popup, Spinner } from "../../../ui";
import { formatDate } from "../../../ui/format";
import { QuoteItems, QuoteTotals } from "../../quotations/components/QuotationPopup";
import { ClientQuoteDecisions, type Decision } from "./ClientQuoteDecisions";
import "./client-portal-b.css";

export const ClientQuotePopup_Quote = graphql(`
  query ClientQuotePopup_Quote($id: Int!) {
    quote(id: $id) {
      id
      quoteRef
      ampmQuoteRef
      billingDate
      billingStatusId
      billingStatus
      summary
      workOrderId
      workOrderRef
      siteName
      contractorName
      sentAt
      decidedAt
      decisionNote
      totalAmountExTax
      totalTax
      totalAmountIncTax
      version
      viewerCan {
        answer
      }
    }
  }
`);

export type ClientQuotePopupProps = {
  quoteId: number;
  /** The portal's client: the new work order of an approval opens in its portal */
  clientId: number;
  onClose: () => void;
  /** A decision was taken: the grid behind reloads */
  onDecided: () => void;
};

/**
 * The client's quote details popup (portals §2.1 item 9): the quote's references, dates, status,
 * site and contractor, what it is for, its items and its totals ex tax, tax and inc tax; while it
 * awaits the client's approval, the three decisions (approve, reject, alternative quote).
 */
export function ClientQuotePopup({ quoteId, clientId, onClose, onDecided }: ClientQuotePopupProps) {
  const { data, error, loading } = useQuery(ClientQuotePopup_Quote, { variables: { id: quoteId }, fetchPolicy: "network-only" });
  const quote = data?.quote;
  const decided = (decision: Decision) => {
    onDecided();
    // an approval moves on to the new work order itself; reject and alternative close the quote
    if (decision !== "approved") onClose();
  };
  // the server decides whether the viewer may answer the quote now (Quote.viewerCan, quote.rules.ts)
  const awaiting = quote?.viewerCan.answer === true;
  const footer = (
    <div className="wo-client-decisions">
      {quote && awaiting ? <ClientQuoteDecisions quote={quote} clientId={clientId} onDecided={decided} /> : null}
      <Button text="Close" onClick={onClose} />
    </div>
  );
  const fields = quote
    ? ([
        ["Quote Ref.", quote.quoteRef],
        ["AMPM Quote Ref.", quote.ampmQuoteRef || "Not set"],
        ["Dated", formatDate(quote.billingDate)],
        ["Status", quote.billingStatus ?? ""],
        [
          "Work Order",
          <Link key="wo" to={paths.clientWorkOrders(clientId, quote.workOrderId)}>
            {quote.workOrderRef}
          </Link>,
        ],
        ["Site", quote.siteName ?? ""],
        ["Contractor", quote.contractorName ?? ""],
        ["Sent for approval", formatDate(quote.sentAt)],
        ["Decided", formatDate(quote.decidedAt)],
      ] as const)
    : [];
  return (
    <Popup title={quote ? `Quote ${quote.quoteRef}` : "Quote"} isOpen onClose={onClose} width="80%" footer={footer}>
      {error ? (
        <Callout intent={Intent.DANGER}>{error.message || "No data found!"}</Callout>
      ) : loading || !quote ? (
        <Spinner aria-label="Loading" />
      ) : (
        <div className="wo-quotation wo-client-quote">
          <dl className="wo-quotation__fields" aria-label="Quote details">
            {fields.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value || "—"}</dd>
              </div>
            ))}
          </dl>
          <p className="wo-quotation__summary">{quote.summary}</p>
          {quote.decisionNote ? <Callout title="Your note">{quote.decisionNote}</Callout> : null}
          <H4>Items</H4>
          <QuoteItems quoteId={quote.id} />
          <QuoteTotals quote={quote} />
        </div>
      )}
    </Popup>
  );
}
