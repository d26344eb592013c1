import type { EntityManager } from "@mikro-orm/postgresql";
import { identityConfig } from "../../config";
import type { ApiKeyScopeValue } from "./api-key.entity";

/**
 * The SQL of a call made with an API key: the key found by its hash and its rate window counted in
 * one atomic statement (parallel calls each count, whatever their interleaving), then the call
 * recorded: the usage log, and for an admitted call the day's counter and the last use.
 */

/** A key as one call finds it. */
export interface KeyAtCall {
  id: number;
  prefix: string;
  name: string;
  scope: ApiKeyScopeValue;
  clientId: number | null;
  userId: number | null;
  writes: boolean;
  revoked: boolean;
  expired: boolean;
  /** Calls in its current one-minute window, this one included, and the limit. */
  windowCalls: number;
  rateLimit: number;
  /** Seconds until its window ends. */
  windowEndsIn: number;
}

interface KeyRow {
  id: number;
  prefix: string;
  name: string;
  scope: ApiKeyScopeValue;
  client_id: number | null;
  user_id: number | null;
  writes: boolean;
  revoked: boolean;
  expired: boolean;
  window_calls: number;
  rate_limit: number;
  window_ends_in: number;
}

/** Finds the key whose SHA-256 is `secretHash` and counts this call in its one-minute window; null for no such key. */
export async function countCall(em: EntityManager, secretHash: string): Promise<KeyAtCall | null> {
  const [row] = await em.execute<KeyRow[]>(
    `update identity.api_key k set
       window_calls = case when k.window_start > now() - interval '1 minute' then k.window_calls + 1 else 1 end,
       window_start = case when k.window_start > now() - interval '1 minute' then k.window_start else now() end
     where k.secret_hash = ?
     returning k.id, k.prefix, k.name, k.scope, k.client_id, k.user_id, k.writes, k.revoked_at is not null as revoked,
       coalesce(k.expires_at <= now(), false) as expired, k.window_calls, coalesce(k.rate_limit, ?::int) as rate_limit,
       greatest(1, ceil(extract(epoch from (k.window_start + interval '1 minute' - clock_timestamp()))))::int as window_ends_in`,
    [secretHash, identityConfig().API_KEY_RATE_LIMIT],
  );
  if (!row) return null;
  return {
    id: row.id,
    prefix: row.prefix,
    name: row.name,
    scope: row.scope,
    clientId: row.client_id,
    userId: row.user_id,
    writes: row.writes,
    revoked: row.revoked,
    expired: row.expired,
    windowCalls: row.window_calls,
    rateLimit: row.rate_limit,
    windowEndsIn: row.window_ends_in,
  };
}

/** Why a call with a key was refused, or "ok". */
export type CallOutcome = "ok" | "revoked" | "expired" | "rate-limited" | "scope" | "user-inactive";

export interface CallRecord {
  keyId: number;
  outcome: CallOutcome;
  address: string | null;
  method: string;
  path: string;
}

/**
 * Records a call in one statement: a line of the key's usage log whatever the outcome; for an
 * admitted call, the day's counter (Europe/London days) and the key's last use. The first call of a
 * key's day also forgets its log lines older than API_KEY_USE_RETENTION_DAYS.
 */
export async function recordCall(em: EntityManager, call: CallRecord): Promise<void> {
  const ok = call.outcome === "ok";
  const [day] = await em.execute<{ calls: number | null }[]>(
    `with used as (
       update identity.api_key set last_used_at = now() where id = ? and ?::boolean
     ), day as (
       insert into identity.api_key_day as d (key_id, day, calls)
       select ?, (now() at time zone 'Europe/London')::date, 1 where ?::boolean
       on conflict (key_id, day) do update set calls = d.calls + 1
       returning d.calls
     ), logged as (
       insert into identity.api_key_use (key_id, address, method, path, outcome) values (?, ?, ?, ?, ?)
     )
     select (select calls from day) as calls`,
    [call.keyId, ok, call.keyId, ok, call.keyId, call.address, call.method.slice(0, 10), call.path.slice(0, 500), call.outcome],
  );
  if (day?.calls === 1) {
    await em.execute(`delete from identity.api_key_use where key_id = ? and at < now() - make_interval(days => ?::int)`, [
      call.keyId,
      identityConfig().API_KEY_USE_RETENTION_DAYS,
    ]);
  }
}

/** Whether a key is still good now (not revoked, not expired) and, for a REST key, the user it acts as: identity's live check of a key's token. */
export async function liveKey(em: EntityManager, keyId: number): Promise<{ userId: number | null } | null> {
  const [row] = await em.execute<{ user_id: number | null }[]>(
    `select user_id from identity.api_key where id = ? and revoked_at is null and (expires_at is null or expires_at > now())`,
    [keyId],
  );
  return row ? { userId: row.user_id } : null;
}
