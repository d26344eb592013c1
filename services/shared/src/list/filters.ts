import { registerEnumType } from "type-graphql";
import { containsPattern, escapeLike } from "../db/sql";
import { BadUserInputError } from "../errors";
import type { SqlCondition } from "../tenancy";
import type { ListColumn } from "./declaration";

export enum FilterOperator {
  EQ = "EQ",
  NEQ = "NEQ",
  CONTAINS = "CONTAINS",
  STARTS_WITH = "STARTS_WITH",
  ENDS_WITH = "ENDS_WITH",
  GT = "GT",
  GTE = "GTE",
  LT = "LT",
  LTE = "LTE",
  IS_EMPTY = "IS_EMPTY",
  IS_NOT_EMPTY = "IS_NOT_EMPTY",
}
registerEnumType(FilterOperator, {
  name: "FilterOperator",
  description:
    "How a column filter compares a column with its value. Text compares ignore case; dates compare by calendar day in Europe/London (value YYYY-MM-DD or DD/MM/YYYY)",
  valuesConfig: {
    EQ: { description: "Equal to the value" },
    NEQ: { description: "Not equal to the value (on a text column rows where it is empty are kept; on others they are not)" },
    CONTAINS: { description: "Text columns only: contains the value anywhere" },
    STARTS_WITH: { description: "Text columns only: begins with the value" },
    ENDS_WITH: { description: "Text columns only: ends with the value" },
    GT: { description: "Greater than (later than) the value" },
    GTE: { description: "Greater than or equal to (on or after) the value" },
    LT: { description: "Less than (earlier than) the value" },
    LTE: { description: "Less than or equal to (on or before) the value" },
    IS_EMPTY: { description: "The column is empty (null, or blank text); the value is ignored" },
    IS_NOT_EMPTY: { description: "The column has a value; the value is ignored" },
  },
});

/** A column filter as the GraphQL filter inputs carry it. */
export interface ColumnFilter {
  field: string;
  operator: FilterOperator;
  value?: string | null;
}

const refuse = (message: string) => new BadUserInputError(message, [{ field: "filters", message }]);

function parseDay(value: string): string {
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : value.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(Date.parse(`${iso}T00:00:00Z`))) throw refuse(`Not a date: ${value}`);
  return iso;
}

function parseNumber(value: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value.trim())) throw refuse(`Not a number: ${value}`);
  return value.trim();
}

const COMPARE: Partial<Record<FilterOperator, string>> = {
  [FilterOperator.EQ]: "=",
  [FilterOperator.NEQ]: "<>",
  [FilterOperator.GT]: ">",
  [FilterOperator.GTE]: ">=",
  [FilterOperator.LT]: "<",
  [FilterOperator.LTE]: "<=",
};

/** The condition of one column filter; BAD_USER_INPUT for a value of the wrong kind or an operator that does not apply. */
export function filterCondition(col: Pick<ListColumn<unknown>, "filter" | "kind">, f: ColumnFilter): SqlCondition {
  const expr = col.filter;
  if (f.operator === FilterOperator.IS_EMPTY) return [col.kind === "text" ? `coalesce(${expr}, '') = ''` : `${expr} is null`, []];
  if (f.operator === FilterOperator.IS_NOT_EMPTY) return [col.kind === "text" ? `coalesce(${expr}, '') <> ''` : `${expr} is not null`, []];
  const value = (f.value ?? "").trim();
  if (!value) throw new BadUserInputError("A filter value is required", [{ field: "filters", message: `${f.field} needs a value` }]);
  if (col.kind === "text") {
    const like = {
      [FilterOperator.CONTAINS]: containsPattern(value),
      [FilterOperator.STARTS_WITH]: `${escapeLike(value)}%`,
      [FilterOperator.ENDS_WITH]: `%${escapeLike(value)}`,
    }[f.operator as FilterOperator.CONTAINS];
    if (like) return [`${expr} ilike ?`, [like]];
    if (f.operator === FilterOperator.EQ) return [`lower(${expr}) = lower(?)`, [value]];
    if (f.operator === FilterOperator.NEQ) return [`coalesce(lower(${expr}), '') <> lower(?)`, [value]];
    return [`${expr} ${COMPARE[f.operator]} ?`, [value]];
  }
  const op = COMPARE[f.operator];
  if (!op) throw refuse(`${f.operator} does not apply to ${f.field}`);
  // dates compare calendar days as seen in London
  if (col.kind === "date") return [`(${expr} at time zone 'Europe/London')::date ${op} ?::date`, [parseDay(value)]];
  return [`${expr} ${op} ?::numeric`, [parseNumber(value)]];
}
