/** A small structured logger: one JSON line per event, levels filtered by LOG_LEVEL. */
const levels = { error: 0, warn: 1, info: 2, debug: 3 } as const;
export type LogLevel = keyof typeof levels;

export interface Logger {
  error(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  info(msg: string, data?: Record<string, unknown>): void;
  debug(msg: string, data?: Record<string, unknown>): void;
}

export function createLogger(service: string, level: LogLevel = (process.env.LOG_LEVEL as LogLevel) || "info"): Logger {
  const max = levels[level] ?? levels.info;
  const write = (lvl: LogLevel) => (msg: string, data?: Record<string, unknown>) => {
    if (levels[lvl] > max) return;
    const line = JSON.stringify({ t: new Date().toISOString(), level: lvl, service, msg, ...data });
    (lvl === "error" || lvl === "warn" ? process.stderr : process.stdout).write(line + "\n");
  };
  return { error: write("error"), warn: write("warn"), info: write("info"), debug: write("debug") };
}
