import type { Logger } from "./logger";

/**
 * Runs one long-lived part of a process (a service's server, its job worker) until SIGINT, SIGTERM
 * or the launcher going (its IPC channel closes): then stops it cleanly and exits 0 (1 when stopping
 * fails). A signal while it is still starting stops it once started; a failed start exits 1.
 */
export function runUntilStopped<T extends { stop(): Promise<void> }>(logger: Logger, starting: Promise<T>): Promise<T> {
  let stopping = false;
  const stop = (why: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("stopping", { why });
    starting
      .then((running) => running.stop())
      .then(
        () => process.exit(0),
        (e) => {
          logger.error("stop failed", { error: String(e) });
          process.exit(1);
        },
      );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  // a launcher that dies without signalling closes our IPC channel: do not outlive it
  if (process.send) process.on("disconnect", () => stop("parent gone"));
  starting.catch((e) => {
    logger.error("failed to start", { error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
    process.exit(1);
  });
  return starting;
}
