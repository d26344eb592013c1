import { useMemo } from "react";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import type { SlaAttainmentFigures_ReportFragment, SlaAttainmentGroupBy } from "../../../gql/graphql";
import { Card, HTMLTable, NonIdealState, useNarrowScreen } from "../../../ui";
import { formatDay } from "../../../ui/format";
import { ReportChart } from "./ReportChart";

export const SlaAttainmentFigures_Report = graphql(`
  fragment SlaAttainmentFigures_Report on SlaAttainment {
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
`);

type Row = SlaAttainmentFigures_ReportFragment["total"];

export const GROUP_LABELS: Record<SlaAttainmentGroupBy, string> = { CLIENT: "Client", CONTRACTOR: "Contractor", SUB_TRADE: "Sub Trade" };

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

/** One group as a card (a phone): its name and attainment, then its clocks and paused time as a list of terms */
function RowCard({ row, total }: { row: Row; total?: boolean }) {
  return (
    <Card className={total ? "wo-sla-attainment__card wo-sla-attainment__card--total" : "wo-sla-attainment__card"} aria-label={row.groupName}>
      <div className="wo-sla-attainment__card-head">
        <strong>{row.groupName}</strong>
        <span className="wo-sla-attainment__card-percent">{percent(row.attainmentPercent)}</span>
      </div>
      <dl className="wo-sla-attainment__card-terms">
        <dt>Orders</dt>
        <dd>{row.orders}</dd>
        <dt>Response</dt>
        <dd>
          {row.responseMet} met · {row.responseBreached} breached
        </dd>
        <dt>Fix</dt>
        <dd>
          {row.fixMet} met · {row.fixBreached} breached
        </dd>
        <dt>Paused</dt>
        <dd>
          {formatMinutes(row.pausedMinutes)} (average {formatMinutes(row.averagePausedMinutes)})
        </dd>
      </dl>
    </Card>
  );
}

export type SlaAttainmentFiguresProps = {
  report: FragmentType<typeof SlaAttainmentFigures_Report>;
};

/**
 * The figures of an SLA attainment report (docs/sla.md "Attainment"): a row per group and the total
 * (as cards on a phone), and a bar chart of the attainment per group; "nothing decided" when no clock
 * counts. Staff's reports tab and the client portal's page show the same.
 */
export function SlaAttainmentFigures(props: SlaAttainmentFiguresProps) {
  const report = getFragmentData(SlaAttainmentFigures_Report, props.report);
  const narrow = useNarrowScreen();
  const groupLabel = GROUP_LABELS[report.groupBy];
  const chart = useMemo(
    () => ({
      labels: report.rows.map((r) => r.groupName),
      series: [{ label: "Attainment %", values: report.rows.map((r) => r.attainmentPercent ?? 0), color: "#238551" }],
    }),
    [report],
  );
  if (!report.rows.length)
    return (
      <NonIdealState
        icon="time"
        title="No SLA clocks decided"
        description={`None met or breached from ${formatDay(report.from)} to ${formatDay(report.to)}.`}
      />
    );
  const label = `SLA attainment by ${groupLabel.toLowerCase()}`;
  return (
    <>
      {narrow ? (
        <ul className="wo-sla-attainment__cards" aria-label={label}>
          {report.rows.map((r) => (
            <li key={r.groupId ?? "none"}>
              <RowCard row={r} />
            </li>
          ))}
          <li>
            <RowCard row={report.total} total />
          </li>
        </ul>
      ) : (
        <HTMLTable compact striped className="wo-sla-attainment__table" aria-label={label}>
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
      )}
      <ReportChart
        title={`Attainment by ${groupLabel.toLowerCase()}`}
        labelTitle={groupLabel}
        {...chart}
        format={(v) => `${v.toFixed(1)}%`}
        horizontal
        suggestedMax={100}
      />
    </>
  );
}
