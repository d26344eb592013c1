/**
 * Browser tests: playwright-core driving Debian's chromium against a running product, whose url
 * comes from E2E_BASE_URL. Self-contained so the root config can list it as a project.
 */
const path = require("node:path");

module.exports = {
  displayName: "e2e",
  rootDir: path.resolve(__dirname, ".."),
  roots: ["<rootDir>/e2e"],
  testEnvironment: "node",
  testMatch: ["<rootDir>/e2e/**/*.e2e.ts"],
  transform: {
    "^.+\\.(t|j)s$": ["@swc/jest", { jsc: { parser: { syntax: "typescript" }, target: "es2022" }, module: { type: "commonjs" } }],
  },
  testTimeout: 120000,
  maxWorkers: 1,
};
