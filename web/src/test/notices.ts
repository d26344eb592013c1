import { waitFor } from "@testing-library/react";

/** The notifications shown now, as [kind, text] (kind from the toast's class: success, error, required...) */
export function notices(): Array<[string, string]> {
  return Array.from(document.querySelectorAll<HTMLElement>(".wo-notice")).map((el) => {
    const kind = /wo-notice--(\w+)/.exec(el.className)?.[1] ?? "";
    return [kind, el.querySelector(".bp6-toast-message")?.textContent ?? ""];
  });
}

/** Waits for a notification with exactly this text (and kind, when given) */
export async function findNotice(text: string, kind?: string): Promise<void> {
  await waitFor(() => expect(notices()).toContainEqual([kind ?? expect.any(String), text]));
}
