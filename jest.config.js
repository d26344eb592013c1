const fs = require("node:fs");

/** Every workspace's tests; run through `npm test`, which provides the database and the running stack. */
const projects = [
  "services/shared",
  "services/identity",
  "services/assets",
  "services/work-orders",
  "services/billing",
  "gateway",
  "tools",
].map((p) => `<rootDir>/${p}/jest.config.js`);
if (fs.existsSync(`${__dirname}/web/jest.config.cjs`)) projects.push("<rootDir>/web/jest.config.cjs");

module.exports = { projects, maxWorkers: 2 };
