/** @jest-environment node */
/**
 * Every codegen output (web/src/gql for the web client, gateway/src/gql for the legacy REST shims)
 * must be what `npm run codegen` makes of today's schema and documents: a schema change (or an
 * operation edited) without regenerated types fails here.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const OUTPUTS = ["web/src/gql", "gateway/src/gql"];

it("web/src/gql and gateway/src/gql are up to date with schema/api.graphql and the documents (run npm run codegen)", () => {
  const json = execFileSync(process.execPath, [path.join(ROOT, "web/scripts/codegen-outputs.cjs")], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const outputs = JSON.parse(json) as Array<{ filename: string; content: string }>;
  const generated = Object.fromEntries(outputs.map((o) => [path.relative(ROOT, path.resolve(ROOT, o.filename)), o.content]));
  const onDisk = Object.fromEntries(
    OUTPUTS.flatMap((dir) => fs.readdirSync(path.join(ROOT, dir)).map((f) => [`${dir}/${f}`, fs.readFileSync(path.join(ROOT, dir, f), "utf8")])),
  );

  expect(Object.keys(onDisk).sort()).toEqual(Object.keys(generated).sort());
  for (const [file, content] of Object.entries(generated)) {
    expect({ file, upToDate: onDisk[file] === content }).toEqual({ file, upToDate: true });
  }
}, 60_000);
