import { GraphQLError } from "graphql";
import { ArgumentValidationError } from "type-graphql";
import { ValidationError } from "class-validator";
import { formatError, NotFoundError } from "./errors";
import type { Logger } from "./logger";

const silent: Logger = { error: jest.fn(), warn: jest.fn(), info: jest.fn(), debug: jest.fn() };

describe("formatError", () => {
  const format = formatError(silent);

  it("turns validation failures into BAD_USER_INPUT with field errors", () => {
    const v = new ValidationError();
    v.property = "pageSize";
    v.constraints = { max: "pageSize must be 1000 or less" };
    const e = new GraphQLError("Argument Validation Error", { originalError: new ArgumentValidationError([v]) });
    const out = format({ message: e.message }, e);
    expect(out.extensions).toEqual({ code: "BAD_USER_INPUT", fieldErrors: [{ field: "pageSize", message: "pageSize must be 1000 or less" }] });
    expect(out.message).toBe("pageSize must be 1000 or less");
  });

  it("passes coded errors through", () => {
    const e = new NotFoundError();
    expect(format({ message: e.message, extensions: e.extensions }, e)).toMatchObject({
      message: "No data found!",
      extensions: { code: "NOT_FOUND" },
    });
  });

  it("masks anything unexpected and logs it", () => {
    const e = new GraphQLError("relation x does not exist", { originalError: new Error("relation x does not exist") });
    const out = format({ message: e.message }, e);
    expect(out).toMatchObject({ message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } });
    expect(silent.error).toHaveBeenCalled();
  });
});

describe("a database out of reach", () => {
  const format = formatError(silent, "work-orders");
  const wrapped = (cause: unknown) => new GraphQLError("failed", { originalError: Object.assign(new Error("select ... - failed"), { cause }) });

  it("answers SERVICE_UNAVAILABLE naming the service, for a restart's codes and a cut connection, however deep the driver's error", () => {
    for (const cause of [
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      new Error("Connection terminated unexpectedly"),
      { nativeError: new Error("Knex: Timeout acquiring a connection. The pool is probably full.") },
      // knex, for a statement of a transaction whose BEGIN met the connection closing
      new Error("Transaction query already complete, run with DEBUG=knex:tx for more info"),
    ]) {
      expect(format({ message: "failed" }, wrapped(cause))).toEqual({
        message: "The work-orders service cannot reach its database just now. Try again in a moment.",
        extensions: { code: "SERVICE_UNAVAILABLE", service: "work-orders" },
      });
    }
  });

  it("leaves any other database error an internal one, and the gateway (no service) masks it as before", () => {
    const unique = Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" });
    expect(format({ message: "failed" }, wrapped(unique)).extensions).toEqual({ code: "INTERNAL_SERVER_ERROR" });
    const cut = new Error("Connection terminated unexpectedly");
    expect(formatError(silent)({ message: "failed" }, wrapped(cut)).extensions).toEqual({ code: "INTERNAL_SERVER_ERROR" });
  });
});
