import { useMemo, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { useParams } from "react-router-dom";
import { downloadExport } from "../../../app/download";
import { graphql } from "../../../gql";
import type { SlaAttainmentGroupBy, SlaClockKind } from "../../../gql/graphql";
import { H4 } from "../../../ui";
import { lastFullMonth } from "../../reports/components/SlaAttainmentFigures";
import { SlaAttainmentView } from "../../reports/components/SlaAttainmentView";
import { useDebounced } from "../../reports/components/useDebounced";
import { exportUrl, REPORT_FILTER_DEBOUNCE_MS, wholeDate } from "../../reports/report-filters";
import "../../reports/reports.css";

export const ClientSlaPage_Attainment = graphql(`
  query ClientSlaPage_Attainment($from: LocalDate!, $to: LocalDate!, $groupBy: SlaAttainmentGroupBy!, $clock: SlaClockKind, $clientId: Int!) {
    slaAttainment(from: $from, to: $to, groupBy: $groupBy, clock: $clock, clientId: $clientId) {
      ...SlaAttainmentFigures_Report
    }
  }
`);

/** A client's groupings: by its contractors (the first), or by sub-trade; by client would be one row, itself (the server refuses it) */
const GROUPINGS = ["CONTRACTOR", "SUB_TRADE"] as const;

/**
 * #/client_portal/{id}/sla (issue 27, docs/sla.md "Attainment"): the client's own SLA attainment, its
 * contractors' response and fix clocks met and breached over a date range (by default the last full
 * month), by contractor or by sub-trade, with the chart and the export of the same figures. The server
 * answers a client user its own client's orders only; staff opening a client's portal see that client's.
 * On a phone each group is a card.
 */
export function ClientSlaPage() {
  const clientId = Number(useParams().clientId);
  const [text, setText] = useState(() => ({ ...lastFullMonth(), groupBy: "CONTRACTOR" as SlaAttainmentGroupBy, clock: "" }));
  const settled = useDebounced(text, REPORT_FILTER_DEBOUNCE_MS);
  const from = wholeDate(settled.dateFrom);
  const to = wholeDate(settled.dateTo);
  const variables = useMemo(
    () => ({ from: from ?? "", to: to ?? "", groupBy: settled.groupBy, clock: (settled.clock || null) as SlaClockKind | null, clientId }),
    [from, to, settled.groupBy, settled.clock, clientId],
  );
  const { data, loading, error } = useQuery(ClientSlaPage_Attainment, { variables, skip: !from || !to, fetchPolicy: "cache-and-network" });
  const report = data?.slaAttainment;
  const set = (change: Partial<typeof text>) => setText((t) => ({ ...t, ...change }));
  const exportFile = () =>
    void downloadExport(
      exportUrl("SlaAttainment", { from: variables.from, to: variables.to, groupBy: variables.groupBy, clock: variables.clock, clientId }),
      "SLA attainment export",
    );
  return (
    <div className="wo-portal__section wo-report wo-sla-attainment wo-sla-attainment--portal" aria-busy={loading || undefined}>
      <H4>SLA attainment</H4>
      <SlaAttainmentView
        text={text}
        onChange={set}
        groupings={GROUPINGS}
        datesWhole={!!from && !!to}
        report={report}
        loading={loading}
        error={error}
        onExport={exportFile}
        note={
          <>
            Your work orders&apos; SLA clocks: a clock counts where it was decided, met on or before its target, or breached when its target passed
            unmet. Paused time is while an order awaited your approval of a quote. A past month&apos;s figures do not change.
          </>
        }
      />
    </div>
  );
}
