/**
 * Every root field run by a staff user of each department against the permission it declares. The
 * test reads each Query and Mutation field's printed @Access rule (`main.js access-rules`), works out
 * from it and the user's permissions (identity's matrix, as the token's `perm` claim carries it)
 * whether a Sales, Contracts, Engineering, Customer Service, Finance, Management, IT or Operations
 * user, or an administrator, is admitted, and calls the field with harmless arguments (ids no row has,
 * "x", empty lists; tenancy/rules.ts `harmless`): a user it does not admit must be refused FORBIDDEN
 * (and 403 by every REST shim that runs the mutation); a user it admits must get anything else
 * (NOT_FOUND, a validation refusal). A new root field is found by itself; a new scalar needs a harmless
 * value. It also holds the one permission every cost and quote decision declares (COST_DECISIONS).
 */
import { FLAG_LEVEL, type PermissionFlag } from "@wo/shared";
import { gatewayUrl } from "@wo/shared/testing";
import { getNamedType, getOperationAST, isInputObjectType, isLeafType, type DocumentNode, type GraphQLField, type GraphQLInputType } from "graphql";
import { allShims, servicePageShims } from "../../src/rest";
import { operationRootFields, type Shim } from "../../src/rest/shim";
import { api, login } from "../http";
import { harmlessArgs, inParallel, loadRules, MISSING_ID, rootRules, schema, STAFF_BODIES, type RootRule } from "./rules";

/** A staff user of every department (IT holds the administrator area: an administrator), and an administrator. */
const USERS = ["sales", "contracts", "engineering", "customerservice", "finance", "management", "it", "operations", "admin"] as const;
type Who = (typeof USERS)[number];
interface User {
  who: Who;
  token: string;
  kind: string;
  perm: Record<string, unknown>;
}
const users: User[] = [];

/**
 * The cost and quote decisions (issue 20): each declares COST_DECISIONS for staff
 * (services/shared/src/auth/roles.ts: reporting at full; `Access.costDecision`), whatever it opens to
 * portal users on their own rows.
 */
const COST_DECISION_MUTATIONS = [
  "approveWorkOrderCosts",
  "queryWorkOrderCosts",
  "completeWorkOrder",
  "submitWorkOrderCosts",
  "amendSubmittedCosts",
  "acceptQuote",
  "rejectQuote",
  "requestAlternativeQuote",
  "sendQuoteForApproval",
  "saveQuote",
  "deleteQuote",
  "saveBillingItem",
  "deleteBillingItem",
  "saveLogTime",
  "deleteLogTime",
  "saveLogMaterial",
  "deleteLogMaterial",
];

/**
 * Root fields whose resolver checks more than their declared rule, for a user the rule admits: what it
 * checks. Most of these checks are about the row, which a harmless call does not reach (it names none).
 * `harmlessCallNeeds`: what the resolver asks of the caller of a harmless call beyond the rule; a user
 * without it is refused FORBIDDEN there.
 */
const BEYOND_THE_RULE: Record<string, { checks: string; harmlessCallNeeds?: (u: User) => boolean }> = {
  "Mutation.saveWorkOrder": {
    checks:
      "a move into Approved or Query needs COST_DECISIONS (as approveWorkOrderCosts and queryWorkOrderCosts); a status with its own action is reached only by that action; a client user raises its own client's requests only",
  },
  "Mutation.saveUser": { checks: "administrators save any user; everyone else only their own record", harmlessCallNeeds: (u) => u.kind === "admin" },
  "Mutation.resetPassword": {
    checks: "administrators reset anyone's password; everyone else only their own",
    harmlessCallNeeds: (u) => u.kind === "admin",
  },
  "Mutation.deleteWorkOrderNote": { checks: "staff delete any note; a portal user only its own" },
  "Mutation.updateDocument": { checks: "staff change any document; a portal user only one it uploaded" },
  "Query.siteCertificates": {
    checks: "every site's certificates (no siteId) need customers or documents at read; one site's, that the viewer may read the site",
    harmlessCallNeeds: (u) => u.kind === "admin" || !!u.perm.customers || !!u.perm.documents,
  },
};

/**
 * Root fields no harmless call exists for (they name no row): never run for a user the rule admits.
 * A user it refuses is still called: a refusal changes nothing.
 */
const NO_HARMLESS_CALL: Record<string, string> = {
  "Mutation.raisePendingPpmOrdersNow": "takes no arguments: it raises the pending PPM work orders now due, as the recurring job does",
};

const decode = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { kind: string; perm: Record<string, unknown> };

/** Whether a rule admits a user, read from the rule and the user's permissions alone (not services/shared's `allows`). */
function admitted(rule: RootRule, u: User): boolean {
  if (rule.public || u.kind === "admin") return true;
  if (rule.adminOnly || !rule.audience?.includes("staff")) return false;
  const level = rule.level ?? "read";
  if (rule.area) {
    const held = u.perm[rule.area];
    if (held !== "full" && !(held === "read" && level === "read")) return false;
  }
  if (rule.areas && !rule.areas.some((a) => u.perm[a] === "full" || (u.perm[a] === "read" && level === "read"))) return false;
  if (rule.flags) {
    // at 'full', only the flags that grant writes admit (§6: Finance and Management read contracts)
    const granting = rule.flags.filter((f) => level === "read" || FLAG_LEVEL[f as PermissionFlag] === "full");
    if (!granting.some((f) => u.perm[f] === true)) return false;
  }
  return true;
}

const describeRule = (rule: RootRule | undefined) => (rule ? JSON.stringify(rule) : "no rule");

/** What a call answered: its HTTP status and error codes. */
interface Answer {
  status: number;
  codes: string[];
  messages: string[];
}

/** A small CSV: the file a required Upload argument gets. */
const CSV = () => new File(["Name\nx\n"], "probe.csv", { type: "text/csv" });

/** One root field called alone, with harmless arguments as variables (a required Upload as a multipart file). */
async function callRoot(u: User, operation: "query" | "mutation", f: GraphQLField<unknown, unknown>): Promise<Answer> {
  const variables = harmlessArgs(f);
  const files = uploadsIn(f.args, variables);
  const decl = Object.keys(variables).map((k) => `$${k}: ${f.args.find((a) => a.name === k)!.type.toString()}`);
  const pass = Object.keys(variables).map((k) => `${k}: $${k}`);
  const selection = isLeafType(getNamedType(f.type)) ? "" : "{ __typename }";
  const query = `${operation}${decl.length ? `(${decl.join(", ")})` : ""} { ${f.name}${pass.length ? `(${pass.join(", ")})` : ""} ${selection} }`;
  let res: Response;
  if (files.length) {
    const form = new FormData();
    form.append("operations", JSON.stringify({ query, variables }));
    form.append("map", JSON.stringify(Object.fromEntries(files.map((at, i) => [i, [`variables.${at}`]]))));
    files.forEach((_, i) => form.append(String(i), CSV()));
    res = await fetch(`${gatewayUrl()}/graphql`, {
      method: "POST",
      headers: { authorization: `Bearer ${u.token}`, "apollo-require-preflight": "true" },
      body: form,
    });
  } else {
    res = await fetch(`${gatewayUrl()}/graphql`, {
      method: "POST",
      headers: { authorization: `Bearer ${u.token}`, "content-type": "application/json" },
      body: JSON.stringify({ query, variables }),
    });
  }
  const body = (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
  return {
    status: res.status,
    codes: (body.errors ?? []).map((e) => String(e.extensions?.code)),
    messages: (body.errors ?? []).map((e) => e.message),
  };
}

/** Where harmless variables hold a required Upload (null until a file is sent there), as multipart map paths. */
function uploadsIn(args: readonly { name: string; type: GraphQLInputType }[], values: Record<string, unknown>, at = ""): string[] {
  return args.flatMap((a) => {
    if (!(a.name in values)) return [];
    const named = getNamedType(a.type);
    if (named.name === "Upload") return [`${at}${a.name}`];
    if (isInputObjectType(named) && values[a.name]) {
      return uploadsIn(Object.values(named.getFields()), values[a.name] as Record<string, unknown>, `${at}${a.name}.`);
    }
    return [];
  });
}

/**
 * What is wrong with one answer, or null: a user the rule refuses must get FORBIDDEN; one it admits
 * never FORBIDDEN or UNAUTHENTICATED, but where the resolver's own check (BEYOND_THE_RULE) refuses it.
 */
function mismatch(field: string, rule: RootRule, u: User, a: Answer): string | null {
  const answered = a.codes.join(", ") || "no error";
  // 200: the operation ran (a variable that does not fit, say, is answered 400 before any access check)
  if (a.status !== 200) return `${field} as ${u.who}: HTTP ${a.status}, ${answered} (${a.messages.join("; ")})`;
  const beyond = BEYOND_THE_RULE[field]?.harmlessCallNeeds;
  if (!admitted(rule, u))
    return a.codes.includes("FORBIDDEN") ? null : `${field} as ${u.who}: declares ${describeRule(rule)}, so refused; answered ${answered}`;
  if (beyond && !beyond(u))
    return a.codes.includes("FORBIDDEN")
      ? null
      : `${field} as ${u.who}: its resolver refuses (${BEYOND_THE_RULE[field]!.checks}); answered ${answered}`;
  if (!a.codes.includes("FORBIDDEN") && !a.codes.includes("UNAUTHENTICATED")) return null;
  return `${field} as ${u.who}: declares ${describeRule(rule)}, so admitted; answered ${answered} (${a.messages.join("; ")})`;
}

beforeAll(async () => {
  await loadRules();
  for (const who of USERS) {
    const token = await login(`${who}@example.com`);
    const claims = decode(token);
    users.push({ who, token, kind: claims.kind, perm: claims.perm ?? {} });
  }
}, 120_000);

describe("the permission every cost and quote decision declares", () => {
  it("is COST_DECISIONS (reporting at full) for staff, on every decision", () => {
    const mutations = schema.getMutationType()!.getFields();
    const wrong = COST_DECISION_MUTATIONS.flatMap((name) => {
      const rule = rootRules.get(`Mutation.${name}`);
      if (!mutations[name]) return [`${name}: not in schema/api.graphql`];
      const exact = !!rule?.audience?.includes("staff") && !rule.adminOnly && !rule.flags && rule.area === "reporting" && rule.level === "full";
      return exact ? [] : [`${name} declares ${describeRule(rule)}, not COST_DECISIONS (staff with reporting at full)`];
    });
    expect(wrong).toEqual([]);
  });

  it("admits Finance, Contracts and Operations to them, and not Sales, Engineering, Customer Service or Management", () => {
    const decision: RootRule = { audience: ["staff"], area: "reporting", level: "full" };
    const who = (u: User) => u.who;
    expect(users.filter((u) => admitted(decision, u)).map(who)).toEqual(["contracts", "finance", "it", "operations", "admin"]);
  });
});

describe("every root field run by a staff user of each department", () => {
  const fieldsOf = (operation: "query" | "mutation") => {
    const root = operation === "query" ? schema.getQueryType()! : schema.getMutationType()!;
    return Object.values(root.getFields()).map((f) => ({ name: `${root.name}.${f.name}`, f, rule: rootRules.get(`${root.name}.${f.name}`) }));
  };

  it("has a printed rule for every root field of the contract", () => {
    expect([...fieldsOf("query"), ...fieldsOf("mutation")].filter((x) => !x.rule).map((x) => x.name)).toEqual([]);
  });

  it("refuses every mutation FORBIDDEN to exactly the users its declared permission does not admit", async () => {
    const calls = fieldsOf("mutation")
      .filter((x) => x.rule && !x.rule.public)
      .flatMap((x) => users.map((u) => ({ ...x, rule: x.rule!, u })))
      .filter((c) => !(admitted(c.rule, c.u) && NO_HARMLESS_CALL[c.name]));
    const wrong: string[] = [];
    await inParallel(calls, 6, async (c) => {
      const problem = mismatch(c.name, c.rule, c.u, await callRoot(c.u, "mutation", c.f));
      if (problem) wrong.push(problem);
    });
    expect(wrong.sort()).toEqual([]);
    // the departments differ: some mutation refuses each non-administrator
    for (const u of users.filter((x) => x.kind !== "admin"))
      expect([u.who, calls.some((c) => c.u === u && !admitted(c.rule, u))]).toEqual([u.who, true]);
  }, 180_000);

  it("refuses them 403 on every REST shim that runs them, to the same users", async () => {
    const rootFields = (shim: Shim): string[] =>
      getOperationAST(shim.operation as DocumentNode)!.operation === "mutation" ? operationRootFields(shim.operation as DocumentNode) : [];
    const calls = [...allShims.map((shim) => ({ shim, page: false })), ...servicePageShims.map((shim) => ({ shim, page: true }))].flatMap(
      ({ shim, page }) =>
        users.flatMap((u) => {
          const fields = rootFields(shim);
          // a user some field of the call refuses (a call that means two things, the one it tries first)
          return fields.length && fields.some((f) => !admitted(rootRules.get(f)!, u)) ? [{ shim, page, u, fields }] : [];
        }),
    );
    expect(calls.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    await inParallel(calls, 6, async ({ shim, page, u, fields }) => {
      const path = shim.path.replace(/:\w+/g, String(MISSING_ID));
      const query = `?id=${MISSING_ID}&workOrderId=${MISSING_ID}&contactId=${MISSING_ID}&userId=${MISSING_ID}&clientId=${MISSING_ID}&siteId=${MISSING_ID}&contractId=${MISSING_ID}&entityName=WorkOrder&entityId=${MISSING_ID}&quoteId=${MISSING_ID}&note=x`;
      let status: number;
      if (page || shim.multipart) {
        const form = new FormData();
        form.append("file", CSV());
        for (const [k, v] of Object.entries((STAFF_BODIES[shim.path] as Record<string, unknown> | undefined) ?? {})) form.append(k, String(v));
        const url = `${gatewayUrl()}${page ? "/Services" : "/api"}${path}${query}`;
        status = (await fetch(url, { method: shim.method.toUpperCase(), headers: { authorization: `Bearer ${u.token}` }, body: form })).status;
      } else {
        const body = shim.method === "get" || shim.method === "delete" ? undefined : (STAFF_BODIES[shim.path] ?? {});
        status = (await api(shim.method.toUpperCase(), `${path}${query}`, { token: u.token, json: body })).status;
      }
      if (status !== 403) wrong.push(`${shim.method.toUpperCase()} ${shim.path} (${fields.join(", ")}) as ${u.who}: ${status}`);
    });
    expect(wrong.sort()).toEqual([]);
  }, 180_000);

  it("answers every query to exactly the users its declared permission admits", async () => {
    // a rule that names no permission admits every department alike: such a query is called as the
    // department that holds none (Customer Service), which any check of the resolver's own would refuse
    const holdsNone = users.find((u) => u.who === "customerservice")!;
    const departmental = (rule: RootRule) => !!(rule.area || rule.areas || rule.flags || rule.adminOnly || !rule.audience?.includes("staff"));
    const calls = fieldsOf("query")
      .filter((x) => x.rule && !x.rule.public)
      .flatMap((x) => (departmental(x.rule!) ? users : [holdsNone]).map((u) => ({ ...x, rule: x.rule!, u })));
    const wrong: string[] = [];
    await inParallel(calls, 6, async (c) => {
      const problem = mismatch(c.name, c.rule, c.u, await callRoot(c.u, "query", c.f));
      if (problem) wrong.push(problem);
    });
    expect(wrong.sort()).toEqual([]);
  }, 180_000);
});
