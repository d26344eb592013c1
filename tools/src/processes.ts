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

export async function waitForHealth(child: Child, url: string, timeoutMs = 60_000): Promise<void> {
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
export async function waitForReady(child: Child, timeoutMs = 60_000): Promise<void> {
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

/** SIGTERM, then SIGKILL for whatever has not stopped after `graceMs`. */
export async function stopAll(children: Child[], graceMs = 10_000): Promise<void> {
  await Promise.all(
    children.map(async (c) => {
      if (c.process.exitCode !== null || c.process.signalCode !== null) return;
      c.process.kill("SIGTERM");
      const timer = setTimeout(() => c.process.kill("SIGKILL"), graceMs);
      await c.exited;
      clearTimeout(timer);
    }),
  );
}
