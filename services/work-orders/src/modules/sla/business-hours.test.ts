import { DateTime } from "luxon";
import { ENGLAND_AND_WALES_BANK_HOLIDAYS } from "@wo/shared";
import { addBusinessHours, addClockHours, addSlaHours, BUSINESS_ZONE, businessMinutesBetween, isBusinessDay } from "./business-hours";
import { dueDates } from "./sla.service";

/** An instant given as London wall-clock time. */
const london = (iso: string) => DateTime.fromISO(iso, { zone: "Europe/London" }).toJSDate();
/** An instant as London wall-clock time, to the minute. */
const inLondon = (d: Date) => DateTime.fromJSDate(d, { zone: "Europe/London" }).toFormat("ccc yyyy-LL-dd HH:mm");

describe("addBusinessHours (Mon–Fri 08:00–18:00 Europe/London, bank holidays of England and Wales excepted)", () => {
  it("Friday 17:00 + 2 business hours = Monday 09:00", () => {
    expect(inLondon(addBusinessHours(london("2026-11-27T17:00"), 2))).toBe("Mon 2026-11-30 09:00");
  });

  it("counts within a day, and from the next opening when it starts outside hours", () => {
    expect(inLondon(addBusinessHours(london("2026-11-23T10:30"), 4))).toBe("Mon 2026-11-23 14:30");
    expect(inLondon(addBusinessHours(london("2026-11-23T10:30"), 10))).toBe("Tue 2026-11-24 10:30");
    expect(inLondon(addBusinessHours(london("2026-11-23T07:00"), 1))).toBe("Mon 2026-11-23 09:00");
    expect(inLondon(addBusinessHours(london("2026-11-23T19:00"), 1))).toBe("Tue 2026-11-24 09:00");
    expect(inLondon(addBusinessHours(london("2026-11-28T12:00"), 1))).toBe("Mon 2026-11-30 09:00");
    expect(inLondon(addBusinessHours(london("2026-11-23T18:00"), 1))).toBe("Tue 2026-11-24 09:00");
    // a whole day's 10 hours end at the close, not at the next opening
    expect(inLondon(addBusinessHours(london("2026-11-23T08:00"), 10))).toBe("Mon 2026-11-23 18:00");
    expect(inLondon(addBusinessHours(london("2026-11-23T08:00"), 0.5))).toBe("Mon 2026-11-23 08:30");
    expect(addBusinessHours(london("2026-11-22T03:00"), 0)).toEqual(london("2026-11-22T03:00"));
  });

  it("skips Christmas: Christmas Eve 17:00 + 2 = 29 December 09:00 (25th, the weekend and the Boxing Day substitute skipped)", () => {
    expect(inLondon(addBusinessHours(london("2026-12-24T17:00"), 2))).toBe("Tue 2026-12-29 09:00");
    // 2027: both substitute days (27th and 28th)
    expect(inLondon(addBusinessHours(london("2027-12-24T12:00"), 8))).toBe("Wed 2027-12-29 10:00");
  });

  it("skips Easter: Maundy Thursday 17:00 + 2 = Tuesday 09:00 (Good Friday and Easter Monday skipped)", () => {
    expect(inLondon(addBusinessHours(london("2026-04-02T17:00"), 2))).toBe("Tue 2026-04-07 09:00");
    expect(inLondon(addBusinessHours(london("2025-04-17T16:00"), 3))).toBe("Tue 2025-04-22 09:00");
  });

  it("keeps 08:00–18:00 London time across the change to BST and back to GMT", () => {
    // BST starts Sunday 29 March 2026: Monday 09:00 BST is 08:00 UTC
    const spring = addBusinessHours(london("2026-03-27T17:00"), 2);
    expect(inLondon(spring)).toBe("Mon 2026-03-30 09:00");
    expect(spring.toISOString()).toBe("2026-03-30T08:00:00.000Z");
    // GMT again from Sunday 25 October 2026: Friday 17:00 BST is 16:00 UTC, Monday 09:00 GMT is 09:00 UTC
    const autumn = addBusinessHours(london("2026-10-23T17:00"), 2);
    expect(london("2026-10-23T17:00").toISOString()).toBe("2026-10-23T16:00:00.000Z");
    expect(autumn.toISOString()).toBe("2026-10-26T09:00:00.000Z");
  });

  it("knows working days", () => {
    expect(isBusinessDay(DateTime.fromISO("2026-12-25", { zone: "Europe/London" }))).toBe(false);
    expect(isBusinessDay(DateTime.fromISO("2026-12-28", { zone: "Europe/London" }))).toBe(false);
    expect(isBusinessDay(DateTime.fromISO("2026-12-29", { zone: "Europe/London" }))).toBe(true);
    expect(isBusinessDay(DateTime.fromISO("2026-11-28", { zone: "Europe/London" }))).toBe(false);
  });
});

describe("clock hours", () => {
  it("count elapsed time, through nights, weekends, holidays and the clock change", () => {
    expect(addClockHours(london("2026-12-24T17:00"), 2)).toEqual(london("2026-12-24T19:00"));
    // 24 hours from Saturday noon GMT across the spring change: Sunday 13:00 BST
    expect(inLondon(addClockHours(london("2026-03-28T12:00"), 24))).toBe("Sun 2026-03-29 13:00");
    expect(addSlaHours(london("2026-11-27T17:00"), 2, false)).toEqual(london("2026-11-27T19:00"));
    expect(addSlaHours(london("2026-11-27T17:00"), 2, true)).toEqual(london("2026-11-30T09:00"));
  });

  it("dueDates gives the fix and response deadlines", () => {
    const opened = london("2026-11-27T17:00");
    const d = dueDates(opened, { responseHours: 2, fixHours: 12, businessHoursOnly: true });
    expect(inLondon(d.responseDueDate)).toBe("Mon 2026-11-30 09:00");
    // 12 business hours: Friday's last hour, all of Monday (10), one hour of Tuesday
    expect(inLondon(d.dueDate)).toBe("Tue 2026-12-01 09:00");
  });
});

describe("bank holidays of England and Wales", () => {
  const dates = ENGLAND_AND_WALES_BANK_HOLIDAYS.map((h) => h.date);

  it("hold eight a year from 2024 to 2030, each a weekday, in order, none twice", () => {
    for (let y = 2024; y <= 2030; y++) expect([y, dates.filter((d) => d.startsWith(`${y}-`)).length]).toEqual([y, 8]);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
    for (const d of dates) expect([d, DateTime.fromISO(d).weekday <= 5]).toEqual([d, true]);
  });

  it("are gov.uk's dates (spot checks: Easter, substitute days, the late summer holiday)", () => {
    for (const d of [
      "2024-03-29",
      "2024-04-01",
      "2025-04-18",
      "2025-04-21",
      "2026-04-03",
      "2026-04-06",
      "2026-08-31",
      "2026-12-28",
      "2027-12-27",
      "2027-12-28",
      "2028-01-03",
    ]) {
      expect(dates).toContain(d);
    }
    expect(dates).not.toContain("2026-12-26");
  });

  it("reach past next year (add gov.uk's new years before they run out)", () => {
    expect(Number(dates[dates.length - 1]!.slice(0, 4))).toBeGreaterThan(new Date().getFullYear());
  });
});

describe("long spans, counted instead of walked", () => {
  /** the day-by-day walk the counting replaced: the reference */
  function walked(from: Date, to: Date): number {
    if (!(to > from)) return 0;
    let total = 0;
    let at = DateTime.fromJSDate(from, { zone: BUSINESS_ZONE });
    const end = DateTime.fromJSDate(to, { zone: BUSINESS_ZONE });
    while (at < end) {
      if (isBusinessDay(at)) {
        const open = at.startOf("day").set({ hour: 8 });
        const close = at.startOf("day").set({ hour: 18 });
        const a = at < open ? open : at;
        const b = end < close ? end : close;
        if (b > a) total += b.diff(a, "minutes").minutes;
      }
      at = at.plus({ days: 1 }).startOf("day");
    }
    return Math.round(total);
  }
  // a seeded generator: the same instants every run
  let seed = 27;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const instant = () => new Date(Date.UTC(2024, 0, 1) + Math.floor(next() * 6 * 365 * 86_400_000));

  it("businessMinutesBetween agrees with walking the days, over spans of minutes to years (weekends, holidays, BST)", () => {
    for (let i = 0; i < 120; i++) {
      const a = instant();
      const b = i % 4 === 0 ? new Date(a.getTime() + Math.floor(next() * 3 * 86_400_000)) : instant();
      const [from, to] = a < b ? [a, b] : [b, a];
      expect([from.toISOString(), to.toISOString(), businessMinutesBetween(from, to)]).toEqual([
        from.toISOString(),
        to.toISOString(),
        walked(from, to),
      ]);
    }
  });

  it("addBusinessHours of months lands where the minutes between say, and on a business minute", () => {
    for (let i = 0; i < 200; i++) {
      const start = instant();
      const hours = Math.floor(next() * 5000) + next();
      const end = addBusinessHours(start, hours);
      expect(businessMinutesBetween(start, end)).toBe(Math.round(hours * 60));
      const at = DateTime.fromJSDate(end, { zone: BUSINESS_ZONE });
      expect(isBusinessDay(at)).toBe(true);
      expect(at.hour * 60 + at.minute).toBeGreaterThan(8 * 60 - 1);
      expect(at.hour * 60 + at.minute).toBeLessThanOrEqual(18 * 60);
    }
  });
});
