import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { CostReview_ChecksQuery } from "../../../../gql/graphql";
import { Callout, Intent, Tag } from "../../../../ui";

/** What billing works out for approval (docs/billing.md "Cost checks"): its totals and the flags, for staff */
export const CostReview_Checks = graphql(`
  query CostReview_Checks($workOrderId: Int!) {
    costChecks(workOrderId: $workOrderId) {
      workOrderId
      checked
      loggedTotal
      acceptedQuoteTotal
      tolerance
      flags {
        code
        severity
        message
        logTimeId
        workDate
      }
    }
  }
`);

export type CostChecksData = CostReview_ChecksQuery["costChecks"];

/** Billing's totals and flags of an existing order (none for a new one); read again after every change of the order (relist) */
export function useCostChecks(workOrderId: number | null): CostChecksData | null {
  const { data } = useQuery(CostReview_Checks, {
    variables: { workOrderId: workOrderId ?? 0 },
    skip: !workOrderId,
    fetchPolicy: "cache-and-network",
  });
  return data?.costChecks ?? null;
}

export type CostFlagsProps = {
  checks: CostChecksData | null;
};

/**
 * The cost checks' flags, for staff before approving: errors first, each message in plain words with
 * its amounts; nothing found says so. Orders not yet completed are not checked.
 */
export function CostFlags({ checks }: CostFlagsProps) {
  if (!checks?.checked) return null;
  if (!checks.flags.length) {
    return (
      <Callout intent={Intent.SUCCESS} icon="tick-circle" className="wo-finance__checks" title="Cost checks">
        The submitted cost matches the quote, the logs, the contract's rates and the paperwork.
      </Callout>
    );
  }
  const errors = checks.flags.some((f) => f.severity === "ERROR");
  return (
    <Callout
      intent={errors ? Intent.DANGER : Intent.WARNING}
      icon="warning-sign"
      className="wo-finance__checks"
      title={`Cost checks: ${checks.flags.length} to look at`}
    >
      <ul aria-label="Cost checks" className="wo-finance__flags">
        {checks.flags.map((f, i) => (
          <li key={`${f.code}-${f.logTimeId ?? f.workDate ?? i}`}>
            <Tag minimal intent={f.severity === "ERROR" ? Intent.DANGER : Intent.WARNING}>
              {f.severity === "ERROR" ? "Error" : "Warning"}
            </Tag>{" "}
            {f.message}
          </li>
        ))}
      </ul>
    </Callout>
  );
}
