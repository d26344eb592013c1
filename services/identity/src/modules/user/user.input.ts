import { ArgsType, Field, InputType, Int, registerEnumType } from "type-graphql";
import { IsIn, IsOptional, MaxLength, Min, MinLength } from "class-validator";
import { PageArgs, SortDirection } from "@wo/shared";

export enum UserSortField {
  FULL_NAME = "FULL_NAME",
  FIRST_NAME = "FIRST_NAME",
  LAST_NAME = "LAST_NAME",
  EMAIL = "EMAIL",
  USER_TYPE = "USER_TYPE",
  DEPARTMENT = "DEPARTMENT",
  POSITION = "POSITION",
  CREATED_AT = "CREATED_AT",
}
registerEnumType(UserSortField, { name: "UserSortField" });

@InputType()
export class UserSortInput {
  @Field(() => UserSortField)
  field!: UserSortField;

  @Field(() => SortDirection, { defaultValue: SortDirection.ASC })
  direction: SortDirection = SortDirection.ASC;
}

@ArgsType()
export class UsersArgs extends PageArgs {
  @Field(() => [Int], { nullable: true, description: "Only users of these types" })
  @IsOptional()
  userTypeIds?: number[] | null;

  @Field(() => String, { nullable: true, description: "Client or Contractor: only that tenant's users (with entityId)" })
  @IsOptional()
  @IsIn(["Client", "Contractor"], { message: "entityName must be Client or Contractor" })
  entityName?: "Client" | "Contractor" | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Min(1)
  entityId?: number | null;

  @Field(() => String, { nullable: true, description: "Name, e-mail or position" })
  @IsOptional()
  @MaxLength(200)
  search?: string | null;

  @Field(() => Boolean, { defaultValue: false, description: "Include deactivated users" })
  includeInactive: boolean = false;

  @Field(() => [UserSortInput], { nullable: true, description: "Default: full name ascending" })
  @IsOptional()
  sort?: UserSortInput[] | null;
}

/**
 * A user as the administration form (and the account page, for one's own profile) sends it.
 * id 0 or absent creates. Checked in user.service: the business rules answer field errors.
 */
@InputType()
export class SaveUserInput {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Min(0)
  id?: number | null;

  @Field()
  @MaxLength(100)
  firstName!: string;

  @Field()
  @MaxLength(100)
  lastName!: string;

  @Field()
  @MaxLength(320)
  email!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(40)
  mobile?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(40)
  phoneNumber?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100)
  position?: string | null;

  @Field(() => String, { nullable: true, description: "Required when creating; when given, it must meet the password policy" })
  @IsOptional()
  @MaxLength(1024)
  password?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  userTypeId?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  departmentId?: number | null;

  @Field(() => String, { nullable: true, description: "Client or Contractor, for portal users" })
  @IsOptional()
  entityName?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  entityId?: number | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  active?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  lockoutEnabled?: boolean | null;

  @Field(() => String, { nullable: true, description: "The user's own password: required when users change their own password or e-mail" })
  @IsOptional()
  @MaxLength(1024)
  currentPassword?: string | null;
}

@InputType()
export class ResetPasswordInput {
  @Field(() => Int)
  @Min(1)
  userId!: number;

  @Field()
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

