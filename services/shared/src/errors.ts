import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { ArgumentValidationError } from "type-graphql";
import type { Logger } from "./logger";

export type ErrorCode =
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "BAD_USER_INPUT"
  | "CONFLICT"
  | "SESSION_INVALID"
  | "TOO_MANY_REQUESTS"
  | "PAYLOAD_TOO_LARGE"
  | "SERVICE_UNAVAILABLE"
  | "INTERNAL_SERVER_ERROR";

export interface FieldErrorShape {
  field: string;
  message: string;
}

/** An unexpected or access failure with a code; mapped to GraphQL (and by the gateway to HTTP) in one place. */
export class AppError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extensions } });
  }
  get code(): ErrorCode {
    return this.extensions.code as ErrorCode;
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = "Not signed in") {
    super("UNAUTHENTICATED", message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = "You do not have permission to do this") {
    super("FORBIDDEN", message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = "No data found!") {
    super("NOT_FOUND", message);
  }
}

export class BadUserInputError extends AppError {
  constructor(message: string, fieldErrors: FieldErrorShape[] = []) {
    super("BAD_USER_INPUT", message, fieldErrors.length ? { fieldErrors } : {});
  }
}

/** An upload over the size limit (UPLOAD_MAX_BYTES): HTTP 413. */
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super("PAYLOAD_TOO_LARGE", message, { http: { status: 413 } });
  }
}

/**
 * Another service could not be reached (down, restarting, its connection cut): what it owns is
 * missing from the answer, the rest is there. `service` names it and `topic` says what it holds in a
 * user's words (the web app's notice shows it); HTTP 503 at the legacy shims.
 */
export class ServiceUnavailableError extends AppError {
  constructor(service: string, message: string, topic?: string) {
    super("SERVICE_UNAVAILABLE", message, topic ? { service, topic } : { service });
  }
}

/** The session of a valid token was ended (logout, revocation): legacy code 4038. */
export class SessionInvalidError extends AppError {
  constructor(message = "Session invalid") {
    super("SESSION_INVALID", message, { legacyCode: 4038 });
  }
}

const PASS_THROUGH = new Set([
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "BAD_USER_INPUT",
  "CONFLICT",
  "SESSION_INVALID",
  "TOO_MANY_REQUESTS",
  "PAYLOAD_TOO_LARGE",
  "SERVICE_UNAVAILABLE",
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "OPERATION_RESOLUTION_FAILURE",
  "BAD_REQUEST",
]);

function validationFieldErrors(e: ArgumentValidationError): FieldErrorShape[] {
  const out: FieldErrorShape[] = [];
  const walk = (errs: ArgumentValidationError["extensions"]["validationErrors"], prefix: string) => {
    for (const v of errs) {
      const field = prefix ? `${prefix}.${v.property}` : v.property;
      for (const message of Object.values(v.constraints ?? {})) out.push({ field, message: String(message) });
      if (v.children?.length) walk(v.children, field);
    }
  };
  walk(e.extensions.validationErrors, "");
  return out;
}

/**
 * Apollo Server's formatError: validation failures become BAD_USER_INPUT with field errors, coded
 * errors pass through, anything else is logged and masked.
 */
/**
 * PostgreSQL's codes for "not now" (a connection exception; the server shutting down, crashed or
 * starting up; too many connections) and the messages of a connection that never was or was cut.
 */
const DATABASE_UNAVAILABLE_CODES = new Set([
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
]);
/**
 * The driver's words for a connection gone. "Transaction query already complete" is knex's answer to
 * a statement sent in a transaction whose own BEGIN, SAVEPOINT or COMMIT failed (knex marks it done
 * and keeps the real error for the transaction's promise): a regular statement's failure never does
 * that, so in this code it means the connection died under the transaction, as in a restart (seen by
 * tools/test/faults/database-restart.test.ts: a note saved as PostgreSQL stopped).
 */
const DATABASE_UNAVAILABLE_MESSAGES =
  /Connection terminated|Client was closed and is not queryable|connection (is )?(closed|ended)|the database system is (shutting down|starting up|in recovery mode)|Timeout acquiring a connection|Client has encountered a connection error|Transaction query already complete/i;

/**
 * Whether an error (or what it wraps: MikroORM's exceptions keep the driver's error as `cause`,
 * knex's as `nativeError`) says the database could not be reached or went away mid-statement, as
 * while it restarts: the request may be tried again, unlike a fault in the request or the code.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === "object" && depth < 6; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && DATABASE_UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === "string" && DATABASE_UNAVAILABLE_MESSAGES.test(message)) return true;
    const next = e as { cause?: unknown; nativeError?: unknown; originalError?: unknown };
    e = next.cause ?? next.nativeError ?? next.originalError;
  }
  return false;
}

/**
 * `service`: the subgraph answering (a database it cannot reach is answered SERVICE_UNAVAILABLE
 * naming it: the legacy shims answer 503, the web app's notice names what is missing); the gateway
 * has no database and passes none.
 */
export function formatError(logger: Logger, service?: string) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError && error.originalError ? error.originalError : error;
    if (original instanceof ArgumentValidationError) {
      const fieldErrors = validationFieldErrors(original);
      return {
        message: fieldErrors.map((f) => f.message).join("; ") || "Invalid input",
        path: formatted.path,
        extensions: { code: "BAD_USER_INPUT", fieldErrors },
      };
    }
    const code = formatted.extensions?.code;
    if (typeof code === "string" && PASS_THROUGH.has(code)) return formatted;
    if (service && isDatabaseUnavailable(original)) {
      logger.warn("database unavailable", { message: formatted.message, path: formatted.path });
      return {
        message: `The ${service} service cannot reach its database just now. Try again in a moment.`,
        path: formatted.path,
        extensions: { code: "SERVICE_UNAVAILABLE", service },
      };
    }
    logger.error("unexpected error", {
      message: formatted.message,
      path: formatted.path,
      stack: original instanceof Error ? original.stack : undefined,
    });
    return { message: "Internal server error", path: formatted.path, extensions: { code: "INTERNAL_SERVER_ERROR" } };
  };
}
