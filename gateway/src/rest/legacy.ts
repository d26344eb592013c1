import { fieldBinder, MAX_PAGE_SIZE, parseSortString } from "@wo/shared";
import { z } from "zod";
import type { FilterOperator } from "../gql/graphql";
import { ShimInputError } from "./shim";

/** A whole number from a query string, form field or JSON value. */
const int = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+$/, "must be a whole number"),
  ])
  .transform(Number);

export const idParam = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, "must be a whole number")])
  .transform(Number)
  .pipe(z.number().int().min(0, "must be 0 or more").max(2_147_483_647, "is too large"));

export const optionalId = z
  .union([z.literal(""), z.null(), idParam])
  .optional()
  .transform((v) => (v === "" || v == null ? undefined : (v as number)));

export const flag = z
  .union([z.boolean(), z.enum(["true", "false", "True", "False", "1", "0", ""])])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === true || v === "true" || v === "True" || v === "1"));

export const text = (max = 200) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v == null || v.trim() === "" ? undefined : v.trim()))
    .pipe(z.string().max(max, `must be ${max} characters or fewer`).optional());

/**
 * page and pageSize as the legacy grids send them. No pageSize (the legacy default of 10,000,000)
 * or 0 ("everything") or more than the cap all get the cap: Total still tells how many there are.
 */
export const paging = z.object({
  page: int.pipe(z.number().int().min(1, "must be 1 or more")).optional().default(1),
  pagesize: int.pipe(z.number().int().min(0, "must be 0 or more")).optional(),
});

export function pageArgs(args: Record<string, unknown>): { page: number; pageSize: number } {
  const p = paging.parse({ page: args.page ?? undefined, pagesize: args.pagesize ?? undefined });
  const size = p.pagesize === undefined || p.pagesize === 0 ? MAX_PAGE_SIZE : Math.min(p.pagesize, MAX_PAGE_SIZE);
  return { page: p.page, pageSize: size };
}

export type SortDirection = "ASC" | "DESC";

/**
 * `Field_ASC` / `Field_DESC` (several joined by commas) to GraphQL sort inputs, through the shim's
 * map of legacy field names; names bind without regard to case (fieldBinder). An unknown field or
 * direction is a 400.
 */
export function parseSort<F extends string>(sort: unknown, fields: Record<string, F>): { field: F; direction: SortDirection }[] | undefined {
  if (sort == null || sort === "") return undefined;
  if (typeof sort !== "string") throw new ShimInputError("sort must be Field_ASC or Field_DESC");
  return parseSortString(sort, fieldBinder(fields), (message) => new ShimInputError(message));
}

const OPERATORS: Record<string, FilterOperator> = {
  eq: "EQ",
  neq: "NEQ",
  contains: "CONTAINS",
  startswith: "STARTS_WITH",
  endswith: "ENDS_WITH",
  gt: "GT",
  gte: "GTE",
  lt: "LT",
  lte: "LTE",
  isnull: "IS_EMPTY",
  isempty: "IS_EMPTY",
  isnotnull: "IS_NOT_EMPTY",
  isnotempty: "IS_NOT_EMPTY",
};

export interface LegacyFilter {
  field: string;
  operator: FilterOperator;
  value: string | null;
}

/**
 * The grid's column filters: a Kendo-style `{ logic: "and", filters: [{ field, operator, value }] }`,
 * a list of such entries, or either as a JSON string. Only "and" is supported.
 */
export function parseFilter(filter: unknown): LegacyFilter[] {
  if (filter == null || filter === "") return [];
  let f = filter;
  if (typeof f === "string") {
    try {
      f = JSON.parse(f);
    } catch {
      throw new ShimInputError("filter must be JSON");
    }
  }
  const out: LegacyFilter[] = [];
  const walk = (node: unknown, depth: number) => {
    if (depth > 3) throw new ShimInputError("filter is nested too deeply");
    if (Array.isArray(node)) return node.forEach((n) => walk(n, depth + 1));
    if (!node || typeof node !== "object") throw new ShimInputError("filter entries must be objects");
    const n = node as Record<string, unknown>;
    if (Array.isArray(n.filters)) {
      if (n.logic != null && String(n.logic).toLowerCase() !== "and") throw new ShimInputError("only 'and' filters are supported");
      return walk(n.filters, depth + 1);
    }
    if (typeof n.field !== "string") throw new ShimInputError("a filter needs a field");
    const op = OPERATORS[String(n.operator ?? "eq").toLowerCase()];
    if (!op) throw new ShimInputError(`Unknown filter operator: ${String(n.operator)}`);
    out.push({ field: n.field, operator: op, value: n.value == null ? null : String(n.value) });
  };
  walk(f, 0);
  if (out.length > 20) throw new ShimInputError("too many filters");
  return out;
}

/** Filters on the shim's known fields, mapped to GraphQL filter inputs; an unknown field is a 400. */
export function mapFilters<F extends string>(filters: LegacyFilter[], fields: Record<string, F>) {
  const bind = fieldBinder(fields);
  return filters.map((f) => {
    const field = bind(f.field);
    if (!field) throw new ShimInputError(`Unknown filter field: ${f.field}`);
    return { field, operator: f.operator, value: f.value };
  });
}

/** An integer from a form or JSON field where "", "0" and absent mean none. */
export const formId = z
  .union([z.literal(""), z.null(), idParam])
  .optional()
  .transform((v) => (typeof v === "number" && v > 0 ? v : null));

/** A form or JSON boolean ("true", "True", "on", "1", true); absent stays undefined. */
export const formFlag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === true || ["true", "on", "1"].includes(String(v).toLowerCase())));
