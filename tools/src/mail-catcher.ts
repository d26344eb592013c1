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
  /**
   * Hold the answer to the next message (to `recipient`, when given): its sender waits (the message sent, no answer yet) until
   * release(). A message whose sender hung up while held is dropped, as a real server drops one it
   * never accepted (no 250); one still connected is then kept as usual.
   */
  holdNext(recipient?: string): HeldMail;
  stop(): Promise<void>;
}

export interface HeldMail {
  /** Settles once the held message has arrived (its sender waits for the answer). */
  arrived: Promise<void>;
  /** Settles once the sender of the held message has closed its connection. */
  hungUp: Promise<void>;
  release(): void;
}

/**
 * `holdMs`: how long it takes to accept each message, as a busy server would (the replicas test keeps
 * each sender busy so that every worker gets some of the jobs).
 */
export async function startMailCatcher(dir?: string, options: { holdMs?: number } = {}): Promise<MailCatcher> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const messages: CaughtMail[] = [];
  let refusals = 0;
  let hold: { recipient?: string; arrived: () => void; released: Promise<void>; session?: string } | null = null;
  const closed = new Map<string, () => void>();
  const gone = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onClose(session) {
      gone.add(session.id);
      closed.get(session.id)?.();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        if (options.holdMs) await new Promise((r) => setTimeout(r, options.holdMs));
        if (hold && !hold.session && (!hold.recipient || session.envelope.rcptTo.some((r) => r.address === hold!.recipient))) {
          const held = hold;
          held.session = session.id;
          held.arrived();
          await held.released;
          if (hold === held) hold = null;
          if (gone.has(session.id)) return; // never answered: not delivered
        }
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
      });
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
    holdNext(recipient) {
      let arrived!: () => void;
      let release!: () => void;
      const arrivedP = new Promise<void>((r) => (arrived = r));
      const released = new Promise<void>((r) => (release = r));
      hold = { recipient, arrived, released };
      const current = hold;
      const hungUp = arrivedP.then(
        () =>
          new Promise<void>((r) => {
            if (gone.has(current.session!)) r();
            else closed.set(current.session!, r);
          }),
      );
      return { arrived: arrivedP, hungUp, release };
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
