/**
 * Jest transform for Blueprint's icon barrels (web/jest.config.cjs): each is one `var x_1 =
 * require("./icon")` per icon (~700 of them, paths or components) and a getter per export. Jest
 * runs CommonJS without tree-shaking, so every test file loaded every icon, although a page draws a
 * few dozen: about 0.3 s of CPU per test file. Here each of those requires becomes a proxy that
 * loads its module on first use, so only the icons drawn are loaded. The getters are unchanged.
 */
const crypto = require("node:crypto");
const fs = require("node:fs");

const REQUIRE = /^var (\w+) = require\(("\.\/[^"]+")\);$/gm;

const LAZY = `function __lazyModule(load) {
  let loaded;
  return new Proxy({}, { get: (_, key) => (loaded ??= load())[key] });
}
`;

module.exports = {
  process(source) {
    const code = source.replace(REQUIRE, (_, name, path) => `var ${name} = __lazyModule(() => require(${path}));`);
    return { code: code === source ? source : `${LAZY}${code}` };
  },
  getCacheKey(source, path) {
    return crypto.createHash("sha256").update(fs.readFileSync(__filename)).update(path).update(source).digest("hex");
  },
};
