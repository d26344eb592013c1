import { GraphiQL } from "graphiql";
import "graphiql/style.css";
import { buildSchema, type GraphQLSchema } from "graphql";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../app/paths";
import { sessionStore } from "../../../app/session/session-store";
import "./api-explorer.css";

const DEFAULT_QUERY = `# The API schema, read from /graphql/schema.graphql (Docs, top left, browses it).
# Reporting tools send any query with an API key of the reporting scope (paste one above);
# a signed-in session may run only the web app's own operations while the gateway enforces them.
query OpenWorkOrders {
  workOrders(status: 2, pageSize: 5) {
    totalCount
    nodes { id refNo dueDate client { name } site { name } }
  }
}
`;

type FetchParams = { query: string; operationName?: string | null; variables?: unknown };

/**
 * GraphiQL over the API (issue 26). The schema comes from the gateway's schema file, fetched with the
 * caller's credential (introspection stays off), and is built here with `buildSchema`; each query
 * goes to /graphql with the same credential: an API key pasted into the field above (kept in memory
 * only, never stored), else the signed-in session's token. Without either, the page asks for one.
 */
export function ApiExplorerPage() {
  const sessionToken = sessionStore.token();
  const [apiKey, setApiKey] = useState("");
  const credential = apiKey.trim() || sessionToken;
  const [schema, setSchema] = useState<GraphQLSchema | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    setSchema(null);
    setProblem(null);
    if (!credential) return;
    let current = true;
    void (async () => {
      try {
        const res = await fetch("/graphql/schema.graphql", { headers: { authorization: `Bearer ${credential}` } });
        if (!res.ok) {
          const body = (await res.json().catch(() => ({}))) as { Message?: string; errors?: Array<{ message: string }> };
          throw new Error(body.Message ?? body.errors?.[0]?.message ?? `The schema could not be read (HTTP ${res.status})`);
        }
        const built = buildSchema(await res.text());
        if (current) setSchema(built);
      } catch (e) {
        if (current) setProblem(e instanceof Error ? e.message : String(e));
      }
    })();
    return () => {
      current = false;
    };
  }, [credential]);

  const fetcher = useCallback(
    async (params: FetchParams) => {
      const res = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", ...(credential ? { authorization: `Bearer ${credential}` } : {}) },
        body: JSON.stringify(params),
      });
      return (await res.json()) as Record<string, unknown>;
    },
    [credential],
  );

  return (
    <div className="api-explorer">
      <header className="api-explorer__bar">
        <strong>GraphQL explorer</strong>
        <span className="api-explorer__who">{apiKey.trim() ? "as the API key below" : sessionToken ? "as you (signed in)" : "not signed in"}</span>
        <label className="api-explorer__key">
          API key
          <input
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder="wok_… (optional when signed in; kept on this page only)"
            value={apiKey}
            onChange={(e) => setApiKey(e.target.value)}
            aria-label="API key"
          />
        </label>
        {sessionToken ? <Link to={paths.home()}>Back to the app</Link> : <Link to={paths.login()}>Sign in</Link>}
      </header>
      {problem ? (
        <p className="api-explorer__message" role="alert">
          {problem}
        </p>
      ) : !credential ? (
        <p className="api-explorer__message">Sign in, or paste an API key above, to read the schema and run queries.</p>
      ) : !schema ? (
        <p className="api-explorer__message">Loading the schema…</p>
      ) : (
        <div className="api-explorer__graphiql" data-a11y-exempt="GraphiQL, a third-party editor: not audited by the browser tests">
          <GraphiQL fetcher={fetcher} schema={schema} defaultQuery={DEFAULT_QUERY} isHeadersEditorEnabled={false} />
        </div>
      )}
    </div>
  );
}
