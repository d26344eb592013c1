import type { AccessClaims } from "@wo/shared";
import { sql, tokenFor, type GraphqlResult } from "@wo/shared/testing";

/**
 * A token of a real session of the claims' user: identity re-reads the session and the user on every
 * signed-in call, so a token naming no session is refused whatever its claims.
 */
export async function sessionToken(dbUrl: string, claims: AccessClaims): Promise<string> {
  const [session] = await sql(dbUrl, "insert into identity.session (id, user_id, expires_at) values (gen_random_uuid(), $1, now() + interval '1 hour') returning id", [
    Number(claims.sub),
  ]);
  return tokenFor({ ...claims, sid: session!.id as string });
}

/** A GraphQL call as if from `address` (identity trusts X-Forwarded-For from loopback, as from the gateway). */
export async function graphqlFrom<T = Record<string, any>>(
  url: string,
  address: string,
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
): Promise<GraphqlResult<T>> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, ...((await res.json()) as Omit<GraphqlResult<T>, "status">) };
}
