import { z } from "zod";

/**
 * The one parser of each kind of value the legacy forms send (JSON, form-encoded or in the query
 * string) that is not a plain id, flag or text (those are in legacy.ts): calendar dates, instants,
 * money and versions. Each takes a string or a number; null, "" (and the "null" or "undefined" a
 * legacy script puts in a query string) are none (null); absent is none too (null), or left out
 * with `kept(...)` (undefined: an update keeps the field). A value it cannot read is a 400 naming
 * the field ("duedate: must be a date ..."). Ranges and decimals are the services' to check, with
 * the spec's messages.
 */

type Parse<T> = (text: string) => T | null;

function parser<T>(what: string, parse: Parse<T>) {
  return z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v, ctx): T | null => {
      const text = v == null ? "" : String(v).trim();
      if (text === "" || text === "null" || text === "undefined") return null;
      const out = parse(text);
      if (out === null) {
        ctx.addIssue({ code: "custom", message: `must be ${what}` });
        return z.NEVER;
      }
      return out;
    });
}

/** A field that an update keeps when it is left out: undefined when absent, else as `schema` reads it. */
export const kept = <S extends z.ZodType>(schema: S) => z.union([z.undefined(), schema]);

/** YYYY-MM-DD when it names a real day. */
function day(y: string, m: string, d: string): string | null {
  const iso = `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/**
 * A calendar date, as YYYY-MM-DD: sent as YYYY-MM-DD (how the spec's forms send dates), an ISO
 * date-time (its date is taken), or DD/MM/YYYY (how the spec shows them, day first); a day that
 * does not exist (31/02/2026) is refused.
 */
export const legacyDate = parser("a date (DD/MM/YYYY or YYYY-MM-DD)", (t) => {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(t);
  if (iso) return day(iso[1]!, iso[2]!, iso[3]!);
  const uk = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  return uk ? day(uk[3]!, uk[2]!, uk[1]!) : null;
});

/**
 * An instant, as an ISO 8601 string in UTC: sent as an ISO 8601 date-time (a date alone is its
 * midnight, UTC), as the forms' date pickers send it. Other forms are refused (a month-first
 * 01/02/2026, which JavaScript would read as 2 January).
 */
export const legacyInstant = parser("a date (YYYY-MM-DD or ISO 8601)", (t) => {
  if (!/^\d{4}-\d{2}-\d{2}(?:$|[T ])/.test(t)) return null;
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(t) ? `${t}T00:00:00Z` : t);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
});

/**
 * Money (or any decimal amount), kept as its text for the Decimal scalar: digits with an optional
 * sign and up to 6 decimals, sent as a number or a string (the service checks its range and its
 * decimals, 3 for currency, with the spec's message).
 */
export const legacyMoney = parser("a number", (t) => (/^-?\d{1,15}(\.\d{1,6})?$/.test(t) ? t : null));

/** A record's version (optimistic concurrency), as the model read sent it back: a whole number of 0 or more. */
export const legacyVersion = parser("a whole number", (t) => (/^\d{1,9}$/.test(t) ? Number(t) : null));
