import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../app/paths";
import { graphql } from "../../../gql";
import { Button, Callout, CONFIRM_PROCEED, Intent, useConfirm, useSaveForm, type Notice } from "../../../ui";
import { ClientQuoteNotePopup } from "./ClientQuoteNotePopup";

export const ClientQuoteDecisions_Accept = graphql(`
  mutation ClientQuoteDecisions_Accept($quoteId: Int!, $version: Int) {
    acceptQuote(quoteId: $quoteId, version: $version) {
      newWorkOrderId
      quote {
        id
        billingStatusId
        billingStatus
        decidedAt
        newWorkOrderId
        version
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const ClientQuoteDecisions_Reject = graphql(`
  mutation ClientQuoteDecisions_Reject($quoteId: Int!, $version: Int, $note: String!) {
    rejectQuote(quoteId: $quoteId, version: $version, note: $note) {
      quote {
        id
        billingStatusId
        billingStatus
        decidedAt
        decisionNote
        version
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const ClientQuoteDecisions_Alternative = graphql(`
  mutation ClientQuoteDecisions_Alternative($quoteId: Int!, $version: Int, $note: String!) {
    requestAlternativeQuote(quoteId: $quoteId, version: $version, note: $note) {
      quote {
        id
        billingStatusId
        billingStatus
        decidedAt
        decisionNote
        version
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** A quote decision that failed (portals §8: approve, reject and send failures) */
export const SOMETHING_WRONG: Notice = { message: "Something wrong!", kind: "error" };
/** The success notices (portals §8; the alternative's is the server's own, docs/billing.md) */
export const QUOTE_APPROVED = "Quote approved";
export const QUOTE_REJECTED = "Quote rejected";
export const ALTERNATIVE_REQUESTED = "Alternative quote requested";

export type Decision = "approved" | "rejected" | "alternative";

export type ClientQuoteDecisionsProps = {
  quote: { id: number; version: number };
  clientId: number;
  onDecided: (decision: Decision) => void;
};

/**
 * A client's three decisions on a quote awaiting its approval (portals §4 "Client actions on a
 * quote"): approve (after a confirmation: 'Quote approved', then the new work order opens), reject
 * and alternative quote (each with a required note). A refusal or a failed call says 'Something
 * wrong!', with the server's reason under the buttons when it gave one.
 */
export function ClientQuoteDecisions({ quote, clientId, onDecided }: ClientQuoteDecisionsProps) {
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const [asking, setAsking] = useState<"reject" | "alternative" | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const refused = { refusal: (r: { message: string }) => (setReason(r.message), SOMETHING_WRONG), failure: SOMETHING_WRONG };

  const accept = useSaveForm(ClientQuoteDecisions_Accept, {
    ...refused,
    payload: (d) => d.acceptQuote,
    saved: (p) => p.newWorkOrderId != null,
    success: QUOTE_APPROVED,
    onSaved: (p) => {
      onDecided("approved");
      navigate(paths.clientWorkOrders(clientId, p.newWorkOrderId ?? undefined));
    },
  });
  const reject = useSaveForm(ClientQuoteDecisions_Reject, {
    ...refused,
    payload: (d) => d.rejectQuote,
    saved: (p) => Boolean(p.quote),
    success: QUOTE_REJECTED,
    onSaved: () => onDecided("rejected"),
  });
  const alternative = useSaveForm(ClientQuoteDecisions_Alternative, {
    ...refused,
    payload: (d) => d.requestAlternativeQuote,
    saved: (p) => Boolean(p.quote),
    success: ALTERNATIVE_REQUESTED,
    onSaved: () => onDecided("alternative"),
  });
  const busy = accept.saving || reject.saving || alternative.saving;

  const approve = async () => {
    setReason(null);
    if (await confirm(CONFIRM_PROCEED)) await accept.save({ quoteId: quote.id, version: quote.version });
  };
  const decide = async (note: string) => {
    setReason(null);
    const save = asking === "reject" ? reject.save : alternative.save;
    if (await save({ quoteId: quote.id, version: quote.version, note })) setAsking(null);
  };

  return (
    <>
      {dialog}
      {reason ? (
        <Callout intent={Intent.DANGER} compact className="wo-client-decisions__reason">
          {reason}
        </Callout>
      ) : null}
      <Button intent={Intent.SUCCESS} icon="tick" text="Approve" onClick={() => void approve()} loading={accept.saving} disabled={busy} />
      <Button intent={Intent.DANGER} icon="cross" text="Reject" onClick={() => setAsking("reject")} disabled={busy} />
      <Button icon="exchange" text="Alternative quote" onClick={() => setAsking("alternative")} disabled={busy} />
      {asking ? (
        <ClientQuoteNotePopup
          kind={asking}
          saving={reject.saving || alternative.saving}
          onSubmit={(note) => void decide(note)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
