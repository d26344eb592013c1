import type { WorkOrderTabs_CountersQuery } from "../../gql/graphql";

export type CounterName = Exclude<keyof WorkOrderTabs_CountersQuery["workOrderCounters"], "__typename" | "byStatus">;

export type StatusTab = {
  /** Names the tab in the url (?tab=) and in the saved grid state */
  key: string;
  title: string;
  statusId: number;
  counter: CounterName;
};

/** The 13 tabs of #/work_orders, in the spec's order (§2), with their status ids (§4) */
export const STATUS_TABS: StatusTab[] = [
  { key: "awaiting-response", title: "Awaiting Response", statusId: 1, counter: "requestAwaitingAResponse" },
  { key: "open", title: "Open", statusId: 2, counter: "open" },
  { key: "awaiting-quote", title: "Awaiting Quote", statusId: 3, counter: "awaitingQuote" },
  { key: "awaiting-quote-approval", title: "Awaiting Quote Approval", statusId: 4, counter: "awaitingQuoteApproval" },
  { key: "awaiting-certificate", title: "Awaiting Certificate", statusId: 5, counter: "awaitingCertificate" },
  { key: "awaiting-certificate-audit", title: "Awaiting Certificate Audit", statusId: 13, counter: "awaitingCertAudit" },
  { key: "closed", title: "Closed", statusId: 6, counter: "closed" },
  { key: "approved", title: "Approved", statusId: 10, counter: "approved" },
  { key: "query", title: "Query", statusId: 11, counter: "query" },
  { key: "completed", title: "Completed", statusId: 7, counter: "completed" },
  { key: "submitted", title: "Submitted", statusId: 12, counter: "submitted" },
  { key: "cancelled", title: "Cancelled", statusId: 9, counter: "cancelled" },
  { key: "discarded", title: "Discarded", statusId: 14, counter: "discarded" },
];

export function tabByKey(key: string | null | undefined): StatusTab | undefined {
  return STATUS_TABS.find((t) => t.key === key);
}
