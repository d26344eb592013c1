import { Entity, Index, PrimaryKey, Property, type Opt } from "@mikro-orm/core";

/** A remember-me token, stored only as a SHA-256 hash; rotated on every use, revoked at logout. */
@Entity({ tableName: "remember_token" })
@Index({ properties: ["userId"] })
export class RememberToken {
  @PrimaryKey()
  id!: number;

  @Property({ type: "integer" })
  userId!: number;

  /** The session it was issued with; logging out of that session revokes it. */
  @Property({ type: "uuid" })
  sessionId!: string;

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
