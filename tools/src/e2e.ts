/**
 * `npm run test:e2e`: the browser tests (e2e/, playwright-core driving Debian's chromium) against
 * the whole product: a fresh database seeded with the demo data, the four services, the gateway
 * and the built web app, all stopped and dropped afterwards. An in-process SMTP server receives the
 * product's e-mails; the browser tests read them from E2E_MAIL_DIR (e2e/mail.ts). Uses DATABASE_URL's server when set,
 * otherwise a throw-away embedded PostgreSQL. Build first (`npm run build`).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase, databaseServer, dropDatabase, type DatabaseServer } from "./database";
import { generateKeys } from "./keys";
import { startMailCatcher, type MailCatcher } from "./mail-catcher";
import { ROOT } from "./services";
import { prepareDatabase, startStack, type RunningStack } from "./stack";

const log = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  if (!fs.existsSync(path.join(ROOT, "web", "dist", "index.html"))) throw new Error("web/dist is missing: run `npm run build` first");
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(chromium)) throw new Error(`${chromium} is missing: install Debian's chromium (apt-get install -y chromium)`);
  const name = `wo_e2e_${randomBytes(3).toString("hex")}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wo-e2e-pg-"));
  fs.chmodSync(tmp, 0o755);
  let db: DatabaseServer | null = null;
  let stack: RunningStack | null = null;
  let mail: MailCatcher | null = null;
  // every e-mail the product sends (contractors' notifications) lands here, one .eml file each
  const mailDir = path.join(tmp, "mail");
  try {
    mail = await startMailCatcher(mailDir);
    db = await databaseServer({ databaseUrl: process.env.DATABASE_URL, dataDir: path.join(tmp, "data"), temporary: true, fast: true, log });
    await createDatabase(db.adminUrl, name);
    await prepareDatabase({ databaseUrl: db.urlFor(name), seed: { workOrders: 2000 }, log: () => undefined });
    const keys = generateKeys();
    stack = await startStack({
      databaseUrl: db.urlFor(name),
      keys,
      gatewayPort: 0,
      log: (l) => /"level":"error"/.test(l) && log(l),
      // the browser tests sign in many times in a row, from one address
      // trusted documents off: the tests' own fixture calls send documents of their own as users. The
      // app sends each operation as its hash alone, which the gateway runs only when the manifest holds
      // it (else PERSISTED_QUERY_NOT_FOUND), so every screen the suite opens proves the manifest complete
      env: {
        GRAPHQL_TRUSTED_DOCUMENTS: "off",
        SIGN_IN_RATE_LIMIT: "500",
        SMTP_URL: mail.url,
        MAIL_FROM: "Facilities E2E <workorders@example.org>",
        JOB_POLL_SECONDS: "0.5",
        // webhooks.e2e.ts registers a receiver of its own on 127.0.0.1 (http): never set in production
        WEBHOOK_ALLOW_LOOPBACK: "true",
      },
    });
    log(`product up on ${stack.gatewayUrl}`);
    return await new Promise<number>((resolve) => {
      const jest = spawn(process.execPath, [require.resolve("jest/bin/jest"), "--config", "e2e/jest.config.cjs", ...process.argv.slice(2)], {
        cwd: ROOT,
        // the database too, for fixtures the screens cannot make yet (work orders before the lifecycle); the
        // subgraphs and the public key for a suite that runs a gateway or a service of its own (faults.e2e.ts)
        env: {
          ...process.env,
          E2E_BASE_URL: stack!.gatewayUrl,
          E2E_DATABASE_URL: db!.urlFor(name),
          E2E_MAIL_DIR: mailDir,
          E2E_SUBGRAPH_URLS: JSON.stringify(stack!.subgraphUrls),
          AUTH_PUBLIC_KEY: keys.AUTH_PUBLIC_KEY,
          FILE_LINK_SECRET: keys.FILE_LINK_SECRET,
          CHROMIUM_PATH: chromium,
        },
        stdio: "inherit",
      });
      jest.on("exit", (code) => resolve(code ?? 1));
    });
  } finally {
    await stack?.stop();
    await mail?.stop();
    if (db) {
      await dropDatabase(db.adminUrl, name).catch(() => undefined);
      await db.stop();
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    log(e instanceof Error ? e.message : String(e));
    process.exit(1);
  },
);
