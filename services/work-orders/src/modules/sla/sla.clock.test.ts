import { DateTime } from "luxon";
import { businessMinutesBetween } from "./business-hours";
import { clockOf, SlaClockState as S } from "./sla.clock";
import { SlaEventKind as K } from "./sla.entity";

/** An instant given as London wall-clock time. */
const london = (iso: string) => DateTime.fromISO(iso, { zone: "Europe/London" }).toJSDate();
const ev = (kind: K, iso: string) => ({ kind, at: london(iso) });

describe("businessMinutesBetween", () => {
  it("counts only Mon–Fri 08:00–18:00 London, bank holidays excepted", () => {
    expect(businessMinutesBetween(london("2026-11-23T10:00"), london("2026-11-23T11:30"))).toBe(90);
    // Friday 17:00 to Monday 09:00: one hour on Friday, one on Monday
    expect(businessMinutesBetween(london("2026-11-27T17:00"), london("2026-11-30T09:00"))).toBe(120);
    // Christmas Eve 17:00 to 29 December 09:00 (25th, weekend, 28th substitute day skipped)
    expect(businessMinutesBetween(london("2026-12-24T17:00"), london("2026-12-29T09:00"))).toBe(120);
    expect(businessMinutesBetween(london("2026-11-28T10:00"), london("2026-11-29T10:00"))).toBe(0);
    expect(businessMinutesBetween(london("2026-11-23T12:00"), london("2026-11-23T10:00"))).toBe(0);
  });
});

describe("clockOf (facts in, clock out)", () => {
  const clockDue = { dueAt: london("2026-11-23T12:00"), businessHoursOnly: false };

  it("runs with the time left to the due date, then breaches once past it", () => {
    const running = clockOf({ ...clockDue, events: [] }, london("2026-11-23T11:00"));
    expect(running).toMatchObject({ state: S.RUNNING, minutesLeft: 60, pausedMinutes: 0, endedAt: null });
    expect(running.target).toEqual(london("2026-11-23T12:00"));
    expect(clockOf({ ...clockDue, events: [] }, london("2026-11-23T12:45"))).toMatchObject({ state: S.BREACHED, minutesLeft: -45 });
  });

  it("is met on time, or breached when met late, and stays so whatever the time", () => {
    const met = clockOf({ ...clockDue, events: [ev(K.MET, "2026-11-23T11:40")] }, london("2026-12-31T00:00"));
    expect(met).toMatchObject({ state: S.MET, minutesLeft: 20, endedAt: london("2026-11-23T11:40") });
    const late = clockOf({ ...clockDue, events: [ev(K.MET, "2026-11-23T13:00")] }, london("2026-12-31T00:00"));
    expect(late).toMatchObject({ state: S.BREACHED, minutesLeft: -60 });
  });

  it("pauses (time left frozen), and the pause moves the target when it resumes", () => {
    const events = [ev(K.PAUSED, "2026-11-23T10:00")];
    const paused = clockOf({ ...clockDue, events }, london("2026-11-23T15:00"));
    expect(paused).toMatchObject({ state: S.PAUSED, minutesLeft: 120, pausedMinutes: 300 });
    expect(paused.target).toEqual(london("2026-11-23T17:00"));
    const resumed = clockOf({ ...clockDue, events: [...events, ev(K.RESUMED, "2026-11-23T16:00")] }, london("2026-11-23T17:30"));
    // paused 6 hours: target 18:00, 30 minutes left at 17:30
    expect(resumed).toMatchObject({ state: S.RUNNING, minutesLeft: 30, pausedMinutes: 360 });
    expect(resumed.target).toEqual(london("2026-11-23T18:00"));
    // met after the original due date but within the extended target: met
    expect(
      clockOf({ ...clockDue, events: [...events, ev(K.RESUMED, "2026-11-23T16:00"), ev(K.MET, "2026-11-23T17:50")] }, london("2026-11-24T00:00")),
    ).toMatchObject({ state: S.MET, minutesLeft: 10 });
  });

  it("counts pauses in business time for a business-hours code", () => {
    // due Monday 10:00; paused Friday 17:00 to Monday 09:00 = 2 business hours: target Monday 12:00
    const facts = {
      dueAt: london("2026-11-30T10:00"),
      businessHoursOnly: true,
      events: [ev(K.PAUSED, "2026-11-27T17:00"), ev(K.RESUMED, "2026-11-30T09:00")],
    };
    const c = clockOf(facts, london("2026-11-30T11:00"));
    expect(c).toMatchObject({ state: S.RUNNING, pausedMinutes: 120, minutesLeft: 60 });
    expect(c.target).toEqual(london("2026-11-30T12:00"));
    // Friday 17:30 to Monday 09:00 still running: 1.5 business hours left... of which the night counts nothing
    const fri = clockOf({ dueAt: london("2026-11-30T09:00"), businessHoursOnly: true, events: [] }, london("2026-11-27T17:30"));
    expect(fri).toMatchObject({ state: S.RUNNING, minutesLeft: 90 });
  });

  it("a pause begun after the target passed moves nothing: the clock stays breached and its overrun grows", () => {
    const c = clockOf({ ...clockDue, events: [ev(K.PAUSED, "2026-11-23T13:00")] }, london("2026-11-23T20:00"));
    expect(c).toMatchObject({ state: S.BREACHED, minutesLeft: -480, pausedMinutes: 0 });
  });

  it("stops when the order ends without the work; a met clock ignores later events", () => {
    expect(clockOf({ ...clockDue, events: [ev(K.STOPPED, "2026-11-23T11:00")] }, london("2026-11-24T00:00"))).toMatchObject({
      state: S.STOPPED,
      minutesLeft: 60,
    });
    expect(
      clockOf({ ...clockDue, events: [ev(K.MET, "2026-11-23T11:00"), ev(K.PAUSED, "2026-11-23T11:30")] }, london("2026-11-24T00:00")),
    ).toMatchObject({ state: S.MET, pausedMinutes: 0 });
  });
});
