import { Field, InputType } from "type-graphql";
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from "class-validator";

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

@InputType()
export class SessionCheckInput {
  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(2048)
  requestedUrl?: string;
}
