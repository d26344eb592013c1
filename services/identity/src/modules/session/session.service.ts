import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Algorithm, hash, verify } from "@node-rs/argon2";
import { audit, signAccessToken, SessionInvalidError, userTypeCode, type AccessClaims, type Viewer } from "@wo/shared";
import { identityConfig } from "../../config";
import { permissionsFor, viewerKindOf } from "../access/permissions";
import { normaliseEmail, User } from "../user/user.entity";
import { toUserNode, type Me } from "../user/user.type";
import { RememberToken } from "./remember-token.entity";
import { Session } from "./session.entity";
import { signInError, type SignedIn, type SignInInput, type SignInPayload } from "./session.types";

export const INVALID_CREDENTIALS = "Invalid email or password.";

export const lockedOutMessage = (minutes: number) =>
  `Your account is locked after too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

let dummyHash: Promise<string> | null = null;
/** Verifying against a throw-away hash keeps "no such user" as slow as "wrong password". */
function burnTime(password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash.then((h) => verify(h, password));
}

/** argon2id with the library's defaults: OWASP's 19 MiB, two passes, one lane. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: Algorithm.Argon2id });
}

async function claimsFor(em: EntityManager, user: User, sessionId: string): Promise<{ claims: AccessClaims; me: Me }> {
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

function newRememberToken(em: EntityManager, userId: number, sessionId: string): string {
  const cfg = identityConfig();
  const token = randomBytes(32).toString("base64url");
  em.create(RememberToken, {
    userId,
    sessionId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + cfg.REMEMBER_ME_TTL_DAYS * 86_400_000),
  });
  return token;
}

async function loadUserForSignIn(em: EntityManager, where: object): Promise<User | null> {
  return em.findOne(User, where, { populate: ["passwordHash", "userType", "department"] });
}

const actor = (user: User) => ({ userId: user.id, name: user.fullName });

/** Sign-in by e-mail and password, with lockout after repeated failures; every attempt is audited. */
export async function signIn(em: EntityManager, input: SignInInput): Promise<SignInPayload> {
  const cfg = identityConfig();
  const email = normaliseEmail(input.email);
  const user = await loadUserForSignIn(em, { email, deletedAt: null });
  if (!user || !user.active) {
    await burnTime(input.password);
    audit(em, { userId: user?.id ?? null, name: email }, {
      entityName: "User",
      entityId: user?.id,
      action: "Sign-in failed",
      actionTaken: user ? `Sign-in refused: ${email} is deactivated` : `Sign-in failed for unknown e-mail ${email}`,
    });
    await em.flush();
    return signInError("INVALID_CREDENTIALS", INVALID_CREDENTIALS);
  }
  const now = new Date();
  if (user.lockoutEnabled && user.lockedUntil && user.lockedUntil > now) {
    const minutes = Math.max(1, Math.ceil((user.lockedUntil.getTime() - now.getTime()) / 60_000));
    return signInError("LOCKED_OUT", lockedOutMessage(minutes));
  }
  const ok = await verify(user.passwordHash, input.password);
  if (!ok) {
    audit(em, actor(user), { entityName: "User", entityId: user.id, action: "Sign-in failed", actionTaken: `Wrong password for ${user.email}` });
    if (user.lockoutEnabled) {
      user.failedSignIns += 1;
      if (user.failedSignIns >= cfg.LOCKOUT_THRESHOLD) {
        user.failedSignIns = 0;
        user.lockedUntil = new Date(now.getTime() + cfg.LOCKOUT_MINUTES * 60_000);
        audit(em, actor(user), {
          entityName: "User",
          entityId: user.id,
          action: "Locked out",
          actionTaken: `${user.email} locked for ${cfg.LOCKOUT_MINUTES} minutes after ${cfg.LOCKOUT_THRESHOLD} failed sign-ins`,
        });
        await em.flush();
        return signInError("LOCKED_OUT", lockedOutMessage(cfg.LOCKOUT_MINUTES));
      }
    }
    await em.flush();
    return signInError("INVALID_CREDENTIALS", INVALID_CREDENTIALS);
  }
  user.failedSignIns = 0;
  user.lockedUntil = null;
  const session = newSession(em, user.id);
  const remember = input.rememberMe ? newRememberToken(em, user.id, session.id) : null;
  audit(em, actor(user), { entityName: "User", entityId: user.id, action: "Signed in", actionTaken: `${user.email} signed in` });
  await em.flush();
  return { session: await issue(em, user, session, remember), error: null };
}

/**
 * Sign-in with a remember-me token: the token is used up and replaced by a new one (rotation). A
 * token presented twice means it was copied: every remember-me token of that user is revoked.
 */
export async function signInWithRememberToken(em: EntityManager, token: string): Promise<SignInPayload> {
  const invalid = () => signInError("INVALID_TOKEN", "Please sign in again.");
  const stored = await em.findOne(RememberToken, { tokenHash: sha256(token) });
  if (!stored || stored.revokedAt || stored.expiresAt <= new Date()) return invalid();
  if (stored.usedAt) {
    await em.nativeUpdate(RememberToken, { userId: stored.userId, revokedAt: null }, { revokedAt: new Date() });
    return invalid();
  }
  const user = await loadUserForSignIn(em, { id: stored.userId, deletedAt: null });
  if (!user || !user.active || (user.lockoutEnabled && user.lockedUntil && user.lockedUntil > new Date())) return invalid();
  stored.usedAt = new Date();
  const session = newSession(em, user.id);
  const next = newRememberToken(em, user.id, session.id);
  audit(em, actor(user), { entityName: "User", entityId: user.id, action: "Signed in", actionTaken: `${user.email} signed in (remembered device)` });
  await em.flush();
  return { session: await issue(em, user, session, next), error: null };
}

async function activeSession(em: EntityManager, viewer: Viewer): Promise<Session> {
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

/** The authorise check (iamauth): valid token and a session that has not ended. */
export async function checkSession(em: EntityManager, viewer: Viewer | null): Promise<void> {
  if (!viewer) throw new SessionInvalidError();
  await activeSession(em, viewer);
}

/** Ends the session and revokes the remember-me tokens issued with it. */
export async function signOut(em: EntityManager, viewer: Viewer | null): Promise<boolean> {
  if (!viewer) return true;
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
 * change, a deactivation or a deletion. Tokens already issued lapse within their 15 minutes.
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
