/**
 * Jest for the web client. Self-contained (rootDir is this folder) so the root config can list it
 * as a project: `projects: ["<rootDir>/web/jest.config.cjs", ...]`.
 */
const path = require("node:path");

const swc = {
  jsc: {
    parser: { syntax: "typescript", tsx: true },
    transform: { react: { runtime: "automatic" } },
    target: "es2022",
  },
  module: { type: "commonjs" },
};

/** Blueprint's CommonJS icon indexes, each a require per icon */
const ICON_BARRELS = "@blueprintjs/icons/lib/cjs/(next/)?generated/(components/|16px/paths/|20px/paths/)?index\\.js$";

module.exports = {
  displayName: "web",
  rootDir: __dirname,
  testEnvironment: "jest-fixed-jsdom",
  testMatch: ["<rootDir>/src/**/*.test.{ts,tsx}"],
  transform: {
    // Blueprint's icon barrels: an icon's module loads when it is drawn, not every icon in every test file
    [ICON_BARRELS]: "<rootDir>/src/test/lazy-barrel-transform.cjs",
    "^.+\\.(m?[jt]sx?)$": ["@swc/jest", swc],
  },
  // ESM-only packages that msw 2 brings, and apollo-upload-client's: compiled to CommonJS like the sources; and the icon barrels
  transformIgnorePatterns: [`/node_modules/(?!(rettime|until-async|@open-draft|apollo-upload-client|extract-files|is-plain-obj)/|${ICON_BARRELS})`],
  moduleNameMapper: {
    "\\.(css|scss|sass|less)$": "<rootDir>/src/test/style-stub.cjs",
    // the ESM icon path modules (imported by src/ui/icons.ts) have CommonJS twins
    "^@blueprintjs/icons/lib/esm/(.*)$": "@blueprintjs/icons/lib/cjs/$1",
  },
  setupFilesAfterEnv: ["<rootDir>/src/test/setup.ts"],
  // when jest runs this project alone; under the root config its testTimeout applies
  testTimeout: 60_000,
  // jest resolves packages from here up; the workspace hoists most of them to the repo root
  roots: ["<rootDir>/src"],
  modulePaths: [path.join(__dirname, "node_modules"), path.join(__dirname, "..", "node_modules")],
};
