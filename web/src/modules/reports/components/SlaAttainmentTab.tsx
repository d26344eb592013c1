import { useMemo, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { downloadExport } from "../../../app/download";
import { graphql } from "../../../gql";
import type { SlaAttainmentGroupBy, SlaAttainmentTab_ReportQuery, SlaClockKind } from "../../../gql/graphql";
import { Button, Callout, HTMLTable, NonIdealState, SelectField, Spinner, TextField } from "../../../ui";
import { formatDay } from "../../../ui/format";
import { exportUrl, REPORT_FILTER_DEBOUNCE_MS, wholeDate } from "../report-filters";
import { ReportChart } from "./ReportChart";
import { ReportFilterBar_Clients } from "./ReportFilterBar";
import { useDebounced } from "./useDebounced";

export const SlaAttainmentTab_Report = graphql(`
  query SlaAttainmentTab_Report($from: LocalDate!, $to: LocalDate!, $groupBy: SlaAttainmentGroupBy!, $clock: SlaClockKind, $clientId: Int) {
    slaAttainment(from: $from, to: $to, groupBy: $groupBy, clock: $clock, clientId: $clientId) {
      from
      to
      groupBy
      rows {
        groupId
        groupName
        orders
        responseMet
        responseBreached
        fixMet
        fixBreached
        attainmentPercent
        pausedMinutes
        averagePausedMinutes
      }
      total {
        groupId
        groupName
        orders
        responseMet
        responseBreached
        fixMet
        fixBreached
        attainmentPercent
        pausedMinutes
        averagePausedMinutes
      }
    }
  }
`);

type Report = SlaAttainmentTab_ReportQuery["slaAttainment"];
type Row = Report["total"];

export const GROUP_LABELS: Record<SlaAttainmentGroupBy, string> = { CLIENT: "Client", CONTRACTOR: "Contractor", SUB_TRADE: "Sub Trade" };
const CLOCK_LABELS: Record<SlaClockKind, string> = { RESPONSE: "Response only", FIX: "Fix only" };

const pad = (n: number) => String(n).padStart(2, "0");
/** The last full calendar month before `today` (DD/MM/YYYY, as the boxes hold it). */
export function lastFullMonth(today = new Date()): { dateFrom: string; dateTo: string } {
  const y = today.getMonth() === 0 ? today.getFullYear() - 1 : today.getFullYear();
  const m = today.getMonth() === 0 ? 12 : today.getMonth(); // 1-12, the month before
  const last = new Date(y, m, 0).getDate();
  return { dateFrom: `01/${pad(m)}/${y}`, dateTo: `${pad(last)}/${pad(m)}/${y}` };
}

/** Minutes as hours and minutes ("3 h 05 min", "40 min") */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes == null) return "–";
  const whole = Math.round(minutes);
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  return h ? `${h} h ${pad(m)} min` : `${m} min`;
}
const percent = (p: number | null | undefined) => (p == null ? "–" : `${p.toFixed(1)}%`);

function RowCells({ row }: { row: Row }) {
  return (
    <>
      <th scope="row">{row.groupName}</th>
      <td>{row.orders}</td>
      <td>{row.responseMet}</td>
      <td>{row.responseBreached}</td>
      <td>{row.fixMet}</td>
      <td>{row.fixBreached}</td>
      <td>{percent(row.attainmentPercent)}</td>
      <td>{formatMinutes(row.pausedMinutes)}</td>
      <td>{formatMinutes(row.averagePausedMinutes)}</td>
    </>
  );
}

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
  const chart = useMemo(
    () =>
      report && report.rows.length
        ? {
            labels: report.rows.map((r) => r.groupName),
            series: [{ label: "Attainment %", values: report.rows.map((r) => r.attainmentPercent ?? 0), color: "#238551" }],
          }
        : null,
    [report],
  );
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
  const groupLabel = GROUP_LABELS[variables.groupBy];
  let body;
  if (!from || !to) body = <Callout intent="primary">Enter both dates (DD/MM/YYYY) to see the attainment.</Callout>;
  else if (error && !report)
    body = (
      <Callout intent="danger" title="The SLA attainment could not be loaded">
        {error.message}
      </Callout>
    );
  else if (!report) body = <Spinner aria-label="Loading the SLA attainment" />;
  else if (!report.rows.length)
    body = (
      <NonIdealState
        icon="time"
        title="No SLA clocks decided"
        description={`None met or breached from ${formatDay(report.from)} to ${formatDay(report.to)}.`}
      />
    );
  else
    body = (
      <>
        <HTMLTable compact striped className="wo-sla-attainment__table" aria-label={`SLA attainment by ${groupLabel.toLowerCase()}`}>
          <thead>
            <tr>
              <th scope="col">{groupLabel}</th>
              <th scope="col">Orders</th>
              <th scope="col">Response met</th>
              <th scope="col">Response breached</th>
              <th scope="col">Fix met</th>
              <th scope="col">Fix breached</th>
              <th scope="col">Attainment</th>
              <th scope="col">Paused</th>
              <th scope="col">Average paused</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((r) => (
              <tr key={r.groupId ?? "none"}>
                <RowCells row={r} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <RowCells row={report.total} />
            </tr>
          </tfoot>
        </HTMLTable>
        {chart ? (
          <ReportChart
            title={`Attainment by ${groupLabel.toLowerCase()}`}
            labelTitle={groupLabel}
            {...chart}
            format={(v) => `${v.toFixed(1)}%`}
            horizontal
          />
        ) : null}
      </>
    );
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
