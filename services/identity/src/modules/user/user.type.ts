import { Directive, Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { ErrorInterface, isOwnTenant, PageOf, type Viewer, type ViewerKind, Readers } from "@wo/shared";
import { Department } from "../access/department.entity";
import { UserType } from "../access/user-type.entity";
import { tenantOfUser, type User } from "./user.entity";

export enum ViewerKindEnum {
  ADMIN = "admin",
  STAFF = "staff",
  CLIENT = "client",
  CONTRACTOR = "contractor",
}
registerEnumType(ViewerKindEnum, {
  name: "ViewerKind",
  description: "How the product treats a signed-in user",
  valuesConfig: {
    ADMIN: { description: "An administrator: everything, across all clients and contractors" },
    STAFF: { description: "A back-office user: what the department's permissions allow, across all clients" },
    CLIENT: { description: "A client portal user: only their own client's data" },
    CONTRACTOR: { description: "A contractor portal user: only the work given to their own contractor" },
  },
});

/** What the graph shows of a user; contact details only to staff, the user, and users of the same tenant. */
@Directive('@key(fields: "id")')
@ObjectType("User", {
  simpleResolvers: true,
  description: "What the graph shows of a user; contact details only to staff, the user, and users of the same tenant.",
})
export class UserNode {
  @Readers.everyone()
  @Field(() => Int, { description: "The user's id (legacy Id)" })
  id!: number;

  @Readers.everyone()
  @Field({ description: "Given name, as lists and job sheets show it" })
  firstName!: string;

  @Readers.everyone()
  @Field({ description: "Family name; lists sort people by it" })
  lastName!: string;

  // work-orders provides it on its work orders' contacts (read from the published view: @provides)
  @Directive("@shareable")
  @Readers.everyone()
  @Field({ description: "First and last name, as lists show it" })
  fullName!: string;

  @Readers.everyone()
  @Field(() => String, {
    nullable: true,
    description:
      "E-mail address, also the sign-in name; null when the viewer may not see contact details (not staff, not the user, not the same client or contractor)",
  })
  email!: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Mobile number; null when none, or when the viewer may not see contact details" })
  mobile!: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Landline number; null when none, or when the viewer may not see contact details" })
  phoneNumber!: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Job title; null when none" })
  position!: string | null;

  @Readers.everyone()
  @Field(() => Int, { description: "The kind of user (UserType.id, legacy UserTypeId)" })
  userTypeId!: number;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The staff user's department (Department.id); null for portal users" })
  departmentId!: number | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Client or Contractor for portal users" })
  entityName!: string | null;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The client's or contractor's id for portal users (with entityName); null for staff" })
  entityId!: number | null;

  @Readers.staff()
  @Field({ description: "False when the user was deactivated and can no longer sign in. Staff only" })
  active!: boolean;

  @Readers.staff()
  @Field({ description: "Whether repeated failed sign-ins lock the account. Staff only" })
  lockoutEnabled!: boolean;

  @Readers.staff()
  @Field({ description: "Locked after repeated failed sign-ins, until the lock runs out or an administrator resets the password" })
  lockedOut!: boolean;

  @Readers.everyone()
  @Field(() => UserType, { description: "The kind of user, with its name" })
  userType!: UserType;

  @Readers.everyone()
  @Field(() => Department, { nullable: true, description: "The staff user's department; null for portal users" })
  department!: Department | null;

  @Readers.everyone()
  @Field(() => Date, { description: "When the user was created (UTC, ISO 8601)" })
  createdAt!: Date;
}

export function toUserNode(user: User, viewer: Viewer | null): UserNode {
  const seesContact = !!viewer && (viewer.isStaff || viewer.userId === user.id || isOwnTenant(viewer, tenantOfUser(user)));
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: user.fullName,
    email: seesContact ? user.email : null,
    mobile: seesContact ? (user.mobile ?? null) : null,
    phoneNumber: seesContact ? (user.phoneNumber ?? null) : null,
    position: user.position ?? null,
    userTypeId: user.userType.id,
    departmentId: user.department?.id ?? null,
    entityName: user.entityName ?? null,
    entityId: user.entityId ?? null,
    active: user.active,
    lockoutEnabled: user.lockoutEnabled,
    lockedOut: user.lockoutEnabled && !!user.lockedUntil && user.lockedUntil > new Date(),
    userType: user.userType,
    department: user.department ?? null,
    createdAt: user.createdAt,
  };
}

@ObjectType({ simpleResolvers: true, description: "One permission of the signed-in user: an area with its level, or a flag" })
export class PermissionEntry {
  @Readers.everyone()
  @Field({ description: "An area (customers, contracts, ...) or a flag (contractFinanceAssign, ...)" })
  name!: string;

  @Readers.everyone()
  @Field({ description: "'read' or 'full' for an area, 'true' for a flag" })
  level!: string;
}

/** The signed-in user, with everything the web client needs for its sidebar and route checks. */
@ObjectType({ simpleResolvers: true, description: "The signed-in user, with everything the web client needs for its sidebar and route checks." })
export class Me {
  @Readers.everyone()
  @Field(() => UserNode, { description: "The signed-in user's own record" })
  user!: UserNode;

  @Readers.everyone()
  @Field(() => ViewerKindEnum, { description: "How the product treats the user: administrator, staff, client or contractor portal user" })
  kind!: ViewerKind;

  @Readers.everyone()
  @Field({ description: "Legacy authprop code: A, C, N, M or S" })
  authCode!: string;

  @Readers.everyone()
  @Field(() => UserType, { description: "The user's type" })
  userType!: UserType;

  @Readers.everyone()
  @Field(() => Department, { nullable: true, description: "The staff user's department, which sets the permissions; null for portal users" })
  department!: Department | null;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The client a client portal user belongs to; null otherwise" })
  clientId!: number | null;

  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The contractor a contractor portal user belongs to; null otherwise" })
  contractorId!: number | null;

  @Readers.everyone()
  @Field(() => [PermissionEntry], {
    description: "What the user may read and change, area by area (the web client's sidebar and route checks); the server checks every call again",
  })
  permissions!: PermissionEntry[];
}

@ObjectType({
  implements: ErrorInterface,
  description: "Why a user change was refused: the message to show, a stable code and the refused input fields",
})
export class UserError extends ErrorInterface {}

@ObjectType({ description: "One page of user rows, with the total matching the query" })
export class UserPage extends PageOf(UserNode) {}

@ObjectType({ description: "What saveUser answers: the user as saved, or the error that refused it (then nothing was saved)" })
export class SaveUserPayload {
  @Readers.everyone()
  @Field(() => UserNode, { nullable: true, description: "The user as saved, read back; null when refused" })
  user!: UserNode | null;

  @Readers.everyone()
  @Field(() => UserError, { nullable: true, description: "Why nothing was saved; null when the user was saved" })
  error!: UserError | null;
}

@ObjectType({ description: "What deleteUser answers: the deleted user's id, or the error that refused it (then nothing was deleted)" })
export class DeleteUserPayload {
  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The id of the user deleted; null when refused" })
  deletedId!: number | null;

  @Readers.everyone()
  @Field(() => UserError, {
    nullable: true,
    description: "Why nothing was deleted (the rule or the row that uses it); null when the user was deleted",
  })
  error!: UserError | null;
}

@ObjectType({ description: "What resetPassword answers: done, or why it was refused" })
export class ResetPasswordPayload {
  @Readers.everyone()
  @Field({ description: "True when the password was changed" })
  ok!: boolean;

  @Readers.everyone()
  @Field(() => UserError, { nullable: true, description: "Why it was refused (then nothing was changed); null when it succeeded" })
  error!: UserError | null;
}

/** A contact as the drop-downs list it (GET /api/Users/Dropdown: id, FullName, Mobile). */
@ObjectType({ simpleResolvers: true, description: "A contact as the drop-downs list it (GET /api/Users/Dropdown: id, FullName, Mobile)." })
export class UserOption {
  @Readers.everyone()
  @Field(() => Int, { description: "The contact's id (User.id)" })
  id!: number;

  @Readers.everyone()
  @Field({ description: "First and last name" })
  fullName!: string;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Mobile number; null when none" })
  mobile!: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "E-mail address; null when none" })
  email!: string | null;
}
