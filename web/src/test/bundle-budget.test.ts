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

/** A contractor's first visit (its portal's dashboard on a phone): the initial JavaScript and the portal's page, 250 KiB gzipped */
const CONTRACTOR_PORTAL_BUDGET = 250 * 1024;
const CONTRACTOR_PORTAL_PAGE = "src/modules/contractor-portal/pages/ContractorPortalLayout.tsx";

/** The entry's chunk and its static imports, transitively (dynamic imports are left out); with `also`, those chunks too */
function initialChunks(manifest: Record<string, ManifestChunk>, also: string[] = []): string[] {
  const entries = [...Object.keys(manifest).filter((key) => manifest[key]!.isEntry), ...also];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  entries.forEach(visit);
  return Array.from(seen, (key) => manifest[key]!.file).filter((file) => file.endsWith(".js"));
}

/** The gzipped size of these chunks, with a report of each */
function measure(files: string[]) {
  const sizes = files.map((file) => ({ file, gzip: gzipSync(fs.readFileSync(path.join(DIST, file))).length }));
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const kib = (n: number) => Math.round((n / 1024) * 10) / 10;
  return { total, report: { totalKiB: kib(total), chunks: sizes.map((s) => `${s.file} ${kib(s.gzip)} KiB`) } };
}

function readManifest(): Record<string, ManifestChunk> {
  expect(fs.existsSync(MANIFEST)).toBe(true);
  return JSON.parse(fs.readFileSync(MANIFEST, "utf8")) as Record<string, ManifestChunk>;
}

it("keeps the initial JavaScript under 200 KiB gzipped (build web/dist first: npm run build -w web)", () => {
  const files = initialChunks(readManifest());
  expect(files.length).toBeGreaterThan(1);
  const { total, report } = measure(files);
  expect({ ...report, withinBudget: total <= INITIAL_JS_BUDGET }).toEqual({ ...report, withinBudget: true });
});

it("keeps a contractor's first visit (the initial JavaScript and its portal's dashboard) under 250 KiB gzipped", () => {
  const manifest = readManifest();
  expect(manifest[CONTRACTOR_PORTAL_PAGE]).toBeDefined();
  // the work-order popup (and the staff screens it reuses) loads when an order is opened, not before
  const files = initialChunks(manifest, [CONTRACTOR_PORTAL_PAGE]);
  expect(files.some((f) => /ContractorWorkOrderPopup/.test(f))).toBe(false);
  const { total, report } = measure(files);
  expect({ ...report, withinBudget: total <= CONTRACTOR_PORTAL_BUDGET }).toEqual({ ...report, withinBudget: true });
});
