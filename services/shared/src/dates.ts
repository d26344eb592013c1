/** The product's zone: "today" and every calendar date are London's (§9: locale en-GB). */
export const ZONE = "Europe/London";

const LONDON_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** A moment's date in London, YYYY-MM-DD (today's by default): file names, "not in the future" checks. */
export function londonToday(now: Date = new Date()): string {
  return LONDON_DAY.format(now);
}
