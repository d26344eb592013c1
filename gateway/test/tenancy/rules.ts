/**
 * What the tenancy guards read: the contract (schema/api.graphql) and the rules every service prints
 * (`main.js access-rules`: who may call each root field, which portal users may read each other
 * field, what derived fields are derived from), with what follows from them (what a portal user can
 * reach; harmless arguments for any field). Shared by gateway/test/tenancy.test.ts (portal users) and
 * staff-permissions.test.ts (staff of every department).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import {
  buildSchema,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
} from "graphql";
import type { PortalKind } from "@wo/shared";

const run = promisify(execFile);
export const ROOT = path.resolve(__dirname, "../../..");
export const SERVICES = ["identity", "assets", "work-orders", "billing"] as const;
export type Service = (typeof SERVICES)[number];

export const schema = buildSchema(fs.readFileSync(path.join(ROOT, "schema", "api.graphql"), "utf8"));

/** A root field's printed @Access rule (services/shared/src/access.ts AccessRule). */
export interface RootRule {
  public?: boolean;
  adminOnly?: boolean;
  audience?: string[];
  area?: string;
  areas?: string[];
  level?: "read" | "full";
  flags?: string[];
}

export const rootRules = new Map<string, RootRule>();
/** Which portal kinds may read a field: those every service that declares it admits. */
export const readers = new Map<string, Set<string>>();
/** What each derived field is derived from (`@Readers.derivedFrom`), from every service. */
export const derivedFrom = new Map<string, string[]>();

/** Reads every service's printed rules (once per test file). */
export async function loadRules(): Promise<void> {
  if (rootRules.size) return;
  const printed = await Promise.all(
    SERVICES.map(async (s) => {
      const { stdout } = await run(process.execPath, [path.join(ROOT, "services", s, "dist", "main.js"), "access-rules"], { cwd: ROOT });
      return JSON.parse(stdout) as {
        rootFields: Record<string, RootRule>;
        fieldReaders: Record<string, string[]>;
        derivedFrom: Record<string, string[]>;
      };
    }),
  );
  for (const declared of printed) {
    for (const [field, rule] of Object.entries(declared.rootFields)) rootRules.set(field, rule);
    for (const [field, kinds] of Object.entries(declared.fieldReaders)) {
      const previous = readers.get(field);
      readers.set(field, previous ? new Set(kinds.filter((k) => previous.has(k))) : new Set(kinds));
    }
    for (const [field, sources] of Object.entries(declared.derivedFrom)) derivedFrom.set(field, [...(derivedFrom.get(field) ?? []), ...sources]);
  }
}

export const admits = (rule: RootRule | undefined, kind: PortalKind) =>
  !!rule && !rule.adminOnly && (!!rule.public || !!rule.audience?.includes(kind));
export const mayRead = (kind: PortalKind, type: string, field: string) => readers.get(`${type}.${field}`)?.has(kind) ?? false;
export const hasId = (t: GraphQLNamedType) => (isObjectType(t) || isInterfaceType(t)) && "id" in t.getFields();

/** The types and fields a portal user of `kind` can reach, from the root fields it may call. */
export function reach(kind: PortalKind): { roots: GraphQLField<unknown, unknown>[]; types: Set<string>; fields: Set<string> } {
  const roots: GraphQLField<unknown, unknown>[] = [];
  const types = new Set<string>();
  const fields = new Set<string>();
  const queue: GraphQLNamedType[] = [];
  const visit = (t: GraphQLNamedType) => {
    if (!isCompositeType(t) || types.has(t.name)) return;
    types.add(t.name);
    queue.push(t);
  };
  for (const root of [schema.getQueryType()!, schema.getMutationType()!]) {
    for (const f of Object.values(root.getFields())) {
      if (!admits(rootRules.get(`${root.name}.${f.name}`), kind)) continue;
      roots.push(f);
      fields.add(`${root.name}.${f.name}`);
      visit(getNamedType(f.type));
    }
  }
  while (queue.length) {
    const t = queue.shift()!;
    if (isUnionType(t)) t.getTypes().forEach(visit);
    if (isInterfaceType(t)) schema.getPossibleTypes(t).forEach(visit);
    if (isObjectType(t) || isInterfaceType(t)) {
      for (const f of Object.values(t.getFields())) {
        if (!mayRead(kind, t.name, f.name)) continue;
        fields.add(`${t.name}.${f.name}`);
        visit(getNamedType(f.type));
      }
    }
  }
  return { roots, types, fields };
}

/** Runs `each` over `items`, `width` at a time. */
export async function inParallel<T>(items: T[], width: number, each: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await each(items[next++]!);
    }),
  );
}

/** An id no row has: what a harmless call names. */
export const MISSING_ID = 2147483000;

/** A harmless value of each scalar the contract declares; a new scalar needs one here. */
const HARMLESS_SCALARS: Record<string, unknown> = {
  Int: MISSING_ID,
  Float: 1,
  String: "x",
  ID: String(MISSING_ID),
  Boolean: false,
  Decimal: "1",
  LocalDate: "2026-11-02",
  DateTimeISO: "2026-11-02T09:00:00.000Z",
};

/**
 * The least value a required argument of `type` takes that does no harm: an Int is an id no row has,
 * a String "x", a list empty, an input object its required fields (and its `id` a missing one, so that
 * a save is an update of nothing, never a new row). An Upload has no such value: `upload` says what
 * to put there (a file the caller sends, or nothing).
 */
export function harmless(type: GraphQLInputType, upload: () => unknown = () => null): unknown {
  if (isNonNullType(type)) return harmless(type.ofType, upload);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) {
      if (f.name === "id" && getNamedType(f.type).name === "Int") out.id = MISSING_ID;
      else if (isNonNullType(f.type) && f.defaultValue === undefined) out[f.name] = harmless(f.type, upload);
    }
    return out;
  }
  if (isScalarType(type) && type.name === "Upload") return upload();
  if (isScalarType(type) && type.name in HARMLESS_SCALARS) return HARMLESS_SCALARS[type.name];
  throw new Error(`no harmless value for ${type.toString()}: add one to HARMLESS_SCALARS`);
}

/** The required arguments of a field, each with its harmless value. */
export function harmlessArgs(f: GraphQLField<unknown, unknown>, upload?: () => unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const a of f.args) if (isNonNullType(a.type) && a.defaultValue === undefined) out[a.name] = harmless(a.type, upload);
  return out;
}

/** Bodies that get a staff-only write shim past its parameter checks, so that the answer is about access. */
export const BODIES: Record<string, unknown> = {
  "/BIReports": { UserProfileId: 1, Name: "x", EmbedCode: '<iframe src="https://app.powerbi.com/r"></iframe>' },
  "/BIReports/:id": { UserProfileId: 1, Name: "x", EmbedCode: '<iframe src="https://app.powerbi.com/r"></iframe>' },
  "/UserInSites": { UserId: 1, SiteId: 1 },
  // clients: the work-order settings
  "/SubTradeInClients": { ClientId: 1, SubTradeId: 1 },
  // brands and branding
  // client 1's own colour (the demo's): a write that gets through changes nothing branding.test.ts reads at the same time
  "/Clients/brandupdate": { BrandColour: "#a61f7d", CustId: 1 },
  // the data import (administrators): what to import; without a file the mutation refuses after its access check
  "/Import": { type: "sites" },
  // contracts
  "/Contracts": { ClientId: 1, TradeId: 1, SubTradeId: 2, ContractStatusId: 1 },
  "/ContractorInContracts": { ContractId: 1, ContractorId: 1 },
  "/SiteInContractorInContracts": { ContractorInContractId: 1, SiteId: 1 },
  // the work-order lifecycle
  "/WorkOrders/Decline": { workOrderId: 1, note: "x" },
  // cost submission (contractors' own orders; clients are refused)
  "/WorkOrders/SubmittedAmmend": { WorkOrderId: 1, NewPrice: 1, Reason: "x" },
  // the quote decisions
  "/Contractors/SubmitQuote/:workOrderId": { QuotationId: 1, WorkOrderStatusId: 4 },
  "/WorkOrders/AcceptQuoteDuplicate": { workOrderId: 1, quoteId: 1 },
  "/WorkOrders/AlternativeQuote": { workOrderId: 1, note: "x" },
  // linked work orders
  "/LinkedWorkOrders": { ParentWorkOrderId: 1, ChildWorkOrderId: 2 },
  // PPM conversion: the ticked pending orders
  "/workorders/createPpmWorkOrder": [{ id: 1 }],
};

/**
 * The same bodies naming no row (every id a missing one; a status stays the one the call is about,
 * which is a value, not a row): what a staff user's refused call sends.
 */
export const STAFF_BODIES: Record<string, unknown> = Object.fromEntries(
  Object.entries(BODIES).map(([path, body]) => [
    path,
    JSON.parse(JSON.stringify(body), (k, v: unknown) => (typeof v === "number" && !/status/i.test(k) ? MISSING_ID : v)),
  ]),
);
