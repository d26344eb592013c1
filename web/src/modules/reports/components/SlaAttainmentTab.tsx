import { useMemo, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { downloadExport } from "../../../app/download";
import { graphql } from "../../../gql";
import type { SlaAttainmentGroupBy, SlaClockKind } from "../../../gql/graphql";
import { SelectField } from "../../../ui";
import { exportUrl, REPORT_FILTER_DEBOUNCE_MS, wholeDate } from "../report-filters";
import { ReportFilterBar_Clients } from "./ReportFilterBar";
import { lastFullMonth } from "./SlaAttainmentFigures";
import { SlaAttainmentView } from "./SlaAttainmentView";
import { useDebounced } from "./useDebounced";

export const SlaAttainmentTab_Report = graphql(`
  query SlaAttainmentTab_Report($from: LocalDate!, $to: LocalDate!, $groupBy: SlaAttainmentGroupBy!, $clock: SlaClockKind, $clientId: Int) {
    slaAttainment(from: $from, to: $to, groupBy: $groupBy, clock: $clock, clientId: $clientId) {
      ...SlaAttainmentFigures_Report
    }
  }
`);

/**
 * SLA attainment (issue 27, docs/sla.md "Attainment"): for a date range (by default the last full
 * month), per client, contractor or sub-trade, the response and fix clocks met and breached, the
 * attainment and the paused time; a bar chart of the attainment per group and the export of the same
 * figures (SlaAttainment.aspx). The figures are the server's; a past month's never change.
 */
export function SlaAttainmentTab() {
  const [text, setText] = useState(() => ({ ...lastFullMonth(), groupBy: "CLIENT" as SlaAttainmentGroupBy, clock: "", clientId: "" }));
  const settled = useDebounced(text, REPORT_FILTER_DEBOUNCE_MS);
  const from = wholeDate(settled.dateFrom);
  const to = wholeDate(settled.dateTo);
  const variables = useMemo(
    () => ({
      from: from ?? "",
      to: to ?? "",
      groupBy: settled.groupBy,
      clock: (settled.clock || null) as SlaClockKind | null,
      clientId: settled.clientId ? Number(settled.clientId) : null,
    }),
    [from, to, settled.groupBy, settled.clock, settled.clientId],
  );
  const { data, loading, error } = useQuery(SlaAttainmentTab_Report, { variables, skip: !from || !to, fetchPolicy: "cache-and-network" });
  const clients = useQuery(ReportFilterBar_Clients).data?.clientList ?? [];
  const report = data?.slaAttainment;
  const set = (change: Partial<typeof text>) => setText((t) => ({ ...t, ...change }));
  const exportFile = () =>
    void downloadExport(
      exportUrl("SlaAttainment", {
        from: variables.from,
        to: variables.to,
        groupBy: variables.groupBy,
        clock: variables.clock,
        clientId: variables.clientId,
      }),
      "SLA attainment export",
    );
  return (
    <div className="wo-report wo-sla-attainment" aria-busy={loading || undefined}>
      <SlaAttainmentView
        text={text}
        onChange={set}
        groupings={["CLIENT", "CONTRACTOR", "SUB_TRADE"]}
        moreFilters={
          <SelectField
            id="sla-client"
            label="Client"
            placeholder="All clients"
            value={text.clientId}
            onChange={(clientId) => set({ clientId })}
            options={clients.map((c) => ({ value: String(c.id), label: c.name }))}
          />
        }
        datesWhole={!!from && !!to}
        report={report}
        loading={loading}
        error={error}
        onExport={exportFile}
        note={
          <>
            A clock counts where it was decided: met on or before its target, or breached when its target passed unmet. Paused time is while the order
            awaited quote approval. A past month&apos;s figures do not change.
          </>
        }
      />
    </div>
  );
}
