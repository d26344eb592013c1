import { useMemo, useState, type ReactNode } from "react";
import { useQuery } from "@apollo/client/react";
import { downloadExport } from "../../../app/download";
import { graphql } from "../../../gql";
import type { SlaAttainmentGroupBy, SlaClockKind } from "../../../gql/graphql";
import { H4 } from "../../../ui";
import { exportUrl, REPORT_FILTER_DEBOUNCE_MS, wholeDate } from "../report-filters";
import { lastFullMonth } from "./SlaAttainmentFigures";
import { SlaAttainmentView } from "./SlaAttainmentView";
import { useDebounced } from "./useDebounced";
import "../reports.css";

export const PortalSlaAttainment_Report = graphql(`
  query PortalSlaAttainment_Report(
    $from: LocalDate!
    $to: LocalDate!
    $groupBy: SlaAttainmentGroupBy!
    $clock: SlaClockKind
    $clientId: Int
    $contractorId: Int
  ) {
    slaAttainment(from: $from, to: $to, groupBy: $groupBy, clock: $clock, clientId: $clientId, contractorId: $contractorId) {
      ...SlaAttainmentFigures_Report
    }
  }
`);

export interface PortalSlaAttainmentProps {
  /** the portal's own: a client's or a contractor's (staff opening a portal see that one's figures) */
  tenant: { clientId: number } | { contractorId: number };
  /** the groupings the portal's users may choose, the default first (never their own kind: the server refuses it) */
  groupings: readonly SlaAttainmentGroupBy[];
  className: string;
  note: ReactNode;
}

/**
 * A portal's SLA attainment page (issue 27, docs/sla.md "Attainment"): the portal's own orders' response
 * and fix clocks met and breached over a date range (by default the last full month), with the chart and
 * the export of the same figures. The server answers a portal user its own orders only, whatever it asks.
 */
export function PortalSlaAttainment({ tenant, groupings, className, note }: PortalSlaAttainmentProps) {
  const [text, setText] = useState(() => ({ ...lastFullMonth(), groupBy: groupings[0]!, clock: "" }));
  const settled = useDebounced(text, REPORT_FILTER_DEBOUNCE_MS);
  const from = wholeDate(settled.dateFrom);
  const to = wholeDate(settled.dateTo);
  const clientId = "clientId" in tenant ? tenant.clientId : null;
  const contractorId = "contractorId" in tenant ? tenant.contractorId : null;
  const variables = useMemo(
    () => ({
      from: from ?? "",
      to: to ?? "",
      groupBy: settled.groupBy,
      clock: (settled.clock || null) as SlaClockKind | null,
      clientId,
      contractorId,
    }),
    [from, to, settled.groupBy, settled.clock, clientId, contractorId],
  );
  const { data, loading, error } = useQuery(PortalSlaAttainment_Report, { variables, skip: !from || !to, fetchPolicy: "cache-and-network" });
  const exportFile = () => void downloadExport(exportUrl("SlaAttainment", variables), "SLA attainment export");
  return (
    <div className={`wo-report wo-sla-attainment wo-sla-attainment--portal ${className}`} aria-busy={loading || undefined}>
      <H4>SLA attainment</H4>
      <SlaAttainmentView
        text={text}
        onChange={(change) => setText((t) => ({ ...t, ...change }))}
        groupings={groupings}
        datesWhole={!!from && !!to}
        report={data?.slaAttainment}
        loading={loading}
        error={error}
        onExport={exportFile}
        note={note}
      />
    </div>
  );
}
