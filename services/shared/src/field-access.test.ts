import "reflect-metadata";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildSchema, parse } from "graphql";
import { buildSchema as buildTypeGraphqlSchema, Field, Int, ObjectType, Query, Resolver } from "type-graphql";
import {
  assertReadersDeclared,
  canRead,
  canReadPublished,
  derivedReadersProblems,
  fieldReaders,
  fieldSources,
  publishedReaders,
  publishReaders,
  Readers,
  selectedFields,
  selectedFieldsOnce,
  type FieldReaders,
} from "./field-access";

const schema = buildSchema(`
  type Query { order(id: Int!): Order  _entities(representations: [String!]!): [Entity]! }
  union Entity = Order | Client
  interface Named { name: String! }
  type Order { id: Int! cost: Float client: Client }
  type Client implements Named { id: Int! name: String! contractValue: Float }
`);
const fields = (query: string, variables: Record<string, unknown> = {}) => [...selectedFields(schema, parse(query), null, variables)].sort();

describe("the fields an operation selects", () => {
  it("names each field by the type it is read from, fragments followed", () => {
    expect(fields(`{ order(id: 1) { id ...O } } fragment O on Order { client { ... on Named { name } contractValue } }`)).toEqual([
      "Client.contractValue",
      "Named.name",
      "Order.client",
      "Order.id",
      "Query.order",
    ]);
  });

  it("reads federation look-ups through their inline fragments", () => {
    expect(fields(`{ _entities(representations: []) { ... on Client { contractValue } ... on Order { cost } } }`)).toEqual([
      "Client.contractValue",
      "Order.cost",
      "Query._entities",
    ]);
  });

  it("leaves out what @skip and @include leave out, with the request's variables", () => {
    const q = `query($staff: Boolean!) { order(id: 1) { id cost @include(if: $staff) ... @skip(if: $staff) { client { id } } } }`;
    expect(fields(q, { staff: false })).toEqual(["Client.id", "Order.client", "Order.id", "Query.order"]);
    expect(fields(q, { staff: true })).toEqual(["Order.cost", "Order.id", "Query.order"]);
  });

  it("applies variables' defaults, and counts every field when the variables do not fit", () => {
    const q = `query($staff: Boolean! = false) { order(id: 1) { id cost @include(if: $staff) } }`;
    expect(fields(q)).toEqual(["Order.id", "Query.order"]);
    expect(fields(q, { staff: "yes" })).toEqual(["Order.cost", "Order.id", "Query.order"]);
  });

  it("are worked out once per document and condition values, the same as afresh", () => {
    const doc = parse(
      `query Q($staff: Boolean!, $id: Int!, $skip: Boolean = false) { order(id: $id) { id cost @include(if: $staff) client @skip(if: $skip) { id } } }`,
    );
    const cache = new WeakMap();
    const once = (variables: Record<string, unknown>) => [...selectedFieldsOnce(schema, doc, "Q", variables, cache)].sort();
    const afresh = (variables: Record<string, unknown>) => [...selectedFields(schema, doc, "Q", variables)].sort();
    const cases = [
      { staff: true, id: 1 },
      { staff: true, id: 2 },
      { staff: false, id: 1 },
      { staff: false, id: 3, skip: true },
      { staff: true, id: 4, skip: false },
      { staff: "yes", id: 1 },
      { id: 1 },
    ];
    for (const v of cases) expect(once(v)).toEqual(afresh(v));
    // ids 1 and 2 are one entry, as are an explicit false and the default; variables that do not fit are never kept
    const kept = (cache.get(schema) as WeakMap<object, { fields: Map<string, unknown> }>).get(doc)!.fields;
    expect(kept.size).toBe(3);
    expect(selectedFieldsOnce(schema, doc, "Q", { staff: true, id: 9 }, cache)).toBe(
      selectedFieldsOnce(schema, doc, "Q", { staff: true, id: 1 }, cache),
    );
  });
});

@ObjectType()
class Base {
  @Readers.everyone()
  @Field(() => Int)
  id!: number;
}

@ObjectType()
class Deal extends Base {
  @Readers.staff()
  @Field(() => Int)
  value!: number;

  @Readers.contractors()
  @Field(() => Int)
  hours!: number;

  @Field(() => Int)
  forgotten!: number;
}

describe("canRead", () => {
  it("answers a field's rule for each kind of viewer, inherited fields included", () => {
    expect(canRead("client", Deal, "id")).toBe(true);
    expect(canRead("contractor", Deal, "value")).toBe(false);
    expect(canRead("staff", Deal, "value")).toBe(true);
    expect(canRead("admin", Deal, "value")).toBe(true);
    expect(canRead("contractor", Deal, "hours")).toBe(true);
    expect(canRead("client", Deal, "hours")).toBe(false);
  });

  it("refuses to answer for a field that declares no rule", () => {
    expect(() => canRead("client", Deal, "forgotten")).toThrow("Deal.forgotten declares no @Readers rule");
  });
});

/** The budget hole of issue 20: a contractor read the approved, else estimated, cost as the counters' budget. */
@ObjectType("WorkOrder")
class CostedOrder {
  @Readers.everyone()
  @Field(() => Int)
  id!: number;

  @Readers.staff()
  @Field(() => String, { nullable: true })
  approvedCost!: string | null;

  @Readers.staff()
  @Field(() => String, { nullable: true })
  estimatedCost!: string | null;

  @Readers.contractors()
  @Field(() => String, { nullable: true })
  actualCost!: string | null;
}

@ObjectType("CostCounters")
class LeakyCounters {
  @Readers.contractors()
  @Readers.derivedFrom("WorkOrder.approvedCost", "WorkOrder.estimatedCost")
  @Field(() => String, { nullable: true })
  budget!: string | null;

  @Readers.contractors()
  @Readers.derivedFrom("WorkOrder.actualCost")
  @Field(() => String)
  loggedTotal!: string;
}

@ObjectType("CostCounters")
class StaffCounters {
  @Readers.staff()
  @Readers.derivedFrom("WorkOrder.approvedCost", "WorkOrder.estimatedCost")
  @Field(() => String, { nullable: true })
  budget!: string | null;

  @Readers.contractors()
  @Readers.derivedFrom("WorkOrder.actualCost")
  @Field(() => String)
  loggedTotal!: string;
}

@Resolver()
class LeakyResolver {
  @Query(() => CostedOrder)
  order(): CostedOrder {
    throw new Error("not run");
  }

  @Query(() => LeakyCounters)
  counters(): LeakyCounters {
    throw new Error("not run");
  }
}

@Resolver()
class StaffResolver {
  @Query(() => CostedOrder)
  order(): CostedOrder {
    throw new Error("not run");
  }

  @Query(() => StaffCounters)
  counters(): StaffCounters {
    throw new Error("not run");
  }
}

/** work-orders alone: the order with its costs. */
@Resolver()
class WorkOrdersResolver {
  @Query(() => CostedOrder)
  order(): CostedOrder {
    throw new Error("not run");
  }
}

/** Billing alone: the counters, and a stub of work-orders' order without its costs. */
@ObjectType("WorkOrder")
class OrderStub {
  @Readers.everyone()
  @Field(() => Int)
  id!: number;
}

@Resolver()
class BillingResolver {
  @Query(() => OrderStub)
  order(): OrderStub {
    throw new Error("not run");
  }

  @Query(() => LeakyCounters)
  counters(): LeakyCounters {
    throw new Error("not run");
  }
}

const built = (resolver: typeof LeakyResolver | typeof StaffResolver | typeof WorkOrdersResolver | typeof BillingResolver) =>
  buildTypeGraphqlSchema({ resolvers: [resolver], skipCheck: true, emitSchemaFile: false });

/** The rules of several services merged as the tenancy test merges them: a field readable by the kinds every declaring service admits. */
function merged(...schemas: Awaited<ReturnType<typeof built>>[]): { readers: FieldReaders; sources: ReturnType<typeof fieldSources> } {
  const readers: FieldReaders = new Map();
  const sources = new Map<string, readonly string[]>();
  for (const schema of schemas) {
    for (const [field, kinds] of fieldReaders(schema)) {
      const previous = readers.get(field);
      readers.set(field, previous ? (kinds ?? []).filter((k) => previous.includes(k)) : kinds);
    }
    for (const [field, from] of fieldSources(schema)) sources.set(field, from);
  }
  return { readers, sources };
}

describe("derived fields (@Readers.derivedFrom)", () => {
  it("prints what a field is derived from", async () => {
    expect(fieldSources(await built(LeakyResolver))).toEqual(
      new Map([
        ["CostCounters.budget", ["WorkOrder.approvedCost", "WorkOrder.estimatedCost"]],
        ["CostCounters.loggedTotal", ["WorkOrder.actualCost"]],
      ]),
    );
  });

  it("refuses a subgraph whose derived field is readable by a kind that cannot read its source (the budget hole)", async () => {
    const schema = await built(LeakyResolver);
    expect(() => assertReadersDeclared(fieldReaders(schema), fieldSources(schema))).toThrow(
      "CostCounters.budget is readable by contractor users, but derived from WorkOrder.approvedCost, which they may not read",
    );
    expect(derivedReadersProblems(fieldReaders(schema), fieldSources(schema))).toEqual([
      "CostCounters.budget is readable by contractor users, but derived from WorkOrder.approvedCost, which they may not read",
      "CostCounters.budget is readable by contractor users, but derived from WorkOrder.estimatedCost, which they may not read",
    ]);
  });

  it("builds one whose derived fields are no wider than their sources", async () => {
    const schema = await built(StaffResolver);
    expect(() => assertReadersDeclared(fieldReaders(schema), fieldSources(schema))).not.toThrow();
  });

  it("leaves another service's source to the merged rules, which refuse the budget hole across services", async () => {
    // billing alone cannot see work-orders' cost fields: its subgraph builds ...
    const billing = await built(BillingResolver);
    expect(() => assertReadersDeclared(fieldReaders(billing), fieldSources(billing))).not.toThrow();
    // ... and the tenancy test, which merges every service's printed rules, finds the hole
    const all = merged(billing, await built(WorkOrdersResolver));
    expect(derivedReadersProblems(all.readers, all.sources, true)).toEqual([
      "CostCounters.budget is readable by contractor users, but derived from WorkOrder.approvedCost, which they may not read",
      "CostCounters.budget is readable by contractor users, but derived from WorkOrder.estimatedCost, which they may not read",
    ]);
  });

  it("names a source that no service declares, once every service's rules are merged", () => {
    const readers: FieldReaders = new Map([["CostCounters.budget", []]]);
    const sources = new Map([["CostCounters.budget", ["WorkOrder.aprovedCost"]]]);
    expect(derivedReadersProblems(readers, sources)).toEqual([]);
    expect(derivedReadersProblems(readers, sources, true)).toEqual([
      "CostCounters.budget is derived from WorkOrder.aprovedCost, which no service declares",
    ]);
  });

  it("takes sources as Type.field only", () => {
    expect(() => Readers.derivedFrom("approvedCost")).toThrow("@Readers.derivedFrom takes fields as Type.field");
    expect(() => Readers.derivedFrom()).toThrow("@Readers.derivedFrom takes fields as Type.field");
  });
});

describe("the published rules (schema/field-readers.json)", () => {
  const text = publishReaders([
    { "Quote.id": ["client", "contractor"], "Quote.createdById": [], "WorkOrder.id": ["client", "contractor"] },
    // an entity's stub in another service: a field two services declare is read by those both admit
    { "WorkOrder.id": ["contractor"], "CostCounters.loggedTotal": ["contractor"] },
  ]);

  it("is one field a line, sorted, merged across services", () => {
    expect(text).toBe(
      [
        "{",
        '  "CostCounters.loggedTotal": ["contractor"],',
        '  "Quote.createdById": [],',
        '  "Quote.id": ["client","contractor"],',
        '  "WorkOrder.id": ["contractor"]',
        "}",
        "",
      ].join("\n"),
    );
  });

  it("answers who reads a field by it, and refuses a field it does not hold, whoever asks", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "readers-")), "field-readers.json");
    fs.writeFileSync(file, text);
    const readers = publishedReaders(file);
    expect(canReadPublished("client", "Quote.id", readers)).toBe(true);
    expect(canReadPublished("client", "Quote.createdById", readers)).toBe(false);
    expect(canReadPublished("staff", "Quote.createdById", readers)).toBe(true);
    expect(canReadPublished("client", "WorkOrder.id", readers)).toBe(false);
    expect(() => canReadPublished("staff", "Quote.nothing", readers)).toThrow(/Quote.nothing has no published @Readers rule/);
  });

  it("holds the rules the services declare now (npm run schema writes it; billing's quote author is staff's)", () => {
    expect(canReadPublished("client", "Quote.createdById")).toBe(false);
    expect(canReadPublished("client", "Quote.totalAmountExTax")).toBe(true);
    expect(canReadPublished("client", "CostCounters.loggedTotal")).toBe(false);
    expect(canReadPublished("contractor", "CostCounters.loggedTotal")).toBe(true);
  });
});
