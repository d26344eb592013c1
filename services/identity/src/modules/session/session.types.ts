import { Field, InputType, ObjectType } from "type-graphql";
import { ErrorInterface, errorOf, Readers } from "@wo/shared";
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from "class-validator";
import { Me } from "../user/user.type";

@InputType()
export class SignInInput {
  @Field()
  @IsEmail({}, { message: "Enter a valid e-mail address" })
  @MaxLength(320)
  email!: string;

  @Field()
  @IsString()
  @MinLength(1, { message: "Enter your password" })
  @MaxLength(1024)
  password!: string;

  @Field({ defaultValue: false, description: "Also issue a remember-me token" })
  rememberMe: boolean = false;
}

@InputType()
export class RememberTokenInput {
  @Field()
  @IsString()
  @MinLength(20)
  @MaxLength(200)
  token!: string;
}

@ObjectType()
export class SignedIn {
  @Readers.everyone()
  @Field({ description: "Short-lived access token: send it as Authorization: Bearer" })
  accessToken!: string;

  @Readers.everyone()
  @Field()
  expiresAt!: Date;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Remember-me token, when asked for; single use" })
  rememberToken!: string | null;

  @Readers.everyone()
  @Field(() => Me)
  me!: Me;
}

@ObjectType({ implements: ErrorInterface })
export class SignInError extends ErrorInterface {}

@ObjectType()
export class SignInPayload {
  @Readers.everyone()
  @Field(() => SignedIn, { nullable: true })
  session!: SignedIn | null;

  @Readers.everyone()
  @Field(() => SignInError, { nullable: true })
  error!: SignInError | null;
}

export function signInError(code: "INVALID_CREDENTIALS" | "LOCKED_OUT" | "INVALID_TOKEN", message: string): SignInPayload {
  return { session: null, error: errorOf(SignInError, code, message) };
}

@ObjectType()
export class SessionCheck {
  @Readers.everyone()
  @Field()
  valid!: boolean;

  @Readers.everyone()
  @Field({ nullable: true })
  requestedUrl?: string;
}

@InputType()
export class SessionCheckInput {
  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(2048)
  requestedUrl?: string;
}
