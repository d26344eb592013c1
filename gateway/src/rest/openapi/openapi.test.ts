import { buildSchema, parse } from "graphql";
import { z } from "zod";
import { idParam, optionalId, pageArgs, text } from "../legacy";
import { legacy, list } from "../shape";
import { shim, type Shim } from "../shim";
import { openApiDocument } from "./document";
import { traceParams } from "./params";

const SCHEMA = buildSchema(`
  scalar Decimal
  scalar DateTimeISO
  type Query {
    "A widget"
    widget(id: Int!): Widget!
    widgets(page: Int!, pageSize: Int!, search: String): WidgetPage!
  }
  type WidgetPage { totalCount: Int! nodes: [Widget!]! }
  type Widget {
    id: Int!
    "The widget's name"
    name: String!
    "Its price"
    price: Decimal
    madeAt: DateTimeISO!
    typeId: Int!
    secret: String
  }
`);

const TYPE_NAMES: Record<number, string> = { 1: "Small" };
const legacyWidget = legacy<{ id: number; name: string; price?: number | null; typeId: number }>({
  fields: { name: ["Name", "Title"], typeId: (id) => ({ TypeId: id, TypeName: TYPE_NAMES[id] ?? null }) },
  extra: (w) => ({ Url: `/widgets/${w.id}` }),
});

const listParams = z.object({ search: text(50), kind: optionalId });
const shims: Shim[] = [
  shim({
    method: "get",
    path: "/Widgets/:id",
    tenancy: "scoped",
    operation: parse(
      `query WidgetModel($id: Int!, $isStaff: Boolean!) { widget(id: $id) { id name price madeAt typeId secret @include(if: $isStaff) } }`,
    ) as never,
    variables: ({ args }: { args: Record<string, unknown> }) => ({ id: idParam.parse(args.id) }),
    result: ({ widget }: { widget: Parameters<typeof legacyWidget>[0] }) => legacyWidget(widget),
  } as never),
  shim({
    method: "get",
    path: "/Widgets",
    tenancy: "staff",
    operation: parse(
      `query WidgetList($page: Int!, $pageSize: Int!, $search: String) { widgets(page: $page, pageSize: $pageSize, search: $search) { totalCount nodes { id name } } }`,
    ) as never,
    variables: ({ args }: { args: Record<string, unknown> }) => ({ ...pageArgs(args), search: listParams.parse(args).search }),
    result: ({ widgets }: { widgets: { totalCount: number; nodes: { id: number; name: string }[] } }) =>
      list(widgets.nodes.map(legacy()), widgets.totalCount),
  } as never),
];

const doc = openApiDocument(shims, SCHEMA).document as any;
const ok = (path: string, method: string) => doc.paths[path][method].responses["200"].content["application/json"].schema;

describe("the OpenAPI document, generated from shims", () => {
  it("reads each parameter's zod schema, whichever way the shim parses it", () => {
    const traced = traceParams(shims[1]!);
    expect([...traced.params.keys()].sort()).toEqual(["kind", "page", "pagesize", "search"]);
    const params = doc.paths["/api/Widgets"].get.parameters;
    expect(params.map((p: any) => [p.name, p.in])).toEqual([
      ["page", "query"],
      ["pagesize", "query"],
      ["search", "query"],
      ["kind", "query"],
    ]);
    expect(params.find((p: any) => p.name === "page").schema).toEqual({ anyOf: [{ type: "number" }, { type: "string", pattern: "^-?\\d+$" }] });
    expect(doc.paths["/api/Widgets/{id}"].get.parameters).toEqual([
      { name: "id", in: "path", required: true, schema: { anyOf: [{ type: "number" }, { type: "string", pattern: "^\\d+$" }] } },
    ]);
  });

  it("derives the answer from the shim's own mapper: names, overrides, extras, types, nullability, descriptions", () => {
    const widget = ok("/api/Widgets/{id}", "get");
    expect(widget.type).toBe("object");
    expect(widget.additionalProperties).toBe(false);
    expect(widget.properties.id).toEqual({ type: "integer" });
    expect(widget.properties.Name).toEqual({ type: "string", description: "The widget's name" });
    expect(widget.properties.Title).toEqual(widget.properties.Name);
    // money: a number, or null where the field is nullable
    expect(widget.properties.Price).toEqual({ type: ["number", "null"], description: "Its price" });
    expect(widget.properties.MadeAt).toEqual({ type: "string", format: "date-time" });
    // a name looked up by the number: whatever the lookup gives
    expect(widget.properties.TypeName).toEqual({ type: ["string", "null"] });
    expect(widget.properties.Url).toEqual({ type: "string" });
    // staff only: present for staff, absent for portal users: not required
    expect(widget.properties.Secret).toEqual({ type: ["string", "null"] });
    expect(widget.required).not.toContain("Secret");
    expect(widget.required).toEqual(expect.arrayContaining(["id", "Name", "Title", "Price", "MadeAt", "TypeId", "TypeName", "Url"]));
  });

  it("answers lists as { Data, Total }", () => {
    const page = ok("/api/Widgets", "get");
    expect(page.required).toEqual(["Data", "Total"]);
    expect(page.properties.Total).toEqual({ type: "integer" });
    expect(page.properties.Data.items.properties).toEqual({ id: { type: "integer" }, Name: { type: "string", description: "The widget's name" } });
  });

  it("says who may call each call, and the errors it may answer", () => {
    const read = doc.paths["/api/Widgets/{id}"].get;
    expect(read["x-tenancy"]).toBe("scoped");
    expect(read.security).toEqual([{ bearerAuth: [] }, { apiKey: [] }]);
    expect(read.responses["409"]).toEqual({ $ref: "#/components/responses/E409" });
    expect(read.responses["423"]).toBeUndefined();
    expect(doc.components.responses.E409.description).toContain("STALE");
  });

  it("takes the answer a shim declares instead, and refuses to guess one it cannot derive", () => {
    const declared = { type: "object", properties: { Count: { type: "integer" } } };
    const strange: Shim = { ...shims[0]!, path: "/Strange", result: () => JSON.parse("{") } as Shim;
    expect(() => openApiDocument([strange], SCHEMA)).toThrow(/GET \/Strange: its result mapper does not run on a stand-in answer/);
    const result = openApiDocument([{ ...strange, answer: declared }], SCHEMA);
    expect(result.declared).toEqual(["GET /Strange"]);
    expect((result.document as any).paths["/api/Strange"].get.responses["200"].content["application/json"].schema).toEqual(declared);
  });
});
