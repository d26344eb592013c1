import { DateTime } from "luxon";
import { ZONE } from "../../../ui/format";
import "./dashboard.css";

export type ChartWeek = { weekStart: string; logged: number; closed: number };

/** A week's label: the London day it starts on, DD/MM */
export function weekLabel(iso: string): string {
  const dt = DateTime.fromISO(iso, { setZone: true });
  return dt.isValid ? dt.setZone(ZONE).toFormat("dd/LL") : "";
}

/** The top of the scale: four equal whole steps of a readable size reaching the largest bar (never 0) */
export function scaleTop(max: number): number {
  const rough = Math.max(max, 4) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const steps = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].map((m) => m * magnitude).filter((s) => Number.isInteger(s));
  const step = steps.find((s) => s >= rough) ?? 10 * magnitude;
  return step * 4;
}

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 36 };
const LOGGED = "#2d72d2";
const CLOSED = "#238551";

export type WeeksChartProps = { weeks: ReadonlyArray<ChartWeek> };

/**
 * The dashboard's chart: work orders logged against closed in each of the last 12 weeks, oldest
 * first, as grouped bars. Drawn as plain SVG (no chart library: two bars a week need none); for
 * screen readers the same figures are a table, and each bar has its own title.
 */
export function WeeksChart({ weeks }: WeeksChartProps) {
  const top = scaleTop(Math.max(0, ...weeks.flatMap((w) => [w.logged, w.closed])));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(weeks.length, 1);
  const bar = Math.min(18, slot * 0.35);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const ticks = [0, 1, 2, 3, 4].map((i) => (top / 4) * i);
  return (
    <figure className="wo-weeks-chart" aria-labelledby="wo-weeks-chart-title">
      <figcaption id="wo-weeks-chart-title">Work orders logged and closed, last 12 weeks</figcaption>
      <div className="wo-weeks-chart__legend" aria-hidden="true">
        <span>
          <i style={{ background: LOGGED }} /> Logged
        </span>
        <span>
          <i style={{ background: CLOSED }} /> Closed
        </span>
      </div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label="Logged and closed work orders by week" className="wo-weeks-chart__svg">
        {ticks.map((t) => (
          <g key={t} className="wo-weeks-chart__tick">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} stroke="#e5e8eb" />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#5f6b7c">
              {t}
            </text>
          </g>
        ))}
        {weeks.map((w, i) => {
          const x = PAD.left + i * slot + slot / 2;
          const label = weekLabel(w.weekStart);
          return (
            <g key={w.weekStart} data-week={label}>
              <rect x={x - bar - 1} y={y(w.logged)} width={bar} height={y(0) - y(w.logged)} fill={LOGGED} className="wo-weeks-chart__logged">
                <title>{`Week of ${label}: ${w.logged} logged`}</title>
              </rect>
              <rect x={x + 1} y={y(w.closed)} width={bar} height={y(0) - y(w.closed)} fill={CLOSED} className="wo-weeks-chart__closed">
                <title>{`Week of ${label}: ${w.closed} closed`}</title>
              </rect>
              <text x={x} y={HEIGHT - 10} textAnchor="middle" fontSize="11" fill="#5f6b7c">
                {label}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="wo-visually-hidden">
        <caption>Work orders by week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Logged</th>
            <th scope="col">Closed</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.weekStart}>
              <th scope="row">{weekLabel(w.weekStart)}</th>
              <td>{w.logged}</td>
              <td>{w.closed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
