import { Intent, OverlayToaster, Position, type Toaster } from "@blueprintjs/core";

export type NoticeKind = "success" | "error" | "warning" | "message";

const INTENTS: Record<NoticeKind, Intent> = {
  success: Intent.SUCCESS,
  error: Intent.DANGER,
  warning: Intent.WARNING,
  message: Intent.PRIMARY,
};

/** The spec's notifications stay 3 seconds (Blueprint then fades them out). */
export const NOTICE_TIMEOUT_MS = 3000;

let toaster: Promise<Toaster> | null = null;

function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 5 });
  return toaster;
}

/** Shows a notification with one of the spec's texts. */
export function notify(message: string, kind: NoticeKind = "message"): void {
  void getToaster().then((t) => t.show({ message, intent: INTENTS[kind], timeout: NOTICE_TIMEOUT_MS }));
}
