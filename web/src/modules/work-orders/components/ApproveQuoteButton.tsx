import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { graphql } from "../../../gql";
import { paths } from "../../../app/paths";
import { Button, Callout, CONFIRM_PROCEED, Intent, Popup, SelectField, useSaveForm, type Notice } from "../../../ui";
import { formatMoney } from "../../../ui/format";

export const ApproveQuoteButton_Quotes = graphql(`
  query ApproveQuoteButton_Quotes($workOrderId: Int!, $billingStatusId: Int!) {
    quotes(workOrderId: $workOrderId, billingStatusId: $billingStatusId, page: 1, pageSize: 50) {
      totalCount
      totalCountExact
      nodes {
        id
        quoteRef
        summary
        totalAmountExTax
        version
        viewerCan {
          answer
        }
      }
    }
  }
`);

export const ApproveQuoteButton_Accept = graphql(`
  mutation ApproveQuoteButton_Accept($quoteId: Int!, $workOrderId: Int!, $version: Int) {
    acceptQuote(quoteId: $quoteId, workOrderId: $workOrderId, version: $version) {
      newWorkOrderId
      quote {
        id
        billingStatusId
        billingStatus
        newWorkOrderId
        version
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** Work order status 4, Awaiting Quote Approval: the only one the button shows at (portals §4) */
export const AWAITING_QUOTE_APPROVAL = 4;
/** A quote sent for approval (docs/billing.md "Quote statuses") */
const QUOTE_SENT = 2;
/** An approval that failed (portals §8) */
const SOMETHING_WRONG: Notice = { message: "Something wrong!", kind: "error" };

export type ApproveQuoteButtonProps = { workOrderId: number; workOrderStatusId: number };

/**
 * The admin work-order view's Approve (portals §4): at status 4 only, it accepts the order's quote
 * awaiting approval on the client's behalf (the one chosen, when several are), after the
 * confirmation; 'Quote approved', then the new work order opens. Offered for the quotes the server
 * says the viewer may answer (Quote.viewerCan: staff holding COST_DECISIONS); it checks again.
 */
export function ApproveQuoteButton({ workOrderId, workOrderStatusId }: ApproveQuoteButtonProps) {
  const navigate = useNavigate();
  const shown = workOrderStatusId === AWAITING_QUOTE_APPROVAL;
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState("");
  const [reason, setReason] = useState<string | null>(null);
  const { data } = useQuery(ApproveQuoteButton_Quotes, {
    variables: { workOrderId, billingStatusId: QUOTE_SENT },
    skip: !shown,
    fetchPolicy: "cache-and-network",
  });
  const quotes = (data?.quotes.nodes ?? []).filter((q) => q.viewerCan.answer);
  const accept = useSaveForm(ApproveQuoteButton_Accept, {
    payload: (d) => d.acceptQuote,
    saved: (p) => p.newWorkOrderId != null,
    success: "Quote approved",
    refusal: (r) => (setReason(r.message), SOMETHING_WRONG),
    failure: SOMETHING_WRONG,
    onSaved: (p) => {
      setOpen(false);
      if (p.newWorkOrderId) navigate(paths.workOrder(p.newWorkOrderId));
    },
  });
  if (!shown || quotes.length === 0) return null;
  const quote = quotes.find((q) => String(q.id) === chosen) ?? quotes[0]!;
  const label = (q: (typeof quotes)[number]) => `${q.quoteRef}: ${q.summary ?? ""} (${formatMoney(q.totalAmountExTax)})`;
  return (
    <>
      <Button intent={Intent.SUCCESS} icon="tick" text="Approve quote" onClick={() => (setReason(null), setOpen(true))} disabled={accept.saving} />
      <Popup
        isOpen={open}
        title="Approve quote"
        width="50%"
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button text="No" onClick={() => setOpen(false)} />
            <Button
              intent={Intent.SUCCESS}
              text="Yes"
              loading={accept.saving}
              onClick={() => void accept.save({ quoteId: quote.id, workOrderId, version: quote.version })}
            />
          </>
        }
      >
        {quotes.length > 1 ? (
          <SelectField
            id="approve-quote"
            label="Quote awaiting approval"
            value={String(quote.id)}
            options={quotes.map((q) => ({ value: String(q.id), label: label(q) }))}
            onChange={setChosen}
          />
        ) : (
          <p>{label(quote)}</p>
        )}
        <p>{CONFIRM_PROCEED}</p>
        {reason ? <Callout intent={Intent.DANGER}>{reason}</Callout> : null}
      </Popup>
    </>
  );
}
