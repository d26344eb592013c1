/**
 * The tenancy test enumerates, it does not list. It reads the contract (schema/api.graphql), the
 * rules every service declares (`main.js access-rules`: who may call each root field, which portal
 * users may read each other field, what derived fields are derived from; tenancy/rules.ts) and the
 * legacy shim table, works out everything a client or a contractor user can reach, and probes each
 * with another tenant's ids:
 *
 * - every root query a portal user may call, with every id argument set to another tenant's ids
 *   (and to its own, so that a probe that sees nothing fails): no answer may hold a row the viewer
 *   does not own, anywhere in it, nor a count above what it sees without the argument;
 * - every entity each subgraph resolves, through `_entities` sent straight to the subgraph (as the
 *   gateway would), with and without a token, and every field a portal user may not read of it;
 * - every field a portal user may not read of every type it reaches by any root field it may call
 *   (payloads, pages, counters, unions and interfaces too), by each route into that type: refused as a
 *   whole by the subgraph that declares it and at the gateway, while a readable field by the same
 *   route is not; and no derived field (`@Readers.derivedFrom`) readable by a kind that cannot read
 *   what it is derived from, in whichever service that is;
 * - every legacy REST call, as its tenancy tag says (gateway/src/rest/shim.ts), the tag itself checked
 *   against the rules of the fields its operation runs: calls a portal user may not make answer it
 *   403, "shared" ones answer it what they answer staff, "scoped" and "own" reads get another
 *   tenant's ids in their path and parameters and must answer only the caller's rows, and every
 *   "scoped" or "own" mutation must be exercised by a probe below.
 *
 * A type a portal user can reach that has no owner declared in OWNERS (the lookups' come from their
 * declarations, services/shared/src/lookups.ts), a mutation without a probe, or a shim whose tag
 * the rules contradict, fails the guard: a new field or shim cannot forget its rule. Staff of each
 * department are run against the permission each root field declares in tenancy/staff-permissions.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import {
  astFromValue,
  getNamedType,
  getOperationAST,
  isCompositeType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isUnionType,
  Kind,
  parse,
  print,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLInterfaceType,
  type GraphQLNamedType,
  type DocumentNode,
  type GraphQLObjectType,
} from "graphql";
import { derivedReadersProblems, lookupList, type FieldReaders } from "@wo/shared";
import { errorCode, gatewayUrl, graphql, sql, type GraphqlResult } from "@wo/shared/testing";
import { allShims, servicePageShims } from "../src/rest";
import { tenancyFor, type Shim } from "../src/rest/shim";
import { api, login, type ApiResponse } from "./http";
import {
  admits,
  BODIES,
  derivedFrom,
  harmlessArgs,
  hasId,
  inParallel,
  loadRules,
  MISSING_ID,
  mayRead,
  reach,
  readers,
  ROOT,
  rootRules,
  schema,
  SERVICES,
} from "./tenancy/rules";

const db = () => process.env.TEST_STACK_DB_URL!;
const subgraphUrls = () => JSON.parse(process.env.SUBGRAPH_URLS!) as Record<string, string>;

type PortalKind = "client" | "contractor";
type Who = "client1" | "client2" | "contractor1" | "contractor2" | "admin";
interface Portal {
  who: Who;
  kind: PortalKind;
  tenant: number;
  userId: number;
}
const EMAILS: Record<Who, string> = {
  client1: "client@example.com",
  client2: "client2@example.com",
  contractor1: "contractor@example.com",
  contractor2: "contractor2@example.com",
  admin: "admin@example.com",
};
const tokens = {} as Record<Who, string>;
const PORTALS: Portal[] = [
  { who: "client1", kind: "client", tenant: 1, userId: 0 },
  { who: "client2", kind: "client", tenant: 2, userId: 0 },
  { who: "contractor1", kind: "contractor", tenant: 1, userId: 0 },
  { who: "contractor2", kind: "contractor", tenant: 2, userId: 0 },
];

/**
 * Who owns the rows of each type a portal user can reach: SQL answering the ids that one portal
 * user may see (:tenant its client or contractor, :user its user id), and all ids of the type. "shared":
 * reference data, the same for everyone. Types without an id (pages, payloads, counters) need none.
 */
type Owner = "shared" | { all: string; client: string; contractor: string };
const USERS_OF = (kind: "Client" | "Contractor") =>
  `select id from identity.app_user where entity_name is null or (entity_name = '${kind}' and entity_id = :tenant)`;
const OWNERS: Record<string, Owner> = {
  WorkOrder: {
    all: "select id from work_orders.work_order",
    client: "select id from work_orders.work_order where client_id = :tenant",
    contractor: "select id from work_orders.work_order where contractor_id = :tenant",
  },
  // a report row is a work order (its id the order's): the order log's rows are the orders the viewer may see
  ReportOrder: {
    all: "select id from work_orders.work_order",
    client: "select id from work_orders.work_order where client_id = :tenant",
    contractor: "select id from work_orders.work_order where contractor_id = :tenant",
  },
  // a work order's answers: those of the orders the viewer may see
  Answer: {
    all: "select id from work_orders.answer",
    client: "select a.id from work_orders.answer a join work_orders.work_order w on w.id = a.work_order_id where w.client_id = :tenant",
    contractor: "select a.id from work_orders.answer a join work_orders.work_order w on w.id = a.work_order_id where w.contractor_id = :tenant",
  },
  Client: {
    all: "select id from assets.client",
    client: "select :tenant::int as id",
    contractor: "select distinct client_id as id from work_orders.work_order where contractor_id = :tenant",
  },
  Site: {
    all: "select id from assets.site",
    client: "select id from assets.site where client_id = :tenant",
    contractor: "select distinct site_id as id from work_orders.work_order where contractor_id = :tenant",
  },
  Brand: {
    all: "select id from assets.brand",
    client: "select id from assets.brand where client_id = :tenant",
    contractor: "select id from assets.brand where client_id in (select client_id from work_orders.work_order where contractor_id = :tenant)",
  },
  Contractor: {
    all: "select id from assets.contractor",
    client: "select distinct contractor_id as id from work_orders.work_order where client_id = :tenant and contractor_id is not null",
    contractor: "select :tenant::int as id",
  },
  // staff's names, and the people of the viewer's own tenant (and a contractor's contacts on its work)
  User: {
    all: "select id from identity.app_user",
    client: USERS_OF("Client"),
    contractor: `${USERS_OF("Contractor")} union select contact_id from work_orders.work_order where contractor_id = :tenant and contact_id is not null`,
  },
  UserOption: {
    all: "select id from identity.app_user",
    client: USERS_OF("Client"),
    contractor: USERS_OF("Contractor"),
  },
  BiReportNode: {
    all: "select id from identity.bi_report",
    client: "select id from identity.bi_report where user_id = :user",
    contractor: "select id from identity.bi_report where user_id = :user",
  },
  GridViewState: {
    all: "select id from identity.grid_view_state",
    client: "select id from identity.grid_view_state where user_id = :user",
    contractor: "select id from identity.grid_view_state where user_id = :user",
  },
  // assets: a client's own; a contractor's, those of the sites where it has work
  ...Object.fromEntries(
    ["Asset", "AssetOption"].map((type) => [
      type,
      {
        all: "select id from assets.asset",
        client: "select id from assets.asset where client_id = :tenant",
        contractor: "select id from assets.asset where site_id in (select site_id from work_orders.work_order where contractor_id = :tenant)",
      },
    ]),
  ),
  Trade: "shared",
  // checklist questions are reference data (the request forms ask them)
  Question: "shared",
  // a contractor's operatives: its own; client users none
  // PPM schedules: a client's own; a contractor's, those it visits
  Ppm: {
    all: "select id from work_orders.ppm",
    client: "select id from work_orders.ppm where client_id = :tenant",
    contractor: "select id from work_orders.ppm where contractor_id = :tenant",
  },
  Engineer: {
    all: "select id from assets.engineer",
    client: "select id from assets.engineer where false",
    contractor: "select id from assets.engineer where contractor_id = :tenant",
  },
  // contracts: a client's own; a contractor's, those it is in (its own rows in them, with its rates)
  Contract: {
    all: "select id from assets.contract",
    client: "select id from assets.contract where client_id = :tenant",
    contractor: "select contract_id as id from assets.contractor_in_contract where contractor_id = :tenant",
  },
  ContractorInContract: {
    all: "select id from assets.contractor_in_contract",
    client: "select x.id from assets.contractor_in_contract x join assets.contract c on c.id = x.contract_id where c.client_id = :tenant",
    contractor: "select id from assets.contractor_in_contract where contractor_id = :tenant",
  },
  SiteInContractorInContract: {
    all: "select id from assets.site_in_contractor_in_contract",
    client: "select id from assets.site_in_contractor_in_contract where false",
    contractor:
      "select s.id from assets.site_in_contractor_in_contract s join assets.contractor_in_contract x on x.id = s.contractor_in_contract_id where x.contractor_id = :tenant",
  },
  // notes: those of the viewer's orders, and never a private one
  WorkOrderNote: {
    all: "select id from work_orders.work_order_note",
    client:
      "select n.id from work_orders.work_order_note n join work_orders.work_order wo on wo.id = n.work_order_id where wo.client_id = :tenant and not n.private_note",
    contractor:
      "select n.id from work_orders.work_order_note n join work_orders.work_order wo on wo.id = n.work_order_id where wo.contractor_id = :tenant and not n.private_note",
  },
  // links: those whose two orders the viewer may both see
  LinkedWorkOrder: {
    all: "select id from work_orders.linked_work_order",
    client: `select l.id from work_orders.linked_work_order l join work_orders.work_order p on p.id = l.parent_work_order_id
      join work_orders.work_order c on c.id = l.child_work_order_id where p.client_id = :tenant and c.client_id = :tenant`,
    contractor: `select l.id from work_orders.linked_work_order l join work_orders.work_order p on p.id = l.parent_work_order_id
      join work_orders.work_order c on c.id = l.child_work_order_id where p.contractor_id = :tenant and c.contractor_id = :tenant`,
  },
  // documents: those of the viewer's orders (and a client's, its sites')
  ...Object.fromEntries(
    ["Document", "DocumentLink"].map((type) => [
      type,
      {
        all: "select id from work_orders.document",
        client: `select d.id from work_orders.document d where (d.entity_name = 'WorkOrder' and d.entity_id in (select id from work_orders.work_order where client_id = :tenant))
          or (d.entity_name = 'Site' and d.entity_id in (select id from assets.site where client_id = :tenant))`,
        contractor:
          "select d.id from work_orders.document d where d.entity_name = 'WorkOrder' and d.entity_id in (select id from work_orders.work_order where contractor_id = :tenant)",
      },
    ]),
  ),
  DocumentType: "shared",
  // the compliance register (docs/compliance.md): its types are reference data; its rows are a client's sites
  ComplianceType: "shared",
  ComplianceSite: {
    all: "select id from assets.site",
    client: "select id from assets.site where client_id = :tenant",
    contractor: "select id from assets.site where false",
  },
  // the PPM order a register cell shows (its id is the work order's): a client's own sites' orders
  ComplianceRaisedOrder: {
    all: "select work_order_id as id from work_orders.compliance_raised where work_order_id is not null",
    client: `select r.work_order_id as id from work_orders.compliance_raised r join work_orders.work_order w on w.id = r.work_order_id
      where w.client_id = :tenant`,
    contractor: "select work_order_id as id from work_orders.compliance_raised where false",
  },
  // logged time and materials: a contractor's own entries on the orders still its own; client users none
  ...Object.fromEntries(
    [
      ["LogTime", "log_time"],
      ["LogMaterial", "log_material"],
    ].map(([type, table]) => [
      type,
      {
        all: `select id from billing.${table}`,
        client: `select id from billing.${table} where false`,
        contractor: `select l.id from billing.${table} l join work_orders.work_order w on w.id = l.work_order_id
          where l.contractor_id = :tenant and w.contractor_id = :tenant`,
      },
    ]),
  ),
  // (not types) the orders with logged time, and with logged materials: where the logs probes find the viewer's own
  WorkOrderWithTime: {
    all: "select distinct work_order_id as id from billing.log_time",
    client:
      "select distinct l.work_order_id as id from billing.log_time l join work_orders.work_order w on w.id = l.work_order_id where w.client_id = :tenant",
    contractor:
      "select distinct l.work_order_id as id from billing.log_time l join work_orders.work_order w on w.id = l.work_order_id where w.contractor_id = :tenant and l.contractor_id = :tenant",
  },
  WorkOrderWithMaterials: {
    all: "select distinct work_order_id as id from billing.log_material",
    client:
      "select distinct l.work_order_id as id from billing.log_material l join work_orders.work_order w on w.id = l.work_order_id where w.client_id = :tenant",
    contractor:
      "select distinct l.work_order_id as id from billing.log_material l join work_orders.work_order w on w.id = l.work_order_id where w.contractor_id = :tenant and l.contractor_id = :tenant",
  },
  // quotes follow their work order as it is now: a contractor its own quotes on orders still its own;
  // a client the quotes of its orders that were sent to it (never a draft)
  Quote: {
    all: "select id from billing.billing",
    client:
      "select q.id from billing.billing q join work_orders.work_order w on w.id = q.work_order_id where w.client_id = :tenant and q.billing_status_id <> 1 order by q.id",
    contractor:
      "select q.id from billing.billing q join work_orders.work_order w on w.id = q.work_order_id where q.contractor_id = :tenant and w.contractor_id = :tenant order by q.id",
  },
  BillingItem: {
    all: "select id from billing.billing_item",
    client:
      "select bi.id from billing.billing_item bi join billing.billing q on q.id = bi.billing_id join work_orders.work_order w on w.id = q.work_order_id where w.client_id = :tenant and q.billing_status_id <> 1",
    contractor:
      "select bi.id from billing.billing_item bi join billing.billing q on q.id = bi.billing_id join work_orders.work_order w on w.id = q.work_order_id where q.contractor_id = :tenant and w.contractor_id = :tenant",
  },
  // reference data, the same for everyone: every declared lookup
  ...Object.fromEntries(lookupList().map((l) => [l.type, "shared" as const])),
};

/** The type of the rows an id argument names, by the argument's name ("id" names the field's own type). */
const ID_ARGUMENTS: Record<string, string> = {
  clientid: "Client",
  customerid: "Client",
  siteid: "Site",
  contractorid: "Contractor",
  userid: "User",
  contactid: "User",
  userprofileid: "User",
  workorderid: "WorkOrder",
  excludeid: "WorkOrder",
  parentid: "Trade",
  contractid: "Contract",
  contractorincontractid: "ContractorInContract",
  billingid: "Quote",
};

/** Arguments that take more than an id: the combinations a probe tries (id types by name, as above). */
const ARGUMENT_PLANS: Record<string, Record<string, unknown>[]> = {
  "Query.userOptions": [
    { entityName: "Client", entityId: { idOf: "Client" } },
    { entityName: "Contractor", entityId: { idOf: "Contractor" } },
  ],
  "Query.gridState": [{ grid: "tenancy" }],
  // a list of ids: the viewer's own, then other tenants'
  "Query.recentWorkOrders": [{ ids: { idListOf: "WorkOrder" } }],
  // a work order's logs: one that has some
  "Query.logTimes": [{ workOrderId: { idOf: "WorkOrderWithTime" } }],
  "Query.logMaterials": [{ workOrderId: { idOf: "WorkOrderWithMaterials" } }],
  // a register cell's certificates: a type (reference data) on the site named
  "Query.complianceHistory": [{ typeId: 1 }],
  "Query.documents": [
    { entityName: "WorkOrder", entityId: { idOf: "WorkOrder" } },
    { entityName: "Site", entityId: { idOf: "Site" } },
  ],
  // the SLA attainment of the last year (the seeded orders' due dates), by each grouping (a portal user's own kind: FORBIDDEN)
  "Query.slaAttainment": (["CLIENT", "CONTRACTOR", "SUB_TRADE"] as const).map((groupBy) => ({
    from: new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10),
    to: new Date().toISOString().slice(0, 10),
    groupBy,
  })),
};

const owned = new Map<string, Set<number>>();
const everything = new Map<string, number[]>();

async function idsOf(type: string, p: Portal, fresh = false): Promise<Set<number>> {
  const key = `${type}:${p.who}`;
  let ids = owned.get(key);
  if (!ids || fresh) {
    const owner = OWNERS[type]!;
    if (owner === "shared") throw new Error(`${type} is shared`);
    const params: number[] = [];
    const text = owner[p.kind].replace(/:(tenant|user)\b/g, (_m, name: string) => `$${params.push(name === "tenant" ? p.tenant : p.userId)}`);
    const rows = await sql(db(), text, params);
    ids = new Set(rows.map((r) => Number(r.id)));
    owned.set(key, ids);
  }
  return ids;
}

/** Whether the viewer owns that row: read again before saying no, since other test files share the stack and may have given the viewer a row since. */
async function owns(type: string, p: Portal, id: number): Promise<boolean> {
  return (await idsOf(type, p)).has(id) || (await idsOf(type, p, true)).has(id);
}

async function allIds(type: string): Promise<number[]> {
  let ids = everything.get(type);
  if (!ids) {
    const owner = OWNERS[type]!;
    const table = owner === "shared" ? null : owner.all;
    ids = table ? (await sql(db(), `${table} order by 1`)).map((r) => Number(r.id)) : [];
    everything.set(type, ids);
  }
  return ids;
}

/** Ids of `type` another tenant owns (a few), and one of the viewer's own (if any). */
async function idsFor(type: string, p: Portal): Promise<{ foreign: number[]; own: number | null }> {
  if (OWNERS[type] === "shared") return { foreign: [], own: 1 };
  const mine = await idsOf(type, p);
  const all = await allIds(type);
  const others = all.filter((id) => !mine.has(id));
  // the viewer itself is the one user every user-typed call admits
  const own = type === "User" ? p.userId : ([...mine][0] ?? null);
  return {
    foreign: [...new Set([others[0]!, others[Math.floor(others.length / 2)]!, others[others.length - 1]!])].filter((x) => x !== undefined),
    own,
  };
}

/** Every field of `type` the viewer may read (without required arguments), entities two levels deep. */
function selection(type: GraphQLNamedType, kind: PortalKind, entityDepth = 0): string {
  if (isLeafType(type)) return "";
  if (isUnionType(type) || isInterfaceType(type)) {
    return `{ __typename ${schema
      .getPossibleTypes(type)
      .map((t) => `... on ${t.name} ${selection(t, kind, entityDepth)}`)
      .join(" ")} }`;
  }
  const object = type as GraphQLObjectType;
  const depth = hasId(object) ? entityDepth + 1 : entityDepth;
  const parts = ["__typename"];
  for (const f of Object.values(object.getFields())) {
    if (!mayRead(kind, object.name, f.name) || f.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    const named = getNamedType(f.type);
    if (isLeafType(named)) parts.push(f.name);
    else if (depth < 2) parts.push(`${f.name} ${selection(named, kind, depth)}`);
  }
  return `{ ${parts.join(" ")} }`;
}

/** Rows in an answer that the viewer does not own, with where they are. */
async function leaks(data: unknown, p: Portal, where = "data"): Promise<string[]> {
  const out: string[] = [];
  const walk = async (v: unknown, at: string) => {
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) await walk(v[i], `${at}[${i}]`);
    } else if (v && typeof v === "object") {
      const o = v as Record<string, unknown>;
      const type = o.__typename as string | undefined;
      if (type && typeof o.id === "number") {
        const owner = OWNERS[type];
        if (!owner) out.push(`${at}: no owner declared for ${type}`);
        else if (owner !== "shared" && !(await owns(type, p, o.id))) out.push(`${at}: ${type} ${o.id} is not ${p.who}'s`);
      }
      for (const [k, child] of Object.entries(o)) await walk(child, `${at}.${k}`);
    }
  };
  await walk(data, where);
  return out;
}

/** Numbers in an answer's id-less objects (counts, totals), by path. */
function counts(data: unknown, at = "", out = new Map<string, number>()): Map<string, number> {
  if (Array.isArray(data)) data.forEach((v, i) => counts(v, `${at}[${i}]`, out));
  else if (data && typeof data === "object") {
    const o = data as Record<string, unknown>;
    for (const [k, v] of Object.entries(o)) {
      // an SLA clock's minutes are computed at the time of the call (docs/sla.md), not counts of rows
      if (k === "slaClocks") continue;
      if (typeof v === "number" && !("id" in o)) out.set(`${at}.${k}`, v);
      else counts(v, `${at}.${k}`, out);
    }
  }
  return out;
}

const gql = (who: Who, query: string, variables: Record<string, unknown> = {}) =>
  graphql<any>(`${gatewayUrl()}/graphql`, query, variables, tokens[who]);

/** A probe's answer is fine when it refuses, or answers only the viewer's own rows. */
async function expectNoLeak(label: string, r: GraphqlResult<any>, p: Portal): Promise<void> {
  const codes = (r.errors ?? []).map((e) => e.extensions?.code);
  expect([label, codes.filter((c) => c !== "NOT_FOUND" && c !== "FORBIDDEN")]).toEqual([label, []]);
  expect([label, await leaks(r.data, p)]).toEqual([label, []]);
}

/** Calls of the legacy REST API made by the probes, to check every portal mutation was exercised. */
const restCalls: { method: string; path: string; who: Who }[] = [];
const rest = (who: Who, method: string, p: string, json?: unknown): Promise<ApiResponse> => {
  restCalls.push({ method, path: p, who });
  return api(method, p, { token: tokens[who], json });
};

beforeAll(async () => {
  for (const who of Object.keys(EMAILS) as Who[]) tokens[who] = await login(EMAILS[who]);
  for (const p of PORTALS) p.userId = Number((await sql(db(), "select id from identity.app_user where email = $1", [EMAILS[p.who]]))[0]!.id);
  await loadRules();
  // every portal user has data of each per-user kind: a grid state and a BI report (its dashboard report)
  for (const p of PORTALS) {
    await gql(p.who, `mutation { saveGridState(input: { grid: "tenancy", gridData: "${p.who}'s grid" }) { id } }`);
    await api("POST", "/BIReports", {
      token: tokens.admin,
      json: {
        UserProfileId: p.userId,
        Name: `${p.who}'s estate`,
        EmbedCode: `<iframe src="https://app.powerbi.com/reportEmbed?reportId=${p.who}"></iframe>`,
        // its dashboard report too (GET /api/bidashboard/{userId})
        Dashboard: true,
      },
    });
  }
}, 120_000);

describe("the guard", () => {
  it("finds portal users' reach from the declared rules, and an owner for every type with rows", () => {
    for (const kind of ["client", "contractor"] as const) {
      const { roots, types } = reach(kind);
      expect(roots.length).toBeGreaterThan(10);
      const undeclared = [...types].filter((t) => hasId(schema.getType(t)!) && !OWNERS[t]);
      expect([kind, undeclared]).toEqual([kind, []]);
    }
    // the reach is computed from the rules: what the rules keep from contractors is not in theirs
    expect(reach("contractor").fields).not.toContain("Client.contractValue");
    expect(reach("contractor").fields).not.toContain("WorkOrder.estimatedCost");
    expect(reach("client").fields).toContain("Client.contractValue");
    expect(reach("client").fields).not.toContain("WorkOrder.actualCost");
  });

  it("has a probe for every mutation a portal user may call", () => {
    for (const kind of ["client", "contractor"] as const) {
      const mutations = reach(kind)
        .roots.map((f) => `Mutation.${f.name}`)
        .filter((name) => schema.getMutationType()!.getFields()[name.slice(9)] && !rootRules.get(name)?.public);
      expect([kind, mutations.filter((m) => !MUTATION_PROBES[m])]).toEqual([kind, []]);
    }
  });
});

/** The type of the rows a field answers: a page's nodes, a contact's user. */
function rowType(f: GraphQLField<unknown, unknown>): string {
  let t = getNamedType(f.type);
  if (isObjectType(t) && "nodes" in t.getFields()) t = getNamedType(t.getFields().nodes!.type);
  return t.name === "UserOption" ? "User" : t.name;
}

interface Plan {
  label: string;
  args: Record<string, unknown>;
  foreign: boolean;
}

const isRequired = (f: GraphQLField<unknown, unknown>, name: string) => {
  const a = f.args.find((x) => x.name === name);
  return !!a && isNonNullType(a.type) && a.defaultValue === undefined;
};

/**
 * How a probe calls a root query: with the viewer's own ids where an id is required, then with each
 * id argument in turn set to other tenants' ids. An argument that is neither an id nor optional
 * needs an ARGUMENT_PLANS entry.
 */
async function plansFor(f: GraphQLField<unknown, unknown>, p: Portal): Promise<Plan[]> {
  const plans: Plan[] = [];
  for (const base of ARGUMENT_PLANS[`Query.${f.name}`] ?? [{}]) {
    const fixed: Record<string, unknown> = {};
    const idArgs: [string, string][] = [];
    const idLists: [string, string][] = [];
    for (const [name, value] of Object.entries(base)) {
      if (value && typeof value === "object" && "idOf" in value) idArgs.push([name, (value as { idOf: string }).idOf]);
      else if (value && typeof value === "object" && "idListOf" in value) idLists.push([name, (value as { idListOf: string }).idListOf]);
      else fixed[name] = value;
    }
    // a large page, whose every readable field (a work order's quotes, progress and viewerCan's whyNot list, which the cost
    // model counts as ten: about 43 a row) stays within the cost limit
    if (f.args.some((a) => a.name === "pageSize")) fixed.pageSize = 200;
    for (const a of f.args) {
      if (a.name in base) continue;
      const type = a.name === "id" ? rowType(f) : ID_ARGUMENTS[a.name.toLowerCase()];
      if (type) idArgs.push([a.name, type]);
      else if (isRequired(f, a.name)) throw new Error(`Query.${f.name}(${a.name}): add an argument plan`);
    }
    const own: Record<string, unknown> = { ...fixed };
    let callable = true;
    for (const [name, type] of idLists) {
      const ids = await idsFor(type, p);
      own[name] = ids.own === null ? [] : [ids.own];
    }
    for (const [name, type] of idArgs.filter(([n]) => isRequired(f, n))) {
      const ids = await idsFor(type, p);
      if (ids.own === null) callable = false;
      else own[name] = ids.own;
    }
    const label = Object.entries(fixed)
      .map(([k, v]) => `${k}=${String(v)}`)
      .join(" ");
    if (callable) plans.push({ label: `${label} own`, args: own, foreign: false });
    for (const [name, type] of idArgs) {
      for (const id of (await idsFor(type, p)).foreign) plans.push({ label: `${label} ${name}=${id}`, args: { ...own, [name]: id }, foreign: true });
    }
    for (const [name, type] of idLists) {
      const { foreign } = await idsFor(type, p);
      plans.push({ label: `${label} ${name}=[${foreign.join(",")}]`, args: { ...own, [name]: foreign }, foreign: true });
    }
  }
  return plans;
}

async function callQuery(p: Portal, f: GraphQLField<unknown, unknown>, args: Record<string, unknown>) {
  const decl = Object.keys(args).map((k) => `$${k}: ${f.args.find((a) => a.name === k)!.type.toString()}`);
  const pass = Object.keys(args).map((k) => `${k}: $${k}`);
  const q = `query${decl.length ? `(${decl.join(", ")})` : ""} { ${f.name}${pass.length ? `(${pass.join(", ")})` : ""} ${selection(getNamedType(f.type), p.kind)} }`;
  return gql(p.who, q, args);
}

describe("root queries, with another tenant's ids", () => {
  it("answers every portal user only its own rows, whatever ids it names, and no count above its own", async () => {
    const seen = new Set<string>();
    const expected = new Set<string>();
    const queries = new Set(Object.values(schema.getQueryType()!.getFields()));
    for (const p of PORTALS) {
      for (const f of reach(p.kind).roots.filter((r) => queries.has(r))) {
        const plans = await plansFor(f, p);
        const own = plans.find((x) => !x.foreign);
        const ownAnswer = own ? await callQuery(p, f, own.args) : null;
        if (own) await expectNoLeak(`${p.who} Query.${f.name}(${own.label})`, ownAnswer!, p);
        if (hasId(schema.getType(rowType(f))!)) expected.add(f.name);
        if (ownAnswer && !ownAnswer.errors && JSON.stringify(ownAnswer.data).includes('"id"')) seen.add(f.name);
        const ownCounts = counts(ownAnswer?.data);
        for (const plan of plans.filter((x) => x.foreign)) {
          const label = `${p.who} Query.${f.name}(${plan.label})`;
          const r = await callQuery(p, f, plan.args);
          await expectNoLeak(label, r, p);
          for (const [at, n] of counts(r.data)) if (ownCounts.has(at)) expect([label, at, n <= ownCounts.get(at)!]).toEqual([label, at, true]);
        }
      }
    }
    // every probe of a field with rows saw some of the viewer's own: none of them passes by seeing nothing
    expect([...expected].filter((n) => !seen.has(n))).toEqual([]);
  }, 600_000);
});

const sdls = new Map<string, DocumentNode>();
const sdlOf = (service: string) => {
  let doc = sdls.get(service);
  if (!doc) sdls.set(service, (doc = parse(fs.readFileSync(path.join(ROOT, "schema", "subgraphs", `${service}.graphql`), "utf8"))));
  return doc;
};
/** The fields a subgraph itself declares on a type. */
const fieldsIn = (service: string, type: string) =>
  sdlOf(service).definitions.flatMap((d) =>
    (d.kind === Kind.OBJECT_TYPE_DEFINITION || d.kind === Kind.OBJECT_TYPE_EXTENSION || d.kind === Kind.INTERFACE_TYPE_DEFINITION) &&
    d.name.value === type
      ? (d.fields ?? []).map((f) => f.name.value)
      : [],
  );
/** The entity types each subgraph resolves (`@key` without resolvable: false). */
function entitiesOf(service: string): string[] {
  const doc = sdlOf(service);
  const out: string[] = [];
  for (const d of doc.definitions) {
    if (d.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
    const keys = d.directives?.filter((x) => x.name.value === "key") ?? [];
    const resolvable = keys.some((k) => !k.arguments?.some((a) => a.name.value === "resolvable" && a.value.kind === Kind.BOOLEAN && !a.value.value));
    if (resolvable) out.push(d.name.value);
  }
  return out;
}

describe("federation look-ups sent straight to each subgraph", () => {
  const entities = (to: string, type: string, ids: number[], token?: string, fields = "id") =>
    graphql<any>(
      to,
      `query($r: [_Any!]!) { _entities(representations: $r) { __typename ... on ${type} { ${fields} } } }`,
      { r: ids.map((id) => ({ __typename: type, id })) },
      token,
    );

  it("declares an owner for every entity a subgraph resolves", () => {
    const missing = SERVICES.flatMap((s) =>
      entitiesOf(s)
        .filter((t) => !OWNERS[t])
        .map((t) => `${s}: ${t}`),
    );
    expect(missing).toEqual([]);
    expect(SERVICES.flatMap((s) => entitiesOf(s)).sort()).toEqual(
      expect.arrayContaining(["Client", "Site", "Contractor", "User", "WorkOrder", "Trade", "Brand"]),
    );
  });

  it("resolves only what the viewer may see, and nothing without a token", async () => {
    for (const service of SERVICES) {
      const to = subgraphUrls()[service]!;
      for (const type of entitiesOf(service)) {
        const some = (await allIds(type)).slice(0, 3);
        const anonymous = await entities(to, type, some.length ? some : [1]);
        expect([service, type, errorCode(anonymous)]).toEqual([service, type, "UNAUTHENTICATED"]);
        for (const p of PORTALS) {
          const { foreign, own } = await idsFor(type, p);
          const ids = [...foreign, ...(own !== null ? [own] : [])];
          const r = await entities(to, type, ids, tokens[p.who]);
          const answers = (r.data?._entities ?? []) as ({ id: number } | null)[];
          const label = `${service} ${type} as ${p.who}`;
          expect([label, answers.slice(0, foreign.length)]).toEqual([label, foreign.map(() => null)]);
          if (own !== null) expect([label, answers[foreign.length]?.id]).toEqual([label, own]);
        }
      }
    }
  }, 120_000);

  it("refuses every field a portal user may not read, however it is reached", async () => {
    const refused = new Set<string>();
    for (const service of SERVICES) {
      const to = subgraphUrls()[service]!;
      for (const type of entitiesOf(service)) {
        const t = schema.getType(type) as GraphQLObjectType;
        for (const p of [PORTALS[0]!, PORTALS[2]!]) {
          const { own } = await idsFor(type, p);
          const mine = new Set(fieldsIn(service, type));
          for (const f of Object.values(t.getFields()).filter((x) => mine.has(x.name))) {
            if (mayRead(p.kind, type, f.name)) continue;
            const sub = isLeafType(getNamedType(f.type)) ? f.name : `${f.name} { __typename }`;
            const r = await entities(to, type, [own ?? 1], tokens[p.who], sub);
            const label = `${service} ${type}.${f.name} as ${p.who}`;
            expect([label, errorCode(r), r.data?._entities ?? null]).toEqual([label, "FORBIDDEN", null]);
            refused.add(`${type}.${f.name}`);
          }
        }
      }
    }
    for (const f of [
      "Client.contractValue",
      "Client.renewalDate",
      "Client.customer",
      "WorkOrder.estimatedCost",
      "WorkOrder.approvedCost",
      "WorkOrder.invoiceAmount",
      "WorkOrder.actualCost",
    ]) {
      expect(refused).toContain(f);
    }
  }, 120_000);
});

/**
 * A route from a root field to a type: each step a field read on its parent, or a type condition
 * (`... on T`) under a union or an interface. The first step is the root field.
 */
type Step = { parent: GraphQLObjectType | GraphQLInterfaceType; field: GraphQLField<unknown, unknown> } | { on: GraphQLObjectType };
type Route = Step[];

/**
 * Every route by which a portal user of `kind` reaches each type: one through each field (or type
 * condition) that leads into it, each the shortest to that field's parent, found from the root queries
 * first (reads, which the gateway can follow with the viewer's own rows) and then from the root
 * mutations.
 */
function routesInto(kind: PortalKind): Map<string, Route[]> {
  const to = new Map<string, Route>();
  const into = new Map<string, Route[]>();
  const queue: GraphQLNamedType[] = [];
  const arrive = (t: GraphQLNamedType, route: Route) => {
    if (!isCompositeType(t)) return;
    into.set(t.name, [...(into.get(t.name) ?? []), route]);
    if (to.has(t.name)) return;
    to.set(t.name, route);
    queue.push(t);
  };
  for (const root of [schema.getQueryType()!, schema.getMutationType()!]) {
    for (const f of Object.values(root.getFields())) {
      if (admits(rootRules.get(`${root.name}.${f.name}`), kind)) arrive(getNamedType(f.type), [{ parent: root, field: f }]);
    }
    while (queue.length) {
      const t = queue.shift()!;
      const route = to.get(t.name)!;
      if (isUnionType(t) || isInterfaceType(t)) for (const p of schema.getPossibleTypes(t)) arrive(p, [...route, { on: p }]);
      if (isObjectType(t) || isInterfaceType(t)) {
        for (const f of Object.values(t.getFields()))
          if (mayRead(kind, t.name, f.name)) arrive(getNamedType(f.type), [...route, { parent: t, field: f }]);
      }
    }
  }
  return into;
}

const typeAfter = (route: Route): GraphQLNamedType => {
  const last = route[route.length - 1]!;
  return "on" in last ? last.on : getNamedType(last.field.type);
};
const routeLabel = (route: Route, target: GraphQLField<unknown, unknown> | null) =>
  [
    ...route.map((s) => ("on" in s ? `on ${s.on.name}` : `${s.parent.name}.${s.field.name}`)),
    `${typeAfter(route).name}.${target?.name ?? "__typename"}`,
  ].join(" > ");

/** A field's arguments as GraphQL literals: `values` when given, else the harmless value of each required one. */
const argsOf = (f: GraphQLField<unknown, unknown>, values: Record<string, unknown> = harmlessArgs(f)) => {
  const parts = Object.entries(values).map(
    ([name, v]) => `${name}: ${print(astFromValue(v, f.args.find((a) => a.name === name)!.type as GraphQLInputType)!)}`,
  );
  return parts.length ? `(${parts.join(", ")})` : "";
};

/** The alias a probed field is read under, to find it in an answer. */
const PROBE = "probe";

/** `target` (a field of the route's last type; null: __typename) read at the end of `route`, every level with its __typename. */
function selectionAlong(route: Route, target: GraphQLField<unknown, unknown> | null, rootArgs?: Record<string, unknown>): string {
  let sel = !target ? "__typename" : `${PROBE}: ${target.name}${argsOf(target)}${isLeafType(getNamedType(target.type)) ? "" : " { __typename }"}`;
  for (let i = route.length - 1; i >= 0; i--) {
    const step = route[i]!;
    sel =
      "on" in step
        ? `... on ${step.on.name} { __typename ${sel} }`
        : `${step.field.name}${argsOf(step.field, i === 0 ? rootArgs : undefined)} { __typename ${sel} }`;
  }
  return sel;
}

/** Whether `service` declares every field of the route from step `from` on, and the target. */
const declaresFrom = (service: string, route: Route, from: number, target: GraphQLField<unknown, unknown> | null) =>
  route.slice(from).every((s) => "on" in s || fieldsIn(service, s.parent.name).includes(s.field.name)) &&
  (!target || fieldsIn(service, typeAfter(route).name).includes(target.name));

/**
 * The operation a subgraph that declares `target` runs for a route: the whole route when it declares
 * every field of it, root field included; else the route's end from the last entity it resolves, as an
 * `_entities` look-up (the gateway's way in), for a row no one has (the field rules refuse before
 * anything runs).
 */
function subgraphOperation(service: string, route: Route, target: GraphQLField<unknown, unknown> | null) {
  const root = (route[0] as { parent: GraphQLObjectType }).parent.name === "Mutation" ? "mutation" : "query";
  if (declaresFrom(service, route, 0, target)) return { query: `${root} { ${selectionAlong(route, target)} }`, variables: {} };
  for (let from = route.length; from >= 1; from--) {
    const entity = typeAfter(route.slice(0, from));
    if (!entitiesOf(service).includes(entity.name) || !declaresFrom(service, route, from, target)) continue;
    return {
      query: `query($r: [_Any!]!) { _entities(representations: $r) { __typename ... on ${entity.name} { ${selectionAlong(route.slice(from), target)} } } }`,
      variables: { r: [{ __typename: entity.name, id: MISSING_ID }] },
    };
  }
  throw new Error(`${service}: no way in for ${routeLabel(route, target)}, neither by its root field nor by an entity it resolves`);
}

/** The objects an answer holds at the end of a route (the parents of the probed field). */
function objectsAlong(data: unknown, route: Route): Record<string, unknown>[] {
  let level: unknown[] = [data];
  for (const step of route) {
    const next: unknown[] = [];
    for (const o of level.flat(3)) {
      if (!o || typeof o !== "object") continue;
      const obj = o as Record<string, unknown>;
      if ("on" in step) {
        if (obj.__typename === step.on.name) next.push(obj);
      } else next.push(obj[step.field.name]);
    }
    level = next;
  }
  return level.flat(3).filter((o): o is Record<string, unknown> => !!o && typeof o === "object");
}

describe("field rules on every type a portal user reaches, by every root field", () => {
  const codes = (r: GraphqlResult<any>) => (r.errors ?? []).map((e) => e.extensions?.code);

  it("refuses each field a portal user may not read as a whole, on every route to it, at the subgraph that declares it and at the gateway", async () => {
    for (const p of [PORTALS[0]!, PORTALS[2]!]) {
      const into = routesInto(p.kind);
      const targets = new Set<string>();
      const refusedAtGateway = new Set<string>();
      const ownArgs = new Map<string, Record<string, unknown> | null>();
      const probes: { route: Route; target: GraphQLField<unknown, unknown>; control: GraphQLField<unknown, unknown> | null }[] = [];
      for (const [typeName, routes] of into) {
        const t = schema.getType(typeName)!;
        if (!isObjectType(t) && !isInterfaceType(t)) continue;
        const fields = Object.values(t.getFields());
        const unreadable = fields.filter((f) => !mayRead(p.kind, t.name, f.name));
        // a readable field of the same type on the same route: the converse, that the refusal is the field's
        const control = fields.find((f) => mayRead(p.kind, t.name, f.name) && isLeafType(getNamedType(f.type)) && !f.args.length) ?? null;
        for (const target of unreadable) {
          targets.add(`${t.name}.${target.name}`);
          for (const route of routes) probes.push({ route, target, control });
        }
      }
      const sent = new Set<string>();
      const controlled = new Set<string>();
      await inParallel(probes, 4, async ({ route, target, control }) => {
        const label = `${p.who}: ${routeLabel(route, target)}`;
        const owners = SERVICES.filter((s) => fieldsIn(s, typeAfter(route).name).includes(target.name));
        expect([label, owners.length > 0]).toEqual([label, true]);
        for (const service of owners) {
          const op = subgraphOperation(service, route, target);
          if (!sent.has(`${service} ${op.query}`)) {
            sent.add(`${service} ${op.query}`);
            const r = await graphql<any>(subgraphUrls()[service]!, op.query, op.variables, tokens[p.who]);
            expect([label, service, codes(r), r.data ?? null]).toEqual([label, service, ["FORBIDDEN"], null]);
          }
          // the converse, where it runs no mutation: a readable field by the same way in is not refused
          const converse = subgraphOperation(service, route, control);
          if (!converse.query.startsWith("mutation") && !controlled.has(`${service} ${converse.query}`)) {
            controlled.add(`${service} ${converse.query}`);
            const r = await graphql<any>(subgraphUrls()[service]!, converse.query, converse.variables, tokens[p.who]);
            expect([label, service, "readable", codes(r).filter((c) => c === "FORBIDDEN")]).toEqual([label, service, "readable", []]);
          }
        }
        // at the gateway: the same route, whole. Within one subgraph, refused before anything runs;
        // across subgraphs, the root (a query, with the viewer's own ids) runs and the subgraph that
        // declares the field refuses its look-up: nothing of it in the answer, FORBIDDEN wherever a row reached it
        const root = route[0] as { parent: GraphQLObjectType; field: GraphQLField<unknown, unknown> };
        const whole = owners.find((s) => declaresFrom(s, route, 0, target));
        if (!whole && root.parent.name === "Mutation") return;
        let args: Record<string, unknown> | undefined;
        if (!whole) {
          if (!ownArgs.has(root.field.name)) ownArgs.set(root.field.name, (await plansFor(root.field, p)).find((x) => !x.foreign)?.args ?? null);
          args = ownArgs.get(root.field.name) ?? undefined;
          // a page of rows is enough to reach the field, and keeps the probe cheap
          if (args && "pageSize" in args) args = { ...args, pageSize: 50 };
        }
        const kind = root.parent.name === "Mutation" ? "mutation" : "query";
        const r = await gql(p.who, `${kind} { ${selectionAlong(route, target, args)} }`);
        const parents = objectsAlong(r.data, route);
        expect([label, parents.filter((o) => o[PROBE] !== undefined && o[PROBE] !== null)]).toEqual([label, []]);
        if (whole) expect([label, codes(r), r.data ?? null]).toEqual([label, ["FORBIDDEN"], null]);
        else if (parents.length) expect([label, codes(r).includes("FORBIDDEN")]).toEqual([label, true]);
        if (codes(r).includes("FORBIDDEN")) refusedAtGateway.add(`${typeAfter(route).name}.${target.name}`);
        if (kind === "query" && !whole) {
          const readable = await gql(p.who, `query { ${selectionAlong(route, control, args)} }`);
          expect([label, "readable", codes(readable).filter((c) => c === "FORBIDDEN")]).toEqual([label, "readable", []]);
        }
      });
      // every field was refused at the gateway by some route that reached a row
      expect([p.who, [...targets].filter((t) => !refusedAtGateway.has(t))]).toEqual([p.who, []]);
      expect(targets.size).toBeGreaterThan(10);
    }
  }, 300_000);

  it("finds the budget's routes: a contractor reaches the cost counters by costCounters and by workOrder { costCounters }", () => {
    const routes = routesInto("contractor")
      .get("CostCounters")!
      .map((r) => routeLabel(r, null));
    expect(routes).toContain("Query.costCounters > CostCounters.__typename");
    expect(routes.filter((r) => r.startsWith("Query.") && r.endsWith("> WorkOrder.costCounters > CostCounters.__typename"))).toHaveLength(1);
  });

  it("lets no derived field be read by a kind that cannot read what it is derived from, across services", () => {
    const all: FieldReaders = new Map([...readers].map(([field, kinds]) => [field, [...kinds] as PortalKind[]]));
    expect(derivedFrom.get("CostCounters.budget")).toEqual(expect.arrayContaining(["WorkOrder.approvedCost", "WorkOrder.estimatedCost"]));
    expect(derivedReadersProblems(all, derivedFrom, true)).toEqual([]);
  });
});

/** Probes of the mutations portal users may call: each tries to reach another tenant's record. */
const MUTATION_PROBES: Record<string, () => Promise<void>> = {
  "Mutation.saveGridState": async () => {
    const saved = (await gql("client1", `mutation { saveGridState(input: { grid: "overwrite", gridData: "mine" }) { id } }`)).data.saveGridState;
    // another user naming that id must not overwrite it
    const r = await gql("client2", `mutation($id: Int) { saveGridState(input: { id: $id, grid: "overwrite", gridData: "theirs" }) { id } }`, {
      id: saved.id,
    });
    expect(r.data?.saveGridState?.id).not.toBe(saved.id);
    expect((await rest("client2", "POST", "/users/viewstate", { Id: saved.id, GridData: "x" })).body.id).not.toBe(saved.id);
    expect((await rest("contractor2", "POST", "/users/viewstate", { Id: saved.id, GridData: "y" })).body.id).not.toBe(saved.id);
    expect((await gql("client1", `query($id: Int!) { gridStateById(id: $id) { gridData } }`, { id: saved.id })).data.gridStateById.gridData).toBe(
      "mine",
    );
    expect((await rest("contractor1", "POST", `/users/getstate/${saved.id}`)).status).toBe(404);
  },
  "Mutation.renewSession": async () => {
    const renewed = (await gql("contractor1", `mutation { renewSession { accessToken me { contractorId } } }`)).data.renewSession;
    expect(renewed.me.contractorId).toBe(1);
  },
  "Mutation.saveUser": async () => {
    const [other] = await sql(db(), "select id, first_name from identity.app_user where email = 'client2@example.com'");
    const r = await gql(
      "client1",
      `mutation($id: Int) { saveUser(input: { id: $id, firstName: "Hacked", lastName: "X", email: "client2@example.com" }) { user { id } } }`,
      {
        id: other!.id,
      },
    );
    expect(errorCode(r)).toBe("FORBIDDEN");
    const form = { Id: String(other!.id), FirstName: "Hacked", LastName: "X", Email: "client2@example.com" };
    for (const who of ["client1", "contractor1"] as const) {
      restCalls.push({ method: "POST", path: "/Users/", who });
      expect((await api("POST", "/Users/", { token: tokens[who], form })).status).toBe(403);
    }
    expect((await sql(db(), "select first_name from identity.app_user where id = $1", [other!.id]))[0]!.first_name).toBe(other!.first_name);
  },
  "Mutation.resetPassword": async () => {
    const [other] = await sql(db(), "select id from identity.app_user where email = 'client2@example.com'");
    const [contractor2] = await sql(db(), "select id from identity.app_user where email = 'contractor2@example.com'");
    expect(
      errorCode(
        await gql("client1", `mutation($id: Int!) { resetPassword(input: { userId: $id, newPassword: "Takeover!1" }) { ok } }`, { id: other!.id }),
      ),
    ).toBe("FORBIDDEN");
    expect((await rest("contractor1", "POST", "/authorise/ResetPassword", { id: contractor2!.id, newPassword: "Takeover!1" })).status).toBe(403);
    expect((await rest("client1", "POST", "/authorise/ResetPassword", { id: other!.id, newPassword: "Takeover!1" })).status).toBe(403);
  },
  "Mutation.saveLogTime": async () => {
    const [theirs] = await sql(
      db(),
      "select id from work_orders.work_order where contractor_id = 2 and work_order_status_id = 2 order by id limit 1",
    );
    const [theirLog] = await sql(
      db(),
      "select l.id, l.version from billing.log_time l join work_orders.work_order w on w.id = l.work_order_id where w.contractor_id = 2 order by l.id limit 1",
    );
    // what the probe could have changed: the entries of their order, and their entry (other suites log on other orders meanwhile)
    const state = () =>
      sql(
        db(),
        "select (select count(*)::int from billing.log_time where work_order_id = $1) n, (select version from billing.log_time where id = $2) v",
        [theirs!.id, theirLog!.id],
      );
    const before = await state();
    const save = `mutation($input: SaveLogTimeInput!) { saveLogTime(input: $input) { logTime { id } } }`;
    const entry = { workDate: "2026-11-02", timeFrom: "09:00", timeTo: "10:00", numberOfEngineers: 1 };
    expect(errorCode(await gql("contractor1", save, { input: { ...entry, workOrderId: theirs!.id } }))).toBe("NOT_FOUND");
    expect(errorCode(await gql("contractor1", save, { input: { ...entry, id: theirLog!.id } }))).toBe("NOT_FOUND");
    expect(errorCode(await gql("client2", save, { input: { ...entry, workOrderId: theirs!.id } }))).toBe("FORBIDDEN");
    const legacy = { WorkOrderId: theirs!.id, WorkDate: "2026-11-02", TimeFrom: "09:00", TimeTo: "10:00", NumberOfEngineers: 1 };
    expect((await rest("contractor1", "POST", "/LogTimes", legacy)).status).toBe(404);
    expect((await rest("contractor1", "PUT", `/LogTimes/${theirLog!.id}`, legacy)).status).toBe(404);
    expect(await state()).toEqual(before);
  },
  "Mutation.deleteLogTime": async () => {
    const [theirLog] = await sql(
      db(),
      "select l.id from billing.log_time l join work_orders.work_order w on w.id = l.work_order_id where w.contractor_id = 2 order by l.id limit 1",
    );
    expect(errorCode(await gql("contractor1", `mutation($id: Int!) { deleteLogTime(id: $id) { deletedId } }`, { id: theirLog!.id }))).toBe(
      "NOT_FOUND",
    );
    expect((await rest("contractor1", "DELETE", `/LogTimes/${theirLog!.id}`)).status).toBe(404);
    expect((await rest("contractor1", "DELETE", `/CostEntries/${theirLog!.id}`)).status).toBe(404);
    expect(await sql(db(), "select id from billing.log_time where id = $1", [theirLog!.id])).toHaveLength(1);
  },
  "Mutation.saveLogMaterial": async () => {
    const [theirs] = await sql(
      db(),
      "select id from work_orders.work_order where contractor_id = 2 and work_order_status_id = 2 order by id limit 1",
    );
    const [theirLog] = await sql(
      db(),
      "select l.id from billing.log_material l join work_orders.work_order w on w.id = l.work_order_id where w.contractor_id = 2 order by l.id limit 1",
    );
    // what the probe could have changed: the entries of their order, and their entry (other suites log on other orders meanwhile)
    const state = () =>
      sql(
        db(),
        "select (select count(*)::int from billing.log_material where work_order_id = $1) n, (select version from billing.log_material where id = $2) v",
        [theirs!.id, theirLog!.id],
      );
    const before = await state();
    const save = `mutation($input: SaveLogMaterialInput!) { saveLogMaterial(input: $input) { logMaterial { id } } }`;
    const entry = { logMaterialTypeId: 1, description: "probe", costPerItem: "1", quantity: "1" };
    expect(errorCode(await gql("contractor1", save, { input: { ...entry, workOrderId: theirs!.id } }))).toBe("NOT_FOUND");
    expect(errorCode(await gql("contractor1", save, { input: { ...entry, id: theirLog!.id } }))).toBe("NOT_FOUND");
    const legacy = { WorkOrderId: theirs!.id, LogMaterialTypeId: 1, Description: "probe", CostPerItem: 1, Quantity: 1 };
    expect((await rest("contractor1", "POST", "/LogMaterials", legacy)).status).toBe(404);
    expect((await rest("contractor1", "PUT", `/LogMaterials/${theirLog!.id}`, legacy)).status).toBe(404);
    expect(await state()).toEqual(before);
  },
  "Mutation.deleteLogMaterial": async () => {
    const [theirLog] = await sql(
      db(),
      "select l.id from billing.log_material l join work_orders.work_order w on w.id = l.work_order_id where w.contractor_id = 2 order by l.id limit 1",
    );
    expect(errorCode(await gql("contractor1", `mutation($id: Int!) { deleteLogMaterial(id: $id) { deletedId } }`, { id: theirLog!.id }))).toBe(
      "NOT_FOUND",
    );
    expect((await rest("contractor1", "DELETE", `/LogMaterials/${theirLog!.id}`)).status).toBe(404);
    expect(await sql(db(), "select id from billing.log_material where id = $1", [theirLog!.id])).toHaveLength(1);
  },
  "Mutation.saveWorkOrderNote": async () => {
    const [theirs] = await sql(db(), "select id from work_orders.work_order where client_id = 2 and contractor_id = 2 order by id limit 1");
    const [mine] = await sql(db(), "select id from work_orders.work_order where client_id = 1 and contractor_id = 1 order by id limit 1");
    const [theirNote] = await sql(db(), "select id from work_orders.work_order_note where work_order_id = $1 order by id limit 1", [theirs!.id]);
    const save = `mutation($input: SaveWorkOrderNoteInput!) { saveWorkOrderNote(input: $input) { note { id } } }`;
    for (const who of ["client1", "contractor1"] as const) {
      expect(errorCode(await gql(who, save, { input: { workOrderId: theirs!.id, note: "probe" } }))).toBe("NOT_FOUND");
      expect(errorCode(await gql(who, save, { input: { id: theirNote!.id, workOrderId: mine!.id, note: "probe" } }))).toBe("NOT_FOUND");
      // a private note, even on its own order
      expect(errorCode(await gql(who, save, { input: { workOrderId: mine!.id, note: "probe", privateNote: true } }))).toBe("FORBIDDEN");
      for (const path of ["/WorkOrderNotes", "/ClientPortal/CustomerPortalNotes", "/ContractorPortal/ContractorPortalNotes"]) {
        expect([who, path, (await rest(who, "POST", path, { WorkOrderId: theirs!.id, Note: "probe" })).status]).toEqual([who, path, 404]);
      }
      expect((await rest(who, "PUT", `/WorkOrderNotes/${theirNote!.id}`, { WorkOrderId: theirs!.id, Note: "probe" })).status).toBe(404);
    }
    expect((await sql(db(), "select count(*)::int n from work_orders.work_order_note where note = 'probe'"))[0]!.n).toBe(0);
  },
  "Mutation.deleteWorkOrderNote": async () => {
    const [theirs] = await sql(
      db(),
      `select n.id from work_orders.work_order_note n join work_orders.work_order wo on wo.id = n.work_order_id
       where wo.client_id = 2 and wo.contractor_id = 2 order by n.id limit 1`,
    );
    const [staffNote] = await sql(
      db(),
      `select n.id from work_orders.work_order_note n join work_orders.work_order wo on wo.id = n.work_order_id
       where wo.client_id = 1 and wo.contractor_id = 1 and not n.private_note and n.user_id not in (10, 11) order by n.id limit 1`,
    );
    const [privateNote] = await sql(
      db(),
      `select n.id from work_orders.work_order_note n join work_orders.work_order wo on wo.id = n.work_order_id
       where wo.client_id = 1 and wo.contractor_id = 1 and n.private_note order by n.id limit 1`,
    );
    for (const who of ["client1", "contractor1"] as const) {
      expect(errorCode(await gql(who, `mutation { deleteWorkOrderNote(id: ${theirs!.id}) }`))).toBe("NOT_FOUND");
      expect(errorCode(await gql(who, `mutation { deleteWorkOrderNote(id: ${privateNote!.id}) }`))).toBe("NOT_FOUND");
      expect(errorCode(await gql(who, `mutation { deleteWorkOrderNote(id: ${staffNote!.id}) }`))).toBe("FORBIDDEN");
      expect((await rest(who, "DELETE", `/WorkOrderNotes/${theirs!.id}`)).status).toBe(404);
      expect((await rest(who, "DELETE", `/WorkOrderNotes/${staffNote!.id}`)).status).toBe(403);
    }
    const ids = [theirs!.id, staffNote!.id, privateNote!.id];
    expect((await sql(db(), "select count(*)::int n from work_orders.work_order_note where id = any($1)", [ids]))[0]!.n).toBe(3);
  },
};

/** A request of client 2 with an answer, made in the database: what client 1's probes reach for. */
async function client2Request(): Promise<{ workOrderId: number; answerId: number; siteId: number }> {
  const [site] = await sql(db(), "select id from assets.site where client_id = 2 order by id limit 1");
  const [wo] = await sql(
    db(),
    "insert into work_orders.work_order (date_opened, client_id, site_id, work_order_type_id, work_order_status_id, issue) values (now(), 2, $1, 1, 1, 'Tenancy probe') returning id",
    [site!.id],
  );
  const [answer] = await sql(
    db(),
    "insert into work_orders.answer (work_order_id, question_content, answer_content) values ($1, 'Probe?', 'Untouched') returning id",
    [wo!.id],
  );
  return { workOrderId: wo!.id, answerId: answer!.id, siteId: site!.id };
}

/** Removes a probe's order again (other suites count the demo's work orders). */
const dropOrder = (id: number) => sql(db(), "delete from work_orders.work_order where id = $1", [id]);

/** The work-order lifecycle's portal mutations: a client user raises requests of its own client's and answers on them, nothing of another's. */
Object.assign(MUTATION_PROBES, {
  "Mutation.saveWorkOrder": async () => {
    const other = await client2Request();
    const [subTrade] = await sql(db(), "select id from assets.trade where parent_trade_id is not null order by id limit 1");
    const input = { clientId: 2, siteId: other.siteId, subTradeId: subTrade!.id, workOrderTypeId: 1, issue: "Probe", asRequest: true };
    const save = `mutation($input: SaveWorkOrderInput!) { saveWorkOrder(input: $input) { workOrder { id } error { message } } }`;
    expect(errorCode(await gql("client1", save, { input }))).toBe("FORBIDDEN");
    // another client's request answers as a missing one (a client changes only its own, while it awaits a response)
    expect(errorCode(await gql("client1", save, { input: { ...input, id: other.workOrderId, version: 1 } }))).toBe("NOT_FOUND");
    expect(errorCode(await gql("client1", save, { input: { ...input, clientId: 1, id: other.workOrderId, version: 1 } }))).toBe("NOT_FOUND");
    const json = { ClientId: 2, SiteId: other.siteId, SubTradeId: subTrade!.id, WorkOrderTypeId: 1, Issue: "Probe", AsRequest: true };
    expect((await rest("client1", "POST", "/WorkOrders", json)).status).toBe(403);
    expect((await rest("client1", "PUT", `/WorkOrders/${other.workOrderId}`, { ...json, Version: 1 })).status).toBe(404);
    // its own client's site, under another client's id: still refused
    const [ownSite] = await sql(db(), "select id from assets.site where client_id = 1 order by id limit 1");
    expect((await rest("client2", "POST", "/WorkOrders", { ...json, ClientId: 1, SiteId: ownSite!.id })).status).toBe(403);
    // a contractor user changes only its own order's progress code, asset and note: contractor 2's is missing to contractor 1
    const [theirs] = await sql(
      db(),
      "select id, version, client_id, site_id from work_orders.work_order where contractor_id = 2 and work_order_status_id = 2 order by id limit 1",
    );
    const mine = {
      id: theirs!.id,
      version: theirs!.version,
      clientId: theirs!.client_id,
      siteId: theirs!.site_id,
      progressCodeId: 1,
      progressNote: "Probe",
    };
    expect(errorCode(await gql("contractor1", save, { input: mine }))).toBe("NOT_FOUND");
    expect(
      (await rest("contractor1", "PUT", `/WorkOrders/${theirs!.id}`, { Version: theirs!.version, ProgressCodeId: 1, ProgressNote: "Probe" })).status,
    ).toBe(404);
    expect((await rest("contractor1", "POST", "/WorkOrders", json)).status).toBe(403);
    const [after] = await sql(db(), "select version, progress_code_id from work_orders.work_order where id = $1", [theirs!.id]);
    expect(after!.version).toBe(theirs!.version);
    expect((await sql(db(), "select count(*)::int n from work_orders.work_order_note where note = 'Probe'"))[0]!.n).toBe(0);
    const [row] = await sql(db(), "select issue, version from work_orders.work_order where id = $1", [other.workOrderId]);
    expect(row).toEqual({ issue: "Tenancy probe", version: 1 });
    expect((await sql(db(), "select count(*)::int n from work_orders.work_order where issue = 'Probe'"))[0]!.n).toBe(0);
    await dropOrder(other.workOrderId);
  },
  "Mutation.saveAnswer": async () => {
    const other = await client2Request();
    const save = `mutation($input: SaveAnswerInput!) { saveAnswer(input: $input) { answer { id } error { message } } }`;
    const input = { workOrderId: other.workOrderId, questionContent: "Probe?", answerContent: "Changed" };
    expect(errorCode(await gql("client1", save, { input }))).toBe("NOT_FOUND");
    expect(errorCode(await gql("client1", save, { input: { ...input, id: other.answerId } }))).toBe("NOT_FOUND");
    const json = { WorkOrderId: other.workOrderId, QuestionContent: "Probe?", AnswerContent: "Changed" };
    expect((await rest("client1", "POST", "/Answers", json)).status).toBe(404);
    expect((await rest("client1", "PUT", `/Answers/${other.answerId}`, json)).status).toBe(404);
    const rows = await sql(db(), "select answer_content from work_orders.answer where work_order_id = $1", [other.workOrderId]);
    expect(rows).toEqual([{ answer_content: "Untouched" }]);
    await dropOrder(other.workOrderId);
  },
  "Mutation.deleteAnswer": async () => {
    const other = await client2Request();
    expect(errorCode(await gql("client1", `mutation($id: Int!) { deleteAnswer(id: $id) }`, { id: other.answerId }))).toBe("NOT_FOUND");
    expect((await rest("client1", "DELETE", `/Answers/${other.answerId}`)).status).toBe(404);
    expect((await sql(db(), "select count(*)::int n from work_orders.answer where id = $1", [other.answerId]))[0]!.n).toBe(1);
    await dropOrder(other.workOrderId);
  },
});

/** A document of client 2's order given to contractor 2, made through the API: what client 1's and contractor 1's probes reach for. */
async function theirDocument(): Promise<{ id: number; workOrderId: number }> {
  const [wo] = await sql(db(), "select id from work_orders.work_order where client_id = 2 and contractor_id = 2 order by id limit 1");
  const form = new FormData();
  form.append("file", new Blob([Buffer.from("%PDF-1.4\n%%EOF\n" + "x".repeat(100))]), "theirs.pdf");
  const r = await fetch(`${gatewayUrl()}/Services/UploadDocument.aspx?entityName=WorkOrder&entityId=${wo!.id}`, {
    method: "POST",
    headers: { authorization: `Bearer ${tokens.admin}` },
    body: form,
  });
  return { id: ((await r.json()) as { id: number }).id, workOrderId: wo!.id };
}

/** Documents: a portal user uploads to, retypes and copies onto its own orders only. */
Object.assign(MUTATION_PROBES, {
  "Mutation.uploadDocument": async () => {
    const other = await theirDocument();
    const [theirSite] = await sql(db(), "select id from assets.site where client_id = 2 order by id limit 1");
    const up = `mutation($input: UploadDocumentInput!) { uploadDocument(input: $input, file: null) { document { id } error { message } } }`;
    for (const who of ["client1", "contractor1"] as const) {
      expect(errorCode(await gql(who, up, { input: { entityName: "WorkOrder", entityId: other.workOrderId, certDate: "2027-01-01" } }))).toBe(
        "NOT_FOUND",
      );
      expect(errorCode(await gql(who, up, { input: { entityName: "Site", entityId: theirSite!.id, certDate: "2027-01-01" } }))).toBe("NOT_FOUND");
      const form = new FormData();
      form.append("file", new Blob([Buffer.from("%PDF-1.4\n%%EOF\n")]), "probe.pdf");
      restCalls.push({ method: "POST", path: "/UploadDocument.aspx", who });
      const r = await fetch(`${gatewayUrl()}/Services/UploadDocument.aspx?entityName=WorkOrder&entityId=${other.workOrderId}&certDate=2027-01-01`, {
        method: "POST",
        headers: { authorization: `Bearer ${tokens[who]}` },
        body: form,
      });
      expect([who, r.status]).toEqual([who, 404]);
    }
    expect((await sql(db(), "select count(*)::int n from work_orders.document where original_filename = 'probe.pdf'"))[0]!.n).toBe(0);
  },
  "Mutation.updateDocument": async () => {
    const other = await theirDocument();
    for (const who of ["client1", "contractor1"] as const) {
      expect(errorCode(await gql(who, `mutation { updateDocument(input: { id: ${other.id}, documentTypeId: 4 }) { document { id } } }`))).toBe(
        "NOT_FOUND",
      );
      expect((await rest(who, "POST", `/Document/update/${other.id}`, { Type: 4 })).status).toBe(404);
    }
    expect((await sql(db(), "select document_type_id from work_orders.document where id = $1", [other.id]))[0]!.document_type_id).toBe(1);
  },
  "Mutation.copySiteDocuments": async () => {
    const [theirSiteDoc] = await sql(
      db(),
      "select d.id from work_orders.document d join assets.site s on s.id = d.entity_id where d.entity_name = 'Site' and s.client_id = 2 order by d.id limit 1",
    );
    const [theirs] = await sql(db(), "select id from work_orders.work_order where client_id = 2 order by id limit 1");
    const [mine] = await sql(db(), "select id from work_orders.work_order where client_id = 1 order by id limit 1");
    // counted on the two orders the probe names: other suites upload to other orders meanwhile
    const countOnProbed = async () =>
      (
        await sql(db(), "select count(*)::int n from work_orders.document where entity_name = 'WorkOrder' and entity_id = any($1::int[])", [
          [theirs!.id, mine!.id],
        ])
      )[0]!.n;
    const before = await countOnProbed();
    const copy = `mutation($w: Int!, $d: [Int!]!) { copySiteDocuments(workOrderId: $w, documentIds: $d) { documents { id } } }`;
    expect(errorCode(await gql("client1", copy, { w: theirs!.id, d: [] }))).toBe("NOT_FOUND");
    expect(errorCode(await gql("client1", copy, { w: mine!.id, d: [theirSiteDoc!.id] }))).toBe("NOT_FOUND");
    expect((await rest("client1", "GET", `/WorkOrders/CopyDocuments?id=${mine!.id}&sitedocuments=${theirSiteDoc!.id}`)).status).toBe(404);
    expect(await countOnProbed()).toBe(before);
  },
});

/** Cost submission: a contractor marks complete, submits and amends its own orders only (another's answers NOT_FOUND, 404 over REST). */
async function theirCompletedOrder(): Promise<{ id: number; status: number; version: number }> {
  const [wo] = await sql(
    db(),
    "select id, work_order_status_id as status, version from work_orders.work_order where contractor_id = 2 and work_order_status_id in (2, 7) order by id limit 1",
  );
  return wo as { id: number; status: number; version: number };
}
async function expectUntouched(before: { id: number; status: number; version: number }): Promise<void> {
  const [row] = await sql(db(), "select id, work_order_status_id as status, version from work_orders.work_order where id = $1", [before.id]);
  expect(row).toEqual(before);
}
Object.assign(MUTATION_PROBES, {
  "Mutation.completeWorkOrder": async () => {
    const theirs = await theirCompletedOrder();
    expect(errorCode(await gql("contractor1", `mutation { completeWorkOrder(id: ${theirs.id}) { message } }`))).toBe("NOT_FOUND");
    expect((await rest("contractor1", "PUT", `/WorkOrders/Complete?id=${theirs.id}`)).status).toBe(404);
    await expectUntouched(theirs);
  },
  "Mutation.submitWorkOrderCosts": async () => {
    const theirs = await theirCompletedOrder();
    expect(errorCode(await gql("contractor1", `mutation { submitWorkOrderCosts(id: ${theirs.id}) { message } }`))).toBe("NOT_FOUND");
    expect((await rest("contractor1", "PUT", `/WorkOrders/Submitted?id=${theirs.id}`)).status).toBe(404);
    await expectUntouched(theirs);
  },
  "Mutation.amendSubmittedCosts": async () => {
    const theirs = await theirCompletedOrder();
    const amend = `mutation { amendSubmittedCosts(workOrderId: ${theirs.id}, newPrice: "1", reason: "probe") { message } }`;
    expect(errorCode(await gql("contractor1", amend))).toBe("NOT_FOUND");
    const json = { WorkOrderId: theirs.id, NewPrice: 1, Reason: "probe" };
    expect((await rest("contractor1", "PUT", "/WorkOrders/SubmittedAmmend", json)).status).toBe(404);
    await expectUntouched(theirs);
  },
});

/** An order of client 2 for contractor 2 in `status`, with a quote of theirs in `quoteStatus`, made in the database. */
async function quoteForDecision(status: number, quoteStatus: number): Promise<{ workOrderId: number; quoteId: number; drop: () => Promise<void> }> {
  const [site] = await sql(db(), "select id from assets.site where client_id = 2 order by id limit 1");
  const [wo] = await sql(
    db(),
    "insert into work_orders.work_order (date_opened, client_id, site_id, contractor_id, work_order_type_id, work_order_status_id, issue) values (now(), 2, $1, 2, 2, $2, 'Quote probe') returning id",
    [site!.id, status],
  );
  const [q] = await sql(
    db(),
    "insert into billing.billing (work_order_id, client_id, contractor_id, site_id, billing_status_id, total_amount_ex_tax) values ($1, 2, 2, $2, $3, 100) returning id",
    [wo!.id, site!.id, quoteStatus],
  );
  await sql(db(), "insert into billing.billing_item (billing_id, description, units, item_amount_ex_tax) values ($1, 'Probe', 1, 100)", [q!.id]);
  return {
    workOrderId: wo!.id,
    quoteId: q!.id,
    drop: async () => {
      await sql(db(), "delete from billing.billing where id = $1", [q!.id]);
      await dropOrder(wo!.id);
    },
  };
}

/** What a probe must leave as it was: the order's status and version, the quote's status and version, no decision on either side. */
const decisionState = async (t: { workOrderId: number; quoteId: number }) => [
  await sql(db(), "select work_order_status_id, version from work_orders.work_order where id = $1", [t.workOrderId]),
  await sql(db(), "select billing_status_id, version from billing.billing where id = $1", [t.quoteId]),
  await sql(
    db(),
    "select key from work_orders.quote_decision where quote_id = $1 union all select key from billing.quote_decision where quote_id = $1",
    [t.quoteId],
  ),
];

/** The quote decisions: a contractor sends only its own quotes, a client answers only those sent to it. */
Object.assign(MUTATION_PROBES, {
  "Mutation.sendQuoteForApproval": async () => {
    const theirs = await quoteForDecision(3, 1);
    const before = await decisionState(theirs);
    const send = `mutation($q: Int!) { sendQuoteForApproval(quoteId: $q) { quote { id } error { message } } }`;
    expect(errorCode(await gql("contractor1", send, { q: theirs.quoteId }))).toBe("NOT_FOUND");
    expect(errorCode(await gql("client1", send, { q: theirs.quoteId }))).toBe("FORBIDDEN");
    const json = { workorderid: theirs.workOrderId, WorkOrderStatusId: 4, QuotationId: theirs.quoteId };
    expect((await rest("contractor1", "POST", `/Contractors/SubmitQuote/${theirs.workOrderId}`, json)).status).toBe(404);
    expect(await decisionState(theirs)).toEqual(before);
    await theirs.drop();
  },
  "Mutation.acceptQuote": async () => {
    const theirs = await quoteForDecision(4, 2);
    const before = await decisionState(theirs);
    const accept = `mutation($q: Int!) { acceptQuote(quoteId: $q) { newWorkOrderId error { message } } }`;
    expect(errorCode(await gql("client1", accept, { q: theirs.quoteId }))).toBe("NOT_FOUND");
    expect(errorCode(await gql("contractor2", accept, { q: theirs.quoteId }))).toBe("FORBIDDEN");
    expect(
      (await rest("client1", "PUT", `/WorkOrders/AcceptQuoteDuplicate?workOrderId=${theirs.workOrderId}&quoteId=${theirs.quoteId}`)).status,
    ).toBe(404);
    expect(await decisionState(theirs)).toEqual(before);
    await theirs.drop();
  },
  "Mutation.rejectQuote": async () => {
    const theirs = await quoteForDecision(4, 2);
    const before = await decisionState(theirs);
    const reject = `mutation($q: Int, $w: Int) { rejectQuote(quoteId: $q, workOrderId: $w, note: "probe") { quote { id } error { message } } }`;
    expect(errorCode(await gql("client1", reject, { q: theirs.quoteId }))).toBe("NOT_FOUND");
    expect(errorCode(await gql("client1", reject, { w: theirs.workOrderId }))).toBe("NOT_FOUND");
    expect((await rest("client1", "PUT", `/WorkOrders/Decline?workOrderId=${theirs.workOrderId}&note=probe`)).status).toBe(404);
    expect(await decisionState(theirs)).toEqual(before);
    await theirs.drop();
  },
  "Mutation.requestAlternativeQuote": async () => {
    const theirs = await quoteForDecision(4, 2);
    const before = await decisionState(theirs);
    const alternative = `mutation($q: Int, $w: Int) { requestAlternativeQuote(quoteId: $q, workOrderId: $w, note: "probe") { quote { id } error { message } } }`;
    expect(errorCode(await gql("client1", alternative, { q: theirs.quoteId }))).toBe("NOT_FOUND");
    expect(errorCode(await gql("client1", alternative, { w: theirs.workOrderId }))).toBe("NOT_FOUND");
    expect((await rest("client1", "POST", `/WorkOrders/AlternativeQuote?workOrderId=${theirs.workOrderId}&note=probe`)).status).toBe(404);
    expect(await decisionState(theirs)).toEqual(before);
    await theirs.drop();
  },
});

/** A quote of contractor 2 (client 2) on an order still its own, not accepted, with an item: what contractor 1's probes reach for. */
async function theirQuote(): Promise<{ id: number; itemId: number; workOrderId: number }> {
  const [q] = await sql(
    db(),
    `select q.id, q.work_order_id, (select min(bi.id) from billing.billing_item bi where bi.billing_id = q.id) as item_id
       from billing.billing q join work_orders.work_order w on w.id = q.work_order_id
      where q.contractor_id = 2 and w.contractor_id = 2 and q.billing_status_id in (1, 2, 3, 5)
        and exists (select 1 from billing.billing_item bi where bi.billing_id = q.id)
      order by q.id limit 1`,
  );
  return { id: q!.id, itemId: q!.item_id, workOrderId: q!.work_order_id };
}

/** What must stay as it was after the probes: the quote's summary, version and totals, and its items. */
const quoteState = (id: number) =>
  sql(
    db(),
    `select summary, version, total_amount_ex_tax, (select count(*)::int from billing.billing_item where billing_id = $1) as items
       from billing.billing where id = $1`,
    [id],
  );

/** Quotes: a contractor writes only its own quotes on its own orders; a client writes none. */
Object.assign(MUTATION_PROBES, {
  "Mutation.saveQuote": async () => {
    const theirs = await theirQuote();
    const before = await quoteState(theirs.id);
    const save = `mutation($input: SaveQuoteInput!) { saveQuote(input: $input) { quote { id } error { message } } }`;
    expect(errorCode(await gql("contractor1", save, { input: { workOrderId: theirs.workOrderId, summary: "probe" } }))).toBe("NOT_FOUND");
    expect(errorCode(await gql("contractor1", save, { input: { id: theirs.id, summary: "probe" } }))).toBe("NOT_FOUND");
    expect(errorCode(await gql("client1", save, { input: { workOrderId: theirs.workOrderId, summary: "probe" } }))).toBe("FORBIDDEN");
    expect((await rest("contractor1", "POST", "/Billings", { EntityId: theirs.workOrderId, Summary: "probe" })).status).toBe(404);
    expect((await rest("contractor1", "PUT", `/Billings/${theirs.id}`, { EntityId: theirs.workOrderId, Summary: "probe" })).status).toBe(404);
    expect((await rest("client2", "PUT", `/Billings/${theirs.id}`, { Summary: "probe" })).status).toBe(403);
    expect(await quoteState(theirs.id)).toEqual(before);
    expect((await sql(db(), "select count(*)::int n from billing.billing where summary = 'probe'"))[0]!.n).toBe(0);
  },
  "Mutation.deleteQuote": async () => {
    const theirs = await theirQuote();
    expect(errorCode(await gql("contractor1", `mutation { deleteQuote(id: ${theirs.id}) { deletedId } }`))).toBe("NOT_FOUND");
    expect(errorCode(await gql("client2", `mutation { deleteQuote(id: ${theirs.id}) { deletedId } }`))).toBe("FORBIDDEN");
    expect((await rest("contractor1", "DELETE", `/Billings/${theirs.id}`)).status).toBe(404);
    expect((await sql(db(), "select count(*)::int n from billing.billing where id = $1", [theirs.id]))[0]!.n).toBe(1);
  },
  "Mutation.saveBillingItem": async () => {
    const theirs = await theirQuote();
    const before = await quoteState(theirs.id);
    const save = `mutation($input: SaveBillingItemInput!) { saveBillingItem(input: $input) { item { id } error { message } } }`;
    const line = { description: "probe", units: "1", itemAmountExTax: "1" };
    expect(errorCode(await gql("contractor1", save, { input: { billingId: theirs.id, ...line } }))).toBe("NOT_FOUND");
    expect(errorCode(await gql("contractor1", save, { input: { id: theirs.itemId, ...line } }))).toBe("NOT_FOUND");
    expect(errorCode(await gql("client2", save, { input: { id: theirs.itemId, ...line } }))).toBe("FORBIDDEN");
    const json = { BillingId: theirs.id, Description: "probe", Units: 1, ItemAmountExTax: 1 };
    expect((await rest("contractor1", "POST", "/BillingItems", json)).status).toBe(404);
    expect((await rest("contractor1", "PUT", `/BillingItems/${theirs.itemId}`, json)).status).toBe(404);
    expect(await quoteState(theirs.id)).toEqual(before);
    expect((await sql(db(), "select count(*)::int n from billing.billing_item where description = 'probe'"))[0]!.n).toBe(0);
  },
  "Mutation.deleteBillingItem": async () => {
    const theirs = await theirQuote();
    expect(errorCode(await gql("contractor1", `mutation { deleteBillingItem(id: ${theirs.itemId}) { deletedId } }`))).toBe("NOT_FOUND");
    expect((await rest("contractor1", "DELETE", `/BillingItems/${theirs.itemId}`)).status).toBe(404);
    expect((await sql(db(), "select count(*)::int n from billing.billing_item where id = $1", [theirs.itemId]))[0]!.n).toBe(1);
  },
});

describe("mutations, with another tenant's ids", () => {
  for (const [field, probe] of Object.entries(MUTATION_PROBES)) it(field, probe);
});

describe("legacy REST calls, from the shim table", () => {
  const rootFieldsOf = (shim: Shim) => {
    const op = getOperationAST(shim.operation as DocumentNode)!;
    const root = op.operation === "mutation" ? schema.getMutationType()! : schema.getQueryType()!;
    const names = op.selectionSet.selections.filter((s) => s.kind === Kind.FIELD).map((s) => (s as { name: { value: string } }).name.value);
    return {
      mutation: op.operation === "mutation",
      fields: names.map((n) => root.getFields()[n]!),
      rules: names.map((n) => rootRules.get(`${root.name}.${n}`)),
    };
  };
  const fill = (p: string, id: number | string) => p.replace(/:\w+/g, String(id));
  const label = (shim: Shim) => `${shim.method} ${shim.path} (${shim.tenancy})`;

  it("tags every shim as the rules of the fields it runs admit", () => {
    // the /Services upload pages too: shims like the others, on their own path
    for (const shim of [...allShims, ...servicePageShims]) {
      const { mutation, fields, rules } = rootFieldsOf(shim);
      const isPublic = rules.every((r) => r?.public);
      expect([label(shim), "public", shim.tenancy === "public"]).toEqual([label(shim), "public", isPublic]);
      if (isPublic) continue;
      for (const kind of ["client", "contractor"] as const) {
        const tag = tenancyFor(shim.tenancy, kind);
        expect([label(shim), kind, tag === "refused"]).toEqual([label(shim), kind, !rules.every((r) => admits(r, kind))]);
        // shared rows are reference data: read, never written, and of a type everyone may see
        if (tag === "shared")
          expect([label(shim), mutation, fields.map((f) => OWNERS[rowType(f)])]).toEqual([label(shim), false, fields.map(() => "shared")]);
      }
    }
  });

  it("keeps the /Services upload pages from portal users: 403, whatever the ids, with a real file", async () => {
    expect(servicePageShims.length).toBeGreaterThan(1);
    // the document upload page takes portal users' files onto their own orders: probed with Mutation.uploadDocument
    for (const shim of servicePageShims.filter((s) => s.path !== "/UploadDocument.aspx")) {
      for (const p of PORTALS) {
        if (tenancyFor(shim.tenancy, p.kind) !== "refused") throw new Error(`${label(shim)}: which rows may ${p.kind} users upload?`);
        const form = new FormData();
        form.append("file", new File(["Name\nx\n"], "list.csv", { type: "text/csv" }));
        const url = `${gatewayUrl()}/Services${fill(shim.path, 1)}?clientId=${p.tenant}&contractId=1&id=1`;
        const r = await fetch(url, { method: shim.method.toUpperCase(), headers: { authorization: `Bearer ${tokens[p.who]}` }, body: form });
        expect([p.who, shim.path, r.status]).toEqual([p.who, shim.path, 403]);
      }
    }
  }, 120_000);

  it("keeps staff-only calls from portal users: 403", async () => {
    for (const shim of allShims) {
      for (const p of [PORTALS[0]!, PORTALS[2]!]) {
        if (tenancyFor(shim.tenancy, p.kind) !== "refused") continue;
        // parameters that get the call past its own checks, so that the answer is about access
        const query = "?id=1&contactId=1&userId=1&clientId=1&siteId=1&entityName=Client&entityId=1";
        const body = shim.method === "get" || shim.method === "delete" ? undefined : (BODIES[shim.path] ?? {});
        const r = await rest(p.who, shim.method.toUpperCase(), `${fill(shim.path, 1)}${query}`, body);
        expect([p.who, shim.method, shim.path, r.status]).toEqual([p.who, shim.method, shim.path, 403]);
      }
    }
  }, 120_000);

  it("answers portal users' shared reads what it answers staff", async () => {
    const shared = allShims.filter((s) => (["client", "contractor"] as const).some((k) => tenancyFor(s.tenancy, k) === "shared"));
    expect(shared.length).toBeGreaterThan(5);
    for (const shim of shared) {
      if (shim.path.includes(":")) throw new Error(`${label(shim)}: which rows does its path name?`);
      const staff = await rest("admin", shim.method.toUpperCase(), shim.path);
      for (const p of PORTALS) {
        if (tenancyFor(shim.tenancy, p.kind) !== "shared") continue;
        const r = await rest(p.who, shim.method.toUpperCase(), shim.path);
        expect([p.who, shim.path, r.status, r.body]).toEqual([p.who, shim.path, 200, staff.body]);
      }
    }
  }, 120_000);

  it("answers portal users' reads only with their own rows, whatever ids the call names", async () => {
    for (const shim of allShims.filter((s) => !rootFieldsOf(s).mutation)) {
      const { fields } = rootFieldsOf(shim);
      for (const p of PORTALS) {
        const tag = tenancyFor(shim.tenancy, p.kind);
        if (tag !== "scoped" && tag !== "own") continue;
        const field = fields[0]!;
        let rowType = getNamedType(field.type);
        if (isObjectType(rowType) && "nodes" in rowType.getFields()) rowType = getNamedType(rowType.getFields().nodes!.type);
        // the row's own id, or (branding: clientBrand(clientId)) the entity an id argument names
        const pathIdType = field.args.some((a) => a.name === "id")
          ? rowType.name === "UserOption"
            ? "User"
            : rowType.name
          : (field.args.map((a) => ID_ARGUMENTS[a.name.toLowerCase()]).find(Boolean) ?? null);
        const calls: { label: string; url: string; foreign: boolean }[] = [];
        if (shim.path.includes(":")) {
          if (!pathIdType || !OWNERS[pathIdType]) throw new Error(`${shim.path}: which type does its path name?`);
          const ids = await idsFor(pathIdType, p);
          for (const id of ids.foreign) calls.push({ label: `path ${id}`, url: fill(shim.path, id), foreign: true });
          if (ids.own !== null) calls.push({ label: "path own", url: fill(shim.path, ids.own), foreign: false });
        } else {
          // a call that names an entity (the contacts drop-down) names the viewer's own by default
          const entity = p.kind === "client" ? "Client" : "Contractor";
          const base = `entityName=${entity}&entityId=${p.tenant}`;
          calls.push({ label: "own", url: `${shim.path}?${base}`, foreign: false });
          const tenantIds = await idsFor(entity, p);
          for (const id of tenantIds.foreign)
            calls.push({ label: `entityId=${id}`, url: `${shim.path}?entityName=${entity}&entityId=${id}`, foreign: true });
          for (const [param, type] of Object.entries(ID_ARGUMENTS)) {
            for (const id of (await idsFor(type, p)).foreign.slice(0, 1))
              calls.push({ label: `${param}=${id}`, url: `${shim.path}?${base}&${param}=${id}`, foreign: true });
          }
        }
        for (const c of calls) {
          const r = await rest(p.who, shim.method.toUpperCase(), c.url);
          const label = `${p.who} ${shim.method} ${c.url}`;
          expect([label, [200, 403, 404].includes(r.status)]).toEqual([label, true]);
          if (!c.foreign) expect([label, r.status]).toEqual([label, 200]);
          if (r.status !== 200) continue;
          const rows = Array.isArray(r.body) ? r.body : Array.isArray(r.body?.Data) ? r.body.Data : [r.body];
          for (const row of rows) {
            if (!row || typeof row !== "object") continue;
            const foreignKeys = await legacyLeaks(row as Record<string, unknown>, rowType.name, p);
            expect([label, foreignKeys]).toEqual([label, []]);
          }
        }
      }
    }
  }, 600_000);

  it("has every mutation a portal user can reach exercised by a probe", () => {
    const toRegex = (p: string) => new RegExp(`^${p.replace(/:\w+/g, "[^/?]+")}/?(\\?.*)?$`, "i");
    for (const shim of allShims.filter((s) => rootFieldsOf(s).mutation)) {
      for (const kind of ["client", "contractor"] as const) {
        const tag = tenancyFor(shim.tenancy, kind);
        if (tag !== "scoped" && tag !== "own") continue;
        const exercised = restCalls.some(
          (c) => c.method === shim.method.toUpperCase() && toRegex(shim.path).test(c.path) && PORTALS.find((p) => p.who === c.who)?.kind === kind,
        );
        expect([kind, shim.method, shim.path, exercised]).toEqual([kind, shim.method, shim.path, true]);
      }
    }
  });
});

/** The legacy row's id and its tenant keys (ClientId, SiteId, ...) that name rows the viewer does not own. */
async function legacyLeaks(row: Record<string, unknown>, rowType: string, p: Portal): Promise<string[]> {
  const out: string[] = [];
  const check = async (type: string, id: unknown, key: string) => {
    const owner = OWNERS[type];
    if (typeof id !== "number" || id === 0 || !owner || owner === "shared") return;
    if (!(await owns(type, p, id))) out.push(`${key}=${id}`);
  };
  if (!OWNERS[rowType] && typeof row.id === "number" && hasId(schema.getType(rowType)!)) out.push(`no owner declared for ${rowType}`);
  await check(rowType === "UserOption" ? "User" : rowType, row.id, "id");
  for (const [key, type] of [
    ["ClientId", "Client"],
    ["SiteId", "Site"],
    ["ContractorId", "Contractor"],
    ["UserId", "User"],
    ["UserProfileId", "User"],
    ["ContactId", "User"],
  ] as const) {
    await check(type, row[key], key);
  }
  return out;
}
