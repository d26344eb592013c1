import { ApolloLink } from "@apollo/client";
import type { DocumentNode } from "graphql";

/** The hash codegen put in a document of src/gql (`__meta__.hash`, "sha256:<hex>"), its key in persisted-documents.json, as hex */
export function documentHash(document: DocumentNode): string | null {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === "string" ? hash.replace(/^sha256:/, "") : null;
}

/**
 * Sends each of the app's own operations as its trusted document's hash, in Apollo's persisted-query
 * extension (`extensions.persistedQuery.sha256Hash`): the gateway runs the document it holds for that
 * hash and, with GRAPHQL_TRUSTED_DOCUMENTS=enforce, nothing else for a browser session
 * (docs/architecture.md "Operation limits"). The app sends the hash alone (`sendText: false`,
 * main.tsx); the component tests' mock server needs the text too, to know the operation. A document
 * without a hash (none of src/gql's) goes as text.
 */
export function trustedDocumentsLink({ sendText }: { sendText: boolean }): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const sha256Hash = documentHash(operation.query);
    if (sha256Hash) {
      operation.extensions.persistedQuery = { version: 1, sha256Hash };
      operation.setContext(({ http }: { http?: Record<string, unknown> }) => ({
        http: { ...http, includeExtensions: true, includeQuery: sendText },
      }));
    }
    return forward(operation);
  });
}
