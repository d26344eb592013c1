/**
 * A mail server for tests: a real in-process SMTP server (smtp-server) that keeps every message it
 * receives and, given a folder, writes each as an .eml file there (the e2e runner passes that folder
 * to the browser tests as E2E_MAIL_DIR). `parseMail` reads back what nodemailer sent (mailparser).
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  from: string;
  to: string[];
  raw: string;
}

export interface MailCatcher {
  /** smtp://127.0.0.1:<port>, for SMTP_URL */
  url: string;
  messages: CaughtMail[];
  /** Refuse the next `n` messages with a temporary failure (451), as a server that is down would. */
  refuseNext(n: number): void;
  stop(): Promise<void>;
}

/**
 * `holdMs`: how long it takes to accept each message, as a busy server would (the replicas test keeps
 * each sender busy so that every worker gets some of the jobs).
 */
export async function startMailCatcher(dir?: string, options: { holdMs?: number } = {}): Promise<MailCatcher> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const messages: CaughtMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => setTimeout(accept, options.holdMs ?? 0));
      const accept = () => {
        if (refusals > 0) {
          refusals--;
          const err = Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 });
          return callback(err);
        }
        const mail: CaughtMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        messages.push(mail);
        if (dir) fs.writeFileSync(path.join(dir, `${String(messages.length).padStart(4, "0")}-${Date.now()}.eml`), mail.raw);
        callback();
      };
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext: (n) => {
      refusals = n;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ParsedMail {
  subject: string;
  to: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** What nodemailer sent, read back by mailparser: subject, recipients, the plain text and the attachments. */
export async function parseMail(raw: string | Buffer): Promise<ParsedMail> {
  const mail = await simpleParser(raw);
  const to = [mail.to ?? []].flat().map((a) => a.text);
  return {
    subject: mail.subject ?? "",
    to: to.join(", "),
    text: mail.text ?? "",
    attachments: mail.attachments.map((a) => ({ filename: a.filename ?? "", contentType: a.contentType, content: a.content })),
  };
}
