/**
 * What the logging forms show before the server works it out for good (docs/billing.md): exact
 * decimal arithmetic on the typed strings (decimal.js), never floating point, rounded as the money rule says.
 */
import Decimal from "decimal.js";

const DECIMAL = /^\d{1,11}(\.\d{1,3})?$/;

/** a × b rounded half up to 2 decimals ("12.345" × "3" = "37.04"); null when either is not a decimal of at most 3 places. */
export function lineTotal(a: string, b: string): string | null {
  if (!DECIMAL.test(a.trim()) || !DECIMAL.test(b.trim())) return null;
  return new Decimal(a.trim()).times(b.trim()).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes from HH:mm to HH:mm (an earlier end is the next day); null when either is not a time. */
export function minutesBetween(from: string, to: string): number | null {
  const a = TIME.exec(from.trim());
  const b = TIME.exec(to.trim());
  if (!a || !b) return null;
  const start = Number(a[1]) * 60 + Number(a[2]);
  const end = Number(b[1]) * 60 + Number(b[2]);
  return end < start ? end + 24 * 60 - start : end - start;
}

/** Man-hours (engineers × hours) to 2 decimals, half up; null when the entry is not complete. */
export function manHours(from: string, to: string, engineers: string): string | null {
  const minutes = minutesBetween(from, to);
  if (minutes === null || !/^\d{1,3}$/.test(engineers.trim())) return null;
  const hundredths = Math.floor((Number(engineers) * minutes * 100 + 30) / 60);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;
}
