/**
 * Prints, as JSON, what `npm run codegen` would write ([{ filename, content }]) without writing it.
 * Used by src/test/codegen-fresh.test.ts (codegen's ESM dependencies do not load inside jest).
 */
const path = require("node:path");
const { generate, loadCodegenConfig } = require("@graphql-codegen/cli");

async function main() {
  const root = path.resolve(__dirname, "../..");
  process.chdir(root);
  const { config } = await loadCodegenConfig({ configFilePath: path.join(root, "codegen.yml") });
  const outputs = await generate({ ...config, cwd: root, silent: true }, false);
  process.stdout.write(JSON.stringify(outputs.map((o) => ({ filename: o.filename, content: o.content }))));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
