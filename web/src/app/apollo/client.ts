import { ApolloClient, ApolloLink } from "@apollo/client";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { ErrorLink } from "@apollo/client/link/error";
import { SetContextLink } from "@apollo/client/link/context";
import UploadHttpLink from "apollo-upload-client/UploadHttpLink.mjs";
import { sessionEvents, sessionStore } from "../session/session-store";
import { createCache } from "./cache";
import { serviceStatusLink } from "./service-status";
import { trustedDocumentsLink } from "./trusted-documents";
import { progressFetch, uploadProgressLink } from "./upload-progress";

/** Error codes that mean the session is over: storage is cleared and the user goes to login */
export const SESSION_ENDED_CODES = new Set(["SESSION_INVALID", "UNAUTHENTICATED"]);

/** Operations that may fail unauthenticated without ending anything (signing out twice) */
const QUIET_OPERATIONS = new Set(["SessionRoot_SignOut"]);

export function graphqlUrl(): string {
  return new URL("/graphql", window.location.href).toString();
}

/** Sends `Authorization: Bearer <token>` from local storage (session storage as fallback) */
export const authLink = new SetContextLink((prev) => {
  const token = sessionStore.token();
  return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
});

export const sessionErrorLink = new ErrorLink(({ error, operation }) => {
  if (QUIET_OPERATIONS.has(operation.operationName ?? "")) return;
  const ended =
    (CombinedGraphQLErrors.is(error) && error.errors.some((e) => SESSION_ENDED_CODES.has(String(e.extensions?.code)))) ||
    (ServerError.is(error) && error.statusCode === 401);
  if (ended) sessionEvents.ended("invalid");
});

/**
 * The terminating link: JSON requests as HttpLink sends them, and a GraphQL multipart request when
 * the variables hold a File (uploads, e.g. a client's logo). The gateway's CSRF prevention accepts a
 * multipart request only with `apollo-require-preflight`. An operation whose context carries
 * `onUploadProgress` hears the bytes of its file as they go up (upload-progress.ts).
 */
export const httpLink = (uri: string) =>
  ApolloLink.from([uploadProgressLink, new UploadHttpLink({ uri, headers: { "apollo-require-preflight": "true" }, fetch: progressFetch })]);

/**
 * The app's client. `sendText: false` (the app, main.tsx) sends each operation as its trusted
 * document's hash alone (trusted-documents.ts); the default sends its text too, which the component
 * tests' mock server reads.
 */
export function createApolloClient(uri = graphqlUrl(), { sendText = true }: { sendText?: boolean } = {}): ApolloClient {
  return new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([sessionErrorLink, serviceStatusLink(), authLink, trustedDocumentsLink({ sendText }), httpLink(uri)]),
    defaultOptions: {
      // errorPolicy "all": an answer with data and errors (a service out of reach: SERVICE_UNAVAILABLE)
      // shows its data; the shell's ServiceNotice says what is missing
      watchQuery: { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first", errorPolicy: "all" },
      query: { errorPolicy: "all" },
    },
  });
}

// Apollo Client 4 types a default errorPolicy only once it is declared here
/* eslint-disable @typescript-eslint/no-namespace -- Apollo's own declaration merging */
declare module "@apollo/client" {
  namespace ApolloClient {
    namespace DeclareDefaultOptions {
      interface WatchQuery {
        errorPolicy: "all";
      }
      interface Query {
        errorPolicy: "all";
      }
    }
  }
}
/* eslint-enable @typescript-eslint/no-namespace */
