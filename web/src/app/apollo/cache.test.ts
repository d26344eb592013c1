/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { buildSchema, isInterfaceType, isObjectType } from "graphql";
import { EMBEDDED_TYPES, ENTITY_TYPES, possibleTypes, SINGLETON_TYPES, typePolicies, UNKEYED_TYPES, WORK_ORDER_LIST_ARGS } from "./cache";

const schema = buildSchema(fs.readFileSync(path.join(__dirname, "../../../../schema/api.graphql"), "utf8"));
const objectTypes = Object.values(schema.getTypeMap()).filter(
  (t) => isObjectType(t) && !t.name.startsWith("__") && !["Query", "Mutation", "Subscription"].includes(t.name),
);

describe("normalized cache", () => {
  it("has a policy for every object type of the API", () => {
    const covered = new Set(Object.keys(typePolicies));
    expect(objectTypes.map((t) => t.name).filter((n) => !covered.has(n))).toEqual([]);
  });

  it("keys by id exactly the types that have an id (but those whose id is another's)", () => {
    const unkeyed: readonly string[] = UNKEYED_TYPES;
    const withId = objectTypes.filter((t) => isObjectType(t) && "id" in t.getFields() && !unkeyed.includes(t.name)).map((t) => t.name);
    for (const t of UNKEYED_TYPES) expect(typePolicies[t]!.keyFields).toBe(false);
    expect([...ENTITY_TYPES].sort()).toEqual(withId.sort());
    for (const t of withId) expect(typePolicies[t]!.keyFields).toEqual(["id"]);
    for (const t of [...EMBEDDED_TYPES, ...SINGLETON_TYPES]) expect(withId).not.toContain(t);
  });

  it("keys the work-order pages by every argument of workOrders", () => {
    const field = schema.getQueryType()!.getFields().workOrders!;
    expect([...WORK_ORDER_LIST_ARGS].sort()).toEqual(field.args.map((a) => a.name).sort());
  });

  it("knows the implementations of each interface", () => {
    for (const t of Object.values(schema.getTypeMap()).filter(isInterfaceType)) {
      const impls = schema
        .getPossibleTypes(t)
        .map((o) => o.name)
        .sort();
      expect([...(possibleTypes as Record<string, string[]>)[t.name]!].sort()).toEqual(impls);
    }
  });
});
