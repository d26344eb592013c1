/**
 * The e-mails the product sent during the browser tests: the e2e runner's SMTP server writes each
 * as an .eml file into E2E_MAIL_DIR (tools/src/mail-catcher.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { parseMail, type ParsedMail } from "../tools/src/mail-catcher";

export type { ParsedMail };

export function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: run through `npm run test:e2e`");
  return dir;
}

/** Every message received so far, oldest first. */
export async function receivedMail(): Promise<ParsedMail[]> {
  const dir = mailDir();
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort();
  return Promise.all(files.map((f) => parseMail(fs.readFileSync(path.join(dir, f)))));
}

/** Waits for a message matching `match` (e.g. its subject names a work order) to arrive. */
export async function waitForMail(match: (m: ParsedMail) => boolean, timeout = 60_000): Promise<ParsedMail> {
  const end = Date.now() + timeout;
  for (;;) {
    const received = await receivedMail();
    const found = received.find(match);
    if (found) return found;
    if (Date.now() > end) throw new Error(`no matching e-mail arrived within ${timeout} ms (${received.length} received)`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
