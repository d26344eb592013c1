/**
 * The web app's build, skipped when nothing it is built from changed since web/dist was made: its
 * sources and configuration, the lockfile (its dependencies) and the schema its documents are
 * typed by. A fingerprint of those files is kept in web/dist/.source-hash. `--force` always builds.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./services";

const WEB = path.join(ROOT, "web");
const STAMP = path.join(WEB, "dist", ".source-hash");
/** What the build reads, besides web/src and web/public. */
const FILES = ["web/index.html", "web/package.json", "web/vite.config.ts", "web/tsconfig.json", "package-lock.json", "schema/api.graphql"];

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

export function webSourceHash(): string {
  const hash = createHash("sha256");
  const files = [...FILES, ...filesUnder(path.join(WEB, "src")), ...filesUnder(path.join(WEB, "public"))].sort();
  for (const file of files) {
    const full = path.join(ROOT, file);
    if (!fs.existsSync(full)) continue;
    hash.update(file).update("\0").update(fs.readFileSync(full)).update("\0");
  }
  return hash.digest("hex");
}

function main(): number {
  const hash = webSourceHash();
  const built = fs.existsSync(STAMP) && fs.existsSync(path.join(WEB, "dist", "index.html")) ? fs.readFileSync(STAMP, "utf8").trim() : null;
  if (built === hash && !process.argv.includes("--force")) {
    process.stdout.write("web: up to date (web/dist matches its sources)\n");
    return 0;
  }
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const run = spawnSync(npm, ["run", "build", "-w", "web"], { cwd: ROOT, stdio: "inherit" });
  if (run.status !== 0) return run.status ?? 1;
  fs.writeFileSync(STAMP, `${hash}\n`);
  return 0;
}

if (require.main === module) process.exit(main());
