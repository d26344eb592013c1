import { DateTime } from "luxon";
import { ZONE } from "@wo/shared";

/** A work order named in a file or a query: its reference (WO0000123, any case, zeros optional) or its id (123). */
const REFERENCE = /^(?:wo)?0*(\d{1,9})$/i;

/** The work order a cell names, by reference or id; null when it names none. */
export function workOrderIdOf(text: string): number | null {
  const m = REFERENCE.exec(text.trim());
  const id = m ? Number(m[1]) : NaN;
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** A calendar day as DD/MM/YYYY or YYYY-MM-DD (one-digit days and months too), a real date, as YYYY-MM-DD; null otherwise. */
export function parseDay(text: string): string | null {
  const t = text.trim();
  const d = /^\d{4}-\d{1,2}-\d{1,2}$/.test(t)
    ? DateTime.fromFormat(t, "yyyy-M-d", { zone: ZONE })
    : /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(t)
      ? DateTime.fromFormat(t, "d/M/yyyy", { zone: ZONE })
      : null;
  return d?.isValid ? d.toISODate() : null;
}

/** An amount as a file may write it: digits with up to 3 decimals, a £ and thousands commas allowed. */
const AMOUNT = /^-?\d{1,11}(\.\d{1,3})?$/;

/**
 * An amount of money from a cell ("1234.5", "£1,234.50", "-3"), as decimal text; null when the cell
 * is not an amount with at most 11 whole digits and 3 decimals.
 */
export function parseAmount(text: string): string | null {
  const t = text
    .trim()
    .replace(/^(-?)£/, "$1")
    .replace(/,(?=\d{3}(\D|$))/g, "");
  return AMOUNT.test(t) ? t : null;
}
