import { Entity, Index, PrimaryKey, Property, type Opt } from "@mikro-orm/core";

/** A signed-in session. Access tokens name it (`sid`); revoking it ends renewals and iamauth checks. */
@Entity({ tableName: "session" })
@Index({ properties: ["userId"] })
export class Session {
  @PrimaryKey({ type: "uuid" })
  id!: string;

  @Property({ type: "integer" })
  userId!: number;

  @Property({ type: "timestamptz", defaultRaw: "now()" })
  createdAt: Date & Opt = new Date();

  @Property({ type: "timestamptz", defaultRaw: "now()" })
  lastRenewedAt: Date & Opt = new Date();

  /** Absolute end of the session, whatever the renewals. */
  @Property({ type: "timestamptz" })
  expiresAt!: Date;

  @Property({ type: "timestamptz", nullable: true })
  revokedAt?: Date | null;

  isActive(now = new Date()): boolean {
    return !this.revokedAt && this.expiresAt > now;
  }
}
