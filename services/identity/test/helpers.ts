import type { AccessClaims } from "@wo/shared";
import { graphql, sql, tokenFor, type GraphqlResult } from "@wo/shared/testing";

/**
 * A token of a real session of the claims' user: identity re-reads the session and the user on every
 * signed-in call, so a token naming no session is refused whatever its claims.
 */
export async function sessionToken(dbUrl: string, claims: AccessClaims): Promise<string> {
  const [session] = await sql(
    dbUrl,
    "insert into identity.session (id, user_id, expires_at) values (gen_random_uuid(), $1, now() + interval '1 hour') returning id",
    [Number(claims.sub)],
  );
  return tokenFor({ ...claims, sid: session!.id as string });
}

/** A GraphQL call as if from `address` (identity trusts X-Forwarded-For from loopback, as from the gateway). */
export function graphqlFrom<T = Record<string, any>>(
  url: string,
  address: string,
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
): Promise<GraphqlResult<T>> {
  return graphql<T>(url, query, variables, token, { "x-forwarded-for": address });
}
