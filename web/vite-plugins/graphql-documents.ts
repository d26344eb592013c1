import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** One `graphql(`...`)` call of a source file, without interpolation (codegen allows none) */
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

/** The documents map of codegen's gql.ts: `"<source>": types.NameDocument,` one per line */
const ENTRY = /^\s*("(?:[^"\\]|\\.)*"): types\.([A-Za-z_][A-Za-z0-9_]*),$/gm;

/** A document of codegen's graphql.ts: `export const NameDocument = {...} as unknown as DocumentNode<...>;` */
const DOCUMENT = /^export const ([A-Za-z_][A-Za-z0-9_]*) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/**
 * Each document's source text (exactly as written in its graphql() call) and its parsed document
 * (JSON), as codegen wrote them in gql.ts and graphql.ts.
 */
export function readDocuments(gqlTs: string, graphqlTs: string): Map<string, string> {
  const json = new Map(Array.from(graphqlTs.matchAll(DOCUMENT), (m) => [m[1]!, m[2]!] as const));
  const documents = new Map<string, string>();
  const body = gqlTs.slice(gqlTs.indexOf("const documents"));
  for (const m of body.matchAll(ENTRY)) {
    const doc = json.get(m[2]!);
    if (doc) documents.set(JSON.parse(m[1]!) as string, doc);
  }
  return documents;
}

/**
 * Replaces each `graphql(`...`)` call with its parsed document, as codegen's babel and swc plugins
 * do. Codegen's runtime `graphql()` looks documents up in a map of every operation of the app, so
 * that map, and every document in it, would be part of the initial bundle and grow with each
 * screen (graphql.ts is one module: importing its documents instead would keep them together in
 * one shared chunk). Each page's chunk now carries only its own documents. A call that src/gql
 * does not know (codegen not run) fails the build.
 */
export function graphqlDocuments(srcDir: string): Plugin {
  const gqlDir = path.join(srcDir, "gql");
  let documents: Map<string, string> | null = null;
  return {
    name: "wo-graphql-documents",
    enforce: "pre",
    buildStart() {
      documents = null; // read afresh each build: codegen may have run since
    },
    transform(code, id) {
      const file = id.split("?")[0]!;
      if (!/\.tsx?$/.test(file) || !file.startsWith(srcDir + path.sep) || file.startsWith(gqlDir + path.sep)) return null;
      if (!code.includes("graphql(`")) return null;
      documents ??= readDocuments(readFileSync(path.join(gqlDir, "gql.ts"), "utf8"), readFileSync(path.join(gqlDir, "graphql.ts"), "utf8"));
      const known = documents;
      let replaced = false;
      const out = code.replace(CALL, (call, source: string) => {
        if (source.includes("\\") || source.includes("${")) this.error(`${file}: no escapes or interpolation in graphql(): ${call.slice(0, 80)}`);
        const doc = known.get(source);
        if (!doc) this.error(`${file}: a graphql() document that src/gql does not know (run npm run codegen): ${source.trim().slice(0, 80)}`);
        replaced = true;
        return doc;
      });
      return replaced ? { code: out, map: null } : null;
    },
  };
}
