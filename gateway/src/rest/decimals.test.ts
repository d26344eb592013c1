import { buildSchema, parse } from "graphql";
import { decimalPaths, decimalsToNumbers } from "./decimals";

const schema = buildSchema(`
  scalar Decimal
  type Query { orders: Page! order(id: Int!): Order }
  type Page { totalCount: Int! nodes: [Order!]! }
  type Order { id: Int! cost: Decimal paid: Decimal name: String quotes: [Quote!]! }
  type Quote { id: Int! amount: Decimal! }
`);

describe("Decimals in a shim's answer", () => {
  it("are found through fragments, inline fragments and aliases, and become numbers", () => {
    const doc = parse(`
      query Q { orders { totalCount nodes { ...Row } } one: order(id: 1) { id total: cost ... on Order { quotes { amount } } } }
      fragment Row on Order { id cost name }
    `);
    const paths = decimalPaths(schema, doc)!;
    expect(paths).toEqual({ orders: { nodes: { cost: true } }, one: { total: true, quotes: { amount: true } } });
    const data = {
      orders: {
        totalCount: 2,
        nodes: [
          { id: 1, cost: "12.500", name: "a" },
          { id: 2, cost: null, name: "b" },
        ],
      },
      one: { id: 1, total: "3.000", quotes: [{ amount: "0.125" }] },
    };
    expect(decimalsToNumbers(data, paths)).toEqual({
      orders: {
        totalCount: 2,
        nodes: [
          { id: 1, cost: 12.5, name: "a" },
          { id: 2, cost: null, name: "b" },
        ],
      },
      one: { id: 1, total: 3, quotes: [{ amount: 0.125 }] },
    });
  });

  it("are none in an operation without money", () => {
    expect(decimalPaths(schema, parse(`query Q { orders { totalCount nodes { id name } } }`))).toBeNull();
  });
});
