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
registerEnumType(ViewerKindEnum, { name: "ViewerKind", description: "How the product treats a signed-in user" });

/** What the graph shows of a user; contact details only to staff, the user, and users of the same tenant. */
@Directive('@key(fields: "id")')
@ObjectType("User", {
  simpleResolvers: true,
  description: "What the graph shows of a user; contact details only to staff, the user, and users of the same tenant.",
})
export class UserNode {
  @Readers.everyone()
  @Field(() => Int)
  id!: number;

  @Readers.everyone()
  @Field()
  firstName!: string;

  @Readers.everyone()
  @Field()
  lastName!: string;

  // work-orders provides it on its work orders' contacts (read from the published view: @provides)
  @Directive("@shareable")
  @Readers.everyone()
  @Field()
  fullName!: string;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  email!: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  mobile!: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  phoneNumber!: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  position!: string | null;

  @Readers.everyone()
  @Field(() => Int)
  userTypeId!: number;

  @Readers.everyone()
  @Field(() => Int, { nullable: true })
  departmentId!: number | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Client or Contractor for portal users" })
  entityName!: string | null;

  @Readers.everyone()
  @Field(() => Int, { nullable: true })
  entityId!: number | null;

  @Readers.staff()
  @Field()
  active!: boolean;

  @Readers.staff()
  @Field()
  lockoutEnabled!: boolean;

  @Readers.staff()
  @Field({ description: "Locked after repeated failed sign-ins, until the lock runs out or an administrator resets the password" })
  lockedOut!: boolean;

  @Readers.everyone()
  @Field(() => UserType)
  userType!: UserType;

  @Readers.everyone()
  @Field(() => Department, { nullable: true })
  department!: Department | null;

  @Readers.everyone()
  @Field(() => Date)
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

@ObjectType({ simpleResolvers: true })
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
  @Field(() => UserNode)
  user!: UserNode;

  @Readers.everyone()
  @Field(() => ViewerKindEnum)
  kind!: ViewerKind;

  @Readers.everyone()
  @Field({ description: "Legacy authprop code: A, C, N, M or S" })
  authCode!: string;

  @Readers.everyone()
  @Field(() => UserType)
  userType!: UserType;

  @Readers.everyone()
  @Field(() => Department, { nullable: true })
  department!: Department | null;

  @Readers.everyone()
  @Field(() => Int, { nullable: true })
  clientId!: number | null;

  @Readers.everyone()
  @Field(() => Int, { nullable: true })
  contractorId!: number | null;

  @Readers.everyone()
  @Field(() => [PermissionEntry])
  permissions!: PermissionEntry[];
}

@ObjectType({ implements: ErrorInterface })
export class UserError extends ErrorInterface {}

@ObjectType()
export class UserPage extends PageOf(UserNode) {}

@ObjectType()
export class SaveUserPayload {
  @Readers.everyone()
  @Field(() => UserNode, { nullable: true })
  user!: UserNode | null;

  @Readers.everyone()
  @Field(() => UserError, { nullable: true })
  error!: UserError | null;
}

@ObjectType()
export class DeleteUserPayload {
  @Readers.everyone()
  @Field(() => Int, { nullable: true })
  deletedId!: number | null;

  @Readers.everyone()
  @Field(() => UserError, { nullable: true })
  error!: UserError | null;
}

@ObjectType()
export class ResetPasswordPayload {
  @Readers.everyone()
  @Field()
  ok!: boolean;

  @Readers.everyone()
  @Field(() => UserError, { nullable: true })
  error!: UserError | null;
}

/** A contact as the drop-downs list it (GET /api/Users/Dropdown: id, FullName, Mobile). */
@ObjectType({ simpleResolvers: true, description: "A contact as the drop-downs list it (GET /api/Users/Dropdown: id, FullName, Mobile)." })
export class UserOption {
  @Readers.everyone()
  @Field(() => Int)
  id!: number;

  @Readers.everyone()
  @Field()
  fullName!: string;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  mobile!: string | null;

  @Readers.everyone()
  @Field(() => String, { nullable: true })
  email!: string | null;
}
