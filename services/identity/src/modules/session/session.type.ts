import { Field, ObjectType } from "type-graphql";
import { AppError, ErrorInterface, errorOf, Readers } from "@wo/shared";
import { Me } from "../user/user.type";

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

export const TOO_MANY_SIGN_INS = "Too many sign-in attempts from this address. Try again in a minute.";

/** More sign-in attempts from one address in a minute than SIGN_IN_RATE_LIMIT: refused before any check (HTTP 429 on REST). */
export class TooManySignInsError extends AppError {
  constructor() {
    super("TOO_MANY_REQUESTS", TOO_MANY_SIGN_INS);
  }
}
