/** @jest-environment node */
/**
 * The JavaScript a first visit downloads before anything shows: the entry chunk and every chunk it
 * imports statically (the vendor chunks, the shell), gzipped, as `npm run build -w web` wrote them
 * to web/dist. Pages load on demand and do not count; the budget holds however many areas the app
 * gains, as long as each area's pages stay lazy (see app/areas.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const DIST = path.resolve(__dirname, "../../dist");
const MANIFEST = path.join(DIST, ".vite/manifest.json");

/** 200 KiB gzipped */
const INITIAL_JS_BUDGET = 200 * 1024;

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

/** The entry's chunk and its static imports, transitively (dynamic imports are left out) */
function initialChunks(manifest: Record<string, ManifestChunk>): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  entries.forEach(visit);
  return Array.from(seen, (key) => manifest[key]!.file).filter((file) => file.endsWith(".js"));
}

it("keeps the initial JavaScript under 200 KiB gzipped (build web/dist first: npm run build -w web)", () => {
  expect(fs.existsSync(MANIFEST)).toBe(true);
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, "utf8")) as Record<string, ManifestChunk>;
  const files = initialChunks(manifest);
  expect(files.length).toBeGreaterThan(1);
  const sizes = files.map((file) => ({ file, gzip: gzipSync(fs.readFileSync(path.join(DIST, file))).length }));
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const kib = (n: number) => Math.round((n / 1024) * 10) / 10;
  const report = { totalKiB: kib(total), chunks: sizes.map((s) => `${s.file} ${kib(s.gzip)} KiB`) };
  expect({ ...report, withinBudget: total <= INITIAL_JS_BUDGET }).toEqual({ ...report, withinBudget: true });
});
