/**
 * The breaking-change guard (tools/src/schema-guard.ts): the committed schema against the last
 * released one, and the guard's own rules on copies of the schema changed here.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { parse, print, visit } from "graphql";
import { guard, guardCommitted, report } from "../src/schema-guard";

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "../..");
const api = fs.readFileSync(path.join(ROOT, "schema/api.graphql"), "utf8");

/** A changelog whose Unreleased section holds `entries` */
const changelog = (...entries: string[]) => `# API schema changelog\n\n## Unreleased\n\n${entries.join("\n")}\n\n## 1.0.0 (2026-11-28)\n\n- First.\n`;

/** The schema without one field of an object type */
function withoutField(sdl: string, type: string, field: string): string {
  let found = false;
  const edited = visit(parse(sdl), {
    ObjectTypeDefinition(node) {
      if (node.name.value !== type) return undefined;
      found = node.fields?.some((f) => f.name.value === field) ?? false;
      return { ...node, fields: node.fields?.filter((f) => f.name.value !== field) };
    },
  });
  if (!found) throw new Error(`no field ${type}.${field}`);
  return print(edited);
}

describe("the breaking-change guard", () => {
  it("passes for the committed schema and changelog (CI fails on an unlisted breaking change)", async () => {
    const r = await guardCommitted();
    expect(report(r)).not.toContain("BREAKING ");
    expect(r.unlisted).toEqual([]);
    const cli = await run(process.execPath, [path.join(ROOT, "tools/dist/schema-guard.js")], { cwd: ROOT });
    expect(cli.stdout).toMatch(/^schema changes since the last release: \d+ breaking/);
  });

  it("fails on a removed field that the changelog does not list, naming it", async () => {
    const removed = withoutField(api, "WorkOrder", "refNo");
    const r = await guard(api, removed, changelog());
    expect(r.unlisted.map((c) => [c.type, c.path])).toEqual([["FIELD_REMOVED", "WorkOrder.refNo"]]);
    expect(report(r)).toContain("BREAKING FIELD_REMOVED `WorkOrder.refNo`: Field 'refNo' was removed from object type 'WorkOrder'");
  });

  it("passes once the change is listed with a migration note, and not without the note", async () => {
    const removed = withoutField(api, "WorkOrder", "refNo");
    const listed = changelog("- `WorkOrder.refNo`: removed. Migration: read `WorkOrder.orderNumber`.");
    expect((await guard(api, removed, listed)).unlisted).toEqual([]);
    const noNote = changelog("- `WorkOrder.refNo`: removed.");
    expect((await guard(api, removed, noNote)).unlisted).toHaveLength(1);
  });

  it("counts only the Unreleased section: an entry of an earlier release does not list a new change", async () => {
    const removed = withoutField(api, "WorkOrder", "refNo");
    const old = `# API schema changelog\n\n## Unreleased\n\n## 1.0.0 (2026-11-28)\n\n- \`WorkOrder.refNo\`: removed. Migration: none.\n`;
    expect((await guard(api, removed, old)).unlisted).toHaveLength(1);
  });

  it("passes a dangerous change (an enum value added) and a safe one (a field added) unlisted", async () => {
    const withField = api.replace(/\ntype WorkOrder ([^{]*)\{\n/, (m) => `${m}  """A new field"""\n  newField: String\n`);
    const enumMatch = /\nenum (\w+) \{\n/.exec(api)!;
    const withValue = withField.replace(enumMatch[0], `${enumMatch[0]}  """A new value"""\n  A_NEW_VALUE\n`);
    const r = await guard(api, withValue, changelog());
    expect(r.unlisted).toEqual([]);
    const levels = r.changes.map((c) => [c.criticality.level, c.type]);
    expect(levels).toEqual(
      expect.arrayContaining([
        ["DANGEROUS", "ENUM_VALUE_ADDED"],
        ["NON_BREAKING", "FIELD_ADDED"],
      ]),
    );
    expect(levels.filter(([level]) => level === "BREAKING")).toEqual([]);
  });
});
