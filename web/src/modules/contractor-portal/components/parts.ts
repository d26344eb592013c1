/**
 * The parts of the work-order popup that the "parts" helper builds (issue 22 contract):
 * components/quote/ContractorQuotes.tsx, components/costs/ContractorCosts.tsx and
 * components/attach/ContractorAttachPopup.tsx. The popup imports them from here only.
 *
 * TEMPORARY, for the lead to fix up when merging wt-parts: this file's stand-ins keep the popup
 * compiling (with the contract's props) before those files exist. Replace everything below with:
 *
 *   export { ContractorQuotes } from "./quote/ContractorQuotes";
 *   export { ContractorCosts } from "./costs/ContractorCosts";
 *   export { ContractorAttachPopup } from "./attach/ContractorAttachPopup";
 */
import { createElement } from "react";
import { Callout, Popup } from "../../../ui";

export function ContractorQuotes(props: { workOrderId: number; canQuote: boolean }) {
  return createElement(Callout, { compact: true }, `Quotes of work order ${props.workOrderId} (stand-in until wt-parts is merged)`);
}

export function ContractorCosts(props: { workOrderId: number; canLog: boolean; onChanged?: () => void }) {
  return createElement(Callout, { compact: true }, `Time and materials of work order ${props.workOrderId} (stand-in until wt-parts is merged)`);
}

export function ContractorAttachPopup(props: { workOrderId: number; onClose: () => void; onUploaded: () => void }) {
  return createElement(Popup, { isOpen: true, title: "Attachment", onClose: props.onClose, children: "Stand-in until wt-parts is merged" });
}
