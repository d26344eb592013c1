import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Algorithm, hash, verify } from "@node-rs/argon2";
import {
  audit,
  signAccessToken,
  SessionInvalidError,
  userTypeCode,
  Viewer,
  type AccessClaims,
  type AuditActor,
  type FieldErrorShape,
} from "@wo/shared";
import { identityConfig } from "../../config";
import { liveKeyViewer } from "../api-key/api-key.service";
import { permissionsFor, viewerKindOf } from "../access/permissions";
import { normaliseEmail, User } from "../user/user.entity";
import { toUserNode, type Me } from "../user/user.type";
import { RememberToken } from "./remember-token.entity";
import { Session } from "./session.entity";
import type { SignInInput } from "./session.input";
import { signInError, TooManySignInsError, type SignedIn, type SignInPayload } from "./session.type";
import * as store from "./sign-in.store";

export const INVALID_CREDENTIALS = "Invalid email or password.";

export const lockedOutMessage = (minutes: number) =>
  `Your account is locked after too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;

export const CURRENT_PASSWORD_REQUIRED = "Current password is required";
export const CURRENT_PASSWORD_INCORRECT = "Current password is incorrect";

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

let throwAway: Promise<string> | null = null;
/** A hash of a random password, verified when an e-mail has no real one: every sign-in runs one verification. */
function throwAwayHash(): Promise<string> {
  throwAway ??= hashPassword(randomBytes(16).toString("hex"));
  return throwAway;
}

/** argon2id with the library's defaults: OWASP's 19 MiB, two passes, one lane. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: Algorithm.Argon2id });
}

/** A user's claims and `me`, as a session of theirs (`sessionId`) carries them; a REST API key's too (api-key.service). */
export async function claimsFor(em: EntityManager, user: User, sessionId: string): Promise<{ claims: AccessClaims; me: Me }> {
  const permissions = await permissionsFor(em, user);
  const kind = viewerKindOf(user.userType.id, permissions);
  const clientId = user.entityName === "Client" ? (user.entityId ?? null) : null;
  const contractorId = user.entityName === "Contractor" ? (user.entityId ?? null) : null;
  const claims: AccessClaims = {
    sub: String(user.id),
    sid: sessionId,
    kind,
    ut: user.userType.id,
    dep: user.department?.id ?? null,
    cli: clientId,
    con: contractorId,
    perm: permissions,
    name: user.fullName,
  };
  const me: Me = {
    user: toUserNode(user, null),
    kind,
    authCode: userTypeCode(user.userType.id),
    userType: user.userType,
    department: user.department ?? null,
    clientId,
    contractorId,
    permissions: Object.entries(permissions).map(([name, level]) => ({ name, level: String(level) })),
  };
  // the user sees its own contact details
  me.user.email = user.email;
  me.user.mobile = user.mobile ?? null;
  me.user.phoneNumber = user.phoneNumber ?? null;
  return { claims, me };
}

async function issue(em: EntityManager, user: User, session: Session, rememberToken: string | null): Promise<SignedIn> {
  const cfg = identityConfig();
  const { claims, me } = await claimsFor(em, user, session.id);
  const { token, expiresAt } = await signAccessToken(claims, cfg.AUTH_PRIVATE_KEY, cfg.ACCESS_TOKEN_TTL_SECONDS);
  return { accessToken: token, expiresAt, rememberToken, me };
}

function newSession(em: EntityManager, userId: number): Session {
  const cfg = identityConfig();
  return em.create(Session, { id: randomUUID(), userId, expiresAt: new Date(Date.now() + cfg.SESSION_TTL_HOURS * 3_600_000) });
}

/** A new remember-me token of the rotation chain `familyId` (a new chain at a password sign-in). */
function newRememberToken(em: EntityManager, userId: number, sessionId: string, familyId: string): string {
  const cfg = identityConfig();
  const token = randomBytes(32).toString("base64url");
  em.create(RememberToken, {
    userId,
    sessionId,
    familyId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + cfg.REMEMBER_ME_TTL_DAYS * 86_400_000),
  });
  return token;
}

const actor = (user: User) => ({ userId: user.id, name: user.fullName });

/**
 * Counts a sign-in attempt against the caller's address (password and remember-me alike, over any
 * transport) and refuses it, before any check, past SIGN_IN_RATE_LIMIT in the address's minute.
 */
async function throttle(em: EntityManager, address: string | null): Promise<void> {
  const attempts = await store.countAttempt(em, address ?? "unknown");
  // a new window: a moment to forget the windows and failures that no longer count
  if (attempts === 1) await store.forgetStaleAttempts(em);
  if (attempts > identityConfig().SIGN_IN_RATE_LIMIT) throw new TooManySignInsError();
}

/** Whether a refused attempt at `account` may lock its e-mail: always, unless its user has lockout disabled. */
const lockApplies = (account: store.Credentials) => account.userId === null || account.lockoutEnabled;

/**
 * Counts a refused password against an e-mail and writes the audit lines (the refusal, and the lock
 * when this failure set it); answers the lock's minutes when the e-mail is now locked for this user.
 */
async function refusePassword(em: EntityManager, email: string, account: store.Credentials, who: AuditActor, line: string): Promise<number | null> {
  const cfg = identityConfig();
  const locks = lockApplies(account);
  const failure = await store.recordFailure(em, email, locks);
  const entityId = account.userId;
  audit(em, who, { entityName: "User", entityId, action: "Sign-in failed", actionTaken: line });
  if (locks && failure.lockedNow) {
    audit(em, who, {
      entityName: "User",
      entityId,
      action: "Locked out",
      actionTaken: `${email} locked for ${cfg.LOCKOUT_MINUTES} minutes after ${failure.failures} failed sign-ins`,
    });
  }
  await em.flush();
  return locks ? failure.lockedMinutes : null;
}

/**
 * Sign-in by e-mail and password. Every answer costs the same: the attempt is counted against the
 * address, the e-mail's user and lock are read in one statement, exactly one argon2 verification
 * runs (against a throw-away hash when there is no real one), and a refusal is counted against the
 * e-mail, known or not, and audited. An unknown, deactivated or wrong answer reads INVALID_CREDENTIALS;
 * LOCKOUT_THRESHOLD refusals in a row lock the e-mail (LOCKED_OUT), whether a user has it or not. The
 * one answer that differs: a user whose lockout is disabled is never locked.
 */
export async function signIn(em: EntityManager, input: SignInInput, address: string | null): Promise<SignInPayload> {
  await throttle(em, address);
  const email = normaliseEmail(input.email);
  const account = await store.credentialsFor(em, email);
  const matches = await verify(account.passwordHash ?? (await throwAwayHash()), input.password);
  const locked = lockApplies(account) && account.lockedMinutes !== null;
  if (account.userId !== null && account.active && matches && !locked) return passwordSignedIn(em, account.userId, email, input.rememberMe);

  const who: AuditActor = { userId: account.userId, name: account.fullName ?? email };
  const line = locked
    ? `Sign-in refused: ${email} is locked`
    : account.userId === null
      ? `Sign-in failed for unknown e-mail ${email}`
      : !account.active
        ? `Sign-in refused: ${email} is deactivated`
        : `Wrong password for ${email}`;
  const lockedMinutes = await refusePassword(em, email, account, who, line);
  return lockedMinutes !== null
    ? signInError("LOCKED_OUT", lockedOutMessage(lockedMinutes))
    : signInError("INVALID_CREDENTIALS", INVALID_CREDENTIALS);
}

async function passwordSignedIn(em: EntityManager, userId: number, email: string, rememberMe: boolean): Promise<SignInPayload> {
  const user = await em.findOneOrFail(User, { id: userId }, { populate: ["userType", "department"] });
  await store.clearFailures(em, email);
  const session = newSession(em, user.id);
  const remember = rememberMe ? newRememberToken(em, user.id, session.id, randomUUID()) : null;
  audit(em, actor(user), { entityName: "User", entityId: user.id, action: "Signed in", actionTaken: `${user.email} signed in` });
  await em.flush();
  return { session: await issue(em, user, session, remember), error: null };
}

/**
 * Sign-in with a remember-me token, counted against the address like any sign-in. The token is used
 * up in one atomic statement and replaced by the next of its chain (rotation): of two calls with one
 * token, one signs in. A used token presented again means it was copied: every session of its chain
 * ends and every token of the chain is revoked, and the trail says so.
 */
export async function signInWithRememberToken(em: EntityManager, token: string, address: string | null): Promise<SignInPayload> {
  await throttle(em, address);
  const tokenHash = sha256(token);
  const signedIn = await em.transactional(async (tx) => {
    const used = await store.useRememberToken(tx, tokenHash);
    if (!used) {
      const replayed = await store.usedRememberToken(tx, tokenHash);
      if (replayed) await endStolenChain(tx, replayed);
      return null;
    }
    const user = await tx.findOneOrFail(User, { id: used.userId }, { populate: ["userType", "department"] });
    const session = newSession(tx, user.id);
    const next = newRememberToken(tx, user.id, session.id, used.familyId);
    audit(tx, actor(user), {
      entityName: "User",
      entityId: user.id,
      action: "Signed in",
      actionTaken: `${user.email} signed in (remembered device)`,
    });
    return { user, session, next };
  });
  if (!signedIn) return signInError("INVALID_TOKEN", "Please sign in again.");
  return { session: await issue(em, signedIn.user, signedIn.session, signedIn.next), error: null };
}

async function endStolenChain(tx: EntityManager, replayed: store.UsedToken): Promise<void> {
  const ended = await store.endTokenChain(tx, replayed.familyId);
  const user = await tx.findOne(User, { id: replayed.userId });
  const name = user ? `${user.fullName} (${user.email})` : `user ${replayed.userId}`;
  audit(tx, user ? actor(user) : null, {
    entityName: "User",
    entityId: replayed.userId,
    action: "Token replayed",
    actionTaken: `A used remember-me token of ${name} was presented again: its chain's tokens revoked and ${ended} session${ended === 1 ? "" : "s"} ended`,
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The viewer as the database has it now (identity's liveViewer): the token's session must be live
 * (not revoked, not expired) and its user active and not deleted; type, department, tenant and
 * permissions are read afresh. So a logout, deactivation, deletion or permission change counts at
 * once in identity, whatever the token still claims.
 */
export async function liveViewer(em: EntityManager, viewer: Viewer): Promise<Viewer> {
  // a machine's key: the key row (and a REST key's user) is read afresh instead of a session
  if (viewer.key) return liveKeyViewer(em, viewer);
  if (!UUID.test(viewer.sessionId)) throw new SessionInvalidError();
  const session = await em.findOne(Session, { id: viewer.sessionId, userId: viewer.userId, revokedAt: null, expiresAt: { $gt: new Date() } });
  if (!session) throw new SessionInvalidError();
  const user = await em.findOne(User, { id: viewer.userId, active: true, deletedAt: null }, { populate: ["userType", "department"] });
  if (!user) throw new SessionInvalidError();
  return new Viewer((await claimsFor(em, user, session.id)).claims);
}

/**
 * A user's own password, asked for before they change their password or e-mail. A wrong one counts
 * as a failed sign-in of their e-mail (lockout), and a locked e-mail is refused without a check.
 * Answers the field error, or null when the password is right.
 */
export async function checkCurrentPassword(em: EntityManager, user: User, password: string | null | undefined): Promise<FieldErrorShape | null> {
  if (!password) return { field: "currentPassword", message: CURRENT_PASSWORD_REQUIRED };
  const account = await store.credentialsFor(em, user.email);
  if (lockApplies(account) && account.lockedMinutes !== null) return { field: "currentPassword", message: lockedOutMessage(account.lockedMinutes) };
  if (account.passwordHash && (await verify(account.passwordHash, password))) return null;
  const lockedMinutes = await refusePassword(
    em,
    user.email,
    account,
    actor(user),
    `Wrong current password given by ${user.email} to change their password or e-mail`,
  );
  return { field: "currentPassword", message: lockedMinutes !== null ? lockedOutMessage(lockedMinutes) : CURRENT_PASSWORD_INCORRECT };
}

/** A successful change of password by an administrator (or the user): the e-mail's failures and lock go. */
export const clearLockout = (em: EntityManager, email: string) => store.clearFailures(em, email);

async function activeSession(em: EntityManager, viewer: Viewer): Promise<Session> {
  if (!UUID.test(viewer.sessionId)) throw new SessionInvalidError();
  const session = await em.findOne(Session, { id: viewer.sessionId, userId: viewer.userId });
  if (!session || !session.isActive()) throw new SessionInvalidError();
  return session;
}

/** A fresh access token for a session that is still active (the web client renews before expiry). */
export async function renewSession(em: EntityManager, viewer: Viewer): Promise<SignedIn> {
  const session = await activeSession(em, viewer);
  const user = await em.findOne(User, { id: viewer.userId, active: true, deletedAt: null }, { populate: ["userType", "department"] });
  if (!user) throw new SessionInvalidError();
  session.lastRenewedAt = new Date();
  await em.flush();
  return issue(em, user, session, null);
}

/** The authorise check (iamauth): a valid token, a session that has not ended, and a user who may still sign in. */
export async function checkSession(em: EntityManager, viewer: Viewer | null): Promise<void> {
  if (!viewer) throw new SessionInvalidError();
  await liveViewer(em, viewer);
}

/** Ends the session and revokes the remember-me tokens issued with it. */
export async function signOut(em: EntityManager, viewer: Viewer | null): Promise<boolean> {
  if (!viewer || !UUID.test(viewer.sessionId)) return true;
  const now = new Date();
  await em.transactional(async (tx) => {
    const ended = await tx.nativeUpdate(Session, { id: viewer.sessionId, userId: viewer.userId, revokedAt: null }, { revokedAt: now });
    await tx.nativeUpdate(RememberToken, { sessionId: viewer.sessionId, revokedAt: null }, { revokedAt: now });
    if (ended) audit(tx, viewer, { entityName: "User", entityId: viewer.userId, action: "Signed out", actionTaken: `${viewer.name} signed out` });
  });
  return true;
}

/**
 * Ends every session of a user (but `keep`) and revokes its remember-me tokens: after a password
 * change, a deactivation or a deletion. identity refuses their access tokens at once (liveViewer);
 * the other subgraphs believe them until they expire (ACCESS_TOKEN_TTL_SECONDS, 15 minutes at most).
 */
export async function endSessionsOf(em: EntityManager, userId: number, keep: string | null = null): Promise<void> {
  const now = new Date();
  const sessions: Record<string, unknown> = { userId, revokedAt: null };
  if (keep) sessions.id = { $ne: keep };
  await em.nativeUpdate(Session, sessions, { revokedAt: now });
  const tokens: Record<string, unknown> = { userId, revokedAt: null };
  if (keep) tokens.sessionId = { $ne: keep };
  await em.nativeUpdate(RememberToken, tokens, { revokedAt: now });
}

export async function loadMe(em: EntityManager, viewer: Viewer): Promise<Me> {
  const user = await em.findOne(User, { id: viewer.userId, deletedAt: null }, { populate: ["userType", "department"] });
  if (!user) throw new SessionInvalidError();
  return (await claimsFor(em, user, viewer.sessionId)).me;
}
