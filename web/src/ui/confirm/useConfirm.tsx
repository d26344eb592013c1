import { useCallback, useState, type ReactNode } from "react";
import { Alert, Intent } from "@blueprintjs/core";

/** The spec's generic confirmation (§8) */
export const CONFIRM_PROCEED = "Are you sure that you want to proceed?";

type Pending = { message: string; resolve: (ok: boolean) => void };

/**
 * A confirmation asked in the product's dialog: `await confirm(text)` answers whether the user
 * said yes; render `dialog` once in the component.
 */
export function useConfirm(): { confirm: (message: string) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback((message: string) => new Promise<boolean>((resolve) => setPending({ message, resolve })), []);
  const answer = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  const dialog = (
    <Alert
      isOpen={pending !== null}
      intent={Intent.DANGER}
      confirmButtonText="Yes"
      cancelButtonText="No"
      canEscapeKeyCancel
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    >
      <p>{pending?.message}</p>
    </Alert>
  );
  return { confirm, dialog };
}
