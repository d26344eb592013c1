import { useMemo, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { useParams } from "react-router-dom";
import { downloadExport } from "../../../app/download";
import { graphql } from "../../../gql";
import type { SlaClockKind } from "../../../gql/graphql";
import { Button, Callout, H4, SelectField, Spinner, TextField } from "../../../ui";
import { GROUP_LABELS, lastFullMonth, SlaAttainmentFigures } from "../../reports/components/SlaAttainmentFigures";
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
type Grouping = "CONTRACTOR" | "SUB_TRADE";
const CLOCK_LABELS: Record<SlaClockKind, string> = { RESPONSE: "Response only", FIX: "Fix only" };

/**
 * #/client_portal/{id}/sla (issue 27, docs/sla.md "Attainment"): the client's own SLA attainment, its
 * contractors' response and fix clocks met and breached over a date range (by default the last full
 * month), by contractor or by sub-trade, with the chart and the export of the same figures. The server
 * answers a client user its own client's orders only; staff opening a client's portal see that client's.
 * On a phone each group is a card.
 */
export function ClientSlaPage() {
  const clientId = Number(useParams().clientId);
  const [text, setText] = useState(() => ({ ...lastFullMonth(), groupBy: "CONTRACTOR" as Grouping, clock: "" }));
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
  const dateHelper = (value: string) => (value && !wholeDate(value) ? "Not a whole date (DD/MM/YYYY)" : undefined);
  const exportFile = () =>
    void downloadExport(
      exportUrl("SlaAttainment", { from: variables.from, to: variables.to, groupBy: variables.groupBy, clock: variables.clock, clientId }),
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
    <div className="wo-portal__section wo-report wo-sla-attainment wo-sla-attainment--portal" aria-busy={loading || undefined}>
      <H4>SLA attainment</H4>
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
            placeholder={GROUP_LABELS.CONTRACTOR}
            value={text.groupBy === "CONTRACTOR" ? "" : text.groupBy}
            onChange={(groupBy) => set({ groupBy: (groupBy || "CONTRACTOR") as Grouping })}
            options={[{ value: "SUB_TRADE", label: GROUP_LABELS.SUB_TRADE }]}
          />
          <SelectField
            id="sla-clock"
            label="Clocks"
            placeholder="Response and fix"
            value={text.clock}
            onChange={(clock) => set({ clock })}
            options={(["RESPONSE", "FIX"] as const).map((c) => ({ value: c, label: CLOCK_LABELS[c] }))}
          />
        </div>
        <Button icon="download" text="Export" onClick={exportFile} disabled={!from || !to} />
      </div>
      {error && report ? <Callout intent="warning">The figures shown may be out of date: {error.message}</Callout> : null}
      {body}
      <p className="wo-sla-attainment__note">
        Your work orders&apos; SLA clocks: a clock counts where it was decided, met on or before its target, or breached when its target passed unmet.
        Paused time is while an order awaited your approval of a quote. A past month&apos;s figures do not change.
      </p>
    </div>
  );
}
