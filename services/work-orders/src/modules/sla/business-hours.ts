import { DateTime } from "luxon";
import { BANK_HOLIDAY_DATES } from "@wo/shared";

/** Business hours: Monday to Friday, 08:00 to 18:00 Europe/London, bank holidays of England and Wales excepted. */
export const BUSINESS_ZONE = "Europe/London";
export const BUSINESS_DAY_START = 8;
export const BUSINESS_DAY_END = 18;

/** Whether a day (in the business zone) is a working day. */
export function isBusinessDay(day: DateTime): boolean {
  return isBusinessDayNumber(dayNumber(day));
}

// The arithmetic below runs on London wall-clock time held as milliseconds ("wall ms": the local date
// and time read as if they were UTC), converted from and to instants once per call. Business hours
// (08:00 to 18:00) never contain a clock change (those happen at 01:00 and 02:00), so within them wall
// time and elapsed time agree; a whole business day is always 600 minutes. This keeps a clock that
// was breached years ago, or paused for months, as cheap as one due today: the days are counted, not
// walked through a time-zone library.
const MINUTE = 60_000;
const DAY = 86_400_000;
const OPEN = BUSINESS_DAY_START * 60 * MINUTE;
const CLOSE = BUSINESS_DAY_END * 60 * MINUTE;
/** A full business day in minutes. */
const DAY_MINUTES = (BUSINESS_DAY_END - BUSINESS_DAY_START) * 60;

/** The day's number counted from 1970-01-01 (the London calendar date of `day`). */
function dayNumber(day: DateTime): number {
  return Math.floor(Date.UTC(day.year, day.month - 1, day.day) / DAY);
}

/** London wall ms of an instant. */
function toWall(at: Date): number {
  return at.getTime() + DateTime.fromJSDate(at, { zone: BUSINESS_ZONE }).offset * MINUTE;
}

/** The instant of London wall ms (within business hours: never in a clock change's gap or overlap). */
function fromWall(wall: number): Date {
  const w = new Date(wall);
  return DateTime.fromObject(
    {
      year: w.getUTCFullYear(),
      month: w.getUTCMonth() + 1,
      day: w.getUTCDate(),
      hour: w.getUTCHours(),
      minute: w.getUTCMinutes(),
      second: w.getUTCSeconds(),
      millisecond: w.getUTCMilliseconds(),
    },
    { zone: BUSINESS_ZONE },
  ).toJSDate();
}

/** Weekdays among day numbers [0, n): 1970-01-05 (day 4) was a Monday, so day d is a weekday when (d + 3) % 7 < 5. */
function weekdaysBefore(n: number): number {
  const m = n + 3;
  return Math.floor(m / 7) * 5 + Math.min(((m % 7) + 7) % 7, 5) - 3;
}

const isWeekday = (d: number) => (((d + 3) % 7) + 7) % 7 < 5;

/** The bank holidays that fall on weekdays, as sorted day numbers. */
const HOLIDAY_DAYS: readonly number[] = [...BANK_HOLIDAY_DATES]
  .map((iso) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY))
  .filter(isWeekday)
  .sort((x, y) => x - y);
const HOLIDAYS = new Set(HOLIDAY_DAYS);

function isBusinessDayNumber(d: number): boolean {
  return isWeekday(d) && !HOLIDAYS.has(d);
}

/** How many sorted values are below n. */
function below(sorted: readonly number[], n: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < n) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The business days among day numbers [from, to): weekdays less the bank holidays on weekdays. */
function businessDaysBetween(from: number, to: number): number {
  if (to <= from) return 0;
  return weekdaysBefore(to) - weekdaysBefore(from) - (below(HOLIDAY_DAYS, to) - below(HOLIDAY_DAYS, from));
}

/** The business ms of day `d` between two wall times of that day (ms since its midnight). */
function withinDay(d: number, from: number, to: number): number {
  if (!isBusinessDayNumber(d)) return 0;
  const a = Math.max(from, OPEN);
  const b = Math.min(to, CLOSE);
  return b > a ? b - a : 0;
}

/**
 * `start` plus `hours` of business time: the clock runs only within business hours. A start outside
 * them counts from the next opening (Friday 17:00 + 2 business hours = Monday 09:00). Fractions of
 * hours are counted to the minute. Zero hours answer the start itself.
 */
export function addBusinessHours(start: Date, hours: number): Date {
  if (!(hours > 0)) return start;
  let remaining = Math.round(hours * 60) * MINUTE;
  const wall = toWall(start);
  let day = Math.floor(wall / DAY);
  let at = wall - day * DAY; // ms since the day's midnight
  // whole weeks first, when more than three are left (each week at most five business days)
  const weeks = Math.floor(remaining / (DAY_MINUTES * 5 * MINUTE)) - 2;
  if (weeks > 0) {
    const firstDay = withinDay(day, at, DAY);
    remaining -= firstDay + businessDaysBetween(day + 1, day + 1 + weeks * 7) * DAY_MINUTES * MINUTE;
    day += 1 + weeks * 7;
    at = 0;
  }
  // then day by day: at most a few weeks (bounded against a bad value)
  for (let guard = 0; guard < 3660; guard++) {
    if (isBusinessDayNumber(day)) {
      const from = Math.max(at, OPEN);
      if (from < CLOSE) {
        const left = CLOSE - from;
        if (remaining <= left) return fromWall(day * DAY + from + remaining);
        remaining -= left;
      }
    }
    day += 1;
    at = 0;
  }
  throw new Error(`business hours: ${hours} hours from ${start.toISOString()} is too far`);
}

/**
 * The business minutes between two instants (0 when `to` is not after `from`): the inverse of
 * addBusinessHours. The first and last days are counted to the minute; the whole days between are
 * counted, not walked.
 */
export function businessMinutesBetween(from: Date, to: Date): number {
  if (!(to > from)) return 0;
  const a = toWall(from);
  const b = toWall(to);
  const first = Math.floor(a / DAY);
  const last = Math.floor(b / DAY);
  const ms =
    first === last
      ? withinDay(first, a - first * DAY, b - first * DAY)
      : withinDay(first, a - first * DAY, DAY) + businessDaysBetween(first + 1, last) * DAY_MINUTES * MINUTE + withinDay(last, 0, b - last * DAY);
  return Math.round(ms / MINUTE);
}

/** `start` plus `hours` of clock time (elapsed time: a BST change does not move it). */
export function addClockHours(start: Date, hours: number): Date {
  return new Date(start.getTime() + Math.round(hours * 60) * 60_000);
}

/** `start` plus `hours`, counted in business hours or in clock hours. */
export function addSlaHours(start: Date, hours: number, businessHoursOnly: boolean): Date {
  return businessHoursOnly ? addBusinessHours(start, hours) : addClockHours(start, hours);
}

/** The minutes between two instants, in business minutes or in clock minutes (negative when `to` is before `from`). */
export function slaMinutesBetween(from: Date, to: Date, businessHoursOnly: boolean): number {
  if (!businessHoursOnly) return Math.round((to.getTime() - from.getTime()) / 60_000);
  return to >= from ? businessMinutesBetween(from, to) : -businessMinutesBetween(to, from);
}
