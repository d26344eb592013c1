import { createHash, randomBytes } from "node:crypto";
import { UniqueConstraintViolationException, type EntityManager } from "@mikro-orm/postgresql";
import {
  audit,
  errorOf,
  ForbiddenError,
  NotFoundError,
  PERMISSION_AREAS,
  readList,
  SessionInvalidError,
  signAccessToken,
  UserTypeId,
  Viewer,
  type AccessClaims,
  type ApiKeyClaim,
  type FieldErrorShape,
  type Page,
  type PermissionArea,
  type Permissions,
} from "@wo/shared";
import { identityConfig } from "../../config";
import { claimsFor } from "../session/session.service";
import { User } from "../user/user.entity";
import { ApiKey } from "./api-key.entity";
import { API_KEY_LIST, type ApiKeysArgs, type CreateApiKeyInput } from "./api-key.input";
import * as store from "./api-key.store";
import { ApiKeyError, ApiKeyScope, type ApiKeyNode, type CreateApiKeyPayload, type RevokeApiKeyPayload } from "./api-key.type";

/**
 * API keys for machines (issue 26). A key is `wok_<prefix>_<secret>`: 8 hex characters that name it
 * (logs, the list) and 32 random bytes (base64url). Only the SHA-256 of the whole key is kept: the
 * secret is 256 random bits, so no guess or precomputed table reaches it and a slow password hash
 * (argon2, ~20 ms and 19 MiB a call) would add nothing but cost on every call; a fast hash also lets
 * the key be found by an index (the remember-me tokens are kept the same way).
 */
export const KEY_PATTERN = /^wok_([0-9a-f]{8})_([A-Za-z0-9_-]{43})$/;
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/**
 * What a reporting key across every client reads as: a back-office reader holding every area of the
 * permission matrix at read, but administration, the audit trail and the users' profiles, and only the
 * flag that reads contracts. It can never write (a mutation at 'full' needs more; the key's `writes`
 * is false, which every service refuses first).
 */
const READ_AREAS = PERMISSION_AREAS.filter((a) => !(["administrator", "auditTrails", "userProfile"] as PermissionArea[]).includes(a));
export const REPORTING_PERMISSIONS: Permissions = {
  ...Object.fromEntries(READ_AREAS.map((a) => [a, "read"])),
  contractsOverallAssign: true,
};

/** Who a refusal names when no administrator did it. */
const keyName = (k: { name: string; prefix: string }) => `API key ${k.name} (wok_${k.prefix})`;

/** An administrator's session, never a key: keys do not manage keys. */
function assertPerson(viewer: Viewer): void {
  if (viewer.key) throw new ForbiddenError("API keys are managed by an administrator signed in, never with a key");
}

interface ListRow {
  id: number;
  name: string;
  prefix: string;
  scope: "reporting" | "rest";
  client_id: number | null;
  user_id: number | null;
  writes: boolean;
  rate_limit: number | null;
  client_name: string | null;
  user_name: string | null;
  created_by_name: string | null;
  revoked_by_name: string | null;
  calls_today: number;
  created_ms: number;
  expires_ms: number | null;
  last_used_ms: number | null;
  revoked_ms: number | null;
  active: boolean;
}

const date = (ms: number | null) => (ms == null ? null : new Date(Number(ms)));

function toNode(r: ListRow): ApiKeyNode {
  return {
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    scope: r.scope === "rest" ? ApiKeyScope.REST : ApiKeyScope.REPORTING,
    clientId: r.client_id,
    clientName: r.client_name,
    userId: r.user_id,
    userName: r.user_name,
    writes: r.writes,
    rateLimitPerMinute: r.rate_limit ?? identityConfig().API_KEY_RATE_LIMIT,
    expiresAt: date(r.expires_ms),
    createdAt: date(r.created_ms)!,
    createdByName: r.created_by_name ?? "",
    lastUsedAt: date(r.last_used_ms),
    callsToday: Number(r.calls_today),
    revokedAt: date(r.revoked_ms),
    revokedByName: r.revoked_by_name,
    active: r.active,
  };
}

/** A page of every key (API_KEY_LIST). */
export async function listApiKeys(em: EntityManager, viewer: Viewer, args: ApiKeysArgs): Promise<Page<ApiKeyNode>> {
  assertPerson(viewer);
  const page = await readList(em, API_KEY_LIST, { kind: "all" }, args);
  return { ...page, nodes: (page.nodes as unknown as ListRow[]).map(toNode) };
}

/** One key as the list shows it. */
async function keyNode(em: EntityManager, id: number): Promise<ApiKeyNode> {
  const select = typeof API_KEY_LIST.rows.select === "string" ? API_KEY_LIST.rows.select : API_KEY_LIST.rows.select(em);
  const [row] = await em.execute<ListRow[]>(`select ${select} from identity.api_key k where k.id = ?`, [id]);
  if (!row) throw new NotFoundError();
  return toNode(row);
}

/**
 * Makes a key (administrators): a reporting key (every client, or one: `clientId`) never writes; a
 * REST key acts as an active user (`userId`, required) and writes only when `writes` is ticked. The
 * whole key is answered this once; the audit trail records who made which key (by prefix).
 */
export async function createApiKey(em: EntityManager, viewer: Viewer, input: CreateApiKeyInput): Promise<CreateApiKeyPayload> {
  assertPerson(viewer);
  const errors: FieldErrorShape[] = [];
  const name = input.name.trim();
  if (name.length < 3) errors.push({ field: "name", message: "Name must be at least 3 characters" });
  const rest = input.scope === ApiKeyScope.REST;
  let user: User | null = null;
  if (rest) {
    if (input.clientId != null) errors.push({ field: "clientId", message: "A REST key acts as its user: choose the user, not a client" });
    if (input.userId == null) errors.push({ field: "userId", message: "A REST key needs the user it acts as" });
    else {
      user = await em.findOne(User, { id: input.userId, active: true, deletedAt: null });
      if (!user) errors.push({ field: "userId", message: "No such active user" });
    }
  } else {
    if (input.userId != null) errors.push({ field: "userId", message: "A reporting key acts as no user" });
    if (input.writes) errors.push({ field: "writes", message: "A reporting key is read-only" });
    if (input.clientId != null) {
      const [client] = await em.execute(`select 1 from assets.v_client where id = ?`, [input.clientId]);
      if (!client) errors.push({ field: "clientId", message: "No such client" });
    }
  }
  if (input.expiresAt && input.expiresAt.getTime() <= Date.now()) errors.push({ field: "expiresAt", message: "Expiry must be in the future" });
  if (errors.length) return { key: null, secret: null, error: errorOf(ApiKeyError, "INVALID", errors.map((e) => e.message).join("\n"), errors) };

  // the prefix is unique (it names the key): on the rare clash of 32 random bits, a new key is drawn
  for (let attempt = 1; ; attempt++) {
    try {
      return await saveNewKey(em, viewer, input, name, user);
    } catch (e) {
      if (!(e instanceof UniqueConstraintViolationException) || attempt === 3) throw e;
    }
  }
}

async function saveNewKey(
  em: EntityManager,
  viewer: Viewer,
  input: CreateApiKeyInput,
  name: string,
  user: User | null,
): Promise<CreateApiKeyPayload> {
  const rest = input.scope === ApiKeyScope.REST;
  const prefix = randomBytes(4).toString("hex");
  const secret = `wok_${prefix}_${randomBytes(32).toString("base64url")}`;
  const id = await em.fork().transactional(async (tx) => {
    const key = tx.create(ApiKey, {
      name,
      prefix,
      secretHash: sha256(secret),
      scope: rest ? "rest" : "reporting",
      clientId: rest ? null : (input.clientId ?? null),
      userId: user?.id ?? null,
      writes: rest && input.writes,
      rateLimit: input.rateLimitPerMinute ?? null,
      expiresAt: input.expiresAt ?? null,
      createdById: viewer.userId,
    });
    await tx.flush();
    const what = rest
      ? `REST as ${user!.fullName}${input.writes ? ", with writes" : ", read only"}`
      : input.clientId != null
        ? `reporting for client ${input.clientId}`
        : "reporting, every client";
    audit(tx, viewer, {
      entityName: "ApiKey",
      entityId: key.id,
      action: "Created",
      actionTaken: `Created API key "${name}" (wok_${prefix}): ${what}${input.expiresAt ? `, expires ${input.expiresAt.toISOString()}` : ""}`,
    });
    return key.id;
  });
  return { key: await keyNode(em, id), secret, error: null };
}

/** Revokes a key (administrators): refused from the next call on, whatever token the gateway last had for it. */
export async function revokeApiKey(em: EntityManager, viewer: Viewer, id: number): Promise<RevokeApiKeyPayload> {
  assertPerson(viewer);
  const key = await em.findOne(ApiKey, { id });
  if (!key) throw new NotFoundError();
  if (key.revokedAt) return { key: await keyNode(em, id), error: null };
  await em.transactional(async (tx) => {
    // of two revocations at once, one revokes (and is audited); the other finds it revoked
    const revoked = await tx.nativeUpdate(ApiKey, { id, revokedAt: null }, { revokedAt: new Date(), revokedById: viewer.userId });
    if (revoked)
      audit(tx, viewer, { entityName: "ApiKey", entityId: id, action: "Revoked", actionTaken: `Revoked API key "${key.name}" (wok_${key.prefix})` });
  });
  forgetToken(id);
  return { key: await keyNode(em, id), error: null };
}

// ---------------------------------------------------------------------------------------------
// The exchange: a key presented at the gateway, for an access token

/** The call a key is presented for, as the gateway tells it. */
export interface KeyCall {
  method: string;
  /** the path called, without its query */
  path: string;
  address: string | null;
}

export type Exchange =
  | { ok: true; accessToken: string; expiresAt: Date; key: ApiKeyClaim }
  | { ok: false; status: 401 | 403 | 429; code: string; message: string; retryAfter?: number };

const refused = (status: 401 | 403 | 429, code: string, message: string, retryAfter?: number): Exchange => ({
  ok: false,
  status,
  code,
  message,
  retryAfter,
});

/** The claims of a key's token: what the key may do, as every service's rules read it. */
async function claimsOf(em: EntityManager, key: store.KeyAtCall): Promise<AccessClaims | null> {
  const claim: ApiKeyClaim = { id: String(key.id), prefix: key.prefix, scope: key.scope, writes: key.scope === "rest" && key.writes };
  const sid = `key:${key.id}`;
  if (key.scope === "rest") {
    const user = key.userId
      ? await em.findOne(User, { id: key.userId, active: true, deletedAt: null }, { populate: ["userType", "department"] })
      : null;
    if (!user) return null;
    const { claims } = await claimsFor(em, user, sid);
    return { ...claims, name: `${user.fullName} (API key wok_${key.prefix})`, key: claim };
  }
  const base = { sid, sub: "0", dep: null, con: null, name: keyName(key), key: claim };
  // one client's BI team: that client's portal viewer, read only (portal rules admit by kind, not by area)
  if (key.clientId != null) return { ...base, kind: "client", ut: UserTypeId.Client, cli: key.clientId, perm: { customerPortal: "read" } };
  return { ...base, kind: "staff", ut: UserTypeId.Staff, cli: null, perm: REPORTING_PERMISSIONS };
}

/**
 * The token last issued for each key, answered again while its claims are the same and it has a
 * minute left: the subgraphs then verify each token once (they cache verified tokens by their text).
 * The key itself is still checked on every call, so a revocation counts at once.
 */
const issued = new Map<number, { claims: string; token: string; expiresAt: Date }>();
const forgetToken = (keyId: number) => issued.delete(keyId);

async function tokenFor(keyId: number, claims: AccessClaims): Promise<{ token: string; expiresAt: Date }> {
  const text = JSON.stringify(claims);
  const hit = issued.get(keyId);
  if (hit && hit.claims === text && hit.expiresAt.getTime() - Date.now() > 60_000) return hit;
  const cfg = identityConfig();
  const signed = await signAccessToken(claims, cfg.AUTH_PRIVATE_KEY, cfg.API_KEY_TOKEN_TTL_SECONDS);
  if (issued.size >= 10_000) issued.delete(issued.keys().next().value!);
  issued.set(keyId, { claims: text, ...signed });
  return signed;
}

/**
 * A key presented at the gateway, on every call: found by its hash and counted in its minute
 * (store.countCall), refused when unknown, revoked, expired, past its rate limit, of the REST scope
 * on /graphql, or acting as a user who can no longer sign in; every call of a known key is logged
 * with its outcome (store.recordCall). An admitted call gets a short-lived access token saying what
 * the key may do, which the gateway passes on as the caller's Authorization.
 */
export async function exchangeKey(em: EntityManager, presented: string, call: KeyCall): Promise<Exchange> {
  if (!KEY_PATTERN.test(presented)) return refused(401, "API_KEY_INVALID", "Unknown API key");
  // one transaction, committed without waiting for the disk (synchronous_commit off, for it alone):
  // a crash may lose the last moment's counts and log lines, never a key's state (its revocation is
  // an administrator's transaction of its own), and no call waits for a flush to disk
  const checked = await em.transactional(async (tx) => {
    await tx.execute("set local synchronous_commit to off");
    const key = await store.countCall(tx, sha256(presented));
    if (!key) return null;
    let outcome: store.CallOutcome = "ok";
    let claims: AccessClaims | null = null;
    if (key.revoked) outcome = "revoked";
    else if (key.expired) outcome = "expired";
    else if (key.windowCalls > key.rateLimit) outcome = "rate-limited";
    else if (key.scope === "rest" && /^\/graphql(\/|$)/i.test(call.path)) outcome = "scope";
    else {
      claims = await claimsOf(tx, key);
      if (!claims) outcome = "user-inactive";
    }
    await store.recordCall(tx, { keyId: key.id, outcome, ...call });
    return { key, outcome, claims };
  });
  if (!checked) return refused(401, "API_KEY_INVALID", "Unknown API key");
  const { key, outcome, claims } = checked;
  switch (outcome) {
    case "revoked":
      return refused(401, "API_KEY_REVOKED", `API key wok_${key.prefix} has been revoked`);
    case "expired":
      return refused(401, "API_KEY_EXPIRED", `API key wok_${key.prefix} has expired`);
    case "rate-limited":
      return refused(
        429,
        "API_KEY_RATE_LIMITED",
        `API key wok_${key.prefix} may make ${key.rateLimit} calls a minute: try again in ${key.windowEndsIn} seconds`,
        key.windowEndsIn,
      );
    case "scope":
      return refused(403, "API_KEY_SCOPE", `API key wok_${key.prefix} is for the legacy REST API (/api) only`);
    case "user-inactive":
      return refused(401, "API_KEY_INVALID", `The user API key wok_${key.prefix} acts as can no longer sign in`);
  }
  const { token, expiresAt } = await tokenFor(key.id, claims!);
  return { ok: true, accessToken: token, expiresAt, key: claims!.key! };
}

/**
 * identity's live check of a key's token (liveViewer): the key must still be good (not revoked, not
 * expired) and a REST key's user still active, read afresh; a REST key's viewer is its user as the
 * database has it now.
 */
export async function liveKeyViewer(em: EntityManager, viewer: Viewer): Promise<Viewer> {
  const keyId = Number(viewer.key!.id);
  const live = Number.isInteger(keyId) ? await store.liveKey(em, keyId) : null;
  if (!live) throw new SessionInvalidError("This API key is no longer valid");
  if (viewer.key!.scope !== "rest") return viewer;
  const user = live.userId
    ? await em.findOne(User, { id: live.userId, active: true, deletedAt: null }, { populate: ["userType", "department"] })
    : null;
  if (!user) throw new SessionInvalidError("The user this API key acts as can no longer sign in");
  const { claims } = await claimsFor(em, user, viewer.sessionId);
  return new Viewer({ ...claims, name: viewer.name, key: viewer.key! });
}
