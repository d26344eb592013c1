import { useQuery } from "@apollo/client/react";
import { useViewer } from "../../../app/access/ViewerContext";
import { graphql } from "../../../gql";
import type { CostTotals_CountersQuery } from "../../../gql/graphql";
import { Callout, HTMLTable, Intent, Spinner, Tag } from "../../../ui";
import { formatMoney } from "../../../ui/format";
import "./costs.css";

export const CostTotals_Counters = graphql(`
  query CostTotals_Counters($workOrderId: Int!, $isStaff: Boolean!) {
    costCounters(workOrderId: $workOrderId) {
      workOrderId
      timeEntries
      materialEntries
      totalHours
      totalHoursCost
      totalAddCost
      callOutCharge
      loggedTotal
      quotedCost
      budget @include(if: $isStaff)
      overBudget @include(if: $isStaff)
      mayLog
    }
    quotedCost(workOrderId: $workOrderId) {
      workOrderId
      quoteId
      quoteText
      quoteTotal
    }
  }
`);

export type CostCountersData = CostTotals_CountersQuery;

/**
 * The work order's cost counters (§3): network first, so a change elsewhere shows when the tab or popup
 * opens. The budget and over-budget flag are staff's (they tell the approved or estimated cost): asked
 * for only when the viewer is staff, so a contractor's screen can use the same query.
 */
export function useCostCounters(workOrderId: number) {
  const viewer = useViewer();
  const isStaff = viewer.kind === "ADMIN" || viewer.kind === "STAFF";
  return useQuery(CostTotals_Counters, { variables: { workOrderId, isStaff }, fetchPolicy: "network-only" });
}

export type CostTotalsProps = {
  data: CostCountersData | undefined;
  loading?: boolean;
  error?: { message: string } | null;
  /** A narrower layout (the quick view's strip) */
  compact?: boolean;
};

/**
 * The cost counters and the quoted cost row (§2, §3): total hours, hours cost, materials, call-out
 * charges and the logged total, against the quoted cost and, for staff, the budget (approved, else
 * estimated). Over budget, the totals are on a red background (§4). What the server did not send
 * (the budget, to a contractor) is not shown.
 */
export function CostTotals({ data, loading, error, compact }: CostTotalsProps) {
  if (!data) {
    if (error) return <Callout intent={Intent.DANGER}>{error.message || "No data found!"}</Callout>;
    return loading ? <Spinner aria-label="Loading costs" size={20} /> : null;
  }
  const c = data.costCounters;
  const quote = data.quotedCost;
  const cells: [string, string][] = [
    ["Total hours", c.totalHours],
    ["Hours cost", formatMoney(c.totalHoursCost)],
    ["Materials", formatMoney(c.totalAddCost)],
    ["Call-out charges", formatMoney(c.callOutCharge)],
    ["Logged total", formatMoney(c.loggedTotal)],
  ];
  return (
    <section aria-label="Logged costs" className={`wo-costs__totals${compact ? " wo-costs__totals--compact" : ""}`}>
      <div
        role="group"
        aria-label={c.overBudget ? "Logged totals, over budget" : "Logged totals"}
        className={`wo-costs__counters${c.overBudget ? " wo-costs__counters--over" : ""}`}
      >
        {cells.map(([label, value]) => (
          <div key={label} className="wo-costs__counter">
            <span className="wo-costs__counter-label">{label}</span>
            <strong className="wo-costs__counter-value">{value}</strong>
          </div>
        ))}
        {c.overBudget ? (
          <Tag intent={Intent.DANGER} className="wo-costs__over-tag">
            Over budget
          </Tag>
        ) : null}
      </div>
      <HTMLTable compact className="wo-costs__quote">
        <tbody>
          <tr>
            <th scope="row">Quoted cost</th>
            <td>{quote ? quote.quoteText : "No accepted quote"}</td>
            <td className="wo-costs__amount">{quote ? formatMoney(quote.quoteTotal) : ""}</td>
          </tr>
          {c.budget === undefined ? null : (
            <tr>
              <th scope="row">Budget</th>
              <td>{c.budget === null ? "No approved or estimated cost" : "Approved cost, else the estimate"}</td>
              <td className="wo-costs__amount">{formatMoney(c.budget)}</td>
            </tr>
          )}
        </tbody>
      </HTMLTable>
    </section>
  );
}
