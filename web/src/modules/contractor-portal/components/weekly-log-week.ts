/** A London week, Monday to Sunday, as the API takes days (YYYY-MM-DD) */
export type LondonWeek = { from: string; to: string };

const LONDON_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" });

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The London week holding `now`, moved by `offset` weeks: Monday (dateFrom) to Sunday (dateTo) of
 * the contractor dashboard's weekly order log (portals §2.2).
 */
export function londonWeek(now: Date, offset = 0): LondonWeek {
  const [y, m, d] = LONDON_DAY.format(now).split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(y, m - 1, d - sinceMonday + offset * 7));
  const sunday = new Date(Date.UTC(monday.getUTCFullYear(), monday.getUTCMonth(), monday.getUTCDate() + 6));
  return { from: iso(monday), to: iso(sunday) };
}
