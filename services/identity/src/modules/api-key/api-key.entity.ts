import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt } from "@mikro-orm/core";
import { User } from "../user/user.entity";

/** What a key lets a machine do (docs/architecture.md "API keys"). */
export type ApiKeyScopeValue = "reporting" | "rest";

/**
 * An API key for a machine (issue 26): a reporting tool's read-only key, across every client or one
 * client's, or a legacy REST integration acting as a chosen user. The secret is shown once, when it is
 * made; only its SHA-256 hash is kept, with the prefix that names the key in logs and screens. This
 * is the database row only: the graph shows ApiKeyNode (api-key.type.ts), never the hash.
 */
@Entity({ tableName: "api_key" })
export class ApiKey {
  @PrimaryKey()
  id!: number;

  /** What uses it ("Power BI – finance dashboards"). */
  @Property({ type: "text" })
  name!: string;

  /** 8 hex characters, the key's second part (`wok_<prefix>_<secret>`): names it in logs, never secret. */
  @Property({ type: "text", unique: true })
  prefix!: string;

  /** SHA-256 (hex) of the whole key; the key itself is never stored. */
  @Property({ type: "text", unique: true })
  secretHash!: string;

  @Property({ type: "text" })
  scope!: ApiKeyScopeValue;

  /** A reporting key limited to one client's rows (a client's own BI team); null: every client. */
  @Property({ type: "integer", nullable: true })
  clientId?: number | null;

  /** A REST key acts as this user: its type, department, tenant and permissions, read live. */
  @ManyToOne(() => User, { mapToPk: true, fieldName: "user_id", nullable: true })
  userId?: number | null;

  /** Whether it may run mutations: never for a reporting key, only when an administrator ticked it for a REST key. */
  @Property({ type: "boolean", default: false })
  writes: boolean & Opt = false;

  /** Calls a minute; null: API_KEY_RATE_LIMIT. */
  @Property({ type: "integer", nullable: true })
  rateLimit?: number | null;

  @Property({ type: "timestamptz", nullable: true })
  expiresAt?: Date | null;

  @Property({ type: "timestamptz", defaultRaw: "now()" })
  createdAt: Date & Opt = new Date();

  @ManyToOne(() => User, { mapToPk: true, fieldName: "created_by_id" })
  createdById!: number;

  /** Refused from this moment on: the gateway asks identity on every call. */
  @Property({ type: "timestamptz", nullable: true })
  revokedAt?: Date | null;

  @ManyToOne(() => User, { mapToPk: true, fieldName: "revoked_by_id", nullable: true })
  revokedById?: number | null;

  /** The last call it was admitted to. */
  @Property({ type: "timestamptz", nullable: true })
  lastUsedAt?: Date | null;

  /** Its rate window: the first call of the current minute, and the calls since (one upsert per call, api-key.store.ts). */
  @Property({ type: "timestamptz", nullable: true })
  windowStart?: Date | null;

  @Property({ type: "integer", default: 0 })
  windowCalls: number & Opt = 0;
}

/** A key's admitted calls of one day (Europe/London): the list's "calls today". */
@Entity({ tableName: "api_key_day" })
@Unique({ properties: ["keyId", "day"] })
export class ApiKeyDay {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => ApiKey, { mapToPk: true, fieldName: "key_id", deleteRule: "cascade" })
  keyId!: number;

  @Property({ type: "date" })
  day!: string;

  @Property({ type: "integer" })
  calls!: number;
}

/**
 * Every call made with a key, admitted or refused (why), kept API_KEY_USE_RETENTION_DAYS: the key's
 * usage audit. Written by the gateway's exchange (api-key.store.ts), never changed.
 */
@Entity({ tableName: "api_key_use" })
@Index({ properties: ["keyId", "at"] })
export class ApiKeyUse {
  @PrimaryKey({ type: "bigint" })
  id!: string;

  @ManyToOne(() => ApiKey, { mapToPk: true, fieldName: "key_id", deleteRule: "cascade" })
  keyId!: number;

  @Property({ type: "timestamptz", defaultRaw: "now()" })
  at: Date & Opt = new Date();

  /** The caller's address, as the gateway saw it. */
  @Property({ type: "text", nullable: true })
  address?: string | null;

  @Property({ type: "text" })
  method!: string;

  /** The path called, without its query. */
  @Property({ type: "text" })
  path!: string;

  /** ok, revoked, expired, rate-limited, scope (a REST key on /graphql), user-inactive */
  @Property({ type: "text" })
  outcome!: string;
}
