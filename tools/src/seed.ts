/**
 * `npm run seed -- --work-orders 1000000`: migrates and tops the demo data up (set-based SQL) in
 * the database `npm start` uses (DATABASE_URL, or the embedded one under .data/).
 */
import path from "node:path";
import { createDatabase, databaseExists, databaseServer, DATA_DIR } from "./database";
import { prepareDatabase } from "./stack";

async function main() {
  const i = process.argv.indexOf("--work-orders");
  const workOrders = i > 0 ? Number(process.argv[i + 1]) : 2000;
  if (!Number.isInteger(workOrders) || workOrders < 0) throw new Error("--work-orders takes a whole number");
  const db = await databaseServer({ databaseUrl: process.env.DATABASE_URL, dataDir: path.join(DATA_DIR, "postgres"), log: console.log });
  try {
    let url = process.env.DATABASE_URL;
    if (!url) {
      if (!(await databaseExists(db.adminUrl, "workorders"))) await createDatabase(db.adminUrl, "workorders");
      url = db.urlFor("workorders");
    }
    const started = Date.now();
    await prepareDatabase({ databaseUrl: url, seed: { workOrders }, log: (l) => console.log(l) });
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.stop();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
