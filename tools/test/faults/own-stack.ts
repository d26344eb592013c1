/**
 * What the fault suites of tools share: a PostgreSQL of their own (an embedded cluster on a free
 * port, never the machine's: these suites stop and kill things; run by tools/src/fault-cluster.ts in
 * a process of its own), prepared with the demo data, and the long/short switch of
 * `npm run test:faults` (FAULTS_LONG=true) against `npm test`'s short form.
 */
import path from "node:path";
import { spawnNode, type Child } from "../../src/processes";

/** `npm run test:faults`: more restarts and kills, longer load. */
export const LONG = process.env.FAULTS_LONG === "true";

/** The processes' output: kept (the last lines, for a failure's report), printed only with TEST_VERBOSE=true. */
export function processLog(): { log: (line: string) => void; tail: string[] } {
  const tail: string[] = [];
  return {
    tail,
    log(line) {
      tail.push(line);
      if (tail.length > 200) tail.shift();
      if (process.env.TEST_VERBOSE === "true") process.stdout.write(`${line}\n`);
    },
  };
}

export interface OwnCluster {
  /** The prepared database (migrations, demo data) */
  url: string;
  adminUrl: string;
  /** FILES_DIR for the stack (stored files, in the cluster's throw-away folder) */
  filesDir: string;
  /** PostgreSQL's fast shutdown (SIGINT) or immediate one (SIGQUIT, crash recovery at the start), then a start on the same port and files */
  restart(mode: "fast" | "immediate"): Promise<void>;
  stop(): Promise<void>;
}

interface ClusterMessage {
  state?: "ready";
  url?: string;
  adminUrl?: string;
  filesDir?: string;
  restarted?: string;
  error?: string;
}

/** A throw-away embedded PostgreSQL with one database migrated and seeded with `workOrders` demo orders. */
export async function ownCluster(workOrders: number, log: (line: string) => void): Promise<OwnCluster> {
  const script = path.resolve(__dirname, "../../dist/fault-cluster.js");
  const child: Child = spawnNode("fault-cluster", script, [], { ...process.env, FAULT_CLUSTER_WORK_ORDERS: String(workOrders) }, log);
  const next = (what: (m: ClusterMessage) => boolean, timeoutMs: number) =>
    new Promise<ClusterMessage>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the fault cluster did not answer within ${timeoutMs} ms:\n${child.tail.join("\n")}`)),
        timeoutMs,
      );
      const listener = (m: ClusterMessage) => {
        if (!what(m)) return;
        clearTimeout(timer);
        child.process.off("message", listener);
        if (m.error) reject(new Error(m.error));
        else resolve(m);
      };
      child.process.on("message", listener);
      void child.exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`the fault cluster exited (${code}):\n${child.tail.join("\n")}`));
      });
    });
  const stop = async () => {
    if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill("SIGTERM");
    await child.exited;
  };
  try {
    const ready = await next((m) => m.state === "ready" || !!m.error, 600_000);
    return {
      url: ready.url!,
      adminUrl: ready.adminUrl!,
      filesDir: ready.filesDir!,
      async restart(mode) {
        const done = next((m) => !!m.restarted || !!m.error, 120_000);
        child.process.send({ restart: mode });
        await done;
      },
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** Polls `check` every `everyMs` until it holds or `seconds` pass (a loaded machine: generous); answers whether it held. */
export async function eventually(check: () => Promise<boolean>, seconds = 60, everyMs = 100): Promise<boolean> {
  for (let end = Date.now() + seconds * 1000; Date.now() < end; await new Promise((r) => setTimeout(r, everyMs))) {
    if (await check().catch(() => false)) return true;
  }
  return check().catch(() => false);
}
