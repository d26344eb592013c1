import { execFile } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** pdfjs-dist's build for Node (ESM), at the root of the repository (a dev dependency). */
const PDFJS = path.resolve(__dirname, "../../../node_modules/pdfjs-dist/legacy/build/pdf.mjs");

/** Reads a PDF from stdin and prints each page's text (lines ended by "\n") as a JSON array. */
const SCRIPT = `
const { getDocument } = await import(${JSON.stringify(pathToFileURL(PDFJS).href)});
const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), isEvalSupported: false, useSystemFonts: false }).promise;
const pages = [];
for (let i = 1; i <= doc.numPages; i++) {
  const content = await (await doc.getPage(i)).getTextContent();
  pages.push(content.items.map((t) => t.str + (t.hasEOL ? "\\n" : "")).join(""));
}
process.stdout.write(JSON.stringify(pages));
`;

/**
 * The text of each page of a PDF, as pdfjs-dist extracts it: what a reader (or a search) finds in
 * it. Runs in a child Node process, since pdfjs-dist is ESM only and jest runs tests as CommonJS.
 */
export function pdfText(pdf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ["--input-type=module", "-e", SCRIPT], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`pdfjs-dist could not read the PDF: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout) as string[]);
    });
    child.stdin!.end(pdf);
  });
}
