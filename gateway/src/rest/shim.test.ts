import fs from "node:fs";
import path from "node:path";
import { buildSchema } from "graphql";
import { lookupList } from "@wo/shared";
import { allShims, servicePageShims } from ".";
import type { Viewer } from "@wo/shared";
import {
  answerBlank,
  errorReply,
  matchShim,
  operationFlags,
  prepareShim,
  refusalOf,
  refusalReply,
  type Shim,
  shimRoutes,
  ShimReply,
  tenancyFor,
} from "./shim";

describe("legacy answers to GraphQL refusals", () => {
  it("answers an operation limit with 400 { Message }, as every bad request", () => {
    for (const code of ["GRAPHQL_VALIDATION_FAILED", "GRAPHQL_PARSE_FAILED", "BAD_USER_INPUT"]) {
      const reply = errorReply({
        message: "The operation would cost 10010, over the limit of 10000: ask for fewer or smaller pages.",
        extensions: { code },
      });
      expect([code, reply.status, reply.body]).toEqual([
        code,
        400,
        { Message: "The operation would cost 10010, over the limit of 10000: ask for fewer or smaller pages." },
      ]);
    }
  });

  it("answers identity's sign-in limit with 429, and hides unexpected errors behind a 500", () => {
    expect(
      errorReply({ message: "Too many sign-in attempts from this address. Try again in a minute.", extensions: { code: "TOO_MANY_REQUESTS" } })
        .status,
    ).toBe(429);
    expect(errorReply({ message: "relation does not exist", extensions: { code: "INTERNAL_SERVER_ERROR" } }).body).toEqual({
      Message: "Something went wrong",
    });
  });

  it("answers a service out of reach with 503 and the message naming what is unavailable", () => {
    const message = "Costs, quotes and reports (the billing service) are unavailable just now. Try again in a moment.";
    const reply = errorReply({ message, extensions: { code: "SERVICE_UNAVAILABLE", service: "billing" } });
    expect([reply.status, reply.body]).toEqual([503, { Message: message }]);
  });
});

describe("the viewer flags a shim's operation declares", () => {
  it("finds $isStaff, $isClient and $isContractor, and refuses an unnamed or double operation", () => {
    expect(operationFlags(`query Q($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) { workOrder(id: $id) { id } }`, "/x")).toEqual([
      "isStaff",
      "isClient",
    ]);
    expect(operationFlags(`query Q { me { kind } }`, "/x")).toEqual([]);
    expect(() => operationFlags(`{ me { kind } }`, "/x")).toThrow("one named operation");
    expect(() => operationFlags(`query A { me { kind } } query B { me { kind } }`, "/x")).toThrow("one named operation");
  });
});

describe("refusals: a mutation payload's error", () => {
  it("is found in any root field's payload, and answered 400 { Message, ModelState }", () => {
    const error = { code: "INVALID", message: "First name is required", fieldErrors: [{ field: "firstName", message: "First name is required" }] };
    expect(refusalOf({ saveUser: { user: null, error } })).toBe(error);
    expect(refusalOf({ saveUser: { user: { id: 1 }, error: null } })).toBeNull();
    expect(refusalOf({ workOrders: { totalCount: 0, nodes: [] } })).toBeNull();
    const reply = refusalReply(error);
    expect([reply.status, reply.body]).toEqual([400, { Message: "First name is required", ModelState: { FirstName: ["First name is required"] } }]);
  });
});

describe("tenancy tags", () => {
  it("say, for each kind of portal user, whether a shim refuses it and how its rows are scoped", () => {
    expect(["client", "contractor"].map((k) => tenancyFor("scoped:client", k as "client"))).toEqual(["scoped", "refused"]);
    expect(tenancyFor("staff", "client")).toBe("refused");
    expect(tenancyFor("own", "contractor")).toBe("own");
    expect(tenancyFor("public", "client")).toBe("public");
  });
});

describe("blank models (GET /api/{entity}/0), which run no operation", () => {
  const as = (kind: string) => ({ kind }) as Viewer;
  const refusal = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return e instanceof ShimReply ? [e.status, e.body.Message] : e;
    }
    return null;
  };

  it("are answered only to a signed-in caller the shim's tag admits", () => {
    const blank = { Id: 0 };
    expect(refusal(() => answerBlank(blank, "staff", null))).toEqual([401, "Not signed in"]);
    expect(refusal(() => answerBlank(blank, "staff", as("client")))).toEqual([403, "You do not have permission to do this"]);
    expect(refusal(() => answerBlank(blank, "scoped:client", as("contractor")))).toEqual([403, "You do not have permission to do this"]);
    expect(answerBlank(blank, "staff", as("staff"))).toBe(blank);
    expect(answerBlank(blank, "scoped", as("contractor"))).toBe(blank);
    expect(answerBlank(blank, "public", null)).toBe(blank);
  });
});

describe("the shim table", () => {
  const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, "../../../schema/api.graphql"), "utf8"));

  it("has one named operation per shim that is valid against schema/api.graphql (the lookups' made ones too)", () => {
    for (const def of allShims) expect(() => prepareShim(def, schema)).not.toThrow();
    expect(allShims.map((s) => `${s.method} ${s.path.toLowerCase()}`).filter((k, i, all) => all.indexOf(k) !== i)).toEqual([]);
  });

  it("answers every declared lookup at each of its legacy paths, tagged by who may read it", () => {
    for (const l of lookupList()) {
      for (const p of l.rest ?? []) {
        const def = allShims.find((s) => s.method === "get" && s.path === p);
        expect([p, def?.tenancy]).toEqual([p, l.access === "staff" ? "staff" : "shared"]);
      }
    }
  });
});

describe("the router: every shim answers on its own path", () => {
  const label = (s: Shim) => `${s.method.toUpperCase()} ${s.path}`;
  /** A concrete path for a shim: each parameter a whole number, the literals in another case. */
  const concrete = (s: Shim, upper = false) =>
    s.path
      .split("/")
      .map((seg) => (seg.startsWith(":") ? "7" : upper ? seg.toUpperCase() : seg))
      .join("/");

  it("dispatches each declared shim's own path (under /api and /Services) to that shim and no other, whatever the case", () => {
    for (const table of [allShims, servicePageShims]) {
      const routes = shimRoutes(table);
      for (const s of table) {
        for (const path of [concrete(s), concrete(s, true), `${concrete(s)}/`]) {
          expect([label(s), path, label(matchShim(routes, s.method, path)?.route.def ?? s)]).toEqual([label(s), path, label(s)]);
          expect(matchShim(routes, s.method, path)?.route.def).toBe(s);
        }
      }
    }
  });

  it("lets a literal segment win over a parameter whatever the declaration order, and decodes parameters", () => {
    const def = (method: Shim["method"], path: string) => ({ method, path }) as Shim;
    const byId = def("get", "/WorkOrders/:id");
    const inSite = def("get", "/WorkOrders/WorkOrdersInSite");
    const deep = def("get", "/A/:x/c");
    const deeper = def("get", "/A/b/:y");
    const routes = shimRoutes([byId, deep, inSite, deeper]);
    expect(matchShim(routes, "GET", "/workorders/workordersinsite")?.route.def).toBe(inSite);
    expect(matchShim(routes, "GET", "/WorkOrders/12")).toEqual({ route: expect.objectContaining({ def: byId }), params: { id: "12" } });
    expect(matchShim(routes, "GET", "/WorkOrders/a%20b")?.params).toEqual({ id: "a b" });
    expect(matchShim(routes, "GET", "/A/b/c")?.route.def).toBe(deeper);
    expect(matchShim(routes, "GET", "/A/z/c")?.route.def).toBe(deep);
    expect(matchShim(routes, "HEAD", "/WorkOrders/12")?.route.def).toBe(byId);
    expect(matchShim(routes, "POST", "/WorkOrders/12")).toBeNull();
    expect(matchShim(routes, "GET", "/WorkOrders")).toBeNull();
    expect(matchShim(routes, "GET", "/WorkOrders/12/x")).toBeNull();
    expect(() => matchShim(routes, "GET", "/WorkOrders/%E0%A4%A")).toThrow("Malformed request address");
  });

  it("reaches GET /api/WorkOrders/WorkOrdersInSite, which GET /api/WorkOrders/{id} used to catch", () => {
    const hit = matchShim(shimRoutes(allShims), "GET", "/WorkOrders/WorkOrdersInSite");
    expect(hit?.route.def.path).toBe("/WorkOrders/WorkOrdersInSite");
  });
});
