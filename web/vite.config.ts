import { readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, loadEnv } from "vite";
import react from "@vitejs/plugin-react";
import { graphqlDocuments } from "./vite-plugins/graphql-documents";

/** The icons src/ui/icons.ts imports one by one ("16px/paths/search") */
const PRELOADED_ICONS = new Set(
  Array.from(
    readFileSync(path.join(import.meta.dirname, "src/ui/icons.ts"), "utf8").matchAll(/generated\/((?:16|20)px\/paths\/[a-z0-9-]+)"/g),
    (m) => m[1]!,
  ),
);

/** Icon paths stay out of the vendor chunks: the few the app draws are imported one by one, the
 * rest load on demand in chunks of their own (see src/ui/icons.ts) */
const ICON_PATHS = /node_modules[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/](generated[\\/](16|20)px[\\/]paths|paths-loaders|allPaths)/;

/**
 * A library's chunks: what the first page needs (statically imported from the entry) in `name`,
 * the rest, used only by pages that load on demand, in `name-lazy`. One chunk per library would
 * put everything any page uses (dialogs, tabs, popovers...) into the initial download.
 */
const vendor = (name: string, pattern: RegExp, priority: number) => {
  const test = (id: string) => pattern.test(id) && !ICON_PATHS.test(id);
  return [
    { name, priority: priority * 2 + 1, test, tags: ["$initial" as const] },
    { name: `${name}-lazy`, priority: priority * 2, test },
  ];
};

/** Vendor chunks: libraries that change rarely, cached apart from the app's own code */
const VENDOR_GROUPS = [
  ...vendor("react", /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, 40),
  ...vendor("apollo", /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|@graphql-typed-document-node|tslib)[\\/]/, 30),
  ...vendor("blueprint-table", /node_modules[\\/]@blueprintjs[\\/]table[\\/]/, 20),
  ...vendor(
    "blueprint",
    /node_modules[\\/](@blueprintjs[\\/](core|icons|select)|@popperjs|react-popper|react-transition-group|classnames|dom-helpers|react-uid|change-case|@floating-ui|react-fast-compare|warning)[\\/]/,
    25,
  ),
  ...vendor("luxon", /node_modules[\\/]luxon[\\/]/, 15),
  // the icons drawn at once (src/ui/icons.ts), together
  {
    name: "icons",
    priority: 10,
    test: (id: string) => {
      const m = /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]generated[\\/]((?:16|20)px)[\\/]paths[\\/]([a-z0-9-]+)\.js$/.exec(id);
      return Boolean(m && PRELOADED_ICONS.has(`${m[1]}/paths/${m[2]}`));
    },
  },
];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, "");
  // the gateway the dev server forwards to
  const gateway = env.GATEWAY_URL || env.VITE_GATEWAY_URL || "http://localhost:4000";
  return {
    root: import.meta.dirname,
    plugins: [graphqlDocuments(path.join(import.meta.dirname, "src")), react()],
    server: {
      port: Number(env.WEB_PORT || 5173),
      proxy: {
        "/graphql": { target: gateway, changeOrigin: true },
        "/api": { target: gateway, changeOrigin: true },
      },
    },
    build: {
      outDir: "dist",
      assetsDir: "assets",
      emptyOutDir: true,
      sourcemap: false,
      // dist/.vite/manifest.json: the chunks and their imports, read by src/test/bundle-budget.test.ts
      manifest: true,
      chunkSizeWarningLimit: 700,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: VENDOR_GROUPS,
          },
        },
      },
    },
  };
});
