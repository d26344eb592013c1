import { act } from "@testing-library/react";

/**
 * From here to the end of the test, timers are jest's fake ones: time moves only when the test
 * moves it (advanceClock) or a Testing Library wait does (it moves a fake clock on while it waits).
 * So "nothing before 250 ms, then at once" holds however busy the machine, and no test sleeps.
 * setup.ts puts the real timers back after each test; renderApp's user-event moves the fake clock.
 */
export function useFakeClock(): void {
  jest.useFakeTimers({ doNotFake: ["nextTick", "queueMicrotask"] });
}

/** Whether useFakeClock is on (Testing Library's own test for jest's fake timers) */
export function fakeClockOn(): boolean {
  return typeof jest !== "undefined" && Object.prototype.hasOwnProperty.call(setTimeout, "clock");
}

/** Moves the fake clock on by `ms`, running the timers that fall due (inside act: they update React) */
export function advanceClock(ms: number): void {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}
