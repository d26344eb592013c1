import { Intent, OverlayToaster, Position, type Toaster } from "@blueprintjs/core";
import "./notify.css";

/**
 * The spec's notification kinds (§8): success for 'X Created', 'X Updated', 'X Deleted' and the
 * other success texts; 'required' for a missing field and a refused password; error, warning, message.
 */
export type NoticeKind = "success" | "error" | "warning" | "required" | "message";

const INTENTS: Record<NoticeKind, Intent> = {
  success: Intent.SUCCESS,
  error: Intent.DANGER,
  warning: Intent.WARNING,
  required: Intent.WARNING,
  message: Intent.PRIMARY,
};

/** The spec's notifications stay 3 seconds (Blueprint then fades them out). */
export const NOTICE_TIMEOUT_MS = 3000;

let toaster: Promise<Toaster> | null = null;

function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 5 });
  return toaster;
}

/** Shows a notification with one of the spec's texts; a text of several lines keeps its lines. */
export function notify(message: string, kind: NoticeKind = "message"): void {
  void getToaster().then((t) => t.show({ message, intent: INTENTS[kind], timeout: NOTICE_TIMEOUT_MS, className: `wo-notice wo-notice--${kind}` }));
}

/** A failed call, naming the thing (spec §8: 'Asset error (Something wrong. Try again)') */
export function failedNotice(entity: string): string {
  return `${entity} error (Something wrong. Try again)`;
}

/** Removes every notification shown (tests, between cases) */
export function clearNotices(): void {
  void toaster?.then((t) => t.clear());
}
