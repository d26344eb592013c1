/** @jest-environment node */
/**
 * No HTML from the server is ever rendered: no component sets inner HTML or an iframe's srcdoc, and no
 * operation reads a BI report's `embedCode` (the report is shown from its checked `embedUrl` only).
 */
import fs from "node:fs";
import path from "node:path";

const SRC = path.resolve(__dirname, "../..");

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "gql" || e.name === "test" ? [] : sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

it("renders no HTML: no inner HTML, no srcdoc, anywhere in the app", () => {
  const files = sources(SRC);
  expect(files.length).toBeGreaterThan(50);
  const offending = files.filter((f) =>
    /dangerouslySetInnerHTML|\.innerHTML|outerHTML|insertAdjacentHTML|srcDoc|srcdoc/.test(fs.readFileSync(f, "utf8")),
  );
  expect(offending.map((f) => path.relative(SRC, f))).toEqual([]);
});

it("reads no embedCode in any operation", () => {
  const documents = sources(SRC).flatMap((f) => Array.from(fs.readFileSync(f, "utf8").matchAll(/graphql\(`([\s\S]*?)`\)/g), (m) => m[1]!));
  expect(documents.length).toBeGreaterThan(20);
  const selecting = documents.filter((d) => /^\s*embedCode\s*$/m.test(d));
  expect(selecting).toEqual([]);
  expect(documents.some((d) => /^\s*embedUrl\s*$/m.test(d))).toBe(true);
});
