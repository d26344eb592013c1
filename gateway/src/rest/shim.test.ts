import { errorReply, operationFlags } from "./shim";

describe("legacy answers to GraphQL refusals", () => {
  it("answers an operation limit with 400 { Message }, as every bad request", () => {
    for (const code of ["GRAPHQL_VALIDATION_FAILED", "GRAPHQL_PARSE_FAILED", "BAD_USER_INPUT"]) {
      const reply = errorReply({ message: "The operation would cost 10010, over the limit of 10000: ask for fewer or smaller pages.", extensions: { code } });
      expect([code, reply.status, reply.body]).toEqual([code, 400, { Message: "The operation would cost 10010, over the limit of 10000: ask for fewer or smaller pages." }]);
    }
  });

  it("answers identity's sign-in limit with 429, and hides unexpected errors behind a 500", () => {
    expect(errorReply({ message: "Too many sign-in attempts from this address. Try again in a minute.", extensions: { code: "TOO_MANY_REQUESTS" } }).status).toBe(429);
    expect(errorReply({ message: "relation does not exist", extensions: { code: "INTERNAL_SERVER_ERROR" } }).body).toEqual({ Message: "Something went wrong" });
  });
});

describe("the viewer flags a shim's operation declares", () => {
  it("finds $isStaff, $isClient and $isContractor, and refuses an unnamed or double operation", () => {
    expect(operationFlags(`query Q($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) { workOrder(id: $id) { id } }`, "/x")).toEqual(["isStaff", "isClient"]);
    expect(operationFlags(`query Q { me { kind } }`, "/x")).toEqual([]);
    expect(() => operationFlags(`{ me { kind } }`, "/x")).toThrow("one named operation");
    expect(() => operationFlags(`query A { me { kind } } query B { me { kind } }`, "/x")).toThrow("one named operation");
  });
});
