import type Decimal from "decimal.js";
import { BANK_HOLIDAY_DATES, ENGLAND_AND_WALES_BANK_HOLIDAYS, formatPounds, money, Money, moneyString } from "@wo/shared";
import { costTime, minutesOfDay, type RateCard, type TimeWindows } from "../log/log.costing";

/**
 * The rule-based cost checks (docs/billing.md "Cost checks"), pure: given what an order's costs are
 * made of, the flags staff see before approving. Nothing here reads the database or the clock, so
 * the flags are a function of the data they are given: they are never stored.
 */

/** What each flag is about. */
export enum CostCheckCode {
  /** The submitted cost is over the accepted quote by more than the tolerance. */
  OVER_QUOTE = "OVER_QUOTE",
  /** An amended price is above the logged total by more than the tolerance. */
  AMENDED_ABOVE_LOGGED = "AMENDED_ABOVE_LOGGED",
  /** The logged total is no longer the cost submitted (logs changed after the submission). */
  LOGGED_CHANGED = "LOGGED_CHANGED",
  /** Man-hours billed at the normal rate outside the contractor's normal window (or at a weekend). */
  NORMAL_RATE_OUT_OF_HOURS = "NORMAL_RATE_OUT_OF_HOURS",
  /** Man-hours billed at the out-of-hours rate inside the contractor's normal window. */
  OUT_OF_HOURS_RATE_IN_HOURS = "OUT_OF_HOURS_RATE_IN_HOURS",
  /** An entry's hours cost differs from what the contract's current rates make of it. */
  TIME_COST_DIFFERS = "TIME_COST_DIFFERS",
  /** An entry flagged bank holiday on a day that is not one in England and Wales. */
  NOT_A_BANK_HOLIDAY = "NOT_A_BANK_HOLIDAY",
  /** An entry on a bank holiday of England and Wales not flagged as one. */
  BANK_HOLIDAY_NOT_FLAGGED = "BANK_HOLIDAY_NOT_FLAGGED",
  /** Time logged without a rate card (or hourly rate) in the client's contract for the contractor. */
  NO_RATE_CARD = "NO_RATE_CARD",
  /** More than one call-out charge on one attendance day. */
  REPEATED_CALL_OUT = "REPEATED_CALL_OUT",
  /** No job sheet attached. */
  NO_JOB_SHEET = "NO_JOB_SHEET",
  /** A PPM order without a certificate. */
  NO_CERTIFICATE = "NO_CERTIFICATE",
}

/** ERROR: the order would be paid more than it should (or without its paperwork); WARNING: worth a look. */
export enum CostCheckSeverity {
  WARNING = "WARNING",
  ERROR = "ERROR",
}

export interface CostFigure {
  name: string;
  /** A decimal: money to 2 decimals, hours to 2, the tolerance as a fraction */
  value: string;
}

export interface CostFlag {
  code: CostCheckCode;
  severity: CostCheckSeverity;
  message: string;
  /** The time entry it is about, for the entry-level checks */
  logTimeId: number | null;
  /** The day it is about (YYYY-MM-DD), for the entry-level and call-out checks */
  workDate: string | null;
  figures: CostFigure[];
}

/** A time entry as it was logged and costed on its last save (billing.log_time). */
export interface LoggedTime {
  id: number;
  contractorId: number;
  /** YYYY-MM-DD */
  workDate: string;
  /** HH:mm */
  timeFrom: string;
  timeTo: string;
  numberOfEngineers: number;
  bankHoliday: boolean;
  manHours: string;
  normalHours: string;
  oohHours: string;
  costPerHour: string | null;
  costhours: string;
  callOutCharge: string;
}

/** Everything the checks compare for one order. */
export interface OrderCosts {
  workOrderTypeId: number;
  /** The costs were submitted (the order is Submitted, Query or Approved), not only marked complete */
  submitted: boolean;
  /** The actual cost: what is (or will be) paid, the amended price when amended */
  actualCost: string | null;
  supersededCostPrice: string | null;
  supersededReason: string | null;
  loggedTotal: string;
  /** The accepted quotes' net total (normally one quote), null when none was accepted */
  acceptedQuoteTotal: string | null;
  hasJobSheet: boolean;
  hasCertificate: boolean;
  times: readonly LoggedTime[];
  /** The contractor's current rate card for an entry (null when there is none), and its time windows */
  rateCardFor: (entry: LoggedTime) => RateCard | null;
  windowsFor: (contractorId: number) => TimeWindows | null;
}

const PPM = 3;
const TITLES = new Map(ENGLAND_AND_WALES_BANK_HOLIDAYS.map((h) => [h.date, h.title]));

/** DD/MM/YYYY of a YYYY-MM-DD date. */
const day = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const hours = (v: string | Decimal) => money(v).toFixed(2);
const percent = (fraction: Decimal) => `${fraction.times(100).toDecimalPlaces(1, Money.ROUND_HALF_UP).toString()}%`;
const fig = (name: string, value: string | Decimal): CostFigure => ({ name, value: typeof value === "string" ? value : value.toString() });
const two = (v: string | Decimal | null | undefined) => moneyString(money(v));

/** An entry's times as people read them: "02/12/2026 18:00–21:00". */
const when = (t: LoggedTime) => `${day(t.workDate)} ${t.timeFrom}–${t.timeTo}`;

/** The window as people read it ("08:00–17:00"), or that there is none. */
function windowText(w: TimeWindows | null): string {
  const s = minutesOfDay(w?.normalStart);
  const f = minutesOfDay(w?.normalFinish);
  if (s == null || f == null) return "no normal window set";
  return `normal hours ${w!.normalStart!.slice(0, 5)}–${w!.normalFinish!.slice(0, 5)}`;
}

/** How far `value` is over `base` as a share of it ("25.0%"), or null when base is 0. */
const overShare = (value: Decimal, base: Decimal) => (base.isZero() ? null : value.minus(base).div(base));

function quoteChecks(o: OrderCosts, submitted: Decimal, tolerance: Decimal): CostFlag[] {
  if (o.acceptedQuoteTotal == null) return [];
  const quote = money(o.acceptedQuoteTotal);
  const limit = quote.times(tolerance.plus(1));
  if (!submitted.greaterThan(limit)) return [];
  const over = overShare(submitted, quote);
  return [
    {
      code: CostCheckCode.OVER_QUOTE,
      severity: CostCheckSeverity.ERROR,
      message:
        `The submitted cost of ${formatPounds(submitted)} is ${formatPounds(submitted.minus(quote))}` +
        `${over ? ` (${percent(over)})` : ""} over the accepted quote of ${formatPounds(quote)}, more than the ${percent(tolerance)} allowed`,
      logTimeId: null,
      workDate: null,
      figures: [fig("submittedCost", two(submitted)), fig("acceptedQuoteTotal", two(quote)), fig("tolerance", tolerance), fig("limit", two(limit))],
    },
  ];
}

function loggedChecks(o: OrderCosts, submitted: Decimal, tolerance: Decimal): CostFlag[] {
  const logged = money(o.loggedTotal);
  if (o.supersededCostPrice != null) {
    const limit = logged.times(tolerance.plus(1));
    if (!submitted.greaterThan(limit)) return [];
    const over = overShare(submitted, logged);
    return [
      {
        code: CostCheckCode.AMENDED_ABOVE_LOGGED,
        severity: CostCheckSeverity.ERROR,
        message:
          `The amended price of ${formatPounds(submitted)} is ${formatPounds(submitted.minus(logged))}` +
          `${over ? ` (${percent(over)})` : ""} above the logged costs of ${formatPounds(logged)}, more than the ${percent(tolerance)} allowed` +
          `${o.supersededReason ? `; the reason given: "${o.supersededReason}"` : ""}`,
        logTimeId: null,
        workDate: null,
        figures: [fig("submittedCost", two(submitted)), fig("loggedTotal", two(logged)), fig("tolerance", tolerance), fig("limit", two(limit))],
      },
    ];
  }
  // until the costs are submitted the logs may still change: the submission takes the logged total then
  if (!o.submitted || submitted.equals(logged)) return [];
  return [
    {
      code: CostCheckCode.LOGGED_CHANGED,
      severity: CostCheckSeverity.WARNING,
      message: `The logged costs come to ${formatPounds(logged)}, but ${formatPounds(submitted)} was submitted: the logs changed after the costs were submitted`,
      logTimeId: null,
      workDate: null,
      figures: [fig("submittedCost", two(submitted)), fig("loggedTotal", two(logged))],
    },
  ];
}

/** The checks of one time entry against the contract's current rate card and windows, and the calendar. */
function timeChecks(o: OrderCosts, t: LoggedTime): CostFlag[] {
  const flags: CostFlag[] = [];
  const card = o.rateCardFor(t);
  const windows = o.windowsFor(t.contractorId);
  const at = { logTimeId: t.id, workDate: t.workDate };
  if (!card || card.hourlyRate == null || card.hourlyRate === "") {
    flags.push({
      code: CostCheckCode.NO_RATE_CARD,
      severity: CostCheckSeverity.WARNING,
      message: `${hours(t.manHours)} man-hours on ${when(t)} have no rate card in the client's contract for the contractor: they are costed at ${formatPounds(t.costhours)}`,
      ...at,
      figures: [fig("manHours", hours(t.manHours)), fig("charged", two(t.costhours))],
    });
    return flags;
  }
  const entry = { workDate: t.workDate, timeFrom: t.timeFrom, timeTo: t.timeTo, numberOfEngineers: t.numberOfEngineers, bankHoliday: t.bankHoliday };
  const isHoliday = BANK_HOLIDAY_DATES.has(t.workDate);
  if (t.bankHoliday !== isHoliday) {
    const asCalendar = costTime({ ...entry, bankHoliday: isHoliday }, card, windows);
    flags.push(
      t.bankHoliday
        ? {
            code: CostCheckCode.NOT_A_BANK_HOLIDAY,
            severity: CostCheckSeverity.ERROR,
            message: `Time on ${when(t)} is flagged as a bank holiday, but ${day(t.workDate)} is not one in England and Wales: ${formatPounds(t.costhours)} charged, ${formatPounds(asCalendar.costhours)} without the bank-holiday uplift`,
            ...at,
            figures: [fig("charged", two(t.costhours)), fig("expected", asCalendar.costhours)],
          }
        : {
            code: CostCheckCode.BANK_HOLIDAY_NOT_FLAGGED,
            severity: CostCheckSeverity.WARNING,
            message: `Time on ${when(t)} is not flagged as a bank holiday, but ${day(t.workDate)} is ${TITLES.get(t.workDate)}: ${formatPounds(t.costhours)} charged, ${formatPounds(asCalendar.costhours)} with the bank-holiday uplift`,
            ...at,
            figures: [fig("charged", two(t.costhours)), fig("expected", asCalendar.costhours)],
          },
    );
  }
  // the rest judges the entry as it was flagged: a wrong flag is the flag above, not a second one
  const expected = costTime(entry, card, windows);
  const normal = money(t.normalHours);
  const ooh = money(t.oohHours);
  const splitFigures = () => [
    fig("loggedNormalHours", hours(normal)),
    fig("loggedOutOfHours", hours(ooh)),
    fig("expectedNormalHours", expected.normalHours),
    fig("expectedOutOfHours", expected.oohHours),
    fig("charged", two(t.costhours)),
    fig("expected", expected.costhours),
  ];
  if (normal.greaterThan(money(expected.normalHours))) {
    flags.push({
      code: CostCheckCode.NORMAL_RATE_OUT_OF_HOURS,
      severity: CostCheckSeverity.WARNING,
      message: `${hours(normal.minus(money(expected.normalHours)))} man-hours on ${when(t)} were billed at the normal rate outside the contractor's ${windowText(windows)}: ${formatPounds(t.costhours)} charged, ${formatPounds(expected.costhours)} at the contract's rates`,
      ...at,
      figures: splitFigures(),
    });
  } else if (ooh.greaterThan(money(expected.oohHours))) {
    flags.push({
      code: CostCheckCode.OUT_OF_HOURS_RATE_IN_HOURS,
      severity: CostCheckSeverity.ERROR,
      message: `${hours(ooh.minus(money(expected.oohHours)))} man-hours on ${when(t)} were billed at the out-of-hours rate inside the contractor's ${windowText(windows)}: ${formatPounds(t.costhours)} charged, ${formatPounds(expected.costhours)} at the contract's rates`,
      ...at,
      figures: splitFigures(),
    });
  } else if (!money(t.costhours).equals(money(expected.costhours))) {
    flags.push({
      code: CostCheckCode.TIME_COST_DIFFERS,
      severity: CostCheckSeverity.WARNING,
      message: `Time on ${when(t)} was charged ${formatPounds(t.costhours)}; at the contract's current rates it comes to ${formatPounds(expected.costhours)}`,
      ...at,
      figures: [fig("charged", two(t.costhours)), fig("expected", expected.costhours)],
    });
  }
  return flags;
}

/** More than one call-out charge on one day: one attendance a day is expected to carry one. */
function callOutChecks(o: OrderCosts): CostFlag[] {
  const byDay = new Map<string, Decimal[]>();
  for (const t of o.times) {
    if (!money(t.callOutCharge).greaterThan(0)) continue;
    byDay.set(t.workDate, [...(byDay.get(t.workDate) ?? []), money(t.callOutCharge)]);
  }
  const flags: CostFlag[] = [];
  for (const [date, charges] of [...byDay].sort(([a], [b]) => a.localeCompare(b))) {
    if (charges.length < 2) continue;
    const total = charges.reduce((a, b) => a.plus(b), new Money(0));
    const extra = total.minus(Money.max(...charges));
    flags.push({
      code: CostCheckCode.REPEATED_CALL_OUT,
      severity: CostCheckSeverity.WARNING,
      message: `${charges.length} call-out charges on ${day(date)} come to ${formatPounds(total)}: one a day is expected, ${formatPounds(extra)} more than a single charge`,
      logTimeId: null,
      workDate: date,
      figures: [fig("count", String(charges.length)), fig("callOutCharges", two(total)), fig("extra", two(extra))],
    });
  }
  return flags;
}

function paperworkChecks(o: OrderCosts): CostFlag[] {
  const flags: CostFlag[] = [];
  if (!o.hasJobSheet) {
    flags.push({
      code: CostCheckCode.NO_JOB_SHEET,
      severity: CostCheckSeverity.ERROR,
      message: "No job sheet is attached to this work order",
      logTimeId: null,
      workDate: null,
      figures: [],
    });
  }
  if (o.workOrderTypeId === PPM && !o.hasCertificate) {
    flags.push({
      code: CostCheckCode.NO_CERTIFICATE,
      severity: CostCheckSeverity.ERROR,
      message: "No certificate is attached to this PPM work order",
      logTimeId: null,
      workDate: null,
      figures: [],
    });
  }
  return flags;
}

/**
 * Every check of an order's submitted cost (docs/billing.md "Cost checks"), in a stable order: the
 * quote, the logs, each time entry (by day and time), the call-out charges, the paperwork.
 * `tolerance` is a fraction (0.10 = 10%).
 */
export function checkCosts(o: OrderCosts, tolerance: string): CostFlag[] {
  const tol = money(tolerance);
  const submitted = money(o.actualCost);
  const times = [...o.times].sort((a, b) => a.workDate.localeCompare(b.workDate) || a.timeFrom.localeCompare(b.timeFrom) || a.id - b.id);
  return [
    ...quoteChecks(o, submitted, tol),
    ...loggedChecks(o, submitted, tol),
    ...times.flatMap((t) => timeChecks(o, t)),
    ...callOutChecks(o),
    ...paperworkChecks(o),
  ];
}
