import { randomBytes } from "node:crypto";
import path from "node:path";

/** The file types documents may be, told from their bytes (file-type), never from the name or the declared type. */
export const DOCUMENT_TYPES_ALLOWED = new Set([
  "application/pdf",
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
  "image/tiff",
  "image/bmp",
  "image/heic",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.spreadsheet",
  "application/x-cfb",
  "application/vnd.ms-outlook",
  "application/zip",
]);

/** Files whose bytes say nothing (plain text): taken by their extension, served as text. */
const TEXT_EXTENSIONS: Record<string, string> = { ".txt": "text/plain", ".csv": "text/csv" };

export const FILE_TYPE_REFUSED = "This type of file cannot be uploaded (PDF, images, Office documents, text or CSV)";

/**
 * The type a document is stored and served as: what its bytes say when that is an allowed type, else
 * plain text for a .txt or .csv whose bytes are text; null when it is not taken.
 */
export function documentContentType(sniffed: string | null, fileName: string, head: Buffer): string | null {
  if (sniffed) return DOCUMENT_TYPES_ALLOWED.has(sniffed) ? sniffed : null;
  const text = TEXT_EXTENSIONS[path.extname(fileName).toLowerCase()];
  if (text && !head.includes(0)) return text;
  return null;
}

/** A file name kept to what a storage key segment may hold (letters, digits, `.`, `_`, `-`). */
export function safeFileName(name: string): string {
  const base = path.basename(name.replace(/\\/g, "/")).normalize("NFKD");
  const cleaned = base
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^[._-]+/, "")
    .slice(-120);
  return cleaned || "document";
}

/** A fresh key per stored file, ending in the file's (safe) name so a saved download keeps it. */
export function documentKey(entityName: string, entityId: number, fileName: string): string {
  return `documents/${entityName.toLowerCase()}/${entityId}/${randomBytes(12).toString("hex")}/${safeFileName(fileName)}`;
}

/** The name a client's own file had, trimmed to a sensible length; "document" for none. */
export function originalName(name: string | null | undefined): string {
  const base = path.basename((name ?? "").replace(/\\/g, "/")).trim();
  return (base || "document").slice(0, 255);
}
