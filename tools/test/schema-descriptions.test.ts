/**
 * Every type, field, argument, input field and enum value of the public schema (schema/api.graphql,
 * what reporting tools and the schema explorer see) has a description, and no description merely
 * restates its name ("Id" for `id`). Descriptions are written in the TypeGraphQL decorators
 * (`description:` of @ObjectType, @Field, @Arg, @Query, registerEnumType's valuesConfig) and reach
 * the file through `npm run schema`.
 */
import fs from "node:fs";
import path from "node:path";
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedDirective, type GraphQLSchema } from "graphql";

const ROOT = path.resolve(__dirname, "../..");

/** Lower-case letters and digits only: "workOrderId", "work_order_id" and "Work order id" compare equal. */
const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/** What a schema element lacks: no description, or one that says nothing beyond the name. */
function fault(name: string, description: string | null | undefined): string | null {
  const text = (description ?? "").trim();
  if (!text) return "no description";
  if (squash(text) === squash(name) || squash(text) === `the${squash(name)}`) return `description only repeats the name: "${text}"`;
  return null;
}

/** Every element of the schema without a meaningful description, as "Type.field(arg): why". */
export function undescribed(schema: GraphQLSchema): string[] {
  const faults: string[] = [];
  const check = (where: string, name: string, description: string | null | undefined) => {
    const f = fault(name, description);
    if (f) faults.push(`${where}: ${f}`);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    // the built-in scalars are described by the GraphQL specification, not by this schema
    if (["String", "Int", "Float", "Boolean", "ID"].includes(type.name)) continue;
    check(type.name, type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.name, field.description);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg.name, arg.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.name, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.name, value.description);
    }
  }
  for (const directive of schema.getDirectives()) {
    if (isSpecifiedDirective(directive)) continue;
    check(`@${directive.name}`, directive.name, directive.description);
    for (const arg of directive.args) check(`@${directive.name}(${arg.name})`, arg.name, arg.description);
  }
  return faults.sort();
}

describe("the public schema's descriptions", () => {
  const schema = buildSchema(fs.readFileSync(path.join(ROOT, "schema/api.graphql"), "utf8"));

  it("describe every type, field, argument, input field and enum value", () => {
    // the whole list at once, so one run shows everything left to write
    expect(undescribed(schema)).toEqual([]);
  });

  it("are found missing and found merely repeating a name", () => {
    const sample = buildSchema(`
      """A thing"""
      type Query {
        """Id"""
        id: ID
        """The site's reference, as printed on job sheets"""
        ref(
          """the_format"""
          format: String
        ): String
        bare: String
      }
      enum Colour { RED }
    `);
    expect(undescribed(sample)).toEqual(
      [
        "Colour.RED: no description",
        "Colour: no description",
        'Query.id: description only repeats the name: "Id"',
        "Query.bare: no description",
        'Query.ref(format): description only repeats the name: "the_format"',
      ].sort(),
    );
  });
});
