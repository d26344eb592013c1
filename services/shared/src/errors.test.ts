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
