import type Decimal from "decimal.js";
import { money, Money, moneyString } from "@wo/shared";

/**
 * The costing of logged time (docs/billing.md "Logged time"), pure: no database, no clock. The log
 * service calls it on every save with the rate card and time windows it read; the cost checks call it
 * to recompute what an entry should have cost.
 */

/** A time entry as typed: a date, HH:mm from and to, the number of engineers and the bank-holiday flag. */
export interface TimeEntry {
  /** YYYY-MM-DD */
  readonly workDate: string;
  /** HH:mm (HH:mm:ss accepted) */
  readonly timeFrom: string;
  /** HH:mm; earlier than timeFrom: the next day */
  readonly timeTo: string;
  readonly numberOfEngineers: number;
  readonly bankHoliday: boolean;
}

/**
 * The contractor's rate card in the client's contract (assets.v_contractor_rate): decimal strings as
 * PostgreSQL sends them; null where the contract leaves it empty.
 */
export interface RateCard {
  readonly hourlyRate: string | null;
  /** 0 to 1: 0.5 is time and a half */
  readonly oohUplift: string | null;
  /** 0 to 1: 1 is double time */
  readonly bankHolidayUplift: string | null;
  readonly callOutCharge: string | null;
  readonly oohCallOutCharge: string | null;
  /** Hours charged at least per engineer per attendance */
  readonly minimumChargeHours: string | null;
}

/** The contractor's normal working window (assets.v_contractor_hours), HH:mm or HH:mm:ss; null when not set. */
export interface TimeWindows {
  readonly normalStart: string | null;
  readonly normalFinish: string | null;
}

/** What an entry comes to. Hours and money are decimal strings with 2 decimals. */
export interface TimeCosting {
  /** engineers × hours worked */
  readonly manHours: string;
  /** the man-hours inside the normal window on Monday to Friday (0 on a bank holiday) */
  readonly normalHours: string;
  /** the other man-hours: outside the window, at weekends, or all of a bank holiday */
  readonly oohHours: string;
  /** man-hours charged at the normal rate, after the minimum charge */
  readonly chargedNormalHours: string;
  /** man-hours charged at an uplifted rate (out of hours or bank holiday), after the minimum charge */
  readonly chargedOohHours: string;
  /** the contract's hourly rate (3 decimals, as stored), null without a rate card or rate */
  readonly costPerHour: string | null;
  /** the cost of the hours at the rates and uplifts, rounded once */
  readonly costhours: string;
  /** the call-out charge of this attendance, rounded once */
  readonly callOutCharge: string;
  /** whether the attendance starts out of hours (or on a bank holiday) */
  readonly startsOutOfHours: boolean;
}

const DAY = 24 * 60;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes since midnight of HH:mm (or HH:mm:ss; seconds ignored); null when not a time. */
export function minutesOfDay(value: string | null | undefined): number | null {
  const m = value == null ? null : TIME.exec(value.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Whether a string is a time of day as the forms send it: HH:mm (or HH:mm:ss). */
export function isTimeOfDay(value: string | null | undefined): boolean {
  return minutesOfDay(value) != null;
}

/** Day of the week of a YYYY-MM-DD date, 0 Sunday to 6 Saturday (a calendar date: no time zone involved). */
function weekday(workDate: string, plusDays: number): number {
  const m = DATE.exec(workDate);
  if (!m) throw new Error(`Not a date: ${workDate}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays)).getUTCDay();
}

const isWorkingDay = (day: number) => day >= 1 && day <= 5;

/** The minutes of [from, to) that fall in [a, b). */
const overlap = (from: number, to: number, a: number, b: number) => Math.max(0, Math.min(to, b) - Math.max(from, a));

/**
 * The normal window of one day as intervals in minutes from that day's midnight. A window that
 * finishes before it starts runs overnight (its evening part on this day, its morning on the next);
 * equal start and finish is no window. Without a window every hour of a working day is normal.
 */
function normalIntervals(windows: TimeWindows | null): [number, number][] {
  const start = minutesOfDay(windows?.normalStart);
  const finish = minutesOfDay(windows?.normalFinish);
  if (start == null || finish == null) return [[0, DAY]];
  if (start === finish) return [];
  if (start < finish) return [[start, finish]];
  return [
    [0, finish],
    [start, DAY],
  ];
}

/** Whether a minute of a day (counted from the work date's midnight, may be ≥ 1440) is in normal hours. */
function isNormalMinute(workDate: string, minute: number, intervals: [number, number][]): boolean {
  const dayOffset = Math.floor(minute / DAY);
  if (!isWorkingDay(weekday(workDate, dayOffset))) return false;
  const m = minute - dayOffset * DAY;
  return intervals.some(([a, b]) => m >= a && m < b);
}

/** The minutes of [from, to) (counted from the work date's midnight) that are normal hours. */
function normalMinutes(workDate: string, from: number, to: number, intervals: [number, number][]): number {
  let total = 0;
  for (let day = Math.floor(from / DAY); day * DAY < to; day += 1) {
    if (!isWorkingDay(weekday(workDate, day))) continue;
    for (const [a, b] of intervals) total += overlap(from, to, day * DAY + a, day * DAY + b);
  }
  return total;
}

const hours2 = (value: Decimal) => value.toDecimalPlaces(2, Money.ROUND_HALF_UP).toFixed(2);
const orZero = (value: string | null | undefined) => money(value ?? 0);

/**
 * Works out an entry's hours and cost (docs/billing.md "Logged time"):
 *
 * - hours = TimeTo − TimeFrom (TimeTo earlier than TimeFrom: the next day; equal: none), by the
 *   clock; man-hours = engineers × hours.
 * - Normal hours: inside the contractor's normal window (NormalStart–NormalFinish) on Monday to
 *   Friday; all others (outside it, at weekends) out of hours. A bank-holiday entry is all at the
 *   bank-holiday uplift.
 * - Minimum charge: each engineer is charged at least the contract's minimum hours per attendance;
 *   the shortfall is charged at the rate of the attendance's start.
 * - Cost = normal × rate + out-of-hours × rate × (1 + OOH uplift), or on a bank holiday
 *   all × rate × (1 + bank-holiday uplift); rounded to the penny once.
 * - Call-out charge: the OOH call-out charge when the attendance starts out of hours or on a bank
 *   holiday (the normal one when the contract sets no OOH charge), else the normal one; none when no
 *   engineer attended.
 * - No rate card (or no hourly rate): the hours are counted, their cost is 0 and costPerHour null.
 */
export function costTime(entry: TimeEntry, card: RateCard | null, windows: TimeWindows | null): TimeCosting {
  const from = minutesOfDay(entry.timeFrom);
  const toClock = minutesOfDay(entry.timeTo);
  if (from == null || toClock == null) throw new Error(`Not HH:mm: ${entry.timeFrom}–${entry.timeTo}`);
  if (!Number.isInteger(entry.numberOfEngineers) || entry.numberOfEngineers < 0) {
    throw new Error(`Not a number of engineers: ${entry.numberOfEngineers}`);
  }
  const to = toClock < from ? toClock + DAY : toClock;
  const engineers = new Money(entry.numberOfEngineers);
  const intervals = normalIntervals(windows);

  const minutes = to - from;
  const normal = entry.bankHoliday ? 0 : normalMinutes(entry.workDate, from, to, intervals);
  const startsOutOfHours = entry.bankHoliday || !isNormalMinute(entry.workDate, from, intervals);

  const perHour = (m: number | Decimal) => new Money(m).div(60).times(engineers);
  const normalMan = perHour(normal);
  const oohMan = perHour(minutes - normal);

  // The minimum charge tops each engineer up to the minimum, at the rate of the attendance's start.
  const minimum = orZero(card?.minimumChargeHours);
  const worked = new Money(minutes).div(60);
  const shortfall = worked.lessThan(minimum) ? minimum.minus(worked).times(engineers) : new Money(0);
  const chargedNormal = startsOutOfHours ? normalMan : normalMan.plus(shortfall);
  const chargedOoh = startsOutOfHours ? oohMan.plus(shortfall) : oohMan;

  const rate = card?.hourlyRate != null && card.hourlyRate !== "" ? money(card.hourlyRate) : null;
  let cost = new Money(0);
  if (rate) {
    const uplift = entry.bankHoliday ? orZero(card?.bankHolidayUplift) : orZero(card?.oohUplift);
    cost = chargedNormal.times(rate).plus(chargedOoh.times(rate).times(uplift.plus(1)));
  }

  let callOut = new Money(0);
  if (card && entry.numberOfEngineers > 0) {
    const ooh = card.oohCallOutCharge != null && card.oohCallOutCharge !== "" ? card.oohCallOutCharge : card.callOutCharge;
    callOut = orZero(startsOutOfHours ? ooh : card.callOutCharge);
  }

  return {
    manHours: hours2(normalMan.plus(oohMan)),
    normalHours: hours2(normalMan),
    oohHours: hours2(oohMan),
    chargedNormalHours: hours2(chargedNormal),
    chargedOohHours: hours2(chargedOoh),
    costPerHour: rate ? rate.toFixed(3) : null,
    costhours: moneyString(cost),
    callOutCharge: moneyString(callOut),
    startsOutOfHours,
  };
}
