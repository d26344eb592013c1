import { useState } from "react";
import { Button } from "../../../../ui";
import { downloadWorkOrderPdf } from "../../../work-orders/tabs/WorkOrderPdfView";

/** The words of each action the contractor's popup offers (portals §2.2), by its viewerCan flag */
export const ACTION_NAMES: Record<string, string> = {
  edit: "Save",
  addNote: "Note",
  quote: "Quote",
  attach: "Attachment",
  logTime: "Log time",
  complete: "Mark complete",
  submitCosts: "Mark as submitted",
  amendCosts: "Amended price",
};

/** The closed actions explained under the bar: the two that move the order on, whose absence needs words */
export const EXPLAINED_ACTIONS = ["complete", "submitCosts"];

export type ActionBarCan = { addNote: boolean; quote: boolean; attach: boolean; logTime: boolean };

export type ContractorActionBarProps = {
  workOrderId: number;
  can: ActionBarCan;
  /** The tab shown: the action that leads to it steps aside there (the tab has its own button) */
  tab: string;
  onNote: () => void;
  onQuote: () => void;
  onAttach: () => void;
  onLogTime: () => void;
  /** The closed actions' reasons (viewerCan.whyNot) */
  whyNot: ReadonlyArray<{ action: string; reason: string }>;
};

/**
 * The work-order popup's actions that add to the order (portals §2.2): Note, Quote (the Quotes tab
 * and its New quote), Attachment, Log time (the Costs tab and its Log time) and PDF, each shown
 * exactly when the server's viewerCan says; under them why the order cannot move on yet.
 */
export function ContractorActionBar({ workOrderId, can, tab, onNote, onQuote, onAttach, onLogTime, whyNot }: ContractorActionBarProps) {
  const [pdf, setPdf] = useState(false);
  const reasons = whyNot.filter((w) => EXPLAINED_ACTIONS.includes(w.action));
  return (
    <>
      <div className="wo-cwo__actions" role="toolbar" aria-label="Work order actions">
        {can.addNote ? <Button icon="annotation" text="Note" onClick={onNote} /> : null}
        {can.quote && tab !== "quotes" ? <Button icon="dollar" text="Quote" onClick={onQuote} /> : null}
        {can.attach ? <Button icon="paperclip" text="Attachment" onClick={onAttach} /> : null}
        {can.logTime && tab !== "costs" ? <Button icon="time" text="Log time" onClick={onLogTime} /> : null}
        <Button
          icon="document"
          text="PDF"
          loading={pdf}
          disabled={pdf}
          onClick={() => {
            setPdf(true);
            void downloadWorkOrderPdf(workOrderId).finally(() => setPdf(false));
          }}
        />
      </div>
      {reasons.length ? (
        <ul className="wo-cwo__why-not" aria-label="Why not">
          {reasons.map((w) => (
            <li key={w.action}>
              {ACTION_NAMES[w.action] ?? w.action}: {w.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
