import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { operationFromDocument, Supergraph } from "@apollo/federation-internals";
import { QueryPlanner } from "@apollo/query-planner";
import { parse } from "graphql";

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "../..");

describe("schema/", () => {
  it("is what the current subgraphs compose to (run `npm run schema` after changing one)", async () => {
    const result = await run(process.execPath, [path.join(ROOT, "tools/dist/schema.js"), "--check"], { cwd: ROOT }).catch((e) => e);
    expect(result.stderr ?? "").toBe("");
    expect(result.stdout).toContain("schema/ is current");
  }, 60_000);
});

/** The subgraphs a plan fetches from, in the order its fetches appear. */
function fetchesOf(node: unknown): string[] {
  if (!node || typeof node !== "object") return [];
  if (Array.isArray(node)) return node.flatMap(fetchesOf);
  const n = node as Record<string, unknown>;
  if (n.kind === "Fetch") return [String(n.serviceName)];
  return Object.values(n).flatMap(fetchesOf);
}

describe("the supergraph's query plans", () => {
  const supergraph = Supergraph.build(fs.readFileSync(path.join(ROOT, "schema/supergraph.graphql"), "utf8"));
  const planner = new QueryPlanner(supergraph);
  const fetches = (query: string) => fetchesOf(planner.buildQueryPlan(operationFromDocument(supergraph.schema, parse(query))).node);

  it("reads a work-order page with the names work-orders provides in one fetch, with no look-ups (the reporting tools' page)", () => {
    expect(
      fetches(
        `{ workOrders(status: 2, pageSize: 1000) { totalCount nodes { id refNo dueDate client { name } site { name postCode } contractor { name } trade { name } subTrade { name } contact { fullName } } } }`,
      ),
    ).toEqual(["work-orders"]);
    expect(fetches(`{ workOrder(id: 1) { client { id name } site { name } contact { id fullName } } }`)).toEqual(["work-orders"]);
  });

  it("still looks up from their owners the fields work-orders does not provide", () => {
    expect(fetches(`{ workOrders(pageSize: 10) { nodes { client { name status } } } }`)).toEqual(["work-orders", "assets"]);
    expect(fetches(`{ workOrders(pageSize: 10) { nodes { contact { fullName email } } } }`)).toEqual(["work-orders", "identity"]);
    // a PPM schedule's client is a reference only: its name comes from assets
    expect(fetches(`{ ppms(pageSize: 10) { nodes { client { name } } } }`)).toEqual(["work-orders", "assets"]);
  });
});
