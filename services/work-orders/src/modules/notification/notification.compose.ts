import { DateTime } from "luxon";
import { ZONE } from "@wo/shared";
import type { ContractorNoticeReason } from "./outbox.entity";

/** What a contractor's message says about its work order. */
export interface NoticeFacts {
  reason: ContractorNoticeReason;
  refNo: string;
  contractorName: string | null;
  siteName: string | null;
  postCode: string | null;
  issue: string | null;
  details: string | null;
  dueDate: Date | string | null;
}

const OPENING: Record<ContractorNoticeReason, (ref: string) => string> = {
  assigned: (ref) => `Work order ${ref} has been assigned to you.`,
  changed: (ref) => `Work order ${ref} has been moved to you.`,
  ppm: (ref) => `Planned maintenance work order ${ref} has been raised for you.`,
  resend: (ref) => `Here again are the details of work order ${ref}.`,
};

const when = (d: Date | string | null) => (d ? DateTime.fromJSDate(new Date(d), { zone: ZONE }).toFormat("dd/MM/yyyy HH:mm") : "not set");
const place = (f: NoticeFacts) => [f.siteName, f.postCode].filter(Boolean).join(", ") || "the site";

export const SMS_MAX = 306; // two concatenated text messages

export function emailOf(f: NoticeFacts): { subject: string; body: string } {
  const lines = [
    `Dear ${f.contractorName ?? "contractor"},`,
    "",
    OPENING[f.reason](f.refNo),
    "",
    `Site: ${place(f)}`,
    `Issue: ${f.issue ?? ""}`,
    ...(f.details ? [`Details: ${f.details}`] : []),
    `Due: ${when(f.dueDate)}`,
    "",
    "The work order is attached as a PDF.",
  ];
  return { subject: `Work order ${f.refNo} - ${place(f)}`, body: lines.join("\n") };
}

export function smsOf(f: NoticeFacts): string {
  const text = `${OPENING[f.reason](f.refNo)} ${place(f)}: ${f.issue ?? ""}. Due ${when(f.dueDate)}. Details by e-mail.`;
  return text.length > SMS_MAX ? `${text.slice(0, SMS_MAX - 1)}…` : text;
}
