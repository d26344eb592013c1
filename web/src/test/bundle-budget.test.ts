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

/** 250 KiB gzipped: a contractor's first visit on a phone (issue 22), the portal's every page included */
const CONTRACTOR_PORTAL_BUDGET = 250 * 1024;

/** The entry's chunk and its static imports, transitively (dynamic imports are left out) */
function initialChunks(manifest: Record<string, ManifestChunk>): string[] {
  return chunksFrom(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]!.isEntry),
  );
}

/** The chunks of `keys` and their static imports, transitively */
function chunksFrom(manifest: Record<string, ManifestChunk>, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  entries.forEach(visit);
  return Array.from(seen, (key) => manifest[key]!.file).filter((file) => file.endsWith(".js"));
}

function readManifest(): Record<string, ManifestChunk> {
  expect(fs.existsSync(MANIFEST)).toBe(true);
  return JSON.parse(fs.readFileSync(MANIFEST, "utf8")) as Record<string, ManifestChunk>;
}

/** The files' gzipped sizes and their total, as the report a failure prints */
function weigh(files: string[]) {
  const sizes = files.map((file) => ({ file, gzip: gzipSync(fs.readFileSync(path.join(DIST, file))).length }));
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const kib = (n: number) => Math.round((n / 1024) * 10) / 10;
  return { total, report: { totalKiB: kib(total), chunks: sizes.map((s) => `${s.file} ${kib(s.gzip)} KiB`) } };
}

it("keeps the initial JavaScript under 200 KiB gzipped (build web/dist first: npm run build -w web)", () => {
  const files = initialChunks(readManifest());
  expect(files.length).toBeGreaterThan(1);
  const { total, report } = weigh(files);
  expect({ ...report, withinBudget: total <= INITIAL_JS_BUDGET }).toEqual({ ...report, withinBudget: true });
});

it("keeps a contractor's first visit to its portal under 250 KiB gzipped: the initial JavaScript and every page of the portal with what they import", () => {
  const manifest = readManifest();
  const portal = Object.keys(manifest).filter((key) => key.includes("src/modules/contractor-portal/"));
  expect(portal.length).toBeGreaterThan(0);
  const files = [...new Set([...initialChunks(manifest), ...chunksFrom(manifest, portal)])];
  const { total, report } = weigh(files);
  expect({ ...report, withinBudget: total <= CONTRACTOR_PORTAL_BUDGET }).toEqual({ ...report, withinBudget: true });
});
