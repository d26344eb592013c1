import { Field, ObjectType } from "type-graphql";
import { AppError, ErrorInterface, errorOf, Readers } from "@wo/shared";
import { Me } from "../user/user.type";

@ObjectType({ description: "A started session: the access token to send with every call, when it runs out, and the signed-in user" })
export class SignedIn {
  @Readers.everyone()
  @Field({ description: "Short-lived access token: send it as Authorization: Bearer" })
  accessToken!: string;

  @Readers.everyone()
  @Field({ description: "When the access token stops working (UTC, ISO 8601; about 15 minutes after it was issued): call renewSession before then" })
  expiresAt!: Date;

  @Readers.everyone()
  @Field(() => String, { nullable: true, description: "Remember-me token, when asked for; single use" })
  rememberToken!: string | null;

  @Readers.everyone()
  @Field(() => Me, { description: "The signed-in user, with the kind, permissions and tenant the product treats them by" })
  me!: Me;
}

@ObjectType({
  implements: ErrorInterface,
  description:
    "Why a sign-in was refused: INVALID_CREDENTIALS ('Invalid login attempt'), LOCKED_OUT (too many failures) or INVALID_TOKEN (a used or expired remember-me token)",
})
export class SignInError extends ErrorInterface {}

@ObjectType({ description: "What signIn and signInWithRememberToken answer: the session, or why it was refused" })
export class SignInPayload {
  @Readers.everyone()
  @Field(() => SignedIn, { nullable: true, description: "The started session; null when refused" })
  session!: SignedIn | null;

  @Readers.everyone()
  @Field(() => SignInError, { nullable: true, description: "Why it was refused (then nothing was changed); null when it succeeded" })
  error!: SignInError | null;
}

export function signInError(code: "INVALID_CREDENTIALS" | "LOCKED_OUT" | "INVALID_TOKEN", message: string): SignInPayload {
  return { session: null, error: errorOf(SignInError, code, message) };
}

@ObjectType({ description: "The authorise check's answer: the session is still valid (an ended one fails with SESSION_INVALID instead)" })
export class SessionCheck {
  @Readers.everyone()
  @Field({ description: "Always true: an ended session is an error, not false" })
  valid!: boolean;

  @Readers.everyone()
  @Field({ nullable: true, description: "The page the input asked for, unchanged; null when none was given" })
  requestedUrl?: string;
}

export const TOO_MANY_SIGN_INS = "Too many sign-in attempts from this address. Try again in a minute.";

/** More sign-in attempts from one address in a minute than SIGN_IN_RATE_LIMIT: refused before any check (HTTP 429 on REST). */
export class TooManySignInsError extends AppError {
  constructor() {
    super("TOO_MANY_REQUESTS", TOO_MANY_SIGN_INS);
  }
}
