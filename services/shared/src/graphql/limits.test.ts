import { buildSchema, parse, validate, specifiedRules } from "graphql";
import { getComplexity } from "graphql-query-complexity";
import { costInputs, costOf, GATEWAY_LIMITS, limitRules, operationCost } from "./limits";

const schema = buildSchema(`
  type Query {
    workOrders(page: Int = 1, pageSize: Int = 20, search: String): WorkOrderPage!
    clients: [Client!]!
    node: Node
    me: String
  }
  type Mutation { signIn(email: String!): String signInWithRememberToken(token: String!): String signOut: Boolean }
  type WorkOrderPage { nodes: [WorkOrder!]! totalCount: Int! page: Int! pageSize: Int! }
  type WorkOrder { id: Int! refNo: String client: Client site: Site contact: User }
  type Client { id: Int! name: String! sites: [Site!]! }
  type Site { id: Int! name: String! }
  type User { id: Int! fullName: String! }
  type Node { id: Int! child: Node }
`);

const errors = (query: string) => validate(schema, parse(query), [...specifiedRules, ...limitRules(GATEWAY_LIMITS)]).map((e) => e.message);
const cost = (query: string, variables: Record<string, unknown> = {}) =>
  getComplexity({ schema, query: parse(query), variables, estimators: [operationCost] });

describe("operation limits", () => {
  it("refuses more aliases than the limit, counted through fragments", () => {
    const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: me`).join(" ")} }`;
    expect(errors(aliased(GATEWAY_LIMITS.aliases)).filter((m) => /Aliases/.test(m))).toEqual([]);
    expect(errors(`{ ...F } fragment F on Query { ${Array.from({ length: 16 }, (_, i) => `a${i}: me`).join(" ")} }`).join()).toMatch(
      /Aliases limit of 15 exceeded, found 16/,
    );
  });

  it("refuses list and object values nested past the limit, which the gateway's planner walks in exponential time", () => {
    const nested = (n: number) => `{ workOrders(search: ${"[".repeat(n)}"x"${"]".repeat(n)}) { totalCount } }`;
    expect(errors(nested(GATEWAY_LIMITS.valueDepth)).filter((m) => /nest/.test(m))).toEqual([]);
    expect(errors(nested(60)).filter((m) => /nest/.test(m))).toEqual(["A value may nest lists and objects at most 8 deep."]);
    expect(errors(`{ workOrders(search: [{a: [{b: [{c: [{d: [1]}]}]}]}]) { totalCount } }`).filter((m) => /nest/.test(m))).toEqual([
      "A value may nest lists and objects at most 8 deep.",
    ]);
  });

  it("refuses more root fields than the limit, aliased or spread from fragments", () => {
    const ok = `{ ${Array.from({ length: 10 }, (_, i) => `r${i}: me`).join(" ")} __typename }`;
    expect(errors(ok)).toEqual([]);
    expect(
      errors(
        `{ ...A ...B } fragment A on Query { a1: me a2: me a3: me a4: me a5: me a6: me } fragment B on Query { b1: me b2: me b3: me b4: me b5: me }`,
      ),
    ).toContain("An operation may hold at most 10 root fields.");
  });

  it("refuses selections nested deeper than the limit, but not introspection", () => {
    const nest = (n: number): string => (n === 0 ? "id" : `child { ${nest(n - 1)} }`);
    expect(errors(`{ node { ${nest(8)} } }`)).toEqual([]);
    expect(errors(`{ node { ${nest(12)} } }`).join()).toMatch(/Query depth limit of 10 exceeded/);
    expect(errors(`{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } }`)).toEqual(
      [],
    );
  });

  it("admits one sign-in per operation, however it is spelt", () => {
    expect(errors(`mutation { signIn(email: "a") }`)).toEqual([]);
    for (const q of [
      `mutation { a: signIn(email: "a") b: signIn(email: "b") }`,
      `mutation { signIn(email: "a") ...F } fragment F on Mutation { again: signIn(email: "b") }`,
      `mutation { signIn(email: "a") r: signInWithRememberToken(token: "t") }`,
    ]) {
      expect(errors(q)).toContain("An operation may hold only one sign-in.");
    }
  });

  it("refuses more directives than the limit", () => {
    expect(errors(`{ me ${"@include(if: true) ".repeat(21)} }`).join()).toMatch(/Directives limit of 20 exceeded/);
  });
});

describe("operation cost", () => {
  it("weighs a page by its size, whatever is selected of its rows", () => {
    expect(cost(`{ workOrders(pageSize: 1000) { totalCount } }`)).toBe(1001);
    expect(cost(`{ workOrders { nodes { id } } }`)).toBe(21);
    expect(cost(`query($n: Int) { workOrders(pageSize: $n) { nodes { id } } }`, { n: 500 })).toBe(501);
  });

  it("counts each object a row names", () => {
    expect(cost(`{ workOrders(pageSize: 1000) { nodes { id client { name } site { name } contact { fullName } } } }`)).toBe(1 + 1000 * 4);
  });

  it("assumes a length for lists that take no page size", () => {
    expect(cost(`{ clients { id sites { id } } }`)).toBe(1 + 10 * (1 + (1 + 10 * 1)));
  });

  it("keeps a 1,000-row page with its references under the limit, and many of them over it", () => {
    const page = `workOrders(pageSize: 1000, search: "ab") { totalCount nodes { id refNo client { name } site { name } contact { fullName } } }`;
    expect(cost(`{ ${page} }`)).toBeLessThan(GATEWAY_LIMITS.cost);
    expect(cost(`{ a: ${page} b: ${page} c: ${page} }`)).toBeGreaterThan(GATEWAY_LIMITS.cost);
    const searches = `{ ${Array.from({ length: 10 }, (_, i) => `s${i}: workOrders(pageSize: 1000, search: "ab") { totalCount }`).join(" ")} }`;
    expect(cost(searches)).toBeGreaterThan(GATEWAY_LIMITS.cost);
  });

  it("counts a federation look-up by its representations", () => {
    const sub = buildSchema(
      `scalar _Any type Query { _entities(representations: [_Any!]!): [_Entity]! } union _Entity = Site type Site { id: Int! name: String! }`,
    );
    const reps = Array.from({ length: 300 }, (_, i) => ({ __typename: "Site", id: i }));
    const q = parse(`query($r: [_Any!]!) { _entities(representations: $r) { ... on Site { name } } }`);
    expect(getComplexity({ schema: sub, query: q, variables: { r: reps }, estimators: [operationCost] })).toBe(301);
  });

  describe("weighed once per document and per value of what the weight depends on", () => {
    const page = parse(`
      query Page($page: Int, $n: Int, $search: String, $staff: Boolean!, $deep: Boolean = false) {
        workOrders(page: $page, pageSize: $n, search: $search) {
          totalCount
          nodes { id client @include(if: $staff) { name sites @include(if: $deep) { name } } }
        }
      }
    `);
    const fresh = () => new WeakMap();
    const weighed = (cache: ReturnType<typeof fresh>) =>
      (cache.get(schema)?.get(page) as { costs: Map<string, number> } | undefined)?.costs.size ?? 0;

    it("finds the variables of page sizes, conditions and look-ups", () => {
      const inputs = costInputs(page);
      expect([...inputs.byValue].sort()).toEqual(["deep", "n", "staff"]);
      const lookUp = parse(`query($r: [_Any!]!) { _entities(representations: $r) { __typename } }`);
      expect([...costInputs(lookUp).byLength]).toEqual(["r"]);
    });

    it("answers what getComplexity answers, for every combination", () => {
      const cache = fresh();
      for (const n of [undefined, 20, 500])
        for (const staff of [true, false])
          for (const deep of [undefined, true])
            for (const search of [undefined, "leak", "boiler"]) {
              // as a request's JSON carries them: an undefined one is absent
              const variables = JSON.parse(JSON.stringify({ page: 3, n, search, staff, deep })) as Record<string, unknown>;
              const expected = getComplexity({ schema, query: page, variables, estimators: [operationCost] });
              expect(costOf(schema, page, variables, undefined, cache)).toBe(expected);
            }
    });

    it("weighs a page once whatever its number or search, again for another page size or condition", () => {
      const cache = fresh();
      const a = costOf(schema, page, { page: 1, n: 20, search: "leak", staff: true }, "Page", cache);
      expect(costOf(schema, page, { page: 40, n: 20, search: "boiler", staff: true }, "Page", cache)).toBe(a);
      expect(weighed(cache)).toBe(1);
      expect(costOf(schema, page, { page: 1, n: 500, staff: true }, "Page", cache)).toBeGreaterThan(a);
      expect(costOf(schema, page, { page: 1, n: 20, staff: false }, "Page", cache)).toBeLessThan(a);
      expect(weighed(cache)).toBe(3);
    });

    it("weighs a look-up by how many representations it has", () => {
      const sub = buildSchema(
        `scalar _Any type Query { _entities(representations: [_Any!]!): [_Entity]! } union _Entity = Site type Site { id: Int! name: String! }`,
      );
      const q = parse(`query($r: [_Any!]!) { _entities(representations: $r) { ... on Site { name } } }`);
      const reps = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ __typename: "Site", id: from + i }));
      const cache = fresh();
      expect(costOf(sub, q, { r: reps(20) }, undefined, cache)).toBe(21);
      expect(costOf(sub, q, { r: reps(20, 100) }, undefined, cache)).toBe(21);
      expect(costOf(sub, q, { r: reps(300) }, undefined, cache)).toBe(301);
    });

    it("still refuses variables that do not fit, after a page that did was weighed", () => {
      const cache = fresh();
      costOf(schema, page, { n: 20, staff: true }, "Page", cache);
      expect(() => costOf(schema, page, { n: "twenty", staff: true }, "Page", cache)).toThrow(/^Variable "\$n"/);
      expect(() => costOf(schema, page, { n: 20 }, "Page", cache)).toThrow(/^Variable "\$staff"/);
    });
  });
});
