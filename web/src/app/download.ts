import { sessionStore } from "./session/session-store";
import { failedNotice, notify } from "../ui";

/** The file name a Content-Disposition header gives, or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? "");
  if (star) return decodeURIComponent(star[1]!);
  return /filename="([^"]+)"/i.exec(disposition ?? "")?.[1] ?? fallback;
}

/** A file the server made, fetched with the caller's token: its bytes and the name its Content-Disposition gives. */
export type FetchedFile = { blob: Blob; fileName: string };

/**
 * Fetches a server-made file with the caller's token; rejects on any answer but 2xx. With `json`,
 * POSTs it as the body (the report builder's POST /api/Reports/download/{id}).
 */
export async function fetchFile(url: string, fallbackName = "export", signal?: AbortSignal, json?: unknown): Promise<FetchedFile> {
  const token = sessionStore.token();
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const post = json === undefined ? {} : { method: "POST", body: JSON.stringify(json) };
  if (json !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(new URL(url, window.location.href), { headers, signal, ...post });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return { blob: await res.blob(), fileName: fileNameOf(res.headers.get("content-disposition"), fallbackName) };
}

/** Saves a blob under a name (the browser's download); the object URL is released after 100 ms (§9). */
export function saveFile({ blob, fileName }: FetchedFile): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 100);
}

/**
 * Downloads a server-made export (/Services/Export*.aspx) with the caller's token, saved under the
 * name its Content-Disposition gives. A failure shows the thing's failure notice (§8).
 */
export async function downloadExport(url: string, thing: string): Promise<void> {
  try {
    saveFile(await fetchFile(url));
  } catch {
    notify(failedNotice(thing), "error");
  }
}
