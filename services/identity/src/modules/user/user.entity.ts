import { Entity, Formula, Index, ManyToOne, PrimaryKey, Property, type Opt } from "@mikro-orm/core";
import { either, tiedByWork, type Tenancy, type TenantRule } from "@wo/shared";
import { Department } from "../access/department.entity";
import { UserType } from "../access/user-type.entity";

/**
 * A user of any kind. This is the database row only: it holds the password hash, so it is never a
 * GraphQL type itself (see user.type.ts for what the graph shows).
 */
@Entity({ tableName: "app_user" })
@Index({ properties: ["entityName", "entityId"] })
@Index({
  name: "app_user_email_live_unique",
  expression: 'create unique index "app_user_email_live_unique" on "identity"."app_user" ("email") where "deleted_at" is null',
})
export class User {
  @PrimaryKey()
  id!: number;

  /** Always stored in lower case (see normaliseEmail); unique among users not deleted. */
  @Property({ type: "text" })
  email!: string;

  @Property({ type: "text", lazy: true })
  passwordHash!: string;

  @Property({ type: "text" })
  firstName!: string;

  @Property({ type: "text" })
  lastName!: string;

  @Property({ type: "text", nullable: true })
  mobile?: string | null;

  @Property({ type: "text", nullable: true })
  phoneNumber?: string | null;

  @Property({ type: "text", nullable: true })
  position?: string | null;

  @ManyToOne(() => UserType)
  userType!: UserType;

  @ManyToOne(() => Department, { nullable: true })
  department?: Department | null;

  /** 'Client' or 'Contractor' for portal users: the tenant they belong to. */
  @Property({ type: "text", nullable: true })
  entityName?: "Client" | "Contractor" | null;

  @Property({ type: "integer", nullable: true })
  entityId?: number | null;

  @Property({ type: "boolean", default: true })
  active: boolean & Opt = true;

  /** Whether repeated failed sign-ins lock this account for a while. */
  @Property({ type: "boolean", default: true })
  lockoutEnabled: boolean & Opt = true;

  /**
   * Until when sign-ins with this user's e-mail are locked, while the lock lasts. The lock belongs
   * to the e-mail (sign_in_lock, for known and unknown e-mails alike), read here with the user.
   */
  @Formula((alias) => `(select l.locked_until from identity.sign_in_lock l where l.email = ${alias}.email and l.locked_until > now())`, {
    type: "timestamptz",
    nullable: true,
  })
  lockedUntil?: (Date & Opt) | null;

  @Property({ type: "timestamptz", defaultRaw: "now()" })
  createdAt: Date & Opt = new Date();

  /** Users are deleted softly: their name stays on the audit trail and on other services' records. */
  @Property({ type: "timestamptz", nullable: true })
  deletedAt?: Date | null;

  @Property({ type: "timestamptz", defaultRaw: "now()", onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  get fullName(): string & Opt {
    return `${this.firstName} ${this.lastName}`.trim();
  }
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The tenant a user belongs to: a client's or a contractor's people; back-office staff belong to none. */
export function tenantOfUser(user: Pick<User, "entityName" | "entityId">): { clientId: number | null; contractorId: number | null } {
  return {
    clientId: user.entityName === "Client" ? (user.entityId ?? null) : null,
    contractorId: user.entityName === "Contractor" ? (user.entityId ?? null) : null,
  };
}

const ofTenant =
  (entityName: "Client" | "Contractor"): TenantRule =>
  (id) => [`(e.entity_name = '${entityName}' and e.entity_id = ?)`, [id]];
/** Back-office staff belong to no tenant: portal users read their names (who works on their orders). */
const STAFF: TenantRule = () => ["e.entity_name is null", []];

/**
 * Which users a portal user may resolve: back-office staff and its own tenant's people; a contractor
 * user also the contacts of its work. What a record shows of them is narrowed further by toUserNode.
 */
export const USER_TENANCY: Tenancy = {
  client: either(STAFF, ofTenant("Client")),
  contractor: either(
    STAFF,
    either(ofTenant("Contractor"), (id) => tiedByWork.assignment(id, "contact_id")),
  ),
};
