import { DateTime } from "luxon";
import { BANK_HOLIDAY_DATES } from "@wo/shared";

/** Business hours: Monday to Friday, 08:00 to 18:00 Europe/London, bank holidays of England and Wales excepted. */
export const BUSINESS_ZONE = "Europe/London";
export const BUSINESS_DAY_START = 8;
export const BUSINESS_DAY_END = 18;

/** Whether a day (in the business zone) is a working day. */
export function isBusinessDay(day: DateTime): boolean {
  return day.weekday <= 5 && !BANK_HOLIDAY_DATES.has(day.toISODate()!);
}

/** The day's business hours as instants (each a wall-clock time in London, so BST and GMT both hold). */
function window(day: DateTime): { open: DateTime; close: DateTime } {
  const d = day.startOf("day");
  return { open: d.set({ hour: BUSINESS_DAY_START }), close: d.set({ hour: BUSINESS_DAY_END }) };
}

/**
 * `start` plus `hours` of business time: the clock runs only within business hours. A start outside
 * them counts from the next opening (Friday 17:00 + 2 business hours = Monday 09:00). Fractions of
 * hours are counted to the minute. Zero hours answer the start itself.
 */
export function addBusinessHours(start: Date, hours: number): Date {
  if (!(hours > 0)) return start;
  let remaining = Math.round(hours * 60); // minutes
  let at: DateTime = DateTime.fromJSDate(start, { zone: BUSINESS_ZONE });
  // at most a few years of days: the SLA hours are small, this bounds a bad value
  for (let guard = 0; guard < 3660; guard++) {
    if (isBusinessDay(at)) {
      const { open, close } = window(at);
      if (at < open) at = open;
      if (at < close) {
        const left = close.diff(at, "minutes").minutes;
        if (remaining <= left) return at.plus({ minutes: remaining }).toJSDate();
        remaining -= left;
      }
    }
    at = window(at.plus({ days: 1 })).open;
  }
  throw new Error(`business hours: ${hours} hours from ${start.toISOString()} is too far`);
}

/** `start` plus `hours` of clock time (elapsed time: a BST change does not move it). */
export function addClockHours(start: Date, hours: number): Date {
  return new Date(start.getTime() + Math.round(hours * 60) * 60_000);
}

/** `start` plus `hours`, counted in business hours or in clock hours. */
export function addSlaHours(start: Date, hours: number, businessHoursOnly: boolean): Date {
  return businessHoursOnly ? addBusinessHours(start, hours) : addClockHours(start, hours);
}

/** The business minutes between two instants (0 when `to` is not after `from`): the inverse of addBusinessHours. */
export function businessMinutesBetween(from: Date, to: Date): number {
  if (!(to > from)) return 0;
  let total = 0;
  let at: DateTime = DateTime.fromJSDate(from, { zone: BUSINESS_ZONE });
  const end = DateTime.fromJSDate(to, { zone: BUSINESS_ZONE });
  for (let guard = 0; guard < 36600 && at < end; guard++) {
    if (isBusinessDay(at)) {
      const { open, close } = window(at);
      const a = at < open ? open : at;
      const b = end < close ? end : close;
      if (b > a) total += b.diff(a, "minutes").minutes;
    }
    at = window(at.plus({ days: 1 })).open.startOf("day");
  }
  return Math.round(total);
}

/** The minutes between two instants, in business minutes or in clock minutes (negative when `to` is before `from`). */
export function slaMinutesBetween(from: Date, to: Date, businessHoursOnly: boolean): number {
  if (!businessHoursOnly) return Math.round((to.getTime() - from.getTime()) / 60_000);
  return to >= from ? businessMinutesBetween(from, to) : -businessMinutesBetween(to, from);
}
