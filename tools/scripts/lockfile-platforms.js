#!/usr/bin/env node
/**
 * Restores the lockfile entries of other platforms' optional binaries (@swc/core-darwin-arm64,
 * @unrs/resolver-binding-win32-x64-msvc, ...). A registry that only mirrors Linux packages makes
 * `npm install` leave them out, and `npm ci` then refuses the lockfile as out of sync, on every
 * machine. Each entry gets the os/cpu/libc the package declares by its name, so npm skips it where
 * it does not apply without fetching it. Run it after `npm install`: `npm run lockfile:platforms`.
 */
const fs = require("node:fs");
const path = require("node:path");

const file = path.resolve(__dirname, "../../package-lock.json");
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const OS = new Set(["darwin", "linux", "win32", "android", "freebsd", "openharmony", "netbsd", "openbsd", "sunos", "aix"]);

function platformOf(name) {
  const tokens = name.split("/").pop().split("-");
  for (let i = 0; i < tokens.length; i++) {
    if (OS.has(tokens[i])) {
      const out = { os: [tokens[i]], cpu: [tokens[i + 1]] };
      const abi = tokens[i + 2];
      if (abi && /^gnu/.test(abi)) out.libc = ["glibc"];
      if (abi && /^musl/.test(abi)) out.libc = ["musl"];
      return out;
    }
    if (tokens[i] === "wasm32") return { cpu: ["wasm32"] };
  }
  return null;
}

let added = 0;
for (const [key, pkg] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const platform = platformOf(dep);
    if (!platform) continue;
    const base = key ? `${key}/node_modules/${dep}` : `node_modules/${dep}`;
    if (lock.packages[base] || lock.packages[`node_modules/${dep}`]) continue;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) {
      console.error(`cannot pin ${dep}@${version} (of ${key || "the root"}): not an exact version`);
      process.exitCode = 1;
      continue;
    }
    lock.packages[`node_modules/${dep}`] = { version, optional: true, ...platform };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
console.log(added ? `added ${added} platform entries to package-lock.json` : "package-lock.json already lists every platform");
