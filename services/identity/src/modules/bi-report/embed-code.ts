import { parseDocument } from "htmlparser2";
import { isTag, isText, type ChildNode } from "domhandler";

export type EmbedCheck = { ok: true; url: string } | { ok: false; message: string };

export const EMBED_CODE_MESSAGE = "Embed code must be a single iframe whose address is on an allowed report host";

/**
 * A BI report's embed code is never rendered as HTML: it must be exactly one <iframe> (whitespace
 * around it is fine), without content, whose src is an https address on one of `allowedHosts` (or a
 * subdomain of one). Answers the address; the client renders its own sandboxed iframe with it.
 */
export function checkEmbedCode(code: string, allowedHosts: readonly string[]): EmbedCheck {
  const refuse = (): EmbedCheck => ({ ok: false, message: EMBED_CODE_MESSAGE });
  if (!code || code.length > 10_000) return refuse();
  const nodes = parseDocument(code, { lowerCaseTags: true, lowerCaseAttributeNames: true }).children.filter(
    (n: ChildNode) => !(isText(n) && n.data.trim() === ""),
  );
  if (nodes.length !== 1) return refuse();
  const frame = nodes[0]!;
  if (!isTag(frame) || frame.name !== "iframe") return refuse();
  if (frame.children.some((c) => !(isText(c) && c.data.trim() === ""))) return refuse();
  let url: URL;
  try {
    url = new URL(frame.attribs.src ?? "");
  } catch {
    return refuse();
  }
  if (url.protocol !== "https:" || url.username || url.password) return refuse();
  const host = url.hostname.toLowerCase();
  const allowed = allowedHosts.some((h) => host === h || host.endsWith(`.${h}`));
  return allowed ? { ok: true, url: url.toString() } : refuse();
}

/** The iframe the legacy EmbedCode field answers: rebuilt from the checked address, nothing else. */
export function embedCodeFor(url: string, title: string): string {
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `<iframe src="${esc(url)}" title="${esc(title)}" width="100%" height="600" frameborder="0" allowfullscreen></iframe>`;
}
