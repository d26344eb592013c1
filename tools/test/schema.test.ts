import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "../..");

describe("schema/", () => {
  it("is what the current subgraphs compose to (run `npm run schema` after changing one)", async () => {
    const result = await run(process.execPath, [path.join(ROOT, "tools/dist/schema.js"), "--check"], { cwd: ROOT }).catch((e) => e);
    expect(result.stderr ?? "").toBe("");
    expect(result.stdout).toContain("schema/ is current");
  }, 60_000);
});
