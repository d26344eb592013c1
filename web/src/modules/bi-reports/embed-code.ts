/**
 * The text put in the embed-code box when a report is edited: an iframe around the report's checked
 * address, made here (the server's `embedCode` is never read, so no HTML from the server is used).
 */
export function embedCodeText(embedUrl: string): string {
  const attr = embedUrl.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `<iframe src="${attr}"></iframe>`;
}
