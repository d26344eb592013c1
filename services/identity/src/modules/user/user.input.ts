import { ArgsType, Field, InputType, Int } from "type-graphql";
import { IsIn, IsOptional, MaxLength, Min, MinLength } from "class-validator";
import { argument, containsPattern, declareList, intArray, listInputs, NO_TENANT, SortDirection } from "@wo/shared";
import { UserNode } from "./user.type";

/**
 * The users grid (administrators only: the field's @Access). Deleted users never show; deactivated
 * ones only when asked for.
 */
export const USER_LIST = declareList({
  names: { field: "UserSortField", sortInput: "UserSortInput" },
  entity: UserNode,
  from: "identity.app_user u",
  key: ["u.id"],
  tenancy: NO_TENANT,
  always: [["u.deleted_at is null", []]],
  columns: {
    ID: { field: "id", kind: "number", notNull: true, sort: "u.id", filter: "u.id" },
    FULL_NAME: {
      field: "fullName",
      kind: "text",
      notNull: true,
      sort: ["u.first_name", "u.last_name"],
      filter: "u.first_name || ' ' || u.last_name",
    },
    FIRST_NAME: { field: "firstName", kind: "text", notNull: true, sort: "u.first_name", filter: "u.first_name" },
    LAST_NAME: { field: "lastName", kind: "text", notNull: true, sort: "u.last_name", filter: "u.last_name" },
    EMAIL: { field: "email", kind: "text", notNull: true, sort: "u.email", filter: "u.email" },
    USER_TYPE: { field: "userType", kind: "text", notNull: true, sort: "ut.name", filter: "ut.name", join: "userType" },
    DEPARTMENT: { field: "department", kind: "text", sort: "d.name", filter: "d.name", join: "department" },
    POSITION: { field: "position", kind: "text", sort: "u.position", filter: "u.position" },
    CREATED_AT: { field: "createdAt", kind: "date", notNull: true, sort: "u.created_at", filter: "u.created_at" },
  },
  joins: {
    userType: "left join identity.user_type ut on ut.id = u.user_type_id",
    department: "left join identity.department d on d.id = u.department_id",
  },
  defaultSort: { field: "FULL_NAME", direction: SortDirection.ASC, description: "Default: full name ascending" },
  arguments: {
    userTypeIds: argument<number[]>({ where: (ids) => ["u.user_type_id = any(?::int[])", [intArray(ids)]] }),
    entityName: argument<string>({ where: (name) => ["u.entity_name = ?", [name]] }),
    entityId: argument<number>({ where: (id) => ["u.entity_id = ?", [id]] }),
    includeInactive: argument<boolean>({ where: (include) => (include ? null : ["u.active", []]) }),
  },
  search: {
    description: "Name, e-mail or position",
    where: (_em, search) => {
      const term = containsPattern(search.toLowerCase());
      return ["lower(u.first_name || ' ' || u.last_name) like ? or u.email like ? or lower(coalesce(u.position, '')) like ?", [term, term, term]];
    },
  },
  rows: { select: "u.id", byKey: true },
});

/** UserSortField, UserSortInput and the paging arguments. */
const inputs = listInputs(USER_LIST);

@ArgsType()
export class UsersArgs extends inputs.Args {
  @Field(() => [Int], { nullable: true, description: "Only users of these types" })
  @IsOptional()
  userTypeIds?: number[] | null;

  @Field(() => String, { nullable: true, description: "Client or Contractor: only that tenant's users (with entityId)" })
  @IsOptional()
  @IsIn(["Client", "Contractor"], { message: "entityName must be Client or Contractor" })
  entityName?: "Client" | "Contractor" | null;

  @Field(() => Int, { nullable: true, description: "With entityName: only the users of the client or contractor with this id" })
  @IsOptional()
  @Min(1)
  entityId?: number | null;

  @Field(() => Boolean, { defaultValue: false, description: "Include deactivated users" })
  includeInactive: boolean = false;
}

/**
 * A user as the administration form (and the account page, for one's own profile) sends it.
 * id 0 or absent creates. Checked in user.service: the business rules answer field errors.
 */
@InputType({
  description:
    "A user as the administration form (and the account page, for one's own profile) sends it. id 0 or absent creates. Checked in user.service: the business rules answer field errors.",
})
export class SaveUserInput {
  @Field(() => Int, { nullable: true, description: "The user to update; 0 or absent creates one" })
  @IsOptional()
  @Min(0)
  id?: number | null;

  @Field({ description: "Required, up to 100 characters" })
  @MaxLength(100)
  firstName!: string;

  @Field({ description: "Required, up to 100 characters" })
  @MaxLength(100)
  lastName!: string;

  @Field({ description: "The sign-in name: a valid address, unique among users, up to 320 characters" })
  @MaxLength(320)
  email!: string;

  @Field(() => String, { nullable: true, description: "Mobile number, free text up to 40 characters" })
  @IsOptional()
  @MaxLength(40)
  mobile?: string | null;

  @Field(() => String, { nullable: true, description: "Landline number, free text up to 40 characters" })
  @IsOptional()
  @MaxLength(40)
  phoneNumber?: string | null;

  @Field(() => String, { nullable: true, description: "Job title, up to 100 characters" })
  @IsOptional()
  @MaxLength(100)
  position?: string | null;

  @Field(() => String, { nullable: true, description: "Required when creating; when given, it must meet the password policy" })
  @IsOptional()
  @MaxLength(1024)
  password?: string | null;

  @Field(() => Int, { nullable: true, description: "The kind of user (UserType.id); required when creating; only administrators change it" })
  @IsOptional()
  userTypeId?: number | null;

  @Field(() => Int, { nullable: true, description: "The staff user's department (Department.id), which sets the permissions; null for portal users" })
  @IsOptional()
  departmentId?: number | null;

  @Field(() => String, { nullable: true, description: "Client or Contractor, for portal users" })
  @IsOptional()
  entityName?: string | null;

  @Field(() => Int, { nullable: true, description: "The client's or contractor's id, with entityName, for portal users" })
  @IsOptional()
  entityId?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "False deactivates the user: they can no longer sign in; absent keeps it (true when creating)",
  })
  @IsOptional()
  active?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "Whether repeated failed sign-ins lock the account; absent keeps it" })
  @IsOptional()
  lockoutEnabled?: boolean | null;

  @Field(() => String, { nullable: true, description: "The user's own password: required when users change their own password or e-mail" })
  @IsOptional()
  @MaxLength(1024)
  currentPassword?: string | null;
}

@InputType({ description: "A new password for a user (POST /api/authorise/ResetPassword)" })
export class ResetPasswordInput {
  @Field(() => Int, { description: "The user whose password is set (User.id): one's own, or anyone's for administrators" })
  @Min(1)
  userId!: number;

  @Field({ description: "The new password; it must meet the password policy (the error says which rule it breaks)" })
  @MinLength(0)
  @MaxLength(1024)
  newPassword!: string;

  @Field(() => String, {
    nullable: true,
    description: "The user's own password: required when users change their own; an administrator resetting another user's leaves it out",
  })
  @IsOptional()
  @MaxLength(1024)
  currentPassword?: string | null;
}
