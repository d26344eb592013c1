import "reflect-metadata";
import { buildSchema, parse } from "graphql";
import { Field, Int, ObjectType } from "type-graphql";
import { canRead, Readers, selectedFields } from "./field-access";

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
