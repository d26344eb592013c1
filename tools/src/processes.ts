import { spawn, type ChildProcess } from "node:child_process";
import readline from "node:readline";

export interface Child {
  name: string;
  process: ChildProcess;
  /** The last lines it printed, for error reports. */
  tail: string[];
  exited: Promise<number | null>;
}

/**
 * A Node child process with an IPC channel (it stops itself when its parent goes, however the
 * parent ends), its output prefixed with its name and passed to `log`.
 */
export function spawnNode(name: string, script: string, args: string[], env: NodeJS.ProcessEnv, log: (line: string) => void): Child {
  const child = spawn(process.execPath, [script, ...args], { env, stdio: ["ignore", "pipe", "pipe", "ipc"] });
  const tail: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    readline.createInterface({ input: stream }).on("line", (line) => {
      tail.push(line);
      if (tail.length > 40) tail.shift();
      log(`[${name}] ${line}`);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { name, process: child, tail, exited };
}

/** Runs a Node script to completion; rejects with its output when it fails. */
export async function runNode(name: string, script: string, args: string[], env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<void> {
  const child = spawnNode(name, script, args, env, log);
  const code = await child.exited;
  if (code !== 0) throw new Error(`${name} ${args.join(" ")} failed (exit ${code}):\n${child.tail.join("\n")}`);
}

/**
 * How long a process may take to start before it counts as hung (one that exits is told at once).
 * Generous: on a busy 2-core machine, four services loading their schemas at once have taken over a minute.
 */
const START_LIMIT_MS = 240_000;

export async function waitForHealth(child: Child, url: string, timeoutMs = START_LIMIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void child.exited.then((c) => (exitCode = c));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`${child.name} exited (${exitCode}) while starting:\n${child.tail.join("\n")}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${child.name} did not become healthy at ${url} within ${timeoutMs} ms:\n${child.tail.join("\n")}`);
}

/** Waits until the child says over IPC that it is ready (a worker's { state: "working" }); fails if it exits first. */
export async function waitForReady(child: Child, timeoutMs = START_LIMIT_MS): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${child.name} did not start within ${timeoutMs} ms:\n${child.tail.join("\n")}`)), timeoutMs);
    child.process.on("message", (m: { state?: string }) => {
      if (m?.state !== "working") return;
      clearTimeout(timer);
      resolve();
    });
    void child.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${child.name} exited (${code}) while starting:\n${child.tail.join("\n")}`));
    });
  });
}

/** SIGTERM, then SIGKILL if it has not stopped after `graceMs`. */
async function stopChild(c: Child, graceMs: number): Promise<void> {
  if (c.process.exitCode !== null || c.process.signalCode !== null) return;
  c.process.kill("SIGTERM");
  const timer = setTimeout(() => c.process.kill("SIGKILL"), graceMs);
  await c.exited;
  clearTimeout(timer);
}

/**
 * When a supervised child that exits unasked is started again: after `initialDelayMs`, doubled for
 * each exit in a row that follows soon after a start, up to `maxDelayMs`; a child that ran at least
 * `resetAfterMs` before it exited is restarted after `initialDelayMs` again.
 */
export interface RestartPolicy {
  initialDelayMs: number;
  maxDelayMs: number;
  resetAfterMs: number;
}

/** `npm start`'s: 0.5 s doubling to 30 s, back to 0.5 s after a minute up. */
export const RESTART_POLICY: RestartPolicy = { initialDelayMs: 500, maxDelayMs: 30_000, resetAfterMs: 60_000 };

/** The wait before a child's restart after `quickExits` exits in a row that each came soon after a start (0 for the first). */
export function restartDelay(policy: RestartPolicy, quickExits: number): number {
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** quickExits);
}

export interface Supervised {
  readonly name: string;
  /** The process running now; after an exit, the one that exited until the restart starts another. */
  readonly child: Child;
  /** How many times it was started again. */
  readonly restarts: number;
  /** Stops it for good: a restart waiting is cancelled, the running process stopped (SIGTERM, then SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<void>;
}

export interface SuperviseOptions {
  /** Restart it when it exits unasked (off: a child that exits stays down, as the test stacks want). */
  restart?: { policy?: RestartPolicy; log: (line: string) => void } | false;
}

/**
 * A long-running child started with `start` (a spawnNode call) and, when `restart` is on, started
 * again whenever it exits without being told to (a crash, a kill, an exit of its own), with backoff
 * (restartDelay), saying in the log which child exited, how and when it restarts. stop() is the only
 * way to end it: no restart follows, and one already waiting is cancelled, so a Ctrl-C that reaches
 * the children before the supervisor still ends everything.
 */
export function supervise(start: () => Child, options: SuperviseOptions = {}): Supervised {
  const restart = options.restart || null;
  const policy = (restart && restart.policy) || RESTART_POLICY;
  let stopped = false;
  let pending: NodeJS.Timeout | null = null;
  let quickExits = 0;
  let restarts = 0;
  let child: Child;

  const run = () => {
    child = start();
    const current = child;
    const startedAt = Date.now();
    void current.exited.then((code) => {
      if (stopped || !restart) return;
      const upMs = Date.now() - startedAt;
      if (upMs >= policy.resetAfterMs) quickExits = 0;
      const delay = restartDelay(policy, quickExits++);
      const how = current.process.signalCode ? `signal ${current.process.signalCode}` : `code ${code}`;
      restart.log(`[supervisor] ${current.name} exited (${how}) after ${(upMs / 1000).toFixed(1)} s; restarting in ${delay / 1000} s`);
      pending = setTimeout(() => {
        pending = null;
        if (stopped) return;
        restarts++;
        run();
        restart.log(`[supervisor] ${current.name} restarted (pid ${child.process.pid}, restart ${restarts})`);
      }, delay);
    });
  };
  run();

  return {
    get name() {
      return child.name;
    },
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    async stop(graceMs = 10_000) {
      stopped = true;
      if (pending) clearTimeout(pending);
      pending = null;
      await stopChild(child, graceMs);
    },
  };
}

/** Stops every child for good (Supervised.stop), all at once. */
export async function stopAll(children: Supervised[], graceMs = 10_000): Promise<void> {
  await Promise.all(children.map((c) => c.stop(graceMs)));
}
