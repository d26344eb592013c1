/**
 * The breaking-change guard of the public API schema (README "Schema changelog"). schema/api.graphql
 * is compared with the last released one (schema/released/api.graphql, committed) by
 * @graphql-inspector/core; each change it rates BREAKING must be listed in schema/CHANGELOG.md under
 * "## Unreleased", as a line naming its coordinate in backticks (`WorkOrder.refNo`, as the guard
 * prints it) with a migration note (`Migration: ...`). Dangerous and safe changes pass unlisted.
 *
 *   node tools/dist/schema-guard.js                      the check (npm test runs it: tools/test/schema-guard.test.ts)
 *   node tools/dist/schema-guard.js --release <version>  records a release (npm run schema:release -- <version>):
 *     copies api.graphql to released/, and names the changelog's Unreleased section after the version
 */
import fs from "node:fs";
import path from "node:path";
import { CriticalityLevel, diff, type Change } from "@graphql-inspector/core";
import { buildSchema } from "graphql";
import { ROOT } from "./services";

export const SCHEMA_DIR = path.join(ROOT, "schema");
export const UNRELEASED = "## Unreleased";

export interface GuardResult {
  /** every change since the release, each with its level */
  changes: Change[];
  /** breaking changes the changelog's Unreleased section does not list with a migration note */
  unlisted: Change[];
}

/** The lines of the changelog's Unreleased section (up to the next `## ` heading). */
export function unreleasedEntries(changelog: string): string[] {
  const lines = changelog.split("\n");
  const start = lines.findIndex((l) => l.trim() === UNRELEASED);
  if (start < 0) return [];
  const end = lines.findIndex((l, i) => i > start && l.startsWith("## "));
  return lines.slice(start + 1, end < 0 ? undefined : end).filter((l) => l.trim().startsWith("-"));
}

/** Whether an entry lists the change: its coordinate in backticks, and a migration note that says something. */
export function lists(entry: string, change: Change): boolean {
  const coordinate = change.path ?? "";
  return coordinate !== "" && entry.includes(`\`${coordinate}\``) && /Migration:\s*\S/.test(entry);
}

/** Compares the two schemas (SDL) and finds the breaking changes the changelog does not list. */
export async function guard(releasedSdl: string, currentSdl: string, changelog: string): Promise<GuardResult> {
  const changes = await diff(buildSchema(releasedSdl), buildSchema(currentSdl));
  const entries = unreleasedEntries(changelog);
  const unlisted = changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking && !entries.some((e) => lists(e, c)));
  return { changes, unlisted };
}

const read = (file: string) => fs.readFileSync(path.join(SCHEMA_DIR, file), "utf8");

/** The guard over the committed files. */
export function guardCommitted(): Promise<GuardResult> {
  return guard(read("released/api.graphql"), read("api.graphql"), read("CHANGELOG.md"));
}

/** What the guard says of its result, one line a change. */
export function report(r: GuardResult): string {
  const lines = r.unlisted.map(
    (c) =>
      `  BREAKING ${c.type} \`${c.path ?? ""}\`: ${c.message}\n    list it in schema/CHANGELOG.md under "${UNRELEASED}": - \`${c.path ?? ""}\`: <what changed>. Migration: <what a client does now>`,
  );
  const levels = Object.values(CriticalityLevel).map((l) => `${r.changes.filter((c) => c.criticality.level === l).length} ${l.toLowerCase()}`);
  return [`schema changes since the last release: ${levels.join(", ")}`, ...lines].join("\n");
}

/** Records a release: api.graphql becomes the released schema, the Unreleased section the version's. */
export function release(version: string, today = new Date().toISOString().slice(0, 10)): void {
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`a release is named by its version, e.g. 1.4.0 (got "${version}")`);
  const changelog = read("CHANGELOG.md");
  if (!changelog.includes(`\n${UNRELEASED}\n`)) throw new Error(`schema/CHANGELOG.md has no "${UNRELEASED}" heading`);
  if (changelog.includes(`\n## ${version} `)) throw new Error(`schema/CHANGELOG.md already has a release ${version}`);
  fs.mkdirSync(path.join(SCHEMA_DIR, "released"), { recursive: true });
  fs.copyFileSync(path.join(SCHEMA_DIR, "api.graphql"), path.join(SCHEMA_DIR, "released", "api.graphql"));
  fs.writeFileSync(path.join(SCHEMA_DIR, "CHANGELOG.md"), changelog.replace(`\n${UNRELEASED}\n`, `\n${UNRELEASED}\n\n## ${version} (${today})\n`));
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === "--release") {
    release(args[1] ?? "");
    console.log(`schema ${args[1]} recorded: schema/released/api.graphql, schema/CHANGELOG.md`);
    return;
  }
  const r = await guardCommitted();
  console.log(report(r));
  if (r.unlisted.length > 0) {
    console.error(`${r.unlisted.length} breaking change(s) not listed in schema/CHANGELOG.md`);
    process.exit(1);
  }
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
