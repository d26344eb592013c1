import { Intent } from "../../ui";
import type { OutboxChannel, OutboxState } from "../../gql/graphql";

export const CHANNEL_LABEL: Record<OutboxChannel, string> = { EMAIL: "E-mail", SMS: "SMS" };
export const STATE_LABEL: Record<OutboxState, string> = { QUEUED: "Queued", SENT: "Sent", FAILED: "Failed" };
export const STATE_INTENT: Record<OutboxState, Intent> = { QUEUED: Intent.WARNING, SENT: Intent.SUCCESS, FAILED: Intent.DANGER };
export const REASON_LABEL: Record<string, string> = { assigned: "Assigned", changed: "Contractor changed", ppm: "PPM converted", resend: "Resent" };

/** The client's success text for a resend (staff-and-work-orders §8) */
export const NOTIFICATION_SENT = "Notification sent!";
