/**
 * `npm run bench:pdf`: the work-order PDF's batch figure. Renders the PDFs of 1,000 seeded work
 * orders in one process (what a batch of contractor e-mails does: one statement reads them all, then
 * each is laid out in turn) and prints the time of the read, of the rendering (wall clock and the
 * process's CPU time), and the PDFs per second. Figures, not a test: run it on a quiet machine.
 *
 *   npm run bench:pdf                               (embedded PostgreSQL kept under .data/bench-postgres)
 *   DATABASE_URL=postgres://... npm run bench:pdf   (that server, database workorders_pdf)
 *   PDF_BATCH=5000 npm run bench:pdf
 */
import path from "node:path";
import { z } from "zod";
import { createDatabase, databaseExists, databaseServer, DATA_DIR } from "./database";
import { prepareDatabase } from "./stack";

const cfg = z
  .object({
    DATABASE_URL: z.string().url().optional(),
    /** how many orders' PDFs to render */
    PDF_BATCH: z.coerce.number().int().min(1).default(1000),
    PDF_DATABASE: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/)
      .default("workorders_pdf"),
  })
  .parse(process.env);

const ROOT = path.resolve(__dirname, "../..");

/** What the script uses of the work-orders service, from its build (services/work-orders/dist). */
interface WorkOrdersBuild {
  orm: { em: { fork(): unknown }; close(force?: boolean): Promise<void> };
  render(em: unknown, ids: number[]): Promise<{ id: number; pdf: Buffer }[]>;
  read(em: unknown, ids: number[]): Promise<unknown[]>;
}

async function loadWorkOrders(databaseUrl: string): Promise<WorkOrdersBuild> {
  const dist = path.join(ROOT, "services/work-orders/dist");
  require(require.resolve("reflect-metadata", { paths: [dist] }));
  const { initOrm } = require(require.resolve("@wo/shared", { paths: [dist] }));
  const { workOrdersService } = require(path.join(dist, "service"));
  const { renderWorkOrderPdfs } = require(path.join(dist, "modules/pdf/work-order-pdf"));
  const { readWorkOrderPdfData } = require(path.join(dist, "modules/pdf/work-order-pdf.data"));
  return { orm: await initOrm(workOrdersService, databaseUrl, 2), render: renderWorkOrderPdfs, read: readWorkOrderPdfData };
}

async function main() {
  const log = (l: string) => process.stdout.write(`${l}\n`);
  const db = await databaseServer({ databaseUrl: cfg.DATABASE_URL, dataDir: path.join(DATA_DIR, "bench-postgres"), log });
  try {
    if (!(await databaseExists(db.adminUrl, cfg.PDF_DATABASE))) await createDatabase(db.adminUrl, cfg.PDF_DATABASE);
    const url = db.urlFor(cfg.PDF_DATABASE);
    await prepareDatabase({
      databaseUrl: url,
      seed: { workOrders: Math.max(2000, cfg.PDF_BATCH) },
      log: (l) => /seeded|failed|error/.test(l) && log(l),
    });
    const wo = await loadWorkOrders(url);
    try {
      const ids = Array.from({ length: cfg.PDF_BATCH }, (_, i) => i + 1);
      await wo.render(wo.orm.em.fork(), ids.slice(0, 5)); // warm up: fonts parsed, logos read, statement planned
      const read = process.hrtime.bigint();
      await wo.read(wo.orm.em.fork(), ids);
      const readMs = Number(process.hrtime.bigint() - read) / 1e6;
      const start = process.hrtime.bigint();
      const cpu = process.cpuUsage();
      const pdfs = await wo.render(wo.orm.em.fork(), ids);
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const used = process.cpuUsage(cpu);
      const bytes = pdfs.reduce((n, p) => n + p.pdf.length, 0);
      log(
        JSON.stringify({
          orders: pdfs.length,
          "read ms (one statement)": Math.round(readMs),
          "read and render s": +(ms / 1000).toFixed(2),
          // this process's own CPU time: the figure a busy machine does not inflate
          "CPU s": +((used.user + used.system) / 1e6).toFixed(2),
          "ms per PDF": +(ms / pdfs.length).toFixed(1),
          "PDFs per s": Math.round((pdfs.length * 1000) / ms),
          "average KiB": +(bytes / pdfs.length / 1024).toFixed(1),
        }),
      );
    } finally {
      await wo.orm.close(true);
    }
  } finally {
    await db.stop();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
