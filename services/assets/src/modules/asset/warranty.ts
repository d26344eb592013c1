import { DateTime } from "luxon";
import { londonToday, ZONE } from "@wo/shared";

export const WARRANTY_UNITS = ["Days", "Months"] as const;
export type WarrantyUnit = (typeof WARRANTY_UNITS)[number];

/**
 * The day a warranty runs out: the installed date plus the period in days or calendar months (a
 * month from 31 January is the last day of February). Null without an installed date or a period.
 * The asset is in warranty before that day.
 */
export function warrantyEndDate(
  installedDate: string | null | undefined,
  period: number | null | undefined,
  unit: string | null | undefined,
): string | null {
  if (!installedDate || !period || period <= 0) return null;
  const start = DateTime.fromISO(installedDate, { zone: ZONE });
  if (!start.isValid) return null;
  return start.plus(unit === "Days" ? { days: period } : { months: period }).toISODate();
}

/** In warranty: today (London) is before the warranty's end. */
export function inWarranty(end: string | null, today: string = londonToday()): boolean {
  return end != null && today < end;
}

/**
 * The same end date in SQL over an asset row aliased `a` (PostgreSQL's month arithmetic clamps to
 * the month's end as luxon's does), for filters and sorts; null without a date or a period.
 */
export const WARRANTY_END_SQL =
  "(case when a.installed_date is not null and a.warranty_period > 0 then (a.installed_date + case when a.warranty_unit = 'Days' then make_interval(days => a.warranty_period) else make_interval(months => a.warranty_period) end)::date end)";

/** Whether an asset row `a` is in warranty today (London), in SQL: never null. */
export const IN_WARRANTY_SQL = `coalesce(${WARRANTY_END_SQL} > (now() at time zone '${ZONE}')::date, false)`;
