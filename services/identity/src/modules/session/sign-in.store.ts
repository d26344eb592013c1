import type { EntityManager } from "@mikro-orm/postgresql";
import { identityConfig } from "../../config";

/**
 * The SQL of sign-in: the per-address attempt counter, the per-e-mail failure counter and lock, and
 * the single use of remember-me tokens. Each counter moves in one atomic statement, so parallel
 * attempts each count whatever their interleaving.
 */

/** Counts an attempt from `address` in its one-minute window; answers the attempts of the window so far. */
export async function countAttempt(em: EntityManager, address: string): Promise<number> {
  const [row] = await em.execute<{ attempts: number }[]>(
    `insert into identity.sign_in_attempt as a (address, window_start, attempts) values (?, now(), 1)
     on conflict (address) do update set
       attempts = case when a.window_start > now() - interval '1 minute' then a.attempts + 1 else 1 end,
       window_start = case when a.window_start > now() - interval '1 minute' then a.window_start else now() end
     returning attempts`,
    [address],
  );
  return row!.attempts;
}

/**
 * Forgets what no longer counts: the windows of addresses that have gone quiet, and the failures of
 * e-mails not locked and not tried for a day.
 */
export async function forgetStaleAttempts(em: EntityManager): Promise<void> {
  await em.execute(`delete from identity.sign_in_attempt where window_start < now() - interval '1 minute'`);
  await em.execute(
    `delete from identity.sign_in_lock where last_failure_at < now() - interval '1 day' and (locked_until is null or locked_until < now())`,
  );
}

/** What sign-in needs to know of an e-mail, whether a user has it or not. */
export interface Credentials {
  userId: number | null;
  fullName: string | null;
  passwordHash: string | null;
  /** Active and not deleted. */
  active: boolean;
  lockoutEnabled: boolean;
  /** Whole minutes (rounded up) the e-mail's lock still lasts, or null when it is not locked. */
  lockedMinutes: number | null;
}

interface CredentialsRow {
  user_id: number | null;
  full_name: string | null;
  password_hash: string | null;
  active: boolean | null;
  lockout_enabled: boolean | null;
  locked_minutes: number | null;
}

/** One statement for any e-mail: the live user that has it (if any) and the e-mail's lock. */
export async function credentialsFor(em: EntityManager, email: string): Promise<Credentials> {
  const [row] = await em.execute<CredentialsRow[]>(
    `select u.id as user_id, trim(u.first_name || ' ' || u.last_name) as full_name, u.password_hash, u.active, u.lockout_enabled,
       ceil(extract(epoch from (l.locked_until - now())) / 60)::int as locked_minutes
     from (select ?::text as email) e
     left join identity.app_user u on u.email = e.email and u.deleted_at is null
     left join identity.sign_in_lock l on l.email = e.email and l.locked_until > now()`,
    [email],
  );
  return {
    userId: row!.user_id,
    fullName: row!.full_name,
    passwordHash: row!.password_hash,
    active: row!.active === true,
    lockoutEnabled: row!.lockout_enabled !== false,
    lockedMinutes: row!.locked_minutes,
  };
}

export interface Failure {
  /** Refused sign-ins in a row, this one included. */
  failures: number;
  /** Whole minutes the e-mail's lock lasts, or null when it is not locked. */
  lockedMinutes: number | null;
  /** This failure set the lock. */
  lockedNow: boolean;
}

/**
 * Counts a refused sign-in against an e-mail, atomically. When `locks` (an unknown e-mail, or a user
 * with lockout enabled) and the failures in a row reach LOCKOUT_THRESHOLD, the e-mail is locked for
 * LOCKOUT_MINUTES; failures during a lock keep counting, and the first one after it starts again at 1.
 */
export async function recordFailure(em: EntityManager, email: string, locks: boolean): Promise<Failure> {
  const { LOCKOUT_THRESHOLD: threshold, LOCKOUT_MINUTES: minutes } = identityConfig();
  // the failures in a row this one makes: the first after a lock ran out starts a new series
  const failures = "(case when l.locked_until <= now() then 1 else l.failures + 1 end)";
  const [row] = await em.execute<{ failures: number; locked_minutes: number | null; locked_now: boolean }[]>(
    `insert into identity.sign_in_lock as l (email, failures, locked_until, locked_after, last_failure_at)
     values (?, 1, case when ?::boolean and 1 >= ?::int then now() + make_interval(mins => ?::int) end, case when ?::boolean and 1 >= ?::int then 1 end, now())
     on conflict (email) do update set
       failures = ${failures},
       locked_until = case
         when l.locked_until > now() then l.locked_until
         when ?::boolean and ${failures} >= ?::int then now() + make_interval(mins => ?::int)
       end,
       locked_after = case
         when l.locked_until > now() then l.locked_after
         when ?::boolean and ${failures} >= ?::int then ${failures}
       end,
       last_failure_at = now()
     returning failures,
       -- the clock, not now(): a statement that waited on this row's lock began before the one that
       -- set the lock, and would read 16 minutes left of 15
       ceil(extract(epoch from (locked_until - clock_timestamp())) / 60)::int as locked_minutes,
       coalesce(locked_after = failures, false) as locked_now`,
    [email, locks, threshold, minutes, locks, threshold, locks, threshold, minutes, locks, threshold],
  );
  return { failures: row!.failures, lockedMinutes: row!.locked_minutes, lockedNow: row!.locked_now };
}

/** A successful sign-in, or an administrator's password reset: the e-mail starts afresh. */
export async function clearFailures(em: EntityManager, email: string): Promise<void> {
  await em.execute(`delete from identity.sign_in_lock where email = ?`, [email]);
}

export interface UsedToken {
  userId: number;
  familyId: string;
}

/**
 * Uses a remember-me token up, in one statement: only a token not used, not revoked and not
 * expired, of a user who may sign in (active, not deleted, not locked out). Of two calls with one
 * token at the same moment, one gets it: the other waits for the first to commit and finds it used.
 */
export async function useRememberToken(em: EntityManager, tokenHash: string): Promise<UsedToken | null> {
  const [row] = await em.execute<{ user_id: number; family_id: string }[]>(
    `update identity.remember_token t set used_at = now()
     from identity.app_user u
     where t.token_hash = ? and t.used_at is null and t.revoked_at is null and t.expires_at > now()
       and u.id = t.user_id and u.active and u.deleted_at is null
       and not (u.lockout_enabled and exists (select 1 from identity.sign_in_lock l where l.email = u.email and l.locked_until > now()))
     returning t.user_id, t.family_id`,
    [tokenHash],
  );
  return row ? { userId: row.user_id, familyId: row.family_id } : null;
}

/** The token, when it was used before: presented again, it has been copied. */
export async function usedRememberToken(em: EntityManager, tokenHash: string): Promise<UsedToken | null> {
  const [row] = await em.execute<{ user_id: number; family_id: string }[]>(
    `select user_id, family_id from identity.remember_token where token_hash = ? and used_at is not null`,
    [tokenHash],
  );
  return row ? { userId: row.user_id, familyId: row.family_id } : null;
}

/** Revokes every token of a rotation chain and ends every session they were issued with; answers how many sessions ended. */
export async function endTokenChain(em: EntityManager, familyId: string): Promise<number> {
  await em.execute(`update identity.remember_token set revoked_at = now() where family_id = ? and revoked_at is null`, [familyId]);
  const ended = await em.execute<{ id: string }[]>(
    `update identity.session set revoked_at = now()
     where revoked_at is null and id in (select session_id from identity.remember_token where family_id = ?)
     returning id`,
    [familyId],
  );
  return ended.length;
}
