import nodemailer from "nodemailer";
import { z } from "zod";
import { loadConfig } from "@wo/shared";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface SmsSender {
  send(message: { to: string; text: string }): Promise<void>;
}

const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional());
const optionalText = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

/** The sender's configuration; with neither URL set, messages wait in the outbox. */
export const notificationConfigSchema = z
  .object({
    /** smtp://user:pass@host:587 or smtps://…:465 (nodemailer's URL form) */
    SMTP_URL: optionalUrl,
    /** The From of contractors' e-mails, e.g. "Facilities <workorders@example.org>" */
    MAIL_FROM: optionalText,
    /** The SMS provider's send endpoint: POST JSON { to, from, text }, any 2xx is sent */
    SMS_URL: optionalUrl,
    SMS_FROM: optionalText,
    /** A bearer token, or SMS_USER and SMS_PASSWORD for basic authentication */
    SMS_TOKEN: optionalText,
    SMS_USER: optionalText,
    SMS_PASSWORD: optionalText,
  })
  .refine((c) => !c.SMTP_URL || !!c.MAIL_FROM, { message: "MAIL_FROM is required with SMTP_URL", path: ["MAIL_FROM"] })
  .refine((c) => !c.SMS_URL || !!c.SMS_FROM, { message: "SMS_FROM is required with SMS_URL", path: ["SMS_FROM"] });

export type NotificationConfig = z.infer<typeof notificationConfigSchema>;

export const notificationConfig = (env: NodeJS.ProcessEnv = process.env): NotificationConfig => loadConfig(notificationConfigSchema, env);

/** E-mail through nodemailer over SMTP; null when SMTP_URL is not set. */
export function smtpMailer(config: NotificationConfig): Mailer | null {
  if (!config.SMTP_URL) return null;
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    async send(m) {
      await transport.sendMail({ from: config.MAIL_FROM, to: m.to, subject: m.subject, text: m.text, attachments: m.attachments });
    },
  };
}

const SMS_TIMEOUT_MS = 15_000;

/** A provider's HTTP API: POST JSON { to, from, text } with a bearer token or basic credentials; non-2xx is a failure. Null when SMS_URL is not set. */
export function httpSmsSender(config: NotificationConfig): SmsSender | null {
  const url = config.SMS_URL;
  if (!url) return null;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (config.SMS_TOKEN) headers.authorization = `Bearer ${config.SMS_TOKEN}`;
  else if (config.SMS_USER) headers.authorization = `Basic ${Buffer.from(`${config.SMS_USER}:${config.SMS_PASSWORD ?? ""}`).toString("base64")}`;
  return {
    async send(m) {
      const res = await fetch(url, {
        method: "POST",
        headers,
        body: JSON.stringify({ to: m.to, from: config.SMS_FROM, text: m.text }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      if (!res.ok) {
        const detail = (await res.text().catch(() => "")).trim().slice(0, 200);
        throw new Error(`SMS provider answered ${res.status}${detail ? `: ${detail}` : ""}`);
      }
    },
  };
}
