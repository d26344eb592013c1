import { Entity, Index, PrimaryKey, Property, type Opt } from "@mikro-orm/core";

/**
 * A remember-me token, stored only as a SHA-256 hash; single use (each use issues the next one of its
 * chain), revoked at logout.
 */
@Entity({ tableName: "remember_token" })
@Index({ properties: ["userId"] })
@Index({ properties: ["familyId"] })
export class RememberToken {
  @PrimaryKey()
  id!: number;

  @Property({ type: "integer" })
  userId!: number;

  /** The session it was issued with; logging out of that session revokes it. */
  @Property({ type: "uuid" })
  sessionId!: string;

  /**
   * The rotation chain: the token a password sign-in issued and every token issued in its place
   * since. A used token presented again ends the chain's sessions and revokes its tokens.
   */
  @Property({ type: "uuid" })
  familyId!: string;

  @Property({ type: "text", unique: true })
  tokenHash!: string;

  @Property({ type: "timestamptz", defaultRaw: "now()" })
  createdAt: Date & Opt = new Date();

  @Property({ type: "timestamptz" })
  expiresAt!: Date;

  @Property({ type: "timestamptz", nullable: true })
  usedAt?: Date | null;

  @Property({ type: "timestamptz", nullable: true })
  revokedAt?: Date | null;
}
