// @ts-check
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** One lint for every workspace, run by `npm test` (`npm run lint`). Formatting is Prettier's. */
export default tseslint.config(
  {
    ignores: ["**/dist/**", "**/node_modules/**", "web/src/gql/**", "gateway/src/gql/**", ".data/**", "schema/**", "**/coverage/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // type-graphql and MikroORM declare with classes whose fields are assigned by the framework
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
      "@typescript-eslint/no-require-imports": "off",
      "no-empty": ["error", { allowEmptyCatch: true }],
      // TypeScript checks names; the few plain JS files are configuration run by Node
      "no-undef": "off",
    },
  },
  {
    // GraphQL answers read by tests are loosely typed on purpose
    files: ["**/*.test.{ts,tsx}", "**/test/**", "e2e/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  prettier,
);
