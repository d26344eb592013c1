import { addSlaHours, slaMinutesBetween } from "./business-hours";
import { SlaEventKind } from "./sla.entity";

/** Where a clock stands. */
export enum SlaClockState {
  RUNNING = "RUNNING",
  PAUSED = "PAUSED",
  MET = "MET",
  BREACHED = "BREACHED",
  STOPPED = "STOPPED",
}

/** A recorded event of one clock. */
export interface ClockEvent {
  kind: SlaEventKind;
  at: Date;
}

/** The facts a clock is computed from. */
export interface ClockFacts {
  /** The stored due date (responseDueDate or dueDate): the target before pauses. */
  dueAt: Date;
  /** Whether the order's SLA code counts business hours only. */
  businessHoursOnly: boolean;
  /** The clock's recorded events, oldest first. */
  events: readonly ClockEvent[];
}

/** A clock as the screens show it. */
export interface Clock {
  state: SlaClockState;
  /** The due date extended by the time paused (business time for a business-hours code). */
  target: Date;
  /** Minutes left to the target (now, or when it was met), in the code's measure; negative: the overrun. */
  minutesLeft: number;
  /** The minutes paused so far, in the code's measure. */
  pausedMinutes: number;
  /** When it was met or stopped, if so. */
  endedAt: Date | null;
}

/**
 * A clock from its facts at `now` (pure: no clock reading, no database). Pauses are the intervals
 * from a PAUSED to the next RESUMED, or to the clock's end (MET, STOPPED) or `now` while open; each
 * counted in business minutes for a business-hours code, else in clock minutes. The target is the
 * due date plus that time (business time added by the business-hours helper). The clock ends at its
 * first MET or STOPPED: met on or before the target is MET, after it BREACHED (met late); a clock
 * still running past its target is BREACHED, and so is a paused one whose target had passed when
 * it paused.
 */
export function clockOf(facts: ClockFacts, now: Date): Clock {
  const { dueAt, businessHoursOnly } = facts;
  let pausedMinutes = 0;
  let pausedSince: Date | null = null;
  let end: ClockEvent | null = null;
  for (const e of facts.events) {
    if (e.kind === SlaEventKind.PAUSED) {
      // a pause that begins once the target has passed does not move it: the clock is breached already
      if (!pausedSince && e.at <= addSlaHours(dueAt, pausedMinutes / 60, businessHoursOnly)) pausedSince = e.at;
    } else if (e.kind === SlaEventKind.RESUMED) {
      if (pausedSince) pausedMinutes += Math.max(0, slaMinutesBetween(pausedSince, e.at, businessHoursOnly));
      pausedSince = null;
    } else {
      end = e;
      break;
    }
  }
  const stopAt = end ? end.at : now;
  const openPause = pausedSince;
  if (openPause) pausedMinutes += Math.max(0, slaMinutesBetween(openPause, stopAt, businessHoursOnly));
  const target = addSlaHours(dueAt, pausedMinutes / 60, businessHoursOnly);
  // while paused the target moves with the time, so the time left stays what it was when the pause began
  const reference = end ? end.at : now;
  const minutesLeft = slaMinutesBetween(reference, target, businessHoursOnly);
  const late = reference > target;
  let state: SlaClockState;
  if (end?.kind === SlaEventKind.STOPPED) state = SlaClockState.STOPPED;
  else if (end) state = late ? SlaClockState.BREACHED : SlaClockState.MET;
  else if (late) state = SlaClockState.BREACHED;
  else state = openPause ? SlaClockState.PAUSED : SlaClockState.RUNNING;
  return { state, target, minutesLeft, pausedMinutes, endedAt: end?.at ?? null };
}
