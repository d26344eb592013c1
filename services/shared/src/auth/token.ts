import { importPKCS8, importSPKI, jwtVerify, SignJWT, errors as joseErrors } from "jose";
import type { CryptoKey, KeyObject } from "jose";
import type { Permissions, ViewerKind } from "./roles";

export const TOKEN_ISSUER = "wo-identity";
export const TOKEN_AUDIENCE = "wo";
const ALG = "EdDSA";

/** The claims of an access token. identity signs them; every subgraph verifies them itself. */
export interface AccessClaims {
  /** user id */
  sub: string;
  /** session id; identity can revoke a session, which ends its renewals */
  sid: string;
  kind: ViewerKind;
  /** user type id */
  ut: number;
  /** department id */
  dep: number | null;
  /** the client a client user belongs to */
  cli: number | null;
  /** the contractor a contractor user belongs to */
  con: number | null;
  perm: Permissions;
  name: string;
  /** set when the caller is a machine holding an API key (issue 26), not a person's session */
  key?: ApiKeyClaim;
}

/** What an API key's access token says of the key: which one (its id and the prefix logs name it by) and its scope. */
export interface ApiKeyClaim {
  id: string;
  prefix: string;
  /** "reporting": GraphQL queries and report exports, read only; "rest": the legacy REST as the key's user type */
  scope: "reporting" | "rest";
  /** whether the key may run mutations at all (never for "reporting") */
  writes: boolean;
}

type Key = CryptoKey | KeyObject;
const keyCache = new Map<string, Promise<Key>>();

function cached(pem: string, load: (pem: string) => Promise<Key>): Promise<Key> {
  let key = keyCache.get(pem);
  if (!key) {
    key = load(pem);
    keyCache.set(pem, key);
  }
  return key;
}

export async function signAccessToken(claims: AccessClaims, privateKeyPem: string, ttlSeconds: number): Promise<{ token: string; expiresAt: Date }> {
  const key = await cached(privateKeyPem, (p) => importPKCS8(p, ALG));
  const { sub, ...rest } = claims;
  const now = Math.floor(Date.now() / 1000);
  const exp = now + ttlSeconds;
  const token = await new SignJWT({ ...rest })
    .setProtectedHeader({ alg: ALG, typ: "JWT" })
    .setSubject(sub)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(key);
  return { token, expiresAt: new Date(exp * 1000) };
}

export type TokenProblem = "missing" | "expired" | "invalid";

export class TokenError extends Error {
  constructor(readonly problem: TokenProblem) {
    super(`access token ${problem}`);
  }
}

/**
 * Tokens already verified, by their exact text, until they expire. A client sends the same token
 * with every request of a session; verifying an Ed25519 signature through WebCrypto costs ~0.5 ms
 * of CPU each time. Bounded; the oldest entries go first.
 */
const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number; publicKeyPem: string }>();
const VERIFIED_MAX = 10_000;

/** Verifies signature, issuer, audience and expiry; rejects unsigned (alg none) and tampered tokens. */
export async function verifyAccessToken(token: string, publicKeyPem: string): Promise<AccessClaims> {
  const hit = verified.get(token);
  if (hit && hit.publicKeyPem === publicKeyPem) {
    if (hit.expiresAtMs > Date.now()) return hit.claims;
    verified.delete(token);
    throw new TokenError("expired");
  }
  const key = await cached(publicKeyPem, (p) => importSPKI(p, ALG));
  try {
    const { payload } = await jwtVerify(token, key, { issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, algorithms: [ALG] });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string" || typeof payload.kind !== "string") {
      throw new TokenError("invalid");
    }
    const claims = payload as unknown as AccessClaims;
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAtMs: (payload.exp ?? 0) * 1000, publicKeyPem });
    return claims;
  } catch (e) {
    if (e instanceof TokenError) throw e;
    if (e instanceof joseErrors.JWTExpired) throw new TokenError("expired");
    throw new TokenError("invalid");
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined | null): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return m ? m[1]! : null;
}
