/**
 * A mail server for tests: a real in-process SMTP server (smtp-server) that keeps every message it
 * receives and, given a folder, writes each as an .eml file there (the e2e runner passes that folder
 * to the browser tests as E2E_MAIL_DIR). `parseMail` reads back what nodemailer sent.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
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

export async function startMailCatcher(dir?: string): Promise<MailCatcher> {
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
      stream.on("end", () => {
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
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  to: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

function splitPart(part: string): { headers: Record<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? "" : part.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

function decode(body: string, encoding = ""): Buffer {
  const e = encoding.toLowerCase();
  if (e === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64");
  if (e === "quoted-printable")
    return Buffer.from(
      body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      "latin1",
    );
  return Buffer.from(body, "utf8");
}

const param = (header: string, name: string) => new RegExp(`${name}\\*?="?([^";]+)"?`, "i").exec(header)?.[1] ?? "";

/** The parts of a (multipart) message as nodemailer writes it: headers, the plain text, attachments. */
export function parseMail(raw: string): ParsedMail {
  const top = splitPart(raw);
  const out: ParsedMail = { headers: top.headers, subject: top.headers.subject ?? "", to: top.headers.to ?? "", text: "", attachments: [] };
  const walk = (headers: Record<string, string>, body: string) => {
    const type = headers["content-type"] ?? "text/plain";
    const boundary = param(type, "boundary");
    if (/^multipart\//i.test(type) && boundary) {
      for (const part of body.split(`--${boundary}`).slice(1)) {
        if (part.startsWith("--")) break;
        const p = splitPart(part.replace(/^\r?\n/, ""));
        walk(p.headers, p.body);
      }
      return;
    }
    const disposition = headers["content-disposition"] ?? "";
    const content = decode(body, headers["content-transfer-encoding"]);
    if (/attachment/i.test(disposition) || param(type, "name")) {
      out.attachments.push({ filename: param(disposition, "filename") || param(type, "name"), contentType: type.split(";")[0]!.trim(), content });
    } else if (/^text\/plain/i.test(type)) out.text += content.toString("utf8");
  };
  walk(top.headers, top.body);
  return out;
}
