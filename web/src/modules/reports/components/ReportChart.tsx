import { useEffect, useRef } from "react";
import type { Chart as ChartType } from "chart.js";
import { HTMLTable } from "../../../ui";

export type ChartSeries = { label: string; values: number[]; color: string };

export type ReportChartProps = {
  /** The chart's title: its caption and its accessible name */
  title: string;
  /** What a bar group is ("Week", "Contractor", "Reason"): the table's first column */
  labelTitle: string;
  /** One label a bar group (a week, a contractor, a reason) */
  labels: string[];
  series: ChartSeries[];
  /** How a value reads in the table (money, counts) */
  format?: (value: number) => string;
  /** Bars across (a long list of names) */
  horizontal?: boolean;
  /** The value axis reaches at least this (100 for percentages, so that 0% does not read as 0 of 1) */
  suggestedMax?: number;
};

/** The longest an axis label is drawn: a longer one ends in an ellipsis */
const AXIS_LABEL_CHARS = 22;
const shortLabel = (label: string) => (label.length > AXIS_LABEL_CHARS ? `${label.slice(0, AXIS_LABEL_CHARS - 1).trimEnd()}…` : label);

/** Whether this browser can draw on a canvas (a test's jsdom cannot: the table alone then) */
function canDraw(canvas: HTMLCanvasElement): boolean {
  return typeof navigator !== "undefined" && !/jsdom/i.test(navigator.userAgent) && typeof canvas.getContext === "function";
}

/**
 * A bar chart of a report (Chart.js, loaded with the chart) with its text alternative: the canvas
 * is named by its title and the same numbers are a table under it (a screen reader reads the table).
 */
export function ReportChart({ title, labelTitle, labels, series, format = String, horizontal = false, suggestedMax }: ReportChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<ChartType | null>(null);

  useEffect(() => {
    const el = canvas.current;
    if (!el || !canDraw(el)) return;
    let cancelled = false;
    void import("./chart-setup").then(({ Chart }) => {
      if (cancelled) return;
      chart.current?.destroy();
      chart.current = new Chart(el, {
        type: "bar",
        data: { labels, datasets: series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.color })) },
        options: {
          indexAxis: horizontal ? "y" : "x",
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          // a long name on a narrow screen would push the bars off: the axis shows its start, the tooltip and the table all of it
          scales: {
            [horizontal ? "y" : "x"]: { ticks: { callback: (_value: unknown, i: number) => shortLabel(labels[i] ?? "") } },
            [horizontal ? "x" : "y"]: { beginAtZero: true, suggestedMax },
          },
          plugins: {
            legend: { display: series.length > 1 },
            tooltip: { callbacks: { label: (c) => `${c.dataset.label}: ${format(Number(c.raw))}` } },
          },
        },
      });
    });
    return () => {
      cancelled = true;
      chart.current?.destroy();
      chart.current = null;
    };
  }, [labels, series, format, horizontal, suggestedMax]);

  return (
    <figure className="wo-report-chart">
      <figcaption>{title}</figcaption>
      <div className="wo-report-chart__canvas">
        <canvas ref={canvas} role="img" aria-label={`${title}: the table below holds its numbers`} />
      </div>
      <details className="wo-report-chart__data">
        <summary>Chart data</summary>
        <HTMLTable compact aria-label={title}>
          <thead>
            <tr>
              <th scope="col">{labelTitle}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={`${label}-${i}`}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.label}>{format(s.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </details>
    </figure>
  );
}
