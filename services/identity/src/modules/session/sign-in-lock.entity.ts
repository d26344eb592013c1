import { Entity, Index, PrimaryKey, Property } from "@mikro-orm/core";

/**
 * Failed sign-ins in a row for one normalised e-mail, and its lock. Kept for every e-mail that was
 * tried, whether a user has it or not, so that the answers never tell which e-mails exist. Written
 * only by atomic SQL (sign-in.store.ts); a successful sign-in or an administrator's password reset
 * removes the row.
 */
@Entity({ tableName: "sign_in_lock" })
@Index({ properties: ["lastFailureAt"] })
export class SignInLock {
  @PrimaryKey({ type: "text" })
  email!: string;

  /** Refused sign-ins since the last success, reset, or the end of the last lock. */
  @Property({ type: "integer" })
  failures!: number;

  @Property({ type: "timestamptz", nullable: true })
  lockedUntil?: Date | null;

  /** How many failures in a row set the current lock (the failure that locked is the one with this count). */
  @Property({ type: "integer", nullable: true })
  lockedAfter?: number | null;

  @Property({ type: "timestamptz" })
  lastFailureAt!: Date;
}
