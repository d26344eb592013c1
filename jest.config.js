const fs = require("node:fs");

/** Every workspace's tests; run through `npm test`, which provides the database and the running stack. */
const projects = ["services/shared", "services/identity", "services/assets", "services/work-orders", "services/billing", "gateway", "tools"].map(
  (p) => `<rootDir>/${p}/jest.config.js`,
);
if (fs.existsSync(`${__dirname}/web/jest.config.cjs`)) projects.push("<rootDir>/web/jest.config.cjs");

module.exports = {
  projects,
  maxWorkers: 2,
  // jest reads testTimeout from this file only: a project's own is ignored under `projects`, and
  // without it every test gets jest's 5 s. A minute fits a loaded 2-core machine (the product,
  // PostgreSQL and two jest workers), where a test that takes 1-2 s alone takes 10 s or more.
  testTimeout: 60_000,
};
