/**
 * The web app's own GraphQL operations, as it sends them: read from the documents codegen writes
 * (web/src/gql/graphql.ts, one `export const <Name>Document = {AST}` per operation, with its
 * fragments) and printed. A load that sends these sends what the screens send, and stays so when a
 * screen's operation changes.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { print, type DocumentNode } from "graphql";
import { ROOT } from "./services";

let documents: Map<string, string> | null = null;

/** The text of the web app's operation named `name` (e.g. "WorkOrderGrid_WorkOrders"); throws for a name it has not. */
export function webOperation(name: string): string {
  if (!documents) {
    documents = new Map();
    const source = readFileSync(path.join(ROOT, "web/src/gql/graphql.ts"), "utf8");
    for (const m of source.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm))
      documents.set(m[1]!, print(JSON.parse(m[2]!) as DocumentNode));
  }
  const text = documents.get(name);
  if (!text) throw new Error(`the web app has no operation ${name} (web/src/gql/graphql.ts)`);
  return text;
}
