import { sessionStore } from "./session/session-store";
import { failedNotice, notify } from "../ui";

/** The file name a Content-Disposition header gives, or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? "");
  if (star) return decodeURIComponent(star[1]!);
  return /filename="([^"]+)"/i.exec(disposition ?? "")?.[1] ?? fallback;
}

/**
 * Downloads a server-made export (/Services/Export*.aspx) with the caller's token, saved under the
 * name its Content-Disposition gives; the object URL is released after 100 ms (§9). A failure shows
 * the thing's failure notice (§8).
 */
export async function downloadExport(url: string, thing: string): Promise<void> {
  try {
    const token = sessionStore.token();
    const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!res.ok) throw new Error(String(res.status));
    const blob = await res.blob();
    const href = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = href;
    a.download = fileNameOf(res.headers.get("content-disposition"), "export");
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 100);
  } catch {
    notify(failedNotice(thing), "error");
  }
}
