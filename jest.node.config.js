/**
 * The jest setup of every Node workspace: swc with decorator metadata (type-graphql and MikroORM
 * need it), workspace packages from source, and the ESM-only packages transformed.
 */
const path = require("node:path");

const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: "es2022",
      keepClassNames: true,
    },
    module: { type: "commonjs" },
    sourceMaps: "inline",
  },
];

module.exports = (dir, displayName) => ({
  displayName,
  rootDir: dir,
  testEnvironment: "node",
  testMatch: ["<rootDir>/src/**/*.test.ts", "<rootDir>/test/**/*.test.ts"],
  testPathIgnorePatterns: ["/node_modules/", "/dist/"],
  transform: { "^.+\\.(t|j|mj)s$": swc },
  transformIgnorePatterns: ["/node_modules/(?!(graphql-upload|fs-capacitor|jose)/)"],
  moduleNameMapper: {
    "^@wo/shared$": path.join(__dirname, "services/shared/src/index.ts"),
    "^@wo/shared/testing$": path.join(__dirname, "services/shared/src/testing.ts"),
  },
  moduleFileExtensions: ["ts", "js", "mjs", "json"],
  // when jest runs this project alone; under the root config its testTimeout applies
  testTimeout: 60_000,
});
