import { useMemo, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { downloadExport } from "../../../app/download";
import { graphql } from "../../../gql";
import type { SlaAttainmentGroupBy, SlaClockKind } from "../../../gql/graphql";
import { Button, Callout, SelectField, Spinner, TextField } from "../../../ui";
import { exportUrl, REPORT_FILTER_DEBOUNCE_MS, wholeDate } from "../report-filters";
import { ReportFilterBar_Clients } from "./ReportFilterBar";
import { GROUP_LABELS, lastFullMonth, SlaAttainmentFigures } from "./SlaAttainmentFigures";
import { useDebounced } from "./useDebounced";

export const SlaAttainmentTab_Report = graphql(`
  query SlaAttainmentTab_Report($from: LocalDate!, $to: LocalDate!, $groupBy: SlaAttainmentGroupBy!, $clock: SlaClockKind, $clientId: Int) {
    slaAttainment(from: $from, to: $to, groupBy: $groupBy, clock: $clock, clientId: $clientId) {
      ...SlaAttainmentFigures_Report
    }
  }
`);

const CLOCK_LABELS: Record<SlaClockKind, string> = { RESPONSE: "Response only", FIX: "Fix only" };

/**
 * SLA attainment (issue 27, docs/sla.md "Attainment"): for a date range (by default the last full
 * month), per client, contractor or sub-trade, the response and fix clocks met and breached, the
 * attainment and the paused time; a bar chart of the attainment per group and the export of the same
 * figures (SlaAttainment.aspx). The figures are the server's; a past month's never change.
 */
export function SlaAttainmentTab() {
  const [text, setText] = useState(() => ({ ...lastFullMonth(), groupBy: "CLIENT" as string, clock: "", clientId: "" }));
  const settled = useDebounced(text, REPORT_FILTER_DEBOUNCE_MS);
  const from = wholeDate(settled.dateFrom);
  const to = wholeDate(settled.dateTo);
  const variables = useMemo(
    () => ({
      from: from ?? "",
      to: to ?? "",
      groupBy: settled.groupBy as SlaAttainmentGroupBy,
      clock: (settled.clock || null) as SlaClockKind | null,
      clientId: settled.clientId ? Number(settled.clientId) : null,
    }),
    [from, to, settled.groupBy, settled.clock, settled.clientId],
  );
  const { data, loading, error } = useQuery(SlaAttainmentTab_Report, { variables, skip: !from || !to, fetchPolicy: "cache-and-network" });
  const clients = useQuery(ReportFilterBar_Clients).data?.clientList ?? [];
  const report = data?.slaAttainment;
  const set = (change: Partial<typeof text>) => setText((t) => ({ ...t, ...change }));
  const dateHelper = (value: string) => (value && !wholeDate(value) ? "Not a whole date (DD/MM/YYYY)" : undefined);
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
  let body;
  if (!from || !to) body = <Callout intent="primary">Enter both dates (DD/MM/YYYY) to see the attainment.</Callout>;
  else if (error && !report)
    body = (
      <Callout intent="danger" title="The SLA attainment could not be loaded">
        {error.message}
      </Callout>
    );
  else if (!report) body = <Spinner aria-label="Loading the SLA attainment" />;
  else body = <SlaAttainmentFigures report={report} />;
  return (
    <div className="wo-report wo-sla-attainment" aria-busy={loading || undefined}>
      <div className="wo-report__bar">
        <div className="wo-report-filters" role="group" aria-label="Filters">
          <TextField
            id="sla-date-from"
            label="Date from"
            placeholder="DD/MM/YYYY"
            value={text.dateFrom}
            onChange={(dateFrom) => set({ dateFrom })}
            helper={dateHelper(text.dateFrom)}
          />
          <TextField
            id="sla-date-to"
            label="Date to"
            placeholder="DD/MM/YYYY"
            value={text.dateTo}
            onChange={(dateTo) => set({ dateTo })}
            helper={dateHelper(text.dateTo)}
          />
          <SelectField
            id="sla-group-by"
            label="Group by"
            placeholder="Client"
            value={text.groupBy === "CLIENT" ? "" : text.groupBy}
            onChange={(groupBy) => set({ groupBy: groupBy || "CLIENT" })}
            options={(["CONTRACTOR", "SUB_TRADE"] as const).map((g) => ({ value: g, label: GROUP_LABELS[g] }))}
          />
          <SelectField
            id="sla-clock"
            label="Clocks"
            placeholder="Response and fix"
            value={text.clock}
            onChange={(clock) => set({ clock })}
            options={(["RESPONSE", "FIX"] as const).map((c) => ({ value: c, label: CLOCK_LABELS[c] }))}
          />
          <SelectField
            id="sla-client"
            label="Client"
            placeholder="All clients"
            value={text.clientId}
            onChange={(clientId) => set({ clientId })}
            options={clients.map((c) => ({ value: String(c.id), label: c.name }))}
          />
        </div>
        <Button icon="download" text="Export" onClick={exportFile} disabled={!from || !to} />
      </div>
      {error && report ? <Callout intent="warning">The figures shown may be out of date: {error.message}</Callout> : null}
      {body}
      <p className="wo-sla-attainment__note">
        A clock counts where it was decided: met on or before its target, or breached when its target passed unmet. Paused time is while the order
        awaited quote approval. A past month&apos;s figures do not change.
      </p>
    </div>
  );
}
