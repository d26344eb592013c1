import { AppError } from "@wo/shared";

export const TOO_MANY_SIGN_INS = "Too many sign-in attempts from this address. Try again in a minute.";

/** More sign-in attempts from one address in a minute than SIGN_IN_RATE_LIMIT: refused before any check (HTTP 429 on REST). */
export class TooManySignInsError extends AppError {
  constructor() {
    super("TOO_MANY_REQUESTS", TOO_MANY_SIGN_INS);
  }
}
