import { Entity, Index, PrimaryKey, Property } from "@mikro-orm/core";

/**
 * Sign-in attempts from one client address in its current one-minute window (password and
 * remember-me alike). Written only by one atomic upsert (sign-in.store.ts): parallel attempts each count.
 */
@Entity({ tableName: "sign_in_attempt" })
@Index({ properties: ["windowStart"] })
export class SignInAttempt {
  @PrimaryKey({ type: "text" })
  address!: string;

  /** The first attempt of the window; the window lasts a minute from it. */
  @Property({ type: "timestamptz" })
  windowStart!: Date;

  @Property({ type: "integer" })
  attempts!: number;
}
