import type { NextFunction, Request, Response } from "express";
import { rateLimit } from "express-rate-limit";

export const TOO_MANY_SIGN_INS = "Too many sign-in attempts from this address. Try again in a minute.";

/** True when a GraphQL request body (or a batch) runs a sign-in mutation. */
export function isSignIn(body: unknown): boolean {
  const ops = Array.isArray(body) ? body : [body];
  return ops.some((op) => typeof op?.query === "string" && /\bsignIn(WithRememberToken)?\s*\(/.test(op.query));
}

/**
 * One budget of sign-in attempts per client address and minute, shared by the REST sign-in and the
 * GraphQL sign-in mutations (on top of identity's per-account lockout).
 */
export function signInLimiter(perMinute: number) {
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (req: Request, res: Response) => {
      if (req.baseUrl.startsWith("/graphql")) {
        res.status(429).json({ errors: [{ message: TOO_MANY_SIGN_INS, extensions: { code: "TOO_MANY_REQUESTS" } }] });
      } else {
        res.status(429).json({ Message: TOO_MANY_SIGN_INS });
      }
    },
  });
  return {
    rest: limiter,
    /** for /graphql, after the JSON body parser */
    graphql: (req: Request, res: Response, next: NextFunction) => (isSignIn(req.body) ? limiter(req, res, next) : next()),
  };
}
