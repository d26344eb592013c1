import { Field, InputType } from "type-graphql";
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from "class-validator";

@InputType({ description: "An e-mail and password to sign in with (POST /api/authorise/login)" })
export class SignInInput {
  @Field({ description: "The user's e-mail address, as the account has it (compared ignoring case)" })
  @IsEmail({}, { message: "Enter a valid e-mail address" })
  @MaxLength(320)
  email!: string;

  @Field({ description: "The user's password; repeated failures lock the account for a while" })
  @IsString()
  @MinLength(1, { message: "Enter your password" })
  @MaxLength(1024)
  password!: string;

  @Field({ defaultValue: false, description: "Also issue a remember-me token" })
  rememberMe: boolean = false;
}

@InputType({ description: "A remember-me token given at an earlier sign-in" })
export class RememberTokenInput {
  @Field({ description: "The token as rememberToken gave it; it can be used once" })
  @IsString()
  @MinLength(20)
  @MaxLength(200)
  token!: string;
}

@InputType({ description: "The authorise check's input: the page the web client is about to show" })
export class SessionCheckInput {
  @Field({ nullable: true, description: "The page asked for, answered back unchanged in SessionCheck.requestedUrl" })
  @IsOptional()
  @MaxLength(2048)
  requestedUrl?: string;
}
