import { AsyncLocalStorage } from "node:async_hooks";

/** A small structured logger: one JSON line per event, levels filtered by LOG_LEVEL. */
const levels = { error: 0, warn: 1, info: 2, debug: 3 } as const;
export type LogLevel = keyof typeof levels;

export interface Logger {
  error(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  info(msg: string, data?: Record<string, unknown>): void;
  debug(msg: string, data?: Record<string, unknown>): void;
}

/**
 * Fields every line written within a unit of work carries (a request's `requestId`, a job's `queue`
 * and `job`), so no caller passes them: the request-id middleware and the job worker set them.
 */
const logContext = new AsyncLocalStorage<Readonly<Record<string, unknown>>>();

/** Runs `fn` with `fields` added to every log line written while it (and what it starts) runs. */
export function withLogContext<T>(fields: Record<string, unknown>, fn: () => T): T {
  return logContext.run({ ...logContext.getStore(), ...fields }, fn);
}

/** The log fields of the unit of work running now (empty outside one). */
export function logFields(): Readonly<Record<string, unknown>> {
  return logContext.getStore() ?? {};
}

export function createLogger(service: string, level: LogLevel = (process.env.LOG_LEVEL as LogLevel) || "info"): Logger {
  const max = levels[level] ?? levels.info;
  const write = (lvl: LogLevel) => (msg: string, data?: Record<string, unknown>) => {
    if (levels[lvl] > max) return;
    const line = JSON.stringify({ t: new Date().toISOString(), level: lvl, service, ...logContext.getStore(), msg, ...data });
    (lvl === "error" || lvl === "warn" ? process.stderr : process.stdout).write(line + "\n");
  };
  return { error: write("error"), warn: write("warn"), info: write("info"), debug: write("debug") };
}
